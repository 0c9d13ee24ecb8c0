// The topic picker of Galata's honeycomb chapter, as a component.

#if canImport(SwiftUI)
  import HexCore
  import HexLayoutEngine
  import SwiftUI

  /// A launcher-style honeycomb of circular cells, one per element, that
  /// scrolls by dragging and centers the tapped cell: the topic picker of
  /// Irina Galata's honeycomb chapter of *SwiftUI Animations by Tutorials*,
  /// [Recreating a Real-World Animation](https://www.kodeco.com/books/swiftui-animations-by-tutorials/v1.0/chapters/10-recreating-a-real-world-animation).
  ///
  /// Elements sit on the honeycomb walk around the center cell, in
  /// collection order. A drag scrolls the honeycomb and settles with inertia;
  /// touching a cell dims it and shrinks it and its neighbors; a tap selects
  /// the cell under the finger and brings it to the middle; with the fisheye
  /// on, cells near the edges shrink and move inward. Every number — the
  /// placement, the settling, the effects and which cell a touch hits — comes
  /// from the engine's ``HoneycombLayout``.
  ///
  /// On tvOS, where there is no drag gesture, the remote moves focus from
  /// cell to cell (the engine's next cell that way), the honeycomb scrolls to
  /// bring the focused cell to the middle, and a press of the select button
  /// selects it. Everywhere, VoiceOver's activation (a double tap) selects
  /// the cell it reads, and the arrow keys or move commands move focus.
  ///
  /// ```swift
  /// HoneycombGrid(topics) { topic in
  ///   Text(topic.name)
  /// } onSelect: { topic in
  ///   print("selected", topic.name)
  /// }
  /// ```
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public struct HoneycombGrid<Data: RandomAccessCollection, Content: View>: View {
    /// The elements, one cell each, in walk order.
    public var data: Data
    /// The cells' diameter, the scroll position and the effects to draw with.
    public var layout: HoneycombLayout
    internal var identity: (Int, Data.Element) -> AnyHashable
    internal let content: (Data.Element) -> Content
    internal let onSelect: (Data.Element) -> Void
    @State private var interaction = HoneycombInteraction()
    /// The one engine cache, shared with the layout, and its last bounds.
    @State private var cells = GridCells<HoneycombLayout>()
    /// The identity of the cell with keyboard focus.
    @FocusState private var focus: AnyHashable?

    /// The view's one cache record, shared with its layout: a test hook.
    package var _gridCells: GridCells<HoneycombLayout> { cells }

    /// Creates a honeycomb whose cells are kept by index.
    ///
    /// - Parameters:
    ///   - data: The elements, placed along the honeycomb walk.
    ///   - diameter: The cells' diameter; Galata's honeycomb chapter uses 125.
    ///   - orientation: The lattice's orientation; the default is flat-top.
    ///   - fisheye: Whether cells near the edges shrink; the default is on.
    ///   - content: The view for an element, framed at `diameter` and
    ///     clipped to a circle.
    ///   - onSelect: Called with the element whose cell is tapped.
    public init(
      _ data: Data, diameter: Double = 125, orientation: HexOrientation = .flatTop,
      fisheye: Bool = true, @ViewBuilder content: @escaping (Data.Element) -> Content,
      onSelect: @escaping (Data.Element) -> Void = { _ in }
    ) {
      self.data = data
      self.layout = HoneycombLayout(
        diameter: diameter, orientation: orientation, effects: HoneycombEffects(fisheye: fisheye))
      self.identity = { offset, _ in AnyHashable(offset) }
      self.content = content
      self.onSelect = onSelect
    }

    /// Creates a honeycomb whose cells are identified by `id`, so that their
    /// views follow the elements when the collection changes.
    ///
    /// - Parameters:
    ///   - data: The elements, placed along the honeycomb walk.
    ///   - id: The key path to each element's stable identity.
    ///   - diameter: The cells' diameter; Galata's honeycomb chapter uses 125.
    ///   - orientation: The lattice's orientation; the default is flat-top.
    ///   - fisheye: Whether cells near the edges shrink; the default is on.
    ///   - content: The view for an element.
    ///   - onSelect: Called with the element whose cell is tapped.
    public init<ID: Hashable>(
      _ data: Data, id: KeyPath<Data.Element, ID>, diameter: Double = 125,
      orientation: HexOrientation = .flatTop, fisheye: Bool = true,
      @ViewBuilder content: @escaping (Data.Element) -> Content,
      onSelect: @escaping (Data.Element) -> Void = { _ in }
    ) {
      self.init(
        data, diameter: diameter, orientation: orientation, fisheye: fisheye, content: content,
        onSelect: onSelect)
      self.identity = { _, element in AnyHashable(element[keyPath: id]) }
    }

    /// The cells: each element's identity, index and hex on the walk.
    ///
    /// - Complexity: O(*n*), where *n* is the number of elements.
    package var entries: [GridEntry<Data.Index, Hex>] {
      zip(zip(0..., data.indices), Hex.zero.honeycombWalk(count: data.count)).map { position, hex in
        let (offset, index) = position
        return GridEntry(id: identity(offset, data[index]), index: index, position: offset, coordinate: hex)
      }
    }

    /// The honeycomb: the cells placed by a ``HoneycombGridLayout`` with
    /// the current scroll position and effects, each scaled by the engine's
    /// effect, under one gesture that scrolls, touches and taps; each cell
    /// one accessibility element, read in the engine's reading order, and
    /// focusable, with move commands going to the engine's next cell and
    /// bringing it to the middle.
    ///
    /// The layout, the scales and the gesture share one cache (see
    /// ``GridCells``) and one set of bounds: those the layout computes from
    /// the reader's proposal, at the reader's top-leading corner, where the
    /// geometry reader places it. The gesture is attached to the layout, so
    /// its locations are in those very bounds' coordinates.
    public var body: some View {
      GeometryReader { proxy in
        let engine = interaction.layout(from: layout)
        let entries = self.entries
        let cache = cells.cache(for: engine, key: 0, coordinates: entries.map(\.coordinate))
        let size = engine.sizeThatFits(proposal: ProposedSize(ProposedViewSize(proxy.size)), cache: cache)
        let bounds = PixelRect(origin: .zero, size: size)
        let placed = engine.placedCells(in: bounds, cache: cache)
        let scales = Self.scales(placed, count: entries.count)
        let priorities = GridFocus.sortPriorities(placed, count: entries.count)
        let isPlaced = GridFocus.placedSubviews(placed, count: entries.count)
        let select = { (position: Int) in
          onSelect(data[entries[position].index])
          if let hex = placed.placement(ofSubview: position)?.hex {
            withAnimation(Self.settleAnimation) { interaction.settle(at: engine.contentOffset(centering: hex)) }
          }
        }
        let grid = HoneycombGridLayout(engine, cells: cells, cacheKey: 0) {
          ForEach(entries) { entry in
            content(data[entry.index])
              .frame(width: CGFloat(engine.diameter), height: CGFloat(engine.diameter))
              .clipShape(Circle())
              .scaleEffect(CGFloat(scales[entry.position]))
              .opacity(engine.touchEffect(for: entry.coordinate ?? .zero).isDimmed ? 0.5 : 1)
              .accessibilityElement(children: .combine)
              .accessibilityAddTraits(.isButton)
              .accessibilityAction { select(entry.position) }
              .accessibilitySortPriority(priorities[entry.position])
              .hiddenUnlessPlaced(isPlaced[entry.position])
              .onSelectButton { select(entry.position) }
              .gridCellFocus($focus, equals: entry.id)
              .hexCoordinate(entry.coordinate)
          }
        }
        .contentShape(Rectangle())
        #if os(tvOS)
          grid.onScreenMove { direction in
            moveFocus(direction, entries: entries, placed: placed, engine: engine)
          }
        #else
          grid.gesture(
            DragGesture(minimumDistance: 0)
              .onChanged { value in
                interaction.dragChanged(
                  start: PixelPoint(value.startLocation), translation: PixelSize(value.translation),
                  engine: engine, cache: cache, bounds: bounds)
              }
              .onEnded { value in
                let ended = interaction.dragEnded(
                  at: PixelPoint(value.location), translation: PixelSize(value.translation),
                  predictedEndTranslation: PixelSize(value.predictedEndTranslation),
                  engine: engine, cache: cache, bounds: bounds)
                if let index = ended.selected {
                  let element = data[entries[index].index]
                  onSelect(element)
                }
                withAnimation(Self.settleAnimation) { interaction.settle(at: ended.offset) }
              }
          )
          .onScreenMove { direction in
            moveFocus(direction, entries: entries, placed: placed, engine: engine)
          }
          .crownScroll(
            Binding(
              get: { interaction.settledOffset.y },
              set: { interaction.settle(at: PixelPoint(x: interaction.settledOffset.x, y: $0)) }),
            in: HoneycombInteraction.crownRange(engine, hexes: entries.compactMap(\.coordinate)))
        #endif
      }
    }

    /// The spring the honeycomb settles and centres with, which overshoots
    /// slightly.
    ///
    /// It is `spring(response: 0.55, dampingFraction: 0.825)`, what `.spring()`
    /// was in the iPhoneOS 16 SDK (its SwiftUI interface's defaults), which
    /// Galata's chapter was written against. Since iOS 17 `.spring()` is
    /// `spring(duration: 0.5, bounce: 0)`, which does not overshoot, so the
    /// parameters are spelled out.
    package static var settleAnimation: Animation {
      .spring(response: 0.55, dampingFraction: 0.825, blendDuration: 0)
    }

    /// Moves keyboard focus to the engine's next cell toward `direction` and
    /// scrolls that cell to the middle.
    private func moveFocus(
      _ direction: ScreenDirection, entries: [GridEntry<Data.Index, Hex>], placed: PlacedCells,
      engine: HoneycombLayout
    ) {
      let next = GridFocus.focus(after: focus, toward: direction, ids: entries.map(\.id), cells: placed)
      focus = next
      if let next, let index = entries.firstIndex(where: { $0.id == next }),
        let hex = placed.placement(ofSubview: index)?.hex
      {
        withAnimation(Self.settleAnimation) { interaction.settle(at: engine.contentOffset(centering: hex)) }
      }
    }

    /// Each subview's scale as placed (1 for one not placed).
    ///
    /// - Complexity: O(*n*), where *n* is `count`.
    static func scales(_ placed: PlacedCells, count: Int) -> [Double] {
      var scales = [Double](repeating: 1, count: count)
      placed.forEach { if $0.subviewIndex < count { scales[$0.subviewIndex] = $0.scale } }
      return scales
    }
  }

  /// The honeycomb view's interaction state and its transitions: plain
  /// values, every number from the engine.
  package struct HoneycombInteraction: Equatable {
    /// The offset the honeycomb rests at between drags.
    package var settledOffset = PixelPoint.zero
    /// The current drag's translation, once it moved far enough to scroll.
    package var dragTranslation = PixelPoint.zero
    /// The cell under a finger that has not moved yet.
    package var touched: Hex?

    /// How far a finger may move before a touch becomes a scroll, in points.
    package static let tapSlop = 10.0

    /// Creates the state of a honeycomb at rest at `settledOffset`.
    package init(settledOffset: PixelPoint = .zero) {
      self.settledOffset = settledOffset
    }

    /// The layout to draw with: the settled offset plus the drag, and the
    /// touched cell among the effects.
    package func layout(from base: HoneycombLayout) -> HoneycombLayout {
      var layout = base
      layout.contentOffset = PixelPoint(
        x: settledOffset.x + dragTranslation.x, y: settledOffset.y + dragTranslation.y)
      layout.effects.touchedCell = touched
      return layout
    }

    /// Whether a translation is still a tap rather than a scroll.
    package static func isTap(_ translation: PixelSize) -> Bool {
      let t = translation
      return t.width * t.width + t.height * t.height <= tapSlop * tapSlop
    }

    /// A finger moved: until it leaves the tap slop it touches the cell it
    /// went down on (hit as drawn in `bounds`, the layout's); then it
    /// scrolls.
    package mutating func dragChanged(
      start: PixelPoint, translation: PixelSize, engine: HoneycombLayout, cache: HoneycombLayout.Cache,
      bounds: PixelRect
    ) {
      if Self.isTap(translation) {
        touched = engine.placedCells(in: bounds, cache: cache).placement(at: start)?.hex
        dragTranslation = .zero
      } else {
        touched = nil
        dragTranslation = PixelPoint(x: translation.width, y: translation.height)
      }
    }

    /// Returns what a lifted finger does: the subview selected, if any, and
    /// the offset to settle at.
    ///
    /// A tap selects the cell drawn under it in `bounds` (the layout's)
    /// and centers it; a scroll settles with the engine's inertia.
    package mutating func dragEnded(
      at location: PixelPoint, translation: PixelSize, predictedEndTranslation: PixelSize,
      engine: HoneycombLayout, cache: HoneycombLayout.Cache, bounds: PixelRect
    ) -> (selected: Int?, offset: PixelPoint) {
      defer { touched = nil }
      if Self.isTap(translation) {
        // Hit-test the honeycomb as drawn before the finger went down.
        var resting = engine
        resting.effects.touchedCell = nil
        guard let hit = resting.placedCells(in: bounds, cache: cache).placement(at: location) else {
          return (nil, settledOffset)
        }
        return (hit.subviewIndex, engine.contentOffset(centering: hit.hex))
      }
      let offset = engine.settledContentOffset(
        from: settledOffset,
        predictedEndTranslation: PixelPoint(x: predictedEndTranslation.width, y: predictedEndTranslation.height),
        cache: cache)
      return (nil, offset)
    }

    /// The vertical content offsets the Digital Crown scrolls through:
    /// from the one that brings the lowest cell to the middle to the one
    /// that brings the highest, at least one point wide.
    ///
    /// - Complexity: O(*n*), where *n* is the number of hexes.
    package static func crownRange(_ engine: HoneycombLayout, hexes: [Hex]) -> ClosedRange<Double> {
      var low = 0.0, high = 0.0
      for hex in hexes {
        let y = engine.contentOffset(centering: hex).y
        guard y.isFinite else { continue }
        low = Swift.min(low, y)
        high = Swift.max(high, y)
      }
      return low...Swift.max(high, low + 1)
    }

    /// Ends a gesture: rest at `offset` with no drag.
    package mutating func settle(at offset: PixelPoint) {
      settledOffset = offset
      dragTranslation = .zero
    }
  }
#endif
