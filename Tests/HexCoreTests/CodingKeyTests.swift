import Foundation
import HexCore
import XCTest
import _HexJSONTesting

/// Dictionaries keyed by hexes, offset coordinates, edges and vertices
/// encode as JSON objects with readable keys, pinned by golden JSON.
final class CodingKeyTests: XCTestCase {
  /// The keys by hand: Hex(q: 1, r: -1) has s = 0; Hex(q: -2, r: 3) has
  /// s = -1.
  func testHexKeyedDictionaryIsAJSONObject() throws {
    let units: [Hex: String] = [Hex(q: 1, r: -1): "knight", Hex(q: -2, r: 3): "archer"]
    XCTAssertEqual(try sortedJSON(units), #"{"-2,3,-1":"archer","1,-1,0":"knight"}"#)
    XCTAssertEqual(try decode([Hex: String].self, #"{"-2,3,-1":"archer","1,-1,0":"knight"}"#), units)
    // The two-part form q,r is read too.
    XCTAssertEqual(try decode([Hex: Int].self, #"{"4,-1":7}"#), [Hex(q: 4, r: -1): 7])
  }

  func testOffsetKeyedDictionaryIsAJSONObject() throws {
    let map: [OffsetCoordinate: Int] = [OffsetCoordinate(row: 3, col: -1): 9]
    XCTAssertEqual(try sortedJSON(map), #"{"3,-1":9}"#)
    XCTAssertEqual(try decode([OffsetCoordinate: Int].self, #"{"3,-1":9}"#), map)
  }

  /// Edge and vertex keys use the canonical part: the top edge of
  /// Hex(q: 1, r: -1) is the bottom edge (direction 1) of Hex(q: 1, r: -2),
  /// whose s is 1; corner 5 of Hex.zero is corner 1 of Hex(q: 0, r: 1).
  func testEdgeAndVertexKeyedDictionariesAreJSONObjects() throws {
    let edges: [HexEdge: Int] = [HexEdge(hex: Hex(q: 1, r: -1), direction: .flatTop): 1]
    XCTAssertEqual(try sortedJSON(edges), #"{"1,-2,1:1":1}"#)
    XCTAssertEqual(try decode([HexEdge: Int].self, #"{"1,-2,1:1":1}"#), edges)
    let vertices: [HexVertex: Int] = [HexVertex(hex: .zero, corner: 5)!: 2]
    XCTAssertEqual(try sortedJSON(vertices), #"{"0,1,-1:1":2}"#)
    XCTAssertEqual(try decode([HexVertex: Int].self, #"{"0,1,-1:1":2}"#), vertices)
  }

  /// Round trips over every hex, edge and vertex near the origin.
  func testKeysRoundTrip() throws {
    for hex in Hex.zero.hexagon(radius: 3) {
      XCTAssertEqual(Hex(codingKey: hex.codingKey), hex)
      let offset = OffsetCoordinate(hex, kind: .evenR)
      XCTAssertEqual(OffsetCoordinate(codingKey: offset.codingKey), offset)
      for i in 0..<6 {
        let edge = HexEdge(hex: hex, direction: HexDirection(index: i)!)
        XCTAssertEqual(HexEdge(codingKey: edge.codingKey), edge, "\(edge)")
        let vertex = HexVertex(hex: hex, corner: i)!
        XCTAssertEqual(HexVertex(codingKey: vertex.codingKey), vertex, "\(vertex)")
      }
    }
    let limit = 1 << 30
    for hex in [Hex(q: limit, r: -limit), Hex(q: -limit, r: 0), Hex(q: 0, r: limit)] {
      XCTAssertEqual(Hex(codingKey: hex.codingKey), hex)
    }
  }

  /// Malformed and out-of-range keys make decoding throw, never trap.
  func testBadKeysThrow() {
    let limit = 1 << 30
    let bad = [
      "", ",", "1", "1,2,3", "1,-1,1", "a,b", "1,-1,0,0", " 1,-1", "1.5,0", "\(limit + 1),0",
      "\(limit),\(limit)", "99999999999999999999999,0", "-,-",
    ]
    for key in bad {
      XCTAssertThrowsError(try decode([Hex: Int].self, #"{"\#(key)":1}"#), key)
      XCTAssertNil(Hex(codingKey: HexCodingKey(stringValue: key)), key)
    }
    for key in ["1", "1,2,3", "x,1", "\(limit + 1),0"] {
      XCTAssertThrowsError(try decode([OffsetCoordinate: Int].self, #"{"\#(key)":1}"#), key)
    }
    for key in ["1,-1,0", "1,-1,0:6", "1,-1,0:-1", "1,-1,0:x", "1,-1,1:0", ":0", "1,-1,0:0:0", "1,-1,0/0"] {
      XCTAssertThrowsError(try decode([HexEdge: Int].self, #"{"\#(key)":1}"#), key)
      XCTAssertThrowsError(try decode([HexVertex: Int].self, #"{"\#(key)":1}"#), key)
    }
    XCTAssertNil(HexCodingKey(intValue: 3))
  }
}
