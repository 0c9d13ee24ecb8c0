import HexCore

/// A layout's cells as placed in particular bounds, ready for many hit
/// tests and viewport queries.
///
/// `subviewIndex(at:in:cache:)` and `subviewIndices(intersecting:in:cache:)`
/// on ``HexLayout`` and ``HoneycombLayout`` work out where the cells are
/// from the bounds on every call. When a gesture asks many questions of the
/// same placement, make this value once and ask it instead:
///
/// ```swift
/// let cells = layout.placedCells(in: bounds, cache: cache)
/// let tapped = cells.subviewIndex(at: location)
/// let visible = cells.subviewIndices(intersecting: viewport)
/// ```
///
/// It answers exactly as the layout's own methods do for the same bounds,
/// and stays valid as long as the bounds and the cache do.
public struct PlacedCells: Sendable {
  @usableFromInline internal let lattice: _Lattice?
  @usableFromInline internal let store: _CellStore

  @usableFromInline
  internal init(lattice: _Lattice?, store: _CellStore) {
    self.lattice = lattice
    self.store = store
  }

  /// Returns the subview whose cell contains `point`, or `nil`.
  ///
  /// When several subviews share a cell, the last one (drawn on top) is
  /// returned. A non-finite point hits nothing.
  ///
  /// - Parameter point: A point in the same coordinates as the bounds.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func subviewIndex(at point: Point) -> Int? {
    lattice?.subviewIndex(at: point, in: store)
  }

  /// Returns the subviews whose cells intersect `rect`, in ascending order.
  ///
  /// - Parameter rect: The viewport, in the same coordinates as the bounds;
  ///   a non-finite one intersects nothing.
  ///
  /// - Complexity: O(*v* log *v*), where *v* is the number of cells in the
  ///   viewport (plus its border), capped by O(*n*) for the whole layout.
  public func subviewIndices(intersecting rect: Rect) -> [Int] {
    lattice?.subviewIndices(intersecting: rect, in: store) ?? []
  }
}

extension HexLayout {
  /// Returns the grid's cells as placed in `bounds`, for repeated hit tests
  /// and viewport queries.
  ///
  /// - Parameters:
  ///   - bounds: The region the grid is placed in.
  ///   - cache: The cache built from the subviews.
  public func placedCells(in bounds: Rect, cache: Cache) -> PlacedCells {
    PlacedCells(lattice: lattice(in: bounds, cache: cache), store: cache.store)
  }
}

extension HoneycombLayout {
  /// Returns the honeycomb's cells as placed in `bounds` (before any
  /// fisheye shift), for repeated hit tests and viewport queries.
  ///
  /// - Parameters:
  ///   - bounds: The region the honeycomb is placed in.
  ///   - cache: The cache built from the subviews.
  public func placedCells(in bounds: Rect, cache: Cache) -> PlacedCells {
    PlacedCells(lattice: lattice(in: bounds), store: cache.store)
  }
}
