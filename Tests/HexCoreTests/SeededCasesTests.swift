import HexCore
import XCTest
import _HexTestSupport

/// The seeded-case helper the property tests rely on.
final class SeededCasesTests: XCTestCase {
  /// It runs `count` cases in order, none for a count of zero or less, and
  /// one generator shared across the cases draws the same values as a
  /// hand-written loop with the same seed.
  func testCasesShareOneGeneratorInOrder() {
    var indices: [Int] = []
    var drawn: [UInt64] = []
    withSeededCases(count: 5, seed: 42) { rng, seeded in
      XCTAssertEqual(seeded.seed, 42)
      indices.append(seeded.index)
      drawn.append(rng.next())
    }
    XCTAssertEqual(indices, [0, 1, 2, 3, 4])
    var reference = SplitMix64(seed: 42)
    XCTAssertEqual(drawn, (0..<5).map { _ in reference.next() })
    var ran = 0
    withSeededCases(count: 0, seed: 1) { _, _ in ran += 1 }
    withSeededCases(count: -3, seed: 1) { _, _ in ran += 1 }
    XCTAssertEqual(ran, 0)
    XCTAssertEqual("\(SeededCase(seed: 7, index: 3))", "seed=7 i=3")
  }
}
