import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// Chunks against a brute-force tiling: the centers `x·(2k + 1, −k) +
/// y·(k, k + 1)` listed exhaustively, each hex assigned to the centers
/// within `k` of it.
final class HexChunkingTests: XCTestCase {
  /// The lattice centers with chunk coordinates in `-m...m`, by chunk.
  func centers(radius k: Int, m: Int) -> [(chunk: Hex, center: Hex)] {
    var result: [(chunk: Hex, center: Hex)] = []
    for x in -m...m {
      for y in -m...m {
        result.append((Hex(q: x, r: y), Hex(q: x * (2 * k + 1) + y * k, r: -x * k + y * (k + 1))))
      }
    }
    return result
  }

  /// Every hex near the origin has exactly one center within `k` (the
  /// chunks partition the plane), and `chunk(of:)` names it.
  func testChunksPartitionThePlaneAsTheBruteForceTilingDoes() {
    for k in 0...5 {
      let chunking = HexChunking(radius: k)!
      let all = centers(radius: k, m: 12)
      var members: [Hex: Int] = [:]
      let area = Hex(q: 3, r: -7).hexagon(radius: 3 * k + 4)
      for hex in area {
        let owners = all.filter { $0.center.distance(to: hex) <= k }
        XCTAssertEqual(owners.count, 1, "k=\(k) \(hex) lies in \(owners.count) chunks")
        guard let owner = owners.first else { continue }
        XCTAssertEqual(chunking.chunk(of: hex), owner.chunk, "k=\(k) \(hex)")
        XCTAssertEqual(chunking.center(ofChunk: owner.chunk), owner.center, "k=\(k)")
        members[owner.chunk, default: 0] += 1
      }
      // A chunk whose hexagon lies inside the area is complete.
      for (chunk, center) in all where center.distance(to: Hex(q: 3, r: -7)) + k <= 3 * k + 4 {
        XCTAssertEqual(members[chunk], 3 * k * (k + 1) + 1, "k=\(k) chunk \(chunk)")
        XCTAssertEqual(chunking.hexesPerChunk, 3 * k * (k + 1) + 1)
      }
    }
  }

  /// The local index is the position in a HexMap of radius k around the
  /// chunk's center, and hex(inChunk:at:) inverts it.
  func testLocalIndexIsTheHexMapOrder() {
    for k in 0...4 {
      let chunking = HexChunking(radius: k)!
      for chunk in [Hex.zero, Hex(q: 2, r: -1), Hex(q: -3, r: 5)] {
        let center = chunking.center(ofChunk: chunk)!
        let map = HexMap(radius: k, center: center, repeating: 0)
        for index in 0..<map.count {
          let hex = map.hex(at: index)
          XCTAssertEqual(chunking.localIndex(of: hex), index)
          XCTAssertEqual(chunking.hex(inChunk: chunk, at: index), hex)
          XCTAssertEqual(chunking.location(of: hex)?.chunk, chunk)
          XCTAssertEqual(chunking.location(of: hex)?.index, index)
        }
        XCTAssertEqual(chunking.localIndex(of: center), map.count / 2, "the center is the middle of the order")
        XCTAssertNil(chunking.hex(inChunk: chunk, at: map.count))
        XCTAssertNil(chunking.hex(inChunk: chunk, at: -1))
        XCTAssertEqual(chunking.hexes(inChunk: chunk).map(Array.init), Array(center.hexagon(radius: k)))
      }
    }
  }

  /// Neighboring chunks' centers are 2k + 1 apart, in the six directions:
  /// the chunk coordinates are a hex grid.
  func testChunkCoordinatesFormAHexGrid() {
    for k in [0, 1, 2, 7, 1_000] {
      let chunking = HexChunking(radius: k)!
      let c = Hex(q: 4, r: -9), center = chunking.center(ofChunk: c)!
      var seen = Set<Hex>()
      for neighbor in c.neighbors {
        let other = chunking.center(ofChunk: neighbor)!
        XCTAssertEqual(center.distance(to: other), 2 * k + 1, "k=\(k)")
        seen.insert(other)
      }
      XCTAssertEqual(seen.count, 6)
    }
  }

