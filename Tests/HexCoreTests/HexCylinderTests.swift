import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// Cylinder maps against brute force: the distance is the minimum over the
/// map's shifted copies.
final class HexCylinderTests: XCTestCase {
  func testParityAndSizesAreValidated() {
    XCTAssertNil(HexCylinder(rows: 4, columns: 5, kind: .oddQ))  // odd wrapped columns
    XCTAssertNotNil(HexCylinder(rows: 5, columns: 4, kind: .oddQ))  // odd rows are fine for q kinds
    XCTAssertNil(HexCylinder(rows: 5, columns: 4, kind: .evenR))  // odd wrapped rows
    XCTAssertNil(HexCylinder(rows: 0, columns: 4, kind: .oddQ))
    XCTAssertNil(HexCylinder(rows: Int.max, columns: Int.max, kind: .evenQ))
    XCTAssertNil(HexCylinder(rows: 1 << 20, columns: 1 << 20, kind: .evenQ))
  }

  func testDistancesMatchTheMinimumOverShiftedCopies() {
    for kind in OffsetKind.allCases {
      let cylinder =
        HexCylinder(rows: 6, columns: 8, kind: kind)
        ?? HexCylinder(rows: 8, columns: 6, kind: kind)!
      let hexes = Array(cylinder.rectangle)
      let w = cylinder.period
      for a in hexes {
        for b in hexes {
          let expected = (-3...3).map { a.distance(to: b + w * $0) }.min()!
          XCTAssertEqual(cylinder.distance(from: a, to: b), expected, "\(kind) \(a) \(b)")
          // The line: to the nearest copy, brought onto the map; hexes it
          // passes beyond the unwrapped edges are left out.
          // Ties as documented: the unshifted copy, then backward, then forward.
          let copy = [0, -1, 1, -2, 2, -3, 3].map { b + w * $0 }.min { a.distance(to: $0) < a.distance(to: $1) }!
          let straight = a.line(to: copy)
          let line = cylinder.line(from: a, to: b)
          XCTAssertEqual(line, straight.compactMap(cylinder.canonical), "\(kind) \(a) \(b)")
          XCTAssertEqual(line.first, a)
          XCTAssertEqual(line.last, b)
          XCTAssertTrue(line.allSatisfy(cylinder.contains), "\(kind) \(a) \(b)")
          if line.count == expected + 1 {
            for (p, q) in zip(line, line.dropFirst()) {
              XCTAssertEqual(cylinder.distance(from: p, to: q), 1, "\(kind) \(a) \(b)")
            }
          }
        }
        // Neighbors across the seam are one step away and on the map.
        for n in cylinder.neighbors(of: a) {
          XCTAssertTrue(cylinder.contains(n))
          XCTAssertEqual(cylinder.distance(from: a, to: n), 1)
        }
        // Canonicalization is idempotent and undoes a period.
        XCTAssertEqual(cylinder.canonical(a), a)
        XCTAssertEqual(cylinder.canonical(a + w * 3), a)
        XCTAssertEqual(cylinder.canonical(a - w), a)
      }
    }
  }

  /// By hand, odd-q 4 × 4: column 0 and column 3 of row 0 are neighbors
  /// across the seam (column 3 shifted back by 4 is column -1, next to 0).
  func testSeamByHand() {
    let cylinder = HexCylinder(rows: 4, columns: 4, kind: .oddQ)!
    let west = Hex(OffsetCoordinate(row: 0, col: 0), kind: .oddQ)
    let east = Hex(OffsetCoordinate(row: 0, col: 3), kind: .oddQ)
    XCTAssertEqual(west.distance(to: east), 3)
    XCTAssertEqual(cylinder.distance(from: west, to: east), 1)
    XCTAssertTrue(cylinder.neighbors(of: west).contains(east))
    // Off the unwrapped edges (rows) there is nothing.
    XCTAssertNil(cylinder.canonical(Hex(OffsetCoordinate(row: 4, col: 0), kind: .oddQ)))
    XCTAssertNil(cylinder.distance(from: west, to: Hex(OffsetCoordinate(row: -1, col: 0), kind: .oddQ)))
    XCTAssertEqual(cylinder.line(from: west, to: Hex(OffsetCoordinate(row: 9, col: 0), kind: .oddQ)), [])
  }

  func testMapAccessThroughTheWrap() {
    let cylinder = HexCylinder(rows: 3, columns: 6, kind: .evenQ)!
    var map = HexMap(rows: 3, columns: 6, kind: .evenQ, repeating: 0)
    let beyond = Hex(OffsetCoordinate(row: 1, col: 7), kind: .evenQ)
    map[beyond, wrappingIn: cylinder] = 9
    XCTAssertEqual(map[Hex(OffsetCoordinate(row: 1, col: 1), kind: .evenQ)], 9)
    XCTAssertEqual(map[Hex(OffsetCoordinate(row: 1, col: -5), kind: .evenQ), wrappingIn: cylinder], 9)
    XCTAssertNil(map[Hex(OffsetCoordinate(row: 5, col: 1), kind: .evenQ), wrappingIn: cylinder])
  }

  func testCodable() throws {
    let cylinder = HexCylinder(rows: 3, columns: 6, kind: .evenQ)!
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    XCTAssertEqual(
      String(decoding: try encoder.encode(cylinder), as: UTF8.self), #"{"columns":6,"kind":"evenQ","rows":3}"#)
    XCTAssertEqual(
      try JSONDecoder().decode(HexCylinder.self, from: Data(#"{"columns":6,"kind":"evenQ","rows":3}"#.utf8)), cylinder)
    XCTAssertThrowsError(
      try JSONDecoder().decode(HexCylinder.self, from: Data(#"{"columns":5,"kind":"evenQ","rows":3}"#.utf8)))
  }
}
