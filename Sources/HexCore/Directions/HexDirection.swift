/// One of the six directions from a hex to its neighbors.
///
/// A direction is orientation-free: it is an index from 0 to 5 with a unit
/// ``vector``. Because the same vector points a different way on a flat-top
/// and a pointy-top screen, every direction has two names, one per
/// orientation, and neither is the "real" one:
///
/// | index | vector   | flat-top name       | pointy-top name       |
/// |-------|----------|---------------------|-----------------------|
/// | 0     | (1, 0)   | ``flatBottomRight`` | ``pointyRight``       |
/// | 1     | (0, 1)   | ``flatBottom``      | ``pointyBottomRight`` |
/// | 2     | (-1, 1)  | ``flatBottomLeft``  | ``pointyBottomLeft``  |
/// | 3     | (-1, 0)  | ``flatTopLeft``     | ``pointyLeft``        |
/// | 4     | (0, -1)  | ``flatTop``         | ``pointyTopLeft``     |
/// | 5     | (1, -1)  | ``flatTopRight``    | ``pointyTopRight``    |
///
/// With y pointing down (as in SwiftUI, UIKit and SVG), increasing the index
/// turns clockwise on the screen:
///
///     flat-top                          pointy-top
///
///              4 top                       4 top-left   5 top-right
///     3 top-left     5 top-right
///              (hex)                   3 left     (hex)      0 right
///     2 bottom-left  0 bottom-right
///             1 bottom                     2 bottom-left  1 bottom-right
///
/// The flat-top order is that of Irina Galata's honeycomb chapter of
/// *SwiftUI Animations by Tutorials*: bottom-right, bottom,
/// bottom-left, top-left, top, top-right. Red Blob Games numbers the same six
/// vectors in another order; translate its indices explicitly.
public struct HexDirection: Hashable, Sendable, CaseIterable {
  /// The index of this direction, from 0 to 5.
  public let index: Int

  /// Creates the direction with the given index, or `nil` unless
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

  /// The six directions in index order.
  public static let allCases: [HexDirection] = (0..<6).map {
    HexDirection(_unchecked: $0)
  }

  /// Index 0, vector (1, 0): bottom-right on a flat-top grid.
  @inlinable
  public static var flatBottomRight: HexDirection { HexDirection(_unchecked: 0) }
  /// Index 1, vector (0, 1): bottom on a flat-top grid.
  @inlinable
  public static var flatBottom: HexDirection { HexDirection(_unchecked: 1) }
  /// Index 2, vector (-1, 1): bottom-left on a flat-top grid.
  @inlinable
  public static var flatBottomLeft: HexDirection { HexDirection(_unchecked: 2) }
  /// Index 3, vector (-1, 0): top-left on a flat-top grid.
  @inlinable
  public static var flatTopLeft: HexDirection { HexDirection(_unchecked: 3) }
  /// Index 4, vector (0, -1): top on a flat-top grid.
  @inlinable
  public static var flatTop: HexDirection { HexDirection(_unchecked: 4) }
  /// Index 5, vector (1, -1): top-right on a flat-top grid.
  @inlinable
  public static var flatTopRight: HexDirection { HexDirection(_unchecked: 5) }

  /// Index 0, vector (1, 0): right on a pointy-top grid.
  @inlinable
  public static var pointyRight: HexDirection { HexDirection(_unchecked: 0) }
  /// Index 1, vector (0, 1): bottom-right on a pointy-top grid.
  @inlinable
  public static var pointyBottomRight: HexDirection { HexDirection(_unchecked: 1) }
  /// Index 2, vector (-1, 1): bottom-left on a pointy-top grid.
  @inlinable
  public static var pointyBottomLeft: HexDirection { HexDirection(_unchecked: 2) }
  /// Index 3, vector (-1, 0): left on a pointy-top grid.
  @inlinable
  public static var pointyLeft: HexDirection { HexDirection(_unchecked: 3) }
  /// Index 4, vector (0, -1): top-left on a pointy-top grid.
  @inlinable
  public static var pointyTopLeft: HexDirection { HexDirection(_unchecked: 4) }
  /// Index 5, vector (1, -1): top-right on a pointy-top grid.
  @inlinable
  public static var pointyTopRight: HexDirection { HexDirection(_unchecked: 5) }

  /// The unit step in this direction.
  ///
  ///     HexDirection.flatBottom.vector  // Hex(q: 0, r: 1)
  @inlinable
  public var vector: Hex { Hex(_truncatingQ: _directionQ(index), r: _directionQ(index + 4)) }

  /// The direction pointing the other way.
  @inlinable
  public var opposite: HexDirection { rotated(by: .clockwise(3)) }

  /// Returns the direction turned by `rotation`, spelled as hexes turn
  /// (``Hex/rotated(by:)``): clockwise on a y-down screen for
  /// `.clockwise(n)`.
  ///
  ///     HexDirection.flatBottomRight.rotated(by: .clockwise(1))  // .flatBottom
  ///
  /// - Parameter rotation: The rotation, in 60° steps.
  @inlinable
  public func rotated(by rotation: HexRotation) -> HexDirection {
    HexDirection(_unchecked: _mod6(index + rotation.clockwiseSteps))
  }
}

extension HexDirection: CustomStringConvertible {
  /// Both names of this direction, such as `flatBottom/pointyBottomRight`.
  public var description: String {
    let flat = ["BottomRight", "Bottom", "BottomLeft", "TopLeft", "Top", "TopRight"]
    let pointy = ["Right", "BottomRight", "BottomLeft", "Left", "TopLeft", "TopRight"]
    return "flat\(flat[index])/pointy\(pointy[index])"
  }
}

/// The q component of direction `i mod 6`, for `0 <= i < 12`: 1, 0, -1,
/// -1, 0, 1, twice.
///
/// The r component of direction `i` is the q component of
/// direction `i + 4`, so both come from one table without a modulo.
@inlinable @inline(__always)  // six neighbors per hex
internal func _directionQ(_ i: Int) -> Int {
  // q + 1 for i = 0...11, two bits each from the low end: 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2.
  let packed = 0b10_01_00_00_01_10_10_01_00_00_01_10
  return ((packed >> (2 * (i & 15))) & 3) - 1
}
