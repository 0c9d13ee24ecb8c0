import HexCore

/// The layout logic of a SwiftUI `Layout` that arranges subviews as the cells
/// of an offset grid (rows and columns of hexagons), over plain values.
///
/// Each subview reports an optional `OffsetCoordinate`; build a ``Cache``
/// from those with `makeCache(coordinates:)`, then ask for the grid's size
/// with ``sizeThatFits(proposal:cache:)`` and for each subview's position with
/// ``placedCells(in:cache:)`` (or, as SwiftUI does, `placeSubviews`). The grid keeps the hexagons'
/// aspect ratio and fills as much of the proposal as it can; where the
/// bounds are wider or taller than the grid, ``alignment`` says where in
/// them it sits (the top-left corner by default: one cell fills
/// 346.4 × 300 of a 400 × 300 rectangle, leaving 53.6 points to its right;
/// with `alignment: .center` it leaves 26.8 on either side). With the default `OffsetKind.oddQ` it follows the
/// formulas of Konstantin Semianov's offset-grid article,
/// [Building a hexagonal grid with the SwiftUI Layout protocol](https://ksemianov.github.io/articles/hexgrid/), with its two defects fixed:
///
/// - The vertical origin is the smallest *half-row* occupied, not the
///   smallest row: when every cell of the top row sits in a shifted column,
///   Semianov's grid lands half a cell low and overflows its bounds; this
///   one does not.
/// - The column step comes from the bounds passed to `placeSubviews`, not
///   from the proposal, so a parent that grants another size than it
///   proposed still gets a grid that fits.
///
/// ```swift
/// let layout = HexLayout()
/// let cache = layout.makeCache(coordinates: [
///   OffsetCoordinate(row: 0, col: 0), OffsetCoordinate(row: 0, col: 1),
/// ])
/// let size = layout.sizeThatFits(proposal: ProposedSize(width: 300, height: 300), cache: cache)
/// // size.width == 300 (two columns: 1 + 4/3 steps of 300 / (7/3))
/// ```
///
/// Bad input never traps: a `nil` proposed dimension is replaced by 10 (as
/// SwiftUI does); an infinite one leaves the grid unconstrained in that
/// direction (if both are, 10 × 10 is used); NaN and negative dimensions count
/// as 0 and lengths are capped at 2⁵⁰. Sizes and placements are finite and
/// nonnegative in size.
public struct HexLayout: HexCellLayout, Hashable, Sendable {
  /// The kind of offset grid, which also fixes the orientation: the "q"
  /// kinds are flat-top, the "r" kinds pointy-top.
  public var kind: OffsetKind
  /// The gap between the edges of neighboring cells, in points.
  ///
  /// Cells shrink to make room for it and the grid's extent does not change:
  /// each cell is proposed the size it would have without spacing, less the
  /// spacing. NaN and negative values count as 0.
  public var spacing: Double
  /// Where the grid sits in bounds wider or taller than it: the point of
  /// the grid's rectangle that lies on the same point of the bounds, as a
  /// unit point; `.topLeading` (the default) puts the grid at the bounds'
  /// top-left corner, `.center` in their middle.
  ///
  /// It matters only where the bounds' aspect ratio differs from the
  /// grid's, as when a direct caller places the grid in a rectangle of its
  /// own. A SwiftUI `Layout`'s bounds are the size it reported, so inside
  /// SwiftUI the grid fills them whatever the alignment, and a parent (a
  /// `frame`, a stack) centres it as it centres any view. NaN counts as 0
  /// and each coordinate is clamped to 0...1.
  public var alignment: PlacementAnchor

  /// Creates an offset-grid layout.
  ///
  /// - Parameters:
  ///   - kind: The kind of offset grid; the default is odd-q, Semianov's kind.
  ///   - spacing: The gap between neighboring cells; the default is 0.
  ///   - alignment: Where the grid sits in larger bounds; the default is
  ///     the top-left corner, as before alignment existed.
  public init(kind: OffsetKind = .oddQ, spacing: Double = 0, alignment: PlacementAnchor = .topLeading) {
    self.kind = kind
    self.spacing = spacing
    self.alignment = alignment
  }

  /// Each subview reports an offset coordinate, in the layout's ``kind``.
  public typealias Coordinate = OffsetCoordinate

