import HexCore

/// A layout's cells as placed in particular bounds: every placement, in
/// subview order, ready for drawing, hit tests and viewport queries.
///
/// Every ``HexCellLayout`` places its subviews through this value, and its
/// one-call `subviewIndex(at:in:cache:)` and
/// `subviewIndices(intersecting:in:cache:)` ask it. When a gesture asks many
/// questions of the same placement, make it once and ask it instead:
///
/// ```swift
/// let cells = layout.placedCells(in: bounds, cache: cache)
/// let tapped = cells.subviewIndex(at: location)
/// let visible = cells.subviewIndices(intersecting: viewport)
/// for placement in cells { draw(placement) }
/// ```
///
/// Hit testing and culling agree with what is drawn: an offset grid's cells
/// are the hexagons it proposes, a honeycomb's are circles of the drawn
/// diameter (the proposal times ``Placement/scale``) around the drawn
/// centers, with the fisheye and touch effects applied. A cell of size zero
/// contains no point and meets no rectangle, even where its
/// ``Placement/scale`` shows the 0.001 display floor.
///
/// The value stays valid as long as the bounds and the cache do.
public struct PlacedCells: RandomAccessCollection, Sendable {
  /// The cells' shapes as placed: one case per kind of layout, as
  /// swift-algorithms' `EitherSequence` keeps one of two bases.
  @usableFromInline
  internal enum Shapes: Sendable {
    /// An offset grid's hexagons.
    case hexagons(_HexagonCells)
    /// A honeycomb's circles.
    case circles(_CircleCells)
    /// No shapes: an empty grid, or bounds too small to place anything.
    case none
  }

  /// The cells, one reference whatever form they are kept in.
  @usableFromInline internal let store: _CellStore
  /// What the cells are drawn as.
  @usableFromInline internal let shapes: Shapes
  /// The proposal every cell gets.
  @usableFromInline internal let proposal: ProposedSize

  @inlinable
  internal init(store: _CellStore, shapes: Shapes, proposal: ProposedSize) {
    self.store = store
    self.shapes = shapes
    self.proposal = proposal
  }

  /// The number of placements: every cell, or none without shapes.
  @inlinable
  internal var placedCount: Int {
    if case .none = shapes { return 0 }
    return store.count
  }

  /// The position of the first placement: 0.
  @inlinable
  public var startIndex: Int { 0 }

  /// One past the position of the last placement: the number of placed
  /// subviews.
  @inlinable
  public var endIndex: Int { placedCount }

  /// Returns the placement at `position`, in subview order.
  ///
  /// - Parameter position: A valid position, `0..<count`.
  @inlinable
  public subscript(position: Int) -> Placement {
    precondition(position >= 0 && position < placedCount, "PlacedCells index out of range")
    let cell = store[position]
    return placement(of: cell.hex, subview: Int(cell.subview))
  }

  /// The placement of one stored cell: built in one place per shape, for
  /// the subscript, the iterator and ``forEach(_:)`` alike.
  @inlinable @inline(__always)  // one placement per cell
  internal func placement(of hex: Hex, subview: Int) -> Placement {
    switch shapes {
    case .hexagons(let hexagons): return hexagons.placement(of: hex, subview: subview, proposal: proposal)
    case .circles(let circles): return circles.placement(of: hex, subview: subview, proposal: proposal)
    case .none: preconditionFailure("PlacedCells has no placements")
    }
  }

  /// Returns an iterator over the placements, in subview order.
  @inlinable
  public func makeIterator() -> Iterator { Iterator(self) }

  /// An iterator over the placements of a ``PlacedCells``.
  public struct Iterator: IteratorProtocol, Sendable {
    @usableFromInline internal let cells: PlacedCells
    @usableFromInline internal var position = 0

    @inlinable
    internal init(_ cells: PlacedCells) { self.cells = cells }

    /// Returns the next placement, or `nil` after the last.
    @inlinable
    public mutating func next() -> Placement? {
      guard position < cells.placedCount else { return nil }
      defer { position += 1 }
      let cell = cells.store[position]
      return cells.placement(of: cell.hex, subview: Int(cell.subview))
    }
  }

