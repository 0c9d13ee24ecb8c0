// The workloads. They live in a class, not in main.swift's top-level code,
// so that their closures are not main-actor isolated: calling an isolated
// closure from the library would add an executor check to every call.

import HexCore
import HexLayoutEngine
import _HexTestSupport

final class Bench {
  let quick: Bool
  let filters: [String]
  var rows: [Row] = []

  init(quick: Bool, filters: [String]) {
    self.quick = quick
    self.filters = filters
  }

  func selected(_ id: String, _ what: String) -> Bool {
    filters.isEmpty
      || filters.contains { id.lowercased() == $0.lowercased() || what.lowercased().contains($0.lowercased()) }
  }

  func runAll() {
    let repetitions = quick ? 5 : 7
    let radius = quick ? 57 : 577
    let size = 10.0
    let geometry = HexGeometry(orientation: .flatTop, size: size)

    /// The hex set W3–W8 work on, collected once outside the timings.
    let set = filters.isEmpty || filters.contains(where: { $0.hasPrefix("W") }) ? Array(Hex.zero.hexagon(radius: radius)) : []

    func run(
      _ id: String, _ what: String, items: Int, unit: String = "ns/item", target: String,
      limit: Double? = nil, _ body: () -> Int
    ) {
      guard selected(id, what) else { return }
      let m = measure(id, items: items, repetitions: repetitions, body)
      let met = limit.map { m.median <= $0 }
      rows.append(
        Row(
          id: id, what: what, items: items, unit: unit, median: m.median, min: m.min, max: m.max,
          checksum: m.checksum, target: target, met: quick ? nil : met))
      writeError("  \(id) done\n")
    }

    func addBaseline(_ id: String, items: Int, _ body: () -> Int) {
      guard let i = rows.firstIndex(where: { $0.id == id }) else { return }
      let m = measure(id + " baseline", items: items, repetitions: repetitions, body)
      rows[i].baselineMedian = m.median
      if m.checksum != rows[i].checksum {
        rows[i].note += "baseline checksum \(m.checksum) differs"
      }
    }

    // MARK: W1–W8: HexCore

    run("W1", "generate the radius-\(radius) hexagon", items: set.count, target: "≤ 0.25 ns/hex", limit: 0.25) {
      var sum = 0
      for h in Hex.zero.hexagon(radius: radius) { sum &+= square(h.q &* 31 &+ h.r) }
      return sum
    }
    addBaseline("W1", items: set.count) {
      // Red Blob's range loop, appending cube hexes to an array.
      var cells: [ArticleHex] = []
      for q in -radius...radius {
        for r in max(-radius, -q - radius)...min(radius, -q + radius) {
          cells.append(ArticleHex(q: q, r: r, s: -q - r))
        }
      }
      var sum = 0
      for h in cells { sum &+= square(h.q &* 31 &+ h.r) }
      return sum
    }

    run("W2", "rings 1…\(radius) around (0,0) plus the centre", items: set.count, target: "≤ 1.0 ns/hex", limit: 1.0) {
      var sum = 0
      for k in 0...radius {
        for h in Hex.zero.ring(radius: k) { sum &+= square(h.q &* 31 &+ h.r) }
      }
      return sum
    }

    run("W3", "distance from each hex to (3,−7)", items: set.count, target: "≤ 0.6 ns/hex", limit: 0.6) {
      let target = Hex(q: 3, r: -7)
      var sum = 0
      for h in set { sum &+= h.distance(to: target) }
      return sum
    }

    run("W4", "centre, then hex containing it (round trip)", items: set.count, target: "≤ 6 ns/hex", limit: 6) {
      var sum = 0
      for h in set {
        let p = geometry.center(of: h)
        guard geometry.hex(containing: p) == h else { fatalError("W4: \(h) does not round-trip") }
        sum &+= roundedMagnitude(p.x) &+ roundedMagnitude(p.y)
      }
      return sum
    }
    addBaseline("W4", items: set.count) {
      var sum = 0
      let sqrt3 = (3.0).squareRoot()
      for h in set {
        let x = 1.5 * Double(h.q) * size
        let y = (sqrt3 / 2 * Double(h.q) + sqrt3 * Double(h.r)) * size
        let back = articleHexContaining(x, y, size: size)
        guard back.q == h.q && back.r == h.r else { fatalError("W4 baseline: \(h)") }
        sum &+= roundedMagnitude(x) &+ roundedMagnitude(y)
      }
      return sum
    }

    run("W5", "odd-q offset and back (round trip)", items: set.count, target: "≤ 0.4 ns/hex", limit: 0.4) {
      var sum = 0
      for h in set {
        let o = OffsetCoordinate(h, kind: .oddQ)
        guard Hex(o, kind: .oddQ) == h else { fatalError("W5: \(h) does not round-trip") }
        sum &+= o.col &* 31 &+ o.row
      }
      return sum
    }

    run("W6", "the six neighbours of each hex", items: set.count, target: "≤ 0.8 ns/hex", limit: 0.8) {
      var sum = 0
      for h in set {
        for n in h.neighbors { sum &+= square(n.q &* 31 &+ n.r) }
      }
      return sum
    }

    let lineEnds = Array(Hex.zero.ring(radius: quick ? 10 : 100))
    let lineHexCount = lineEnds.reduce(0) { $0 + Hex.zero.distance(to: $1) + 1 }
    run("W7", "lines from (0,0) to each hex of ring \(quick ? 10 : 100)", items: lineHexCount, unit: "ns/hex", target: "≤ 6 ns per line hex", limit: 6) {
      var sum = 0, count = 0
      for end in lineEnds {
        for h in Hex.zero.line(to: end) {
          sum &+= h.q &* 31 &+ h.r
          count += 1
        }
      }
      guard count == lineHexCount else { fatalError("W7: \(count) hexes, expected \(lineHexCount)") }
      return sum
    }
    addBaseline("W7", items: lineHexCount) {
      var sum = 0
      for end in lineEnds {
        for h in articleLine(from: ArticleHex(q: 0, r: 0, s: 0), to: ArticleHex(q: end.q, r: end.r, s: end.s)) {
          sum &+= h.q &* 31 &+ h.r
        }
      }
      return sum
    }

    run("W8", "the six corners of each hex", items: set.count, target: "≤ 8 ns/hex", limit: 8) {
      var sum = 0
      for h in set {
        for p in geometry.corners(of: h) { sum &+= roundedMagnitude(p.x) &+ roundedMagnitude(p.y) }
      }
      return sum
    }

    // MARK: W9–W10: movement range and A*

    let mapRegion = Hex.zero.hexagon(radius: 100)
    /// W9/W10's map: obstacles where (7q + 13r) mod 5 == 0, except the origin.
    func isOpen(_ h: Hex) -> Bool {
      guard mapRegion.contains(h) else { return false }
      let m = (7 &* h.q &+ 13 &* h.r) % 5
      return h == .zero || (m + 5) % 5 != 0
    }
    let reachable = Hex.zero.movementRange(steps: 60, isPassable: isOpen).count
    run("W9", "movement range within 60 steps (radius-100 map)", items: reachable, unit: "ns/hex", target: "≤ 40 ns per reachable hex", limit: 40) {
      Hex.zero.movementRange(steps: 60, isPassable: isOpen).count
    }
    addBaseline("W9", items: reachable) { articleMovementRange(from: .zero, steps: 60, isOpen: isOpen) }

    func firstOpen(_ h: Hex) -> Hex { isOpen(h) ? h : h.neighbors.first(where: isOpen) ?? h }
    let from = firstOpen(Hex(q: -90, r: 45)), to = firstOpen(Hex(q: 90, r: -45))
    run("W10", "A* from (−90,45) to (90,−45) on that map", items: 1, unit: "ns/path", target: "≤ 200 µs per path", limit: 200_000) {
      (from.path(to: to, within: mapRegion, isPassable: isOpen)?.count ?? 0) - 1
    }
    addBaseline("W10", items: 1) { articleAStar(from: from, to: to, isOpen: isOpen) }

    // MARK: L1–L4: layouts

    let side = quick ? 100 : 1000
    let gridCells = (0..<side).flatMap { row in (0..<side).map { OffsetCoordinate(row: row, col: $0) } }
    let container = 8.0 * Double(side)
    run("L1", "offset layout \(side)×\(side): cache+size+place", items: gridCells.count, unit: "ns/cell", target: "≤ 5 ns/cell, ≥ 3× baseline", limit: 5) {
      let layout = HexLayout()
      let cache = layout.makeCache(coordinates: gridCells)
      let size = layout.sizeThatFits(proposal: ProposedSize(width: container, height: container), cache: cache)
      var sum = 0
      layout.placeSubviews(in: Rect(origin: .zero, size: size), proposal: ProposedSize(size), cache: cache) {
        sum &+= roundedMagnitude($0.position.x) &+ roundedMagnitude($0.position.y)
      }
      return sum
    }
    addBaseline("L1", items: gridCells.count) {
      var sum = 0
      articleOffsetLayout(cells: gridCells, width: container, height: container) { x, y in
        sum &+= roundedMagnitude(x) &+ roundedMagnitude(y)
      }
      return sum
    }

    let walkCount = quick ? 10_000 : 1_000_000
    run("L2", "honeycomb walk of \(walkCount) cells with centres", items: walkCount, unit: "ns/cell", target: "≤ 2 ns/cell, ≥ 3× baseline", limit: 2) {
      let honeycomb = HexGeometry(orientation: .flatTop, size: 125 / (3.0).squareRoot())
      var sum = 0
      var centres = 0.0
      for h in Hex.zero.honeycombWalk(count: walkCount) {
        let c = honeycomb.center(of: h)
        centres += c.x + c.y
        sum &+= square(h.q &* 31 &+ h.r)
      }
      return centres.isNaN ? 0 : sum
    }
    addBaseline("L2", items: walkCount) {
      let (cells, centres) = articleHoneycomb(count: walkCount, diameter: 125)
      var sum = 0
      for h in cells { sum &+= square(h.q &* 31 &+ h.r) }
      return centres.reduce(0) { $0 + $1.0 + $1.1 }.isNaN ? 0 : sum
    }

    enum Growth { case occupancy, set, linear }
    func growth(cells initial: Int, growths: Int, _ method: Growth) -> Int {
      var cells = Array(Hex.zero.honeycombWalk(count: initial))
      var occupied = Set(cells)
      var occupancy = HoneycombOccupancy(cells)
      var sum = 0
      for i in 0..<growths {
        let source = cells[(i &* 7) % cells.count]
        let new: [Hex]
        switch method {
        case .occupancy: new = occupancy.grow(nextTo: source, count: 3)
        case .set: new = HoneycombLayout.growthCells(nextTo: source, count: 3, occupied: occupied)
        case .linear: new = articleGrowth(nextTo: source, count: 3, occupied: cells)
        }
        for h in new { sum &+= h.q &* 31 &+ h.r }
        if method == .set { occupied.formUnion(new) }
        cells.append(contentsOf: new)
      }
      return sum
    }
    let growths = quick ? 100 : 1_000
    let smallHoneycomb = quick ? 1_000 : 10_000
    run("L3", "\(growths) growths of 3 into \(smallHoneycomb) cells", items: growths, unit: "ns/growth", target: "≥ 1000× baseline; same time at 10× cells") {
      growth(cells: smallHoneycomb, growths: growths, .occupancy)
    }
    addBaseline("L3", items: growths) { growth(cells: smallHoneycomb, growths: growths, .linear) }
    run("L3b", "\(growths) growths of 3 into \(smallHoneycomb * 10) cells", items: growths, unit: "ns/growth", target: "within ±50% of L3") {
      growth(cells: smallHoneycomb * 10, growths: growths, .occupancy)
    }
    run("L3s", "L3 with the set-based growthCells (no index)", items: growths, unit: "ns/growth", target: "(no target; for comparison)") {
      growth(cells: smallHoneycomb, growths: growths, .set)
    }

    // L4: hit tests and viewport queries on the L1 layout.
    if selected("L4", "hit tests") || selected("L4v", "viewport queries") {
      let hitLayout = HexLayout()
      let hitCache = hitLayout.makeCache(coordinates: gridCells.lazy.map { Optional($0) })
      let hitSize = hitLayout.sizeThatFits(proposal: ProposedSize(width: container, height: container), cache: hitCache)
      let hitBounds = Rect(origin: .zero, size: hitSize)
      var generator = SplitMix64(seed: 0x4C34)
      let hitPoints = (0..<(quick ? 10_000 : 1_000_000)).map { _ in
        Point(x: Double.random(in: 0...hitSize.width, using: &generator), y: Double.random(in: 0...hitSize.height, using: &generator))
      }
      let placed = hitLayout.placedCells(in: hitBounds, cache: hitCache)
      run("L4", "hit tests on the \(side)×\(side) layout", items: hitPoints.count, unit: "ns/test", target: "≤ 20 ns per hit test", limit: 20) {
        var sum = 0
        for p in hitPoints { sum &+= placed.subviewIndex(at: p) ?? -1 }
        return sum
      }
      run("L4c", "the same, placing the grid on every call", items: hitPoints.count, unit: "ns/test", target: "(no target; the one-call API)") {
        var sum = 0
        for p in hitPoints { sum &+= hitLayout.subviewIndex(at: p, in: hitBounds, cache: hitCache) ?? -1 }
        return sum
      }
      // A window of about 1,000 cells: 32 columns by 32 rows of cells.
      let step = hitSize.width / (Double(side) - 1 + 4.0 / 3)
      let window = Size(width: 32 * step, height: 32 * step * 2 / (3.0).squareRoot())
      let viewports = (0..<(quick ? 20 : 200)).map { _ in
        Rect(
          origin: Point(
            x: Double.random(in: 0...(hitSize.width - window.width), using: &generator),
            y: Double.random(in: 0...(hitSize.height - window.height), using: &generator)),
          size: window)
      }
      run("L4v", "viewport queries (~1,000 cells each)", items: viewports.count, unit: "ns/query", target: "≤ 50 µs per query, ≥ 100× full scan", limit: 50_000) {
        var sum = 0
        for v in viewports {
          for i in placed.subviewIndices(intersecting: v) { sum &+= i }
        }
        return sum
      }
      addBaseline("L4v", items: 3) {
        // A full scan: test every placed cell's hexagon against the viewport.
        var sum = 0
        let placements = hitLayout.placeSubviews(in: hitBounds, proposal: ProposedSize(hitSize), cache: hitCache)
        for v in viewports.prefix(3) {
          for p in placements {
            let r = p.proposal.width! / 2
            let hexagon = Hexagon(center: p.position, size: Size(width: r, height: r), orientation: .flatTop)
            if hexagon.intersects(v) { sum &+= p.subviewIndex }
          }
        }
        return sum
      }
      if let i = rows.firstIndex(where: { $0.id == "L4v" }), let b = rows[i].baselineMedian {
        // The baseline ran 3 queries; compare per query.
        rows[i].note = "baseline per query; checksum over 3 queries"
        _ = b
      }
    }
  }
}
