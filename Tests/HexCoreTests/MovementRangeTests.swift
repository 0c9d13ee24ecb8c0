import HexCore
import XCTest
import _HexTestSupport

final class MovementRangeTests: XCTestCase {
  /// A wall along q = 1 (all r) with one gap at r = -3; the start at the origin.
  func testWallWithOneGap() {
    let gap = Hex(q: 1, r: -3)
    let passable = { (h: Hex) in h.q != 1 || h == gap }
    // Through the gap: (0,0) → (0,-1) → (0,-2) → (1,-3) is 3 steps, then (2,-3) is 4.
    let four = Set(Hex.zero.movementRange(steps: 4, isPassable: passable).hexes)
    XCTAssertTrue(four.contains(gap))
    XCTAssertTrue(four.contains(Hex(q: 2, r: -3)))
    XCTAssertFalse(four.contains(Hex(q: 2, r: -1)))  // 2 away as the crow flies, 6 round the wall
    XCTAssertFalse(four.contains(where: { $0.q >= 1 && $0 != gap && $0.distance(to: gap) > 1 }))
    let two = Set(Hex.zero.movementRange(steps: 2, isPassable: passable).hexes)
    XCTAssertFalse(two.contains(gap))
    XCTAssertTrue(two.allSatisfy { $0.q <= 0 })
  }

  func testEnclosedStart() {
    let range = Hex(q: 5, r: 5).movementRange(steps: 10) { _ in false }.hexes
    XCTAssertEqual(range, [Hex(q: 5, r: 5)])
    XCTAssertEqual(Hex.zero.movementRange(steps: -1) { _ in true }.hexes, [])
    XCTAssertEqual(Hex.zero.movementRange(steps: 0) { _ in true }.hexes, [.zero])
  }

  func testOpenGridIsTheHexagon() {
    let range = Hex(q: -4, r: 9).movementRange(steps: 6) { _ in true }.hexes
    XCTAssertEqual(Set(range), Set(Hex(q: -4, r: 9).hexagon(radius: 6)))
    // Breadth-first: distances never decrease.
    let distances = range.map { $0.distance(to: Hex(q: -4, r: 9)) }
    XCTAssertEqual(distances, distances.sorted())
  }

  /// Against brute force: the hexes within N that a flood fill over passable
  /// hexes (ignoring the step limit) reaches by a path of at most N steps.
  func testMatchesBruteForceOnRandomMaps() {
    withSeededCases(count: 40, seed: 0x4D0F_E001) { rng, seeded in
      let iteration = seeded.index
      let steps = Int(rng.next() % 7)
      var blocked = Set<Hex>()
      for hex in Hex.zero.hexagon(radius: 8) where rng.next() % 3 == 0 { blocked.insert(hex) }
      blocked.remove(.zero)
      let fast = Set(Hex.zero.movementRange(steps: steps) { !blocked.contains($0) }.hexes)
      // Brute force: relax step counts to a fixed point over the radius-N hexagon.
      var best: [Hex: Int] = [.zero: 0]
      var changed = true
      while changed {
        changed = false
        for hex in Hex.zero.hexagon(radius: steps) where !blocked.contains(hex) && hex != .zero {
          let via = hex.neighbors.compactMap { best[$0] }.min().map { $0 + 1 }
          if let via, via <= steps, via < (best[hex] ?? .max) {
            best[hex] = via
            changed = true
          }
        }
      }
      XCTAssertEqual(fast, Set(best.keys), "seed 0x4D0FE001 iteration \(iteration)")
    }
  }

  func testWeightedRangeMatchesDijkstraByRelaxation() {
    withSeededCases(count: 30, seed: 0x4D0F_E002) { rng, seeded in
      let iteration = seeded.index
      let budget = Int(rng.next() % 9)
      var costs: [Hex: Int?] = [:]
      for hex in Hex.zero.hexagon(radius: 9) {
        costs[hex] = rng.next() % 5 == 0 ? nil : Int(rng.next() % 4)  // 0 counts as 1
      }
      let cost = { (h: Hex) -> Int? in costs[h] ?? 1 }
      let fast = Hex.zero.movementRange(budget: budget, cost: cost)
      // Bellman-Ford style relaxation as the oracle.
      var best: [Hex: Int] = [.zero: 0]
      var changed = true
      while changed {
        changed = false
        for hex in Hex.zero.hexagon(radius: budget) where hex != .zero {
          guard let c = cost(hex) else { continue }
          let via = hex.neighbors.compactMap { best[$0] }.min().map { $0 + max(c, 1) }
          if let via, via <= budget, via < (best[hex] ?? .max) {
            best[hex] = via
            changed = true
          }
        }
      }
      XCTAssertEqual(
        Dictionary(uniqueKeysWithValues: fast.map { ($0.hex, $0.cost) }), best,
        "seed 0x4D0FE002 iteration \(iteration)")
      XCTAssertEqual(fast.map(\.cost), fast.map(\.cost).sorted())
      XCTAssertEqual(fast.first?.hex, .zero)
    }
  }

