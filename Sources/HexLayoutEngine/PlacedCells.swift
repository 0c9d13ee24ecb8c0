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
/// contains no point and meets no rectangle.
///
/// The value stays valid as long as the bounds and the cache do.
public struct PlacedCells: RandomAccessCollection, Sendable {
  @usableFromInline internal let store: _CellStore
  @usableFromInline internal let shape: _Shape
  @usableFromInline internal let proposal: ProposedSize

  /// How the cells are drawn.
  @usableFromInline
  internal enum _Shape: Sendable {
    /// Hexagons on the lattice (the offset grid), or no cells at all.
    case hexagons(_HexagonCells?)
    /// Circles moved and scaled by effects (the honeycomb).
    case circles(_CircleCells)
  }

  @usableFromInline
  internal init(store: _CellStore, shape: _Shape, proposal: ProposedSize) {
    self.store = store
    self.shape = shape
    self.proposal = proposal
  }

  /// The position of the first placement: 0.
  @inlinable
  public var startIndex: Int { 0 }

  /// One past the position of the last placement: the number of placed
  /// subviews.
  @inlinable
  public var endIndex: Int {
    if case .hexagons(nil) = shape { return 0 }
    return store.cells.count
  }

  /// Returns the placement at `position`, in subview order.
  ///
  /// - Parameter position: A valid position, `0..<count`.
  @inlinable
  public subscript(position: Int) -> Placement {
    let cell = store.cells[position]
    let hex = cell.hex
    switch shape {
    case .hexagons(let cells):
      return Placement(
        subviewIndex: Int(cell.subview), hex: hex,
        position: cells!.lattice.geometry.center(of: hex), anchor: .center, proposal: proposal)
    case .circles(let circles):
      let drawn = circles.drawn(hex)
      return Placement(
        subviewIndex: Int(cell.subview), hex: hex, position: drawn.center, anchor: .center,
        proposal: proposal, scale: drawn.scale)
    }
  }

  /// Returns the placement of the subview at `subviewIndex`, or `nil` when
  /// that subview is not placed.
  ///
  /// - Parameter subviewIndex: The subview's index among those the cache
  ///   was built from, as ``subviewIndex(at:)`` returns it.
  ///
  /// - Complexity: O(log *n*), where *n* is the number of placed subviews.
  public func placement(ofSubview subviewIndex: Int) -> Placement? {
    guard subviewIndex >= 0, subviewIndex < _maximumSubviewCount else { return nil }
    let target = Int32(subviewIndex)
    var low = startIndex, high = endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if store.cells[middle].subview < target { low = middle + 1 } else { high = middle }
    }
    guard low < endIndex, store.cells[low].subview == target else { return nil }
    return self[low]
  }

  /// The hex-to-pixel mapping of the cells' centers before any effect, or
  /// `nil` when no subview is placed.
  public var geometry: HexGeometry? {
    switch shape {
    case .hexagons(let cells): return cells?.lattice.geometry
    case .circles(let circles): return store.isEmpty ? nil : circles.lattice.geometry
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
  public func subviewIndex(at point: Point) -> Int? {
    switch shape {
    case .hexagons(let cells): return cells?.subviewIndex(at: point, in: store)
    case .circles(let circles): return circles.subviewIndex(at: point, in: store)
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
  public func subviewIndices(intersecting rect: Rect) -> [Int] {
    switch shape {
    case .hexagons(let cells): return cells?.subviewIndices(intersecting: rect, in: store) ?? []
    case .circles(let circles): return circles.subviewIndices(intersecting: rect, in: store)
    }
  }
}
