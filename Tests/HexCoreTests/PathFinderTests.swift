import HexCore
import XCTest
import _HexTestSupport

/// Paths and movement ranges: lengths and costs against oracles, edge costs,
/// reusable searches, the bounds on the searches' work, and searches near
/// the coordinate range's edge.
final class PathFinderTests: XCTestCase, CoordinateRangeOracle {
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

  /// Costs near Int.max never overflow; a step
  /// counts at most `maximumStepCost`.
  func testHugeCostsNeverOverflow() {
    let big = HexSearchLimits.maximumStepCost
    XCTAssertEqual(Hex.zero.path(to: Hex(q: 4, r: 0)) { _ in Int.max / 2 }.hexes?.count, 5)
    XCTAssertEqual(Hex.zero.path(to: Hex(q: 3, r: 0)) { _ in Int.max - 1 }.hexes?.count, 4)
    XCTAssertEqual(Hex.zero.path(to: Hex(q: 3, r: 0)) { _, _ in Int.max }.found?.cost, 3 * big)
    XCTAssertEqual(Hex.zero.path(to: Hex(q: 2, r: 0)) { _, _ in Int.min }.found?.cost, 2)
    let range = Hex.zero.movementRange(budget: 3) { _ in Int.max }
    XCTAssertEqual(range.map(\.hex), [.zero])
    XCTAssertEqual(Hex.zero.movementRange(budget: 1 << 30) { _, _ in Int.max }.count, 1)
  }

