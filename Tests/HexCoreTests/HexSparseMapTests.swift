import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// The sparse map against a `Dictionary<Hex, Int>` mirror.
final class HexSparseMapTests: XCTestCase {
  func testMatchesADictionaryMirrorAnywhereInRange() {
    withSeededCases(count: 40, seed: 0x5_9A45) { rng, c in
      var map = HexSparseMap<Int>(chunkRadius: Int.random(in: 0...5, using: &rng))!
      var mirror: [Hex: Int] = [:]
      // A few clusters spread over the whole range, so chunks are shared.
      let clusters = (0..<4).map { _ in Hex.random(in: -(1 << 30) + 20...(1 << 30) - 20, using: &rng) }
      for _ in 0..<400 {
        let hex = clusters.randomElement(using: &rng)! + Hex.random(in: -6...6, using: &rng)
        if Int.random(in: 0..<3, using: &rng) == 0 {
          XCTAssertEqual(map.removeValue(at: hex), mirror.removeValue(forKey: hex), "\(c)")
        } else {
          let value = Int.random(in: 0...99, using: &rng)
          XCTAssertEqual(map.updateValue(value, at: hex), mirror.updateValue(value, forKey: hex), "\(c)")
        }
        XCTAssertEqual(map[hex], mirror[hex], "\(c)")
      }
      XCTAssertEqual(map.count, mirror.count, "\(c)")
      // Memory follows the chunks touched: exactly those holding a value.
      let chunks = Set(mirror.keys.map { map.chunking.chunk(of: $0)! })
      XCTAssertEqual(map.chunkCount, chunks.count, "\(c)")
      XCTAssertEqual(Set(map.storedChunks), chunks, "\(c)")
      // Iteration: every pair once, by chunk coordinate, then local index.
      let pairs = Array(map)
      XCTAssertEqual(pairs.count, mirror.count, "\(c)")
      XCTAssertEqual(Dictionary(uniqueKeysWithValues: pairs.map { ($0.hex, $0.value) }), mirror, "\(c)")
      let expected = mirror.keys.sorted {
        let a = map.chunking.location(of: $0)!, b = map.chunking.location(of: $1)!
        return (a.chunk.q, a.chunk.r, a.index) < (b.chunk.q, b.chunk.r, b.index)
      }
      XCTAssertEqual(pairs.map(\.hex), expected, "\(c)")
      for chunk in chunks {
        let inChunk = map.values(inChunk: chunk)
        XCTAssertEqual(inChunk.map(\.hex), expected.filter { map.chunking.chunk(of: $0) == chunk }, "\(c)")
      }
    }
  }

  /// Chunks come in order of q, then r, negative r included.
  func testIterationOrderAroundTheOrigin() {
    var map = HexSparseMap<Int>(chunkRadius: 0)!  // one hex per chunk
    let hexes = [Hex(q: 0, r: 2), Hex(q: 0, r: -2), Hex(q: -1, r: 5), Hex(q: 1, r: -7), Hex(q: 0, r: 0)]
    for (i, h) in hexes.enumerated() { map[h] = i }
    XCTAssertEqual(
      Array(map).map(\.hex), [Hex(q: -1, r: 5), Hex(q: 0, r: -2), Hex(q: 0, r: 0), Hex(q: 0, r: 2), Hex(q: 1, r: -7)])
    XCTAssertEqual(map.storedChunks, Array(map).map(\.hex))
    XCTAssertEqual(map.values(inChunk: Hex(q: 0, r: -2)).map(\.value), [1])
    XCTAssertTrue(map.values(inChunk: Hex(q: 1 << 40, r: 0)).isEmpty)
  }

  func testRemovingTheLastValueFreesItsChunk() {
    var map = HexSparseMap<String>(chunkRadius: 2)!
    map[Hex(q: 1_000_000, r: -3)] = "a"
    map[Hex(q: 1_000_001, r: -3)] = "b"  // a neighbor: the same chunk, or the next
    map[Hex(q: -700_000_000, r: 5)] = "c"
    XCTAssertEqual(map.count, 3)
    XCTAssertLessThanOrEqual(map.chunkCount, 3)
    map[Hex(q: 1_000_000, r: -3)] = nil
    map[Hex(q: 1_000_001, r: -3)] = nil
    XCTAssertEqual(map.chunkCount, 1)
    XCTAssertEqual(map.removeValue(at: Hex(q: -700_000_000, r: 5)), "c")
    XCTAssertEqual(map.chunkCount, 0)
    XCTAssertTrue(map.isEmpty)
    XCTAssertNil(map.removeValue(at: Hex(q: 4, r: 4)))
    map[.zero] = "d"
    map.removeAll()
    XCTAssertEqual(map.count, 0)
    XCTAssertEqual(map.chunkCount, 0)
  }

