/// One case of a seeded property-test loop: its index and the seed of the
/// loop, for failure messages.
public struct SeededCase: CustomStringConvertible, Sendable {
  /// The seed the loop's generator started from.
  public let seed: UInt64
  /// The case's index, from 0.
  public let index: Int

  /// Creates the case `index` of a loop seeded with `seed`.
  public init(seed: UInt64, index: Int) {
    self.seed = seed
    self.index = index
  }

  /// `seed=… i=…`, the prefix of a failure message.
  public var description: String { "seed=\(seed) i=\(index)" }
}

/// Runs `body` `count` times with one `SplitMix64` generator seeded with
/// `seed`, shared across the cases, so that a loop is deterministic and its
/// failures name the seed and the case.
///
///     withSeededCases(count: 100, seed: 0x4C49_4E45) { rng, seeded in
///       let a = Hex.random(in: -9...9, using: &rng)
///       XCTAssertEqual(a.distance(to: a), 0, "\(seeded) a=\(a)")
///     }
public func withSeededCases(
  count: Int, seed: UInt64, _ body: (inout SplitMix64, SeededCase) throws -> Void
) rethrows {
  var generator = SplitMix64(seed: seed)
  for index in 0..<max(count, 0) {
    try body(&generator, SeededCase(seed: seed, index: index))
  }
}
