import HexCore

/// A point in a unit square, naming the spot of a subview that a placement
/// position refers to: (0, 0) is the top-left corner, (0.5, 0.5) the center.
///
/// ``HexLayout/alignment`` uses the same unit square for where a grid
/// sits in larger bounds.
///
/// Named to stay clear of every type name an Apple SDK import makes visible
/// (SwiftUI's `UnitPoint` and `Anchor`, CoreText's `AnchorPoint`), so it can
/// be named unqualified beside `import SwiftUI`.
public struct PlacementAnchor: Hashable, Sendable {
  /// The horizontal position, 0 at the leading edge and 1 at the trailing one.
  public var x: Double
  /// The vertical position, 0 at the top and 1 at the bottom.
  public var y: Double

  /// Creates an anchor point.
  ///
  /// - Parameters:
  ///   - x: The horizontal position in the unit square.
  ///   - y: The vertical position in the unit square.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  // Computed and inlinable, not stored: a stored static is a global behind
  // a once-only initializer, reached through a call on every read, and
  // every placement reads one.

  /// The center, (0.5, 0.5).
  @inlinable
  public static var center: PlacementAnchor { PlacementAnchor(x: 0.5, y: 0.5) }
  /// The top-leading corner, (0, 0).
  @inlinable
  public static var topLeading: PlacementAnchor { PlacementAnchor(x: 0, y: 0) }
}
