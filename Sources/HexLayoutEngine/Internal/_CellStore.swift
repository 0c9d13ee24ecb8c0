import HexCore

/// The cells of a layout cache: the hex of every placed subview, their
/// extents, and a table from hex to subviews for O(1) lookups.
///
/// Cell `k` is the `k`-th subview that has a coordinate in
/// ``Hex/coordinateRange``; subviews without one are skipped.
@usableFromInline
internal struct _CellStore: Sendable {
  /// The subview index of each cell.
  @usableFromInline internal var subviewIndices: [Int] = []
  /// The hex of each cell.
  @usableFromInline internal var hexes: [Hex] = []
  /// For each cell, the previous cell on the same hex, or -1.
  @usableFromInline internal var below: [Int32] = []
  /// The extents of q, r, v = q + 2r and u = 2q + r over all cells.
  @usableFromInline internal var qMin = 0, qMax = -1, rMin = 0, rMax = -1
  @usableFromInline internal var vMin = 0, vMax = -1, uMin = 0, uMax = -1
  /// The topmost (last) cell on each hex of the box qMin...qMax × rMin...rMax,
  /// row by row in q, or -1; empty when the box is too sparse for a table.
  @usableFromInline internal var dense: [Int32] = []
  /// The topmost cell on each hex, used instead of `dense` for sparse boxes.
  @usableFromInline internal var sparse: [Hex: Int32] = [:]

  @inlinable
  internal var isEmpty: Bool { hexes.isEmpty }

  @inlinable
  internal init<S: Sequence>(_ coordinates: S, hex: (S.Element) -> Hex?) {
    hexes.reserveCapacity(coordinates.underestimatedCount)
    subviewIndices.reserveCapacity(coordinates.underestimatedCount)
    var qLo = Int.max, qHi = Int.min, rLo = Int.max, rHi = Int.min
    var vLo = Int.max, vHi = Int.min, uLo = Int.max, uHi = Int.min
    for (index, element) in coordinates.enumerated() {
      guard let h = hex(element), h.isInCoordinateRange else { continue }
      hexes.append(h)
      subviewIndices.append(index)
      qLo = Swift.min(qLo, h.q)
      qHi = Swift.max(qHi, h.q)
      rLo = Swift.min(rLo, h.r)
      rHi = Swift.max(rHi, h.r)
      let v = h.q + 2 * h.r, u = 2 * h.q + h.r
      vLo = Swift.min(vLo, v)
      vHi = Swift.max(vHi, v)
      uLo = Swift.min(uLo, u)
      uHi = Swift.max(uHi, u)
    }
    guard !hexes.isEmpty else { return }
    precondition(hexes.count < Int(Int32.max), "a layout holds fewer than 2^31 cells")
    (qMin, qMax, rMin, rMax, vMin, vMax, uMin, uMax) = (qLo, qHi, rLo, rHi, vLo, vHi, uLo, uHi)
    below = Array(repeating: -1, count: hexes.count)
    let (area, overflow) = (qHi - qLo + 1).multipliedReportingOverflow(by: rHi - rLo + 1)
    if !overflow && area <= 4 * hexes.count + 4096 {
      dense = Array(repeating: -1, count: area)
      let width = rHi - rLo + 1
      dense.withUnsafeMutableBufferPointer { table in
        below.withUnsafeMutableBufferPointer { below in
          for k in hexes.indices {
            let h = hexes[k]
            let slot = (h.q - qLo) * width + (h.r - rLo)
            below[k] = table[slot]
            table[slot] = Int32(truncatingIfNeeded: k)
          }
        }
      }
    } else {
      sparse.reserveCapacity(hexes.count)
      for k in hexes.indices {
        let k32 = Int32(truncatingIfNeeded: k)
        below[k] = sparse.updateValue(k32, forKey: hexes[k]) ?? -1
      }
    }
  }

  /// The topmost cell on `hex`, or `nil`.
  @usableFromInline
  internal func topCell(at hex: Hex) -> Int? {
    if !dense.isEmpty {
      guard hex.q >= qMin, hex.q <= qMax, hex.r >= rMin, hex.r <= rMax else { return nil }
      let k = dense[(hex.q - qMin) * (rMax - rMin + 1) + (hex.r - rMin)]
      return k < 0 ? nil : Int(k)
    }
    return sparse[hex].map(Int.init)
  }

