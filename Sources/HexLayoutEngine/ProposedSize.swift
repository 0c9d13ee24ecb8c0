import HexCore

/// A size proposal from a parent: each dimension is a value, or `nil` for
/// "unspecified", as in SwiftUI's `ProposedViewSize`.
public struct ProposedSize: Hashable, Sendable {
  /// The proposed width, or `nil` if unspecified.
  public var width: Double?
  /// The proposed height, or `nil` if unspecified.
  public var height: Double?

  /// Creates a proposal.
  ///
  /// - Parameters:
  ///   - width: The proposed width, or `nil` if unspecified.
  ///   - height: The proposed height, or `nil` if unspecified.
  @inlinable
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal of a definite size.
  ///
  /// - Parameter size: The proposed size.
  @inlinable
  public init(_ size: Size) {
    self.init(width: size.width, height: size.height)
  }

  /// The proposal with both dimensions unspecified (asks for the ideal size).
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// The proposal 0 × 0 (asks for the minimum size).
  public static let zero = ProposedSize(width: 0, height: 0)
  /// The proposal ∞ × ∞ (asks for the maximum size).
  public static let infinity = ProposedSize(width: .infinity, height: .infinity)

  /// Returns the proposal with each unspecified dimension replaced by the
  /// corresponding dimension of `size`.
  ///
  /// - Parameter size: The replacement; the default is 10 × 10, as in
  ///   SwiftUI.
  @inlinable
  public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }
}

/// A point in a unit square, naming the spot of a subview that a placement
/// position refers to: (0, 0) is the top-left corner, (0.5, 0.5) the center.
///
/// Named to stay clear of SwiftUI's `UnitPoint` and `Anchor` when both
/// modules are imported.
public struct AnchorPoint: Hashable, Sendable {
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

  /// The center, (0.5, 0.5).
  public static let center = AnchorPoint(x: 0.5, y: 0.5)
  /// The top-leading corner, (0, 0).
  public static let topLeading = AnchorPoint(x: 0, y: 0)
}

/// Where a layout puts one subview: what SwiftUI's
/// `LayoutSubview.place(at:anchor:proposal:)` takes, plus the subview's index.
public struct Placement: Hashable, Sendable {
  /// The index of the subview among those the cache was built from.
  public var subviewIndex: Int
  /// The position of the subview's ``anchor``, in the parent's coordinates.
  public var position: Point
  /// The spot of the subview that ``position`` refers to.
  public var anchor: AnchorPoint
  /// The size proposed to the subview.
  public var proposal: ProposedSize

  /// Creates a placement.
  ///
  /// - Parameters:
  ///   - subviewIndex: The index of the subview.
  ///   - position: The position of the anchor.
  ///   - anchor: The spot of the subview placed at `position`.
  ///   - proposal: The size proposed to the subview.
  @inlinable
  public init(subviewIndex: Int, position: Point, anchor: AnchorPoint, proposal: ProposedSize) {
    self.subviewIndex = subviewIndex
    self.position = position
    self.anchor = anchor
    self.proposal = proposal
  }
}
