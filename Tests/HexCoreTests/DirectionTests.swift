import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// `HexDirection`, `HexDiagonal` and the neighbor API.
///
/// The screen meaning of
/// each name is checked against pixel centers: with y pointing down, a flat-top
/// hex at axial (q, r) is centered at x = 1.5q, y = √3(q/2 + r) (unit size), a
/// pointy-top one at x = √3(q + r/2), y = 1.5r (Red Blob, "Hex to pixel").
final class DirectionTests: XCTestCase {
  let sqrt3 = (3.0).squareRoot()

  func flatCenter(_ h: Hex) -> (x: Double, y: Double) {
    (1.5 * Double(h.q), sqrt3 * (Double(h.q) / 2 + Double(h.r)))
  }

  func pointyCenter(_ h: Hex) -> (x: Double, y: Double) {
    (sqrt3 * (Double(h.q) + Double(h.r) / 2), 1.5 * Double(h.r))
  }

  /// The screen angle of a vector in degrees, clockwise from "right" on a
  /// y-down screen, in 0..<360.
  func screenAngle(_ p: (x: Double, y: Double)) -> Double {
    let degrees = atan2(p.y, p.x) * 180 / .pi
    let a = degrees < 0 ? degrees + 360 : degrees
    return (a * 1e6).rounded() / 1e6
  }

