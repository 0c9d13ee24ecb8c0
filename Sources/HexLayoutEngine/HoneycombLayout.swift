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
/// let placements = honeycomb.placeSubviews(
///   in: Rect(x: 0, y: 0, width: 400, height: 600), proposal: .unspecified, cache: cache)
/// // placements[0].position == (200, 300); placements[1].position == (308.25…, 362.5)
/// ```
///
/// Unlike the article, whose ideal size is infinite, the ideal size here is
/// the cells' extent. Bad input never traps: a diameter that is NaN or
/// negative counts as 0; proposals and bounds follow the rules of
/// ``sizeThatFits(proposal:cache:)``.
public struct HoneycombLayout: Hashable, Sendable {
  /// The diameter of each cell and the distance between neighbors' centers.
  public var diameter: Double
  /// The offset of the whole honeycomb from the middle of the bounds: the
  /// drag translation plus the settled offset.
  public var contentOffset: Point

  /// Creates a honeycomb layout.
  ///
  /// - Parameters:
  ///   - diameter: The cells' diameter; the article uses 125.
  ///   - contentOffset: The scroll offset; the default is none.
  public init(diameter: Double, contentOffset: Point = .zero) {
    self.diameter = diameter
    self.contentOffset = contentOffset
  }

  /// The cells of the honeycomb: each subview's hex, their extents, and a
  /// table from hex to subviews.
  ///
  /// Neither a new proposal nor a new diameter or
  /// offset needs a new cache.
  public struct Cache: Sendable {
    @usableFromInline internal let store: _CellStore

    /// The number of subviews that have a cell, and so are placed.
    public var cellCount: Int { store.cells.count }

    /// The hex of the last placed subview, the end of the walk.
    public var lastCell: Hex? { store.cells.last?.hex }

    @inlinable
    internal init(store: _CellStore) { self.store = store }
  }

  /// Builds the cache from the subviews' cells, in subview order.
  ///
  /// A `nil` cell, or one outside `Hex.coordinateRange`, leaves its
  /// subview unplaced. Several subviews may share a cell: all are placed, on
  /// top of each other.
  ///
  /// - Parameter coordinates: One optional hex per subview.
  ///
  /// - Complexity: O(*n*), where *n* is the number of subviews.
  @inlinable
  public func makeCache<S: Sequence>(coordinates: S) -> Cache where S.Element == Hex? {
    Cache(store: _CellStore(coordinates, orientation: .flatTop) { $0 })
  }

  /// Builds the cache for `count` subviews on the first `count` cells of the
  /// honeycomb walk around `Hex.zero` (see `Hex.honeycombWalk(count:)`).
  ///
  /// - Parameter count: The number of subviews; zero or negative gives an
  ///   empty honeycomb.
  ///
  /// - Complexity: O(*n*), where *n* is `count`.
  public func makeCache(count: Int) -> Cache {
    Cache(store: _CellStore(Hex.zero.honeycombWalk(count: count), orientation: .flatTop) { $0 })
  }

  /// The diameter made safe: NaN and negatives are 0, the rest capped at 2⁵⁰.
  private var d: Double { _clampedLength(diameter) }

  /// Returns the center of `hex` relative to the center cell, before the
  /// content offset.
  ///
  /// - Parameter hex: A cell.
  public func center(of hex: Hex) -> Point {
    HexGeometry(orientation: .flatTop, size: d / (3.0).squareRoot()).center(of: hex)
  }

  /// Returns the size the honeycomb asks for.
  ///
  /// A finite proposed dimension is taken as offered: the honeycomb fills its
  /// container and scrolls. An unspecified or infinite one is replaced by the
  /// cells' extent, `2 · max |x| + d` (or `y`), symmetric about the center
  /// cell so that it stays in the middle. NaN and negative dimensions count
  /// as 0 and lengths are capped at 2⁵⁰.
  ///
  /// - Parameters:
  ///   - proposal: The parent's proposal.
  ///   - cache: The cache built from the subviews.
  /// - Returns: The size, or zero when no subview has a cell.
  public func sizeThatFits(proposal: ProposedSize, cache: Cache) -> Size {
    let store = cache.store
    guard !store.isEmpty else { return .zero }
    let d = self.d
    let maxQ = Double(Swift.max(store.qMax, -store.qMin))
    let maxV = Double(Swift.max(store.vMax, -store.vMin))
    // |x| = 3/2 · |q| · d/√3 = (√3/2)·d·|q|; |y| = d/2 · |q + 2r|.
    let extentWidth = _clampedLength((3.0).squareRoot() * d * maxQ + d)
    let extentHeight = _clampedLength(d * maxV + d)
    return Size(
      width: _constraint(proposal.width) ?? extentWidth,
      height: _constraint(proposal.height) ?? extentHeight)
  }