  /// Calls `body` with every cell on `hex`, topmost first.
  @usableFromInline
  internal func forEachCell(at hex: Hex, _ body: (Int) -> Void) {
    var k = topCell(at: hex) ?? -1
    while k >= 0 {
      body(k)
      k = Int(below[k])
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

  @usableFromInline
  internal func hexagon(of hex: Hex) -> Hexagon {
    Hexagon(
      center: geometry.center(of: hex), size: Size(width: cellRadius, height: cellRadius),
      orientation: geometry.orientation)
  }

  /// The subview whose cell's hexagon contains `point` (the topmost one when
  /// several share a hex), or `nil`.
  @usableFromInline
  internal func subviewIndex(at point: Point, in store: _CellStore) -> Int? {
    guard point.isFinite else { return nil }
    let hex: Hex?
    if geometry.size.width > 0 {
      hex = geometry.hex(containing: point)
    } else {
      // A zero-size lattice puts every cell on one point.
      hex = store.hexes.first
    }
    guard let hex, let k = store.topCell(at: hex), hexagon(of: hex).contains(point) else {
      return nil
    }
    return store.subviewIndices[k]
  }

  /// The subviews whose cells' hexagons intersect `rect`, in ascending order.
  @usableFromInline
  internal func subviewIndices(intersecting rect: Rect, in store: _CellStore) -> [Int] {
    guard rect.isFinite, !store.isEmpty else { return [] }
    var result: [Int] = []
    let visit = { (k: Int) in
      if self.hexagon(of: store.hexes[k]).intersects(rect) {
        result.append(store.subviewIndices[k])
      }
    }
    if let candidates = candidateHexes(intersecting: rect, in: store) {
      for (major, minorRange) in candidates {
        for minor in minorRange {
          let hex =
            geometry.orientation == .flatTop
            ? Hex(q: major, r: minor) : Hex(q: minor, r: major)
          store.forEachCell(at: hex, visit)
        }
      }
    } else {
      for k in store.hexes.indices { visit(k) }
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
    guard radius > 0, radius.isFinite else { return nil }
    let flat = geometry.orientation == .flatTop
    let sqrt3 = (3.0).squareRoot()
    // Along the major axis centers are 1.5R apart and cells reach R out;
    // along the minor axis centers are √3R apart and cells reach √3R/2 out.
    let (majorLo, majorHi, minorLo, minorHi) =
      flat
      ? (rect.minX - geometry.origin.x, rect.maxX - geometry.origin.x,
        rect.minY - geometry.origin.y, rect.maxY - geometry.origin.y)
      : (rect.minY - geometry.origin.y, rect.maxY - geometry.origin.y,
        rect.minX - geometry.origin.x, rect.maxX - geometry.origin.x)
    let (storeMajorMin, storeMajorMax) = flat ? (store.qMin, store.qMax) : (store.rMin, store.rMax)
    let (storeMinorMin, storeMinorMax) = flat ? (store.rMin, store.rMax) : (store.qMin, store.qMax)
    let first = Swift.max(Double(storeMajorMin), ((majorLo - radius) / (1.5 * radius)).rounded(.up))
    let last = Swift.min(Double(storeMajorMax), ((majorHi + radius) / (1.5 * radius)).rounded(.down))
    guard first <= last else { return [] }
    let pitch = sqrt3 * radius
    var result: [(Int, ClosedRange<Int>)] = []
    var total = 0.0
    for major in Int(first)...Int(last) {
      let half = Double(major) / 2
      let lo = Swift.max(Double(storeMinorMin), ((minorLo - pitch / 2) / pitch - half).rounded(.up))
      let hi = Swift.min(Double(storeMinorMax), ((minorHi + pitch / 2) / pitch - half).rounded(.down))
      guard lo <= hi else { continue }
      total += hi - lo + 1
      if total > Double(store.hexes.count) { return nil }
      result.append((major, Int(lo)...Int(hi)))
    }
    return result
  }
}
