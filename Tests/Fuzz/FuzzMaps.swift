// Fuzz harness: HexWraparound, HexChunking and HexSparseMap. A wraparound
// map of any center and radius brings any hex to the one map hex of its
// class, checked against an exact modular oracle in two-word integers, with
// distances the nearest of seven copies. Chunks of any radius from the
// input map any hex of the range to a chunk whose center is within the
// radius and back, by a local index in range; a sparse map driven by the
// input's writes and removals agrees with a Dictionary mirror, holds
// exactly the chunks its values lie in, and iterates every value once.
import HexCore

/// The number of steps from the origin to `(q, r)`, in `Int`.
func length(_ q: Int, _ r: Int) -> Int { max(abs(q), abs(r), abs(q + r)) }

/// The class of `(q, r)` in ℤ/N, N = 3n(n + 1) + 1.
///
/// f(q, r) = q − (3n + 1)·r sends both lattice vectors (2n + 1, −n) and
/// (n, n + 1) to multiples of N, and the N map hexes to distinct classes:
/// two hexes stand for each other exactly when their difference's class is
/// 0. Exact for any `Int` components: the product is taken in two words,
/// each factor below N.
func wrapClass(_ q: Int, _ r: Int, radius n: Int) -> Int {
  let size = 3 * n * (n + 1) + 1
  func mod(_ x: Int) -> Int { ((x % size) + size) % size }
  let product = mod(3 * n + 1).multipliedFullWidth(by: mod(r))
  return mod(mod(q) - size.dividingFullWidth(product).remainder)
}

/// A wraparound map of any center and radius from the input, often
/// against the range's edge, against the exact oracles.
func fuzzWraparound(_ input: inout FuzzInput) {
  let big = 1 << 30
  let radius = input.int()
  let room = (0...big).contains(radius) ? big - radius : 0
  let side = input.int(upTo: 5)
  let center =
    (radius < 0 || radius > big || input.bool())
    ? Hex(q: input.int(), r: input.int())
    : HexDirection.allCases[side].vector * room + HexDirection.allCases[(side + 2) % 6].vector
      * input.int(upTo: room)
  guard let world = HexWraparound(center: center, radius: radius) else {
    let fits =
      radius >= 0 && radius <= big && center.isInCoordinateRange
      && length(center.q, center.r) + radius <= big
    check(!fits, "refused \(center) radius \(radius)")
    return
  }
  check(length(center.q, center.r) + radius <= big, "accepted \(center) radius \(radius)")
  let n = radius
  let mirrors = [
    (0, 0), (2 * n + 1, -n), (n, n + 1), (-n - 1, 2 * n + 1), (-2 * n - 1, n), (-n, -n - 1), (n + 1, -2 * n - 1),
  ]
  var onMap: [Hex] = []
  for _ in 0..<6 {
    // Any hex: in the range, just beyond it, or anywhere Int32 holds.
    let hex = Hex(q: input.int(), r: input.int())
    guard let w = world.canonical(hex) else {
      check(hex.length >= (1 << 31) - 1, "no map hex for \(hex)")
      continue
    }
    check(hex.length < (1 << 31) - 1, "a map hex for \(hex), which may be clamped")
    check(length(w.q - center.q, w.r - center.r) <= radius, "\(hex) → \(w) off the map")
    check(wrapClass(w.q - hex.q, w.r - hex.r, radius: radius) == 0, "\(hex) → \(w), another class")
    check(world.canonical(w) == w, "\(w) not its own map hex")
    onMap.append(w)
  }
  for (a, b) in zip(onMap, onMap.dropFirst()) {
    let brute = mirrors.map { length(b.q + $0.0 - a.q, b.r + $0.1 - a.r) }.min()!
    check(world.distance(from: a, to: b) == brute, "distance \(a) \(b)")
    check(world.distance(from: b, to: a) == brute, "distance \(b) \(a)")
    if brute <= 64 {
      let line = world.line(from: a, to: b)
      check(line.count == brute + 1 && line.first == a && line.last == b, "line \(a) \(b)")
      check(zip(line, line.dropFirst()).allSatisfy { world.distance(from: $0, to: $1) == 1 }, "line steps")
    }
    for x in world.neighbors(of: a) { check(world.distance(from: a, to: x) == 1, "neighbor \(x) of \(a)") }
  }
}

