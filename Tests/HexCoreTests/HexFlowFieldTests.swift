import HexCore
import XCTest
import _HexTestSupport

/// Flow fields against A*: every hex's cost is a cheapest path's cost to
/// its nearest goal, and following the directions walks such a path.
final class HexFlowFieldTests: XCTestCase {
  /// A deterministic terrain: costs 1…4, about a fifth impassable.
  func terrain(_ seed: UInt64) -> (Hex) -> Int? {
    { h in
      var g = SplitMix64(seed: seed &+ UInt64(bitPattern: Int64(h.q &* 7919 &+ h.r &* 104_729)))
      let roll = Int.random(in: 0..<10, using: &g)
      return roll < 2 ? nil : 1 + roll % 4
    }
  }

  /// Walks the field from `hex`, checking each step against the costs.
  func checkWalk(_ field: HexFlowField, from hex: Hex, goals: Set<Hex>, entry: (Hex, Hex) -> Int?, _ c: String) {
    guard let path = field.path(from: hex) else { return }
    XCTAssertEqual(path.hexes.first, hex, c)
    XCTAssertTrue(goals.contains(path.hexes.last!), c)
    var total = 0
    for (a, b) in zip(path.hexes, path.hexes.dropFirst()) {
      XCTAssertTrue(a.isNeighbor(of: b), c)
      XCTAssertTrue(field.region.contains(b), c)
      guard let step = entry(a, b) else { return XCTFail("impassable step \(a) → \(b) \(c)") }
      total += step
    }
    XCTAssertEqual(total, path.cost, c)
    XCTAssertEqual(field.cost(of: hex), path.cost, c)
  }

  func testPerHexCostsMatchAStarFromEveryHex() {
    withSeededCases(count: 6, seed: 0x464C_4F57) { rng, c in
      let region = Hex(q: 3, r: -2).hexagon(radius: 7)
      let cost = terrain(rng.next())
      let goal = Array(region)[Int.random(in: 0..<region.count, using: &rng)]
      var field = HexFlowField(region: region)!
      field.build(toward: [goal], cost: cost)
      var finder = HexPathFinder()
      var reached = 0
      for h in region {
        let expected = finder.path(from: h, to: goal, within: region, cost: cost).found?.cost
        XCTAssertEqual(field.cost(of: h), expected, "\(c) \(h)")
        if expected != nil { reached += 1 }
        checkWalk(field, from: h, goals: [goal], entry: { _, b in cost(b) }, "\(c) \(h)")
      }
      XCTAssertEqual(field.reachedCount, reached, "\(c)")
      XCTAssertNil(field.direction(at: goal))
      XCTAssertEqual(field.cost(of: goal), 0)
    }
  }

  func testPerStepCostsMatchAStarFromEveryHex() {
    withSeededCases(count: 4, seed: 0x464C_4F58) { rng, c in
      let region = Hex.zero.hexagon(radius: 6)
      let seed = rng.next()
      // Asymmetric steps: uphill costs more than downhill; some walls.
      let stepCost: (Hex, Hex) -> Int? = { a, b in
        var g = SplitMix64(seed: seed &+ UInt64(bitPattern: Int64(a.q &* 31 &+ a.r &* 17 &+ b.q &* 131 &+ b.r)))
        let roll = Int.random(in: 0..<12, using: &g)
        return roll == 0 ? nil : 1 + roll % 5
      }
      let goal = Hex(q: 2, r: -1)
      var field = HexFlowField(region: region)!
      field.build(toward: [goal], stepCost: stepCost)
      var finder = HexPathFinder()
      for h in region {
        let expected = finder.path(from: h, to: goal, within: region, stepCost: stepCost).found?.cost
        XCTAssertEqual(field.cost(of: h), expected, "\(c) \(h)")
        checkWalk(field, from: h, goals: [goal], entry: stepCost, "\(c) \(h)")
      }
    }
  }