  /// By default a search gives up after
  /// `defaultMaximumExpansions`, and its bookkeeping grows with the hexes it
  /// touches, not with the region's box.
  func testSearchesAreBoundedInWorkAndMemory() {
    var finder = HexPathFinder()
    XCTAssertEqual(finder.path(from: .zero, to: Hex(q: 1 << 30, r: 0)) { _ in 1 }.failure, .expansionLimitReached)
    // Each expansion touches at most 6 new hexes; the table holds at most
    // twice its entries, plus its first size.
    let expansions = HexSearchLimits.defaultMaximumExpansions
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

  // MARK: Paths against breadth-first search and relaxation to a fixed point

  /// Breadth-first distances from `start` over passable hexes of `region`.
  private func bfs(from start: Hex, in region: HexRegion, passable: (Hex) -> Bool) -> [Hex: Int] {
    var distance: [Hex: Int] = [start: 0]
    var queue = [start], head = 0
    while head < queue.count {
      let hex = queue[head]
      head += 1
      for n in hex.neighbors where region.contains(n) && passable(n) && distance[n] == nil {
        distance[n] = distance[hex]! + 1
        queue.append(n)
      }
    }
    return distance
  }

  func testLengthsMatchBreadthFirstSearchOnRandomMaps() {
    let region = Hex.zero.hexagon(radius: 10)
    withSeededCases(count: 60, seed: 0xA57A_0001) { rng, seeded in
      var blocked = Set<Hex>()
      for hex in region where rng.next() % 4 == 0 { blocked.insert(hex) }
      let start = Hex.random(in: -10...10, using: &rng), goal = Hex.random(in: -10...10, using: &rng)
      blocked.remove(start)
      blocked.remove(goal)
      let passable = { (h: Hex) in !blocked.contains(h) }
      let expected = bfs(from: start, in: region, passable: passable)[goal]
      for bounded in [true, false] {
        let path =
          bounded
          ? start.path(to: goal, within: region, cost: { passable($0) ? 1 : nil }).hexes
          : start.path(to: goal) { region.contains($0) && passable($0) ? 1 : nil }.hexes
        let message = "\(seeded) bounded \(bounded)"
        guard let expected else {
          XCTAssertNil(path, message)
          continue
        }
        guard let path else { return XCTFail(message) }
        XCTAssertEqual(path.count, expected + 1, message)
        XCTAssertEqual(path.first, start, message)
        XCTAssertEqual(path.last, goal, message)
        for (a, b) in zip(path, path.dropFirst()) { XCTAssertTrue(a.isNeighbor(of: b), message) }
        XCTAssertTrue(path.dropFirst().allSatisfy(passable), message)
      }
    }
  }

  func testWeightedCostIsMinimalAgainstDijkstra() {
    let region = Hex.zero.hexagon(radius: 7)
    withSeededCases(count: 40, seed: 0xA57A_0002) { rng, seeded in
      var costs: [Hex: Int] = [:]
      for hex in region { costs[hex] = rng.next() % 6 == 0 ? 0 : 1 + Int(rng.next() % 5) }  // 0 = wall
      let cost = { (h: Hex) -> Int? in costs[h].flatMap { $0 == 0 ? nil : $0 } }
      let start = Hex.random(in: -7...7, using: &rng), goal = Hex.random(in: -7...7, using: &rng)
      // Oracle: relaxation to a fixed point.
      var best: [Hex: Int] = [start: 0]
      var changed = true
      while changed {
        changed = false
        for hex in region where hex != start {
          guard let c = cost(hex) else { continue }
          if let via = hex.neighbors.compactMap({ best[$0] }).min().map({ $0 + c }), via < (best[hex] ?? .max) {
            best[hex] = via
            changed = true
          }
        }
      }
      let path = start.path(to: goal, within: region, cost: cost).hexes
      let message = "\(seeded)"
      if start == goal {
        XCTAssertEqual(path, [start], message)
        return
      }
      guard let expected = best[goal] else {
        XCTAssertNil(path, message)
        return
      }
      guard let path else { return XCTFail(message) }
      XCTAssertEqual(path.dropFirst().reduce(0) { $0 + cost($1)! }, expected, message)
    }
  }

  func testDeterministic() {
    // Walls where 7q + 13r is a multiple of 5; (-6, 3) gives -3 and (6, -3) gives 3.
    let passable = { (h: Hex) in (h.q * 7 + h.r * 13) % 5 != 0 }
    let region = Hex.zero.hexagon(radius: 12)
    let a = Hex(q: -6, r: 3).path(to: Hex(q: 6, r: -3), within: region, cost: { passable($0) ? 1 : nil }).hexes
    XCTAssertNotNil(a)
    for _ in 0..<5 {
      XCTAssertEqual(
        Hex(q: -6, r: 3).path(to: Hex(q: 6, r: -3), within: region, cost: { passable($0) ? 1 : nil }).hexes, a)
      XCTAssertEqual(Hex(q: -6, r: 3).path(to: Hex(q: 6, r: -3), cost: { passable($0) ? 1 : nil }).hexes, a)
    }
  }

  func testUnreachableGoalReturnsNilWithinTheBounds() {
    // The goal is walled in by its six neighbours on an open, unbounded grid.
    let goal = Hex(q: 30, r: 0)
    let walls = Set(goal.neighbors)
    var asked = 0
    let path = Hex.zero.path(to: goal, maximumExpansions: 5_000) {
      asked += 1
      return walls.contains($0) ? nil : 1
    }
    XCTAssertNil(path.found)
    XCTAssertLessThanOrEqual(asked, 6 * 5_001)
    // Found walled in before searching: the goal and its six neighbors are
    // all it asks about.
    XCTAssertEqual(path.failure, .unreachable)
    XCTAssertEqual(asked, 7)
    // With a region, the search ends when the region is exhausted.
    XCTAssertEqual(
      Hex.zero.path(to: goal, within: Hex.zero.hexagon(radius: 40)) { walls.contains($0) ? nil : 1 }.failure,
      .unreachable)
    // A cost bound below the cheapest path's cost: 3 steps needed, 2 allowed.
    XCTAssertEqual(Hex.zero.path(to: Hex(q: 3, r: 0), maximumCost: 2) { _ in 1 }.failure, .unreachable)
    XCTAssertEqual(Hex.zero.path(to: Hex(q: 3, r: 0), maximumCost: 3) { _ in 1 }.hexes?.count, 4)
    // Start or goal outside the region.
    XCTAssertEqual(
      Hex.zero.path(to: Hex(q: 9, r: 0), within: Hex.zero.hexagon(radius: 3)) { _ in 1 }.failure,
      .endpointOutOfBounds)
  }

  func testDocumentationExample() {
    // Round a single wall at (1, 0): 3 steps either way, so 4 hexes.
    let path = Hex.zero.path(to: Hex(q: 3, r: -1)) { $0 == Hex(q: 1, r: 0) ? nil : 1 }.hexes
    XCTAssertEqual(path?.count, 4)
    XCTAssertFalse(path?.contains(Hex(q: 1, r: 0)) ?? true)
    XCTAssertEqual(Hex.zero.path(to: .zero) { (_: Hex) -> Int? in nil }.hexes, [.zero])
  }

  /// A failed search says why.
  ///
  /// A goal in a pocket walled
  /// off within three hexes of it is found unreachable before the search
  /// spends its budget; a larger pocket costs the budget, and says so.
  func testAFailedSearchSaysWhy() {
    let goal = Hex(q: 20, r: -5)
    // The ring of radius 2 round the goal walls in the goal and its six
    // neighbors: looking at those 7 and the 12 walls settles it.
    var asked = 0
    let smallPocket = Hex.zero.path(to: goal) { hex -> Int? in
      asked += 1
      return hex.distance(to: goal) == 2 ? nil : 1
    }
    XCTAssertEqual(smallPocket.failure, .unreachable)
    XCTAssertEqual(asked, 1 + 6 + 12)
    // The ring of radius 5: too big to settle at once, so the search runs
    // out of its expansions on the open map.
    let bigPocket = Hex.zero.path(to: goal, maximumExpansions: 300) { $0.distance(to: goal) == 5 ? nil : 1 }
    XCTAssertEqual(bigPocket.failure, .expansionLimitReached)
    // Inside the small pocket, the start reaches the goal: 2 steps.
    XCTAssertEqual(
      goal.neighbor(in: HexDirection.allCases[0]).path(to: goal.neighbor(in: HexDirection.allCases[3])) {
        $0.distance(to: goal) == 2 ? nil : 1
      }.found?.cost, 2)
    // Unbounded with an open map and a far goal: the budget runs out.
    XCTAssertEqual(
      Hex.zero.path(to: Hex(q: 5_000, r: 0), maximumExpansions: 100) { _ in 1 }.failure, .expansionLimitReached)
    // Costs per step cannot be asked about a hex alone: a walled-in goal
    // costs the budget there.
    XCTAssertEqual(
      Hex.zero.path(to: goal, maximumExpansions: 300) { _, to in to.distance(to: goal) == 1 ? nil : 1 }.failure,
      .expansionLimitReached)
    // `get()` throws the failure; a found path is `.success`.
    XCTAssertThrowsError(try smallPocket.get()) { XCTAssertEqual($0 as? HexSearchFailure, .unreachable) }
    XCTAssertEqual(
      Hex.zero.path(to: Hex(q: 1, r: 0)) { _ in 1 }, .success(HexPath(hexes: [.zero, Hex(q: 1, r: 0)], cost: 1)))
  }

  /// Searches near the range's edge return, and ask their closures about,
  /// hexes in range only: `movementRange(steps: 2)` from a corner of the
  /// range gives its 9 hexes in range, none of the 10 outside.
  func testSearchesKeepToTheRange() {
    for center in centers {
      var asked: [Hex] = []
      let steps = center.movementRange(steps: 2) {
        asked.append($0); return true
      }
      let budget = center.movementRange(budget: 2) {
        asked.append($0); return 1
      }
      let stepped = center.movementRange(budget: 2) { from, to in
        asked.append(from); asked.append(to); return 1
      }
      let seen = center.fieldOfView(radius: 2) {
        asked.append($0); return false
      }
      XCTAssertTrue(asked.allSatisfy(inRange), "\(center) asked outside the range")
      // Brute force: the hexes within 2 of the center that lie in range.
      var expected: Set<Hex> = []
      if inRange(center) {
        for dq in -2...2 {
          for dr in -2...2 where abs(dq) + abs(dr) + abs(dq + dr) <= 4 {
            let hex = Hex(q: center.q + dq, r: center.r + dr)
            if inRange(hex) { expected.insert(hex) }
          }
        }
      }
      for (name, result) in [
        ("steps", steps.hexes), ("budget", budget.hexes), ("stepCost", stepped.hexes), ("fov", seen),
      ] {
        XCTAssertEqual(Set(result), expected, "\(name) from \(center)")
        XCTAssertEqual(Set(result).count, result.count, "\(name) from \(center)")
      }
      // A* along the edge, and to a goal outside the range.
      asked = []
      let target = Hex(q: center.q - 3, r: center.r)
      let path = center.path(to: target) {
        asked.append($0); return 1
      }
      XCTAssertTrue(asked.allSatisfy(inRange), "\(center) A* asked outside the range")
      if inRange(center) && inRange(target) {
        XCTAssertEqual(path.found?.cost, 3, "\(center)")  // the straight way along q stays in range here
        XCTAssertTrue(path.found?.hexes.allSatisfy(inRange) ?? false)
      } else {
        // An endpoint off the plane (outside the range): nothing to search.
        XCTAssertEqual(path.failure, .endpointOutOfBounds, "\(center)")
      }
    }
    // The corner (2³⁰, -2³⁰): 19 hexes within 2 steps on the plane, 9 of
    // them in range (the corner, 3 neighbors and 5 at distance 2).
    XCTAssertEqual(Hex(q: bound, r: -bound).movementRange(steps: 2) { _ in true }.count, 9)
  }
}