  /// Writing a filled hexagon allocates exactly the chunks it meets.
  func testMemoryIsProportionalToTheChunksTouched() {
    var map = HexSparseMap<UInt8>()
    let region = Hex(q: 500_000, r: 12).hexagon(radius: 30)
    for hex in region { map[hex] = 1 }
    let met = Set(region.map { map.chunking.chunk(of: $0)! })
    XCTAssertEqual(map.chunkCount, met.count)
    XCTAssertEqual(map.count, 3 * 30 * 31 + 1)
    // Chunks of 217 hexes cover 2,791 hexes with few chunks to spare.
    XCTAssertLessThanOrEqual(met.count * map.chunking.hexesPerChunk, 3 * region.count)
  }

  func testHexesOutsideTheRangeAreNeitherStoredNorRead() {
    var map = HexSparseMap<Int>()
    let outside = Hex(q: (1 << 30) + 1, r: 0)
    map[outside] = 3
    XCTAssertNil(map[outside])
    XCTAssertNil(map.updateValue(4, at: outside))
    XCTAssertTrue(map.isEmpty)
    let edge = Hex(q: 1 << 30, r: -(1 << 30))
    map[edge] = 5
    XCTAssertEqual(map[edge], 5)
    XCTAssertEqual(Array(map).map(\.hex), [edge])
    XCTAssertNil(HexSparseMap<Int>(chunkRadius: -1))
    XCTAssertNil(HexSparseMap<Int>(chunkRadius: 129))
    XCTAssertEqual(HexSparseMap<Int>().chunking.radius, 8)
  }

  /// Missing hexes are walls: the only way is the written corridor.
  func testCostsOfASearch() throws {
    var costs = HexSparseMap<Int>()
    let start = Hex(q: 900_000_000, r: -400_000_000)
    // A corridor turning by 120°: 6 steps in direction 0, 4 in direction 2.
    var corridor = [start]
    for _ in 0..<6 { corridor.append(corridor.last!.neighbor(in: HexDirection.allCases[0])) }
    for _ in 0..<4 { corridor.append(corridor.last!.neighbor(in: HexDirection.allCases[2])) }
    for hex in corridor { costs[hex] = 2 }
    let goal = corridor.last!
    // Directions 0 and 2 sum to direction 1, so the hexes before and after
    // the corner are neighbors: the best path cuts the corner, 9 steps.
    var expected = corridor
    expected.remove(at: 6)
    let path = try start.path(to: goal) { costs[$0] }.get()
    XCTAssertEqual(path.hexes, expected)
    XCTAssertEqual(path.cost, 2 * 9, "nine steps into hexes costing 2")
    // The straight line (6 steps) is shorter but unwritten, so impassable.
    XCTAssertEqual(start.distance(to: goal), 6)
    costs[corridor[3]] = nil
    XCTAssertEqual(start.path(to: goal) { costs[$0] }.failure, .unreachable)
  }

  /// One hex per chunk (radius 0), thousands of chunks written and freed
  /// in random order: every chunk stays reachable as the chunk index grows
  /// and closes the gaps removals leave, as a dictionary mirror says.
  func testThousandsOfChunksWrittenAndFreedInRandomOrder() {
    withSeededCases(count: 4, seed: 0xC4_7AB1E) { rng, c in
      var map = HexSparseMap<Int>(chunkRadius: 0)!
      var mirror: [Hex: Int] = [:]
      for step in 0..<6_000 {
        // A small area, so the hexes come back: removals hit stored chunks.
        let hex = Hex.random(in: -25...25, using: &rng)
        if step > 3_000 && Bool.random(using: &rng) {
          XCTAssertEqual(map.removeValue(at: hex), mirror.removeValue(forKey: hex), "\(c)")
        } else {
          XCTAssertEqual(map.updateValue(step, at: hex), mirror.updateValue(step, forKey: hex), "\(c)")
        }
      }
      XCTAssertEqual(map.count, mirror.count, "\(c)")
      XCTAssertEqual(map.chunkCount, mirror.count, "\(c)")
      for hex in Hex.zero.hexagon(radius: 26) { XCTAssertEqual(map[hex], mirror[hex], "\(c) \(hex)") }
      for hex in Array(mirror.keys) { map[hex] = nil }
      XCTAssertTrue(map.isEmpty, "\(c)")
      XCTAssertEqual(map.chunkCount, 0, "\(c)")
    }
  }

