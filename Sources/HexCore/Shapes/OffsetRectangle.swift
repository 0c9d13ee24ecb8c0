/// The hexes of a rectangular block of rows and columns of an offset grid,
/// computed on demand in row-major order.
///
///     let map = OffsetRectangle(rows: 0..<2, columns: 0..<3, kind: .oddQ)
///     // map.count == 6; map[4] == Hex(OffsetCoordinate(row: 1, col: 1), kind: .oddQ)
///
/// This is the rectangle-shaped map of Red Blob Games' "Map storage"; its
/// edges are straight on screen in the orientation of ``kind``.
public struct OffsetRectangle: RandomAccessCollection, Hashable, Sendable {
  /// The rows of the rectangle.
  public let rows: Range<Int>
  /// The columns of the rectangle.
  public let columns: Range<Int>
  /// The kind of offset grid that the rows and columns belong to.
  public let kind: OffsetKind

  /// Creates the rectangle of the given rows and columns.
  ///
  /// - Parameters:
  ///   - rows: The rows, such as `0..<10`.
  ///   - columns: The columns.
  ///   - kind: The kind of offset grid.
  /// - Precondition: Unless one of them is empty (an empty rectangle), both
  ///   ranges lie in ``Hex/coordinateRange``.
  public init(rows: Range<Int>, columns: Range<Int>, kind: OffsetKind) {
    let limit = Hex.coordinateRange
    let isEmpty = rows.isEmpty || columns.isEmpty
    precondition(
      isEmpty || (limit.contains(rows.lowerBound) && limit.contains(rows.upperBound - 1)),
      "OffsetRectangle rows \(rows) leave Hex.coordinateRange")
    precondition(
      isEmpty || (limit.contains(columns.lowerBound) && limit.contains(columns.upperBound - 1)),
      "OffsetRectangle columns \(columns) leave Hex.coordinateRange")
    self.rows = rows
    self.columns = columns
    self.kind = kind
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
  /// The number of hexes, rows × columns.
  @inlinable
  public var endIndex: Int { rows.count * columns.count }

  /// The hex at `index`, counting row by row.
  ///
  /// - Precondition: `0 <= index < count`.
  @inlinable
  public subscript(index: Int) -> Hex {
    precondition(index >= 0 && index < endIndex, "OffsetRectangle index out of range")
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
    let c = OffsetCoordinate(hex, kind: kind)
    return rows.contains(c.row) && columns.contains(c.col)
  }
}
