// Fuzz harness: movement ranges, A*, field of view, HexMap and wraparound
// on small maps drawn from the input. Checks what each promises: ranges
// within their bounds, each hex reached from one listed before it, paths adjacent, passable
// and no shorter than the distance, sight including the viewer and
// symmetric, map indices a bijection, wrapping idempotent and in the map;
// searches on small cylinders and wraparound maps (near the origin or
// against the range's edge, so across every seam) canonical, at the costs
// of a breadth-first oracle over the maps' neighbors (wrapped by hand on a
// wraparound map), and sight on a wraparound map as at the origin.
import HexCore

/// libFuzzer's entry point: runs one input, trapping on a broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAlgorithms(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let center = Hex(q: input.coordinate() % (1 << 29), r: input.coordinate() % (1 << 29))
  guard center.isInCoordinateRange else { return 0 }
  // A map of radius 6 around the center with a random wall pattern.
  let pattern = input.uint64()
  func blocked(_ h: Hex) -> Bool {
    let d = h - center
    let bit = UInt64(truncatingIfNeeded: (d.q &* 7 &+ d.r &* 13) & 63)
    return h != center && (pattern >> bit) & 1 == 1
  }
  let steps = input.int(upTo: 8) - 1
  let range = center.movementRange(steps: steps) { !blocked($0) }.hexes
  check(steps < 0 ? range.isEmpty : range.first == center, "movement range start")
  check(Set(range).count == range.count, "movement range repeats a hex")
  let distances = range.map { $0.distance(to: center) }
  var earlier = Set<Hex>()
  for hex in range {
    check(hex == center || hex.neighbors.contains(where: earlier.contains), "reached \(hex) from nowhere")
    earlier.insert(hex)
  }
  check(range.allSatisfy { $0 == center || !blocked($0) }, "movement range entered a wall")
  check(distances.allSatisfy { $0 <= max(steps, 0) }, "movement range beyond its steps")

  let budget = input.int(upTo: 10) - 1
  let weighted = center.movementRange(budget: budget) { blocked($0) ? nil : Int(input.byte() % 4) }
  check(weighted.allSatisfy { $0.cost <= budget && $0.cost >= $0.hex.distance(to: center) }, "weighted costs")

  let goal = center + Hex(q: input.int(upTo: 12) - 6, r: input.int(upTo: 12) - 6)
  let region = center.hexagon(radius: 6)
  // Bound the work on huge inputs: the memory check below needs small bounds.
  if let path = (try? center.path(to: goal, within: region, maximumExpansions: 500) { blocked($0) ? nil : 1 }.get())?
    .hexes
  {
    check(path.first == center && path.last == goal, "path ends")
    check(zip(path, path.dropFirst()).allSatisfy { $0.isNeighbor(of: $1) }, "path steps not adjacent")
    check(
      path.dropFirst().allSatisfy { !blocked($0) && region.contains($0) }, "path through a wall or out of its region")
    check(path.count - 1 >= center.distance(to: goal), "path shorter than the distance")
  } else {
    check(goal != center, "no path to itself")
  }

  // Costs from the input, anywhere in Int: no sum may overflow or trap, and
  // a path costs between its steps and its steps times the largest step.
  let stepCosts = (0..<6).map { _ in input.int() }
  var finder = HexPathFinder()
  let bound = input.int(upTo: 2_000) + 1
  // A region that may be huge: memory must follow the search, not the box.
  let span = input.int(upTo: 1 << 20)
  let bigRegion = HexRegion(
    q: (center.q - span)...(center.q + span), r: (center.r - span)...(center.r + span),
    s: (center.s - span)...(center.s + span))
  if case .success(let found) = finder.path(
    from: center, to: goal, within: bigRegion, maximumExpansions: bound,
    stepCost: { from, to in blocked(to) ? nil : stepCosts[from.direction(to: to)!.index] })
  {
    let steps = found.hexes.count - 1
    check(
      found.cost >= steps && found.cost <= steps * HexSearchLimits.maximumStepCost,
      "path cost \(found.cost) for \(steps) steps")
    check(zip(found.hexes, found.hexes.dropFirst()).allSatisfy { $0.isNeighbor(of: $1) }, "edge-cost path not adjacent")
  }
  // Dense over a region only up to 8 slots per allowed expansion (4096 at
  // least); hashed, at most 4 slots per hex touched (6 per expansion).
  check(
    finder._slotCount <= 8 * max(bound, 512) + 4 * (6 * bound + 64),
    "search bookkeeping \(finder._slotCount) for \(bound) expansions")
  let reach = center.movementRange(budget: max(budget, 0)) { _, to in blocked(to) ? nil : stepCosts[Int(to.q & 3)] }
  check(reach.allSatisfy { $0.cost <= max(budget, 0) }, "edge-cost range beyond its budget")
  for (hex, cost) in reach {
    check(
      reach.path(to: hex)?.hexes.last == hex && reach.path(to: hex)?.cost == cost && reach.cost(of: hex) == cost,
      "range path to \(hex)")
  }

  // Map sizes from users: a nil or a map, never a trap or a huge allocation.
  let rows = input.int(), columns = input.int(), mapRadius = input.int()
  if let m = HexMap(validatingRows: rows, columns: columns, kind: .oddQ, repeating: UInt8(0)) {
    check(m.count <= HexMap<UInt8>.maximumHexCount, "map of \(m.count) hexes")
  }
  if let m = HexMap(validatingRadius: mapRadius, center: center, repeating: UInt8(0)) {
    check(m.count <= HexMap<UInt8>.maximumHexCount, "map of \(m.count) hexes")
  }
  let (q0, q1, r0, r1) = (input.int(), input.int(), input.int(), input.int())
  if let m = HexMap(validatingQ: min(q0, q1)...max(q0, q1), r: min(r0, r1)...max(r0, r1), repeating: UInt8(0)) {
    check(m.count <= HexMap<UInt8>.maximumHexCount, "rhombus map of \(m.count) hexes")
    let probe = m.hex(at: m.count / 2)
    check(probe.isInCoordinateRange && m.index(of: probe) == m.count / 2, "rhombus index round trip")
    check(m.region.map { ($0.maxQ - $0.minQ + 1) * ($0.maxR - $0.minR + 1) } == m.count, "rhombus count")
  }

  let sight = input.int(upTo: 5) - 1
  let seen = center.fieldOfView(radius: sight) { blocked($0) }
  check(sight < 0 ? seen.isEmpty : seen.first == center, "field of view misses the viewer")
  if let other = seen.dropFirst().first {
    check(other.fieldOfView(radius: sight) { blocked($0) }.contains(center), "sight not symmetric")
  }

  fuzzWrappedSearches(&input)

  let radius = input.int(upTo: 9) - 1
  // A hexagon reaching past the coordinate range is refused (nil).
  guard let map = HexMap(validatingRadius: radius, center: center, repeating: 0) else {
    check(center.hexagon(radius: radius).count < max(0, 3 * radius * (radius + 1) + 1), "map refused in range")
    return 0
  }
  let probe = center + Hex(q: input.int(upTo: 20) - 10, r: input.int(upTo: 20) - 10)
  if let i = map.index(of: probe) {
    check(i < map.count && map.hex(at: i) == probe, "map index round trip")
    check(probe.distance(to: center) <= radius, "map holds a hex outside it")
  } else {
    check(radius < 0 || probe.distance(to: center) > radius, "map lost a hex")
  }

  let wrapRadius = input.int(upTo: 40) - 1
  let far = Hex(q: input.coordinate() >> 2, r: input.coordinate() >> 2)
  if far.isInCoordinateRange, let world = HexWraparound(radius: max(wrapRadius, 0)) {
    let w = world.canonical(far)!
    check(w.length <= max(wrapRadius, 0), "wrapped outside the map")
    check(world.canonical(w) == w, "wrapping not idempotent")
    check(world.canonical(far - w) == .zero, "wrapping moved off the lattice")
    check(world.neighbors(of: far).allSatisfy { $0.length <= max(wrapRadius, 0) }, "wrapped neighbors")
  }
  return 0
}

