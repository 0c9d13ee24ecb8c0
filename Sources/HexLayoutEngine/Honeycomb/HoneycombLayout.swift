import HexCore

/// The layout logic of a launcher-style honeycomb (like the Apple Watch app
/// grid): circular cells of one diameter on a hexagonal lattice around a
/// center cell, over plain values.
///
/// Cells are `Hex` values, usually the first *n* cells of the honeycomb
/// walk (``makeCache(count:)``). Hex `(q, r)` is centered at
/// `x = 3/2 · q · d/√3`, `y = (√3/2 · q + √3 · r) · d/√3` from the center
/// cell, so neighbors are exactly ``diameter`` apart and the center cell
/// sits in the middle of the bounds, moved by ``contentOffset``.
///
/// ```swift
/// let honeycomb = HoneycombLayout(diameter: 125)
/// let cache = honeycomb.makeCache(count: 14)
/// let placements = honeycomb.placedCells(in: PixelRect(x: 0, y: 0, width: 400, height: 600), cache: cache)
/// // placements[0].position == (200, 300); placements[1].position == (308.25…, 362.5)
/// ```
///
/// Unlike Irina Galata's honeycomb chapter of *SwiftUI Animations by
/// Tutorials*, [Recreating a Real-World Animation](https://www.kodeco.com/books/swiftui-animations-by-tutorials/v1.0/chapters/10-recreating-a-real-world-animation),
/// whose ideal size is infinite, the ideal size here is
/// the cells' extent. Bad input never traps: a diameter that is NaN,
/// negative or below 2⁻²⁵⁶ counts as 0 (cells of size zero, which contain
/// no point); proposals and bounds follow the rules of
/// ``sizeThatFits(proposal:cache:)``.
public struct HoneycombLayout: HexCellLayout, Hashable, Sendable {
  /// The diameter of each cell and the distance between neighbors' centers.
  public var diameter: Double
  /// The offset of the whole honeycomb from the middle of the bounds: the
  /// drag translation plus the settled offset.
  public var contentOffset: PixelPoint
  /// Whether the lattice is flat-top (the honeycomb chapter's, rows of cells zigzag
  /// horizontally) or pointy-top.
  public var orientation: HexOrientation
  /// The effects placement applies: the fisheye and the touched cell.
  public var effects: HoneycombEffects

  /// Creates a honeycomb layout.
  ///
  /// - Parameters:
  ///   - diameter: The cells' diameter; the honeycomb chapter uses 125.
  ///   - contentOffset: The scroll offset; the default is none.
  ///   - orientation: The lattice's orientation; the default is flat-top.
  ///   - effects: The effects placement applies; the default is none.
  public init(
    diameter: Double, contentOffset: PixelPoint = .zero, orientation: HexOrientation = .flatTop,
    effects: HoneycombEffects = .none
  ) {
    self.diameter = diameter
    self.contentOffset = contentOffset
    self.orientation = orientation
    self.effects = effects
  }

  /// Each subview reports the hex of its cell.
  public typealias Coordinate = Hex

  /// The cells of the honeycomb: each subview's hex, their extents, and a
  /// table from hex to subviews.
  ///
  /// Neither a new proposal nor a new diameter, offset, orientation or
  /// effect needs a new cache.
  public struct Cache: Sendable {
    @usableFromInline internal let store: _CellStore

    /// The number of subviews that have a cell, and so are placed.
    public var cellCount: Int { store.count }

    /// The hex of the last placed subview, the end of the walk.
    public var lastCell: Hex? { store.isEmpty ? nil : store[store.count - 1].hex }

    @inlinable
    internal init(store: _CellStore) { self.store = store }
  }

  /// Builds the cache from the subviews' cells, in subview order.
  ///
  /// A `nil` cell, or one outside `Hex.coordinateRange`, leaves its
  /// subview unplaced. Several subviews may share a cell: all are placed, on
  /// top of each other. Subview indices are kept in 32 bits: subviews from
  /// index 2³¹ − 1 on are not placed.
  ///
  /// - Parameter coordinates: One optional hex per subview.
  ///
  /// - Complexity: O(*n*), where *n* is the number of subviews.
  @inlinable
  public func makeCache<S: Sequence>(coordinates: S) -> Cache where S.Element == Hex? {
    Cache(store: _CellStore.make(coordinates, orientation: .flatTop) { $0 })
  }