  /// Calls `place` with the placement of every subview that has a cell, in
  /// subview order: the center cell in the middle of `bounds`, moved by
  /// ``contentOffset``, each subview proposed a `d × d` square and anchored
  /// at its center.
  ///
  /// - Parameters:
  ///   - bounds: The region to place the honeycomb in.
  ///   - proposal: The proposal the size was computed for (unused).
  ///   - cache: The cache built from the subviews.
  ///   - place: Called once per placed subview.
  ///
  /// - Complexity: O(*n*), where *n* is the number of placed subviews.
  public func placeSubviews(
    in bounds: Rect, proposal: ProposedSize, cache: Cache, _ place: (Placement) -> Void
  ) {
    let geometry = lattice(in: bounds).geometry
    let cellProposal = ProposedSize(width: d, height: d)
    for cell in cache.store.cells {
      place(
        Placement(
          subviewIndex: Int(cell.subview), position: geometry.center(of: cell.hex),
          anchor: .center, proposal: cellProposal))
    }
  }

  /// Returns the placement of every subview that has a cell, in subview
  /// order.
  ///
  /// - Parameters:
  ///   - bounds: The region to place the honeycomb in.
  ///   - proposal: The proposal the size was computed for.
  ///   - cache: The cache built from the subviews.
  ///
  /// - Complexity: O(*n*), where *n* is the number of placed subviews.
  public func placeSubviews(in bounds: Rect, proposal: ProposedSize, cache: Cache) -> [Placement] {
    var result: [Placement] = []
    result.reserveCapacity(cache.cellCount)
    placeSubviews(in: bounds, proposal: proposal, cache: cache) { result.append($0) }
    return result
  }

  /// Returns the hex-to-pixel mapping that places cells in `bounds`:
  /// flat-top, circumradius `d/√3`, `Hex.zero` at the middle of the bounds
  /// plus ``contentOffset``.
  ///
  /// - Parameter bounds: The region the honeycomb is placed in.
  public func geometry(in bounds: Rect) -> HexGeometry {
    lattice(in: bounds).geometry
  }

  /// Returns the subview whose cell's hexagon (the hexagon of width `d`
  /// across its flat sides, around the circle) contains `point`, or `nil`.
  ///
  /// The hexagons tile the plane, so every point near the honeycomb hits the
  /// nearest cell. When several subviews share a cell, the last one (drawn
  /// on top) is returned.
  ///
  /// - Parameters:
  ///   - point: A point in the same coordinates as `bounds`.
  ///   - bounds: The region the honeycomb is placed in.
  ///   - cache: The cache built from the subviews.
  ///
  /// - Complexity: O(1) on average.
  public func subviewIndex(at point: Point, in bounds: Rect, cache: Cache) -> Int? {
    lattice(in: bounds).subviewIndex(at: point, in: cache.store)
  }

  /// Returns the subviews whose cells' hexagons intersect `rect`, in
  /// ascending order.
  ///
  /// Cells are taken where ``placeSubviews(in:proposal:cache:_:)`` puts
  /// them, before any fisheye shift; widen the viewport by `d` to cover that.
  ///
  /// - Parameters:
  ///   - rect: The viewport; a non-finite one intersects nothing.
  ///   - bounds: The region the honeycomb is placed in.
  ///   - cache: The cache built from the subviews.
  ///
  /// - Complexity: O(*v* log *v*), where *v* is the number of cells in the
  ///   viewport (plus its border), capped by O(*n*) for the whole honeycomb.
  public func subviewIndices(intersecting rect: Rect, in bounds: Rect, cache: Cache) -> [Int] {
    lattice(in: bounds).subviewIndices(intersecting: rect, in: cache.store)
  }

  internal func lattice(in bounds: Rect) -> _Lattice {
    let bounds = bounds._sanitized
    let radius = d / (3.0).squareRoot()
    let origin = Point(
      x: bounds.midX + _clampedCoordinate(contentOffset.x),
      y: bounds.midY + _clampedCoordinate(contentOffset.y))
    return _Lattice(
      geometry: HexGeometry(orientation: .flatTop, size: radius, origin: origin),
      cellRadius: radius)
  }
}
