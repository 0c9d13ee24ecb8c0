import HexCore
import XCTest
import _HexTestSupport

final class FieldOfViewTests: XCTestCase {
  func testEmptyMapSeesTheWholeRange() {
    let seen = Hex(q: 2, r: -1).fieldOfView(radius: 5) { _ in false }
    XCTAssertEqual(seen, Array(Hex(q: 2, r: -1).spiral(radius: 5)))
    XCTAssertEqual(Hex.zero.fieldOfView(radius: -1) { _ in false }, [])
  }

  func testOriginAlwaysVisible() {
    XCTAssertEqual(Hex.zero.fieldOfView(radius: 3) { _ in true }, [.zero] + Array(Hex.zero.ring(radius: 1)))
  }

  /// A pillar at (1, 0), radius 3. Hidden, by hand:
  /// - (2, 0) and (3, 0): their lines run straight through (1, 0).
  /// - (2, 1): the sample a third of the way is (2/3, 1/3, -1), which lies
  ///   inside (1, 0)'s cell (1/3 from its center, 2/3 from any other), so
  ///   both nudged drawings pass the pillar.
  /// - (3, -1): the third-way sample is (1, -1/3, -2/3); rounding gives
  ///   (1, 0, -1) with r and s tied at 1/3 off, and fixing either one gives
  ///   (1, 0) again, whichever way the nudge breaks the tie.
  /// Everything else within 3 stays visible — among them (3, -2), whose
  /// third-way sample (1, -2/3, -1/3) rounds to (1, -1) — and so does the
  /// pillar itself.
  func testSinglePillar() {
    let pillar = Hex(q: 1, r: 0)
    let seen = Set(Hex.zero.fieldOfView(radius: 3) { $0 == pillar })
    let hidden = Set(Hex.zero.hexagon(radius: 3)).subtracting(seen)
    XCTAssertEqual(hidden, [Hex(q: 2, r: 0), Hex(q: 3, r: 0), Hex(q: 2, r: 1), Hex(q: 3, r: -1)])
    XCTAssertTrue(seen.contains(pillar))
    XCTAssertTrue(seen.contains(Hex(q: 3, r: -2)))
  }

  func testSymmetricOnRandomMaps() {
    var rng = SplitMix64(seed: 0xF0F0_0001)
    for iteration in 0..<10 {
      var blocked = Set<Hex>()
      for hex in Hex.zero.hexagon(radius: 12) where rng.next() % 5 == 0 { blocked.insert(hex) }
      let a = Hex.random(in: -3...3, using: &rng)
      let fromA = Set(a.fieldOfView(radius: 6) { blocked.contains($0) })
      for b in fromA.prefix(40) {
        let fromB = Set(b.fieldOfView(radius: 6) { blocked.contains($0) })
        XCTAssertTrue(fromB.contains(a), "seed 0xF0F00001 iteration \(iteration): \(a) sees \(b), not back")
      }
      // And the hexes A does not see do not see A.
      for b in Hex.zero.hexagon(radius: 12).filter({ $0.distance(to: a) <= 6 && !fromA.contains($0) }).prefix(20) {
        XCTAssertFalse(Set(b.fieldOfView(radius: 6) { blocked.contains($0) }).contains(a),
                       "seed 0xF0F00001 iteration \(iteration): \(b) sees \(a), not back")
      }
    }
  }
}
