// Fuzz harness: Codable decoding of every persisted type from raw bytes.
// Whatever decodes must be valid and survive a round trip, and decoding
// hostile JSON must not allocate more than its documented bounds (Tests/Fuzz/run
// runs this harness under a memory limit).
import Foundation
import HexCore
import HexLayoutEngine

private func roundTrip<T: Codable & Equatable>(_ value: T) {
  do {
    let data = try JSONEncoder().encode(value)
    let decoded = try JSONDecoder().decode(T.self, from: data)
    check(decoded == value, "round trip of \(value)")
  } catch {
    check(false, "re-encoding \(value) failed: \(error)")
  }
}

/// libFuzzer's entry point: runs one input, trapping on a broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDecoding(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let bytes = Data(bytes: data, count: size)
  let decoder = JSONDecoder()
  if let hex = try? decoder.decode(Hex.self, from: bytes) {
    check(hex.isInCoordinateRange, "decoded \(hex) outside the coordinate range")
    roundTrip(hex)
  }
  if let hexes = try? decoder.decode([Hex].self, from: bytes) {
    check(hexes.allSatisfy(\.isInCoordinateRange), "decoded array outside the coordinate range")
  }
  checkOffset(bytes, decoder)
  checkDoubled(bytes, decoder)
  // Every other persisted value: whatever decodes is valid and round-trips.
  if let v = try? decoder.decode(HexRegion.self, from: bytes) {
    check(v.isEmpty || (Hex.coordinateRange.contains(v.minQ) && Hex.coordinateRange.contains(v.maxQ)), "region \(v)")
    roundTrip(v)
  }
  if let v = try? decoder.decode(OffsetRectangle.self, from: bytes) { roundTrip(v) }
  if let v = try? decoder.decode(HexGeometry.self, from: bytes) {
    check(v.size.isFinite && v.origin.isFinite, "geometry \(v)")
    roundTrip(v)
  }
  if let v = try? decoder.decode(PixelRect.self, from: bytes) {
    check(v.origin.isFinite && v.size.isFinite, "rect \(v)")
    roundTrip(v)
  }
  if let v = try? decoder.decode([HexDirection].self, from: bytes) {
    check(v.allSatisfy { (0..<6).contains($0.index) }, "directions \(v)")
    roundTrip(v)
  }
  if let v = try? decoder.decode([HexDiagonal].self, from: bytes) { roundTrip(v) }
  if let v = try? decoder.decode([OffsetKind].self, from: bytes) { roundTrip(v) }
  // Maps: what decoding allocates follows the input. A sparse map's chunks
  // hold at most 217 slots per value, or one chunk.
  if let v = try? decoder.decode(HexSparseMap<Int>.self, from: bytes) {
    let slots = v.chunking.hexesPerChunk
    check(
      v.chunkCount * slots <= max(217 * v.count, slots), "sparse map of \(v.count) values in \(v.chunkCount) chunks")
    check(v.allSatisfy { $0.hex.isInCoordinateRange }, "sparse map hex outside the range")
    roundTrip(v)
  }
  if let v = try? decoder.decode(HexMap<Int>.self, from: bytes) {
    check(v.values.count == v.count, "map of \(v.count) hexes with \(v.values.count) values")
    roundTrip(v)
  }
  if let v = try? decoder.decode(HexCylinder.self, from: bytes) { roundTrip(v) }
  if let v = try? decoder.decode([HexEdge].self, from: bytes) { roundTrip(v) }
  if let v = try? decoder.decode([HexVertex].self, from: bytes) { roundTrip(v) }
  if let v = try? decoder.decode([HexYAxis].self, from: bytes) { roundTrip(v) }
  // The layouts' settings.
  if let v = try? decoder.decode(HexLayout.self, from: bytes) {
    check(v.spacing.isFinite && v.spacing >= 0, "layout spacing \(v.spacing)")
    roundTrip(v)
  }
  if let v = try? decoder.decode(HoneycombLayout.self, from: bytes) {
    check(v.diameter.isFinite && v.diameter >= 0 && v.contentOffset.isFinite, "honeycomb \(v)")
    roundTrip(v)
  }
  if let v = try? decoder.decode(FisheyeEffect.self, from: bytes) { roundTrip(v) }
  if let v = try? decoder.decode(TouchEffect.self, from: bytes) { roundTrip(v) }
  if let v = try? decoder.decode([DoubledKind].self, from: bytes) { roundTrip(v) }
  if let v = try? decoder.decode([HexOrientation].self, from: bytes) { roundTrip(v) }
  // Raw bytes seldom form JSON: also read them as two integers, often near
  // the range's edges, and decode them in each coordinate's own format.
  if size >= 16 {
    var a = 0, b = 0
    withUnsafeMutableBytes(of: &a) { $0.copyBytes(from: UnsafeRawBufferPointer(start: data, count: 8)) }
    withUnsafeMutableBytes(of: &b) { $0.copyBytes(from: UnsafeRawBufferPointer(start: data + 8, count: 8)) }
    // Small byte values land near ±2^30 and ±3·2^30, where the limits are.
    let edges = [0, 1 << 30, -(1 << 30), 3 << 30, -(3 << 30)]
    let x = size > 16 ? edges[Int(data[16]) % edges.count] &+ (a % 5) : a
    let y = size > 17 ? edges[Int(data[17]) % edges.count] &+ (b % 5) : b
    for json in [#"{"row":\#(x),"col":\#(y)}"#, #"{"q":\#(x),"r":\#(y)}"#] {
      let made = Data(json.utf8)
      if let hex = try? decoder.decode(Hex.self, from: made) {
        check(hex.isInCoordinateRange, "decoded \(hex) outside the coordinate range")
      }
      checkOffset(made, decoder)
    }
    checkDoubled(Data(#"{"col":\#(x),"row":\#(y)}"#.utf8), decoder)
  }
  return 0
}

/// Whatever decodes as an offset coordinate has both components in range.
private func checkOffset(_ bytes: Data, _ decoder: JSONDecoder) {
  guard let offset = try? decoder.decode(OffsetCoordinate.self, from: bytes) else { return }
  check(
    Hex.coordinateRange.contains(offset.row) && Hex.coordinateRange.contains(offset.col),
    "decoded \(offset) outside the coordinate range")
  roundTrip(offset)
}

/// Whatever decodes as a doubled coordinate has even parity and components
/// within ±3·2^30.
private func checkDoubled(_ bytes: Data, _ decoder: JSONDecoder) {
  guard let doubled = try? decoder.decode(DoubledCoordinate.self, from: bytes) else { return }
  check((doubled.col ^ doubled.row) & 1 == 0, "decoded doubled coordinate with odd parity")
  let bound = 3 << 30
  check(
    (-bound...bound).contains(doubled.col) && (-bound...bound).contains(doubled.row),
    "decoded \(doubled) outside ±3·2^30")
  roundTrip(doubled)
}
