// W9–W10: movement range and A*.

import HexCore
import HexLayoutEngine
import _HexTestSupport

extension Bench {
  func addSearchBenchmarks() {
    let mapRegion = Hex.zero.hexagon(radius: 100)
    /// W9/W10's map: obstacles where (7q + 13r) mod 5 == 0, except the origin.
    func isOpen(_ h: Hex) -> Bool {
      guard mapRegion.contains(h) else { return false }
      let m = (7 &* h.q &+ 13 &* h.r) % 5
      return h == .zero || (m + 5) % 5 != 0
    }
    let reachable = Hex.zero.movementRange(steps: 60, isPassable: isOpen).count
    run(
      "W9", "movement range within 60 steps (radius-100 map)", items: reachable, unit: "ns/hex",
      target: "≤ 40 ns per reachable hex", limit: 40
    ) {
      Hex.zero.movementRange(steps: 60, isPassable: isOpen).count
    }
    addBaseline("W9", items: reachable) { articleMovementRange(from: .zero, steps: 60, isOpen: isOpen) }

    func firstOpen(_ h: Hex) -> Hex { isOpen(h) ? h : h.neighbors.first(where: isOpen) ?? h }
    let from = firstOpen(Hex(q: -90, r: 45)), to = firstOpen(Hex(q: 90, r: -45))
    run(
      "W10", "A* from (−90,45) to (90,−45) on that map", items: 1, unit: "ns/path", target: "≤ 200 µs per path",
      limit: 200_000
    ) {
      ((try? from.path(to: to, within: mapRegion, cost: { isOpen($0) ? 1 : nil }).get())?.hexes.count ?? 0) - 1
    }
    addBaseline("W10", items: 1) { articleAStar(from: from, to: to, isOpen: isOpen) }
    var finder = HexPathFinder()
    let queries = quick ? 10 : 100
    run(
      "W10r", "the same, \(queries) paths through one reused HexPathFinder", items: queries, unit: "ns/path",
      target: "≥ 2× W10 of 38896d2"
    ) {
      var sum = 0
      for _ in 0..<queries {
        sum &+=
          ((try? finder.path(from: from, to: to, within: mapRegion) { isOpen($0) ? 1 : nil }.get())?.hexes.count ?? 0)
          - 1
      }
      return sum
    }

    // W9c/W10c: the same workloads on a cylinder, 200 columns by 100 rows
    // (odd-q), starting by the seam so that the searches cross it.
    let world = HexCylinder(rows: 100, columns: 200, kind: .oddQ)!
    func at(_ row: Int, _ col: Int) -> Hex { Hex(OffsetCoordinate(row: row, col: col), kind: .oddQ) }
    /// The same obstacles, on the map's own hexes.
    func isOpenOnWorld(_ h: Hex) -> Bool {
      let m = (7 &* h.q &+ 13 &* h.r) % 5
      return (m + 5) % 5 != 0
    }
    func firstOpenOnWorld(_ h: Hex) -> Hex {
      isOpenOnWorld(h) ? h : world.neighbors(of: h).first(where: isOpenOnWorld)!
    }
    let seamStart = firstOpenOnWorld(at(50, 0))
    let wrappedReachable = seamStart.movementRange(steps: 60, on: world, isPassable: isOpenOnWorld).count
    run(
      "W9c", "movement range within 60 steps across a cylinder's seam (200×100)", items: wrappedReachable,
      unit: "ns/hex", target: "≤ 40 ns per reachable hex", limit: 40
    ) {
      seamStart.movementRange(steps: 60, on: world, isPassable: isOpenOnWorld).count
    }
    addBaseline("W9c", items: wrappedReachable) {
      wrappedBreadthFirst(on: world, from: seamStart, to: nil, steps: 60, isOpen: isOpenOnWorld)
    }
    // 90 columns apart across the seam, 110 the other way.
    let west = firstOpenOnWorld(at(10, 150)), east = firstOpenOnWorld(at(90, 40))
    run(
      "W10c", "A* on that cylinder, the short way across the seam", items: 1, unit: "ns/path",
      target: "≤ 1 ms per path (4688 hexes touched)", limit: 1_000_000
    ) {
      ((try? west.path(to: east, on: world, cost: { isOpenOnWorld($0) ? 1 : nil }).get())?.hexes.count ?? 0) - 1
    }
    addBaseline("W10c", items: 1) {
      wrappedBreadthFirst(on: world, from: west, to: east, steps: .max, isOpen: isOpenOnWorld)
    }

    // W11/W12: a flow field toward the W10 goal over the W9 map, then units
    // steering by it: one step each for 10,000 units (W12), against one A*
    // per unit through a reused HexPathFinder (the baseline, per unit). The
    // checksum is the remaining cost plus one, tie-free: the field's costs
    // must equal A*'s.
    var field = HexFlowField(region: mapRegion)!
    let fieldCost: (Hex) -> Int? = { isOpen($0) ? 1 : nil }
    let fieldReach = selected("W11", "flow field") || selected("W12", "units steering") ? mapRegion.count : 0
    run("W11", "flow field toward one goal over the W9 map", items: fieldReach, unit: "ns/hex", target: "(no target)") {
      field.build(toward: [to], cost: fieldCost)
      return field.reachedCount
    }
    let unitCount = quick ? 1_000 : 10_000
    var unitGenerator = SplitMix64(seed: 0x4632)
    let units = (0..<unitCount).map { _ in firstOpen(Hex.random(in: -60...60, using: &unitGenerator)) }
    if selected("W12", "units steering") {
      field.build(toward: [to], cost: fieldCost)
    }
    run(
      "W12", "\(unitCount) units steering one step by the field", items: unitCount, unit: "ns/unit",
      target: "≥ 1000× the baseline (one A* per unit)"
    ) {
      var sum = 0
      for unit in units { sum &+= field.nextHex(after: unit).flatMap { field.cost(of: $0) }.map { $0 + 1 } ?? 0 }
      return sum
    }
    addBaseline("W12", items: units.count) {
      var sum = 0
      for unit in units {
        guard let path = try? finder.path(from: unit, to: to, within: mapRegion, cost: fieldCost).get() else {
          continue
        }
        sum &+= path.hexes.count > 1 ? path.cost : 0
      }
      return sum
    }
  }
}

/// The baseline of W9c and W10c: breadth-first search over a dictionary.
///
/// Neighbors come from `HexCylinder.neighbors(of:)`. Returns the number of hexes within `steps`
/// (no goal), or the steps to `goal` (-1 when unreachable): the checksums
/// of W9c and W10c.
func wrappedBreadthFirst(on world: HexCylinder, from start: Hex, to goal: Hex?, steps: Int, isOpen: (Hex) -> Bool)
  -> Int
{
  var seen: [Hex: Int] = [start: 0]
  var frontier = [start]
  var step = 0
  while !frontier.isEmpty && step < steps {
    step += 1
    var next: [Hex] = []
    for hex in frontier {
      for neighbor in world.neighbors(of: hex) where seen[neighbor] == nil && isOpen(neighbor) {
        seen[neighbor] = step
        if neighbor == goal { return step }
        next.append(neighbor)
      }
    }
    frontier = next
  }
  return goal == nil ? seen.count : -1
}
