import HexCore
import XCTest
import _HexTestSupport

/// A wrapping map as the oracle sees it: its hexes, and for each hex the
/// hexes one step away on the map, built without the library's wrapping.
private struct OracleMap {
  var hexes: [Hex]
  var neighbors: [Hex: [Hex]] = [:]

  /// A cylinder: a neighbor's column (or row) is wrapped by hand in offset
  /// coordinates; rows (or columns) beyond the rectangle are off the map.
  init(_ cylinder: HexCylinder) {
    let kind = cylinder.kind, rows = cylinder.rows, columns = cylinder.columns
    hexes = []
    for row in 0..<rows {
      for col in 0..<columns { hexes.append(Hex(OffsetCoordinate(row: row, col: col), kind: kind)) }
    }
    func wrap(_ hex: Hex) -> Hex? {
      var o = OffsetCoordinate(hex, kind: kind)
      if kind.orientation == .flatTop {
        guard (0..<rows).contains(o.row) else { return nil }
        o = OffsetCoordinate(row: o.row, col: ((o.col % columns) + columns) % columns)
      } else {
        guard (0..<columns).contains(o.col) else { return nil }
        o = OffsetCoordinate(row: ((o.row % rows) + rows) % rows, col: o.col)
      }
      return Hex(o, kind: kind)
    }
    for hex in hexes { neighbors[hex] = Self.steps(from: hex, wrap) }
  }

  /// A wraparound hexagon: a neighbor outside the hexagon comes back by
  /// the one mirror center that lands it inside.
  init(_ world: HexWraparound) {
    let c = world.center, n = world.radius
    hexes = Array(c.hexagon(radius: n))
    let mirrors = (0..<6).map { Hex(q: 2 * n + 1, r: -n).rotated(by: .clockwise($0)) }
    func wrap(_ hex: Hex) -> Hex? {
      if c.distance(to: hex) <= n { return hex }
      let landed = mirrors.map { hex - $0 }.filter { c.distance(to: $0) <= n }
      return landed.count == 1 ? landed[0] : nil  // exactly one copy lies in the map
    }
    for hex in hexes { neighbors[hex] = Self.steps(from: hex, wrap) }
  }

  /// The wrapped neighbors of `hex`, without `hex` itself.
  private static func steps(from hex: Hex, _ wrap: (Hex) -> Hex?) -> [Hex] {
    hex.neighbors.compactMap(wrap).filter { $0 != hex }
  }

  /// Dijkstra over the explicit graph: the least cost of reaching each hex,
  /// a step `a → b` costing `cost(a, b)` (`nil`: forbidden).
  func costs(from start: Hex, _ cost: (Hex, Hex) -> Int?) -> [Hex: Int] {
    var best: [Hex: Int] = [start: 0]
    var done: Set<Hex> = []
    while let (hex, g) = best.filter({ !done.contains($0.key) }).min(by: { $0.value < $1.value }) {
      done.insert(hex)
      for next in neighbors[hex]! {
        guard let c = cost(hex, next) else { continue }
        if g + c < best[next] ?? .max { best[next] = g + c }
      }
    }
    return best
  }

  func isAdjacent(_ a: Hex, _ b: Hex) -> Bool { neighbors[a]?.contains(b) ?? false }
}

/// Random small maps of either kind, each with its oracle.
private func randomMaps(_ rng: inout SplitMix64) -> [(topology: any HexTopology, oracle: OracleMap)] {
  var maps: [(any HexTopology, OracleMap)] = []
  for kind in OffsetKind.allCases {
    let wrapped = 2 * Int.random(in: 1...4, using: &rng), other = Int.random(in: 1...5, using: &rng)
    let cylinder =
      kind.orientation == .flatTop
      ? HexCylinder(rows: other, columns: wrapped, kind: kind)!
      : HexCylinder(rows: wrapped, columns: other, kind: kind)!
    maps.append((cylinder, OracleMap(cylinder)))
  }
  let world = HexWraparound(center: Hex.random(in: -5...5, using: &rng), radius: Int.random(in: 0...4, using: &rng))!
  maps.append((world, OracleMap(world)))
  return maps
}

