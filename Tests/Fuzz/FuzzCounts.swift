// Fuzz harness: every API that takes a count, a radius, a size, a budget or
// a step number, with any Int (Int's ends, the edges of the range and of
// every documented bound, just past them, negatives), around any center.
// Each input calls one API, which must return at once (no trap, no hang,
// no huge allocation) with its documented answer: clamped or bounded
// counts, hexes in range and within the radius, cut ranges complete for a
// smaller budget, refusals exactly where the documentation says.
import HexCore
import HexLayoutEngine

/// 3k(k + 1) + 1 for 0 ≤ k ≤ 2³¹: the hexes within k of a hex.
private func hexagonCount(_ k: Int) -> Int { 3 * k * (k + 1) + 1 }

/// 2/3 of the screen dot product of two axial vectors (as the library's
/// wedges compare angles), for a brute-force wedge oracle.
private func dot(_ a: Hex, _ b: Hex) -> Int { 2 * a.q * b.q + a.q * b.r + a.r * b.q + 2 * a.r * b.r }

/// libFuzzer's entry point: runs one input, trapping on a broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCounts(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let b = 1 << 30
  let n = input.count()
  // Any center: often near the range's edges and corners, sometimes out.
  let center = Hex(q: input.coordinate(), r: input.coordinate())
  let inRange = center.isInCoordinateRange
  switch input.byte() % 12 {
  case 0:
    // Spirals: radii above 2³⁰ count as 2³⁰; exact clipped counts.
    let spiral = center.spiral(radius: n)
    let expected = n < 0 ? 0 : center.hexagon(radius: min(n, b)).count
    check(spiral.count == expected, "spiral(radius: \(n)) around \(center): \(spiral.count), not \(expected)")
    check(n < 0 || spiral.radius == min(n, b), "spiral radius \(spiral.radius) for \(n)")
    if expected > 0 {
      let i = Int(input.uint64() % UInt64(expected))
      check(spiral[i].isInCoordinateRange && spiral[i].distance(to: center) <= min(n, b), "spiral element \(i)")
    }
    // Over radii, closed and half-open: the rings from max(lo, 0) to
    // min(hi, 2³⁰).
    let other = input.count()
    let (lo, hi) = (min(n, other), max(n, other))
    func rings(_ lo: Int, _ hi: Int) -> Int {
      let top = min(hi, b), bottom = max(lo, 0)
      guard top >= 0, bottom <= top else { return 0 }
      return center.hexagon(radius: top).count - (bottom == 0 ? 0 : center.hexagon(radius: bottom - 1).count)
    }
    check(center.spiral(radii: lo...hi).count == rings(lo, hi), "spiral(radii: \(lo)...\(hi))")
    let open = center.spiral(radii: lo..<hi)
    check(open.count == (lo == hi ? 0 : rings(lo, hi - 1)), "spiral(radii: \(lo)..<\(hi))")
  case 1:
    // The honeycomb walk: counts beyond the range's size count as it.
    let whole = hexagonCount(b)
    let walk = center.honeycombWalk(count: n)
    check(walk.count <= max(min(n, whole), 0), "walk of \(n) cells has \(walk.count)")
    if n >= whole { check(walk.count == center.honeycombWalk(count: whole).count, "walk beyond the range's size") }
    if center == .zero { check(walk.count == min(max(n, 0), whole), "walk around the origin") }
    if !walk.isEmpty {
      let last = walk[walk.count - 1]
      check(last.isInCoordinateRange && (!inRange || walk.position(of: last) != nil), "walk of \(n) around \(center)")
    }
  case 2:
    // Ring sides and diagonal wedges: in range, at their distances, the
    // wedge's radius at most 1024, and its definition for small radii.
    let diagonal = HexDiagonal(index: input.int(upTo: 5))!
    let side = center.ringSide(radius: n, facing: diagonal)
    check(side.isEmpty || side.count <= n + 1, "ring side of \(n) has \(side.count)")
    check(n <= 1 << 20 || side.isEmpty, "ring side beyond 2²⁰")
    check(side.allSatisfy { $0.isInCoordinateRange && $0.distance(to: center) == n }, "ring side hexes")
    for (x, y) in zip(side, side.dropFirst()) { check(x.isNeighbor(of: y), "ring side not adjacent") }
    let r = min(n, 1024)
    let wedge = center.wedge(toward: diagonal, radius: n)
    check(!inRange || n < 0 ? wedge.isEmpty : wedge.first == center, "wedge apex")
    check(wedge.count <= (n < 0 ? 0 : (r + 1) * (r + 2) / 2), "wedge of \(n) has \(wedge.count)")
    check(wedge.allSatisfy { $0.isInCoordinateRange && $0.distance(to: center) <= r }, "wedge hexes")
    if inRange && n >= 0 && n <= 24 {
      let definition = [center] + (0...n).dropFirst().flatMap { center.ringSide(radius: $0, facing: diagonal) }
      check(wedge == definition, "wedge(toward: \(diagonal), radius: \(n)) around \(center)")
    }
  case 3:
    // Edge-centered wedges: in range, within radius 1024, each once, and
    // the angle rule (in exact integers) for small radii.
    let direction = HexDirection(index: input.int(upTo: 5))!
    let spread = input.count()
    // Large radii build up to 3,148,801 hexes: one input in four.
    let radius = input.byte() % 4 == 0 ? n : input.int(upTo: 16) - 2
    let wedge = center.cornerWedge(toward: direction, spread: spread, radius: radius)
    let r = min(radius, 1024)
    check(!inRange || radius < 0 ? wedge.isEmpty : wedge.first == center, "cornerWedge(toward:) apex")
    check(wedge.allSatisfy { $0.isInCoordinateRange && $0.distance(to: center) <= r }, "cornerWedge(toward:) hexes")
    check(Set(wedge).count == wedge.count, "cornerWedge(toward:) repeats a hex")
    if inRange && radius >= 0 && radius <= 16 {
      let s = max(spread, 0)
      let expected =
        [center]
        + center.hexagon(radius: radius).filter { hex in
          guard hex != center else { return false }
          let v = Hex(q: hex.q - center.q, r: hex.r - center.r)
          let best = HexDirection.allCases.map { dot(v, $0.vector) }.max()!
          return (-min(s, 3)...min(s, 3)).contains { k in
            dot(v, HexDirection(index: ((direction.index + k) % 6 + 6) % 6)!.vector) == best
          }
        }
      check(
        wedge == expected, "cornerWedge(toward: \(direction), spread: \(spread), radius: \(radius)) around \(center)")
    }
  case 4:
    // Regions and rectangles: clipped, never trapping, counts consistent.
    let other = input.count()
    let (lo, hi) = (min(n, other), max(n, other))
    for region in [
      center.hexagon(radius: n), HexRegion.triangle(size: n), HexRegion.invertedTriangle(size: n),
      HexRegion.parallelogram(q: lo...hi, r: lo...hi), HexRegion(q: lo...hi, r: lo...hi, s: lo...hi),
    ] {
      check(region.isEmpty == (region.count == 0), "region count and emptiness")
      if let first = region.first { check(first.isInCoordinateRange && region.contains(first), "region start") }
    }
    let kind = OffsetKind.allCases[input.int(upTo: 3)]
    let rectangle = OffsetRectangle(rows: lo..<hi, columns: min(n, 0)..<max(n, 0), kind: kind)
    check(rectangle.rows.count <= 2 * b + 1 && rectangle.columns.count <= 2 * b + 1, "rectangle ranges clamped")
    check(rectangle.count <= rectangle.rows.count * rectangle.columns.count, "rectangle count")
    if !rectangle.isEmpty {
      for hex in [rectangle[0], rectangle[rectangle.count - 1]] {
        check(hex.isInCoordinateRange && rectangle.contains(hex), "rectangle element \(hex)")
      }
    }
    check(OffsetRectangle(rows: n, columns: other, kind: kind).count <= (b + 1) * (b + 1), "rectangle of counts")
  case 5:
    // Maps of Void store nothing: the clamped shapes cost no memory, and
    // agree with the validating initializers wherever those accept.
    let other = input.count()
    let kind = OffsetKind.allCases[input.int(upTo: 3)]
    let maps = [
      (HexMap(radius: n, center: center, repeating: ()), HexMap(validatingRadius: n, center: center, repeating: ())),
      (
        HexMap(rows: n, columns: other, kind: kind, repeating: ()),
        HexMap(validatingRows: n, columns: other, kind: kind, repeating: ())
      ),
      (
        HexMap(q: min(n, other)...max(n, other), r: center.r...center.r + input.int(upTo: 3), repeating: ()),
        HexMap(validatingQ: min(n, other)...max(n, other), r: center.r...center.r + input.int(upTo: 3), repeating: ())
      ),
    ]
    for (map, valid) in maps {
      check(map.count <= HexMap<Void>.maximumHexCount, "map of \(map.count) hexes")
      if let valid, !valid.isEmpty {
        check(map.count == valid.count && map.region == valid.region, "clamped map differs")
        check(map.hex(at: 0) == valid.hex(at: 0) && map.hex(at: map.count - 1) == valid.hex(at: map.count - 1), "ends")
      }
      if !map.isEmpty {
        check(map.hex(at: 0).isInCoordinateRange && map.hex(at: map.count - 1).isInCoordinateRange, "map hexes")
      }
    }
  case 6:
    // Movement ranges: any steps or budget; at most maximumExpansions hexes
    // (below 1 counts as 1), cut exactly when the full range is larger, and
    // a cut range the complete range of the budget of its last hex.
    guard inRange else { return 0 }
    let limit = input.bool() ? input.int(upTo: 300) - 3 : input.count()
    let bounded = max(min(limit, 400), 1)
    let pattern = input.uint64()
    func open(_ h: Hex) -> Bool {
      let d = h - center
      return (pattern >> UInt64(truncatingIfNeeded: (d.q &* 7 &+ d.r &* 13) & 63)) & 1 == 0
    }
    let steps = center.movementRange(steps: n, maximumExpansions: bounded, isPassable: open)
    let cost = center.movementRange(budget: n, maximumExpansions: bounded) { open($0) ? 1 : nil }
    check(steps.map(\.hex) == cost.map(\.hex) && steps.failure == cost.failure, "steps and unit costs differ")
    check(steps.count <= bounded && (n < 0) == steps.isEmpty, "range of \(steps.count) for \(bounded)")
    check(steps.allSatisfy { $0.hex.isInCoordinateRange && $0.cost <= n }, "range beyond its steps")
    if steps.failure != nil, let last = steps.last {
      let complete = center.movementRange(steps: last.cost, maximumExpansions: .max, isPassable: open)
      check(complete.map(\.hex) == steps.map(\.hex), "a cut range is not the range of \(last.cost)")
      let more = center.movementRange(steps: last.cost + 1, maximumExpansions: .max, isPassable: open)
      check(more.count > bounded, "cut although the next budget's range fits")
    }
    let stepped = center.movementRange(budget: n, maximumExpansions: bounded) { _, to in open(to) ? n : nil }
    check(stepped.count <= bounded && stepped.allSatisfy { $0.cost <= n }, "per-step range")
    // On a small wraparound (no hex farther than its radius) any budget
    // of 6 or more reaches the whole map.
    let world = HexWraparound(radius: input.int(upTo: 6))!
    let all = Hex.zero.movementRange(steps: n, on: world) { _ in true }
    if n < 0 { check(all.isEmpty, "wrapped range of \(n)") }
    if n >= 6 { check(all.count == world.count && all.failure == nil, "wrapped range of \(n)") }
    let sum = Hex.zero.movementRange(budget: n, on: world) { _, _ in 1 }
    check(sum.map(\.hex) == all.map(\.hex) && sum.failure == all.failure, "wrapped budget range")
  case 7:
    // Sight: radii above 1024 count as 1024, here boxed in by walls.
    let wall = input.int(upTo: 5) + 1
    let seen = center.fieldOfView(radius: n) { $0.distance(to: center) >= wall }
    let r = min(max(n, -1), 1024, wall)
    check(seen.count == (!inRange || n < 0 ? 0 : center.hexagon(radius: r).count), "field of view of \(n)")
    let cone = center.fieldOfView(radius: n, facing: .flatTop, spread: input.count()) {
      $0.distance(to: center) >= wall
    }
    check(Set(cone).isSubset(of: seen), "cone outside sight")
  case 8:
    // Paths with any maximum cost and expansions.
    guard inRange else { return 0 }
    let goal = center + Hex(q: input.int(upTo: 8) - 4, r: input.int(upTo: 8) - 4)
    guard goal.isInCoordinateRange else { return 0 }
    let expansions = input.count()
    let path = center.path(to: goal, maximumCost: n, maximumExpansions: expansions) { _ in 1 }
    let d = center.distance(to: goal)
    if d > n { check(path == .failure(.unreachable), "a path costing more than \(n)") }
    if case .success(let found) = path { check(found.cost == d, "open-ground path of cost \(found.cost)") }
    var field = HexFlowField(region: center.hexagon(radius: 3))!
    field.build(toward: [center], maximumCost: n) { _ in 1 }
    check(field.reachedCount == (n < 0 ? 0 : center.hexagon(radius: min(n, 3)).count), "flow field of \(n)")
  case 9:
    // Maps that refuse sizes they cannot hold.
    if let world = HexWraparound(center: center, radius: n) {
      check(n >= 0 && n <= b && world.count == hexagonCount(n), "wraparound of radius \(n)")
    }
    let other = input.count()
    if let cylinder = HexCylinder(rows: n, columns: other, kind: .oddQ) {
      check(n > 0 && other > 0 && n * other <= 1 << 28, "cylinder of \(n) × \(other): \(cylinder)")
    }
    if let chunking = HexChunking(radius: n) {
      check(n >= 0 && n <= b, "chunking of radius \(n)")
      _ = chunking.hex(inChunk: center, at: other)
    }
    if HexSparseMap<Int>(chunkRadius: n) != nil { check(n >= 0 && n <= b, "sparse map of radius \(n)") }
    if let world = HexWraparound(radius: n) {
      check(n >= 0 && n <= b, "wraparound of radius \(n)")
      let p = world.canonical(center)
      check(!inRange || p.map { $0.length <= n } == true, "wrapped outside the map")
      // Six on every map but the one-hex map of radius 0, which has none.
      let neighbors = world.neighbors(of: center).count
      check(!inRange || neighbors == (n == 0 ? 0 : 6), "\(neighbors) wrapped neighbors of \(center), radius \(n)")
      _ = world.distance(from: center, to: .zero)
    }
  case 10:
    // Growth: counts above 2²⁰ count as 2²⁰, distinct free cells.
    guard inRange else { return 0 }
    // Counts past 2²⁰ grow 2²⁰ cells: one input in eight.
    let count = input.byte() % 8 == 0 ? n : input.bool() ? min(n, 5_000) : input.int(upTo: 200) - 5
    let occupied = Set(center.hexagon(radius: input.int(upTo: 3)))
    let grown = center.nearestFreeHexes(count: count, occupied: occupied)
    check(grown.count <= max(min(count, 1 << 20), 0), "grew \(grown.count) for \(count)")
    check(Set(grown).count == grown.count && grown.allSatisfy { !occupied.contains($0) }, "grown cells")
    if count <= 4096 {
      check(HoneycombOccupancy(occupied).growthCells(nextTo: center, count: count) == grown, "occupancy growth")
    }
  default:
    // Rotations and indices: any number of turns, indices refused.
    let h = Hex(q: input.int(upTo: 20) - 10, r: input.int(upTo: 20) - 10)
    check(h.rotated(by: .clockwise(n)) == h.rotated(by: .clockwise(((n % 6) + 6) % 6)), "turns modulo 6")
    check((0..<6).contains(n) == (HexDirection(index: n) != nil), "direction index \(n)")
    check((0..<6).contains(n) == (HexVertex(hex: .zero, corner: n) != nil), "corner \(n)")
    check((Hex(validatingQ: n, r: 0) == nil) == (n.magnitude > UInt(b)), "validated \(n)")
  }
  return 0
}
