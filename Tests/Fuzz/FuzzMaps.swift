// Fuzz harness: HexChunking and HexSparseMap. Chunks of any radius from
// the input map any hex of the range to a chunk whose center is within the
// radius and back, by a local index in range; a sparse map driven by the
// input's writes and removals agrees with a Dictionary mirror, holds
// exactly the chunks its values lie in, and iterates every value once.
import HexCore

/// libFuzzer's entry point: runs one input, trapping on a broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMaps(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
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
  return 0
}

extension Hex {
  /// A sum that wraps instead of trapping: the harness checks that hexes
  /// pushed past the range are refused.
  fileprivate static func &+ (a: Hex, b: Hex) -> Hex { Hex(q: a.q &+ b.q, r: a.r &+ b.r) }
}