/// Paths, movement ranges and fields of view on wrapping maps
/// (`HexCylinder`, `HexWraparound`), against an oracle that wraps each
/// step by hand.
final class WrappedSearchTests: XCTestCase {
  /// A wall down the middle of a cylinder leaves only the way across the
  /// seam, found at its true cost.
  func testThePathAcrossTheSeamIsFoundAtItsTrueCost() throws {
    let world = HexCylinder(rows: 6, columns: 12, kind: .oddQ)!
    func at(_ row: Int, _ col: Int) -> Hex { Hex(OffsetCoordinate(row: row, col: col), kind: .oddQ) }
    let west = at(2, 1), east = at(2, 10)
    let wall = Set((0..<6).map { at($0, 6) })
    let path = try west.path(to: east, on: world) { wall.contains($0) ? nil : 1 }.get()
    // Across the seam: columns 1 → 0 → 11 → 10 in one row, 3 steps.
    XCTAssertEqual(path.cost, 3)
    XCTAssertEqual(path.hexes.count, 4)
    XCTAssertEqual(path.hexes.first, west)
    XCTAssertEqual(path.hexes.last, east)
    XCTAssertTrue(path.hexes.allSatisfy(world.contains))
    XCTAssertTrue(zip(path.hexes, path.hexes.dropFirst()).allSatisfy { world.distance(from: $0, to: $1) == 1 })
    XCTAssertTrue(path.hexes.contains(at(2, 0)) || path.hexes.contains(at(3, 0)))  // it crosses the seam
    // On the plane, kept to the rectangle, the wall cuts it off.
    let plane = west.path(to: east) { world.contains($0) && !wall.contains($0) ? 1 : nil }
    XCTAssertEqual(plane.failure, .unreachable)
  }

  func testPathsEqualTheOracleOnRandomMaps() {
    withSeededCases(count: 40, seed: 0x5752_4150) { rng, seeded in
      for (topology, oracle) in randomMaps(&rng) {
        var costs: [Hex: Int?] = [:]
        for hex in oracle.hexes {
          costs[hex] = Int.random(in: 0..<4, using: &rng) == 0 ? nil : Int.random(in: 1...4, using: &rng)
        }
        let start = oracle.hexes.randomElement(using: &rng)!, goal = oracle.hexes.randomElement(using: &rng)!
        let expected = oracle.costs(from: start) { _, to in costs[to]! }[goal]
        var asked: [Hex] = []
        let result = start.path(to: goal, on: topology) {
          asked.append($0); return costs[$0]!
        }
        XCTAssertTrue(asked.allSatisfy { oracle.neighbors[$0] != nil }, "\(seeded) asked off the map")
        XCTAssertEqual(Set(asked).count, asked.count, "\(seeded) asked twice")
        XCTAssertEqual(result.found?.cost, expected, "\(seeded) \(topology) \(start) → \(goal)")
        if expected == nil { XCTAssertEqual(result.failure, .unreachable, "\(seeded)") }
        if let path = result.found {
          XCTAssertEqual(path.hexes.first, start)
          XCTAssertEqual(path.hexes.last, goal)
          var sum = 0
          for (a, b) in zip(path.hexes, path.hexes.dropFirst()) {
            XCTAssertTrue(oracle.isAdjacent(a, b), "\(seeded) \(a) \(b)")
            sum += costs[b]! ?? 1000
          }
          XCTAssertEqual(sum, path.cost, "\(seeded)")
        }
        // Costs per step, through a reused finder, from a hex that stands
        // for the start on another copy of the plane.
        let stepCost: (Hex, Hex) -> Int? = { a, b in costs[b]! == nil ? nil : (a.q &+ 2 * b.r) & 3 + 1 }
        let expectedSteps = oracle.costs(from: start, stepCost)[goal]
        var finder = HexPathFinder()
        let lifted = self.copy(of: start, on: topology)
        let stepped = finder.path(from: lifted, to: goal, on: topology, stepCost: stepCost)
        XCTAssertEqual(stepped.found?.cost, expectedSteps, "\(seeded) steps")
        XCTAssertEqual(stepped.found?.hexes.first, expectedSteps == nil ? nil : start, "\(seeded)")
        if expectedSteps == nil { XCTAssertEqual(stepped.failure, .unreachable, "\(seeded)") }
      }
    }
  }