/// libFuzzer's entry point: runs one input, trapping on a broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMaps(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  fuzzWraparound(&input)
  let radius = input.int()
  guard let chunking = HexChunking(radius: radius) else {
    check(radius < 0 || radius > 1 << 30, "HexChunking refused radius \(radius)")
    return 0
  }
  check(chunking.hexesPerChunk == 3 * radius * (radius + 1) + 1, "chunk size")
  for _ in 0..<8 {
    let hex = Hex(q: input.int(), r: input.int())
    guard let (chunk, index) = chunking.location(of: hex) else {
      check(!hex.isInCoordinateRange, "no chunk for \(hex) in range")
      continue
    }
    check(chunking.chunk(of: hex) == chunk && chunking.localIndex(of: hex) == index, "location disagrees")
    guard let center = chunking.center(ofChunk: chunk) else {
      check(false, "no center for the chunk of \(hex)")
      continue
    }
    check(hex.distance(to: center) <= radius, "\(hex) farther than \(radius) from its center \(center)")
    check(index >= 0 && index < chunking.hexesPerChunk, "local index \(index) out of range")
    check(chunking.hex(inChunk: chunk, at: index) == hex, "\(hex) does not round-trip")
    // Any chunk coordinate: nil, or a center whose own chunk it is.
    let other = Hex(q: input.int(), r: input.int())
    if let c = chunking.center(ofChunk: other), c.isInCoordinateRange {
      check(chunking.chunk(of: c) == other && chunking.localIndex(of: c) == chunking.hexesPerChunk / 2, "center")
    }
  }

  guard var map = HexSparseMap<UInt8>(chunkRadius: Int(input.byte() % 6)) else { return 0 }
  var mirror: [Hex: UInt8] = [:]
  let origin = Hex(q: input.coordinate(), r: input.coordinate())
  while !input.isExhausted && mirror.count < 500 {
    let step = input.byte()
    let hex = origin &+ Hex(q: Int(input.byte() % 32) - 16, r: Int(input.byte() % 32) - 16)
    if step % 4 == 0 {
      check(map.removeValue(at: hex) == mirror.removeValue(forKey: hex), "removal at \(hex)")
    } else if hex.isInCoordinateRange {
      check(map.updateValue(step, at: hex) == mirror.updateValue(step, forKey: hex), "update at \(hex)")
    } else {
      map[hex] = step
      check(map[hex] == nil, "stored \(hex) outside the range")
    }
    check(map[hex] == mirror[hex], "read at \(hex)")
  }
  check(map.count == mirror.count, "count \(map.count) vs \(mirror.count)")
  let chunks = Set(mirror.keys.compactMap { map.chunking.chunk(of: $0) })
  check(map.chunkCount == chunks.count, "chunks \(map.chunkCount) vs \(chunks.count)")
  var seen = 0
  for (hex, value) in map {
    check(mirror[hex] == value, "iterated \(hex)")
    seen += 1
  }
  check(seen == mirror.count, "iterated \(seen) of \(mirror.count)")
  // Equality does not depend on the order of writes: a chunk keeps its
  // values in write order, with removals' holes filled by its last value.
  var rebuilt = HexSparseMap<UInt8>(chunkRadius: map.chunking.radius)!
  for (hex, value) in mirror { rebuilt[hex] = value }
  check(rebuilt == map, "rebuilt in another order, not equal")
  check(map.mapValues { $0 } == map, "mapValues changed the map")
  return 0
}

extension Hex {
  /// A sum that wraps instead of trapping: the harness checks that hexes
  /// pushed past the range are refused.
  fileprivate static func &+ (a: Hex, b: Hex) -> Hex { Hex(q: a.q &+ b.q, r: a.r &+ b.r) }
}
