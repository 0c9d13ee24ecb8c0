import HexCore
import XCTest

/// Beyond `Hex.coordinateRange` conversions are documented to wrap, not
/// trap; inside it they are exact up to the range's edge.
final class ExtremeValueTests: XCTestCase {
  func testOffsetAndDoubledConversionsDoNotTrapAtIntsEnds() {
    for q in [Int.max, Int.min, Int.max - 1, Int.min + 1] {
      for r in [0, Int.max, Int.min] {
        let hex = Hex(q: q, r: r)
        for kind in OffsetKind.allCases {
          _ = Hex(OffsetCoordinate(hex, kind: kind), kind: kind)
          _ = Hex(OffsetCoordinate(row: q, col: r), kind: kind)
        }
        for kind in [DoubledKind.doubledWidth, .doubledHeight] {
          _ = Hex(DoubledCoordinate(hex, kind: kind), kind: kind)
        }
      }
    }
  }

  func testConversionsAreExactAtTheEdgesOfTheRange() {
    let edge = 1 << 30
    // Hexes whose three components all stay within ±2³⁰.
    let hexes = [Hex(q: edge, r: -edge), Hex(q: -edge, r: edge), Hex(q: edge, r: 0), Hex(q: 0, r: -edge),
                 Hex(q: edge - 1, r: -edge), Hex(q: -edge + 1, r: edge - 1)]
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
    XCTAssertEqual(OffsetCoordinate(Hex(q: edge - 1, r: -edge + 1), kind: .evenQ), OffsetCoordinate(row: -edge + 1 + edge / 2, col: edge - 1))
  }
}

/// Shapes with sizes far beyond the coordinate range are clamped, not trapped.
final class HugeShapeTests: XCTestCase {
  func testHugeTriangleSizes() {
    for size in [Int.max, Int.max / 2 + 1, 1 << 40] {
      let inverted = HexRegion.invertedTriangle(size: size)
      let triangle = HexRegion.triangle(size: size)
      XCTAssertFalse(inverted.isEmpty)
      XCTAssertFalse(triangle.isEmpty)
      // Both stay inside the coordinate range (clamped there).
      XCTAssertTrue(inverted.contains(Hex(q: 1 << 29, r: 1 << 29)))
      XCTAssertTrue(triangle.contains(Hex(q: 0, r: 0)))
    }
  }
}