  /// A hex of another copy of the map that stands for `hex`.
  private func copy(of hex: Hex, on topology: any HexTopology) -> Hex {
    if let cylinder = topology as? HexCylinder { return hex + cylinder.period * 3 }
    if let world = topology as? HexWraparound { return hex + Hex(q: 2 * world.radius + 1, r: -world.radius) }
    return hex
  }

  func testMovementRangesEqualTheOracleOnRandomMaps() {
    withSeededCases(count: 40, seed: 0x5241_4E47) { rng, seeded in
      for (topology, oracle) in randomMaps(&rng) {
        var costs: [Hex: Int?] = [:]
        for hex in oracle.hexes {
          costs[hex] = Int.random(in: 0..<4, using: &rng) == 0 ? nil : Int.random(in: 1...3, using: &rng)
        }
        let start = oracle.hexes.randomElement(using: &rng)!
        let budget = Int.random(in: 0...8, using: &rng)
        func check(_ range: HexMovementRange, _ expected: [Hex: Int], _ what: String) {
          let got = Dictionary(range.map { ($0.hex, $0.cost) }, uniquingKeysWith: { a, _ in a })
          XCTAssertEqual(got.count, range.count, "\(seeded) \(what) repeats a hex")
          XCTAssertEqual(got, expected.filter { $0.value <= budget }, "\(seeded) \(what) \(topology) \(start)")
          XCTAssertEqual(range.first?.hex, start, "\(seeded) \(what)")
          for (hex, cost) in range {
            guard let path = range.path(to: hex) else { return XCTFail("\(seeded) \(what) no path") }
            XCTAssertEqual(path.cost, cost)
            XCTAssertEqual(path.hexes.first, start)
            for (a, b) in zip(path.hexes, path.hexes.dropFirst()) {
              XCTAssertTrue(oracle.isAdjacent(a, b), "\(seeded) \(what) \(a) \(b)")
            }
          }
        }
        let perHex = start.movementRange(budget: budget, on: topology) { costs[$0]! }
        check(perHex, oracle.costs(from: start) { _, to in costs[to]! }, "cost")
        let stepCost: (Hex, Hex) -> Int? = { a, b in costs[b]! == nil ? nil : (a.r &+ 3 * b.q) & 1 + 1 }
        let perStep = start.movementRange(budget: budget, on: topology, stepCost: stepCost)
        check(perStep, oracle.costs(from: start, stepCost), "stepCost")
        let open = start.movementRange(steps: budget, on: topology) { costs[$0]! != nil }
        check(open, oracle.costs(from: start) { _, to in costs[to]! == nil ? nil : 1 }, "steps")
      }
    }
  }

  /// A search that has expanded the whole map proves the goal unreachable,
  /// whatever its budget allowed beyond.
  func testAWholeMapSearchIsUnreachableNotOutOfBudget() {
    let world = HexCylinder(rows: 3, columns: 6, kind: .evenQ)!
    let start = Hex(OffsetCoordinate(row: 0, col: 0), kind: .evenQ)
    let goal = Hex(OffsetCoordinate(row: 2, col: 3), kind: .evenQ)
    // Every step into the goal is forbidden, so no walled-off shortcut
    // applies: the search expands all 17 other hexes.
    for budget in [17, 18, 1 << 16] {
      let result = start.path(to: goal, on: world, maximumExpansions: budget) { _, to in to == goal ? nil : 1 }
      XCTAssertEqual(result.failure, .unreachable, "budget \(budget)")
    }
    XCTAssertEqual(
      start.path(to: goal, on: world, maximumExpansions: 5) { _, to in to == goal ? nil : 1 }.failure,
      .expansionLimitReached)
  }

