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
  /// changing the subviews rebuilds it from their layout values. A view
  /// that needs the placements itself (for hit testing, reading order or
  /// effects) builds the cache once and hands it over with
  /// ``init(_:cache:)``, as ``HexGrid`` and ``HoneycombGrid`` do: the
  /// layout then uses that very cache and reads no layout value.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public struct EngineLayout<Engine: SwiftUICellLayout>: Layout {
    /// The engine layout that does the arithmetic.
    public var engine: Engine
    /// The cache the layout places from, built by its owner; `nil` (the
    /// default) builds one from the subviews' layout values.
    ///
    /// It must have been built from one coordinate per subview, in subview
    /// order, as the layout values would give them: subview *i* is placed
    /// at the cache's cell *i*. A subview past the cache's is placed out of
    /// sight, as one without a cell is.
    public var cache: Engine.Cache?

    /// Creates a SwiftUI layout from an engine layout; it builds its cache
    /// from its subviews' layout values.
    ///
    /// - Parameter engine: The engine layout.
    public init(_ engine: Engine) {
      self.engine = engine
    }

    /// Creates a SwiftUI layout that places its subviews from a cache its
    /// owner built, and so shares the owner's cells instead of building its
    /// own.
    ///
    /// Data flows one way: the owner builds the cache from its data, asks
    /// the engine for the placements it needs, and hands the cache here;
    /// the layout reports nothing back. Since an engine places the same
    /// cells in any bounds of the same size, moved with their origin, the
    /// owner's placements in bounds at the origin are the layout's, moved
    /// to the layout's bounds.
    ///
    /// - Parameters:
    ///   - engine: The engine layout.
    ///   - cache: The cache, built from one coordinate per subview in
    ///     subview order (see ``cache``).
    public init(_ engine: Engine, cache: Engine.Cache) {
      self.engine = engine
      self.cache = cache
    }

    /// The engine's animatable part.
    public var animatableData: Engine.AnimatableData {
      get { engine.animatableData }
      set { engine.animatableData = newValue }
    }

    /// Returns the cache the layout was handed, or builds the engine's
    /// cache from the subviews' layout values.
    ///
    /// - Parameter subviews: The subviews.
    ///
    /// - Complexity: O(1) with a cache handed over; otherwise O(*n*),
    ///   where *n* is the number of subviews.
    public func makeCache(subviews: Subviews) -> Engine.Cache {
      if let cache { return cache }
      return engine.makeCache(coordinates: subviews.lazy.map { $0[Engine.CoordinateKey.self] })
    }

    /// Replaces the cache for new subviews or a changed layout, as
    /// ``makeCache(subviews:)`` does.
    ///
    /// - Parameters:
    ///   - cache: The cache to replace.
    ///   - subviews: The subviews.
    ///
    /// - Complexity: As ``makeCache(subviews:)``.
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
