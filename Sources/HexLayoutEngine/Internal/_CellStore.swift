import HexCore

/// The number of subviews a layout places: indices are stored in 32 bits,
/// so subviews from index 2³¹ − 1 on are left unplaced.
@usableFromInline
internal let _maximumSubviewCount = Int(Int32.max)

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
///
/// An offset grid whose subviews fill its rows in order, the way a loop
/// over rows and then columns lists them, keeps no per-cell storage at all:
/// ``rowMajor`` describes it, and a cell's subview is its position in the
/// rectangle.
@usableFromInline
internal struct _CellStore: Sendable {
  /// The placed subviews, in subview order; empty when ``rowMajor`` holds
  /// them.
  @usableFromInline internal var cells: [_Cell] = []
  /// The rectangle the subviews fill row by row, when they do; then
  /// ``cells``, ``dense`` and ``sparse`` are empty.
  @usableFromInline internal var rowMajor: _RowMajorCells?
  /// For each subview that covers another on the same hex, the next lower
  /// one.
  ///
  /// Only duplicates have an entry, so a grid without them pays
  /// nothing for it.
  @usableFromInline internal var below: [Int32: Int32] = [:]
  /// The extents of q, r, v = q + 2r and u = 2q + r over all cells.
  @usableFromInline internal var minQ = 0, maxQ = -1, minR = 0, maxR = -1
  @usableFromInline internal var vMin = 0, vMax = -1, uMin = 0, uMax = -1
  /// Whether the table's lines run along q (flat-top) or r (pointy-top).
  @usableFromInline internal var flat = true
  /// The topmost (last) subview on each hex of the table's box, or -1; empty
  /// when the box is too sparse for a table.
  @usableFromInline internal var dense: [Int32] = []
  /// The number of lines of the grid (along q for flat-top, r for
  /// pointy-top) that `dense` covers: the length of one of its rows.
  @usableFromInline internal var lineCount = 0
  /// The topmost subview on each hex, used instead of `dense` for sparse boxes.
  @usableFromInline internal var sparse: [Hex: Int32] = [:]

  /// Whether no subview is placed.
  @inlinable
  internal var isEmpty: Bool { count == 0 }

  /// The number of placed subviews.
  @inlinable
  internal var count: Int { rowMajor?.count ?? cells.count }

  /// The placed subview at `position`, in subview order.
  @inlinable
  internal subscript(position: Int) -> _Cell {
    if let rowMajor { return _Cell(rowMajor.hex(at: position), subview: position) }
    return cells[position]
  }

  /// Calls `body` with the hex and subview index of every placed subview,
  /// in subview order.
  ///
  /// - Complexity: O(*n*).
  @inlinable @inline(__always)  // L1: the placement loop
  internal func forEachCell(_ body: (Hex, Int) throws -> Void) rethrows {
    if let rowMajor {
      try rowMajor.forEach(body)
    } else {
      try cells.withUnsafeBufferPointer { cells in
        for cell in cells { try body(cell.hex, Int(cell.subview)) }
      }
    }
  }

