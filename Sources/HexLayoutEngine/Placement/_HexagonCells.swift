import HexCore

/// Hexagonal cells of one size on a lattice: the offset grid's cells.
@usableFromInline
internal struct _HexagonCells: Sendable {
  @usableFromInline internal let lattice: _Lattice
  /// The circumradius of a cell's hexagon, at most the lattice's.
  @usableFromInline internal var cellRadius: Double

  @inlinable
  internal init(lattice: _Lattice, cellRadius: Double) {
    self.lattice = lattice
    self.cellRadius = cellRadius
  }

  /// The placement of the subview on `hex`: centered on its lattice
  /// center.
  @inlinable @inline(__always)  // one placement per cell
  internal func placement(of hex: Hex, subview: Int, proposal: ProposedSize) -> Placement {
    Placement(
      subviewIndex: subview, hex: hex, position: lattice.geometry.center(of: hex), anchor: .center,
      proposal: proposal)
  }

  @inlinable
  internal func hexagon(of hex: Hex) -> Hexagon {
    Hexagon(
      center: lattice.geometry.center(of: hex), size: PixelSize(width: cellRadius, height: cellRadius),
      orientation: lattice.geometry.orientation)
  }

  /// Whether the cells have no area: then they contain no point and meet
  /// no rectangle.
  @inlinable
  internal var isEmpty: Bool { !(cellRadius > 0) || !(lattice.geometry.size.width > 0) }

  /// The subview whose cell's hexagon contains `point` (the topmost one when
  /// several share a hex), or `nil`.
  @inlinable @inline(__always)  // the cells are read in place, not copied per hit test
  internal func subviewIndex(at point: PixelPoint, in store: _CellStore) -> Int? {
    guard point.isFinite, !store.isEmpty, !isEmpty else { return nil }
    guard let hex = lattice.geometry.hex(containing: point) else {
      return _subviewIndexFar(at: point, in: store)
    }
    guard let s = store.topSubview(at: hex) else { return nil }
    // The lattice's hexagons tile the plane; a smaller cell needs a check.
    if cellRadius < lattice.geometry.size.width && !hexagon(of: hex).contains(point) { return nil }
    return s
  }

  /// The topmost subview whose hexagon contains `point`, found among the
  /// cells centered near it: for points beyond HexGeometry's exact domain
  /// (bounds far from the origin), where `hex(containing:)` answers `nil`.
  @usableFromInline
  internal func _subviewIndexFar(at point: PixelPoint, in store: _CellStore) -> Int? {
    let near = PixelRect(
      x: point.x - cellRadius, y: point.y - cellRadius, width: 2 * cellRadius,
      height: 2 * cellRadius)
    var best = -1
    lattice.forEachStoredHex(centeredIn: near, store: store) { hex, top in
      if top > best && hexagon(of: hex).contains(point) { best = top }
    }
    return best >= 0 ? best : nil
  }

  /// The subviews whose cells' hexagons intersect `rect`, in ascending order.
  @usableFromInline
  internal func subviewIndices(intersecting rect: PixelRect, in store: _CellStore) -> [Int] {
    guard rect.isFinite, !store.isEmpty, !isEmpty else { return [] }
    // A cell meets the rectangle only if its center lies within its
    // bounding box's half extents of it.
    let along = cellRadius, across = cellRadius * _sqrt3 / 2
    let (halfWidth, halfHeight) =
      lattice.geometry.orientation == .flatTop ? (along, across) : (across, along)
    let outer = PixelRect(
      x: rect.minX - halfWidth, y: rect.minY - halfHeight,
      width: rect.maxX - rect.minX + 2 * halfWidth, height: rect.maxY - rect.minY + 2 * halfHeight)
    // A cell whose bounding box lies inside the rectangle needs no exact test.
    let inner = PixelRect(
      x: rect.minX + halfWidth, y: rect.minY + halfHeight,
      width: rect.maxX - rect.minX - 2 * halfWidth, height: rect.maxY - rect.minY - 2 * halfHeight)
    let hasInner = inner.width >= 0 && inner.height >= 0
    var result: [Int] = []
    let covered = store.hasCoveredSubviews
    lattice.forEachStoredHex(centeredIn: outer, store: store) { hex, top in
      let center = lattice.geometry.center(of: hex)
      let inside =
        hasInner && center.x >= inner.minX && center.x <= inner.maxX
        && center.y >= inner.minY && center.y <= inner.maxY
      guard inside || hexagon(of: hex).intersects(rect) else { return }
      store.appendSubviews(at: hex, top: top, covered: covered, to: &result)
    }
    result.sort()
    return result
  }
}
