import HexCore

/// The shape of SwiftUI's `Layout` protocol over plain values, shared by
/// ``HexLayout`` and ``HoneycombLayout``.
///
/// ``HexLayout`` and ``HoneycombLayout`` conform. The protocol exists so
/// that generic code and the SwiftUI adapter (`EngineLayout` in the
/// `HexGridSwiftUI` module) can take either layout: use it as a generic
/// constraint. It is not closed to other types — a type of yours may
/// conform — but a ``PlacedCells`` value can only be made by the engine,
/// so a conformer can only hand on cells that one of the two layouts
/// placed (a wrapper that forwards to one of them, say), and every answer
/// of the extension stays consistent with what is drawn.
///
/// A layout builds a cache from one optional coordinate per subview, sizes
/// itself for a proposal, and places its cells in bounds as a
/// ``PlacedCells`` value. Everything else — placing a collection of
/// subviews, hit testing, culling and the hex-to-pixel mapping — is written
/// once in an extension on top of those three, so both layouts answer every
/// question the same way.
///
/// ```swift
/// func place<L: HexCellLayout>(_ layout: L, _ cells: [L.Coordinate?], in bounds: PixelRect) -> [Placement] {
///   let cache = layout.makeCache(coordinates: cells)
///   return Array(layout.placedCells(in: bounds, cache: cache))
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
  /// A `nil` coordinate leaves its subview unplaced. For data that is
  /// already a list of cells, the extension method of the same name takes
  /// the coordinates without optionals.
  ///
  /// - Parameter coordinates: One optional coordinate per subview.
  ///
  /// - Complexity: O(*n*), where *n* is the number of subviews.
  func makeCache<S: Sequence>(coordinates: S) -> Cache where S.Element == Coordinate?

  /// Returns the size the layout asks for, given its parent's proposal.
  ///
  /// - Parameters:
  ///   - proposal: The parent's proposal.
  ///   - cache: The cache built from the subviews.
  func sizeThatFits(proposal: ProposedSize, cache: Cache) -> PixelSize

  /// Returns the cells as placed in `bounds`: every placement, in subview
  /// order, ready for drawing, hit tests and viewport queries.
  ///
  /// - Parameters:
  ///   - bounds: The region the cells are placed in.
  ///   - cache: The cache built from the subviews.
  func placedCells(in bounds: PixelRect, cache: Cache) -> PlacedCells
}

extension HexCellLayout {
  /// Builds the cache from a coordinate for every subview, in subview order:
  /// for data that is already a list of cells.
  ///
  /// The same as ``makeCache(coordinates:)`` with every coordinate present;
  /// an array of coordinates passed there would be copied into an array
  /// of optionals first, which this avoids.
  ///
  /// - Parameter coordinates: One coordinate per subview.
  ///
  /// - Complexity: O(*n*), where *n* is the number of subviews.
  @inlinable
  public func makeCache<S: Sequence>(coordinates: S) -> Cache where S.Element == Coordinate {
    makeCache(coordinates: _PresentElements(base: coordinates))
  }

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
  @inlinable @inline(__always)  // the caller's closure inlines into the placement loop
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
  /// See ``PlacedCells/subviewIndex(at:)``: this asks
  /// ``placedCells(in:cache:)``, which is inlined, so the cells are read in
  /// place. For many queries against the same bounds, make the
  /// ``PlacedCells`` once and ask it.
  ///
  /// - Parameters:
  ///   - point: A point in the same coordinates as `bounds`.
  ///   - bounds: The region the cells are placed in.
  ///   - cache: The cache built from the subviews.
  ///
  /// - Complexity: O(1) on average.
  @inlinable @inline(__always)  // the placed cells are folded away, not built
  public func subviewIndex(at point: PixelPoint, in bounds: PixelRect, cache: Cache) -> Int? {
    placedCells(in: bounds, cache: cache).subviewIndex(at: point)
  }

  /// Returns the subviews whose drawn cells meet `rect`, in ascending order.
  ///
  /// See ``PlacedCells/subviewIndices(intersecting:)``; this asks
  /// ``placedCells(in:cache:)``.
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

/// The elements of a sequence, each wrapped as present: a sequence of
/// optionals without an array of them.
@usableFromInline
internal struct _PresentElements<Base: Sequence>: Sequence {
  @usableFromInline internal let base: Base

  @inlinable
  internal init(base: Base) { self.base = base }

  @inlinable
  internal var underestimatedCount: Int { base.underestimatedCount }

  @inlinable
  internal func makeIterator() -> Iterator { Iterator(base: base.makeIterator()) }

  @usableFromInline
  internal struct Iterator: IteratorProtocol {
    @usableFromInline internal var base: Base.Iterator

    @inlinable
    internal init(base: Base.Iterator) { self.base = base }

    @inlinable @inline(__always)  // once per cell
    internal mutating func next() -> Base.Element?? {
      guard let element = base.next() else { return nil }
      return .some(.some(element))
    }
  }
}