  /// The cells of the grid: each subview's hex, the grid's extents, and a
  /// table from hex to subviews.
  ///
  /// Subviews that fill the rows of a rectangle in order, as a loop over
  /// rows and then columns lists them, take no memory per cell: the cache
  /// holds the rectangle, and a hit test computes the subview from the row
  /// and column it lands on. Other grids take 12 bytes per placed cell plus
  /// a hit table of 4 bytes per slot of the occupied box (at most 4 slots per
  /// cell plus 4,096), or a dictionary when the box is sparse.
  ///
  /// A new proposal reuses it unchanged. The cache remembers the ``kind`` its
  /// coordinates were converted with, and every entry point (sizing,
  /// placing, hit testing, culling) uses that kind: a layout whose ``kind``
  /// changed while an old cache is still held (as SwiftUI may do until it
  /// rebuilds the cache) draws the old grid until the cache is rebuilt,
  /// and never traps.
  public struct Cache: Sendable {
    @usableFromInline internal let store: _CellStore
    /// The kind of offset grid the coordinates were converted with.
    public let kind: OffsetKind

    @inlinable
    internal init(store: _CellStore, kind: OffsetKind) {
      self.store = store
      self.kind = kind
    }

    /// The number of subviews that have a coordinate, and so are placed.
    public var cellCount: Int { store.count }
  }

  /// Builds the cache from the subviews' coordinates, in subview order.
  ///
  /// A `nil` coordinate, or one whose hex lies outside
  /// `Hex.coordinateRange`, leaves its subview unplaced. Several subviews
  /// may share a coordinate: all are placed, on top of each other. Subview
  /// indices are kept in 32 bits: subviews from index 2³¹ − 1 on are not
  /// placed.
  ///
  /// Coordinates that fill the rows of a rectangle in order (each row from
  /// the same first column and as long as the first, the last row perhaps
  /// shorter) are held without per-cell storage; see ``Cache``.
  ///
  /// - Parameter coordinates: One optional coordinate per subview.
  ///
  /// - Complexity: O(*n*), where *n* is the number of subviews.
  @inlinable
  public func makeCache<S: Sequence>(coordinates: S) -> Cache where S.Element == OffsetCoordinate? {
    Cache(store: _CellStore.make(offsets: coordinates, kind: kind) { $0 }, kind: kind)
  }

  /// Returns the size of the largest grid that fits the proposal.
  ///
  /// With `step` the horizontal distance between column centers (flat-top),
  /// `W = maxCol - minCol + 4/3` and `H = maxY - minY + 1` in cell heights
  /// (a cell's `y` is its row plus half a cell in shifted columns):
  /// `step = min(width / W, height / H / a)` with `a = 2/√3`, and the size
  /// is `(step · W, step · H · a)`. Pointy-top kinds swap the axes.
  ///
  /// - Parameters:
  ///   - proposal: The parent's proposal.
  ///   - cache: The cache built from the subviews.
  /// - Returns: The grid's size, or zero when no subview has a coordinate.
  public func sizeThatFits(proposal: ProposedSize, cache: Cache) -> PixelSize {
    guard let grid = _Grid(cache) else { return .zero }
    var width = _constraint(proposal.width ?? 10)
    var height = _constraint(proposal.height ?? 10)
    if width == nil && height == nil { (width, height) = (10, 10) }
    let step = grid.step(width: width, height: height)
    let size = grid.size(step: step)
    // `step · cells · a` can round one ulp past the dimension it came from.
    return PixelSize(
      width: Swift.min(size.width, width ?? .infinity),
      height: Swift.min(size.height, height ?? .infinity))
  }

  /// Returns the grid's cells as placed in `bounds`.
  ///
  /// The step is computed from `bounds.size` as in
  /// ``sizeThatFits(proposal:cache:)`` (so a grid always fits its bounds),
  /// and the grid, of the size ``sizeThatFits(proposal:cache:)`` gives for
  /// `bounds.size`, is placed in the bounds by ``alignment``: its left edge
  /// at `minX + (width − gridWidth) · alignment.x`, its top at
  /// `minY + (height − gridHeight) · alignment.y`. Each subview is
  /// proposed the bounding box of its hexagon (`w × w/a` for flat-top, where
  /// `w = 4/3 · step`, less ``spacing``) and anchored at its center; hit
  /// testing and culling use that hexagon.
  ///
  /// - Parameters:
  ///   - bounds: The region the grid is placed in.
  ///   - cache: The cache built from the subviews.
  @inlinable @inline(__always)  // a one-call hit test reads the cells in place
  public func placedCells(in bounds: PixelRect, cache: Cache) -> PlacedCells {
    // One construction, so that a caller that only asks one question can
    // drop the value (and its reference to the cells) unseen.
    let shapes: PlacedCells.Shapes
    let cellProposal: ProposedSize
    if let cells = cells(in: bounds, cache: cache) {
      let r = cells.cellRadius
      shapes = .hexagons(cells)
      cellProposal =
        cache.kind.orientation == .flatTop
        ? ProposedSize(width: 2 * r, height: _sqrt3 * r)
        : ProposedSize(width: _sqrt3 * r, height: 2 * r)
    } else {
      shapes = .none
      cellProposal = .zero
    }
    return PlacedCells(store: cache.store, shapes: shapes, proposal: cellProposal)
  }

