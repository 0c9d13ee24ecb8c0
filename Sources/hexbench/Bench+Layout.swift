// L1–L4: the layouts.

import HexCore
import HexLayoutEngine
import _HexTestSupport

extension Bench {
  func addLayoutBenchmarks() {
    let side = quick ? 100 : 1000
    let gridCells = (0..<side).flatMap { row in (0..<side).map { OffsetCoordinate(row: row, col: $0) } }
    let container = 8.0 * Double(side)
    /// L1's size and place steps on a built cache, with its checksum.
    func sizeAndPlace(_ layout: HexLayout, _ cache: HexLayout.Cache) -> Int {
      let size = layout.sizeThatFits(proposal: ProposedSize(width: container, height: container), cache: cache)
      var sum = 0
      layout.placedCells(in: PixelRect(origin: .zero, size: size), cache: cache).forEach {
        sum &+= roundedMagnitude($0.position.x) &+ roundedMagnitude($0.position.y)
      }
      return sum
    }
    run(
      "L1", "offset layout \(side)×\(side): cache+size+place", items: gridCells.count, unit: "ns/cell",
      target: "≤ 5 ns/cell, ≥ 3× baseline", limit: 5
    ) {
      let layout = HexLayout()
      return sizeAndPlace(layout, layout.makeCache(coordinates: gridCells))
    }
    addBaseline("L1", items: gridCells.count) {
      var sum = 0
      articleOffsetLayout(cells: gridCells, width: container, height: container) { x, y in
        sum &+= roundedMagnitude(x) &+ roundedMagnitude(y)
      }
      return sum
    }

    // L1a: the SwiftUI adapter's loop (EngineLayout.placeSubviews calls
    // HexCellLayout.placeSubviews(_:in:cache:_:)), over a fake collection of
    // subviews that records each placement: size and place on a built cache.
    let adapterCache =
      selected("L1a", "the SwiftUI adapter's placement loop") ? HexLayout().makeCache(coordinates: gridCells) : nil
    run(
      "L1a", "the SwiftUI adapter's placement loop", items: gridCells.count, unit: "ns/cell",
      target: "(no target; ≈ L1's place step)"
    ) {
      let layout = HexLayout()
      guard let cache = adapterCache else { return 0 }
      let size = layout.sizeThatFits(proposal: ProposedSize(width: container, height: container), cache: cache)
      var sum = 0
      layout.placeSubviews(0..<gridCells.count, in: PixelRect(origin: .zero, size: size), cache: cache) {
        subview, placement in
        guard let placement else { return }
        sum &+= roundedMagnitude(placement.position.x) &+ roundedMagnitude(placement.position.y) &+ subview & 1
      }
      return sum
    }

    // L1s: the same grid, stored cell by cell: a last subview without a
    // coordinate ends the row-major run that L1's cache holds as a rectangle.
    let storedRows = (l1: "L1 with its cells stored one by one", l4: "the same on L1s's stored cells")
    let storedCells =
      selected("L1s", storedRows.l1) || selected("L4s", storedRows.l4) ? gridCells.map { Optional($0) } + [nil] : []
    run(
      "L1s", storedRows.l1, items: gridCells.count, unit: "ns/cell",
      target: "(no target; the general cache)"
    ) {
      let layout = HexLayout()
      return sizeAndPlace(layout, layout.makeCache(coordinates: storedCells))
    }

    let walkCount = quick ? 10_000 : 1_000_000
    run(
      "L2", "honeycomb walk of \(walkCount) cells with centers", items: walkCount, unit: "ns/cell",
      target: "≤ 2 ns/cell, ≥ 3× baseline", limit: 2
    ) {
      let honeycomb = HexGeometry(orientation: .flatTop, size: 125 / (3.0).squareRoot())
      var sum = 0
      var centers = 0.0
      for h in Hex.zero.honeycombWalk(count: walkCount) {
        let c = honeycomb.center(of: h)
        centers += c.x + c.y
        sum &+= square(h.q &* 31 &+ h.r)
      }
      return centers.isNaN ? 0 : sum
    }
    addBaseline("L2", items: walkCount) {
      let (cells, centers) = articleHoneycomb(count: walkCount, diameter: 125)
      var sum = 0
      for h in cells { sum &+= square(h.q &* 31 &+ h.r) }
      return centers.reduce(0) { $0 + $1.0 + $1.1 }.isNaN ? 0 : sum
    }

    enum Growth { case occupancy, set, linear }
    /// A honeycomb to grow into, rebuilt untimed before each repetition:
    /// building a 100,000-cell index is not part of a growth.
    struct Honeycomb {
      var cells: [Hex] = []
      var occupied: Set<Hex> = []
      var occupancy = HoneycombOccupancy([Hex]())
      init() {}
      init(count: Int, _ method: Growth) {
        cells = Array(Hex.zero.honeycombWalk(count: count))
        occupied = method == .set ? Set(cells) : []
        occupancy = HoneycombOccupancy(method == .occupancy ? cells : [])
      }
    }
    /// Grows `honeycomb` `growths` times by 3 cells, next to sources spread
    /// over it.
    func growth(_ honeycomb: inout Honeycomb, growths: Int, _ method: Growth) -> Int {
      var sum = 0
      for i in 0..<growths {
        let source = honeycomb.cells[(i &* 7) % honeycomb.cells.count]
        let new: [Hex]
        switch method {
        case .occupancy: new = honeycomb.occupancy.grow(nextTo: source, count: 3)
        case .set: new = source.nearestFreeHexes(count: 3, occupied: honeycomb.occupied)
        case .linear: new = articleGrowth(nextTo: source, count: 3, occupied: honeycomb.cells)
        }
        for h in new { sum &+= h.q &* 31 &+ h.r }
        if method == .set { honeycomb.occupied.formUnion(new) }
        honeycomb.cells.append(contentsOf: new)
      }
      return sum
    }
    let growths = quick ? 100 : 1_000
    let smallHoneycomb = quick ? 1_000 : 10_000
    let growthRows: [(id: String, cells: Int, method: Growth, target: String)] = [
      ("L3", smallHoneycomb, .occupancy, "≥ 1000× baseline; same time at 10× cells"),
      ("L3b", smallHoneycomb * 10, .occupancy, "within ±50% of L3"),
      ("L3s", smallHoneycomb, .set, "(no target; for comparison)"),
    ]
    for row in growthRows {
      var honeycomb = Honeycomb()
      let what =
        row.method == .set
        ? "L3 with the set-based growth (no index)" : "\(growths) growths of 3 into \(row.cells) cells"
      run(
        row.id, what, items: growths, unit: "ns/growth", target: row.target,
        prepare: { honeycomb = Honeycomb(count: row.cells, row.method) }
      ) {
        growth(&honeycomb, growths: growths, row.method)
      }
      if row.id == "L3" {
        addBaseline("L3", items: growths, prepare: { honeycomb = Honeycomb(count: row.cells, .linear) }) {
          growth(&honeycomb, growths: growths, .linear)
        }
      }
    }

    // L3i: what the growth index costs to build, against the set alone.
    let walk = Array(Hex.zero.honeycombWalk(count: smallHoneycomb * 10))
    run(
      "L3i", "building HoneycombOccupancy from \(walk.count) walk cells", items: walk.count, unit: "ns/cell",
      target: "(no target; the index's cost, against a Set<Hex>)"
    ) {
      HoneycombOccupancy(walk).count
    }
    addBaseline("L3i", items: walk.count) { Set(walk).count }

    // L4: hit tests and viewport queries on the L1 layout.
    if selected("L4", "hit tests") || selected("L4s", storedRows.l4) || selected("L4v", "viewport queries") {
      let hitLayout = HexLayout()
      let hitCache = hitLayout.makeCache(coordinates: gridCells.lazy.map { Optional($0) })
      let hitSize = hitLayout.sizeThatFits(proposal: ProposedSize(width: container, height: container), cache: hitCache)
      let hitBounds = PixelRect(origin: .zero, size: hitSize)
      var generator = SplitMix64(seed: 0x4C34)
      let hitPoints = (0..<(quick ? 10_000 : 1_000_000)).map { _ in
        PixelPoint(
          x: Double.random(in: 0...hitSize.width, using: &generator),
          y: Double.random(in: 0...hitSize.height, using: &generator))
      }
      let placed = hitLayout.placedCells(in: hitBounds, cache: hitCache)
      run(
        "L4", "hit tests on the \(side)×\(side) layout", items: hitPoints.count, unit: "ns/test",
        target: "≤ 20 ns per hit test", limit: 20
      ) {
        var sum = 0
        for p in hitPoints { sum &+= placed.subviewIndex(at: p) ?? -1 }
        return sum
      }
      // L4s: the same points on the stored form's table (see L1s).
      let storedPlaced = hitLayout.placedCells(
        in: hitBounds, cache: hitLayout.makeCache(coordinates: storedCells))
      run(
        "L4s", storedRows.l4, items: hitPoints.count, unit: "ns/test",
        target: "(no target; the general cache's table)"
      ) {
        var sum = 0
        for p in hitPoints { sum &+= storedPlaced.subviewIndex(at: p) ?? -1 }
        return sum
      }
      run(
        "L4c", "the same, placing the grid on every call", items: hitPoints.count, unit: "ns/test",
        target: "(no target; the one-call API)"
      ) {
        var sum = 0
        for p in hitPoints { sum &+= hitLayout.subviewIndex(at: p, in: hitBounds, cache: hitCache) ?? -1 }
        return sum
      }
      // A window of about 1,000 cells: 32 columns by 32 rows of cells.
      let step = hitSize.width / (Double(side) - 1 + 4.0 / 3)
      let window = PixelSize(width: 32 * step, height: 32 * step * 2 / (3.0).squareRoot())
      let viewports = (0..<(quick ? 20 : 200)).map { _ in
        PixelRect(
          origin: PixelPoint(
            x: Double.random(in: 0...(hitSize.width - window.width), using: &generator),
            y: Double.random(in: 0...(hitSize.height - window.height), using: &generator)),
          size: window)
      }
      run(
        "L4v", "viewport queries (~1,000 cells each)", items: viewports.count, unit: "ns/query",
        target: "≤ 50 µs per query, ≥ 100× full scan", limit: 50_000
      ) {
        var sum = 0
        for v in viewports {
          for i in placed.subviewIndices(intersecting: v) { sum &+= i }
        }
        return sum
      }
      addBaseline("L4v", items: 3) {
        // A full scan: test every placed cell's hexagon against the viewport.
        var sum = 0
        let placements = hitLayout.placedCells(in: hitBounds, cache: hitCache)
        for v in viewports.prefix(3) {
          for p in placements {
            let r = p.proposal.width! / 2
            let hexagon = Hexagon(center: p.position, size: PixelSize(width: r, height: r), orientation: .flatTop)
            if hexagon.intersects(v) { sum &+= p.subviewIndex }
          }
        }
        return sum
      }
      if let i = rows.firstIndex(where: { $0.id == "L4v" }), rows[i].baselineMedian != nil {
        // The baseline ran 3 queries; compare per query.
        rows[i].note = "baseline per query; checksum over 3 queries"
      }
    }

    // L5: honeycomb hit tests, what is drawn is what is hit, without and
    // with the fisheye (which is inverted to find the candidates).
    if selected("L5", "honeycomb hit tests") || selected("L5f", "fisheye hit tests") {
      let honeycombCells = quick ? 1_000 : 10_000
      let plain = HoneycombLayout(diameter: 50, contentOffset: PixelPoint(x: 13, y: -7))
      var fisheye = plain
      fisheye.effects = .fisheye
      let cache = plain.makeCache(count: honeycombCells)
      let bounds = PixelRect(origin: .zero, size: plain.sizeThatFits(proposal: .unspecified, cache: cache))
      var generator = SplitMix64(seed: 0x4C35)
      let points = (0..<(quick ? 10_000 : 1_000_000)).map { _ in
        PixelPoint(
          x: Double.random(in: 0...bounds.width, using: &generator),
          y: Double.random(in: 0...bounds.height, using: &generator))
      }
      let placedPlain = plain.placedCells(in: bounds, cache: cache)
      let placedFisheye = fisheye.placedCells(in: bounds, cache: cache)
      run(
        "L5", "honeycomb hit tests, \(honeycombCells) circles", items: points.count, unit: "ns/test",
        target: "(reference for L5f)"
      ) {
        var sum = 0
        for p in points { sum &+= placedPlain.subviewIndex(at: p) ?? -1 }
        return sum
      }
      run("L5f", "the same with the fisheye", items: points.count, unit: "ns/test", target: "≤ 2× L5") {
        var sum = 0
        for p in points { sum &+= placedFisheye.subviewIndex(at: p) ?? -1 }
        return sum
      }
    }

    // L6: insertion with reflow: every later cell moves outward.
    let reflowCells = quick ? 1_000 : 10_000
    run(
      "L6", "reflow: insert 3 after slot 10 of \(reflowCells) cells", items: reflowCells, unit: "ns/cell",
      target: "(no target)"
    ) {
      let honeycomb = HoneycombLayout(diameter: 50)
      var sum = 0
      for change in honeycomb.reflow(
        inserting: 3, after: 10, itemCount: reflowCells, in: PixelRect(x: 0, y: 0, width: 800, height: 800))
      {
        sum &+= change.id &+ roundedMagnitude(change.to?.position.x ?? 0)
      }
      return sum
    }
  }
}