  /// Several goals: each hex's cost is the minimum over the goals, and a
  /// reused field gives what a fresh one gives.
  func testManyGoalsAndReuse() {
    let region = Hex.zero.hexagon(radius: 8)
    let cost = terrain(0x47)
    let goals = [Hex(q: -5, r: 1), Hex(q: 4, r: 2), Hex(q: 0, r: -7)]
    var reused = HexFlowField(region: region)!
    reused.build(toward: [Hex.zero], cost: { _ in 1 })
    reused.build(toward: goals, cost: cost)
    var finder = HexPathFinder()
    for h in region {
      let expected = goals.compactMap { finder.path(from: h, to: $0, within: region, cost: cost).found?.cost }.min()
      XCTAssertEqual(reused.cost(of: h), expected, "\(h)")
      checkWalk(reused, from: h, goals: Set(goals), entry: { _, b in cost(b) }, "\(h)")
    }
    // With a budget, hexes beyond it have no cost.
    reused.build(toward: goals, maximumCost: 5, cost: cost)
    for h in region {
      let expected = goals.compactMap { finder.path(from: h, to: $0, within: region, cost: cost).found?.cost }.min()
      XCTAssertEqual(reused.cost(of: h), expected.flatMap { $0 <= 5 ? $0 : nil }, "\(h)")
    }
  }

  /// Each hex's cost is asked at most once per build.
  func testCostsAreAskedOncePerHex() {
    let region = Hex.zero.hexagon(radius: 5)
    var asked: [Hex: Int] = [:]
    var field = HexFlowField(region: region)!
    field.build(toward: [Hex.zero]) { h in
      asked[h, default: 0] += 1
      return 1
    }
    XCTAssertTrue(asked.values.allSatisfy { $0 == 1 })
    XCTAssertEqual(field.reachedCount, region.count)
    // Open ground: the cost is the distance.
    for h in region { XCTAssertEqual(field.cost(of: h), h.length) }
  }

  func testEdges() {
    XCTAssertNil(HexFlowField(region: Hex.zero.hexagon(radius: 1 << 20)))
    var empty = HexFlowField(region: Hex.zero.hexagon(radius: -1))!
    empty.build(toward: [Hex.zero]) { _ in 1 }
    XCTAssertNil(empty.cost(of: .zero))
    var field = HexFlowField(region: Hex.zero.hexagon(radius: 2))!
    // Before any build, and with goals outside the region, nothing is reached.
    XCTAssertNil(field.cost(of: .zero))
    field.build(toward: [Hex(q: 9, r: 0)]) { _ in 1 }
    XCTAssertEqual(field.reachedCount, 0)
    XCTAssertNil(field.nextHex(after: .zero))
    // Huge costs are clamped and never overflow.
    field.build(toward: [Hex.zero]) { _ in Int.max }
    XCTAssertEqual(field.cost(of: Hex(q: 2, r: 0)), 2 * HexSearchLimits.maximumStepCost)
    XCTAssertNil(field.cost(of: Hex(q: 3, r: 0)))
    // A goal that cannot be entered is reached only by standing on it.
    field.build(toward: [Hex.zero]) { $0 == .zero ? nil : 1 }
    XCTAssertEqual(field.cost(of: .zero), 0)
    XCTAssertNil(field.cost(of: Hex(q: 1, r: 0)))
  }
}

