// One SwiftUI `Layout` for both engine layouts.

#if canImport(SwiftUI)
  import HexCore
  import HexLayoutEngine
  import SwiftUI

  /// An engine layout that SwiftUI can drive: it names the layout value its
  /// subviews report their coordinates through, and what it animates.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public protocol SwiftUICellLayout: HexCellLayout {
    /// The layout value each subview reports its coordinate through.
    associatedtype CoordinateKey: LayoutValueKey where CoordinateKey.Value == Coordinate?
    /// The part of the layout SwiftUI interpolates in an animation.
    associatedtype AnimatableData: VectorArithmetic
    /// The part of the layout SwiftUI interpolates in an animation.
    var animatableData: AnimatableData { get set }
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension HexLayout: SwiftUICellLayout {
    /// Subviews report offset coordinates through ``OffsetCoordinateKey``.
    public typealias CoordinateKey = OffsetCoordinateKey

    /// The spacing between cells, so that a change of spacing animates.
    public var animatableData: Double {
      get { spacing }
      set { spacing = newValue }
    }
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension HoneycombLayout: SwiftUICellLayout {
    /// Subviews report hexes through ``HexCoordinateKey``.
    public typealias CoordinateKey = HexCoordinateKey

    /// The content offset, so that scrolling, settling and centring animate.
    public var animatableData: AnimatablePair<Double, Double> {
      get { AnimatablePair(contentOffset.x, contentOffset.y) }
      set { contentOffset = PixelPoint(x: newValue.first, y: newValue.second) }
    }
  }

  /// A SwiftUI layout that arranges its subviews with an engine layout:
  /// ``OffsetGridLayout`` for an offset grid, ``HoneycombGridLayout`` for a
  /// honeycomb.
  ///
  /// Mark each subview with its cell, and the engine does the rest:
  ///
  /// ```swift
  /// OffsetGridLayout(HexLayout(kind: .oddQ)) {
  ///   ForEach(cells) { cell in
  ///     Text(cell.name).offsetCoordinate(cell.coordinate)
  ///   }
  /// }
  /// ```
  ///
  /// The cache is the engine's; changing the proposal reuses it, and
  /// changing the subviews rebuilds it (inside ``HexGrid`` and
  /// ``HoneycombGrid``, only when their coordinates change).
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public struct EngineLayout<Engine: SwiftUICellLayout>: Layout {
    /// The engine layout that does the arithmetic.
    public var engine: Engine
    /// The grid view's record: the one cache it shares, the bounds it reads.
    package var cells: GridCells<Engine>?
    /// What the cache depends on besides the coordinates.
    package var cacheKey = 0

    /// Creates a SwiftUI layout from an engine layout.
    ///
    /// - Parameter engine: The engine layout.
    public init(_ engine: Engine) {
      self.engine = engine
    }

    /// Creates a layout that shares its cache with a grid view and records
    /// the bounds it places in.
    package init(_ engine: Engine, cells: GridCells<Engine>, cacheKey: Int) {
      self.engine = engine
      self.cells = cells
      self.cacheKey = cacheKey
    }

    /// The engine's animatable part.
    public var animatableData: Engine.AnimatableData {
      get { engine.animatableData }
      set { engine.animatableData = newValue }
    }

    /// Builds the engine's cache from the subviews' layout values.
    ///
    /// Inside ``HexGrid`` and ``HoneycombGrid`` the layout shares the view's
    /// cache: while the coordinates are the ones the view built it from, it
    /// is returned as is, so view and layout store the cells once.
    ///
    /// - Parameter subviews: The subviews.
    ///
    /// - Complexity: O(*n*), where *n* is the number of subviews.
    public func makeCache(subviews: Subviews) -> Engine.Cache {
      let coordinates = subviews.lazy.map { $0[Engine.CoordinateKey.self] }
      if let cells { return cells.cache(for: engine, key: cacheKey, coordinates: coordinates) }
      return engine.makeCache(coordinates: coordinates)
    }

    /// Rebuilds the engine's cache for new subviews or a changed layout.
    ///
    /// - Parameters:
    ///   - cache: The cache to replace.
    ///   - subviews: The subviews.
    ///
    /// - Complexity: O(*n*), where *n* is the number of subviews.
    public func updateCache(_ cache: inout Engine.Cache, subviews: Subviews) {
      cache = makeCache(subviews: subviews)
    }

    /// Returns the engine's size for the proposal.
    ///
    /// - Parameters:
    ///   - proposal: The parent's proposal.
    ///   - subviews: The subviews (their layout values are in the cache).
    ///   - cache: The engine's cache.
    public func sizeThatFits(
      proposal: ProposedViewSize, subviews: Subviews, cache: inout Engine.Cache
    ) -> CGSize {
      CGSize(engine.sizeThatFits(proposal: ProposedSize(proposal), cache: cache))
    }

    /// Places every subview: each one with a cell where the engine puts it,
    /// and each one without (a `nil` or out-of-range coordinate, or a
    /// subview past the engine's limit) out of sight.
    ///
    /// SwiftUI shows a subview that gets no `place` call at the middle of
    /// the container at its ideal size, right over the grid. So a subview
    /// without a cell is placed too: at the top-leading corner of `bounds`
    /// with a zero proposal, where a view that takes its proposal (as text,
    /// shapes and images do) has no size, and so draws nothing and catches
    /// no tap. A view with a fixed frame ignores its proposal; leave such
    /// views out, as ``HexGrid`` does with elements without a coordinate.
    ///
    /// - Parameters:
    ///   - bounds: The region to place the subviews in.
    ///   - proposal: The proposal the size was computed for.
    ///   - subviews: The subviews.
    ///   - cache: The engine's cache.
    ///
    /// - Complexity: O(*n*), where *n* is the number of subviews.
    public func placeSubviews(
      in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
      cache: inout Engine.Cache
    ) {
      self.cells?.bounds = PixelRect(bounds)
      engine.placeSubviews(subviews, in: PixelRect(bounds), cache: cache) { subview, placement in
        if let placement {
          subview.place(
            at: CGPoint(placement.position), anchor: UnitPoint(placement.anchor),
            proposal: ProposedViewSize(placement.proposal))
        } else {
          subview.place(at: bounds.origin, anchor: .topLeading, proposal: .zero)
        }
      }
    }
  }

  /// A SwiftUI layout for an offset grid of hexagons (the `HexGrid` layout of
  /// Konstantin Semianov's offset-grid article); subviews report
  /// ``OffsetCoordinateKey``.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public typealias OffsetGridLayout = EngineLayout<HexLayout>

  /// A SwiftUI layout for a launcher-style honeycomb of circles; subviews
  /// report ``HexCoordinateKey``.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public typealias HoneycombGridLayout = EngineLayout<HoneycombLayout>
#endif