/// Searches on a small cylinder or wraparound map drawn from the input:
/// every result hex is a map hex, each once, and the costs of A* and the
/// movement range by steps are the breadth-first oracle's, built from a
/// cylinder's own `neighbors(of:)` or a wraparound map's wrapped by hand.
func fuzzWrappedSearches(_ input: inout FuzzInput) {
  let kind = OffsetKind.allCases[input.int(upTo: 4)]
  let cylinder = HexCylinder(rows: 2 * (input.int(upTo: 4) + 1), columns: 2 * (input.int(upTo: 4) + 1), kind: kind)!
  // A wraparound map near the origin, or pressed against the coordinate
  // range's edge (a corner, or anywhere along a side), where its seams lie
  // on the edge and a step across one leaves the range before it wraps.
  let wrapRadius = input.int(upTo: 4), room = (1 << 30) - wrapRadius
  let side = input.int(upTo: 5)
  let wrapCenter =
    input.bool()
    ? Hex(q: input.int(upTo: 9) - 4, r: input.int(upTo: 9) - 4)
    : HexDirection.allCases[side].vector * room + HexDirection.allCases[(side + 2) % 6].vector
      * (input.bool() ? input.int(upTo: 2) : input.int(upTo: room))
  let wraparound = HexWraparound(center: wrapCenter, radius: wrapRadius)!
  let useCylinder = input.bool()
  let topology: any HexTopology = useCylinder ? cylinder : wraparound
  let hexes = useCylinder ? Array(cylinder.rectangle) : Array(wraparound.bounds)
  /// A wraparound neighbor wrapped by hand, in `Int`: the one copy over
  /// the origin and the six mirror centers that lies on the map.
  func wrappedByHand(_ q: Int, _ r: Int) -> Hex {
    let n = wrapRadius, c = wrapCenter
    let mirrors = [
      (0, 0), (2 * n + 1, -n), (n, n + 1), (-n - 1, 2 * n + 1), (-2 * n - 1, n), (-n, -n - 1), (n + 1, -2 * n - 1),
    ]
    let landed = mirrors.map { (q - $0.0, r - $0.1) }.filter {
      max(abs($0.0 - c.q), abs($0.1 - c.r), abs($0.0 - c.q + $0.1 - c.r)) <= n
    }
    check(landed.count == 1, "\(landed.count) copies of (\(q), \(r)) on the map")
    return Hex(q: landed[0].0, r: landed[0].1)
  }
  func neighbors(_ h: Hex) -> [Hex] {
    if useCylinder { return cylinder.neighbors(of: h) }
    var result: [Hex] = []
    for d in HexDirection.allCases {
      let w = wrappedByHand(h.q + d.vector.q, h.r + d.vector.r)
      if w != h && !result.contains(w) { result.append(w) }
    }
    check(Set(result) == Set(wraparound.neighbors(of: h)), "wraparound neighbors of \(h)")
    return result
  }
  let walls = input.uint64()
  func blocked(_ h: Hex) -> Bool { (walls >> UInt64(truncatingIfNeeded: (h.q &* 5 &+ h.r &* 11) & 63)) & 1 == 1 }
  let start = hexes[input.int(upTo: hexes.count)], goal = hexes[input.int(upTo: hexes.count)]
  // The oracle: breadth-first over passable hexes.
  var steps: [Hex: Int] = [start: 0]
  var frontier = [start]
  while !frontier.isEmpty {
    var next: [Hex] = []
    for hex in frontier {
      for n in neighbors(hex) where steps[n] == nil && !blocked(n) {
        steps[n] = steps[hex]! + 1
        next.append(n)
      }
    }
    frontier = next
  }
  // A start given as another copy stands for the same hex.
  let lifted =
    useCylinder ? start + cylinder.period * 2 : start + Hex(q: 2 * wraparound.radius + 1, r: -wraparound.radius)
  let path = lifted.path(to: goal, on: topology) { blocked($0) ? nil : 1 }
  let expected = start == goal ? 0 : steps[goal]
  check(
    (try? path.get())?.cost == expected,
    "wrapped A* cost \(String(describing: try? path.get())) vs \(String(describing: expected))")
  if let route = try? path.get() {
    check(route.hexes.first == start && route.hexes.last == goal, "wrapped path ends")
    check(
      zip(route.hexes, route.hexes.dropFirst()).allSatisfy { neighbors($0).contains($1) }, "wrapped path not adjacent")
  }
  let limit = input.int(upTo: 8)
  let range = lifted.movementRange(steps: limit, on: topology) { !blocked($0) }
  check(Set(range.hexes).count == range.count, "wrapped range repeats a hex")
  check(range.allSatisfy { steps[$0.hex] == $0.cost }, "wrapped range cost")
  check(range.count == steps.values.filter { $0 <= limit }.count, "wrapped range size")
  var asked: [Hex] = []
  let sightRadius = input.int(upTo: 6)
  let seen = lifted.fieldOfView(radius: sightRadius, on: topology) {
    asked.append($0); return blocked($0)
  }
  check(seen.first == start && Set(seen).count == seen.count, "wrapped field of view")
  check(Set(asked).count == asked.count, "wrapped field of view asked twice")
  check((seen + asked).allSatisfy { topology.canonical($0) == $0 }, "wrapped field of view off the map")
  if !useCylinder {
    // Sight depends only on positions relative to the viewer: the same map
    // moved to the origin sees the same hexes, moved.
    let home = HexWraparound(radius: wrapRadius)!
    let moved = (start - wrapCenter).fieldOfView(radius: sightRadius, on: home) { blocked($0 + wrapCenter) }
    check(seen == moved.map { $0 + wrapCenter }, "wraparound field of view at \(wrapCenter)")
    let open = start.fieldOfView(radius: 2 * wrapRadius, on: wraparound) { _ in false }
    check(open.count == wraparound.count, "open wraparound map seen \(open.count) of \(wraparound.count)")
  }
}
