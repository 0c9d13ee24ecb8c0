import HexCore
import XCTest
import _HexTestSupport

final class PathfindingTests: XCTestCase {
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
          ? start.path(to: goal, within: region, isPassable: passable).hexes
          : start.path(to: goal) { region.contains($0) && passable($0) }.hexes
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
    let a = Hex(q: -6, r: 3).path(to: Hex(q: 6, r: -3), within: region, isPassable: passable).hexes
    XCTAssertNotNil(a)
    for _ in 0..<5 {
      XCTAssertEqual(Hex(q: -6, r: 3).path(to: Hex(q: 6, r: -3), within: region, isPassable: passable).hexes, a)
      XCTAssertEqual(Hex(q: -6, r: 3).path(to: Hex(q: 6, r: -3), isPassable: passable).hexes, a)
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
      Hex.zero.path(to: Hex(q: 9, r: 0), within: Hex.zero.hexagon(radius: 3)) { _ in 1 }.failure, .unreachable)
  }

  func testDocumentationExample() {
    // Round a single wall at (1, 0): 3 steps either way, so 4 hexes.
    let path = Hex.zero.path(to: Hex(q: 3, r: -1)) { $0 == Hex(q: 1, r: 0) ? nil : 1 }.hexes
    XCTAssertEqual(path?.count, 4)
    XCTAssertFalse(path?.contains(Hex(q: 1, r: 0)) ?? true)
    XCTAssertEqual(Hex.zero.path(to: .zero) { (_: Hex) -> Int? in nil }.hexes, [.zero])
  }

  /// Issue 23, item 3: a failed search says why.
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
    XCTAssertEqual(bigPocket.failure, .budgetExhausted)
    // Inside the small pocket, the start reaches the goal: 2 steps.
    XCTAssertEqual(
      goal.neighbor(in: HexDirection.allCases[0]).path(to: goal.neighbor(in: HexDirection.allCases[3])) {
        $0.distance(to: goal) == 2 ? nil : 1
      }.found?.cost, 2)
    // Unbounded with an open map and a far goal: the budget runs out.
    XCTAssertEqual(Hex.zero.path(to: Hex(q: 5_000, r: 0), maximumExpansions: 100) { _ in 1 }.failure, .budgetExhausted)
    // Costs per step cannot be asked about a hex alone: a walled-in goal
    // costs the budget there.
    XCTAssertEqual(
      Hex.zero.path(to: goal, maximumExpansions: 300) { _, to in to.distance(to: goal) == 1 ? nil : 1 }.failure,
      .budgetExhausted)
    // `get()` throws the failure; a found path is `.success`.
    XCTAssertThrowsError(try smallPocket.get()) { XCTAssertEqual($0 as? HexSearchFailure, .unreachable) }
    XCTAssertEqual(
      Hex.zero.path(to: Hex(q: 1, r: 0)) { _ in 1 }, .success(HexPath(hexes: [.zero, Hex(q: 1, r: 0)], cost: 1)))
  }
}
