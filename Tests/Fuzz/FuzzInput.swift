// Shared by every fuzz harness: reads typed values from libFuzzer's bytes.

/// A cursor over the fuzzer's input that hands out typed values; once the
/// bytes run out every read returns zero, so any input is a valid program.
struct FuzzInput {
  private let bytes: UnsafeRawBufferPointer
  private var offset = 0

  init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    bytes = UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : size)
  }

  var isExhausted: Bool { offset >= bytes.count }

  mutating func uint64() -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) where offset < bytes.count {
      value |= UInt64(bytes[offset]) << UInt64(shift)
      offset += 1
    }
    return value
  }

  mutating func byte() -> UInt8 {
    guard offset < bytes.count else { return 0 }
    defer { offset += 1 }
    return bytes[offset]
  }

  /// Any `Int`, with a bias towards small values and the edges of
  /// `Hex.coordinateRange`, where the interesting behaviour is.
  mutating func int() -> Int {
    let raw = Int(truncatingIfNeeded: uint64())
    switch byte() % 4 {
    case 0: return raw % 64
    case 1: return raw % (1 << 31)
    case 2: return (raw < 0 ? -1 : 1) * ((1 << 30) - Int(raw.magnitude % 8) + 4)
    default: return raw
    }
  }

  /// An `Int` within `Hex.coordinateRange` (±2³⁰), often at its edges.
  mutating func coordinate() -> Int {
    let value = int()
    return value.magnitude <= 1 << 30 ? value : value % (1 << 30)
  }

  /// An `Int` in `0...limit`.
  mutating func int(upTo limit: Int) -> Int {
    Int(uint64() % UInt64(limit + 1))
  }

  /// Any `Double`: raw bit patterns (NaN, infinities, subnormals) or small
  /// decimals.
  mutating func double() -> Double {
    let raw = uint64()
    switch byte() % 3 {
    case 0: return Double(bitPattern: raw)
    case 1: return Double(Int64(truncatingIfNeeded: raw) % 20_000) / 8
    default:
      let specials: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, 1e300, -1e300, .ulpOfOne, 0x1p50, 0x1p62]
      return specials[Int(raw % UInt64(specials.count))]
    }
  }

  mutating func bool() -> Bool { byte() & 1 == 1 }
}

/// Stops the run with a message when an invariant fails; libFuzzer records
/// the input that led here.
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() {
    print("invariant failed: \(message())")
    fatalError(message())
  }
}

extension FuzzInput {
  /// Any count, radius, size or budget: a small one, one at an edge a
  /// documented clamp or bound cares about (the range's 2³⁰ and 2³¹, a
  /// map's 9,458 and 2²⁸, sight's 1024, a search's 2¹⁶, growth's 2²⁰), one
  /// just past it, any `Int`, or one of Int's ends.
  mutating func count() -> Int {
    let edges = [
      Int.max, Int.min, Int.max - 1, Int.min + 1, 0, -1, 1, 1 << 30, (1 << 30) + 1, 1 << 31, (1 << 31) + 1,
      1 << 62, 9_458, 9_459, 1_024, 1_025, 1 << 16, (1 << 16) + 1, 1 << 20, (1 << 20) + 1, 1 << 28,
      (1 << 28) + 1,
    ]
    switch byte() % 3 {
    case 0: return edges[Int(uint64() % UInt64(edges.count))]
    case 1: return int(upTo: 64) - 8
    default: return int()
    }
  }
}