extension HexFlowFieldTests {
  /// On a torus and a bounded parallelogram (the worlds of
  /// ``HexTopologyTests``), with both kinds of cost: every hex's cost is
  /// the one a brute-force relaxation over the world's hexes finds, the
  /// field's steps are the world's steps and add up to that cost.
  func testFieldsOnCallersTopologiesMatchBruteForce() {
    typealias World = HexTopologyTests.Parallelogram
    var rng = SplitMix64(seed: 0x464C_5450)
    for world in [World(width: 9, height: 6, wraps: true), World(width: 8, height: 7, wraps: false)] {
      let all = (0..<world.width).flatMap { q in (0..<world.height).map { Hex(q: q, r: $0) } }
      /// The world's neighbors of a canonical hex, by brute force: the six
      /// plane neighbors, canonicalized, off-map ones dropped.
      func neighbors(_ hex: Hex) -> [Hex] {
        hex.neighbors.compactMap { world.canonical($0) }.filter { $0 != hex }
      }
      for trial in 0..<12 {
        let c = "\(world) trial \(trial)"
        let seed = rng.next()
        let entry = terrain(seed)
        let stepCost: (Hex, Hex) -> Int? = { a, b in
          var g = SplitMix64(seed: seed &+ UInt64(bitPattern: Int64(a.q &* 31 &+ a.r &* 17 &+ b.q &* 131 &+ b.r)))
          let roll = Int.random(in: 0..<8, using: &g)
          return roll == 0 ? nil : roll
        }
        let goals = (0..<Int.random(in: 1...3, using: &rng)).map { _ in all.randomElement(using: &rng)! }
        for perHex in [true, false] {
          let step: (Hex, Hex) -> Int? = perHex ? { _, b in entry(b) } : stepCost
          // Bellman–Ford: relax every hex until nothing changes.
          var truth = [Hex: Int]()
          for goal in goals { truth[goal] = 0 }
          var changed = true
          while changed {
            changed = false
            for a in all {
              for b in neighbors(a) {
                guard let tb = truth[b], let s = step(a, b), tb + s < truth[a] ?? .max else { continue }
                truth[a] = tb + s
                changed = true
              }
            }
          }
          var field = HexFlowField(region: world.bounds)!
          if perHex {
            field.build(toward: goals, on: world, cost: entry)
          } else {
            field.build(toward: goals, on: world, stepCost: stepCost)
          }
          XCTAssertEqual(field.reachedCount, truth.count, c)
          for hex in all {
            XCTAssertEqual(field.cost(of: hex), truth[hex], "\(c) \(hex) perHex \(perHex)")
            guard let path = field.path(from: hex) else { continue }
            XCTAssertTrue(Set(goals).contains(path.hexes.last!), c)
            var total = 0
            for (a, b) in zip(path.hexes, path.hexes.dropFirst()) {
              XCTAssertTrue(neighbors(a).contains(b), "\(c) \(a) → \(b)")
              total += step(a, b) ?? .min
            }
            XCTAssertEqual(total, truth[hex], "\(c) \(hex)")
            if world.wraps {
              // Only canonical hexes are answered for (documented).
              let copy = Hex(q: hex.q + world.width, r: hex.r - world.height)
              XCTAssertNil(field.cost(of: copy), c)
              XCTAssertNil(field.nextHex(after: copy), c)
            }
          }
        }
      }
    }
  }
}

extension HexFlowFieldTests {
  /// A field is a value: rebuilding a copy leaves the original's answers
  /// alone, and each answers as a fresh field built the same way would.
  func testCopiesAreIndependent() {
    let region = Hex.zero.hexagon(radius: 5)
    let cost = terrain(0x4350)
    var original = HexFlowField(region: region)!
    original.build(toward: [Hex(q: 2, r: 0)], cost: cost)
    var copy = original
    copy.build(toward: [Hex(q: -3, r: 1)], cost: cost)
    var first = HexFlowField(region: region)!, second = HexFlowField(region: region)!
    first.build(toward: [Hex(q: 2, r: 0)], cost: cost)
    second.build(toward: [Hex(q: -3, r: 1)], cost: cost)
    for h in region {
      XCTAssertEqual(original.cost(of: h), first.cost(of: h), "\(h)")
      XCTAssertEqual(original.direction(at: h), first.direction(at: h), "\(h)")
      XCTAssertEqual(copy.cost(of: h), second.cost(of: h), "\(h)")
      XCTAssertEqual(copy.direction(at: h), second.direction(at: h), "\(h)")
    }
    XCTAssertEqual(original.reachedCount, first.reachedCount)
    XCTAssertEqual(copy.reachedCount, second.reachedCount)
  }

