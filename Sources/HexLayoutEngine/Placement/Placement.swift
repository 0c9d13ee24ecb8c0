import HexCore

/// Where a layout puts one subview: what SwiftUI's
/// `LayoutSubview.place(at:anchor:proposal:)` takes, plus the subview's
/// index, its hex and the scale it is drawn at.
public struct Placement: Hashable, Sendable {
  /// The index of the subview among those the cache was built from.
  public var subviewIndex: Int
  /// The hex the subview was placed on.
  public var hex: Hex
  /// The position of the subview's ``anchor``, in the parent's coordinates.
  public var position: PixelPoint
  /// The spot of the subview that ``position`` refers to.
  public var anchor: PlacementAnchor
  /// The size proposed to the subview.
  public var proposal: ProposedSize
  /// The scale the subview is drawn at around its anchor (SwiftUI's
  /// `scaleEffect`): 1 unless an effect such as the honeycomb's fisheye or
  /// touch applies.
  ///
  /// A layout cannot scale its subviews itself; a view that applies effects
  /// scales each cell by this value. What is drawn is the proposal times the
  /// scale, and that is what hit testing and culling use, with one
  /// exception: the scale is never below 0.001, a floor for display only (a
  /// view's scale transform must stay invertible). A honeycomb cell that the
  /// fisheye shrinks to size zero is placed at scale 0.001 but contains no
  /// point and meets no rectangle; `HoneycombLayout.fisheye(for:containerSize:)`
  /// tells it by its size of 0, and it is best not drawn.
  public var scale: Double

  /// The rectangle the subview is proposed, at its ``position`` and
  /// ``anchor``: where SwiftUI lays out a subview that takes its proposal
  /// (text, shapes and images do), before ``scale``.
  ///
  /// Its origin is `position − anchor · size`, its size the ``proposal``
  /// (an unspecified or negative dimension counts as 0). It is the layout
  /// frame, not what is drawn: scaling about the anchor, the drawn
  /// rectangle is ``drawnFrame``. An offset grid's cell is the hexagon
  /// inscribed in its frame; a honeycomb's, the circle inscribed in its
  /// drawn frame.
  @inlinable
  public var frame: PixelRect {
    let width = Swift.max(0, proposal.width ?? 0), height = Swift.max(0, proposal.height ?? 0)
    return PixelRect(
      x: position.x - anchor.x * width, y: position.y - anchor.y * height, width: width, height: height)
  }

  /// The rectangle the subview is drawn in: ``frame`` scaled by ``scale``
  /// about the anchor point, ``position`` (what SwiftUI's
  /// `scaleEffect(_:anchor:)` draws with the same anchor).
  @inlinable
  public var drawnFrame: PixelRect {
    let frame = self.frame
    return PixelRect(
      x: position.x - anchor.x * frame.width * scale, y: position.y - anchor.y * frame.height * scale,
      width: frame.width * scale, height: frame.height * scale)
  }

  /// Creates a placement.
  ///
  /// - Parameters:
  ///   - subviewIndex: The index of the subview.
  ///   - hex: The hex the subview is placed on.
  ///   - position: The position of the anchor.
  ///   - anchor: The spot of the subview placed at `position`.
  ///   - proposal: The size proposed to the subview.
  ///   - scale: The scale the subview is drawn at; the default is 1.
  @inlinable
  public init(
    subviewIndex: Int, hex: Hex, position: PixelPoint, anchor: PlacementAnchor, proposal: ProposedSize,
    scale: Double = 1
  ) {
    self.subviewIndex = subviewIndex
    self.hex = hex
    self.position = position
    self.anchor = anchor
    self.proposal = proposal
    self.scale = scale
  }
}
