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
    withSeededCases(count: 10, seed: 0xF0F0_0001) { rng, seeded in
      let iteration = seeded.index
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
        XCTAssertFalse(
          Set(b.fieldOfView(radius: 6) { blocked.contains($0) }).contains(a),
          "seed 0xF0F00001 iteration \(iteration): \(b) sees \(a), not back")
      }
    }
  }

  func testConeOfSightIsSightWithinTheWedge() {
    let pillar = Hex(q: 2, r: 0)
    let blocks = { (h: Hex) in h == pillar }
    let cone = Hex.zero.fieldOfView(radius: 5, facing: .flatBottomRight, blocksSight: blocks)
    let expected = Hex.zero.fieldOfView(radius: 5, blocksSight: blocks)
      .filter { Set(Hex.zero.cornerWedge(toward: .flatBottomRight, radius: 5)).contains($0) }
    XCTAssertEqual(cone, expected)
    XCTAssertTrue(cone.contains(pillar))
    XCTAssertFalse(cone.contains(Hex(q: 4, r: 0)))  // behind the pillar
    XCTAssertFalse(cone.contains(Hex(q: -1, r: 0)))  // behind the viewer
  }
}

/// The pruned field of view against its definition, line by line.
final class FieldOfViewOracleTests: XCTestCase {
  /// The definition: every hex within `radius` whose line, nudged either
  /// way (Red Blob Games' ε), passes no blocker before reaching it.
  private func oracle(_ center: Hex, _ radius: Int, _ blocks: (Hex) -> Bool) -> Set<Hex> {
    var result = Set<Hex>()
    for target in center.hexagon(radius: radius) {
      let n = center.distance(to: target)
      if n <= 1 {
        result.insert(target)
        continue
      }
      for side in [1.0, -1.0] {
        var clear = true
        for i in 1..<n {
          let t = Double(i) / Double(n)
          let f = FractionalHex(
            q: Double(center.q) + Double(target.q - center.q) * t + side * 1e-6,
            r: Double(center.r) + Double(target.r - center.r) * t + side * 2e-6,
            s: Double(center.s) + Double(target.s - center.s) * t - side * 3e-6)
          if blocks(f.rounded()!) {
            clear = false
            break
          }
        }
        if clear {
          result.insert(target)
          break
        }
      }
    }
    return result
  }

  func testMatchesTheDefinitionOnSeededMaps() {
    let seed: UInt64 = 0xF0F0_0001
    withSeededCases(count: 60, seed: seed) { rng, seeded in
      let i = seeded.index
      let density = [2, 5, 10, 30][i % 4]
      var walls = Set<Hex>()
      for hex in Hex.zero.hexagon(radius: 14) where Int(rng.next() % 100) < density { walls.insert(hex) }
      let center = Hex.random(in: -3...3, using: &rng)
      let radius = Int(rng.next() % 12)
      let blocks = { (h: Hex) in walls.contains(h) }
      let seen = center.fieldOfView(radius: radius, blocksSight: blocks)
      XCTAssertEqual(Set(seen), oracle(center, radius, blocks), "\(seeded)")
      XCTAssertEqual(seen.count, Set(seen).count, "\(seeded) repeats")
      // Spiral order: ring by ring, each ring in order.
      let order = Dictionary(uniqueKeysWithValues: center.spiral(radius: radius).enumerated().map { ($1, $0) })
      XCTAssertEqual(seen.map { order[$0]! }, seen.map { order[$0]! }.sorted(), "\(seeded) order")
    }
  }

  /// A boxed-in viewer looks at a handful of hexes
  /// however large the radius; radii past the maximum count as it.
  func testWorkFollowsWhatCanBeSeen() {
    var asked = 0
    let seen = Hex.zero.fieldOfView(radius: 4096) { hex in
      asked += 1
      return hex.length == 2
    }
    // The 7 hexes within 1 and the 12 walls of ring 2: asked about 18 hexes.
    XCTAssertEqual(seen.count, 19)
    XCTAssertEqual(asked, 18)
    // Past the maximum, a radius counts as it (and costs no more).
    let walledAt3 = { (h: Hex) in h.length == 3 }
    XCTAssertEqual(
      Hex.zero.fieldOfView(radius: Int.max, blocksSight: walledAt3),
      Hex.zero.fieldOfView(radius: 5, blocksSight: walledAt3))
    XCTAssertEqual(Hex.maximumFieldOfViewRadius, 1024)
  }
}
