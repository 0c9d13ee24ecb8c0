import HexCore

/// The shape of SwiftUI's `Layout` protocol over plain values, shared by
/// ``HexLayout`` and ``HoneycombLayout``.
///
/// A conforming layout builds a cache from one optional coordinate per
/// subview, sizes itself for a proposal, and places its cells in bounds as a
/// ``PlacedCells`` value. Everything else — placing subviews through a
/// closure or as an array, hit testing, culling and the hex-to-pixel
/// mapping — is written once in an extension on top of those three, so both
/// layouts answer every question the same way and one generic SwiftUI
/// adapter serves both (see the `HexGridSwiftUI` module). The one-call hit
/// test and culling are requirements with those defaults, so that a layout
/// can answer them from its cache without making a ``PlacedCells`` first.
///
/// ```swift
/// func place<L: HexCellLayout>(_ layout: L, _ cells: [L.Coordinate?], in bounds: PixelRect) -> [Placement] {
///   let cache = layout.makeCache(coordinates: cells)
///   return layout.placeSubviews(in: bounds, proposal: ProposedSize(bounds.size), cache: cache)
/// }
/// ```
public protocol HexCellLayout: Sendable {
  /// What each subview reports to say where it goes: an offset coordinate
  /// for ``HexLayout``, a hex for ``HoneycombLayout``.
  associatedtype Coordinate: Sendable
  /// The cells built from the subviews' coordinates, reused while only the
  /// proposal or the bounds change.
  associatedtype Cache: Sendable

  /// Builds the cache from the subviews' coordinates, in subview order.
  ///
  /// A `nil` coordinate leaves its subview unplaced.
  ///
  /// - Parameter coordinates: One optional coordinate per subview.
  ///
  /// - Complexity: O(*n*), where *n* is the number of subviews.
  func makeCache<S: Sequence>(coordinates: S) -> Cache where S.Element == Coordinate?

  /// Builds the cache from a coordinate for every subview, in subview order:
  /// for data that is already a list of cells.
  ///
  /// - Parameter coordinates: One coordinate per subview.
  ///
  /// - Complexity: O(*n*), where *n* is the number of subviews.
  func makeCache<S: Sequence>(coordinates: S) -> Cache where S.Element == Coordinate

  /// Returns the size the layout asks for, given its parent's proposal.
  ///
  /// - Parameters:
  ///   - proposal: The parent's proposal.
  ///   - cache: The cache built from the subviews.
  func sizeThatFits(proposal: ProposedSize, cache: Cache) -> PixelSize

  /// Returns the cells as placed in `bounds`: every placement, ready for
  /// hit tests and viewport queries.
  ///
  /// - Parameters:
  ///   - bounds: The region the cells are placed in.
  ///   - cache: The cache built from the subviews.
  func placedCells(in bounds: PixelRect, cache: Cache) -> PlacedCells

  /// Returns the subview drawn at `point`, or `nil`: the topmost when
  /// several are.
  ///
  /// The default asks ``placedCells(in:cache:)``; a layout answers directly
  /// from its cache, without copying it into a `PlacedCells`.
  ///
  /// - Parameters:
  ///   - point: A point in the same coordinates as `bounds`.
  ///   - bounds: The region the cells are placed in.
  ///   - cache: The cache built from the subviews.
  ///
  /// - Complexity: O(1) on average.
  func subviewIndex(at point: PixelPoint, in bounds: PixelRect, cache: Cache) -> Int?

  /// Returns the subviews whose drawn cells meet `rect`, in ascending order.
  ///
  /// The default asks ``placedCells(in:cache:)``; a layout answers directly
  /// from its cache.
  ///
  /// - Parameters:
  ///   - rect: The viewport, in the same coordinates as `bounds`; a
  ///     non-finite one intersects nothing.
  ///   - bounds: The region the cells are placed in.
  ///   - cache: The cache built from the subviews.
  ///
  /// - Complexity: O(*v* log *v*), where *v* is the number of cells in the
  ///   viewport (plus its border), capped by O(*n*) for the whole layout.
  func subviewIndices(intersecting rect: PixelRect, in bounds: PixelRect, cache: Cache) -> [Int]
}