  /// A range over a map of at most `maximumExpansions` hexes is never cut,
  /// whatever its budget; over a map too large to walk (a wraparound of
  /// radius 2³⁰ holds about 3.5·10¹⁸ hexes, the largest cylinder 2²⁸) it
  /// stops at the bound as on the plane: the open hexagon of radius 147,
  /// 3·147·148 + 1 = 65,269 hexes, the largest within 2¹⁶.
  func testRangesOnMapsStopAtTheirExpansions() {
    let small = HexCylinder(rows: 3, columns: 6, kind: .evenQ)!
    for budget in [18, 1 << 30, Int.max] {
      XCTAssertEqual(Hex.zero.movementRange(steps: budget, on: small) { _ in true }.count, 18, "\(budget)")
      let perHex = Hex.zero.movementRange(budget: budget, on: small, maximumExpansions: 18) { _ in 1 }
      XCTAssertNil(perHex.failure, "\(budget)")
      XCTAssertEqual(perHex.count, 18, "\(budget)")
    }
    let huge: [any HexTopology] = [
      HexWraparound(radius: 1 << 30)!, HexCylinder(rows: 1 << 10, columns: 1 << 18, kind: .oddQ)!,
    ]
    for world in huge {
      // The middle row of the cylinder, by its seam; the wraparound's center.
      let start = world.canonical(Hex(OffsetCoordinate(row: 512, col: 0), kind: .oddQ))!
      let start0 = world is HexWraparound ? Hex.zero : start
      let bySteps = start0.movementRange(steps: Int.max, on: world) { _ in true }
      let byCost = start0.movementRange(budget: Int.max, on: world) { _, _ in 1 }
      for range in [bySteps, byCost] {
        XCTAssertEqual(range.failure, .expansionLimitReached, "\(world)")
        XCTAssertEqual(range.count, 65_269, "\(world)")
        XCTAssertEqual(range.last?.cost, 147, "\(world)")
      }
    }
  }

