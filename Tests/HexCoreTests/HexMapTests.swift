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
    XCTAssertFalse(map.contains(Hex(q: Int(Int32.max), r: Int(Int32.min))))
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

/// An honest map: sizes a machine can hold, closures, explicit writes,
/// O(1) positions, and its region.
final class HexMapContractTests: XCTestCase {
  func testSizesFromUsersAreValidated() {
    // Reliability issue, item 7: these asked for 25.7 GB and 34 GB.
    XCTAssertNil(HexMap(validatingRadius: 1 << 15, repeating: 0))
    XCTAssertNil(HexMap(validatingRows: 65_536, columns: 65_536, kind: .oddQ, repeating: 0))
    XCTAssertNil(HexMap(validatingRows: 1, columns: 1 << 31, kind: .oddQ, repeating: 0))
    XCTAssertNil(HexMap(validatingRows: Int.max, columns: Int.max, kind: .oddQ, repeating: 0))
    XCTAssertNil(HexMap(validatingRadius: 1, center: Hex(q: Hex.coordinateRange.upperBound, r: 0), repeating: 0))
    // The limit: 3 · 9458 · 9459 + 1 = 268,399,519 ≤ 2^28 = 268,435,456 < the
    // count at radius 9459 (268,456,261). Checked without allocating.
    XCTAssertLessThanOrEqual(3 * 9458 * 9459 + 1, HexMap<UInt8>.maximumCount)
    XCTAssertGreaterThan(3 * 9459 * 9460 + 1, HexMap<UInt8>.maximumCount)
    XCTAssertNil(HexMap(validatingRadius: 9459, repeating: 0 as UInt8))
    XCTAssertEqual(HexMap(validatingRadius: 3, repeating: 0)?.count, 37)
    XCTAssertEqual(HexMap(validatingRows: 0, columns: Int.max, kind: .oddQ, repeating: 0)?.count, 0)
    XCTAssertEqual(OffsetRectangle(rows: 0, columns: Int.max, kind: .oddQ).count, 0)
    XCTAssertEqual(HexMap(validatingRadius: -4, repeating: 0)?.count, 0)
  }

  func testClosureInitializersAskEachHexOnce() {
    var asked = [Hex: Int]()
    let map = HexMap(radius: 4) { hex -> Int in
      asked[hex, default: 0] += 1
      return hex.length
    }
    XCTAssertEqual(asked.count, 61)
    XCTAssertEqual(asked.values.max(), 1)
    for (hex, value) in map { XCTAssertEqual(value, hex.length) }
    let rect = HexMap(rows: 3, columns: 4, kind: .evenR) { (hex: Hex) -> Int in OffsetCoordinate(hex, kind: .evenR).col
    }
    for (hex, value) in rect { XCTAssertEqual(value, OffsetCoordinate(hex, kind: .evenR).col) }
  }

  func testSetValueReportsWritesOutsideTheMap() {
    var map = HexMap(radius: 1, repeating: 0)
    XCTAssertTrue(map.setValue(5, at: Hex(q: 1, r: 0)))
    XCTAssertEqual(map[Hex(q: 1, r: 0)], 5)
    XCTAssertFalse(map.setValue(5, at: Hex(q: 9, r: 0)))
    XCTAssertEqual(map.values.reduce(0, +), 5)
  }

  /// Positions and iteration agree with the map's own index of each hex,
  /// for hexagons of many radii (the O(1) column solve against the
  /// definition) and rectangles.
  func testPositionsAndIterationAgreeWithIndices() {
    for radius in [-1, 0, 1, 2, 3, 7, 50, 333] {
      let map = HexMap(radius: radius, center: Hex(q: 3, r: -8), repeating: 0)
      var count = 0
      for (i, element) in map.enumerated() {
        XCTAssertEqual(map.index(of: element.hex), i, "radius \(radius)")
        XCTAssertEqual(map.hex(at: i), element.hex, "radius \(radius)")
        XCTAssertEqual(map[i].hex, element.hex, "radius \(radius)")
        count += 1
      }
      XCTAssertEqual(count, radius < 0 ? 0 : 3 * radius * (radius + 1) + 1)
      XCTAssertEqual(map.region.map { Set($0) }, Set(map.map(\.hex)))
      XCTAssertNil(map.rectangle)
    }
    let rect = HexMap(rows: 5, columns: 7, kind: .oddQ, repeating: 0)
    XCTAssertEqual(rect.map(\.hex), Array(OffsetRectangle(rows: 5, columns: 7, kind: .oddQ)))
    XCTAssertEqual(rect.rectangle, OffsetRectangle(rows: 5, columns: 7, kind: .oddQ))
    XCTAssertNil(rect.region)
    for i in rect.indices { XCTAssertEqual(rect.index(of: rect.hex(at: i)), i) }
  }

  func testDecodingRefusesSizesBeyondTheLimit() {
    let json = #"{"shape":"hexagon","center":{"q":0,"r":0},"radius":32768,"values":[]}"#
    XCTAssertThrowsError(try JSONDecoder().decode(HexMap<Int>.self, from: Data(json.utf8)))
    let rect = #"{"shape":"rectangle","rows":65536,"columns":65536,"kind":"oddQ","values":[]}"#
    XCTAssertThrowsError(try JSONDecoder().decode(HexMap<Int>.self, from: Data(rect.utf8)))
  }
}
