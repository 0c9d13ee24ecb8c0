import HexCore
import XCTest

/// Reference vectors from Red Blob Games, "Implementation of Hex Grids"
/// (https://www.redblobgames.com/grids/hexagons/implementation.html), the test
/// functions of its generated code.
///
/// Red Blob numbers directions
/// (1,0), (1,-1), (0,-1), (-1,0), (-1,1), (0,1); ours run clockwise on a y-down
/// screen from (1,0), so Red Blob direction `i` is our direction `(6 - i) % 6`.
/// Red Blob's diagonals (2,-1), (1,-2), (-1,-1), (-2,1), (-1,2), (1,1) are our
/// diagonals 5, 4, 3, 2, 1, 0. Cube (q, r, s) becomes axial (q, r).
final class ReferenceVectorTests: XCTestCase {
  func testArithmetic() {
    XCTAssertEqual(Hex(q: 1, r: -3) + Hex(q: 3, r: -7), Hex(q: 4, r: -10))
    XCTAssertEqual(Hex(q: 1, r: -3) - Hex(q: 3, r: -7), Hex(q: -2, r: 4))
  }

  func testDirection() {
    // hex_direction(2) == Hex(0, -1, 1)
    XCTAssertEqual(HexDirection(index: (6 - 2) % 6)?.vector, Hex(q: 0, r: -1))
  }

  func testNeighbor() {
    // hex_neighbor(Hex(1, -2, 1), 2) == Hex(1, -3, 2)
    XCTAssertEqual(Hex(q: 1, r: -2).neighbor(in: .flatTop), Hex(q: 1, r: -3))
  }

  func testDiagonal() {
    // hex_diagonal_neighbor(Hex(1, -2, 1), 3) == Hex(-1, -1, 2)
    XCTAssertEqual(Hex(q: 1, r: -2).diagonalNeighbor(in: .flatLeft), Hex(q: -1, r: -1))
  }

  func testDistance() {
    // hex_distance(Hex(3, -7, 4), Hex(0, 0, 0)) == 7
    XCTAssertEqual(Hex(q: 3, r: -7).distance(to: .zero), 7)
  }

  func testRotation() {
    // hex_rotate_right(Hex(1, -3, 2)) == Hex(3, -2, -1); rotate_left == Hex(-2, -1, 3)
    XCTAssertEqual(Hex(q: 1, r: -3).rotated(by: .clockwise(1)), Hex(q: 3, r: -2))
    XCTAssertEqual(Hex(q: 1, r: -3).rotated(by: .counterclockwise(1)), Hex(q: -2, r: -1))
  }

  func testRounding() {
    let a = FractionalHex(q: 0, r: 0, s: 0)
    let b = FractionalHex(q: 1, r: -1, s: 0)
    let c = FractionalHex(q: 0, r: -1, s: 1)
    XCTAssertEqual(
      FractionalHex(q: 0, r: 0, s: 0)
        .interpolated(to: FractionalHex(q: 10, r: -20, s: 10), by: 0.5).rounded(),
      Hex(q: 5, r: -10))
    XCTAssertEqual(a.interpolated(to: b, by: 0.499).rounded(), Hex(q: 0, r: 0))
    XCTAssertEqual(a.interpolated(to: b, by: 0.501).rounded(), Hex(q: 1, r: -1))
    XCTAssertEqual(
      FractionalHex(
        q: a.q * 0.4 + b.q * 0.3 + c.q * 0.3, r: a.r * 0.4 + b.r * 0.3 + c.r * 0.3,
        s: a.s * 0.4 + b.s * 0.3 + c.s * 0.3
      ).rounded(), Hex(q: 0, r: 0))
    XCTAssertEqual(
      FractionalHex(
        q: a.q * 0.3 + b.q * 0.3 + c.q * 0.4, r: a.r * 0.3 + b.r * 0.3 + c.r * 0.4,
        s: a.s * 0.3 + b.s * 0.3 + c.s * 0.4
      ).rounded(), Hex(q: 0, r: -1))
  }

  func testLineDrawing() {
    // hex_linedraw(Hex(0, 0, 0), Hex(1, -5, 4))
    let expected = [(0, 0), (0, -1), (0, -2), (1, -3), (1, -4), (1, -5)].map {
      Hex(q: $0, r: $1)
    }
    XCTAssertEqual(Array(Hex.zero.line(to: Hex(q: 1, r: -5))), expected)
  }

  func testLayoutRoundTrip() {
    // Layout(orientation, size Point(10, 15), origin Point(35, 71)), h = Hex(3, 4, -7)
    let h = Hex(q: 3, r: 4)
    for orientation in HexOrientation.allCases {
      let geometry = HexGeometry(
        orientation: orientation, size: PixelSize(width: 10, height: 15),
        origin: PixelPoint(x: 35, y: 71))
      XCTAssertEqual(geometry.hex(containing: geometry.center(of: h)), h, "\(orientation)")
    }
  }

  func testOffsetRoundTrip() {
    let a = Hex(q: 3, r: 4)
    let b = OffsetCoordinate(row: -3, col: 1)
    for kind in OffsetKind.allCases {
      XCTAssertEqual(Hex(OffsetCoordinate(a, kind: kind), kind: kind), a, "\(kind)")
      XCTAssertEqual(OffsetCoordinate(Hex(b, kind: kind), kind: kind), b, "\(kind)")
    }
  }

  func testOffsetFromCube() {
    // qoffset_from_cube(EVEN, Hex(1, 2, -3)) == OffsetCoord(col 1, row 3); ODD → (1, 2)
    XCTAssertEqual(OffsetCoordinate(Hex(q: 1, r: 2), kind: .evenQ), OffsetCoordinate(row: 3, col: 1))
    XCTAssertEqual(OffsetCoordinate(Hex(q: 1, r: 2), kind: .oddQ), OffsetCoordinate(row: 2, col: 1))
  }

  func testOffsetToCube() {
    XCTAssertEqual(Hex(OffsetCoordinate(row: 3, col: 1), kind: .evenQ), Hex(q: 1, r: 2))
    XCTAssertEqual(Hex(OffsetCoordinate(row: 2, col: 1), kind: .oddQ), Hex(q: 1, r: 2))
  }

  func testDoubledRoundTrip() throws {
    let a = Hex(q: 3, r: 4)
    let b = try XCTUnwrap(DoubledCoordinate(row: -3, col: 1))
    for kind in DoubledKind.allCases {
      XCTAssertEqual(Hex(DoubledCoordinate(a, kind: kind), kind: kind), a, "\(kind)")
      XCTAssertEqual(DoubledCoordinate(Hex(b, kind: kind), kind: kind), b, "\(kind)")
    }
  }

  func testDoubledFromAndToCube() {
    // qdoubled_from_cube(Hex(1, 2, -3)) == DoubledCoord(1, 5);
    // rdoubled_from_cube(Hex(1, 2, -3)) == DoubledCoord(4, 2)
    XCTAssertEqual(DoubledCoordinate(Hex(q: 1, r: 2), kind: .doubledHeight), DoubledCoordinate(row: 5, col: 1))
    XCTAssertEqual(DoubledCoordinate(Hex(q: 1, r: 2), kind: .doubledWidth), DoubledCoordinate(row: 2, col: 4))
    XCTAssertEqual(Hex(DoubledCoordinate(row: 5, col: 1)!, kind: .doubledHeight), Hex(q: 1, r: 2))
    XCTAssertEqual(Hex(DoubledCoordinate(row: 2, col: 4)!, kind: .doubledWidth), Hex(q: 1, r: 2))
  }
}
