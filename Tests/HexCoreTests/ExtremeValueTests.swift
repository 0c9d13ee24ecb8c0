import HexCore
import XCTest

/// Beyond `Hex.coordinateRange` conversions are documented to wrap, not
/// trap; inside it they are exact up to the range's edge.
///
/// Hexes store Int32 components, so the farthest hexes are at Int32's ends;
/// offset rows and columns are `Int` and are still tried at Int's ends.
final class ExtremeValueTests: XCTestCase {
  func testOffsetAndDoubledConversionsDoNotTrapAtIntsEnds() {
    let hi = Int(Int32.max), lo = Int(Int32.min)
    for q in [Int.max, Int.min, Int.max - 1, Int.min + 1, hi, lo, hi - 1, lo + 1] {
      for r in [0, Int.max, Int.min, hi, lo] {
        for kind in OffsetKind.allCases {
          _ = Hex(OffsetCoordinate(row: q, col: r), kind: kind)
          XCTAssertNil(Hex(validating: OffsetCoordinate(row: q, col: r), kind: kind), "\(q), \(r)")
        }
        if let doubled = DoubledCoordinate(row: q, col: r) {
          _ = Hex(doubled, kind: .doubledHeight)
          // r = row lies outside the range for every row tried here.
          XCTAssertNil(Hex(validating: doubled, kind: .doubledWidth), "\(q), \(r)")
        }
        guard let q32 = Int32(exactly: q), let r32 = Int32(exactly: r) else { continue }
        let hex = Hex(q: Int(q32), r: Int(r32))
        // Every storable hex converts exactly and round-trips: its
        // components fit in Int32, and the conversion computes in Int.
        for kind in OffsetKind.allCases {
          XCTAssertEqual(Hex(OffsetCoordinate(hex, kind: kind), kind: kind), hex, "\(kind) \(hex)")
        }
        for kind in [DoubledKind.doubledWidth, .doubledHeight] {
          XCTAssertEqual(Hex(DoubledCoordinate(hex, kind: kind), kind: kind), hex, "\(kind) \(hex)")
        }
      }
    }
  }

  func testConversionsAreExactAtTheEdgesOfTheRange() {
    let edge = 1 << 30
    // Hexes whose three components all stay within ±2³⁰.
    let hexes = [
      Hex(q: edge, r: -edge), Hex(q: -edge, r: edge), Hex(q: edge, r: 0), Hex(q: 0, r: -edge),
      Hex(q: edge - 1, r: -edge), Hex(q: -edge + 1, r: edge - 1),
    ]
    for hex in hexes {
      XCTAssertTrue(hex.isInCoordinateRange, "\(hex)")
      for kind in OffsetKind.allCases {
        XCTAssertEqual(Hex(OffsetCoordinate(hex, kind: kind), kind: kind), hex, "\(kind) \(hex)")
      }
      for kind in [DoubledKind.doubledWidth, .doubledHeight] {
        XCTAssertEqual(Hex(DoubledCoordinate(hex, kind: kind), kind: kind), hex, "\(kind) \(hex)")
      }
    }
    // odd-q by hand at the edge: col = q = 2³⁰ (even), row = r + q/2 = -2³⁰ + 2²⁹.
    XCTAssertEqual(OffsetCoordinate(Hex(q: edge, r: -edge), kind: .oddQ), OffsetCoordinate(row: -edge / 2, col: edge))
    // even-q with an odd column: row = r + (q + 1)/2; q = 2³⁰ - 1, r = -2³⁰ + 1 → row = -2³⁰ + 1 + 2²⁹.
    XCTAssertEqual(
      OffsetCoordinate(Hex(q: edge - 1, r: -edge + 1), kind: .evenQ),
      OffsetCoordinate(row: -edge + 1 + edge / 2, col: edge - 1))
  }
}

/// Shapes with sizes far beyond the coordinate range keep the part inside it,
/// never trap, and never gain hexes outside their definition.
final class HugeShapeTests: XCTestCase {
  func testHugeTriangleSizes() {
    for size in [Int.max, Int.max / 2 + 1, 1 << 40] {
      let inverted = HexRegion.invertedTriangle(size: size)
      let triangle = HexRegion.triangle(size: size)
      // An inverted triangle of size ≥ 2^31 needs q + r ≥ 2^31, so s ≤ -2^31:
      // no hex of it lies in the coordinate range (reliability issue: clamping
      // used to make it non-empty).
      XCTAssertTrue(inverted.isEmpty)
      // The triangle's corner at the origin is in range.
      XCTAssertFalse(triangle.isEmpty)
      XCTAssertTrue(triangle.contains(Hex(q: 0, r: 0)))
      XCTAssertTrue(triangle.contains(Hex(q: 1 << 29, r: 1 << 29)))
    }
  }

  /// Regions wholly outside the range are empty; partly outside keep the
  /// inside part; centers anywhere never trap.
  func testRegionsOutsideTheRangeAreEmpty() {
    XCTAssertTrue(HexRegion(q: (1 << 40)...(1 << 41), r: -5...5, s: -5...5).isEmpty)
    XCTAssertEqual(HexRegion(q: (1 << 40)...(1 << 41), r: -5...5, s: -5...5).count, 0)
    let hi = Int(Int32.max), lo = Int(Int32.min)  // the farthest storable hexes
    XCTAssertTrue(Hex(q: hi, r: -hi).hexagon(radius: 0).isEmpty)
    XCTAssertFalse(Hex(q: hi, r: -hi).hexagon(radius: 0).contains(Hex(q: 1 << 30, r: -(1 << 30))))
    XCTAssertTrue(Hex(q: lo, r: 0).hexagon(radius: 1).isEmpty)
    XCTAssertTrue(Hex(q: hi, r: hi).hexagon(radius: 5).isEmpty)
    XCTAssertTrue(HexRegion.parallelogram(q: (1 << 40)...(1 << 41), r: 0...3).isEmpty)
    // Partly outside: the part inside. Around (2^30, 0): the center, and of
    // its neighbors (2^30, -1), (2^30 - 1, 0), (2^30 - 1, 1); the others have
    // q = 2^30 + 1 or s = -2^30 - 1.
    let edge = Hex.coordinateRange.upperBound
    XCTAssertEqual(
      Set(Hex(q: edge, r: 0).hexagon(radius: 1)),
      [Hex(q: edge, r: 0), Hex(q: edge, r: -1), Hex(q: edge - 1, r: 0), Hex(q: edge - 1, r: 1)])
  }
}