  func testDocumentedExample() {
    let chunks = HexChunking(radius: 2)!
    XCTAssertEqual(chunks.chunk(of: Hex(q: 3, r: 0)), Hex(q: 1, r: 0))
    XCTAssertEqual(chunks.center(ofChunk: Hex(q: 1, r: 0)), Hex(q: 5, r: -2))
    XCTAssertEqual(chunks.localIndex(of: Hex(q: 5, r: -2)), 9)
  }

  /// Anywhere in ±2³⁰, with any radius up to 2³⁰: the hex is within k of
  /// its center, and the round trip through chunk and index is exact.
  func testRoundTripsAcrossTheWholeRange() {
    let limit = Hex.coordinateRange.upperBound
    let edges = [
      Hex(q: limit, r: 0), Hex(q: -limit, r: limit), Hex(q: 0, r: -limit), Hex(q: limit, r: -limit),
      Hex(q: -limit, r: 0), Hex(q: 0, r: limit),
    ]
    withSeededCases(count: 2_000, seed: 0xC4_C4) { rng, c in
      let k: Int
      switch c.index % 4 {
      case 0: k = Int.random(in: 0...16, using: &rng)
      case 1: k = Int.random(in: 0...limit, using: &rng)
      case 2: k = limit - Int.random(in: 0...3, using: &rng)
      default: k = 1 << Int.random(in: 0...30, using: &rng)
      }
      let chunking = HexChunking(radius: k)!
      let hex = c.index % 3 == 0 ? edges[c.index % 6] : Hex.random(in: Hex.coordinateRange, using: &rng)
      guard let chunk = chunking.chunk(of: hex), let index = chunking.localIndex(of: hex),
        let center = chunking.center(ofChunk: chunk)
      else { return XCTFail("\(c) k=\(k) \(hex)") }
      XCTAssertLessThanOrEqual(hex.distance(to: center), k, "\(c)")
      XCTAssertTrue((0..<chunking.hexesPerChunk).contains(index), "\(c)")
      XCTAssertEqual(chunking.hex(inChunk: chunk, at: index), hex, "\(c) k=\(k)")
      // The center is a lattice point: x·a + y·b for the returned chunk.
      let a = Hex(q: 2 * k + 1, r: -k), b = Hex(q: k, r: k + 1)
      XCTAssertEqual(a * chunk.q + b * chunk.r, center, "\(c)")
    }
  }

  func testRefusesWhatItCannotAnswer() {
    XCTAssertNil(HexChunking(radius: -1))
    XCTAssertNil(HexChunking(radius: (1 << 30) + 1))
    let chunking = HexChunking(radius: 3)!
    let outside = Hex(q: (1 << 30) + 1, r: 0)
    XCTAssertNil(chunking.chunk(of: outside))
    XCTAssertNil(chunking.localIndex(of: outside))
    XCTAssertNil(chunking.location(of: outside))
    XCTAssertNil(chunking.center(ofChunk: Hex(q: .max, r: .max)))
    XCTAssertNil(chunking.center(ofChunk: Hex(q: .min, r: 1)))
    // Chunk coordinates of about 2³⁰/7 reach the edge; far beyond, none.
    XCTAssertNil(chunking.center(ofChunk: Hex(q: 1 << 29, r: 0)))
    XCTAssertNil(chunking.hex(inChunk: Hex(q: 1 << 29, r: 0), at: 0))
  }

  func testCodableRoundTripAndRefusal() throws {
    for radius in [0, 8, 1 << 30] {
      let chunking = HexChunking(radius: radius)!
      let data = try JSONEncoder().encode(chunking)
      XCTAssertEqual(String(decoding: data, as: UTF8.self), "{\"radius\":\(radius)}")
      let decoded = try JSONDecoder().decode(HexChunking.self, from: data)
      XCTAssertEqual(decoded, chunking)
      // The decoded chunking answers as the original: the far corner of
      // the range lands in the same chunk.
      let far = Hex(q: 1 << 30, r: -(1 << 30))
      XCTAssertEqual(decoded.location(of: far)?.chunk, chunking.location(of: far)?.chunk)
    }
    for bad in ["-1", "1073741825"] {
      XCTAssertThrowsError(try JSONDecoder().decode(HexChunking.self, from: Data("{\"radius\":\(bad)}".utf8)))
    }
  }
}