  /// A rebuild forgets what the last one reached.
  ///
  /// Whether it reached a few hexes (each cleared) or most of the box (all
  /// cleared at once): alternate a field
  /// that reaches the whole radius-6 hexagon (127 hexes) with one behind a
  /// wall ring at distance 2. A wall cannot be entered, but a unit on one
  /// can step off it, so the field reaches the 19 hexes within 2, each at
  /// its distance, and nothing beyond.
  func testRebuildsForgetWhatTheLastOneReached() {
    let region = Hex.zero.hexagon(radius: 6)
    var field = HexFlowField(region: region)!
    let walled: (Hex) -> Int? = { $0.length == 2 ? nil : 1 }
    for round in 0..<3 {
      field.build(toward: [.zero]) { _ in 1 }
      XCTAssertEqual(field.reachedCount, 127, "round \(round)")
      for hex in region { XCTAssertEqual(field.cost(of: hex), hex.length, "round \(round) \(hex)") }
      field.build(toward: [.zero], cost: walled)
      XCTAssertEqual(field.reachedCount, 19, "round \(round)")
      for hex in region {
        XCTAssertEqual(field.cost(of: hex), hex.length <= 2 ? hex.length : nil, "round \(round) \(hex)")
        XCTAssertEqual(field.direction(at: hex) == nil, hex.length == 0 || hex.length > 2, "round \(round) \(hex)")
      }
    }
  }

  func testSmallRebuildsForgetEachOthersHexes() {
    // Two walled pockets, around hexes 10 apart: a hex at distance 2 from
    // the goal cannot be entered, so a build reaches the hexes within 2
    // (those at 2 step into the pocket; none beyond reaches them), 1 + 6 +
    // 12 = 19, as in the test above. The box is 21 × 21 = 441 hexes: 19 is
    // fewer than the 55 a build remembers (an eighth of the box), so each
    // next build clears exactly the last one's hexes.
    let region = Hex.zero.hexagon(radius: 10)
    var field = HexFlowField(region: region)!
    let pockets = [Hex(q: -5, r: 0), Hex(q: 5, r: 0)]
    for round in 0..<4 {
      let center = pockets[round % 2], other = pockets[1 - round % 2]
      field.build(toward: [center]) { $0.distance(to: center) == 2 ? nil : 1 }
      XCTAssertEqual(field.reachedCount, 19, "round \(round)")
      for hex in region {
        let d = hex.distance(to: center)
        XCTAssertEqual(field.cost(of: hex), d <= 2 ? d : nil, "round \(round) \(hex)")
      }
      // The other pocket's hexes, reached by the last build, are forgotten.
      for hex in other.hexagon(radius: 2) { XCTAssertNil(field.direction(at: hex), "round \(round) \(hex)") }
    }
  }

  func testABuildThatThrowsLeavesAFieldTheNextBuildClears() {
    struct Stop: Error {}
    let region = Hex.zero.hexagon(radius: 10)
    var field = HexFlowField(region: region)!
    // The search settles the goal, then asks each settled hex's entry cost
    // once: the fourth hex asked throws, after three were settled.
    var asked = 0
    XCTAssertThrowsError(
      try field.build(toward: [Hex(q: -5, r: 0)]) { _ in
        asked += 1
        if asked == 4 { throw Stop() }
        return 1
      })
    XCTAssertLessThanOrEqual(field.reachedCount, 4)
    // A small build elsewhere: nothing of the interrupted one is left.
    let center = Hex(q: 5, r: 0)
    field.build(toward: [center]) { $0.distance(to: center) == 2 ? nil : 1 }
    for hex in region {
      let d = hex.distance(to: center)
      XCTAssertEqual(field.cost(of: hex), d <= 2 ? d : nil, "\(hex)")
    }
  }
}
