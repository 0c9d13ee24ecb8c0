import HexCore

/// A small, seedable pseudo-random generator (SplitMix64, Steele, Lea and
/// Flood, "Fast splittable pseudorandom number generators", OOPSLA 2014),
/// so that property tests are deterministic and report their seed.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator with the given seed.
  public init(seed: UInt64) { state = seed }

  /// Returns the next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension Hex {
  /// Returns a random hex whose three cube components all lie in `range`.
  public static func random(
    in range: ClosedRange<Int>, using generator: inout some RandomNumberGenerator
  ) -> Hex {
    while true {
      let q = Int.random(in: range, using: &generator)
      let r = Int.random(in: range, using: &generator)
      if range.contains(-q - r) { return Hex(q: q, r: r) }
    }
  }
}

/// Returns a random hex whose q and r each lie in `span` (s unchecked).
public func randomHex(_ rng: inout SplitMix64, _ span: ClosedRange<Int>) -> Hex {
  Hex(q: .random(in: span, using: &rng), r: .random(in: span, using: &rng))
}

extension Double {
  /// Returns a random double that is sometimes special: an integer, a half,
  /// zero, negative zero, infinite or NaN, to probe edge cases.
  public static func randomProbe(
    magnitude: Double, using generator: inout some RandomNumberGenerator
  ) -> Double {
    switch Int.random(in: 0..<20, using: &generator) {
    case 0: return .nan
    case 1: return .infinity
    case 2: return -.infinity
    case 3: return 0
    case 4: return -0.0
    case 5: return Double(Int.random(in: -1000...1000, using: &generator)) + 0.5
    case 6: return .greatestFiniteMagnitude
    default: return Double.random(in: -magnitude...magnitude, using: &generator)
    }
  }
}