  /// Calls `body` with every placement, in subview order: the loop behind
  /// `placeSubviews`, over the cells' storage directly.
  ///
  /// - Complexity: O(*n*), where *n* is the number of placed subviews.
  @inlinable @inline(__always)  // the placement loop inlines into its caller
  public func forEach(_ body: (Placement) throws -> Void) rethrows {
    try _forEach(first: .max, body)
  }

  /// Calls `body` with the placement of every subview below `limit`, in
  /// subview order: `placeSubviews` over fewer subviews than the cache's.
  ///
  /// - Complexity: O(*k* + log *n*), where *k* is the number of placements
  ///   below `limit`.
  @inlinable @inline(__always)  // the adapter's placement loop
  internal func forEach(upToSubview limit: Int, _ body: (Placement) throws -> Void) rethrows {
    try _forEach(first: store.cellCount(belowSubview: limit), body)
  }

  @inlinable @inline(__always)  // hot path: inlined into callers' loops
  internal func _forEach(first end: Int, _ body: (Placement) throws -> Void) rethrows {
    // One loop per shape, so the loop itself does not branch.
    let proposal = self.proposal
    switch shapes {
    case .hexagons(let hexagons):
      try store.forEachCell(first: end) { hex, subview in
        try body(hexagons.placement(of: hex, subview: subview, proposal: proposal))
      }
    case .circles(let circles):
      try store.forEachCell(first: end) { hex, subview in
        try body(circles.placement(of: hex, subview: subview, proposal: proposal))
      }
    case .none: return
    }
  }

  /// Returns the placement of the subview at `subviewIndex`, or `nil` when
  /// that subview is not placed: the lookup from a subview to its cell.
  ///
  /// The collection's own positions count placed subviews only (a subview
  /// without a cell takes none), so `cells[i]` is the placement of the
  /// subview at `i` only when every subview before it is placed; this
  /// lookup is right whatever is missing. A negative index, or one past
  /// the cache's subviews, gives `nil`.
  ///
  /// - Parameter subviewIndex: The subview's index among those the cache
  ///   was built from, as ``subviewIndex(at:)`` returns it.
  ///
  /// - Complexity: O(log *n*), where *n* is the number of placed subviews.
  public func placement(ofSubview subviewIndex: Int) -> Placement? {
    guard placedCount > 0, let position = store.position(ofSubview: subviewIndex) else { return nil }
    return self[position]
  }

  /// The hex-to-pixel mapping of the cells' centers before any effect, or
  /// `nil` when no subview is placed.
  public var geometry: HexGeometry? {
    guard !store.isEmpty else { return nil }
    switch shapes {
    case .hexagons(let hexagons): return hexagons.lattice.geometry
    case .circles(let circles): return circles.lattice.geometry
    case .none: return nil
    }
  }

  /// Returns the subview drawn at `point`, or `nil`.
  ///
  /// A point hits the cell whose drawn shape contains it (its edge
  /// included); when several do, the last subview, drawn on top, wins. A
  /// point in a gap between cells, a non-finite point, and any point of a
  /// layout whose cells have size zero hit nothing.
  ///
  /// - Parameter point: A point in the same coordinates as the bounds.
  ///
  /// - Complexity: O(1) on average.
  @inlinable @inline(__always)  // once per hit test
  public func subviewIndex(at point: PixelPoint) -> Int? {
    switch shapes {
    case .hexagons(let hexagons): return hexagons.subviewIndex(at: point, in: store)
    case .circles(let circles): return circles.subviewIndex(at: point, in: store)
    case .none: return nil
    }
  }

  /// Returns the subviews whose drawn cells meet `rect`, in ascending order.
  ///
  /// Use it to create only the views a scrolling viewport shows. Touching
  /// the rectangle's edge counts as meeting it.
  ///
  /// - Parameter rect: The viewport, in the same coordinates as the bounds;
  ///   a non-finite one intersects nothing.
  ///
  /// - Complexity: O(*v* log *v*), where *v* is the number of cells in the
  ///   viewport (plus its border), capped by O(*n*) for the whole layout.
  public func subviewIndices(intersecting rect: PixelRect) -> [Int] {
    switch shapes {
    case .hexagons(let hexagons): return hexagons.subviewIndices(intersecting: rect, in: store)
    case .circles(let circles): return circles.subviewIndices(intersecting: rect, in: store)
    case .none: return []
    }
  }
}
