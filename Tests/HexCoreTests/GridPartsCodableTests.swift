import Foundation
import HexCore
import XCTest

/// The wire formats of `HexEdge` and `HexVertex`, pinned by golden JSON.
final class GridPartsCodableTests: XCTestCase {
  func encode<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(json.utf8))
  }

  func testGoldenJSON() throws {
    // The top edge of Hex(q: 1, r: -1) is the bottom edge of Hex(q: 1, r: -2).
    XCTAssertEqual(try encode(HexEdge(hex: Hex(q: 1, r: -1), direction: .flatTop)), #"{"direction":1,"q":1,"r":-2}"#)
    // Corner 5 of Hex.zero is corner 1 of its neighbor in direction 1, (0, 1).
    XCTAssertEqual(try encode(HexVertex(hex: .zero, corner: 5)!), #"{"corner":1,"q":0,"r":1}"#)
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
    for hex in hexes {
      for i in 0..<6 {
        let edge = hex.edges[i], vertex = hex.vertices[i]
        XCTAssertEqual(try decode(HexEdge.self, encode(edge)), edge, "\(hex) \(i)")
        XCTAssertEqual(try decode(HexVertex.self, encode(vertex)), vertex, "\(hex) \(i)")
      }
    }
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