  func testRoadExample() {
    // Roads (r = 0) cost 1, the rest 3; budget 4.
    let reach = Hex.zero.movementRange(budget: 4) { $0.r == 0 ? 1 : 3 }
    let costs = Dictionary(uniqueKeysWithValues: reach.map { ($0.hex, $0.cost) })
    XCTAssertEqual(costs[Hex(q: 4, r: 0)], 4)  // four road steps
    XCTAssertEqual(costs[Hex(q: 0, r: 1)], 3)  // one field step
    XCTAssertEqual(costs[Hex(q: 1, r: 1)], 4)  // road 1 + field 3
    XCTAssertNil(costs[Hex(q: 0, r: 2)])  // 6
  }

  /// Every `movementRange` takes the `within:` region of
  /// `path`, and a start outside it gives an empty range.
  func testEveryMovementRangeStaysWithinItsRegion() {
    // Open ground cut to the radius-2 hexagon: its 3·2·3 + 1 = 19 hexes,
    // however far the steps or budget would go.
    let hexagon = Hex.zero.hexagon(radius: 2)
    XCTAssertEqual(Set(Hex.zero.movementRange(steps: 5, within: hexagon) { _ in true }.hexes), Set(hexagon))
    XCTAssertEqual(Set(Hex.zero.movementRange(budget: 5, within: hexagon) { _ in 1 }.hexes), Set(hexagon))
    XCTAssertEqual(Set(Hex.zero.movementRange(budget: 5, within: hexagon) { _, _ in 1 }.hexes), Set(hexagon))
    // A one-row strip q in 0...3: the costs are the distances 0, 1, 2, 3.
    let strip = HexRegion(q: 0...3, r: 0...0, s: -3...0)
    let row = Hex.zero.movementRange(budget: 10, within: strip) { _ in 1 }
    XCTAssertEqual(row.map(\.hex), (0...3).map { Hex(q: $0, r: 0) })
    XCTAssertEqual(row.map(\.cost), [0, 1, 2, 3])
    XCTAssertEqual(row.path(to: Hex(q: 3, r: 0)), HexPath(hexes: (0...3).map { Hex(q: $0, r: 0) }, cost: 3))
    XCTAssertEqual(Hex.zero.movementRange(steps: 10, within: strip) { _ in true }.count, 4)
    // A start outside the region.
    XCTAssertTrue(Hex(q: 9, r: 0).movementRange(steps: 3, within: hexagon) { _ in true }.isEmpty)
    XCTAssertTrue(Hex(q: 9, r: 0).movementRange(budget: 3, within: hexagon) { _ in 1 }.isEmpty)
    XCTAssertTrue(Hex(q: 9, r: 0).movementRange(budget: 3, within: hexagon) { _, _ in 1 }.isEmpty)
  }

  /// A range by steps is the range by cost with every passable hex costing
  /// 1, as documented: the same hexes in the same order, the same costs and
  /// the same paths (the range by steps works its parents out when asked,
  /// the other records them).
  func testStepsRangeIsTheUnitCostRange() {
    withSeededCases(count: 60, seed: 0x5354_4550) { rng, seeded in
      let steps = Int(rng.next() % 9)
      var blocked = Set<Hex>()
      for hex in Hex.zero.hexagon(radius: 9) where rng.next() % 3 == 0 { blocked.insert(hex) }
      let region: HexRegion? = seeded.index % 2 == 0 ? nil : Hex(q: 1, r: -1).hexagon(radius: 5)
      let bySteps = Hex.zero.movementRange(steps: steps, within: region) { !blocked.contains($0) }
      let byCost = Hex.zero.movementRange(budget: steps, within: region) { blocked.contains($0) ? nil : 1 }
      XCTAssertEqual(bySteps.map(\.hex), byCost.map(\.hex), "\(seeded)")
      XCTAssertEqual(bySteps.map(\.cost), byCost.map(\.cost), "\(seeded)")
      for (hex, cost) in byCost {
        XCTAssertEqual(bySteps.cost(of: hex), cost, "\(seeded) \(hex)")
        XCTAssertEqual(bySteps.path(to: hex), byCost.path(to: hex), "\(seeded) \(hex)")
      }
      XCTAssertNil(bySteps.path(to: Hex(q: 40, r: 0)), "\(seeded)")
    }
  }

