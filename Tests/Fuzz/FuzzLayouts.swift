// Fuzz harness: both layouts from raw proposals, bounds, spacings and
// coordinate lists. Sizes and placements must be finite and non-negative,
// placed cells must lie in sane bounds, and hit tests and culling must
// name placed subviews.
import HexCore
import HexLayoutEngine

extension FuzzInput {
  mutating func dimension() -> Double? { bool() ? nil : double() }

  mutating func rect() -> PixelRect {
    if bool() { return PixelRect(x: double(), y: double(), width: double(), height: double()) }
    return PixelRect(
      x: Double(int(upTo: 2000)) - 1000, y: Double(int(upTo: 2000)) - 1000,
      width: Double(int(upTo: 5000)) / 4, height: Double(int(upTo: 5000)) / 4)
  }
}

private func isSane(_ rect: PixelRect) -> Bool {
  rect.isFinite && rect.width >= 0 && rect.height >= 0 && rect.width < 1e12 && rect.height < 1e12
    && rect.minX.magnitude < 1e12 && rect.minY.magnitude < 1e12
}

private func checkPlacements(_ placements: [Placement], count: Int, placed: Int, bounds: PixelRect, slack: Double) {
  check(placements.count == placed, "placed \(placements.count) of \(placed)")
  var previous = -1
  for p in placements {
    check(p.subviewIndex > previous && p.subviewIndex < count, "placement order/index \(p.subviewIndex)")
    previous = p.subviewIndex
    check(p.position.isFinite, "non-finite position \(p.position)")
    for d in [p.proposal.width, p.proposal.height] {
      check(d.map { $0.isFinite && $0 >= 0 } ?? true, "bad proposal \(p.proposal)")
    }
    if isSane(bounds) {
      let tolerance = 1e-9 * (1 + bounds.width + bounds.height + bounds.minX.magnitude + bounds.minY.magnitude)
      check(
        p.position.x >= bounds.minX - slack - tolerance && p.position.x <= bounds.maxX + slack + tolerance
          && p.position.y >= bounds.minY - slack - tolerance && p.position.y <= bounds.maxY + slack + tolerance,
        "cell \(p.subviewIndex) at \(p.position) outside \(bounds)")
    }
  }
}

/// `placeSubviews(_:in:cache:_:)` passes each of `subviews` subviews to
/// `place` once, in order, with its placement or `nil`, however many
/// subviews the cache was built from.
private func checkEverySubviewPlacedOnce<L: HexCellLayout>(
  _ layout: L, _ cache: L.Cache, subviews: Int, bounds: PixelRect
) {
  let placed = layout.placedCells(in: bounds, cache: cache)
  var next = 0
  layout.placeSubviews(0..<subviews, in: bounds, cache: cache) { subview, placement in
    check(subview == next, "placeSubviews passed subview \(subview) where \(next) was due")
    check(placement == placed.placement(ofSubview: subview), "placeSubviews: subview \(subview)'s placement")
    next += 1
  }
  check(next == subviews, "placeSubviews passed \(next) of \(subviews) subviews")
}

