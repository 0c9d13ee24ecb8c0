import HexCore

/// Where a layout's cells are centered, and which of them lie in a region.
@usableFromInline
internal struct _Lattice: Sendable {
  /// Centers of cells; its size is uniform and nonnegative.
  @usableFromInline internal var geometry: HexGeometry

  @usableFromInline
  internal init(geometry: HexGeometry) {
    self.geometry = geometry
  }

  /// The lattice hexes whose centers lie in `rect` (widened by a hair, so
  /// rounding never drops one), clipped to the store's extents, as (major,
  /// minor range) lines — q then r for flat-top, r then q for pointy-top —
  /// or `nil` when scanning every cell of the store is cheaper.
  ///
  /// Along the major axis centers are 1.5R apart; along the minor axis they
  /// are √3R apart, and each major line shifts the minor positions by half
  /// a step.
  internal func hexLines(
    centeredIn rect: Rect, store: _CellStore
  ) -> [(major: Int, minor: ClosedRange<Int>)]? {
    let radius = geometry.size.width
    guard radius > 0, radius.isFinite else { return nil }
    // The lattice's orientation decides the lines; the store's extents clip
    // them whatever orientation its table uses.
    let flat = geometry.orientation == .flatTop
    let (majorLo, majorHi, minorLo, minorHi) =
      flat
      ? (
        rect.minX - geometry.origin.x, rect.maxX - geometry.origin.x,
        rect.minY - geometry.origin.y, rect.maxY - geometry.origin.y
      )
      : (
        rect.minY - geometry.origin.y, rect.maxY - geometry.origin.y,
        rect.minX - geometry.origin.x, rect.maxX - geometry.origin.x
      )
    let (storeMajorMin, storeMajorMax) = flat ? (store.qMin, store.qMax) : (store.rMin, store.rMax)
    let (storeMinorMin, storeMinorMax) = flat ? (store.rMin, store.rMax) : (store.qMin, store.qMax)
    let majorStep = 1.5 * radius, minorStep = _sqrt3 * radius
    let first = Swift.max(Double(storeMajorMin), (majorLo / majorStep - _hair).rounded(.up))
    let last = Swift.min(Double(storeMajorMax), (majorHi / majorStep + _hair).rounded(.down))
    guard first <= last else { return [] }
    // More lines than cells means a sparse grid: scanning the cells is cheaper
    // (and a viewport across a grid spread over 2^30 columns must not walk them).
    guard last - first < Double(store.cells.count) + _lineScanAllowance else { return nil }
    var result: [(major: Int, minor: ClosedRange<Int>)] = []
    var total = 0.0
    for major in Int(first)...Int(last) {
      let half = Double(major) / 2
      let lo = Swift.max(Double(storeMinorMin), (minorLo / minorStep - half - _hair).rounded(.up))
      let hi = Swift.min(Double(storeMinorMax), (minorHi / minorStep - half + _hair).rounded(.down))
      guard lo <= hi else { continue }
      total += hi - lo + 1
      if total > Double(store.cells.count) { return nil }
      result.append((major, Int(lo)...Int(hi)))
    }
    return result
  }

  /// Calls `body` once for every stored hex whose center lies in `rect` (or
  /// a superset: every stored hex when that is cheaper), with its topmost
  /// subview.
  internal func forEachStoredHex(
    centeredIn rect: Rect, store: _CellStore, _ body: (Hex, Int) -> Void
  ) {
    if let lines = hexLines(centeredIn: rect, store: store) {
      for (major, minorRange) in lines {
        for minor in minorRange {
          let hex =
            geometry.orientation == .flatTop ? Hex(q: major, r: minor) : Hex(q: minor, r: major)
          let top = store.topSubview(at: hex)
          if top >= 0 { body(hex, top) }
        }
      }
    } else {
      // Each hex once: through the topmost of the subviews on it.
      for cell in store.cells where store.topSubview(at: cell.hex) == Int(cell.subview) {
        body(cell.hex, Int(cell.subview))
      }
    }
  }
}

