// M1–M5: big worlds and 3D. The sparse map's reads and writes over a
// radius-10⁶ region against a Dictionary<Hex, Int> and against the largest
// HexMap, with the memory each keeps per stored hex; the mesh of a
// 100,000-hex height map.

import HexCore
import _HexTestSupport

extension Bench {
  func addMapBenchmarks() {
    let count = quick ? 20_000 : 200_000
    let world = 1_000_000
    // HexMap cannot hold radius 10⁶ (3·10¹² hexes): the largest it allows
    // is radius 9,458 (HexMap.maximumHexCount = 2²⁸); random hexes in it (M4).
    let hexMapRadius = quick ? 2_000 : 9_458
    // Clustered: 64 explored areas of radius 30 anywhere in the region,
    // the way a game world fills up. Uniform: scattered single hexes, the
    // worst case for chunks (each write allocates its own).
    // Drawn on first use, all at once in one order (so the checksums do not
    // depend on the filter), and not at all when no M row is selected.
    func draw() -> (clustered: [Hex], uniform: [Hex], probes: [Hex], inHexMap: [Hex]) {
      var rng = SplitMix64(seed: 0x4D41_5053)
      let areas = (0..<64).map { _ in Hex.random(in: -(world - 30)...(world - 30), using: &rng) }
      let clustered = (0..<count).map { _ in
        areas[Int.random(in: 0..<64, using: &rng)] + Hex.random(in: -30...30, using: &rng)
      }
      let uniform = (0..<count).map { _ in Hex.random(in: -world...world, using: &rng) }
      // Reads: the written hexes shuffled, and as many never written.
      let probes = (clustered + clustered.map { $0 + Hex(q: 61, r: 0) }).shuffled(using: &rng)
      let inHexMap = (0..<count).map { _ in Hex.random(in: -hexMapRadius...hexMapRadius, using: &rng) }
      return (clustered, uniform, probes, inHexMap)
    }
    lazy var inputs = draw()

    func fill(_ hexes: [Hex]) -> HexSparseMap<Int> {
      var map = HexSparseMap<Int>()
      for (i, h) in hexes.enumerated() { map[h] = i }
      return map
    }
    func fillDictionary(_ hexes: [Hex]) -> [Hex: Int] {
      var map: [Hex: Int] = [:]
      for (i, h) in hexes.enumerated() { map[h] = i }
      return map
    }
    let chunking = HexChunking(radius: HexSparseMap<Int>.defaultChunkRadius)!
    run("M0", "HexChunking.location of \(count) hexes uniform over radius 10⁶ (k = 8)", items: count, target: "≤ 30 ns")
    {
      var sum = 0
      for h in inputs.uniform { sum &+= chunking.location(of: h)!.index }
      return sum
    }

    lazy var sparse = fill(inputs.clustered)
    lazy var dictionary = fillDictionary(inputs.clustered)

    run(
      "M1", "sparse map: \(count) writes clustered in 64 radius-30 areas over radius 10⁶", items: count,
      target: "≥ 1.5× Dictionary<Hex, Int>; bytes per hex ≤ Dictionary's", speedup: 1.5
    ) {
      let map = fill(inputs.clustered)
      return map.count
    } baseline: {
      fillDictionary(inputs.clustered).count
    }
    note("M1", memory(sparse) + "; Dictionary " + memory(dictionary))

    run(
      "M2", "sparse map: \(2 * count) reads of those, half never written", items: 2 * count,
      target: "≤ Dictionary", speedup: 1
    ) {
      // The maps and the inputs taken out of their lazy variables first:
      // each access of one is a call that copies it.
      let map = sparse, probes = inputs.probes
      var sum = 0
      for h in probes { sum &+= map[h] ?? 1 }
      return sum
    } baseline: {
      let map = dictionary, probes = inputs.probes
      var sum = 0
      for h in probes { sum &+= map[h] ?? 1 }
      return sum
    }

    lazy var scattered = fill(inputs.uniform)
    lazy var scatteredDictionary = fillDictionary(inputs.uniform)
    run(
      "M3", "sparse map: \(count) writes uniform over radius 10⁶ (one chunk each)", items: count,
      target: "within 10× Dictionary", speedup: 0.1
    ) {
      fill(inputs.uniform).count
    } baseline: {
      fillDictionary(inputs.uniform).count
    }
    note("M3", memory(scattered) + "; Dictionary " + memory(scatteredDictionary))

    run("M3r", "sparse map: \(count) reads of those", items: count, target: "within 2× Dictionary", speedup: 0.5) {
      let map = scattered, hexes = inputs.uniform
      var sum = 0
      for h in hexes { sum &+= map[h] ?? 1 }
      return sum
    } baseline: {
      let map = scatteredDictionary, hexes = inputs.uniform
      var sum = 0
      for h in hexes { sum &+= map[h] ?? 1 }
      return sum
    }

    if selected("M4", "HexMap") {
      let inHexMap = inputs.inHexMap
      var dense = HexMap(radius: hexMapRadius, repeating: 0)
      run(
        "M4",
        "HexMap of radius \(hexMapRadius) (\(quick ? "quick; full runs: the largest, 9,458" : "the largest")): \(count) random writes",
        items: count,
        target: "reference"
      ) {
        for (i, h) in inHexMap.enumerated() { dense[h] = i }
        return dense[inHexMap[count / 2]] ?? -1
      }
      addBaseline("M4", items: count) { fill(inHexMap)[inHexMap[count / 2]] ?? -1 }
      run("M4r", "HexMap of radius \(hexMapRadius): \(count) random reads", items: count, target: "reference") {
        var sum = 0
        for h in inHexMap { sum &+= dense[h] ?? 1 }
        return sum
      }
      let sparseInHexMap = fill(inHexMap)
      addBaseline("M4r", items: count) {
        var sum = 0
        for h in inHexMap { sum &+= sparseInHexMap[h] ?? 1 }
        return sum
      }
      note("M4", "baseline: the sparse map, same writes; HexMap \(dense.count * 8 / count) B per written hex")
      note("M4r", "baseline: the sparse map, same reads")
    }

    // A hexagon of radius 182 has 99,919 hexes: about 100,000.
    let terrainRadius = quick ? 60 : 182
    let terrainGeometry = HexGeometry(orientation: .pointyTop, size: 1.0)
    let heights = HexMap(radius: terrainRadius) { h in Double((h.q &* 7 &+ h.r &* 3) & 3) }
    run(
      "M5", "mesh of a \(heights.count)-hex height map (UInt32, whole-hex UVs)", items: heights.count,
      unit: "ns/hex", target: "≤ 1 µs per hex"
    ) {
      HexMesh<UInt32>(heights: heights, geometry: terrainGeometry)?.triangleCount ?? 0
    }
    run(
      "M5w", "the same with .world UVs (shared corners)", items: heights.count, unit: "ns/hex", target: "≤ 2 µs per hex"
    ) {
      HexMesh<UInt32>(heights: heights, geometry: terrainGeometry, textureMapping: .world)?.triangleCount ?? 0
    }
  }