  func testFieldOfViewIsTheNearestCopiesSeenOnThePlane() {
    withSeededCases(count: 30, seed: 0x464F_5657) { rng, seeded in
      for (topology, oracle) in randomMaps(&rng) {
        let walls = Set(oracle.hexes.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
        let viewer = oracle.hexes.randomElement(using: &rng)!
        let radius = Int.random(in: 0...6, using: &rng)
        var asked: [Hex] = []
        let seen = viewer.fieldOfView(radius: radius, on: topology) {
          asked.append($0); return walls.contains($0)
        }
        XCTAssertEqual(Set(asked).count, asked.count, "\(seeded) asked twice")
        XCTAssertTrue(asked.allSatisfy { oracle.neighbors[$0] != nil }, "\(seeded) asked off the map")
        XCTAssertEqual(Set(seen).count, seen.count, "\(seeded) repeats")
        XCTAssertEqual(seen.first, viewer)
        // The oracle: the plane's field of view over the copies, each
        // copy blocking as its map hex, off-map hexes blocking; a map hex
        // is seen when one of its nearest copies within the radius is.
        let planeSeen = Set(
          viewer.fieldOfView(radius: radius) { topology.canonical($0).map(walls.contains) ?? true })
        var expected: Set<Hex> = []
        for hex in oracle.hexes {
          guard let d = topology.distance(from: viewer, to: hex), d <= radius else { continue }
          let copies = viewer.hexagon(radius: d).filter {
            topology.canonical($0) == hex && viewer.distance(to: $0) == d
          }
          if copies.contains(where: planeSeen.contains) { expected.insert(hex) }
        }
        XCTAssertEqual(Set(seen), expected, "\(seeded) \(topology) \(viewer) r=\(radius)")
        // Cones: the copies in the wedge.
        let facing = HexDirection.allCases[Int.random(in: 0..<6, using: &rng)]
        let cone = viewer.fieldOfView(radius: radius, on: topology, facing: facing, spread: 1) { walls.contains($0) }
        let wedge = Set(viewer.cornerWedge(toward: facing, spread: 1, radius: radius))
        let expectedCone = expected.filter { hex in
          hex == viewer
            || viewer.hexagon(radius: radius).contains { copy in
              topology.canonical(copy) == hex && planeSeen.contains(copy) && wedge.contains(copy)
                && viewer.distance(to: copy) == topology.distance(from: viewer, to: hex)
            }
        }
        XCTAssertEqual(Set(cone), expectedCone, "\(seeded) cone \(facing)")
      }
    }
  }

  func testOpenWraparoundMapsAreSeenWhole() {
    for radius in 0...5 {
      let world = HexWraparound(center: Hex(q: 3, r: -1), radius: radius)!
      let seen = Hex(q: 3, r: -1).fieldOfView(radius: 100, on: world) { _ in false }
      // Every hex is within `radius` of the viewer the short way round.
      XCTAssertEqual(seen.count, world.count, "radius \(radius)")
    }
  }

  func testEachResultHexIsCanonicalFromAnyCopyOfTheStart() {
    let world = HexWraparound(radius: 3)!
    let far = Hex(q: 7 * 5, r: -3 * 5)  // five mirror steps from the origin: stands for the origin
    XCTAssertEqual(world.canonical(far), .zero)
    XCTAssertEqual(far.movementRange(steps: 1, on: world) { _ in true }.first?.hex, .zero)
    XCTAssertEqual(far.fieldOfView(radius: 1, on: world) { _ in false }.first, .zero)
    XCTAssertEqual(far.path(to: Hex(q: 3, r: 0), on: world) { _ in 1 }.found?.hexes.first, .zero)
    // Off a cylinder's unwrapped extent: no hex, so nothing.
    let cylinder = HexCylinder(rows: 2, columns: 4, kind: .oddQ)!
    let off = Hex(OffsetCoordinate(row: 5, col: 0), kind: .oddQ)
    XCTAssertTrue(off.movementRange(budget: 3, on: cylinder) { _ in 1 }.isEmpty)
    XCTAssertEqual(off.path(to: .zero, on: cylinder) { _ in 1 }.failure, .endpointOutOfBounds)
    XCTAssertEqual(off.fieldOfView(radius: 2, on: cylinder) { _ in false }, [])
  }

  /// Small wraparound maps pressed against the coordinate range's edge: at
  /// each of its six corners and halfway along each side, so that every
  /// seam of the map lies on the range's edge somewhere.
  private func mapsAgainstTheRangesEdge(radii: ClosedRange<Int>) -> [HexWraparound] {
    let edge = Hex.coordinateRange.upperBound
    var worlds: [HexWraparound] = []
    for n in radii {
      for k in 0..<6 {
        let corner = HexDirection.allCases[k].vector * (edge - n)
        let along = HexDirection.allCases[(k + 2) % 6].vector * ((edge - n) / 2)
        worlds.append(HexWraparound(center: corner, radius: n)!)
        worlds.append(HexWraparound(center: corner + along, radius: n)!)
      }
    }
    return worlds
  }

  /// Paths and movement ranges on maps against the range's edge equal the
  /// oracle's, which wraps each step by hand: every step across a seam
  /// there leaves the range by one hex before it wraps.
  func testSearchesCrossEverySeamOnTheRangesEdge() {
    var rng = SplitMix64(seed: 0x4544_4745)
    for world in mapsAgainstTheRangesEdge(radii: 0...3) {
      let oracle = OracleMap(world)
      var costs: [Hex: Int?] = [:]
      for hex in oracle.hexes {
        costs[hex] = Int.random(in: 0..<5, using: &rng) == 0 ? nil : Int.random(in: 1...3, using: &rng)
      }
      for start in oracle.hexes {
        // Open: everything within the map's diameter, at the oracle's steps.
        let steps = oracle.costs(from: start) { _, _ in 1 }
        XCTAssertEqual(steps.count, world.count, "\(world) \(start)")
        let open = start.movementRange(steps: 2 * world.radius + 1, on: world) { _ in true }
        XCTAssertEqual(
          Dictionary(open.map { ($0.hex, $0.cost) }, uniquingKeysWith: { a, _ in a }), steps, "\(world) \(start)")
        // With costs and walls.
        let expected = oracle.costs(from: start) { _, to in costs[to]! }
        let ranged = start.movementRange(budget: 6, on: world) { costs[$0]! }
        XCTAssertEqual(
          Dictionary(ranged.map { ($0.hex, $0.cost) }, uniquingKeysWith: { a, _ in a }),
          expected.filter { $0.value <= 6 }, "\(world) \(start)")
        for goal in oracle.hexes where world.radius <= 2 || goal == oracle.hexes.last {
          let path = start.path(to: goal, on: world) { costs[$0]! }
          XCTAssertEqual(path.found?.cost, expected[goal], "\(world) \(start) → \(goal)")
          if let hexes = path.found?.hexes {
            for (a, b) in zip(hexes, hexes.dropFirst()) {
              XCTAssertTrue(oracle.isAdjacent(a, b), "\(world) \(a) \(b)")
            }
          }
        }
      }
    }
  }

  /// Sight on a map against the range's edge is sight on the same map
  /// moved to the origin, moved back.
  ///
  /// Sight on a wrapping map depends only on positions relative to the
  /// viewer. In the open every hex is seen.
  func testFieldOfViewCrossesEverySeamOnTheRangesEdge() {
    var rng = SplitMix64(seed: 0x5345_4553)
    for world in mapsAgainstTheRangesEdge(radii: 0...3) {
      let c = world.center
      let home = HexWraparound(radius: world.radius)!
      let walls = Set(world.bounds.filter { _ in Int.random(in: 0..<4, using: &rng) == 0 })
      for viewer in world.bounds {
        let open = viewer.fieldOfView(radius: 2 * world.radius, on: world) { _ in false }
        XCTAssertEqual(open.count, world.count, "\(world) \(viewer)")
        let seen = viewer.fieldOfView(radius: 3, on: world) { walls.contains($0) }
        let moved = (viewer - c).fieldOfView(radius: 3, on: home) { walls.contains($0 + c) }
        XCTAssertEqual(seen, moved.map { $0 + c }, "\(world) \(viewer)")
      }
    }
  }

  /// The map as large as the range wraps across the range's edge.
  ///
  /// Two hexes across its seam are one step apart for every search. By hand, with
  /// R = 2³⁰: (R, 0) steps to (R + 1, 0), which minus the mirror center
  /// (2R + 1, −R) is (−R, R).
  func testTheWholeRangeWrapsAcrossItsEdge() {
    let edge = Hex.coordinateRange.upperBound
    let world = HexWraparound(radius: edge)!
    let path = Hex(q: edge, r: 0).path(to: Hex(q: -edge, r: edge), on: world) { _ in 1 }
    XCTAssertEqual(path.found?.hexes, [Hex(q: edge, r: 0), Hex(q: -edge, r: edge)])
    // Around each corner: the neighbors wrapped by hand (the one copy
    // within the range, over the mirror centers) are one step away.
    let n = edge
    let mirrors = [
      (0, 0), (2 * n + 1, -n), (n, n + 1), (-n - 1, 2 * n + 1), (-2 * n - 1, n), (-n, -n - 1), (n + 1, -2 * n - 1),
    ]
    for k in 0..<6 {
      let corner = HexDirection.allCases[k].vector * edge
      for hex in [corner, corner + HexDirection.allCases[(k + 2) % 6].vector] {
        var byHand: Set<Hex> = []
        for d in HexDirection.allCases {
          let q = hex.q + d.vector.q, r = hex.r + d.vector.r
          for (mq, mr) in mirrors where Hex(validatingQ: q - mq, r: r - mr) != nil {
            byHand.insert(Hex(q: q - mq, r: r - mr))
          }
        }
        XCTAssertEqual(byHand.count, 6, "\(hex)")
        let reach = hex.movementRange(steps: 1, on: world) { _ in true }
        XCTAssertEqual(Set(reach.map(\.hex)), byHand.union([hex]), "\(hex)")
        XCTAssertEqual(Set(hex.fieldOfView(radius: 1, on: world) { _ in false }), byHand.union([hex]), "\(hex)")
        for neighbor in byHand {
          XCTAssertEqual(hex.path(to: neighbor, on: world) { _ in 1 }.found?.cost, 1, "\(hex) → \(neighbor)")
        }
      }
    }
  }
}
