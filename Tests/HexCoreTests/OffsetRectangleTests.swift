import HexCore
import XCTest

/// `OffsetRectangle`: the rectangle-shaped map of Red Blob's "Map storage".
final class OffsetRectangleTests: XCTestCase {
  func testElementsAreTheRowsAndColumnsInRowMajorOrder() {
    for kind in OffsetKind.allCases {
      let map = OffsetRectangle(rows: -2..<3, columns: -1..<4, kind: kind)
      var expected: [Hex] = []
      for row in -2..<3 {
        for col in -1..<4 { expected.append(Hex(OffsetCoordinate(row: row, col: col), kind: kind)) }
      }
      XCTAssertEqual(map.count, 25, "\(kind)")
      XCTAssertEqual(Array(map), expected, "\(kind)")
      XCTAssertEqual(Set(map).count, 25, "\(kind)")
      // contains agrees with membership over a wider area.
      let members = Set(expected)
      for h in Hex.zero.hexagon(radius: 8) {
        XCTAssertEqual(map.contains(h), members.contains(h), "\(kind) \(h)")
      }
    }
  }

  func testCountInitializer() {
    let map = OffsetRectangle(rows: 2, columns: 3, kind: .oddQ)
    XCTAssertEqual(map.count, 6)
    // The doc example: element 4 is row 1, col 1.
    XCTAssertEqual(map[4], Hex(OffsetCoordinate(row: 1, col: 1), kind: .oddQ))
    XCTAssertTrue(OffsetRectangle(rows: 0, columns: 3, kind: .oddQ).isEmpty)
    XCTAssertTrue(OffsetRectangle(rows: -4, columns: 3, kind: .oddR).isEmpty)
    XCTAssertTrue(OffsetRectangle(rows: 3, columns: -1, kind: .evenQ).isEmpty)
  }

  func testEdgesOfTheRectangleAreStraightOnScreen() {
    // An odd-q rectangle's left column has one x; its rows zigzag by half a cell
    // but stay within [row, row + ½] cells.
    let geometry = HexGeometry(orientation: .flatTop, size: 1)
    let map = OffsetRectangle(rows: 0..<4, columns: 0..<5, kind: .oddQ)
    let left = map.filter { OffsetCoordinate($0, kind: .oddQ).col == 0 }.map { geometry.center(of: $0).x }
    XCTAssertEqual(Set(left), [0])
    let top = map.prefix(5).map { geometry.center(of: $0).y }
    XCTAssertEqual(top.max()! - top.min()!, (3.0).squareRoot() / 2, accuracy: 1e-12)
  }
}
