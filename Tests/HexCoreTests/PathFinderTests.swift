import HexCore
import XCTest
import _HexTestSupport

/// Edge costs, reusable searches and the reliability bounds of the searches.
final class PathFinderTests: XCTestCase {
  /// Dijkstra over a region with costs per step, by repeated scans for the
  /// cheapest unsettled hex: slow and obviously right.
  private func dijkstra(
    from start: Hex, in region: HexRegion, stepCost: (Hex, Hex) -> Int?
  ) -> [Hex: Int] {
    var best: [Hex: Int] = [start: 0]
    var settled = Set<Hex>()
    while true {
      guard let (hex, g) = best.filter({ !settled.contains($0.key) }).min(by: { $0.value < $1.value })
      else { break }
      settled.insert(hex)
      for n in hex.neighbors where region.contains(n) {
        guard let c = stepCost(hex, n) else { continue }
        let total = g + max(c, 1)
        if total < best[n] ?? .max { best[n] = total }
      }
    }
    return best
  }

  /// A seeded map of walls and rivers: rivers cost by the side crossed.
  private func randomCosts(_ rng: inout SplitMix64) -> (Hex, Hex) -> Int? {
    var walls = Set<Hex>(), rivers = [Hex: Int]()
    for hex in Hex.zero.hexagon(radius: 7) {
      let roll = rng.next() % 10
      if roll == 0 { walls.insert(hex) } else if roll < 3 { rivers[hex] = Int(rng.next() % 6) }
    }
    return { from, to in
      if walls.contains(to) { return nil }
      // Crossing into a river hex from direction d costs more on some sides.
      guard let side = rivers[to], let d = from.direction(to: to) else { return 1 }
      return d.index == side ? 7 : 2
    }
  }

  func testEdgeCostPathsAndRangesMatchADijkstraOracle() {
    let seed: UInt64 = 0xED6E_C057
    let region = Hex.zero.hexagon(radius: 7)
    var finder = HexPathFinder()
    withSeededCases(count: 40, seed: seed) { rng, seeded in
      let cost = randomCosts(&rng)
      let start = Hex.random(in: -4...4, using: &rng)
      guard region.contains(start) else { return }
      let oracle = dijkstra(from: start, in: region, stepCost: cost)
      let range = start.movementRange(budget: 12) { from, to in region.contains(to) ? cost(from, to) : nil }
      for goal in region {
        let context = "\(seeded) \(start) → \(goal)"
        let found = finder.path(from: start, to: goal, within: region, stepCost: cost)
        XCTAssertEqual(found.found?.cost, oracle[goal], context)
        XCTAssertEqual(start.path(to: goal, within: region, stepCost: cost), found, context)
        if let found = found.found {
          XCTAssertEqual(found.hexes.first, start, context)
          XCTAssertEqual(found.hexes.last, goal, context)
          // The steps are adjacent and add up to the cost.
          var sum = 0
          for (a, b) in zip(found.hexes, found.hexes.dropFirst()) {
            XCTAssertTrue(a.isNeighbor(of: b), context)
            sum += max(cost(a, b) ?? .max, 1)
          }
          XCTAssertEqual(sum, found.cost, context)
        }
        // The movement range knows the same costs within its budget, and a
        // path to each hex it reached whose steps add up to that cost.
        let expected = oracle[goal].flatMap { $0 <= 12 ? $0 : nil }
        XCTAssertEqual(range.cost(of: goal), expected, context)
        if let route = range.path(to: goal) {
          var sum = 0
          for (a, b) in zip(route.hexes, route.hexes.dropFirst()) { sum += max(cost(a, b) ?? .max, 1) }
          XCTAssertEqual(sum, expected, context)
          XCTAssertEqual(route.cost, expected, context)
          XCTAssertEqual(route.hexes.first, start, context)
        }
      }
    }
  }

  /// Reliability issue, item 1: costs near Int.max never overflow; a step
  /// counts at most `maximumStepCost`.
  func testHugeCostsNeverOverflow() {
    let big = HexPathFinder.maximumStepCost
    XCTAssertEqual(Hex.zero.path(to: Hex(q: 4, r: 0)) { _ in Int.max / 2 }.hexes?.count, 5)
    XCTAssertEqual(Hex.zero.path(to: Hex(q: 3, r: 0)) { _ in Int.max - 1 }.hexes?.count, 4)
    XCTAssertEqual(Hex.zero.path(to: Hex(q: 3, r: 0)) { _, _ in Int.max }.found?.cost, 3 * big)
    XCTAssertEqual(Hex.zero.path(to: Hex(q: 2, r: 0)) { _, _ in Int.min }.found?.cost, 2)
    let range = Hex.zero.movementRange(budget: 3) { _ in Int.max }
    XCTAssertEqual(range.map(\.hex), [.zero])
    XCTAssertEqual(Hex.zero.movementRange(budget: 1 << 30) { _, _ in Int.max }.count, 1)
  }

