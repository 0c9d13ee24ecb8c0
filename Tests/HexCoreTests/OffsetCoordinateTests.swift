import HexCore
import XCTest
import _HexTestSupport

/// `OffsetCoordinate` and `OffsetKind`. The oracle is the definition of each
/// kind on screen (Red Blob, "Offset coordinates"), in units where neighbors
/// are 1 apart across the flat sides:
/// - flat-top: column `col` is at x = (√3/2)·col; odd-q shifts odd columns
///   down by ½, even-q shifts even columns down by ½ (relative to odd ones);
/// - pointy-top: row `row` is at y = (√3/2)·row; odd-r shifts odd rows right
///   by ½, even-r shifts even rows right.
/// The hex's own center (flat: x = 1.5q, y = √3(q/2 + r), scaled by 1/√3)
/// must be at that spot.
final class OffsetCoordinateTests: XCTestCase {
  let sqrt3 = (3.0).squareRoot()

  /// Screen position of the hex center, neighbors 1 apart.
  func center(_ h: Hex, _ orientation: HexOrientation) -> (x: Double, y: Double) {
    let q = Double(h.q), r = Double(h.r)
    switch orientation {
    case .flatTop: return (1.5 * q / sqrt3, q / 2 + r)
    case .pointyTop: return (q + r / 2, 1.5 * r / sqrt3)
    }
  }

  /// Screen position of an offset cell by the definition of its kind.
  func offsetPosition(_ c: OffsetCoordinate, _ kind: OffsetKind) -> (x: Double, y: Double) {
    let odd = c.col & 1 == 1, oddRow = c.row & 1 == 1
    switch kind {
    case .oddQ: return (sqrt3 / 2 * Double(c.col), Double(c.row) + (odd ? 0.5 : 0))
    // Even columns sit half a cell lower than odd ones; with the even column
    // at y = row, the odd one is at row - ½.
    case .evenQ: return (sqrt3 / 2 * Double(c.col), Double(c.row) - (odd ? 0.5 : 0))
    case .oddR: return (Double(c.col) + (oddRow ? 0.5 : 0), sqrt3 / 2 * Double(c.row))
    case .evenR: return (Double(c.col) - (oddRow ? 0.5 : 0), sqrt3 / 2 * Double(c.row))
    }
  }

  func testRoundTripsOverRadius20InEveryKind() {
    for kind in OffsetKind.allCases {
      for h in Hex.zero.hexagon(radius: 20) {
        let c = OffsetCoordinate(h, kind: kind)
        XCTAssertEqual(Hex(c, kind: kind), h, "\(kind) \(h)")
      }
      for row in -20...20 {
        for col in -20...20 {
          let c = OffsetCoordinate(row: row, col: col)
          XCTAssertEqual(OffsetCoordinate(Hex(c, kind: kind), kind: kind), c, "\(kind) \(c)")
        }
      }
    }
  }

  func testEveryKindMatchesItsScreenDefinition() {
    for kind in OffsetKind.allCases {
      // The hex at row 0, col 0 anchors the comparison.
      let o = center(Hex(OffsetCoordinate(row: 0, col: 0), kind: kind), kind.orientation)
      for row in -9...9 {
        for col in -9...9 {
          let c = OffsetCoordinate(row: row, col: col)
          let h = center(Hex(c, kind: kind), kind.orientation)
          let e = offsetPosition(c, kind)
          XCTAssertEqual(h.x - o.x, e.x, accuracy: 1e-9, "\(kind) \(c)")
          XCTAssertEqual(h.y - o.y, e.y, accuracy: 1e-9, "\(kind) \(c)")
        }
      }
    }
  }

  func testReferenceVectors() {
    // Red Blob test_offset_from_cube / test_offset_to_cube: cube (1, 2, -3).
    XCTAssertEqual(OffsetCoordinate(Hex(q: 1, r: 2), kind: .evenQ), OffsetCoordinate(row: 3, col: 1))
    XCTAssertEqual(OffsetCoordinate(Hex(q: 1, r: 2), kind: .oddQ), OffsetCoordinate(row: 2, col: 1))
    // By hand, odd-r: col = q + (r - (r & 1)) / 2 = 1 + 1 = 2; even-r: 1 + (2 + 0) / 2 = 2.
    XCTAssertEqual(OffsetCoordinate(Hex(q: 1, r: 2), kind: .oddR), OffsetCoordinate(row: 2, col: 2))
    XCTAssertEqual(OffsetCoordinate(Hex(q: 1, r: 3), kind: .oddR), OffsetCoordinate(row: 3, col: 2))
    XCTAssertEqual(OffsetCoordinate(Hex(q: 1, r: 3), kind: .evenR), OffsetCoordinate(row: 3, col: 3))
    // Negative odd column, odd-q: r = row - (col - (col & 1)) / 2 = 0 - (-3 - 1) / 2 = 2.
    XCTAssertEqual(Hex(OffsetCoordinate(row: 0, col: -3), kind: .oddQ), Hex(q: -3, r: 2))
  }

  func testNegativeCoordinatesUseBitParity() {
    // With `%` parity, -1 % 2 == -1 and the shift would go the wrong way:
    // column -1 is odd, so in odd-q it is shifted down like column 1.
    let seed: UInt64 = 0x4F46_4653
    withSeededCases(count: 2_000, seed: seed) { rng, seeded in
      let c = OffsetCoordinate(
        row: Int.random(in: Hex.coordinateRange, using: &rng) / 2,
        col: Int.random(in: Hex.coordinateRange, using: &rng) / 2)
      for kind in OffsetKind.allCases {
        let context = "\(seeded) \(c) \(kind)"
        let h = Hex(c, kind: kind)
        XCTAssertEqual(OffsetCoordinate(h, kind: kind), c, context)
        // The cell below (flat) or to the right (pointy) is always a neighbor.
        let next =
          kind.orientation == .flatTop
          ? OffsetCoordinate(row: c.row + 1, col: c.col) : OffsetCoordinate(row: c.row, col: c.col + 1)
        XCTAssertEqual(Hex(next, kind: kind).distance(to: h), 1, context)
      }
    }
  }

  func testKindOrientation() {
    XCTAssertEqual(OffsetKind.oddQ.orientation, .flatTop)
    XCTAssertEqual(OffsetKind.evenQ.orientation, .flatTop)
    XCTAssertEqual(OffsetKind.oddR.orientation, .pointyTop)
    XCTAssertEqual(OffsetKind.evenR.orientation, .pointyTop)
    XCTAssertEqual(OffsetKind.allCases.count, 4)
  }

  func testArgumentOrderIsRowThenColumn() {
    let c = OffsetCoordinate(row: 2, col: 1)
    XCTAssertEqual(c.row, 2)
    XCTAssertEqual(c.col, 1)
    XCTAssertEqual(c.description, "OffsetCoordinate(row: 2, col: 1)")
    XCTAssertNotEqual(c, OffsetCoordinate(row: 1, col: 2))
    XCTAssertEqual(Set([c, OffsetCoordinate(row: 2, col: 1)]).count, 1)
  }
}
