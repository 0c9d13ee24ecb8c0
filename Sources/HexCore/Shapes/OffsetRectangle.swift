/// The hexes of a rectangular block of rows and columns of an offset grid,
/// computed on demand in row-major order.
///
///     let map = OffsetRectangle(rows: 0..<2, columns: 0..<3, kind: .oddQ)
///     // map.count == 6; map[4] == Hex(OffsetCoordinate(row: 1, col: 1), kind: .oddQ)
///
/// This is the rectangle-shaped map of Red Blob Games' "Map storage"; its
/// edges are straight on screen in the orientation of ``kind``.
///
/// Rows and columns within ``Hex/coordinateRange`` can still name hexes
/// whose `r` or `s` lies beyond it (near the range's corners, such as row
/// and column 2³⁰). Those cells are left out, as every shape leaves out
/// hexes outside the range: the order stays row-major, `count` stays exact,
/// and accessing an element of such a rectangle takes O(log² *n*) instead of
/// O(1).
public struct OffsetRectangle: RandomAccessCollection, Hashable, Sendable {
  /// The rows of the rectangle.
  public let rows: Range<Int>
  /// The columns of the rectangle.
  public let columns: Range<Int>
  /// The kind of offset grid that the rows and columns belong to.
  public let kind: OffsetKind
  /// Whether some cells' hexes lie outside ``Hex/coordinateRange``, so
  /// that only the others are kept.
  @usableFromInline
  internal let _isClipped: Bool
  /// The number of hexes.
  @usableFromInline
  internal let _count: Int

  /// Creates the rectangle of the given rows and columns.
  ///
  /// Rows and columns beyond ``Hex/coordinateRange`` hold no hex in range,
  /// so they are left out: each range is clamped to `-2³⁰ ..< 2³⁰ + 1`, and
  /// ``rows`` and ``columns`` are the clamped ranges. A range wholly
  /// outside gives an empty rectangle.
  ///
  ///     OffsetRectangle(rows: 0..<2, columns: 0..<(1 << 31), kind: .oddQ).columns
  ///     // 0..<1073741825: the columns 0...2³⁰
  ///
  /// - Parameters:
  ///   - rows: The rows, such as `0..<10`.
  ///   - columns: The columns.
  ///   - kind: The kind of offset grid.
  public init(rows: Range<Int>, columns: Range<Int>, kind: OffsetKind) {
    let limit = Hex.coordinateRange.lowerBound..<(Hex.coordinateRange.upperBound + 1)
    let rows = rows.clamped(to: limit), columns = columns.clamped(to: limit)
    let isEmpty = rows.isEmpty || columns.isEmpty
    self.rows = rows
    self.columns = columns
    self.kind = kind
    // q, r and s are each monotone along rows and along columns, so the
    // rectangle lies in range when its four corner cells do.
    let corners =
      isEmpty
      ? []
      : [
        (rows.lowerBound, columns.lowerBound), (rows.lowerBound, columns.upperBound - 1),
        (rows.upperBound - 1, columns.lowerBound), (rows.upperBound - 1, columns.upperBound - 1),
      ]
    if corners.allSatisfy({ Hex(OffsetCoordinate(row: $0.0, col: $0.1), kind: kind).isInCoordinateRange }) {
      (_isClipped, _count) = (false, rows.count * columns.count)
    } else {
      (_isClipped, _count) = (true, _inRangeCount(rows: rows, columns: columns, kind: kind))
    }
  }

  /// Creates the rectangle of rows `0..<rows` and columns `0..<columns`.
  ///
  /// - Parameters:
  ///   - rows: The number of rows; zero or negative gives an empty map, and
  ///     more than 2³⁰ + 1 (the rows `0...2³⁰` of the coordinate range)
  ///     count as 2³⁰ + 1.
  ///   - columns: The number of columns, by the same rules.
  ///   - kind: The kind of offset grid.
  public init(rows: Int, columns: Int, kind: OffsetKind) {
    let limit = Hex.coordinateRange.upperBound + 1
    let rows = Swift.min(Swift.max(rows, 0), limit), columns = Swift.min(Swift.max(columns, 0), limit)
    let isEmpty = rows == 0 || columns == 0
    self.init(rows: 0..<(isEmpty ? 0 : rows), columns: 0..<(isEmpty ? 0 : columns), kind: kind)
  }

  /// The position of the first hex, 0.
  @inlinable
  public var startIndex: Int { 0 }
  /// The number of hexes: rows × columns, less the cells whose hexes lie
  /// outside ``Hex/coordinateRange``.
  @inlinable
  public var endIndex: Int { _count }

  /// The hex at `index`, counting row by row.
  ///
  /// - Precondition: `0 <= index < count`.
  @inlinable
  public subscript(index: Int) -> Hex {
    precondition(index >= 0 && index < endIndex, "OffsetRectangle index out of range")
    if _isClipped { return _clippedHex(at: index) }
    let width = columns.count
    let row = index / width
    let coordinate = OffsetCoordinate(
      row: rows.lowerBound + row, col: columns.lowerBound + index - row * width)
    return Hex(coordinate, kind: kind)
  }

  /// Returns a Boolean value indicating whether the rectangle contains `hex`.
  ///
  /// - Parameter hex: The hex to look for.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func contains(_ hex: Hex) -> Bool {
    guard hex.isInCoordinateRange else { return false }
    let c = OffsetCoordinate(hex, kind: kind)
    return rows.contains(c.row) && columns.contains(c.col)
  }

  /// In-range hex `index` of a rectangle that reaches beyond the range:
  /// the row by binary search over the in-range counts of the rows above
  /// it, then the column within the row's run of in-range cells.
  @usableFromInline
  internal func _clippedHex(at index: Int) -> Hex {
    var lo = rows.lowerBound, hi = rows.upperBound - 1
    while lo < hi {
      let mid = lo + (hi - lo) / 2
      if _inRangeCount(rows: rows.lowerBound..<(mid + 1), columns: columns, kind: kind) > index {
        hi = mid
      } else {
        lo = mid + 1
      }
    }
    let row = lo
    let offset = index - _inRangeCount(rows: rows.lowerBound..<row, columns: columns, kind: kind)
    // The row's in-range cells are one run of columns; find its first.
    var c0 = columns.lowerBound, c1 = columns.upperBound - 1
    while c0 < c1 {
      let mid = c0 + (c1 - c0) / 2
      if _inRangeCount(rows: row..<(row + 1), columns: columns.lowerBound..<(mid + 1), kind: kind) > 0 {
        c1 = mid
      } else {
        c0 = mid + 1
      }
    }
    return Hex(OffsetCoordinate(row: row, col: c0 + offset), kind: kind)
  }
}

/// The number of cells of a block of rows and columns (in
/// ``Hex/coordinateRange``) whose hexes lie in range.
@usableFromInline
internal func _inRangeCount(rows: Range<Int>, columns: Range<Int>, kind: OffsetKind) -> Int {
  switch kind {
  case .oddQ, .evenQ: _inRangeOffsetCount(outer: columns, inner: rows, even: kind == .evenQ)
  case .oddR, .evenR: _inRangeOffsetCount(outer: rows, inner: columns, even: kind == .evenR)
  }
}