  /// Memory follows the hexes reached: a boxed-in start with a huge step
  /// count keeps a small index, not one over its box.
  func testABoxedInRangeReadsBackItsHexes() {
    let range = Hex.zero.movementRange(steps: 200) { $0.distance(to: .zero) <= 1 }
    XCTAssertEqual(range.count, 7)  // the start and its six neighbors
    XCTAssertEqual(range.cost(of: Hex(q: 1, r: 0)), 1)
    XCTAssertNil(range.cost(of: Hex(q: 2, r: 0)))
    XCTAssertEqual(range.path(to: Hex(q: 0, r: 1)), HexPath(hexes: [.zero, Hex(q: 0, r: 1)], cost: 1))
  }

  /// An open plane has no end, so every range stops after its expansions.
  ///
  /// That is `maximumExpansions`, 2¹⁶ by default as for A*; the range says
  /// it was cut. The largest hexagon of at most 2¹⁶ hexes has radius 147: 3·147·148 + 1 =
  /// 65,269, while radius 148 has 3·148·149 + 1 = 66,157.
  func testAnOpenPlaneStopsAtTheDefaultExpansions() {
    XCTAssertEqual(HexSearchLimits.defaultMaximumExpansions, 65_536)
    let hexagon147 = Set(Hex.zero.hexagon(radius: 147))
    XCTAssertEqual(hexagon147.count, 65_269)
    // Budgets a slider can reach (3,000 would be 27,009,001 hexes) and
    // beyond: each gives the complete range of 147.
    let ranges = [
      Hex.zero.movementRange(steps: 1 << 30) { _ in true },
      Hex.zero.movementRange(steps: Int.max) { _ in true },
      Hex.zero.movementRange(budget: 3_000) { _ in 1 },
      Hex.zero.movementRange(budget: Int.max) { _, _ in 1 },
    ]
    for (i, range) in ranges.enumerated() {
      XCTAssertEqual(range.failure, .expansionLimitReached, "\(i)")
      XCTAssertEqual(range.count, 65_269, "\(i)")
      XCTAssertEqual(range.last?.cost, 147, "\(i)")
      XCTAssertEqual(Set(range.hexes), hexagon147, "\(i)")
    }
    // The documented example.
    let open = Hex.zero.movementRange(budget: 1_000) { _ in 1 }
    XCTAssertEqual(open.failure, .expansionLimitReached)
    XCTAssertEqual(open.last?.cost, 147)
    // Exactly 2¹⁶ hexes fit: a range of radius 147 is not cut.
    XCTAssertNil(Hex.zero.movementRange(steps: 147) { _ in true }.failure)
    XCTAssertNil(Hex.zero.movementRange(budget: 147) { _ in 1 }.failure)
    // Raised, the bound lets the range of 148 through (66,157 hexes).
    let raised = Hex.zero.movementRange(steps: 148, maximumExpansions: 66_157) { _ in true }
    XCTAssertNil(raised.failure)
    XCTAssertEqual(raised.count, 66_157)
    XCTAssertEqual(Hex.zero.movementRange(steps: 148, maximumExpansions: 66_156) { _ in true }.count, 65_269)
  }

