/// Which axis a doubled coordinate system doubles.
public enum DoubledKind: Hashable, Sendable, CaseIterable {
  /// Doubled width, for pointy-top grids: `col = 2q + r`, `row = r`.
  case doubledWidth
  /// Doubled height, for flat-top grids: `col = q`, `row = 2r + q`.
  case doubledHeight
}

/// A cell in doubled coordinates: neighbors differ by 2 in one axis, or by
/// 1 in both.
///
/// In both kinds `row + col` is even; ``init(row:col:)`` refuses other
/// pairs. Convert with ``init(_:kind:)`` and ``Hex/init(_:kind:)-(_,DoubledKind)``
/// (Red Blob Games, "Doubled coordinates").
///
///     DoubledCoordinate(Hex(q: 1, r: 2), kind: .doubledHeight)  // (col 1, row 5)
public struct DoubledCoordinate: Hashable, Sendable {
  /// The column.
  public let col: Int
  /// The row.
  public let row: Int

  /// Creates a doubled coordinate, or `nil` if `row + col` is odd.
  ///
  /// Rows come first, as in ``OffsetCoordinate/init(row:col:)``.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - col: The column.
  @inlinable
  public init?(row: Int, col: Int) {
    guard (col ^ row) & 1 == 0 else { return nil }
    self.col = col
    self.row = row
  }

  @inlinable
  internal init(_unchecked col: Int, row: Int) {
    self.col = col
    self.row = row
  }

  /// Creates the doubled coordinate of a hex.
  ///
  /// Exact for every hex: its 32-bit components convert without overflow.
  ///
  /// - Parameters:
  ///   - hex: The hex to convert.
  ///   - kind: The kind of doubled grid.
  @inlinable
  public init(_ hex: Hex, kind: DoubledKind) {
    switch kind {
    case .doubledWidth: self.init(_unchecked: 2 &* hex.q &+ hex.r, row: hex.r)
    case .doubledHeight: self.init(_unchecked: hex.q, row: 2 &* hex.r &+ hex.q)
    }
  }
}

extension Hex {
  /// Creates the hex at a doubled coordinate.
  ///
  /// Exact whenever the hex's components fit in `Int32`, so for every hex
  /// in `Hex.coordinateRange`; beyond that the components wrap around
  /// modulo 2³² instead of trapping. ``init(validating:kind:)-(_,DoubledKind)`` returns
  /// `nil` instead.
  ///
  /// - Parameters:
  ///   - doubled: The doubled coordinate.
  ///   - kind: The kind of doubled grid.
  @inlinable
  public init(_ doubled: DoubledCoordinate, kind: DoubledKind) {
    let (q, r) = _axial(doubled, kind)
    self.init(_truncatingQ: q, r: r)
  }

  /// Creates the hex at a doubled coordinate, or returns `nil` unless the
  /// hex lies in ``coordinateRange``.
  ///
  /// - Parameters:
  ///   - doubled: The doubled coordinate.
  ///   - kind: The kind of doubled grid.
  @inlinable
  public init?(validating doubled: DoubledCoordinate, kind: DoubledKind) {
    let (q, r) = _axial(doubled, kind)
    self.init(validatingQ: q, r: r)
  }
}

extension DoubledCoordinate: CustomStringConvertible {
  /// A short description such as `DoubledCoordinate(row: 5, col: 1)`.
  public var description: String { "DoubledCoordinate(row: \(row), col: \(col))" }
}

/// The axial coordinates of a doubled cell, in `Int`, wrapping at its ends.
@inlinable @inline(__always)
internal func _axial(_ doubled: DoubledCoordinate, _ kind: DoubledKind) -> (q: Int, r: Int) {
  switch kind {
  case .doubledWidth: return ((doubled.col &- doubled.row) >> 1, doubled.row)
  case .doubledHeight: return (doubled.col, (doubled.row &- doubled.col) >> 1)
  }
}
