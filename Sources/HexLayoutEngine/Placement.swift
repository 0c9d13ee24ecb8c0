import HexCore

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
