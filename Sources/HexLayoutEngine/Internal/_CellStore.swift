import HexCore

/// One placed subview: its hex, packed (`Hex.coordinateRange` fits in 32
/// bits), and its index.
@usableFromInline
internal struct _Cell: Sendable {
  @usableFromInline internal var q: Int32
  @usableFromInline internal var r: Int32
  @usableFromInline internal var subview: Int32

  @inlinable
  internal init(_ hex: Hex, subview: Int) {
    q = Int32(truncatingIfNeeded: hex.q)
    r = Int32(truncatingIfNeeded: hex.r)
    self.subview = Int32(truncatingIfNeeded: subview)
  }

  @inlinable
  internal var hex: Hex { Hex(q: Int(q), r: Int(r)) }
}

/// The cells of a layout cache: the hex of every placed subview, their
/// extents, and a table from hex to subviews for O(1) lookups.
///
/// Subviews without a coordinate in `Hex.coordinateRange` are skipped.
/// The table is keyed by lines of the grid: along the major axis (`q` for
/// flat-top, `r` for pointy-top) and by position within the line
/// (`(q + 2r) / 2` or `(2q + r) / 2`), so an offset-grid rectangle fills it
/// exactly.
@usableFromInline
internal struct _CellStore: Sendable {
  /// The placed subviews, in subview order.
  @usableFromInline internal var cells: [_Cell] = []
  /// For each subview that covers another on the same hex, the next lower
  /// one.
  ///
  /// Only duplicates have an entry, so a grid without them pays
  /// nothing for it.
  @usableFromInline internal var below: [Int32: Int32] = [:]
  /// The extents of q, r, v = q + 2r and u = 2q + r over all cells.
  @usableFromInline internal var qMin = 0, qMax = -1, rMin = 0, rMax = -1
  @usableFromInline internal var vMin = 0, vMax = -1, uMin = 0, uMax = -1
  /// Whether the table's lines run along q (flat-top) or r (pointy-top).
  @usableFromInline internal var flat = true
  /// The topmost (last) subview on each hex of the table's box, or -1; empty
  /// when the box is too sparse for a table.
  @usableFromInline internal var dense: [Int32] = []
  /// The number of slots per line of `dense`.
  @usableFromInline internal var lineLength = 0
  /// The topmost subview on each hex, used instead of `dense` for sparse boxes.
  @usableFromInline internal var sparse: [Hex: Int32] = [:]

  @inlinable
  internal var isEmpty: Bool { cells.isEmpty }

  @inlinable
  internal init<S: Sequence>(
    _ coordinates: S, orientation: HexOrientation, hex: (S.Element) -> Hex?
  ) {
    flat = orientation == .flatTop
    cells.reserveCapacity(coordinates.underestimatedCount)
    var qLo = Int.max, qHi = Int.min, rLo = Int.max, rHi = Int.min
    var vLo = Int.max, vHi = Int.min, uLo = Int.max, uHi = Int.min
    var subviewCount = 0
    for element in coordinates {
      defer { subviewCount += 1 }
      guard let h = hex(element), h.isInCoordinateRange else { continue }
      cells.append(_Cell(h, subview: subviewCount))
      qLo = Swift.min(qLo, h.q)
      qHi = Swift.max(qHi, h.q)
      rLo = Swift.min(rLo, h.r)
      rHi = Swift.max(rHi, h.r)
      // Wrapping is exact inside the coordinate range, checked above.
      let v = h.q &+ 2 &* h.r, u = 2 &* h.q &+ h.r
      vLo = Swift.min(vLo, v)
      vHi = Swift.max(vHi, v)
      uLo = Swift.min(uLo, u)
      uHi = Swift.max(uHi, u)
    }
    guard !cells.isEmpty else { return }
    precondition(subviewCount < Int(Int32.max), "a layout holds fewer than 2^31 subviews")
    (qMin, qMax, rMin, rMax, vMin, vMax, uMin, uMax) = (qLo, qHi, rLo, rHi, vLo, vHi, uLo, uHi)
    var below: [Int32: Int32] = [:]
    let lines = flat ? qHi - qLo + 1 : rHi - rLo + 1
    lineLength = (flat ? (vHi - vLo) >> 1 : (uHi - uLo) >> 1) + 1
    let (area, overflow) = lines.multipliedReportingOverflow(by: lineLength)
    if !overflow && area <= 4 * cells.count + 4096 {
      var table = [Int32](repeating: -1, count: area)
      let layout = self  // for the slot arithmetic, without overlapping access
      table.withUnsafeMutableBufferPointer { table in
        for cell in layout.cells {
          let slot = layout._slot(q: Int(cell.q), r: Int(cell.r))
          if table[slot] >= 0 { below[cell.subview] = table[slot] }
          table[slot] = cell.subview
        }
      }
      self.dense = table
    } else {
      sparse.reserveCapacity(cells.count)
      for cell in cells {
        if let lower = sparse.updateValue(cell.subview, forKey: cell.hex) { below[cell.subview] = lower }
      }
    }
    self.below = below
  }

  /// The slot of a hex inside the table's box.
  @inlinable
  internal func _slot(q: Int, r: Int) -> Int {
    flat
      ? (q - qMin) * lineLength + (q + 2 * r - vMin) >> 1
      : (r - rMin) * lineLength + (2 * q + r - uMin) >> 1
  }

  /// The topmost subview on `hex`, or -1.
  @inlinable
  internal func topSubview(at hex: Hex) -> Int {
    guard hex.q >= qMin, hex.q <= qMax, hex.r >= rMin, hex.r <= rMax else { return -1 }
    if !dense.isEmpty {
      let v = hex.q + 2 * hex.r, u = 2 * hex.q + hex.r
      guard v >= vMin, v <= vMax, u >= uMin, u <= uMax else { return -1 }
      return Int(dense[_slot(q: hex.q, r: hex.r)])
    }
    return Int(sparse[hex] ?? -1)
  }

