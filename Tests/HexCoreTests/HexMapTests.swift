import Foundation
import HexCore
import XCTest
import _HexTestSupport

final class HexMapTests: XCTestCase {
  func testHexagonIndicesAreABijection() {
    for radius in [0, 1, 2, 5, 13] {
      let center = Hex(q: 7, r: -3)
      let map = HexMap(radius: radius, center: center, repeating: 0)
      XCTAssertEqual(map.count, 3 * radius * (radius + 1) + 1)
      var seen = Set<Int>()
      for hex in center.hexagon(radius: radius) {
        guard let i = map.index(of: hex) else { return XCTFail("\(hex) missing at radius \(radius)") }
        XCTAssertTrue((0..<map.count).contains(i))
        XCTAssertTrue(seen.insert(i).inserted, "index \(i) twice")
        XCTAssertEqual(map.hex(at: i), hex)
      }
      XCTAssertEqual(seen.count, map.count)
      // Storage order is the region's order: by q, then r.
      XCTAssertEqual(map.map(\.hex), Array(center.hexagon(radius: radius)))
    }
  }

  func testRectangleIndicesAreRowMajor() {
    for kind in OffsetKind.allCases {
      let map = HexMap(rows: 4, columns: 5, kind: kind, repeating: "")
      XCTAssertEqual(map.count, 20)
      for row in 0..<4 {
        for col in 0..<5 {
          let hex = Hex(OffsetCoordinate(row: row, col: col), kind: kind)
          XCTAssertEqual(map.index(of: hex), row * 5 + col)
          XCTAssertEqual(map.hex(at: row * 5 + col), hex)
        }
      }
      XCTAssertEqual(map.map(\.hex), Array(OffsetRectangle(rows: 4, columns: 5, kind: kind)))
    }
  }

  func testSubscriptOutsideTheMap() {
    var map = HexMap(radius: 1, repeating: 1)
    XCTAssertNil(map[Hex(q: 2, r: 0)])
    map[Hex(q: 2, r: 0)] = 5  // ignored
    map[Hex(q: 1, r: 0)] = nil  // ignored
    XCTAssertEqual(map.values, Array(repeating: 1, count: 7))
    map[Hex(q: 1, r: -1)] = 9
    XCTAssertEqual(map[Hex(q: 1, r: -1)], 9)
    XCTAssertFalse(map.contains(Hex(q: Int.max, r: Int.min)))
    XCTAssertEqual(HexMap(radius: -3, repeating: 0).count, 0)
    XCTAssertEqual(HexMap(rows: -1, columns: 5, kind: .oddQ, repeating: 0).count, 0)
  }

  func testMapValuesEquatableAndCodable() throws {
    var map = HexMap(radius: 2, center: Hex(q: 1, r: 1), repeating: 0)
    for (i, element) in map.enumerated() { map[element.hex] = i * i }
    let doubled = map.mapValues { $0 * 2 }
    XCTAssertEqual(doubled.values, map.values.map { $0 * 2 })
    let data = try JSONEncoder().encode(map)
    XCTAssertEqual(try JSONDecoder().decode(HexMap<Int>.self, from: data), map)
    let rect = HexMap(rows: 2, columns: 3, kind: .evenR, repeating: "x")
    XCTAssertEqual(try JSONDecoder().decode(HexMap<String>.self, from: JSONEncoder().encode(rect)), rect)
    XCTAssertNotEqual(map, HexMap(radius: 2, repeating: 0))
    // A wrong number of values, or a bad shape, throws.
    let bad = Data(#"{"shape":"hexagon","center":{"q":0,"r":0},"radius":1,"values":[1,2]}"#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(HexMap<Int>.self, from: bad))
    let shape = Data(#"{"shape":"circle","values":[]}"#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(HexMap<Int>.self, from: shape))
    let kind = Data(#"{"shape":"rectangle","rows":1,"columns":1,"kind":"oddX","values":[1]}"#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(HexMap<Int>.self, from: kind))
    let pinned = Data(#"{"shape":"rectangle","rows":1,"columns":2,"kind":"oddQ","values":[3,4]}"#.utf8)
    let decoded = try JSONDecoder().decode(HexMap<Int>.self, from: pinned)
    XCTAssertEqual(decoded[Hex(q: 1, r: 0)], 4)  // odd-q (row 0, col 1) is Hex(1, 0)
  }
}
