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
    // Unvalidated, these would ask for 25.7 GB and 34 GB.
    XCTAssertNil(HexMap(validatingRadius: 1 << 15, repeating: 0))
    XCTAssertNil(HexMap(validatingRows: 65_536, columns: 65_536, kind: .oddQ, repeating: 0))
    XCTAssertNil(HexMap(validatingRows: 1, columns: 1 << 31, kind: .oddQ, repeating: 0))
    XCTAssertNil(HexMap(validatingRows: Int.max, columns: Int.max, kind: .oddQ, repeating: 0))
    XCTAssertNil(HexMap(validatingRadius: 1, center: Hex(q: Hex.coordinateRange.upperBound, r: 0), repeating: 0))
    // The limit: 3 · 9458 · 9459 + 1 = 268,389,667 ≤ 2^28 = 268,435,456 < the
    // count at radius 9459 (268,446,421). Checked without allocating.
    XCTAssertLessThanOrEqual(3 * 9458 * 9459 + 1, HexMap<UInt8>.maximumHexCount)
    XCTAssertGreaterThan(3 * 9459 * 9460 + 1, HexMap<UInt8>.maximumHexCount)
    XCTAssertNil(HexMap(validatingRadius: 9459, repeating: 0 as UInt8))
    XCTAssertEqual(HexMap(validatingRadius: 3, repeating: 0)?.count, 37)
    XCTAssertEqual(HexMap(validatingRows: 0, columns: Int.max, kind: .oddQ, repeating: 0)?.count, 0)
    XCTAssertEqual(OffsetRectangle(rows: 0, columns: Int.max, kind: .oddQ).count, 0)
    XCTAssertEqual(HexMap(validatingRadius: -4, repeating: 0)?.count, 0)
  }

  /// The initializers that are not failable take any size.
  ///
  /// Sizes from a slider or a level file: a radius beyond the limit counts as the largest
  /// that fits, a rectangle or rhombus keeps its first hexes in storage
  /// order. (They trapped above radius 9,458.) Maps of `Void` store
  /// nothing, so the largest shapes cost no memory here.
  func testSizesBeyondTheLimitAreClampedNotTrapped() {
    let b = Hex.coordinateRange.upperBound
    // 3 · 9458 · 9459 + 1 = 268,389,667 hexes, the largest hexagon within 2²⁸.
    let largest = HexMap(radius: Int.max, repeating: ())
    XCTAssertEqual(largest.region, Hex.zero.hexagon(radius: 9_458))
    XCTAssertEqual(largest.count, 268_389_667)
    XCTAssertEqual(HexMap(radius: Int.min, repeating: 0).count, 0)
    // Near the range's edge the radius shrinks to keep the hexagon in range:
    // (2³⁰ - 1, 0) is one step from the edge, so radius 1 (7 hexes).
    let edge = Hex(q: b - 1, r: 0)
    let near = HexMap(radius: 3, center: edge, repeating: 0)
    XCTAssertEqual(near.region, edge.hexagon(radius: 1))
    XCTAssertEqual(near.count, 7)
    XCTAssertTrue(near.allSatisfy { $0.hex.isInCoordinateRange })
    XCTAssertEqual(HexMap(radius: 3, center: edge) { $0 }.map(\.value), Array(edge.hexagon(radius: 1)))
    XCTAssertNil(HexMap(validatingRadius: 3, center: edge, repeating: 0))
    // A center outside the range: an empty map.
    let outside = HexMap(radius: 2, center: Hex(q: b + 1, r: 0), repeating: 0)
    XCTAssertTrue(outside.isEmpty)
    XCTAssertEqual(outside.region?.isEmpty, true)
    // Rectangles: at most 2²⁸ columns, then whole rows that fit.
    let square = HexMap(rows: 1 << 20, columns: 1 << 20, kind: .oddQ, repeating: ())
    XCTAssertEqual(square.rectangle, OffsetRectangle(rows: 256, columns: 1 << 20, kind: .oddQ))
    XCTAssertEqual(square.count, 1 << 28)
    let widest = HexMap(rows: Int.max, columns: Int.max, kind: .evenR, repeating: ())
    XCTAssertEqual(widest.rectangle, OffsetRectangle(rows: 1, columns: 1 << 28, kind: .evenR))
    XCTAssertEqual(HexMap(rows: Int.min, columns: 5, kind: .oddQ, repeating: 0).count, 0)
    let small = HexMap(rows: 2, columns: 3, kind: .evenQ) { $0 }
    XCTAssertEqual(small.map(\.value), Array(OffsetRectangle(rows: 2, columns: 3, kind: .evenQ)))
    // Rhombi: the part in range, less columns holding a hex whose s leaves
    // it, then the first 2²⁸ values of r and the first columns that fit.
    let long = HexMap(q: 0...(1 << 40), r: 0...0, repeating: ())
    XCTAssertEqual(long.region.map { $0.minQ...$0.maxQ }, 0...((1 << 28) - 1))
    XCTAssertEqual(long.region.map { $0.minR...$0.maxR }, 0...0)
    // r near 2³⁰: a column q keeps s = -q - r ≥ -2³⁰ only for q ≤ 0 here.
    let corner = HexMap(q: -3...10, r: (b - 5)...b) { $0 }
    XCTAssertEqual(corner.region.map { $0.minQ...$0.maxQ }, -3...0)
    XCTAssertEqual(corner.region.map { $0.minR...$0.maxR }, (b - 5)...b)
    XCTAssertEqual(corner.count, 4 * 6)
    XCTAssertTrue(corner.allSatisfy { $0.hex.isInCoordinateRange && $0.value == $0.hex })
    // Nothing in range: empty, with the empty region.
    for (q, r) in [((1 << 31)...(1 << 32), 0...3), (Int.min...Int.min, 0...0), ((b - 1)...b, (b - 1)...b)] {
      let none = HexMap(q: q, r: r, repeating: 0)
      XCTAssertTrue(none.isEmpty, "\(q) \(r)")
      XCTAssertEqual(none.region?.isEmpty, true, "\(q) \(r)")
    }
    // Wherever the validating initializer accepts a shape, the clamping one
    // gives the same map.
    withSeededCases(count: 200, seed: 0x434C_4D50) { rng, seeded in
      let q0 = [0, b - 4, -b, Int.random(in: -b...b, using: &rng)][Int(rng.next() % 4)]
      let r0 = [0, b - 3, -b + 1, Int.random(in: -b...b, using: &rng)][Int(rng.next() % 4)]
      let q = q0...(q0 + Int(rng.next() % 6)), r = r0...(r0 + Int(rng.next() % 6))
      let clamped = HexMap(q: q, r: r, repeating: 1)
      if let valid = HexMap(validatingQ: q, r: r, repeating: 1) {
        XCTAssertEqual(clamped, valid, "\(seeded)")
      }
      // Only hexes of the requested rhombus, all in range, each once.
      let hexes = clamped.map(\.hex)
      XCTAssertTrue(hexes.allSatisfy { q.contains($0.q) && r.contains($0.r) && $0.isInCoordinateRange }, "\(seeded)")
      XCTAssertEqual(Set(hexes).count, hexes.count, "\(seeded)")
      let center = Hex(q: q0, r: Swift.max(Swift.min(r0, b - Swift.max(q0, 0)), -b - Swift.min(q0, 0)))
      let radius = Int(rng.next() % 5)
      let hexagon = HexMap(radius: radius, center: center, repeating: 1)
      if let valid = HexMap(validatingRadius: radius, center: center, repeating: 1) {
        XCTAssertEqual(hexagon, valid, "\(seeded)")
      } else {
        XCTAssertLessThan(hexagon.count, 3 * radius * (radius + 1) + 1, "\(seeded)")
      }
      XCTAssertTrue(hexagon.allSatisfy { $0.hex.isInCoordinateRange }, "\(seeded)")
    }
  }

  /// Writing `nil` through the subscript leaves the value alone, also when
  /// the values are optional themselves: `map[hex] = nil` is the
  /// subscript's own `nil`, as documented.
  func testWritingNilThroughTheSubscriptChangesNothing() {
    var marks = HexMap<Int?>(radius: 1, repeating: 5)
    marks[.zero] = nil
    XCTAssertEqual(marks[.zero], .some(5))
    marks[.zero] = .some(nil)
    XCTAssertEqual(marks[.zero], .some(nil))
    marks[Hex(q: 1, r: 0)] = 7
    XCTAssertEqual(marks.updateValue(nil, at: Hex(q: 1, r: 0)), .some(.some(7)))
    XCTAssertEqual(marks[Hex(q: 1, r: 0)], .some(nil))
    XCTAssertEqual(marks.values.filter { $0 == nil }.count, 2)
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

  func testUpdateValueReturnsTheOldValueAndNilOutsideTheMap() {
    // As Dictionary.updateValue(_:forKey:): the old value comes back. A
    // dense map has one at every hex, so nil means outside, not written.
    var map = HexMap(radius: 1, repeating: 0)
    XCTAssertEqual(map.updateValue(5, at: Hex(q: 1, r: 0)), 0)
    XCTAssertEqual(map.updateValue(6, at: Hex(q: 1, r: 0)), 5)
    XCTAssertEqual(map[Hex(q: 1, r: 0)], 6)
    XCTAssertNil(map.updateValue(5, at: Hex(q: 9, r: 0)))
    XCTAssertEqual(map.values.reduce(0, +), 6)
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