extension HexCellLayout {
  /// Places every subview of a collection, with its placement or `nil`.
  ///
  /// Each subview with a cell comes with its placement, each one without a
  /// cell with `nil`: the loop of a SwiftUI `Layout`'s `placeSubviews`, for
  /// any collection of subviews.
  ///
  /// A subview has no cell when its coordinate is `nil` or out of range, or
  /// its index is past the engine's limit (2³¹ − 1). SwiftUI shows a subview
  /// that gets no `place` call at the middle of its container at its ideal
  /// size, so an adapter places these too, out of sight, as
  /// `EngineLayout` does. Every subview is passed to `place` exactly once,
  /// in subview order, whatever the cache was built from: a subview past
  /// the cache's subviews gets `nil`, and cells of subviews past the
  /// collection's end are not placed.
  ///
  ///     layout.placeSubviews(subviews, in: bounds, cache: cache) { subview, placement in
  ///       if let placement { subview.place(at: placement.position, …) } else { hide(subview) }
  ///     }
  ///
  /// - Parameters:
  ///   - subviews: The subviews the cache was built from, in the same order.
  ///   - bounds: The region to place them in.
  ///   - cache: The cache built from the subviews' coordinates.
  ///   - place: Called with each subview and its placement, or `nil`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of subviews.
  @inlinable
  public func placeSubviews<Subviews: RandomAccessCollection>(
    _ subviews: Subviews, in bounds: PixelRect, cache: Cache,
    _ place: (Subviews.Element, Placement?) -> Void
  ) {
    let cells = placedCells(in: bounds, cache: cache)
    // The cells come in ascending subview order, one per subview: each
    // subview between two of them, or after the last, has none.
    let count = subviews.count
    var next = 0, position = subviews.startIndex
    cells.forEach(upToSubview: count) { placement in
      while next < placement.subviewIndex {
        place(subviews[position], nil)
        subviews.formIndex(after: &position)
        next += 1
      }
      place(subviews[position], placement)
      subviews.formIndex(after: &position)
      next += 1
    }
    while next < count {
      place(subviews[position], nil)
      subviews.formIndex(after: &position)
      next += 1
    }
  }

  /// Calls `place` with the placement of every placed subview, in subview
  /// order.
  ///
  /// - Parameters:
  ///   - bounds: The region to place the cells in.
  ///   - proposal: The proposal the size was computed for (unused: the
  ///     bounds decide).
  ///   - cache: The cache built from the subviews.
  ///   - place: Called once per placed subview.
  ///
  /// - Complexity: O(*n*), where *n* is the number of placed subviews.
  @inlinable @inline(__always)  // the caller's closure inlines into the placement loop
  public func placeSubviews(
    in bounds: PixelRect, proposal: ProposedSize, cache: Cache, _ place: (Placement) -> Void
  ) {
    placedCells(in: bounds, cache: cache).forEach(place)
  }

  /// Returns the placement of every placed subview, in subview order.
  ///
  /// - Parameters:
  ///   - bounds: The region to place the cells in.
  ///   - proposal: The proposal the size was computed for (unused).
  ///   - cache: The cache built from the subviews.
  ///
  /// - Complexity: O(*n*), where *n* is the number of placed subviews.
  @inlinable
  public func placeSubviews(in bounds: PixelRect, proposal: ProposedSize, cache: Cache) -> [Placement] {
    Array(placedCells(in: bounds, cache: cache))
  }

  /// Returns the hex-to-pixel mapping that places the cells' centers in
  /// `bounds`, before any effect moves them.
  ///
  /// Use it to draw overlays that line up with the cells.
  ///
  /// - Parameters:
  ///   - bounds: The region the cells are placed in.
  ///   - cache: The cache built from the subviews.
  /// - Returns: The mapping, or `nil` when no subview is placed.
  @inlinable
  public func geometry(in bounds: PixelRect, cache: Cache) -> HexGeometry? {
    placedCells(in: bounds, cache: cache).geometry
  }

  /// Returns the subview drawn at `point`, or `nil`.
  ///
  /// See ``PlacedCells/subviewIndex(at:)``; for many queries against the
  /// same bounds, make the ``PlacedCells`` once with
  /// ``placedCells(in:cache:)``.
  ///
  /// - Parameters:
  ///   - point: A point in the same coordinates as `bounds`.
  ///   - bounds: The region the cells are placed in.
  ///   - cache: The cache built from the subviews.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func subviewIndex(at point: PixelPoint, in bounds: PixelRect, cache: Cache) -> Int? {
    placedCells(in: bounds, cache: cache).subviewIndex(at: point)
  }

  /// Returns the subviews whose drawn cells meet `rect`, in ascending order.
  ///
  /// See ``PlacedCells/subviewIndices(intersecting:)``.
  ///
  /// - Parameters:
  ///   - rect: The viewport, in the same coordinates as `bounds`; a
  ///     non-finite one intersects nothing.
  ///   - bounds: The region the cells are placed in.
  ///   - cache: The cache built from the subviews.
  ///
  /// - Complexity: O(*v* log *v*), where *v* is the number of cells in the
  ///   viewport (plus its border), capped by O(*n*) for the whole layout.
  @inlinable
  public func subviewIndices(intersecting rect: PixelRect, in bounds: PixelRect, cache: Cache) -> [Int] {
    placedCells(in: bounds, cache: cache).subviewIndices(intersecting: rect)
  }
}
