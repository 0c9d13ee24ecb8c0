import HexCore

/// The largest row or column magnitude a ``_RowMajorCells`` rectangle may
/// reach: 2²⁸, so that every hex in it lies in `Hex.coordinateRange` and
/// its position arithmetic cannot overflow.
@inlinable
internal var _rowMajorBound: Int { 1 << 28 }

/// Offset-grid cells that fill the rows of a rectangle in order.
///
/// There are `columns` cells from (`firstRow`, `firstColumn`), then the next
/// row from the same column, and so on; the last row may be partial. The
/// subview at position
/// *i* is the cell at row `firstRow + i / columns`, column
/// `firstColumn + i % columns`.
///
/// This is how a loop over rows and then columns lists a grid, and it
/// needs no storage per cell: a cell's subview is computed from its row and
/// column, with no table.
@usableFromInline
internal struct _RowMajorCells: Sendable {
  @usableFromInline internal let kind: OffsetKind
  @usableFromInline internal let firstRow: Int, firstColumn: Int
  /// The length of every row but perhaps the last; at least 1.
  @usableFromInline internal let columns: Int
  /// The number of cells; at least 1.
  @usableFromInline internal let count: Int
  /// The number of rows, the last perhaps partial: `⌈count / columns⌉`.
  @usableFromInline internal let rows: Int

  @inlinable
  internal init(kind: OffsetKind, firstRow: Int, firstColumn: Int, columns: Int, count: Int) {
    self.kind = kind
    self.firstRow = firstRow
    self.firstColumn = firstColumn
    self.columns = columns
    self.count = count
    rows = (count - 1) / columns + 1
  }

  /// The hex of the cell at `position`, `0..<count`.
  @inlinable
  internal func hex(at position: Int) -> Hex {
    Hex(
      OffsetCoordinate(row: firstRow + position / columns, col: firstColumn + position % columns), kind: kind)
  }

  /// The position of the cell on `hex`, or `nil` when the rectangle has none.
  @inlinable @inline(__always)  // once per hit test
  internal func position(of hex: Hex) -> Int? {
    let offset = OffsetCoordinate(hex, kind: kind)
    let row = offset.row &- firstRow, column = offset.col &- firstColumn
    // The arithmetic wraps for hexes far outside the rectangle, and the
    // unsigned comparisons reject negative differences too.
    guard UInt(bitPattern: column) < UInt(columns), UInt(bitPattern: row) < UInt(rows) else { return nil }
    // Below `rows · columns`, and so below the count limit of 2³¹.
    let position = row &* columns &+ column
    return position < count ? position : nil
  }

  /// Calls `body` with the hex and position of each of the first `end`
  /// cells (every cell by default), in order.
  ///
  /// - Complexity: O(*n*).
  @inlinable @inline(__always)  // the placement loop
  internal func forEach(first end: Int = .max, _ body: (Hex, Int) throws -> Void) rethrows {
    // One loop per kind, so the conversion does not branch per cell: with
    // the kind a constant, `Hex(_:kind:)` inlines to its one formula.
    switch kind {
    case .oddQ: try _forEach(end, body) { row, column in Hex(OffsetCoordinate(row: row, col: column), kind: .oddQ) }
    case .evenQ: try _forEach(end, body) { row, column in Hex(OffsetCoordinate(row: row, col: column), kind: .evenQ) }
    case .oddR: try _forEach(end, body) { row, column in Hex(OffsetCoordinate(row: row, col: column), kind: .oddR) }
    case .evenR: try _forEach(end, body) { row, column in Hex(OffsetCoordinate(row: row, col: column), kind: .evenR) }
    }
  }

  @inlinable @inline(__always)  // the placement loop
  internal func _forEach(_ end: Int, _ body: (Hex, Int) throws -> Void, _ hex: (Int, Int) -> Hex) rethrows {
    let end = Swift.min(end, count)
    var position = 0, row = firstRow
    while position < end {
      let rowEnd = Swift.min(position + columns, end)
      var column = firstColumn
      while position < rowEnd {
        try body(hex(row, column), position)
        column += 1
        position += 1
      }
      row += 1
    }
  }

  /// Calls `body` with the hexes of the first two and last two cells of
  /// every column: among them lie the extremes of q, r, q + 2r and 2q + r
  /// over the whole rectangle.
  ///
  /// Down a column, q, r and q + 2r change monotonically in every kind of
  /// offset grid, and 2q + r does too in the flat-top kinds; in the
  /// pointy-top kinds it alternates between two values, which any two
  /// consecutive rows show.
  ///
  /// - Complexity: O(`columns`).
  @inlinable
  internal func forEachOnBoundary(_ body: (Hex) -> Void) {
    let fullRows = count / columns, remainder = count % columns
    for column in 0..<columns {
      let rows = fullRows + (column < remainder ? 1 : 0)
      guard rows > 0 else { continue }
      for row in [0, 1, rows - 2, rows - 1] where row >= 0 && row < rows {
        body(Hex(OffsetCoordinate(row: firstRow + row, col: firstColumn + column), kind: kind))
      }
    }
  }
}

/// Watches offset coordinates go by, one subview each, for as long as they
/// fill the rows of a rectangle in order (see ``_RowMajorCells``).
@usableFromInline
internal struct _RowMajorScan {
  /// The number of coordinates accepted so far.
  @usableFromInline internal var count = 0
  @usableFromInline internal var firstRow = 0, firstColumn = 0
  /// The length of the first row, once a second has begun; 0 before.
  @usableFromInline internal var columns = 0
  /// The last coordinate accepted.
  @usableFromInline internal var row = 0, column = 0

  @inlinable
  internal init() {}

  /// Accepts `coordinate` if it continues the rectangle, and returns
  /// whether it did.
  ///
  /// It continues the current row by one column (within the first row's
  /// length, once known), or starts the next row at the first column
  /// after a full row. Rows and columns beyond ±``_rowMajorBound`` are not
  /// accepted; the caller stops at the subview limit (2³¹ − 1), so that a
  /// rectangle reaching it stays a rectangle.
  @inlinable @inline(__always)  // once per cell
  internal mutating func accepts(_ coordinate: OffsetCoordinate) -> Bool {
    let bound = _rowMajorBound, span = UInt(2 * _rowMajorBound)
    guard UInt(bitPattern: coordinate.row &+ bound) <= span, UInt(bitPattern: coordinate.col &+ bound) <= span
    else { return false }
    if count == 0 {
      (firstRow, firstColumn) = (coordinate.row, coordinate.col)
    } else if coordinate.row == row {
      guard coordinate.col == column + 1, columns == 0 || coordinate.col - firstColumn < columns else {
        return false
      }
    } else {
      guard coordinate.row == row + 1, coordinate.col == firstColumn else { return false }
      let width = column - firstColumn + 1
      if columns == 0 { columns = width } else if width != columns { return false }
    }
    (row, column) = (coordinate.row, coordinate.col)
    count += 1
    return true
  }

  /// The rectangle accepted so far, or `nil` when nothing was.
  @inlinable
  internal func cells(kind: OffsetKind) -> _RowMajorCells? {
    guard count > 0 else { return nil }
    return _RowMajorCells(
      kind: kind, firstRow: firstRow, firstColumn: firstColumn, columns: columns == 0 ? count : columns,
      count: count)
  }
}