  func testVectorsInTheHoneycombArticleOrder() {
    // DESIGN.md: bottomRight (1,0), bottom (0,1), bottomLeft (-1,1),
    // topLeft (-1,0), top (0,-1), topRight (1,-1).
    let expected = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)].map { Hex(q: $0.0, r: $0.1) }
    XCTAssertEqual(HexDirection.allCases.map(\.vector), expected)
    XCTAssertEqual(HexDirection.allCases.map(\.index), Array(0..<6))
    XCTAssertEqual(HexDirection.flatBottomRight.vector, Hex(q: 1, r: 0))
    XCTAssertEqual(HexDirection.flatBottom.vector, Hex(q: 0, r: 1))
    XCTAssertEqual(HexDirection.flatBottomLeft.vector, Hex(q: -1, r: 1))
    XCTAssertEqual(HexDirection.flatTopLeft.vector, Hex(q: -1, r: 0))
    XCTAssertEqual(HexDirection.flatTop.vector, Hex(q: 0, r: -1))
    XCTAssertEqual(HexDirection.flatTopRight.vector, Hex(q: 1, r: -1))
  }

  func testPointyNamesAliasTheSameVectors() {
    // DESIGN.md: a pointy-top bottomRight is (0,1), a flat-top one (1,0).
    XCTAssertEqual(HexDirection.pointyRight.vector, Hex(q: 1, r: 0))
    XCTAssertEqual(HexDirection.pointyBottomRight.vector, Hex(q: 0, r: 1))
    XCTAssertEqual(HexDirection.pointyBottomLeft.vector, Hex(q: -1, r: 1))
    XCTAssertEqual(HexDirection.pointyLeft.vector, Hex(q: -1, r: 0))
    XCTAssertEqual(HexDirection.pointyTopLeft.vector, Hex(q: 0, r: -1))
    XCTAssertEqual(HexDirection.pointyTopRight.vector, Hex(q: 1, r: -1))
    XCTAssertEqual(HexDirection.pointyRight, .flatBottomRight)
    XCTAssertNotEqual(HexDirection.pointyBottomRight, .flatBottomRight)
  }

  func testFlatNamesPointWhereTheySayOnAFlatTopScreen() {
    // Screen angles, clockwise from right with y down: bottom-right 30°,
    // bottom 90°, bottom-left 150°, top-left 210°, top 270°, top-right 330°.
    let named: [(HexDirection, Double)] = [
      (.flatBottomRight, 30), (.flatBottom, 90), (.flatBottomLeft, 150),
      (.flatTopLeft, 210), (.flatTop, 270), (.flatTopRight, 330),
    ]
    for (direction, angle) in named {
      XCTAssertEqual(screenAngle(flatCenter(direction.vector)), angle, "\(direction)")
    }
  }

  func testPointyNamesPointWhereTheySayOnAPointyTopScreen() {
    let named: [(HexDirection, Double)] = [
      (.pointyRight, 0), (.pointyBottomRight, 60), (.pointyBottomLeft, 120),
      (.pointyLeft, 180), (.pointyTopLeft, 240), (.pointyTopRight, 300),
    ]
    for (direction, angle) in named {
      XCTAssertEqual(screenAngle(pointyCenter(direction.vector)), angle, "\(direction)")
    }
  }

  func testIndexInitializerRefusesOutOfRange() {
    XCTAssertNil(HexDirection(index: -1))
    XCTAssertNil(HexDirection(index: 6))
    XCTAssertNil(HexDirection(index: Int.min))
    for i in 0..<6 { XCTAssertEqual(HexDirection(index: i)?.index, i) }
    XCTAssertNil(HexDiagonal(index: 6))
    XCTAssertNil(HexDiagonal(index: -1))
  }

  func testRotationTurnsClockwiseOnScreen() {
    for d in HexDirection.allCases {
      // One clockwise step adds 60° of screen angle in both orientations.
      let next = d.rotated(by: .clockwise(1))
      let flat = screenAngle(flatCenter(next.vector)) - screenAngle(flatCenter(d.vector))
      XCTAssertEqual((flat + 360).truncatingRemainder(dividingBy: 360), 60, accuracy: 1e-6, "\(d)")
      XCTAssertEqual(d.rotated(by: .clockwise(6)), d)
      XCTAssertEqual(d.rotated(by: .clockwise(-1)).rotated(by: .clockwise(1)), d)
      XCTAssertEqual(d.rotated(by: .clockwise(-7)), d.rotated(by: .clockwise(5)))
      XCTAssertEqual(d.rotated(by: .clockwise(Int.min)).index, ((d.index + Int(Int.min % 6) + 6) % 6))
      XCTAssertEqual(d.opposite.vector, -d.vector, "\(d)")
      XCTAssertEqual(d.opposite.opposite, d)
    }
  }

  func testNeighborsAreTheSixDirectionsInOrder() {
    let h = Hex(q: 3, r: -8)
    XCTAssertEqual(Array(h.neighbors), HexDirection.allCases.map { h + $0.vector })
    XCTAssertEqual(h.neighbors.count, 6)
    for d in HexDirection.allCases {
      XCTAssertEqual(h.neighbor(in: d), h + d.vector)
      XCTAssertEqual(h.neighbors[d.index], h.neighbor(in: d))
    }
    // Red Blob: hex_neighbor(Hex(1, -2, 1), 2) == Hex(1, -3, 2); its direction 2 is our top.
    XCTAssertEqual(Hex(q: 1, r: -2).neighbor(in: .flatTop), Hex(q: 1, r: -3))
  }

  func testIsNeighborAndDirectionToOverASmallArea() {
    let center = Hex(q: -2, r: 5)
    for other in center.hexagon(radius: 3) {
      let d = center.distance(to: other)
      XCTAssertEqual(center.isNeighbor(of: other), d == 1, "\(other)")
      if d == 1 {
        XCTAssertEqual(center.direction(to: other).map { center.neighbor(in: $0) }, other)
      } else {
        XCTAssertNil(center.direction(to: other), "\(other)")
      }
    }
    XCTAssertFalse(center.isNeighbor(of: center))
  }

  func testDirectionToDoesNotTrapOnOverflow() {
    // At Int32's ends, the farthest storable hexes: their 32-bit differences
    // wrap to ±1, the true ones are ±(2³² - 1).
    let lo = Int(Int32.min), hi = Int(Int32.max)
    XCTAssertNil(Hex(q: lo, r: 0).direction(to: Hex(q: hi, r: 0)))
    XCTAssertNil(Hex(q: 0, r: hi).direction(to: Hex(q: 0, r: lo)))
    XCTAssertFalse(Hex(q: lo, r: 0).isNeighbor(of: Hex(q: hi, r: 0)))
    XCTAssertFalse(Hex(q: 0, r: hi).isNeighbor(of: Hex(q: 0, r: lo)))
    XCTAssertEqual(Hex(q: hi - 1, r: 0).direction(to: Hex(q: hi, r: 0)), .flatBottomRight)
    XCTAssertTrue(Hex(q: hi - 1, r: 0).isNeighbor(of: Hex(q: hi, r: 0)))
  }

  func testDiagonalsAreSumsOfAdjacentDirections() {
    // By hand: (1,0)+(0,1) = (1,1); (0,1)+(-1,1) = (-1,2); (-1,1)+(-1,0) = (-2,1);
    // (-1,0)+(0,-1) = (-1,-1); (0,-1)+(1,-1) = (1,-2); (1,-1)+(1,0) = (2,-1).
    let expected = [(1, 1), (-1, 2), (-2, 1), (-1, -1), (1, -2), (2, -1)].map { Hex(q: $0.0, r: $0.1) }
    XCTAssertEqual(HexDiagonal.allCases.map(\.vector), expected)
    for (i, diagonal) in HexDiagonal.allCases.enumerated() {
      let v = diagonal.vector
      XCTAssertEqual(v.length, 2, "\(diagonal)")
      // Not a neighbor of the origin, but a neighbor of two of its neighbors.
      XCTAssertEqual(Hex.zero.neighbors.filter { $0.isNeighbor(of: v) }.count, 2, "\(i)")
    }
    let h = Hex(q: 1, r: -2)
    XCTAssertEqual(Array(h.diagonalNeighbors), HexDiagonal.allCases.map { h + $0.vector })
    // Red Blob: hex_diagonal_neighbor(Hex(1, -2, 1), 3) == Hex(-1, -1, 2).
    XCTAssertEqual(h.diagonalNeighbor(in: .flatLeft), Hex(q: -1, r: -1))
  }

  func testDiagonalNamesPointWhereTheySay() {
    // Diagonals point through corners: flat-top at 0°, 60°, …; pointy-top at 30°, 90°, ….
    let flat: [(HexDiagonal, Double)] = [
      (.flatRight, 0), (.flatBottomRight, 60), (.flatBottomLeft, 120),
      (.flatLeft, 180), (.flatTopLeft, 240), (.flatTopRight, 300),
    ]
    for (diagonal, angle) in flat {
      XCTAssertEqual(screenAngle(flatCenter(diagonal.vector)), angle, "\(diagonal)")
    }
    let pointy: [(HexDiagonal, Double)] = [
      (.pointyBottomRight, 30), (.pointyBottom, 90), (.pointyBottomLeft, 150),
      (.pointyTopLeft, 210), (.pointyTop, 270), (.pointyTopRight, 330),
    ]
    for (diagonal, angle) in pointy {
      XCTAssertEqual(screenAngle(pointyCenter(diagonal.vector)), angle, "\(diagonal)")
    }
  }

  func testDescriptionsNameBothOrientations() {
    XCTAssertEqual(HexDirection.flatBottom.description, "flatBottom/pointyBottomRight")
    XCTAssertEqual(HexDirection.pointyRight.description, "flatBottomRight/pointyRight")
    XCTAssertEqual(HexDiagonal.flatLeft.description, "flatLeft/pointyBottomLeft")
    XCTAssertEqual(Set(HexDirection.allCases.map(\.description)).count, 6)
    XCTAssertEqual(Set(HexDiagonal.allCases.map(\.description)).count, 6)
  }
}
