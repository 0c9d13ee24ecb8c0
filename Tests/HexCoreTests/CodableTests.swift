import Foundation
import HexCore
import XCTest
import _HexJSONTesting
import _HexTestSupport

/// The wire formats of `Hex`, `OffsetCoordinate` and `DoubledCoordinate`,
/// pinned by golden JSON.
///
/// Changing one of these strings is a breaking change.
final class CodableTests: XCTestCase {
  /// The encoded JSON as a dictionary (key order does not matter).
  func encodedObject<T: Encodable>(_ value: T) throws -> [String: Int] {
    let data = try JSONEncoder().encode(value)
    return try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Int])
  }

  func assertDataCorrupted(_ body: @autoclosure () throws -> some Any, _ message: String, line: UInt = #line) {
    XCTAssertThrowsError(try body(), message, line: line) { error in
      guard case DecodingError.dataCorrupted = error else {
        return XCTFail("expected dataCorrupted, got \(error) — \(message)", line: line)
      }
    }
  }

  // MARK: Hex

  func testHexGoldenEncoding() throws {
    XCTAssertEqual(try encodedObject(Hex(q: 1, r: -2)), ["q": 1, "r": -2, "s": 1])
    XCTAssertEqual(try sortedJSON(Hex(q: 1, r: -2)), #"{"q":1,"r":-2,"s":1}"#)
    XCTAssertEqual(try sortedJSON(Hex.zero), #"{"q":0,"r":0,"s":0}"#)
    XCTAssertEqual(try sortedJSON([Hex(q: 3, r: 4)]), #"[{"q":3,"r":4,"s":-7}]"#)
  }

  func testHexGoldenDecoding() throws {
    XCTAssertEqual(try decode(Hex.self, #"{"q":1,"r":-2,"s":1}"#), Hex(q: 1, r: -2))
    XCTAssertEqual(try decode(Hex.self, #"{"s":1,"r":-2,"q":1}"#), Hex(q: 1, r: -2))
    XCTAssertEqual(try decode(Hex.self, #"{"q":1,"r":-2}"#), Hex(q: 1, r: -2))
    XCTAssertEqual(try decode(Hex.self, #" { "q" : -5 , "r" : 0 } "#), Hex(q: -5, r: 0))
    XCTAssertEqual(try decode([Hex].self, #"[{"q":0,"r":0},{"q":2,"r":-1,"s":-1}]"#), [.zero, Hex(q: 2, r: -1)])
  }

  func testHexWithAnInvalidCubeSumThrows() {
    assertDataCorrupted(try decode(Hex.self, #"{"q":1,"r":1,"s":1}"#), "sum 3")
    assertDataCorrupted(try decode(Hex.self, #"{"q":1,"r":-2,"s":0}"#), "sum -1")
    // A sum that wraps to zero in Int arithmetic is still refused.
    assertDataCorrupted(
      try decode(Hex.self, #"{"q":9223372036854775807,"r":1,"s":-9223372036854775808}"#), "wrapping sum")
  }

  func testHexOutsideTheCoordinateRangeThrows() throws {
    // Edges: 2^30 = 1073741824 is allowed in every component.
    XCTAssertEqual(try decode(Hex.self, #"{"q":1073741824,"r":-1073741824}"#), Hex(q: 1 << 30, r: -(1 << 30)))
    XCTAssertEqual(try decode(Hex.self, #"{"q":0,"r":-1073741824,"s":1073741824}"#), Hex(q: 0, r: -(1 << 30)))
    assertDataCorrupted(try decode(Hex.self, #"{"q":1073741825,"r":-1073741825}"#), "q beyond 2^30")
    assertDataCorrupted(try decode(Hex.self, #"{"q":0,"r":-1073741825}"#), "r beyond 2^30")
    // q and r in range, s = -2^30 - 1 is not.
    assertDataCorrupted(try decode(Hex.self, #"{"q":1073741824,"r":1}"#), "s beyond 2^30")
    assertDataCorrupted(try decode(Hex.self, #"{"q":9223372036854775807,"r":0}"#), "Int.max")
  }

  func testHexWithMissingOrMistypedKeysThrows() {
    XCTAssertThrowsError(try decode(Hex.self, #"{"q":1}"#)) { error in
      guard case DecodingError.keyNotFound = error else { return XCTFail("\(error)") }
    }
    XCTAssertThrowsError(try decode(Hex.self, #"{"q":"1","r":0}"#)) { error in
      guard case DecodingError.typeMismatch = error else { return XCTFail("\(error)") }
    }
    XCTAssertThrowsError(try decode(Hex.self, #"{"q":1.5,"r":0}"#))
    XCTAssertThrowsError(try decode(Hex.self, #"[1,-2]"#))
  }

  func testHexRoundTripsAcrossTheCoordinateRange() throws {
    let seed: UInt64 = 0x434F_4445
    var rng = SplitMix64(seed: seed)
    var hexes = (0..<500).map { _ in Hex.random(in: Hex.coordinateRange, using: &rng) }
    hexes += [Hex(q: 1 << 30, r: -(1 << 30)), Hex(q: -(1 << 30), r: 0)]
    let data = try JSONEncoder().encode(hexes)
    XCTAssertEqual(try JSONDecoder().decode([Hex].self, from: data), hexes, "seed=\(seed)")
    for h in hexes.prefix(50) {
      XCTAssertEqual(try encodedObject(h), ["q": h.q, "r": h.r, "s": h.s], "seed=\(seed) \(h)")
    }
  }

  // MARK: Offset and doubled coordinates

  func testOffsetCoordinateGoldenFormat() throws {
    XCTAssertEqual(try encodedObject(OffsetCoordinate(row: 2, col: 1)), ["col": 1, "row": 2])
    XCTAssertEqual(try sortedJSON(OffsetCoordinate(row: 2, col: 1)), #"{"col":1,"row":2}"#)
    XCTAssertEqual(try decode(OffsetCoordinate.self, #"{"col":1,"row":2}"#), OffsetCoordinate(row: 2, col: 1))
    XCTAssertEqual(try decode(OffsetCoordinate.self, #"{"row":-7,"col":-3}"#), OffsetCoordinate(row: -7, col: -3))
    XCTAssertThrowsError(try decode(OffsetCoordinate.self, #"{"col":1}"#))
    XCTAssertThrowsError(try decode(OffsetCoordinate.self, #"{"q":1,"r":2}"#))
  }

  func testDoubledCoordinateGoldenFormat() throws {
    let d = try XCTUnwrap(DoubledCoordinate(row: 5, col: 1))
    XCTAssertEqual(try encodedObject(d), ["col": 1, "row": 5])
    XCTAssertEqual(try sortedJSON(d), #"{"col":1,"row":5}"#)
    XCTAssertEqual(try decode(DoubledCoordinate.self, #"{"col":1,"row":5}"#), d)
    XCTAssertEqual(try decode(DoubledCoordinate.self, #"{"row":-2,"col":4}"#), DoubledCoordinate(row: -2, col: 4))
    // col + row odd is not a doubled coordinate.
    assertDataCorrupted(try decode(DoubledCoordinate.self, #"{"col":1,"row":2}"#), "odd sum")
    XCTAssertThrowsError(try decode(DoubledCoordinate.self, #"{"row":2}"#))
  }
}

/// Coordinates outside the range decode to an error.
final class CodableRangeTests: XCTestCase {
  func testOffsetCoordinatesOutsideTheRangeAreRefused() {
    for json in [
      #"{"row":9223372036854775807,"col":-9223372036854775808}"#,
      #"{"row":1073741825,"col":0}"#, #"{"row":0,"col":-1073741825}"#,
    ] {
      XCTAssertThrowsError(try decode(OffsetCoordinate.self, json), json) { error in
        guard case DecodingError.dataCorrupted = error else { return XCTFail("\(error)") }
      }
    }
    // The edges of the range decode: ±2^30.
    XCTAssertEqual(
      try decode(OffsetCoordinate.self, #"{"row":1073741824,"col":-1073741824}"#),
      OffsetCoordinate(row: 1 << 30, col: -(1 << 30)))
  }

  func testDoubledCoordinatesOutsideTheRangeAreRefused() {
    for json in [#"{"col":4611686018427387904,"row":0}"#, #"{"col":0,"row":-3221225474}"#] {
      XCTAssertThrowsError(try decode(DoubledCoordinate.self, json), json)
    }
    // Hex(q: 2^30, r: 0) is in range; doubled-width its col is
    // 2q + r = 2^31 = 2147483648, which decodes.
    XCTAssertEqual(
      try decode(DoubledCoordinate.self, #"{"col":2147483648,"row":0}"#),
      DoubledCoordinate(row: 0, col: 1 << 31))
  }
}

/// A map that cannot be decoded names its real problem: too many hexes, or
/// hexes beyond the coordinate range (issue 40, item 14).
final class MapDecodingMessageTests: XCTestCase {
  func message(_ json: String) -> String {
    do {
      _ = try JSONDecoder().decode(HexMap<Int>.self, from: Data(json.utf8))
      return "decoded"
    } catch DecodingError.dataCorrupted(let context) {
      return context.debugDescription
    } catch {
      return "\(error)"
    }
  }

  func testTheMessageNamesTheRealProblem() {
    let n = 1 << 30
    // A radius-3 hexagon at q = 2³⁰ has hexes at q = 2³⁰ + 3: 37 hexes, far
    // below 2²⁸, beyond the range.
    let edge = message(#"{"shape":"hexagon","radius":3,"center":{"q":\#(n),"r":0},"values":[]}"#)
    XCTAssertTrue(edge.contains("coordinateRange"), edge)
    XCTAssertFalse(edge.contains("maximumHexCount"), edge)
    // Radius 9,459 holds 3·9459·9460 + 1 > 2²⁸ hexes.
    let big = message(#"{"shape":"hexagon","radius":9459,"center":{"q":0,"r":0},"values":[]}"#)
    XCTAssertTrue(big.contains("maximumHexCount"), big)
    let wide = message(#"{"shape":"rhombus","q":[0,20000],"r":[0,20000],"values":[]}"#)
    XCTAssertTrue(wide.contains("maximumHexCount"), wide)
    let far = message(#"{"shape":"rhombus","q":[\#(n),\#(n + 1)],"r":[0,1],"values":[]}"#)
    XCTAssertTrue(far.contains("coordinateRange"), far)
    let extreme = message(#"{"shape":"rhombus","q":[\#(Int.min),\#(Int.max)],"r":[0,1],"values":[]}"#)
    XCTAssertTrue(extreme.contains("coordinateRange"), extreme)
  }
}