  /// Calls `body` with every subview on `hex`, topmost first.
  @usableFromInline
  internal func forEachSubview(at hex: Hex, _ body: (Int) -> Void) {
    var s = topSubview(at: hex)
    while s >= 0 {
      body(s)
      s = Int(below[Int32(truncatingIfNeeded: s)] ?? -1)
    }
  }
}

/// Where a layout's cells are drawn: the lattice that places their centers
/// and the circumradius of the hexagon each cell occupies.
@usableFromInline
internal struct _Lattice: Sendable {
  /// Centers of cells; its size is uniform and nonnegative.
  @usableFromInline internal var geometry: HexGeometry
  /// The circumradius of a cell's hexagon, at most the lattice's.
  @usableFromInline internal var cellRadius: Double

  @usableFromInline
  internal init(geometry: HexGeometry, cellRadius: Double) {
    self.geometry = geometry
    self.cellRadius = cellRadius
  }

  @inlinable
  internal func hexagon(of hex: Hex) -> Hexagon {
    Hexagon(
      center: geometry.center(of: hex), size: Size(width: cellRadius, height: cellRadius),
      orientation: geometry.orientation)
  }

  /// The subview whose cell's hexagon contains `point` (the topmost one when
  /// several share a hex), or `nil`.
  @inlinable
  internal func subviewIndex(at point: Point, in store: _CellStore) -> Int? {
    guard point.isFinite, !store.isEmpty else { return nil }
    // A zero-size lattice puts every cell on one point.
    let found = geometry.size.width > 0 ? geometry.hex(containing: point) : store.cells[0].hex
    guard let hex = found else { return nil }
    let s = store.topSubview(at: hex)
    guard s >= 0 else { return nil }
    // The lattice's hexagons tile the plane; a smaller cell needs a check.
    if cellRadius < geometry.size.width && !hexagon(of: hex).contains(point) { return nil }
    return s
  }

  /// The subviews whose cells' hexagons intersect `rect`, in ascending order.
  @usableFromInline
  internal func subviewIndices(intersecting rect: Rect, in store: _CellStore) -> [Int] {
    guard rect.isFinite, !store.isEmpty else { return [] }
    var result: [Int] = []
    if let candidates = candidateHexes(intersecting: rect, in: store) {
      // A cell whose bounding box lies inside the rectangle needs no exact test.
      let along = cellRadius, across = cellRadius * (3.0).squareRoot() / 2
      let (halfWidth, halfHeight) = geometry.orientation == .flatTop ? (along, across) : (across, along)
      let inner = Rect(
        x: rect.minX + halfWidth, y: rect.minY + halfHeight,
        width: rect.maxX - rect.minX - 2 * halfWidth, height: rect.maxY - rect.minY - 2 * halfHeight)
      let hasInner = inner.width >= 0 && inner.height >= 0
      for (major, minorRange) in candidates {
        for minor in minorRange {
          let hex = store.flat ? Hex(q: major, r: minor) : Hex(q: minor, r: major)
          let top = store.topSubview(at: hex)
          guard top >= 0 else { continue }
          let center = geometry.center(of: hex)
          let inside =
            hasInner && center.x >= inner.minX && center.x <= inner.maxX
            && center.y >= inner.minY && center.y <= inner.maxY
          guard inside || hexagon(of: hex).intersects(rect) else { continue }
          if store.below.isEmpty {
            result.append(top)
          } else {
            store.forEachSubview(at: hex) { result.append($0) }
          }
        }
      }
    } else {
      for cell in store.cells where hexagon(of: cell.hex).intersects(rect) {
        result.append(Int(cell.subview))
      }
    }
    result.sort()
    return result
  }

  /// The lattice hexes whose bounding boxes meet `rect`, clipped to the
  /// store's extents, as (major, minor range) pairs — q then r for flat-top,
  /// r then q for pointy-top — or `nil` when scanning every cell is cheaper.
  private func candidateHexes(
    intersecting rect: Rect, in store: _CellStore
  ) -> [(Int, ClosedRange<Int>)]? {
    let radius = geometry.size.width
    guard radius > 0, radius.isFinite, store.flat == (geometry.orientation == .flatTop) else {
      return nil
    }
    let flat = store.flat
    let sqrt3 = (3.0).squareRoot()
    // Along the major axis centers are 1.5R apart and cells reach R out;
    // along the minor axis centers are √3R apart and cells reach √3R/2 out.
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
    let first = Swift.max(Double(storeMajorMin), ((majorLo - radius) / (1.5 * radius)).rounded(.up))
    let last = Swift.min(Double(storeMajorMax), ((majorHi + radius) / (1.5 * radius)).rounded(.down))
    guard first <= last else { return [] }
    let pitch = sqrt3 * radius
    // More lines than cells means a sparse grid: scanning the cells is cheaper
    // (and a viewport across a grid spread over 2^30 columns must not walk them).
    guard last - first < Double(store.cells.count) + 64 else { return nil }
    var result: [(Int, ClosedRange<Int>)] = []
    var total = 0.0
    for major in Int(first)...Int(last) {
      let half = Double(major) / 2
      let lo = Swift.max(Double(storeMinorMin), ((minorLo - pitch / 2) / pitch - half).rounded(.up))
      let hi = Swift.min(Double(storeMinorMax), ((minorHi + pitch / 2) / pitch - half).rounded(.down))
      guard lo <= hi else { continue }
      total += hi - lo + 1
      if total > Double(store.cells.count) { return nil }
      result.append((major, Int(lo)...Int(hi)))
    }
    return result
  }
}