  /// Adds `text` to row `id`'s note, if that row ran (`text` is worked out
  /// only then).
  func note(_ id: String, _ text: @autoclosure () -> String) {
    guard let i = rows.firstIndex(where: { $0.id == id }) else { return }
    rows[i].note += (rows[i].note.isEmpty ? "" : "; ") + text()
  }

  /// An estimate of the bytes a sparse map of Ints keeps per stored hex:
  /// each chunk's slot table (two bytes a slot), its values and their slot
  /// numbers (at a capacity of the next power of two), three array headers,
  /// and the chunk table.
  func memory(_ map: HexSparseMap<Int>) -> String {
    let header = 32  // an array's heap header
    var bytes = 0
    for chunk in map.storedChunks {
      let n = map.values(inChunk: chunk).count
      var capacity = 1
      while capacity < n { capacity *= 2 }
      bytes += map.chunking.hexesPerChunk * 2 + capacity * (MemoryLayout<Int>.stride + 2) + 3 * header
    }
    // The chunk table: per chunk its three array references and its key
    // (at a power-of-two capacity), and a 16-byte bucket (key and
    // position) at most half full.
    var capacity = 1, buckets = 8
    while capacity < map.chunkCount { capacity *= 2 }
    while buckets < 2 * map.chunkCount { buckets *= 2 }
    bytes += capacity * (3 * 8 + 8) + buckets * 16 + 2 * header
    return "sparse \(bytes / max(map.count, 1)) B/hex (\(map.chunkCount) chunks)"
  }

  /// An estimate of the bytes a dictionary keeps per stored hex: its
  /// buckets (key and value) at its capacity.
  func memory(_ dictionary: [Hex: Int]) -> String {
    let bucket = MemoryLayout<Hex>.stride + MemoryLayout<Int>.stride
    // Buckets are a power of two at most 3/4 full: about capacity · 4/3.
    return "\(dictionary.capacity * 4 / 3 * bucket / max(dictionary.count, 1)) B/hex"
  }
}