  /// Maps holding the same values at the same hexes are equal, however
  /// they got there: a chunk keeps its values in write order and fills a
  /// removed value's place with its last one, so the two maps below store
  /// their chunk's values in different orders.
  func testEqualityIgnoresTheOrderOfWrites() {
    let hexes = Array(Hex.zero.hexagon(radius: 3))  // 37 hexes: one chunk of radius 8 holds them
    var a = HexSparseMap<Int>(), b = HexSparseMap<Int>()
    for (i, hex) in hexes.enumerated() { a[hex] = i }
    for (i, hex) in hexes.enumerated().reversed() { b[hex] = i }
    // Remove a hex from the middle of each, and put it back last.
    let middle = hexes[hexes.count / 2]
    a[middle] = nil
    b[middle] = nil
    XCTAssertEqual(a, b)
    a[middle] = hexes.count / 2
    b[middle] = hexes.count / 2
    XCTAssertEqual(a, b)
    XCTAssertEqual(a.chunkCount, 1)
    for (i, hex) in hexes.enumerated() { XCTAssertEqual(b[hex], i, "\(hex)") }
    b[hexes[0]] = -1
    XCTAssertNotEqual(a, b)
  }

  func testValueSemanticsAndMapValues() {
    var a = HexSparseMap<Int>()
    a[Hex(q: 7, r: 7)] = 1
    var b = a
    b[Hex(q: 7, r: 7)] = 2
    XCTAssertEqual(a[Hex(q: 7, r: 7)], 1)
    XCTAssertNotEqual(a, b)
    let doubled = a.mapValues { $0 * 10 }
    XCTAssertEqual(doubled[Hex(q: 7, r: 7)], 10)
    XCTAssertEqual(doubled.count, 1)
    XCTAssertEqual(a.description, "HexSparseMap(1 values in 1 chunks of radius 8)")
    func requireSendable<T: Sendable>(_: T) {}
    requireSendable(a)
  }

  // MARK: Codable

