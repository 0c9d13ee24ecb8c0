/// Which rows or columns an offset coordinate system shifts by half a cell.
///
/// "q" kinds shift columns (flat-top grids), "r" kinds shift rows
/// (pointy-top grids); "odd" kinds shift the odd ones, "even" kinds the even
/// ones (Red Blob Games, "Offset coordinates").
public enum OffsetKind: Hashable, Sendable, CaseIterable {
  /// Flat-top; odd columns are shifted down by half a cell.
  case oddQ
  /// Flat-top; even columns are shifted down by half a cell.
  case evenQ
  /// Pointy-top; odd rows are shifted right by half a cell.
  case oddR
  /// Pointy-top; even rows are shifted right by half a cell.
  case evenR

  /// The orientation this kind of offset grid is drawn in.
  @inlinable
  public var orientation: HexOrientation {
    switch self {
    case .oddQ, .evenQ: return .flatTop
    case .oddR, .evenR: return .pointyTop
    }
  }
}

/// A cell of an offset grid: a row and a column in a rectangular array.
///
/// An offset coordinate is only meaningful together with its ``OffsetKind``;
/// convert with ``init(_:kind:)`` and ``Hex/init(_:kind:)-(_,OffsetKind)``. Conversions use
/// bit parity (`col & 1`), so they round-trip exactly for negative rows and
/// columns too.
///
///     let cell = OffsetCoordinate(Hex(q: 1, r: 2), kind: .evenQ)
///     // cell == OffsetCoordinate(row: 3, col: 1)
public struct OffsetCoordinate: Hashable, Sendable {
  /// The row, counting down.
  public var row: Int
  /// The column, counting right.
  public var col: Int

  /// Creates an offset coordinate.
  ///
  /// Note the order: row, then column.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - col: The column.
  @inlinable
  public init(row: Int, col: Int) {
    self.row = row
    self.col = col
  }

  /// Creates the offset coordinate of a hex in the given kind of grid.
  ///
  /// Exact for every hex in `Hex.coordinateRange`. Beyond it the shifted
  /// row or column is computed modulo 2³² (it wraps instead of trapping),
  /// and converting back still gives the same hex.
  ///
  /// - Parameters:
  ///   - hex: The hex to convert.
  ///   - kind: The kind of offset grid.
  @inlinable
  public init(_ hex: Hex, kind: OffsetKind) {
    // (x - (x & 1)) / 2 is x >> 1, and (x + (x & 1)) / 2 is (x >> 1) + (x & 1).
    // In 32 bits, then widened: exact within ±2³¹, so for every hex in the
    // coordinate range, and half the vector work of 64-bit sums.
    let q = hex._q, r = hex._r
    switch kind {
    case .oddQ: self.init(row: Int(r &+ (q &>> 1)), col: Int(q))
    case .evenQ: self.init(row: Int(r &+ ((q &>> 1) &+ (q & 1))), col: Int(q))
    case .oddR: self.init(row: Int(r), col: Int(q &+ (r &>> 1)))
    case .evenR: self.init(row: Int(r), col: Int(q &+ ((r &>> 1) &+ (r & 1))))
    }
  }
}

extension Hex {
  /// Creates the hex at an offset coordinate of the given kind of grid.
  ///
  ///     Hex(OffsetCoordinate(row: 2, col: 1), kind: .oddQ)  // Hex(q: 1, r: 2)
  ///
  /// Exact whenever the hex's components fit in `Int32`, so for every
  /// hex in `Hex.coordinateRange`; beyond that the components wrap around
  /// modulo 2³² instead of trapping. For rows and columns you do not
  /// control, ``init(validating:kind:)-(_,OffsetKind)`` returns `nil` instead.
  ///
  /// - Parameters:
  ///   - offset: The row and column.
  ///   - kind: The kind of offset grid.
  @inlinable
  public init(_ offset: OffsetCoordinate, kind: OffsetKind) {
    let (q, r) = _axial(offset, kind)
    self.init(_truncatingQ: q, r: r)
  }

  /// Creates the hex at an offset coordinate, or returns `nil` unless the
  /// hex lies in ``coordinateRange``.
  ///
  ///     Hex(validating: OffsetCoordinate(row: 2, col: 1), kind: .oddQ)        // Hex(q: 1, r: 2)
  ///     Hex(validating: OffsetCoordinate(row: 1 << 40, col: 0), kind: .oddQ)  // nil
  ///
  /// - Parameters:
  ///   - offset: The row and column.
  ///   - kind: The kind of offset grid.
  @inlinable
  public init?(validating offset: OffsetCoordinate, kind: OffsetKind) {
    // Wrapping in Int only happens for a row or column within 2²⁹ of Int's
    // ends, and lands far outside the range.
    let (q, r) = _axial(offset, kind)
    self.init(validatingQ: q, r: r)
  }
}

/// The axial coordinates of an offset cell, in `Int`, wrapping at its ends.
@inlinable @inline(__always)
internal func _axial(_ offset: OffsetCoordinate, _ kind: OffsetKind) -> (q: Int, r: Int) {
  let row = offset.row, col = offset.col
  switch kind {
  case .oddQ: return (col, row &- (col >> 1))
  case .evenQ: return (col, row &- ((col >> 1) &+ (col & 1)))
  case .oddR: return (col &- (row >> 1), row)
  case .evenR: return (col &- ((row >> 1) &+ (row & 1)), row)
  }
}

extension OffsetCoordinate: CustomStringConvertible {
  /// A short description such as `OffsetCoordinate(row: 2, col: 1)`.
  public var description: String { "OffsetCoordinate(row: \(row), col: \(col))" }
}