  /// A range cut short is the complete range of the budget of its last
  /// hex: the same hexes in the same order, at the same costs, with the same
  /// paths, checked against a search with room to spare on random maps; and
  /// it is cut exactly when the full range has more than
  /// `maximumExpansions` hexes.
  func testACutRangeIsTheCompleteRangeOfASmallerBudget() {
    withSeededCases(count: 80, seed: 0x4355_5452) { rng, seeded in
      var blocked = Set<Hex>()
      var costs: [Hex: Int] = [:]
      for hex in Hex.zero.hexagon(radius: 12) {
        if rng.next() % 4 == 0 { blocked.insert(hex) }
        costs[hex] = Int(rng.next() % 4) + 1
      }
      let budget = Int(rng.next() % 12)
      let limit = Int(rng.next() % 120)  // 0 counts as 1
      let region: HexRegion? = seeded.index % 3 == 0 ? Hex(q: 2, r: -1).hexagon(radius: 6) : nil
      let perHex: (Hex) -> Int? = { blocked.contains($0) ? nil : costs[$0] ?? 1 }
      let perStep: (Hex, Hex) -> Int? = { from, to in blocked.contains(to) ? nil : (from.q + 2 * to.r) & 3 }
      let passable: (Hex) -> Bool = { !blocked.contains($0) }
      let ranges = [
        (
          Hex.zero.movementRange(budget: budget, within: region, maximumExpansions: limit, cost: perHex),
          { (b: Int) in Hex.zero.movementRange(budget: b, within: region, maximumExpansions: .max, cost: perHex) }
        ),
        (
          Hex.zero.movementRange(budget: budget, within: region, maximumExpansions: limit, stepCost: perStep),
          { (b: Int) in
            Hex.zero.movementRange(budget: b, within: region, maximumExpansions: .max, stepCost: perStep)
          }
        ),
        (
          Hex.zero.movementRange(steps: budget, within: region, maximumExpansions: limit, isPassable: passable),
          { (b: Int) in
            Hex.zero.movementRange(steps: b, within: region, maximumExpansions: .max, isPassable: passable)
          }
        ),
      ]
      for (kind, (cut, full)) in ranges.enumerated() {
        let whole = full(budget)
        XCTAssertEqual(cut.failure == nil, whole.count <= max(limit, 1), "\(seeded) kind \(kind)")
        XCTAssertLessThanOrEqual(cut.count, max(limit, 1), "\(seeded) kind \(kind)")
        XCTAssertEqual(cut.first?.hex, .zero, "\(seeded) kind \(kind)")
        let oracle = cut.failure == nil ? whole : full(cut.last!.cost)
        XCTAssertEqual(cut.map(\.hex), oracle.map(\.hex), "\(seeded) kind \(kind)")
        XCTAssertEqual(cut.map(\.cost), oracle.map(\.cost), "\(seeded) kind \(kind)")
        for (hex, cost) in oracle {
          XCTAssertEqual(cut.cost(of: hex), cost, "\(seeded) kind \(kind) \(hex)")
          XCTAssertEqual(cut.path(to: hex), oracle.path(to: hex), "\(seeded) kind \(kind) \(hex)")
        }
        // A hex of the full range left out is looked up as out of range.
        for (hex, _) in whole where !oracle.contains(hex) {
          XCTAssertNil(cut.cost(of: hex), "\(seeded) kind \(kind) \(hex)")
          XCTAssertNil(cut.path(to: hex), "\(seeded) kind \(kind) \(hex)")
        }
      }
    }
  }

  /// A range by steps cut short is the range by unit costs cut short: both
  /// count the same hexes against the same bound.
  func testStepsAndUnitCostsAreCutAlike() {
    for limit in [1, 2, 6, 7, 8, 18, 19, 20, 100, 1_000] {
      let bySteps = Hex.zero.movementRange(steps: 30, maximumExpansions: limit) { $0.q != 2 }
      let byCost = Hex.zero.movementRange(budget: 30, maximumExpansions: limit) { $0.q != 2 ? 1 : nil }
      XCTAssertEqual(bySteps.map(\.hex), byCost.map(\.hex), "\(limit)")
      XCTAssertEqual(bySteps.map(\.cost), byCost.map(\.cost), "\(limit)")
      XCTAssertEqual(bySteps.failure, byCost.failure, "\(limit)")
    }
    // Hand-counted on open ground: 1 hex within 0 steps, 7 within 1, 19
    // within 2. A bound of 7 keeps radius 1 whole and complete for 1 step;
    // a bound of 6 cuts it to the start alone; 0 counts as 1.
    XCTAssertNil(Hex.zero.movementRange(steps: 1, maximumExpansions: 7) { _ in true }.failure)
    XCTAssertEqual(Hex.zero.movementRange(steps: 2, maximumExpansions: 7) { _ in true }.count, 7)
    XCTAssertEqual(Hex.zero.movementRange(steps: 2, maximumExpansions: 18) { _ in true }.count, 7)
    XCTAssertEqual(Hex.zero.movementRange(steps: 2, maximumExpansions: 19) { _ in true }.count, 19)
    XCTAssertEqual(Hex.zero.movementRange(steps: 1, maximumExpansions: 6) { _ in true }.hexes, [.zero])
    for limit in [0, -1, Int.min] {
      let start = Hex.zero.movementRange(budget: 5, maximumExpansions: limit) { _ in 1 }
      XCTAssertEqual(start.hexes, [.zero], "\(limit)")
      XCTAssertEqual(start.failure, .expansionLimitReached, "\(limit)")
      // Nothing beyond the start within budget 0: complete.
      XCTAssertNil(Hex.zero.movementRange(steps: 0, maximumExpansions: limit) { _ in true }.failure)
    }
  }
}
