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
      // Subview indices are stored in 32 bits: later subviews are not placed.
      guard subviewCount < _maximumSubviewCount, let h = hex(element), h.isInCoordinateRange else {
        continue
      }
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
    (minQ, maxQ, minR, maxR, vMin, vMax, uMin, uMax) = (qLo, qHi, rLo, rHi, vLo, vHi, uLo, uHi)
    var below: [Int32: Int32] = [:]
    lineCount = flat ? qHi - qLo + 1 : rHi - rLo + 1
    let positions = (flat ? (vHi - vLo) >> 1 : (uHi - uLo) >> 1) + 1
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
  @inlinable
  internal func topSubview(at hex: Hex) -> Int {
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

/// How many table slots a cell store may spend beyond four per cell on a
/// dense hit table: a small grid with holes is still cheaper to index than
/// to hash.
@inlinable
internal var _denseTableAllowance: Int { 4096 }
