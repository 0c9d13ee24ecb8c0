import Foundation
import HexCore
import XCTest
import _HexJSONTesting

/// Golden JSON for every value a saved game holds, and refusal of bad
/// values with a `DecodingError`.
final class ValueCodableTests: XCTestCase {
  func assertGolden<T: Codable & Equatable>(_ value: T, _ golden: String, line: UInt = #line) throws {
    XCTAssertEqual(try sortedJSON(value), golden, line: line)
    XCTAssertEqual(try decode(T.self, golden), value, line: line)
  }

  func assertRefused<T: Decodable>(_ type: T.Type, _ text: String, line: UInt = #line) {
    XCTAssertThrowsError(try decode(type, text), text, line: line) { error in
      XCTAssertTrue(error is DecodingError, "\(error)", line: line)
    }
  }

  func testGoldenJSON() throws {
    // Enumerations inside arrays: a top-level fragment needs a container.
    try assertGolden([HexDirection.flatBottomRight, .pointyTopLeft], "[0,4]")
    try assertGolden([HexDiagonal(index: 5)!], "[5]")
    try assertGolden(OffsetKind.allCases, #"["oddQ","evenQ","oddR","evenR"]"#)
    try assertGolden(DoubledKind.allCases, #"["doubledWidth","doubledHeight"]"#)
    try assertGolden(HexOrientation.allCases, #"["flatTop","pointyTop"]"#)
    try assertGolden(PixelPoint(x: 1.5, y: -2), #"{"x":1.5,"y":-2}"#)
    try assertGolden(PixelSize(width: 3, height: 4.25), #"{"height":4.25,"width":3}"#)
    try assertGolden(
      PixelRect(x: 1, y: 2, width: 3, height: 4),
      #"{"origin":{"x":1,"y":2},"size":{"height":4,"width":3}}"#)
    try assertGolden(
      HexGeometry(orientation: .pointyTop, size: 10, origin: PixelPoint(x: 5, y: 6)),
      #"{"orientation":"pointyTop","origin":{"x":5,"y":6},"size":{"height":10,"width":10}}"#)
    // The hexagon of radius 1 around (2, -1): q 1...3, r -2...0, s -2...0.
    try assertGolden(
      Hex(q: 2, r: -1).hexagon(radius: 1),
      #"{"maxQ":3,"maxR":0,"maxS":0,"minQ":1,"minR":-2,"minS":-2}"#)
    try assertGolden(HexRegion.empty, #"{"maxQ":-1,"maxR":-1,"maxS":-1,"minQ":0,"minR":0,"minS":0}"#)
    try assertGolden(
      OffsetRectangle(rows: 0..<2, columns: -1..<3, kind: .evenR),
      #"{"columns":[-1,3],"kind":"evenR","rows":[0,2]}"#)
  }

  func testBadValuesAreRefused() {
    assertRefused([HexDirection].self, "[6]")
    assertRefused([HexDirection].self, "[-1]")
    assertRefused([HexDiagonal].self, "[7]")
    assertRefused([OffsetKind].self, #"["oddS"]"#)
    assertRefused([DoubledKind].self, #"["doubled"]"#)
    assertRefused([HexOrientation].self, #"["flat"]"#)
    assertRefused(HexRegion.self, #"{"maxQ":1073741825,"maxR":0,"maxS":0,"minQ":0,"minR":0,"minS":0}"#)
    assertRefused(OffsetRectangle.self, #"{"columns":[0,3],"kind":"oddQ","rows":[0,1073741826]}"#)
    assertRefused(OffsetRectangle.self, #"{"columns":[3,0],"kind":"oddQ","rows":[0,1]}"#)
    assertRefused(OffsetRectangle.self, #"{"columns":[0],"kind":"oddQ","rows":[0,1]}"#)
    assertRefused(PixelPoint.self, #"{"x":1e400,"y":0}"#)
    assertRefused(HexGeometry.self, #"{"orientation":"sideways","origin":{"x":0,"y":0},"size":{"height":1,"width":1}}"#)
  }

  /// Non-finite values cannot be written as JSON; a property list can hold
  /// them, and decoding refuses them there.
  func testNonFiniteValuesAreRefusedFromPropertyLists() throws {
    let plist = try PropertyListEncoder().encode(["x": Double.nan, "y": 0])
    XCTAssertThrowsError(try PropertyListDecoder().decode(PixelPoint.self, from: plist))
    let size = try PropertyListEncoder().encode(["width": Double.infinity, "height": 1])
    XCTAssertThrowsError(try PropertyListDecoder().decode(PixelSize.self, from: size))
  }

  /// An empty rectangle may sit anywhere: it has no hexes to leave the range.
  func testEmptyRectanglesDecodeWherever() throws {
    let empty = try decode(OffsetRectangle.self, #"{"columns":[0,0],"kind":"oddQ","rows":[5000000000,5000000001]}"#)
    XCTAssertEqual(empty.count, 0)
  }
}