  /// Reliability issue, items 8 and 9: by default a search gives up after
  /// `defaultMaximumExpansions`, and its bookkeeping grows with the hexes it
  /// touches, not with the region's box.
  func testSearchesAreBoundedInWorkAndMemory() {
    var finder = HexPathFinder()
    XCTAssertEqual(finder.path(from: .zero, to: Hex(q: 1 << 30, r: 0)) { _ in 1 }.failure, .budgetExhausted)
    // Each expansion touches at most 6 new hexes; the table holds at most
    // twice its entries, plus its first size.
    let expansions = HexPathFinder.defaultMaximumExpansions
    XCTAssertLessThanOrEqual(finder._slotCount, 4 * (6 * expansions + 64))
    // A walled-off goal: the same bound, and found unreachable at once.
    XCTAssertEqual(
      finder.path(from: .zero, to: Hex(q: 5, r: 0)) { $0.distance(to: Hex(q: 5, r: 0)) == 1 ? nil : 1 }.failure,
      .unreachable)
    XCTAssertLessThanOrEqual(finder._slotCount, 4 * (6 * expansions + 64))
    // One step within a 4096 × 4096 region touches a handful of hexes.
    var small = HexPathFinder()
    let huge = HexRegion(q: 0...4095, r: -4095...0, s: 0...0)
    XCTAssertNotNil(small.path(from: .zero, to: Hex(q: 1, r: -1), within: huge) { _ in 1 }.found)
    XCTAssertLessThanOrEqual(small._slotCount, 64)
    var hexagon = HexPathFinder()
    XCTAssertEqual(
      hexagon.path(from: .zero, to: Hex(q: 1, r: -1), within: Hex.zero.hexagon(radius: 2047)) { _ in 1 }.found?.cost, 1)
    XCTAssertLessThanOrEqual(hexagon._slotCount, 64)
  }

  /// A reused finder gives the same answers as fresh searches, in any order.
  func testAReusedFinderMatchesFreshSearches() {
    let seed: UInt64 = 0x5245_5553
    var finder = HexPathFinder()
    withSeededCases(count: 200, seed: seed) { rng, seeded in
      let i = seeded.index
      let start = Hex.random(in: -30...30, using: &rng), goal = Hex.random(in: -30...30, using: &rng)
      let walls = rng.next() % 5
      let cost: (Hex) -> Int? = { ($0.q &* 7 &+ $0.r &* 13) % 5 == Int(walls) && $0 != goal ? nil : 1 }
      let region: HexRegion? = i % 3 == 0 ? nil : Hex.zero.hexagon(radius: 40 + i % 300)
      let fresh = start.path(to: goal, within: region, cost: cost)
      XCTAssertEqual(
        finder.path(from: start, to: goal, within: region, cost: cost), fresh, "\(seeded)")
    }
  }

  /// Each step cost is asked once per step considered; each hex cost once
  /// per hex.
  func testCostsAreAskedOncePerHexOrStep() {
    var asked = [Hex: Int]()
    _ = Hex.zero.path(to: Hex(q: 6, r: -3)) { hex -> Int? in
      asked[hex, default: 0] += 1
      return 1
    }
    XCTAssertEqual(asked.values.max(), 1)
    var steps = [[Hex]: Int]()
    _ = Hex.zero.movementRange(budget: 4) { from, to -> Int? in
      steps[[from, to], default: 0] += 1
      return 1
    }
    XCTAssertEqual(steps.values.max(), 1)
  }

  func testMovementRangeEdgeCases() {
    XCTAssertEqual(Hex.zero.movementRange(budget: -1) { _, _ in 1 }.count, 0)
    let one = Hex(q: 3, r: 3).movementRange(budget: 0) { _, _ in 1 }
    XCTAssertEqual(one.map(\.hex), [Hex(q: 3, r: 3)])
    XCTAssertEqual(one.path(to: Hex(q: 3, r: 3)), HexPath(hexes: [Hex(q: 3, r: 3)], cost: 0))
    XCTAssertNil(one.path(to: .zero))
    XCTAssertNil(one.cost(of: .zero))
    // By hand: budget 3, every step 1 except into (1, 0), which costs 3.
    // (1, 0) is reached directly at 3 or round via (1, -1) at 2 + 1 = 3:
    // the direct step settles first (neighbors in direction order).
    let r = Hex.zero.movementRange(budget: 3) { _, to in to == Hex(q: 1, r: 0) ? 3 : 1 }
    XCTAssertEqual(r.cost(of: Hex(q: 1, r: 0)), 3)
    XCTAssertEqual(r.path(to: Hex(q: 1, r: 0))?.hexes.count, 2)
    // (3, 0) is 3 steps away only through (1, 0): 3 + 1 + 1 = 5 > 3, and
    // every way round is at least 4 steps; the other 36 hexes within 3 are in.
    XCTAssertNil(r.cost(of: Hex(q: 3, r: 0)))
    XCTAssertEqual(r.count, Hex.zero.hexagon(radius: 3).count - 1)
  }
}