  /// The cells for `bounds`, or `nil` for an empty cache.
  @inlinable @inline(__always)  // the one-call hit test builds its cells in place
  internal func cells(in bounds: PixelRect, cache: Cache) -> _HexagonCells? {
    guard let grid = _Grid(cache) else { return nil }
    let kind = cache.kind
    let bounds = bounds._sanitized
    let step = grid.step(width: bounds.width, height: bounds.height)
    // Neighbor centers are `pitch` apart; the lattice's circumradius is pitch / √3.
    // Multiplied by 1/√3 rather than divided by √3: a hit test asks for the
    // cells on every call, and these products are on its critical path.
    let pitch = step * (2 * _inverseSqrt3)
    let radius = pitch * _inverseSqrt3
    // The slack the grid leaves, shared out by the alignment (none to
    // share at the default top-leading corner).
    var minX = bounds.minX, minY = bounds.minY
    if alignment.x != 0 || alignment.y != 0 {
      let size = grid.size(step: step)
      minX += Swift.max(0, bounds.width - size.width) * _unit(alignment.x)
      minY += Swift.max(0, bounds.height - size.height) * _unit(alignment.y)
    }
    let origin: PixelPoint
    switch kind.orientation {
    case .flatTop:
      origin = PixelPoint(
        x: minX + radius - 1.5 * radius * Double(cache.store.extents.minQ),
        y: minY + pitch / 2 - pitch / 2 * Double(cache.store.extents.minV))
    case .pointyTop:
      origin = PixelPoint(
        x: minX + pitch / 2 - pitch / 2 * Double(cache.store.extents.minU),
        y: minY + radius - 1.5 * radius * Double(cache.store.extents.minR))
    }
    let gap = spacing > 0 ? Swift.min(spacing, _maximumLength) : 0
    return _HexagonCells(
      lattice: _Lattice(
        geometry: HexGeometry(orientation: kind.orientation, size: radius, origin: origin)),
      cellRadius: Swift.max(0, pitch - gap) * _inverseSqrt3)
  }
}

/// `value` clamped to 0...1, NaN as 0: an alignment coordinate made safe.
@inlinable
internal func _unit(_ value: Double) -> Double {
  value >= 0 ? Swift.min(value, 1) : 0
}

/// The extents of a grid in units of the cell's width and half-height, as
/// in Semianov's offset-grid article.
@usableFromInline
internal struct _Grid {
  /// Along the major axis (x for flat-top), `maxCol - minCol + 4/3` steps.
  @usableFromInline let majorSteps: Double
  /// Along the minor axis, `maxY - minY + 1` cells.
  @usableFromInline let minorCells: Double
  @usableFromInline let orientation: HexOrientation
  /// Cell width over cell height along the grid: 2/√3.
  @inlinable
  static var aspect: Double { 2 / _sqrt3 }

  @inlinable @inline(__always)  // as `cells(in:cache:)`
  init?(_ cache: HexLayout.Cache) {
    guard !cache.store.isEmpty else { return nil }
    let s = cache.store.extents
    orientation = cache.kind.orientation
    switch orientation {
    case .flatTop:
      majorSteps = Double(s.maxQ - s.minQ) + 4.0 / 3
      minorCells = Double(s.maxV - s.minV) / 2 + 1
    case .pointyTop:
      majorSteps = Double(s.maxR - s.minR) + 4.0 / 3
      minorCells = Double(s.maxU - s.minU) / 2 + 1
    }
  }

  /// The largest step that fits; `nil` dimensions are unconstrained, and at
  /// least one must be given.
  @inlinable
  func step(width: Double?, height: Double?) -> Double {
    let (major, minor) = orientation == .flatTop ? (width, height) : (height, width)
    let byMajor = major.map { $0 / majorSteps } ?? .infinity
    let byMinor = minor.map { $0 / minorCells / _Grid.aspect } ?? .infinity
    return Swift.min(byMajor, byMinor)
  }

  @usableFromInline
  func size(step: Double) -> PixelSize {
    let major = step * majorSteps, minor = step * minorCells * _Grid.aspect
    return orientation == .flatTop
      ? PixelSize(width: major, height: minor) : PixelSize(width: minor, height: major)
  }
}