  /// Chunk radius 1 (centers (0, 0), (3, −1), …): (−1, 0) and (0, 0) lie in
  /// chunk (0, 0), in that order (q first); (2, 0) is 1 from (3, −1), in
  /// chunk (1, 0), which comes after.
  func testGoldenJSON() throws {
    var map = HexSparseMap<Int>(chunkRadius: 1)!
    map[Hex(q: 2, r: 0)] = 7
    map[Hex(q: 0, r: 0)] = 5
    map[Hex(q: -1, r: 0)] = 3
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = String(decoding: try encoder.encode(map), as: UTF8.self)
    XCTAssertEqual(
      json,
      #"{"chunkRadius":1,"hexes":[{"q":-1,"r":0,"s":1},{"q":0,"r":0,"s":0},{"q":2,"r":0,"s":-2}],"values":[3,5,7]}"#)
    XCTAssertEqual(try JSONDecoder().decode(HexSparseMap<Int>.self, from: Data(json.utf8)), map)
  }

  func testRoundTripsFarAwayValues() throws {
    var map = HexSparseMap<String>(chunkRadius: 4)!
    withSeededCases(count: 50, seed: 0xC0DE) { rng, _ in
      map[Hex.random(in: Hex.coordinateRange, using: &rng)] = String(Int.random(in: 0...9, using: &rng))
    }
    let decoded = try JSONDecoder().decode(HexSparseMap<String>.self, from: try JSONEncoder().encode(map))
    XCTAssertEqual(decoded, map)
    XCTAssertEqual(decoded.chunking.radius, 4)
  }

  /// The JSON of `hexes` with value 1 each, in chunks of `radius`.
  private func json(radius: Int, _ hexes: [Hex]) -> Data {
    let listed = hexes.map { #"{"q":\#($0.q),"r":\#($0.r),"s":\#($0.s)}"# }.joined(separator: ",")
    let values = Array(repeating: "1", count: hexes.count).joined(separator: ",")
    return Data(#"{"chunkRadius":\#(radius),"hexes":[\#(listed)],"values":[\#(values)]}"#.utf8)
  }

  /// A small file cannot make decoding allocate without bound.
  ///
  /// A hostile file's shape, chunk radius 128 (49,537 slots a chunk) and values
  /// 1,000 apart (a chunk spans at most 2 · 128, so each value has a chunk
  /// of its own), is refused after a few chunks. These 2,000 values once
  /// allocated 2,000 chunks of 49,537 optionals, 1.6 GB, from 66 KB.
  func testDecodingRefusesScatteredValuesInHugeChunks() {
    let scattered = (-1000..<1000).map { Hex(q: $0 * 1000, r: 0) }
    let data = json(radius: 128, scattered)
    XCTAssertLessThan(data.count, 70_000)
    let before = peakResidentBytes()
    XCTAssertThrowsError(try JSONDecoder().decode(HexSparseMap<Int>.self, from: data)) { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(error)") }
      XCTAssertTrue(context.debugDescription.contains("smaller chunk radius"), context.debugDescription)
    }
    XCTAssertLessThan(peakResidentBytes() - before, 200 << 20, "the peak grew")
  }

  /// The bound, 217 slots per value or one chunk, by hand: chunk radius 16
  /// has 3 · 16 · 17 + 1 = 817 slots, so two chunks (1,634 slots) need
  /// 1,634 / 217 = 7.5, at least 8 values; one chunk always decodes; a map
  /// of the default radius 8 decodes however scattered.
  func testDecodingBoundIsTwoHundredSeventeenSlotsPerValue() throws {
    // Chunk radius 16: Hex.zero's chunk holds the hexagon of radius 16
    // around its center, and Hex(q: 1000, r: 0) lies in another chunk.
    let chunking = HexChunking(radius: 16)!
    let near = Array(Hex.zero.hexagon(radius: 3)).filter { chunking.chunk(of: $0) == chunking.chunk(of: .zero) }
    XCTAssertGreaterThanOrEqual(near.count, 7)
    let far = Hex(q: 1000, r: 0)
    XCTAssertNotEqual(chunking.chunk(of: far), chunking.chunk(of: .zero))
    XCTAssertThrowsError(
      try JSONDecoder().decode(HexSparseMap<Int>.self, from: json(radius: 16, Array(near.prefix(6)) + [far])))
    let eight = try JSONDecoder().decode(HexSparseMap<Int>.self, from: json(radius: 16, Array(near.prefix(7)) + [far]))
    XCTAssertEqual(eight.count, 8)
    XCTAssertEqual(eight.chunkCount, 2)
    // One value in one chunk of the largest radius: 49,537 slots.
    let one = try JSONDecoder().decode(HexSparseMap<Int>.self, from: json(radius: 128, [far]))
    XCTAssertEqual(one[far], 1)
    // Default radius, every value in a chunk of its own.
    var sparse = HexSparseMap<Int>()
    for i in 0..<300 { sparse[Hex(q: i * 100, r: -i * 50)] = i }
    XCTAssertEqual(sparse.chunkCount, 300)
    XCTAssertEqual(try JSONDecoder().decode(HexSparseMap<Int>.self, from: try JSONEncoder().encode(sparse)), sparse)
    // A dense map of the largest radius round-trips.
    var dense = HexSparseMap<Int>(chunkRadius: 128)!
    for hex in Hex.zero.hexagon(radius: 20) { dense[hex] = hex.q }
    XCTAssertEqual(try JSONDecoder().decode(HexSparseMap<Int>.self, from: try JSONEncoder().encode(dense)), dense)
  }

  func testDecodingRefusesMalformedInput() {
    let bad = [
      #"{"chunkRadius":129,"hexes":[],"values":[]}"#,
      #"{"chunkRadius":-1,"hexes":[],"values":[]}"#,
      #"{"chunkRadius":2,"hexes":[{"q":0,"r":0}],"values":[]}"#,
      #"{"chunkRadius":2,"hexes":[{"q":0,"r":0},{"q":0,"r":0}],"values":[1,2]}"#,
      #"{"chunkRadius":2,"hexes":[{"q":2147483648,"r":0}],"values":[1]}"#,
      #"{"chunkRadius":2,"hexes":[{"q":1,"r":1,"s":1}],"values":[1]}"#,
      #"{"chunkRadius":2,"values":[]}"#,
      #"{"chunkRadius":"two","hexes":[],"values":[]}"#,
    ]
    for json in bad {
      XCTAssertThrowsError(try JSONDecoder().decode(HexSparseMap<Int>.self, from: Data(json.utf8)), json)
    }
  }
}
