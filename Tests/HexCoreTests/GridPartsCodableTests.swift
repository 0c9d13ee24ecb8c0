import Foundation
import HexCore
import XCTest
import _HexJSONTesting

/// The wire formats of `HexEdge` and `HexVertex`, pinned by golden JSON.
final class GridPartsCodableTests: XCTestCase {
  func testGoldenJSON() throws {
    // The top edge of Hex(q: 1, r: -1) is the bottom edge of Hex(q: 1, r: -2).
    // Written in cube coordinates, as Hex writes them: (1, -2) has s = 1.
    XCTAssertEqual(
      try sortedJSON(HexEdge(hex: Hex(q: 1, r: -1), direction: .flatTop)), #"{"direction":1,"q":1,"r":-2,"s":1}"#)
    // Corner 5 of Hex.zero is corner 1 of its neighbor in direction 1, (0, 1), whose s is -1.
    XCTAssertEqual(try sortedJSON(HexVertex(hex: .zero, corner: 5)!), #"{"corner":1,"q":0,"r":1,"s":-1}"#)
    // JSON written before `s` was added still decodes; a wrong `s` throws.
    XCTAssertEqual(
      try decode(HexEdge.self, #"{"direction":1,"q":1,"r":-2}"#), HexEdge(hex: Hex(q: 1, r: -2), direction: .flatBottom)
    )
    XCTAssertEqual(try decode(HexVertex.self, #"{"corner":1,"q":0,"r":1}"#), HexVertex(hex: Hex(q: 0, r: 1), corner: 1))
    XCTAssertThrowsError(try decode(HexEdge.self, #"{"direction":1,"q":1,"r":-2,"s":0}"#))
    XCTAssertThrowsError(try decode(HexVertex.self, #"{"corner":1,"q":0,"r":1,"s":9}"#))
    XCTAssertEqual(
      try decode(HexEdge.self, #"{"q":1,"r":-2,"direction":1}"#), HexEdge(hex: Hex(q: 1, r: -2), direction: .flatBottom)
    )
    // Non-canonical input is accepted and made canonical.
    XCTAssertEqual(
      try decode(HexEdge.self, #"{"q":1,"r":-1,"direction":4}"#), HexEdge(hex: Hex(q: 1, r: -2), direction: .flatBottom)
    )
    XCTAssertEqual(try decode(HexVertex.self, #"{"q":0,"r":0,"corner":5}"#), HexVertex(hex: Hex(q: 0, r: 1), corner: 1))
  }

  func testRoundTripsIncludingTheRangeBoundary() throws {
    let limit = 1 << 30
    let hexes =
      Array(Hex.zero.hexagon(radius: 2)) + [
        Hex(q: limit, r: 0), Hex(q: -limit, r: 0), Hex(q: 0, r: limit), Hex(q: 0, r: -limit),
        Hex(q: limit, r: -limit), Hex(q: -limit, r: limit),
      ]
    // Every part in range round-trips; the sides and corners of the range's
    // corner hexes that touch hexes outside it are refused.
    for hex in hexes {
      for i in 0..<6 {
        let edge = HexEdge(hex: hex, direction: HexDirection(index: 5 - i)!)
        let inRange = hex.neighbor(in: HexDirection(index: 5 - i)!).isInCoordinateRange
        if inRange {
          XCTAssertEqual(try decode(HexEdge.self, sortedJSON(edge)), edge, "\(hex) \(i)")
        } else {
          XCTAssertThrowsError(try decode(HexEdge.self, sortedJSON(edge)), "\(hex) \(i)")
        }
      }
      for vertex in hex.vertices {
        XCTAssertEqual(try decode(HexVertex.self, sortedJSON(vertex)), vertex, "\(hex)")
      }
      for i in 0..<6 {
        // Corner i meets the neighbors in directions 6 - i and 5 - i.
        let others = [
          hex.neighbor(in: HexDirection(index: (6 - i) % 6)!), hex.neighbor(in: HexDirection(index: 5 - i)!),
        ]
        let json = #"{"q":\#(hex.q),"r":\#(hex.r),"corner":\#(i)}"#
        if others.allSatisfy(\.isInCoordinateRange) {
          XCTAssertNoThrow(try decode(HexVertex.self, json), json)
        } else {
          XCTAssertThrowsError(try decode(HexVertex.self, json), json)
        }
      }
    }
    // Corner 0 of Hex(q: 2^30, r: -2^30) touches Hex(q: 2^30 + 1, r: -2^30):
    // refused although its own hex is in range.
    XCTAssertThrowsError(try decode(HexVertex.self, #"{"q":1073741824,"r":-1073741824,"corner":0}"#))
    XCTAssertThrowsError(try decode(HexEdge.self, #"{"q":1073741824,"r":-1073741824,"direction":0}"#))
  }

  func testDecodingRefusesBadInput() {
    let bad: [(Decodable.Type, String)] = [
      (HexEdge.self, #"{"q":0,"r":0,"direction":6}"#),
      (HexEdge.self, #"{"q":0,"r":0,"direction":-1}"#),
      (HexEdge.self, #"{"q":1073741825,"r":0,"direction":0}"#),
      (HexEdge.self, #"{"q":1073741824,"r":1,"direction":0}"#),
      (HexEdge.self, #"{"q":0,"r":0}"#),
      (HexVertex.self, #"{"q":0,"r":0,"corner":6}"#),
      (HexVertex.self, #"{"q":0,"r":-1073741825,"corner":0}"#),
      (HexVertex.self, #"{"q":0,"r":0,"corner":"0"}"#),
    ]
    for (type, json) in bad {
      XCTAssertThrowsError(try JSONDecoder().decode(type, from: Data(json.utf8)), json) { error in
        XCTAssertTrue(error is DecodingError, "\(json): \(error)")
      }
    }
  }
}
