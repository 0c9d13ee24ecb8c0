import HexCore
import XCTest
import _HexTestSupport

/// `DoubledCoordinate` and `DoubledKind` (Red Blob, "Doubled coordinates").
final class DoubledCoordinateTests: XCTestCase {
  func testInitializerRefusesOddSums() {
    XCTAssertNotNil(DoubledCoordinate(row: 5, col: 1))
    XCTAssertNotNil(DoubledCoordinate(row: 1, col: -3))
    XCTAssertNotNil(DoubledCoordinate(row: 0, col: 0))
    XCTAssertNil(DoubledCoordinate(row: 2, col: 1))
    XCTAssertNil(DoubledCoordinate(row: 0, col: -1))
    XCTAssertNil(DoubledCoordinate(row: Int.max, col: Int.min))
    XCTAssertNotNil(DoubledCoordinate(row: Int.max, col: Int.max))
  }

  func testReferenceVectors() throws {
    // Red Blob test_doubled: qdoubled_from_cube(Hex(1, 2, -3)) == (1, 5);
    // rdoubled_from_cube(Hex(1, 2, -3)) == (4, 2).
    XCTAssertEqual(DoubledCoordinate(Hex(q: 1, r: 2), kind: .doubledHeight), DoubledCoordinate(row: 5, col: 1))
    XCTAssertEqual(DoubledCoordinate(Hex(q: 1, r: 2), kind: .doubledWidth), DoubledCoordinate(row: 2, col: 4))
    let c = try XCTUnwrap(DoubledCoordinate(row: 5, col: 1))
    XCTAssertEqual(c.col, 1)
    XCTAssertEqual(c.row, 5)
    XCTAssertEqual(c.description, "DoubledCoordinate(row: 5, col: 1)")
  }

  func testRoundTripsOverRadius20() throws {
    for kind in DoubledKind.allCases {
      for h in Hex.zero.hexagon(radius: 20) {
        let d = DoubledCoordinate(h, kind: kind)
        XCTAssertEqual((d.col + d.row) & 1, 0, "\(kind) \(h)")
        XCTAssertEqual(Hex(d, kind: kind), h, "\(kind) \(h)")
      }
      for col in -20...20 {
        for row in -20...20 where (col + row) & 1 == 0 {
          let d = try XCTUnwrap(DoubledCoordinate(row: row, col: col))
          XCTAssertEqual(DoubledCoordinate(Hex(d, kind: kind), kind: kind), d, "\(kind) \(d)")
        }
      }
    }
  }

  func testNeighborsDifferByTwoInOneAxisOrOneInBoth() {
    // Doubled height (flat-top): the six neighbors are (0, ±2) and (±1, ±1).
    // Doubled width (pointy-top): (±2, 0) and (±1, ±1).
    let height: Set<[Int]> = [[0, 2], [0, -2], [1, 1], [1, -1], [-1, 1], [-1, -1]]
    let width: Set<[Int]> = [[2, 0], [-2, 0], [1, 1], [1, -1], [-1, 1], [-1, -1]]
    for h in Hex(q: 3, r: -1).hexagon(radius: 6) {
      for (kind, expected) in [(DoubledKind.doubledHeight, height), (.doubledWidth, width)] {
        let d = DoubledCoordinate(h, kind: kind)
        let steps = Set(
          h.neighbors.map { n -> [Int] in
            let e = DoubledCoordinate(n, kind: kind)
            return [e.col - d.col, e.row - d.row]
          })
        XCTAssertEqual(steps, expected, "\(kind) \(h)")
      }
    }
  }

  func testDoubledCoordinatesAreScreenPositions() {
    // Flat-top centers are x = 1.5q, y = √3(q/2 + r): doubled height is
    // col = x / 1.5, row = y / (√3/2). Pointy-top centers are x = √3(q + r/2),
    // y = 1.5r: doubled width is col = x / (√3/2), row = y / 1.5.
    let flat = HexGeometry(orientation: .flatTop, size: 1)
    let pointy = HexGeometry(orientation: .pointyTop, size: 1)
    let half = (3.0).squareRoot() / 2
    for h in Hex.zero.hexagon(radius: 8) {
      let f = DoubledCoordinate(h, kind: .doubledHeight)
      XCTAssertEqual(flat.center(of: h).x / 1.5, Double(f.col), accuracy: 1e-9, "\(h)")
      XCTAssertEqual(flat.center(of: h).y / half, Double(f.row), accuracy: 1e-9, "\(h)")
      let p = DoubledCoordinate(h, kind: .doubledWidth)
      XCTAssertEqual(pointy.center(of: h).x / half, Double(p.col), accuracy: 1e-9, "\(h)")
      XCTAssertEqual(pointy.center(of: h).y / 1.5, Double(p.row), accuracy: 1e-9, "\(h)")
    }
  }

  func testRoundTripsAcrossTheCoordinateRange() {
    let seed: UInt64 = 0x4442_4C44
    withSeededCases(count: 2_000, seed: seed) { rng, seeded in
      let h = Hex.random(in: Hex.coordinateRange, using: &rng)
      for kind in DoubledKind.allCases {
        XCTAssertEqual(Hex(DoubledCoordinate(h, kind: kind), kind: kind), h, "\(seeded) \(h) \(kind)")
      }
    }
  }
}