/// √3, the ratio of a hexagon's width across its flat sides to its side.
@usableFromInline
internal let _sqrt3 = (3.0).squareRoot()

/// How far, in lattice steps, a candidate search widens its region so that
/// rounding never drops a cell that lies on the region's edge.
private let _hair = 1e-9

/// How many more lines than cells a lattice walk may visit before scanning
/// the cells is cheaper: a few dozen lines cost less than setting up a scan.
private let _lineScanAllowance = 64.0

/// Hexagonal cells of one size on a lattice: the offset grid's cells.
@usableFromInline
internal struct _HexagonCells: Sendable {
  @usableFromInline internal var lattice: _Lattice
  /// The circumradius of a cell's hexagon, at most the lattice's.
  @usableFromInline internal var cellRadius: Double

  @usableFromInline
  internal init(lattice: _Lattice, cellRadius: Double) {
    self.lattice = lattice
    self.cellRadius = cellRadius
  }

  @inlinable
  internal func hexagon(of hex: Hex) -> Hexagon {
    Hexagon(
      center: lattice.geometry.center(of: hex), size: Size(width: cellRadius, height: cellRadius),
      orientation: lattice.geometry.orientation)
  }

  /// Whether the cells have no area: then they contain no point and meet
  /// no rectangle.
  @inlinable
  internal var isEmpty: Bool { !(cellRadius > 0) || !(lattice.geometry.size.width > 0) }

  /// The subview whose cell's hexagon contains `point` (the topmost one when
  /// several share a hex), or `nil`.
  @inlinable
  internal func subviewIndex(at point: Point, in store: _CellStore) -> Int? {
    guard point.isFinite, !store.isEmpty, !isEmpty,
      let hex = lattice.geometry.hex(containing: point)
    else { return nil }
    let s = store.topSubview(at: hex)
    guard s >= 0 else { return nil }
    // The lattice's hexagons tile the plane; a smaller cell needs a check.
    if cellRadius < lattice.geometry.size.width && !hexagon(of: hex).contains(point) { return nil }
    return s
  }

  /// The subviews whose cells' hexagons intersect `rect`, in ascending order.
  @usableFromInline
  internal func subviewIndices(intersecting rect: Rect, in store: _CellStore) -> [Int] {
    guard rect.isFinite, !store.isEmpty, !isEmpty else { return [] }
    // A cell meets the rectangle only if its center lies within its
    // bounding box's half extents of it.
    let along = cellRadius, across = cellRadius * _sqrt3 / 2
    let (halfWidth, halfHeight) =
      lattice.geometry.orientation == .flatTop ? (along, across) : (across, along)
    let outer = Rect(
      x: rect.minX - halfWidth, y: rect.minY - halfHeight,
      width: rect.maxX - rect.minX + 2 * halfWidth, height: rect.maxY - rect.minY + 2 * halfHeight)
    // A cell whose bounding box lies inside the rectangle needs no exact test.
    let inner = Rect(
      x: rect.minX + halfWidth, y: rect.minY + halfHeight,
      width: rect.maxX - rect.minX - 2 * halfWidth, height: rect.maxY - rect.minY - 2 * halfHeight)
    let hasInner = inner.width >= 0 && inner.height >= 0
    var result: [Int] = []
    lattice.forEachStoredHex(centeredIn: outer, store: store) { hex, top in
      let center = lattice.geometry.center(of: hex)
      let inside =
        hasInner && center.x >= inner.minX && center.x <= inner.maxX
        && center.y >= inner.minY && center.y <= inner.maxY
      guard inside || hexagon(of: hex).intersects(rect) else { return }
      if store.below.isEmpty {
        result.append(top)
      } else {
        store.forEachSubview(at: hex) { result.append($0) }
      }
    }
    result.sort()
    return result
  }
}