  /// The position of `subview` among the placed subviews, or `nil` when it
  /// is not placed.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  internal func position(ofSubview subview: Int) -> Int? {
    guard subview >= 0, subview < _maximumSubviewCount else { return nil }
    if let rowMajor { return subview < rowMajor.count ? subview : nil }
    let target = Int32(subview)
    var low = 0, high = cells.count
    while low < high {
      let middle = low + (high - low) / 2
      if cells[middle].subview < target { low = middle + 1 } else { high = middle }
    }
    return low < cells.count && cells[low].subview == target ? low : nil
  }

  /// Creates an empty store.
  @inlinable
  internal init(orientation: HexOrientation) {
    flat = orientation == .flatTop
  }

  /// Stores the hexes of `coordinates`, one subview each.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  internal init<S: Sequence>(
    _ coordinates: S, orientation: HexOrientation, hex: (S.Element) -> Hex?
  ) {
    self.init(orientation: orientation)
    var extents = _Extents()
    // The count a sequence reports is a promise, not storage: room grows
    // with the cells actually stored.
    cells.reserveCapacity(Swift.min(coordinates.underestimatedCount, _initialReservation))
    var subviewCount = 0
    var iterator = coordinates.makeIterator()
    // Subviews from index 2^31 - 1 on are not placed: nothing past them is read.
    while subviewCount < _maximumSubviewCount, let element = iterator.next() {
      _append(hex(element), subview: subviewCount, to: &extents)
      subviewCount += 1
    }
    _finish(extents)
  }

  /// Stores the cells of an offset grid: without per-cell storage while the
  /// coordinates fill the rows of a rectangle in order, then one by one from
  /// the first that departs from it.
  ///
  /// Only the first `limit` subviews are read and placed (2³¹ − 1 but in
  /// tests): a rectangle that reaches the limit stays a rectangle.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  internal init<S: Sequence>(
    offsets coordinates: S, kind: OffsetKind, limit: Int = _maximumSubviewCount,
    offset: (S.Element) -> OffsetCoordinate?
  ) {
    self.init(orientation: kind.orientation)
    var scan = _RowMajorScan()
    var iterator = coordinates.makeIterator()
    while scan.count < limit, let element = iterator.next() {
      let coordinate = offset(element)
      if let coordinate, scan.accepts(coordinate) { continue }
      // The first departure: store the rectangle so far cell by cell, with
      // room for it and the next cell, and at most a bounded guess beyond.
      var extents = _Extents()
      cells.reserveCapacity(
        Swift.max(scan.count + 1, Swift.min(coordinates.underestimatedCount, scan.count + _initialReservation)))
      var subviewCount = 0
      scan.cells(kind: kind)?.forEach { hex, _ in
        _append(hex, subview: subviewCount, to: &extents)
        subviewCount += 1
      }
      _append(coordinate.flatMap { Self._hex($0, kind: kind) }, subview: subviewCount, to: &extents)
      subviewCount += 1
      while subviewCount < limit, let element = iterator.next() {
        _append(offset(element).flatMap { Self._hex($0, kind: kind) }, subview: subviewCount, to: &extents)
        subviewCount += 1
      }
      _finish(extents)
      return
    }
    guard let rowMajor = scan.cells(kind: kind) else { return }
    self.rowMajor = rowMajor
    var extents = _Extents()
    rowMajor.forEachOnBoundary { extents.include($0) }
    _record(extents)
  }

  /// Sets the store's extents from `extents`.
  @inlinable
  internal mutating func _record(_ extents: _Extents) {
    (minQ, maxQ, minR, maxR) = (extents.qLo, extents.qHi, extents.rLo, extents.rHi)
    (vMin, vMax, uMin, uMax) = (extents.vLo, extents.vHi, extents.uLo, extents.uHi)
  }

  /// The hex of an offset-grid subview's coordinate, or `nil` when its
  /// row or column lies outside `Hex.coordinateRange`.
  @inlinable
  internal static func _hex(_ c: OffsetCoordinate, kind: OffsetKind) -> Hex? {
    let limit = Hex.coordinateRange
    guard limit.contains(c.row), limit.contains(c.col) else { return nil }
    return Hex(c, kind: kind)
  }

  /// Appends one subview's cell, if it has a hex in the coordinate range.
  @inlinable @inline(__always)  // L1s: once per cell
  internal mutating func _append(_ hex: Hex?, subview: Int, to extents: inout _Extents) {
    // Subview indices are stored in 32 bits: later subviews are not placed.
    guard subview < _maximumSubviewCount, let hex, hex.isInCoordinateRange else { return }
    cells.append(_Cell(hex, subview: subview))
    extents.include(hex)
  }

  /// Records the extents and builds the hit table, once every cell is in.
  @inlinable
  internal mutating func _finish(_ extents: _Extents) {
    guard !cells.isEmpty else { return }
    _record(extents)
    var below: [Int32: Int32] = [:]
    lineCount = flat ? maxQ - minQ + 1 : maxR - minR + 1
    let positions = (flat ? (vMax - vMin) >> 1 : (uMax - uMin) >> 1) + 1
    let (area, overflow) = lineCount.multipliedReportingOverflow(by: positions)
    if !overflow && area <= 4 * cells.count + _denseTableAllowance {
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

  /// The slot of a hex inside the table's box: row-major across the lines,
  /// so that cells listed row by row (as grids usually are) fill the table
  /// in order.
  @inlinable
  internal func _slot(q: Int, r: Int) -> Int {
    flat
      ? ((q + 2 * r - vMin) >> 1) * lineCount + (q - minQ)
      : ((2 * q + r - uMin) >> 1) * lineCount + (r - minR)
  }

  /// The topmost subview on `hex`, or -1.
  @inlinable @inline(__always)  // L4: once per hit test
  internal func topSubview(at hex: Hex) -> Int {
    if let rowMajor { return rowMajor.position(of: hex) }
    return _topStoredSubview(at: hex)
  }

  /// The topmost subview on `hex` from the table or the dictionary, or -1.
  @inlinable
  internal func _topStoredSubview(at hex: Hex) -> Int {
    guard hex.q >= minQ, hex.q <= maxQ, hex.r >= minR, hex.r <= maxR else { return -1 }
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

/// The running extents of q, r, v = q + 2r and u = 2q + r over hexes in
/// the coordinate range.
@usableFromInline
internal struct _Extents {
  @usableFromInline internal var qLo = Int.max, qHi = Int.min, rLo = Int.max, rHi = Int.min
  @usableFromInline internal var vLo = Int.max, vHi = Int.min, uLo = Int.max, uHi = Int.min

  @inlinable
  internal init() {}

  /// Widens the extents to `hex`, which lies in the coordinate range.
  @inlinable @inline(__always)  // L1s: once per cell
  internal mutating func include(_ hex: Hex) {
    qLo = Swift.min(qLo, hex.q)
    qHi = Swift.max(qHi, hex.q)
    rLo = Swift.min(rLo, hex.r)
    rHi = Swift.max(rHi, hex.r)
    // Wrapping is exact inside the coordinate range.
    let v = hex.q &+ 2 &* hex.r, u = 2 &* hex.q &+ hex.r
    vLo = Swift.min(vLo, v)
    vHi = Swift.max(vHi, v)
    uLo = Swift.min(uLo, u)
    uHi = Swift.max(uHi, u)
  }
}

/// The most cells a store reserves room for before it has stored them:
/// beyond this, its array grows with the cells actually stored, whatever
/// count a sequence reports.
@inlinable
internal var _initialReservation: Int { 1 << 16 }

/// How many table slots a cell store may spend beyond four per cell on a
/// dense hit table: a small grid with holes is still cheaper to index than
/// to hash.
@inlinable
internal var _denseTableAllowance: Int { 4096 }
