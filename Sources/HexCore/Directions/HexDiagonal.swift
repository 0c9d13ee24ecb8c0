/// One of the six diagonal directions, through a corner of a hex to the hex
/// two steps away that shares no edge with it.
///
/// Diagonal `i` lies between ``HexDirection`` `i` and `i + 1`: its
/// ``vector`` is the sum of theirs. Like ``HexDirection`` it is
/// orientation-free and carries a flat-top and a pointy-top name:
///
/// | index | vector   | flat-top name       | pointy-top name       |
/// |-------|----------|---------------------|-----------------------|
/// | 0     | (1, 1)   | ``flatBottomRight`` | ``pointyBottomRight`` |
/// | 1     | (-1, 2)  | ``flatBottomLeft``  | ``pointyBottom``      |
/// | 2     | (-2, 1)  | ``flatLeft``        | ``pointyBottomLeft``  |
/// | 3     | (-1, -1) | ``flatTopLeft``     | ``pointyTopLeft``     |
/// | 4     | (1, -2)  | ``flatTopRight``    | ``pointyTop``         |
/// | 5     | (2, -1)  | ``flatRight``       | ``pointyTopRight``    |
public struct HexDiagonal: Hashable, Sendable, CaseIterable {
  /// The index of this diagonal, from 0 to 5.
  public let index: Int

  /// Creates the diagonal with the given index, or `nil` unless
  /// `0 <= index < 6`.
  ///
  /// - Parameter index: An index from 0 to 5.
  @inlinable
  public init?(index: Int) {
    guard (0..<6).contains(index) else { return nil }
    self.index = index
  }

  @inlinable
  internal init(_unchecked index: Int) { self.index = index }

  /// The six diagonals in index order.
  public static let allCases: [HexDiagonal] = (0..<6).map {
    HexDiagonal(_unchecked: $0)
  }

  /// Index 0, vector (1, 1): bottom-right on a flat-top grid.
  @inlinable
  public static var flatBottomRight: HexDiagonal { HexDiagonal(_unchecked: 0) }
  /// Index 1, vector (-1, 2): bottom-left on a flat-top grid.
  @inlinable
  public static var flatBottomLeft: HexDiagonal { HexDiagonal(_unchecked: 1) }
  /// Index 2, vector (-2, 1): left on a flat-top grid.
  @inlinable
  public static var flatLeft: HexDiagonal { HexDiagonal(_unchecked: 2) }
  /// Index 3, vector (-1, -1): top-left on a flat-top grid.
  @inlinable
  public static var flatTopLeft: HexDiagonal { HexDiagonal(_unchecked: 3) }
  /// Index 4, vector (1, -2): top-right on a flat-top grid.
  @inlinable
  public static var flatTopRight: HexDiagonal { HexDiagonal(_unchecked: 4) }
  /// Index 5, vector (2, -1): right on a flat-top grid.
  @inlinable
  public static var flatRight: HexDiagonal { HexDiagonal(_unchecked: 5) }

  /// Index 0, vector (1, 1): bottom-right on a pointy-top grid.
  @inlinable
  public static var pointyBottomRight: HexDiagonal { HexDiagonal(_unchecked: 0) }
  /// Index 1, vector (-1, 2): bottom on a pointy-top grid.
  @inlinable
  public static var pointyBottom: HexDiagonal { HexDiagonal(_unchecked: 1) }
  /// Index 2, vector (-2, 1): bottom-left on a pointy-top grid.
  @inlinable
  public static var pointyBottomLeft: HexDiagonal { HexDiagonal(_unchecked: 2) }
  /// Index 3, vector (-1, -1): top-left on a pointy-top grid.
  @inlinable
  public static var pointyTopLeft: HexDiagonal { HexDiagonal(_unchecked: 3) }
  /// Index 4, vector (1, -2): top on a pointy-top grid.
  @inlinable
  public static var pointyTop: HexDiagonal { HexDiagonal(_unchecked: 4) }
  /// Index 5, vector (2, -1): top-right on a pointy-top grid.
  @inlinable
  public static var pointyTopRight: HexDiagonal { HexDiagonal(_unchecked: 5) }

  /// The step in this diagonal direction, the sum of the vectors of
  /// ``HexDirection`` `index` and `index + 1`.
  @inlinable
  public var vector: Hex {
    HexDirection(_unchecked: index).vector
      + HexDirection(_unchecked: _mod6(index + 1)).vector
  }
}

extension HexDiagonal: CustomStringConvertible {
  /// Both names of this diagonal, such as `flatLeft/pointyBottomLeft`.
  public var description: String {
    let flat = ["BottomRight", "BottomLeft", "Left", "TopLeft", "TopRight", "Right"]
    let pointy = ["BottomRight", "Bottom", "BottomLeft", "TopLeft", "Top", "TopRight"]
    return "flat\(flat[index])/pointy\(pointy[index])"
  }
}