/// libFuzzer's entry point: runs one input, trapping on a broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayouts(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let count = input.int(upTo: 60)
  let proposal = ProposedSize(width: input.dimension(), height: input.dimension())
  let bounds = input.rect()
  let probe = PixelPoint(x: input.double(), y: input.double())
  let viewport = input.rect()

  if input.bool() {
    let kinds: [OffsetKind] = [.oddQ, .evenQ, .oddR, .evenR]
    // Any alignment, NaN and out-of-range ones included: the grid still
    // fits its bounds (checkPlacements).
    let alignment = input.bool() ? PlacementAnchor(x: input.double(), y: input.double()) : .topLeading
    let layout = HexLayout(kind: kinds[input.int(upTo: 3)], spacing: input.double(), alignment: alignment)
    let mode = input.int(upTo: 2)
    var coordinates: [OffsetCoordinate?]
    if mode == 2 {
      // Rows filled in order (held without per-cell storage), from an
      // origin anywhere, perhaps with one cell out of order.
      let row = input.bool() ? input.int() : input.int(upTo: 40) - 20
      let col = input.bool() ? input.int() : input.int(upTo: 40) - 20
      let columns = input.int(upTo: 9) + 1
      coordinates = (0..<count).map { OffsetCoordinate(row: row &+ $0 / columns, col: col &+ $0 % columns) }
      if count > 0 && input.bool() {
        coordinates[input.int(upTo: count - 1)] = OffsetCoordinate(row: row, col: col &+ input.int(upTo: 12) - 2)
      }
    } else {
      coordinates = (0..<count).map { _ in
        if input.byte() % 8 == 0 { return nil }
        return mode == 0
          ? OffsetCoordinate(row: input.int(upTo: 40) - 20, col: input.int(upTo: 40) - 20)
          : OffsetCoordinate(row: input.int(), col: input.int())
      }
    }
    let cache = layout.makeCache(coordinates: coordinates)
    // The same cells stored one by one (a trailing `nil` ends any row-major
    // run) place, hit and cull alike.
    let stored = layout.makeCache(coordinates: coordinates + [nil])
    check(
      Array(layout.placedCells(in: bounds, cache: stored))
        == Array(layout.placedCells(in: bounds, cache: cache)), "stored form placements")
    check(
      layout.subviewIndex(at: probe, in: bounds, cache: stored)
        == layout.subviewIndex(at: probe, in: bounds, cache: cache), "stored form hit")
    check(
      layout.subviewIndices(intersecting: viewport, in: bounds, cache: stored)
        == layout.subviewIndices(intersecting: viewport, in: bounds, cache: cache), "stored form culling")
    let fitted = layout.sizeThatFits(proposal: proposal, cache: cache)
    check(fitted.isFinite && fitted.width >= 0 && fitted.height >= 0, "size \(fitted) for \(proposal)")
    for dimension in [(proposal.width, fitted.width), (proposal.height, fitted.height)] {
      if let offered = dimension.0, offered.isFinite, offered >= 0, offered < 1e15 {
        check(dimension.1 <= offered, "size \(fitted) exceeds the proposal \(proposal)")
      }
    }
    let placements = Array(layout.placedCells(in: bounds, cache: cache))
    checkPlacements(placements, count: count, placed: cache.cellCount, bounds: bounds, slack: 0)
    // Each cell's frame, the hexagon's bounding box, lies in the bounds
    // whatever the alignment (for small coordinates: far from the origin
    // the lattice's centres round by more than the tolerance).
    let small = coordinates.allSatisfy { $0.map { abs($0.row) <= 64 && abs($0.col) <= 64 } ?? true }
    if isSane(bounds) && small {
      let tolerance = 1e-9 * (1 + bounds.width + bounds.height + bounds.minX.magnitude + bounds.minY.magnitude)
      for p in placements {
        let f = p.frame
        check(
          f.minX >= bounds.minX - tolerance && f.maxX <= bounds.maxX + tolerance && f.minY >= bounds.minY - tolerance
            && f.maxY <= bounds.maxY + tolerance, "frame \(f) of cell \(p.subviewIndex) outside \(bounds)")
      }
    }
    checkEverySubviewPlacedOnce(layout, cache, subviews: input.int(upTo: 80), bounds: bounds)
    if let hit = layout.subviewIndex(at: probe, in: bounds, cache: cache) {
      check(hit < count && coordinates[hit] != nil, "hit \(hit) is not a placed subview")
      // A hit cell has a size: zero-size grids hit nothing.
      check(placements.contains { $0.subviewIndex == hit && ($0.proposal.width ?? 0) > 0 }, "hit a cell of size zero")
    }
    let visible = layout.subviewIndices(intersecting: viewport, in: bounds, cache: cache)
    check(zip(visible, visible.dropFirst()).allSatisfy { $0 < $1 }, "culling not ascending")
    check(visible.allSatisfy { $0 < count && coordinates[$0] != nil }, "culling named an unplaced subview")
    let placed = layout.placedCells(in: bounds, cache: cache)
    check(placed.subviewIndex(at: probe) == layout.subviewIndex(at: probe, in: bounds, cache: cache), "PlacedCells hit")
    check(placed.subviewIndices(intersecting: viewport) == visible, "PlacedCells culling")
  } else {
    let layout = HoneycombLayout(
      diameter: input.bool() ? Double(input.int(upTo: 400)) : input.double(),
      contentOffset: PixelPoint(x: input.bool() ? 0 : input.double(), y: input.bool() ? 0 : input.double()),
      orientation: input.bool() ? .flatTop : .pointyTop,
      effects: HoneycombEffects(fisheye: input.bool(), touchedCell: input.bool() ? .zero : nil))
    let cache: HoneycombLayout.Cache
    var cells: [Hex?] = []
    if input.bool() {
      cache = layout.makeCache(count: count * 20 - 5)
    } else {
      cells = (0..<count).map { _ in
        input.byte() % 8 == 0 ? nil : Hex(q: input.int(upTo: 20) - 10, r: input.int(upTo: 20) - 10)
      }
      cache = layout.makeCache(coordinates: cells)
    }
    let fitted = layout.sizeThatFits(proposal: proposal, cache: cache)
    check(fitted.isFinite && fitted.width >= 0 && fitted.height >= 0, "honeycomb size \(fitted)")
    let placements = Array(layout.placedCells(in: bounds, cache: cache))
    check(placements.count == cache.cellCount, "honeycomb placed \(placements.count) of \(cache.cellCount)")
    checkEverySubviewPlacedOnce(layout, cache, subviews: input.int(upTo: 80), bounds: bounds)
    for p in placements {
      check(p.position.isFinite, "honeycomb position \(p.position)")
      check(p.proposal.width.map { $0.isFinite && $0 >= 0 } ?? false, "honeycomb proposal \(p.proposal)")
    }
    // A drawn circle's radius: the proposal times the cell's true scale,
    // which is `Placement.scale` but for its display floor of 0.001, and so
    // worked out from the fisheye's size and the touch effect.
    let placedContainer = PixelSize(width: bounds.size.width.magnitude, height: bounds.size.height.magnitude)
    func drawnRadius(_ p: Placement) -> Double {
      let d = p.proposal.width!
      guard layout.effects.fisheye else { return d * p.scale / 2 }
      let size = layout.fisheye(for: p.hex, containerSize: placedContainer).size
      let scale = (d > 0 ? size / d : 0) * layout.touchEffect(for: p.hex).scale
      return d * scale / 2
    }
    // A zero-size drawn cell is never hit or culled, though it is placed at
    // the display floor's scale.
    for p in placements where drawnRadius(p) == 0 {
      check(
        layout.subviewIndex(at: p.position, in: bounds, cache: cache) != p.subviewIndex,
        "the zero-size cell \(p.subviewIndex) was hit at its center: \(layout) \(bounds)")
      let around = PixelRect(x: p.position.x - 1, y: p.position.y - 1, width: 2, height: 2)
      check(
        !layout.subviewIndices(intersecting: around, in: bounds, cache: cache).contains(p.subviewIndex),
        "the zero-size cell \(p.subviewIndex) was culled: \(layout) \(bounds)")
    }
    // What is drawn is what is hit: the hit (if any) is the last placement
    // whose drawn circle contains the probe, by brute force.
    let drawnHit = placements.last { p in
      let r = drawnRadius(p)
      let dx = probe.x - p.position.x, dy = probe.y - p.position.y
      return r > 0 && dx * dx + dy * dy <= r * r
    }?.subviewIndex
    let hitIndex = layout.subviewIndex(at: probe, in: bounds, cache: cache)
    check(
      hitIndex == drawnHit,
      "honeycomb hit \(String(describing: hitIndex)) differs from the drawn circles' \(String(describing: drawnHit)): \(layout) \(bounds) \(probe) \(placements.count) cells"
    )
    // Zero-size cells hit nothing.
    if !(layout.diameter > 0) {
      check(layout.subviewIndex(at: probe, in: bounds, cache: cache) == nil, "a zero-size honeycomb was hit")
    }
    let visible = layout.subviewIndices(intersecting: viewport, in: bounds, cache: cache)
    check(zip(visible, visible.dropFirst()).allSatisfy { $0 < $1 }, "honeycomb culling not ascending")
    // What is drawn is what is culled: exactly the circles meeting the
    // viewport, by brute force.
    if viewport.isFinite {
      let drawnMet = placements.filter { p in
        let r = drawnRadius(p)
        let nearest = PixelPoint(
          x: min(max(p.position.x, viewport.minX), viewport.maxX),
          y: min(max(p.position.y, viewport.minY), viewport.maxY))
        let dx = nearest.x - p.position.x, dy = nearest.y - p.position.y
        return r > 0 && dx * dx + dy * dy <= r * r
      }.map(\.subviewIndex)
      check(
        visible == drawnMet,
        "honeycomb culling \(visible) differs from the drawn circles' \(drawnMet): \(layout) \(bounds) \(viewport)")
    }
    let container = PixelSize(width: input.double(), height: input.double())
    let hex = Hex(q: input.int(upTo: 20) - 10, r: input.int(upTo: 20) - 10)
    var touching = layout
    touching.effects.touchedCell = input.bool() ? hex : nil
    let effect = touching.fisheye(for: hex, containerSize: container)
    check(effect.size.isFinite && effect.size >= 0, "fisheye size \(effect)")
    check(effect.shift.isFinite, "fisheye shift \(effect)")
    check(effect.scale.isFinite && effect.scale >= 0.001 && effect.scale <= 1, "fisheye scale \(effect)")
    let settled = layout.settledContentOffset(
      from: PixelPoint(x: input.double(), y: input.double()),
      predictedEndTranslation: PixelSize(width: input.double(), height: input.double()), cache: cache)
    check(settled.isFinite, "settled offset \(settled)")
    check(layout.contentOffset(centering: hex).isFinite, "centering offset")
    let grown = hex.nearestFreeHexes(count: input.int(upTo: 30) - 3, occupied: Set(cells.compactMap { $0 }))
    check(Set(grown).count == grown.count, "growth repeated a cell")
    check(grown.allSatisfy { !cells.contains($0) && $0 != hex }, "growth took an occupied cell")
    let occupied = Set(cells.compactMap { $0 })
    let wanted = input.int(upTo: 12) - 1
    check(
      HoneycombOccupancy(occupied).growthCells(nextTo: hex, count: wanted)
        == hex.nearestFreeHexes(count: wanted, occupied: occupied),
      "HoneycombOccupancy disagrees with the set-based growth")
    // Any count, Int.max included, is capped at the documented maximum,
    // never taken as room to reserve. Rarely: it costs 2^20 cells.
    if input.byte() == 0xFF {
      let huge = input.int()
      let expected = min(max(huge, 0), HoneycombLayout.maximumCellCount)
      switch input.int(upTo: 3) {
      case 0:
        check(layout.makeCache(count: huge).cellCount == expected, "makeCache(count: \(huge))")
      case 1:
        check(hex.nearestFreeHexes(count: huge, occupied: occupied).count == expected, "nearestFreeHexes \(huge)")
      case 2:
        check(
          HoneycombOccupancy(occupied).growthCells(nextTo: hex, count: huge).count == expected, "growthCells \(huge)")
      default:
        let items = input.int()
        let n = min(max(items, 0), HoneycombLayout.maximumCellCount)
        let k = min(max(huge, 0), HoneycombLayout.maximumCellCount - n)
        let changes = layout.reflow(inserting: huge, after: input.int(), itemCount: items, in: bounds)
        check(changes.count == n + k, "reflow of \(huge) into \(items) made \(changes.count) changes")
      }
    }
  }
  return 0
}