  /// Builds the cache for `count` subviews on the first `count` cells of the
  /// honeycomb walk around `Hex.zero` (see `Hex.honeycombWalk(count:)`).
  ///
  /// - Parameter count: The number of subviews; zero or negative gives an
  ///   empty honeycomb, and counts above ``maximumCellCount`` are taken as
  ///   ``maximumCellCount`` (a cache of 2²⁰ cells takes about 20 MB). For a
  ///   longer walk, pass its cells to `makeCache(coordinates:)`.
  ///
  /// - Complexity: O(*n*), where *n* is `count`, at most ``maximumCellCount``.
  public func makeCache(count: Int) -> Cache {
    let count = Swift.min(count, Self.maximumCellCount)
    return Cache(store: _CellStore.make(Hex.zero.honeycombWalk(count: count), orientation: .flatTop) { $0 })
  }

  /// The most cells an API that takes a count of honeycomb cells makes:
  /// 2²⁰ (1,048,576), the same as `Hex.maximumGrowthCount`.
  ///
  /// A count is a number, not storage: ``makeCache(count:)``,
  /// ``reflow(inserting:after:itemCount:in:)``,
  /// `Hex.nearestFreeHexes(count:occupied:)` and
  /// ``HoneycombOccupancy``'s growth take a larger count as this many, so
  /// that `Int.max` costs what this many cells cost rather than exhausting
  /// memory. The APIs that take the cells themselves, such as
  /// `makeCache(coordinates:)`, are limited only by what is passed (and
  /// the engine's 2³¹ − 1 subviews).
  public static let maximumCellCount = Hex.maximumGrowthCount

  /// The diameter made safe: NaN, negatives and values below 2⁻²⁵⁶ are 0,
  /// the rest capped at 2⁵⁰.
  @inlinable
  internal var d: Double {
    // Below 2^-256 a circle's squared radius would underflow to zero and
    // every point near it would count as inside: such a cell has size 0.
    let length = _clampedLength(diameter)
    return length < 0x1p-256 ? 0 : length
  }

  /// The lattice of cell centers relative to the center cell, before the
  /// content offset: circumradius `d/√3`, so neighbors are `d` apart.
  @inlinable
  internal var relativeGeometry: HexGeometry {
    HexGeometry(orientation: orientation, size: d / _sqrt3)
  }

  /// Returns the center of `hex` relative to the center cell, before the
  /// content offset and any effect.
  ///
  /// - Parameter hex: A cell.
  public func center(of hex: Hex) -> PixelPoint {
    relativeGeometry.center(of: hex)
  }

  /// Returns the size the honeycomb asks for.
  ///
  /// A finite proposed dimension is taken as offered: the honeycomb fills its
  /// container and scrolls. An unspecified or infinite one is replaced by the
  /// cells' extent, `2 · max |x| + d` (or `y`), symmetric about the center
  /// cell so that it stays in the middle (for 14 cells of diameter 125,
  /// flat-top, 558.0 × 625). NaN and negative dimensions count as 0 and
  /// lengths are capped at 2⁵⁰. The extent ignores ``contentOffset`` and the
  /// effects, which only move and shrink cells within it.
  ///
  /// - Parameters:
  ///   - proposal: The parent's proposal.
  ///   - cache: The cache built from the subviews.
  /// - Returns: The size, or zero when no subview has a cell.
  public func sizeThatFits(proposal: ProposedSize, cache: Cache) -> PixelSize {
    guard !cache.store.isEmpty else { return .zero }
    let e = cache.store.extents
    let d = self.d
    // Flat-top: |x| = 3/2 · |q| · d/√3 = (√3/2)·d·|q|; |y| = d/2 · |q + 2r|.
    // Pointy-top: |x| = d/2 · |2q + r|; |y| = (√3/2)·d·|r|.
    let major: Double, minor: Double
    if orientation == .flatTop {
      major = Double(Swift.max(e.maxQ, -e.minQ))
      minor = Double(Swift.max(e.maxV, -e.minV))
    } else {
      major = Double(Swift.max(e.maxR, -e.minR))
      minor = Double(Swift.max(e.maxU, -e.minU))
    }
    let along = _clampedLength(_sqrt3 * d * major + d)
    let across = _clampedLength(d * minor + d)
    let (extentWidth, extentHeight) = orientation == .flatTop ? (along, across) : (across, along)
    return PixelSize(
      width: _constraint(proposal.width) ?? extentWidth,
      height: _constraint(proposal.height) ?? extentHeight)
  }

