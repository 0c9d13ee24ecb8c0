import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// Rhombus (parallelogram) maps: every hex with q and r in two ranges.
///
/// Oracles: the brute-force set of hexes with q and r in range, q-major
/// numbering by hand, and golden JSON.
final class HexMapRhombusTests: XCTestCase {
  func testIndicesAreQMajorAndABijection() {
    let map = HexMap(q: -2...1, r: 3...5, repeating: 0)
    XCTAssertEqual(map.count, 12)
    XCTAssertEqual(map.region, .parallelogram(q: -2...1, r: 3...5))
    XCTAssertEqual(map.region.map { $0.minQ...$0.maxQ }, -2...1)
    XCTAssertEqual(map.region.map { $0.minR...$0.maxR }, 3...5)
    XCTAssertNil(map.rectangle)
    XCTAssertEqual(HexMap(radius: 1, repeating: 0).region, Hex.zero.hexagon(radius: 1))
    var expected: [Hex] = []
    for q in -2...1 {
      for r in 3...5 { expected.append(Hex(q: q, r: r)) }
    }
    XCTAssertEqual(map.map(\.hex), expected)
    for (i, hex) in expected.enumerated() {
      XCTAssertEqual(map.index(of: hex), i)
      XCTAssertEqual(map.hex(at: i), hex)
    }
    XCTAssertNil(map.index(of: Hex(q: 2, r: 3)))
    XCTAssertNil(map.index(of: Hex(q: -2, r: 6)))
    XCTAssertNil(map.index(of: Hex(q: Int.max, r: Int.min)))
  }

  func testMembershipAgainstBruteForce() {
    withSeededCases(count: 40, seed: 0x5248_4f4d) { rng, seeded in
      let q0 = Int.random(in: -9...9, using: &rng), r0 = Int.random(in: -9...9, using: &rng)
      let q = q0...(q0 + .random(in: 0...6, using: &rng)), r = r0...(r0 + .random(in: 0...6, using: &rng))
      var map = HexMap(q: q, r: r) { $0.q * 100 + $0.r }
      for hex in Hex.zero.hexagon(radius: 20) {
        let inside = q.contains(hex.q) && r.contains(hex.r)
        XCTAssertEqual(map.contains(hex), inside, "\(seeded) \(hex)")
        XCTAssertEqual(map[hex], inside ? hex.q * 100 + hex.r : nil, "\(seeded)")
      }
      XCTAssertEqual(map.updateValue(-1, at: Hex(q: q.upperBound, r: r.lowerBound)), q.upperBound * 100 + r.lowerBound)
      XCTAssertNil(map.updateValue(-1, at: Hex(q: q.upperBound + 1, r: r.lowerBound)))
      XCTAssertEqual(map[Hex(q: q.upperBound, r: r.lowerBound)], -1)
    }
  }

  func testSizesFromUsersAreValidated() {
    XCTAssertEqual(HexMap(validatingQ: 0...16383, r: 7...7, repeating: UInt8(0))?.count, 16384)
    XCTAssertNil(HexMap(validatingQ: 0...16384, r: 0...16383, repeating: UInt8(0)))  // 2²⁸ + 2¹⁴ hexes
    XCTAssertNil(HexMap(validatingQ: Int.min...Int.max, r: 0...0, repeating: 0))
    XCTAssertNil(HexMap(validatingQ: 0...0, r: (1 << 30)...(1 << 30 + 1), repeating: 0))
    // q and r in range but s = -q - r beyond it.
    XCTAssertNil(HexMap(validatingQ: (1 << 30)...(1 << 30), r: (1 << 30 - 5)...(1 << 30 - 5), repeating: 0))
    XCTAssertNotNil(HexMap(validatingQ: (1 << 30)...(1 << 30), r: (-(1 << 30))...(-(1 << 30)), repeating: 0))
  }

  func testGoldenJSON() throws {
    let map = HexMap(q: 1...2, r: -1...0) { $0.q * 10 + $0.r }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let golden = #"{"q":[1,2],"r":[-1,0],"shape":"rhombus","values":[9,10,19,20]}"#
    XCTAssertEqual(String(decoding: try encoder.encode(map), as: UTF8.self), golden)
    let decoded = try JSONDecoder().decode(HexMap<Int>.self, from: Data(golden.utf8))
    XCTAssertEqual(decoded, map)
    XCTAssertEqual(decoded[Hex(q: 2, r: -1)], 19)
    for bad in [
      #"{"q":[2,1],"r":[0,0],"shape":"rhombus","values":[]}"#,
      #"{"q":[1],"r":[0,0],"shape":"rhombus","values":[]}"#,
      #"{"q":[0,0],"r":[0,0],"shape":"rhombus","values":[1,2]}"#,
      #"{"q":[0,1073741825],"r":[0,0],"shape":"rhombus","values":[]}"#,
      #"{"q":[0,65535],"r":[0,65535],"shape":"rhombus","values":[]}"#,
    ] {
      XCTAssertThrowsError(try JSONDecoder().decode(HexMap<Int>.self, from: Data(bad.utf8)), bad)
    }
  }
}