  /// Returns the honeycomb's cells as placed in `bounds`, with the
  /// ``effects`` applied.
  ///
  /// The center cell sits in the middle of `bounds`, moved by
  /// ``contentOffset``; each subview is proposed a `d × d` square and
  /// anchored at its center. With the fisheye on, each position is moved by
  /// its ``FisheyeEffect/shift`` for a container of `bounds.size`, and
  /// ``Placement/scale`` is the effect's scale (the touch effect's 0.9
  /// included); otherwise the scale is 1, or 0.9 near a touched cell. The
  /// drawn circle, of diameter `d · scale` around the position, is what hit
  /// testing and culling use; the scale's floor of 0.001 is for display
  /// only, and a cell the fisheye shrinks to size zero is never hit or culled.
  ///
  /// - Parameters:
  ///   - bounds: The region the honeycomb is placed in: its size is the
  ///     fisheye's container.
  ///   - cache: The cache built from the subviews.
  @inlinable @inline(__always)  // a one-call hit test reads the cells in place
  public func placedCells(in bounds: PixelRect, cache: Cache) -> PlacedCells {
    PlacedCells(
      store: cache.store, shapes: .circles(cells(in: bounds)), proposal: ProposedSize(width: d, height: d))
  }

  /// Returns the scale placement draws `hex` at in a container of the
  /// given size: ``Placement/scale`` for that cell, with the ``effects``.
  ///
  /// A layout cannot scale its subviews; a view scales each cell by this
  /// (SwiftUI's `scaleEffect`) so that what is drawn is what is hit.
  ///
  /// - Parameters:
  ///   - hex: The cell.
  ///   - containerSize: The size of the bounds the honeycomb is placed in.
  public func scale(of hex: Hex, containerSize: PixelSize) -> Double {
    cells(in: PixelRect(origin: .zero, size: containerSize)).drawn(hex).scale
  }

  /// The circles for `bounds`.
  @inlinable
  internal func cells(in bounds: PixelRect) -> _CircleCells {
    let bounds = bounds._sanitized
    return _CircleCells(
      relative: relativeGeometry, middle: PixelPoint(x: bounds.midX, y: bounds.midY),
      offset: PixelPoint(x: _clampedCoordinate(contentOffset.x), y: _clampedCoordinate(contentOffset.y)),
      diameter: d,
      fisheye: effects.fisheye ? PixelSize(width: bounds.width / 2, height: bounds.height / 2) : nil,
      touched: effects.touchedCell)
  }
}

/// The effects a honeycomb's placement applies to its cells.
///
/// Galata's honeycomb chapter draws cells shrinking and moving inward near the
/// container's edges (the fisheye), and dims the touched cell while it and
/// its neighbors shrink to 0.9. With effects set on a ``HoneycombLayout``,
/// ``HoneycombLayout/placedCells(in:cache:)`` applies them, so positions,
/// scales, hit testing and culling all agree with what is drawn.
public struct HoneycombEffects: Hashable, Sendable {
  /// Whether cells near the container's edges shrink and move inward.
  public var fisheye: Bool
  /// The cell being touched, if any: it and its neighbors are drawn at 0.9.
  public var touchedCell: Hex?

  /// Creates a set of effects.
  ///
  /// - Parameters:
  ///   - fisheye: Whether the fisheye applies.
  ///   - touchedCell: The cell being touched, if any.
  public init(fisheye: Bool = false, touchedCell: Hex? = nil) {
    self.fisheye = fisheye
    self.touchedCell = touchedCell
  }

  /// No effect: every cell at full size where the lattice puts it.
  public static let none = HoneycombEffects()

  /// The fisheye alone.
  public static let fisheye = HoneycombEffects(fisheye: true)
}
