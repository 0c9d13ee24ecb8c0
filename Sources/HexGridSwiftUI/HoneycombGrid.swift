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
  /// the cell it reads, the arrow keys or move commands move focus, and
  /// Return or Space on a hardware keyboard selects the focused cell.
  ///
  /// ```swift
  /// HoneycombGrid(topics) { topic in
  ///   Text(topic.name)
  /// } onSelect: { topic in
  ///   print("selected", topic.name)
  /// }
  /// ```
  ///
  /// ### Selection and scroll position
  ///
  /// Pass `selection:` to keep the selected element in your state, as
  /// `List(selection:)` does: its identity with the `id:` initializer, its
  /// index otherwise. A tap, the keyboard, the select button and
  /// VoiceOver's activation all select through one path: they set the
  /// binding, call `onSelect`, and bring the cell to the middle. The
  /// selected cell carries the `isSelected` accessibility trait, and its
  /// content reads `@Environment(\.isHexCellSelected)` (also spelled
  /// `isHoneycombCellSelected`; ``HexGrid`` sets the same value) to draw
  /// itself highlighted:
  ///
  /// ```swift
  /// struct Topic: View {
  ///   var name: String
  ///   @Environment(\.isHexCellSelected) private var isSelected
  ///   var body: some View {
  ///     Text(name).background(isSelected ? Color.accentColor : Color.gray)
  ///   }
  /// }
  ///
  /// HoneycombGrid(topics, id: \.name, selection: $selected, contentOffset: $offset) { topic in
  ///   Topic(name: topic.name)
  /// }
  /// ```
  ///
  /// Pass `contentOffset:` to own the scroll position (the offset of the
  /// center cell from the middle of the view, the engine's
  /// ``HoneycombLayout/contentOffset``): drags write it as they move,
  /// settling, centring and focus moves write it with the settle animation,
  /// and setting it moves the honeycomb. Without it the view keeps the
  /// position in its own state.
  ///
  /// ### Growth
  ///
  /// Elements sit on the honeycomb walk in collection order, so inserting
  /// one in the middle of the data moves every later cell. Pass
  /// `placement: .growing` with the `id:` initializer to keep every cell
  /// where it is instead: a new element takes a free cell next to the
  /// selected one (``HoneycombPlacement/growing(nextTo:)`` names another),
  /// scaling and fading in with the settle spring, and a removed element
  /// frees its cell. ``HoneycombPlacement`` gives the rules.
  ///
  /// ```swift
  /// HoneycombGrid(topics, id: \.name, selection: $selected, placement: .growing) { topic in
  ///   Text(topic.name)
  /// }
  /// ```
  ///
  /// The grid remembers the cells in its state, by identity, for as long as
  /// it stays in the view hierarchy: give it a new identity (`.id(_:)`) to
  /// start again from the walk.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @MainActor
  public struct HoneycombGrid<Data: RandomAccessCollection, Content: View>: View {
    /// The elements, one cell each: in walk order, or where they grew.
    public var data: Data
    /// The cells' diameter and the effects to draw with; its content
    /// offset is replaced by the scroll position.
    public var layout: HoneycombLayout
    internal var identity: (Int, Data.Element) -> AnyHashable
    internal let content: (Data.Element) -> Content
    internal let onSelect: (Data.Element) -> Void
    /// The selection, as an entry identity: read from and written to the
    /// caller's binding, or `nil` without one.
    internal var selection: GridSelection<Data>?
    /// The caller's scroll position, or `nil` to keep it in ``ownOffset``.
    internal var contentOffsetBinding: Binding<PixelPoint>?
    /// With growing placement, the identity new elements grow next to;
    /// `nil` for the walk.
    internal var growthAnchor: ((Data) -> AnyHashable?)?
    /// The growing placement's cells, remembered across updates.
    @State private var growth = HoneycombAssignmentStore()
    /// The scroll position when the caller does not own it.
    @State private var ownOffset = PixelPoint.zero
    @State private var interaction = HoneycombInteraction()
    /// The identity of the cell with keyboard focus.
    @FocusState private var focus: AnyHashable?

    /// Creates a honeycomb whose cells are kept by index.
    ///
    /// - Parameters:
    ///   - data: The elements, placed along the honeycomb walk.
    ///   - selection: The index of the selected element, which a tap, the
    ///     select button or VoiceOver's activation sets; the default is
    ///     none (no selection is kept).
    ///   - contentOffset: The scroll position, which drags, settling,
    ///     centring and focus moves write and which moves the honeycomb when
    ///     set; the default keeps it in the view's own state.
    ///   - diameter: The cells' diameter; Galata's honeycomb chapter uses 125.
    ///   - orientation: The lattice's orientation; the default is flat-top.
    ///   - fisheye: Whether cells near the edges shrink; the default is on.
    ///   - content: The view for an element, framed at `diameter` and
    ///     clipped to a circle.
    ///   - onSelect: Called with the element whose cell is selected.
    public init(
      _ data: Data, selection: Binding<Data.Index?>? = nil, contentOffset: Binding<PixelPoint>? = nil,
      diameter: Double = 125, orientation: HexOrientation = .flatTop, fisheye: Bool = true,
      @ViewBuilder content: @escaping (Data.Element) -> Content,
      onSelect: @escaping (Data.Element) -> Void = { _ in }
    ) {
      self.data = data
      self.layout = HoneycombLayout(
        diameter: diameter, orientation: orientation, effects: HoneycombEffects(fisheye: fisheye))
      self.identity = { offset, _ in AnyHashable(offset) }
      self.content = content
      self.onSelect = onSelect
      if let selection { self.selection = GridSelection(indexOf: selection) }
      self.contentOffsetBinding = contentOffset
    }

    /// Creates a honeycomb whose cells are identified by `id`, so that their
    /// views follow the elements when the collection changes.
    ///
    /// - Parameters:
    ///   - data: The elements, placed along the honeycomb walk, or grown.
    ///   - id: The key path to each element's stable identity.
    ///   - selection: The identity of the selected element, which a tap,
    ///     the select button or VoiceOver's activation sets; the default is
    ///     none (no selection is kept).
    ///   - placement: Where elements go: ``HoneycombPlacement/walk`` (the
    ///     default) puts them on the walk in collection order;
    ///     ``HoneycombPlacement/growing`` keeps each element's cell and
    ///     puts new ones next to the selected one.
    ///   - contentOffset: The scroll position, which drags, settling,
    ///     centring and focus moves write and which moves the honeycomb when
    ///     set; the default keeps it in the view's own state.
    ///   - diameter: The cells' diameter; Galata's honeycomb chapter uses 125.
    ///   - orientation: The lattice's orientation; the default is flat-top.
    ///   - fisheye: Whether cells near the edges shrink; the default is on.
    ///   - content: The view for an element.
    ///   - onSelect: Called with the element whose cell is selected.
    public init<ID: Hashable>(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>? = nil,
      placement: HoneycombPlacement<ID> = .walk, contentOffset: Binding<PixelPoint>? = nil,
      diameter: Double = 125,
      orientation: HexOrientation = .flatTop, fisheye: Bool = true,
      @ViewBuilder content: @escaping (Data.Element) -> Content,
      onSelect: @escaping (Data.Element) -> Void = { _ in }
    ) {
      self.init(
        data, contentOffset: contentOffset, diameter: diameter, orientation: orientation, fisheye: fisheye,
        content: content, onSelect: onSelect)
      self.identity = { _, element in AnyHashable(element[keyPath: id]) }
      if let selection { self.selection = GridSelection(id: selection) }
      switch placement.form {
      case .walk:
        break
      case .growing(let anchor, followsSelection: true):
        let selection = self.selection
        self.growthAnchor = { data in selection?.get(data) ?? anchor.map { AnyHashable($0) } }
      case .growing(let anchor, followsSelection: false):
        self.growthAnchor = { _ in anchor.map { AnyHashable($0) } }
      }
    }

    /// The cells: each element's identity, index and hex, on the walk or
    /// where it grew.
    ///
    /// With growing placement this brings the remembered assignment up to
    /// date with the data first (see ``HoneycombAssignment``); doing so
    /// again with the same data changes nothing.
    ///
    /// - Complexity: O(*n*), where *n* is the number of elements, plus the
    ///   growth of new elements.
    package var entries: [GridEntry<Data.Index, Hex>] {
      let indices = zip(0..., data.indices)
      guard let growthAnchor else {
        return zip(indices, Hex.zero.honeycombWalk(count: data.count)).map { position, hex in
          let (offset, index) = position
          return GridEntry(id: identity(offset, data[index]), index: index, position: offset, coordinate: hex)
        }
      }
      let ids = indices.map { identity($0, data[$1]) }
      growth.assignment.update(ids: ids, anchor: growthAnchor(data))
      let hexes = growth.assignment.coordinates(of: ids)
      return zip(indices, hexes).map { position, hex in
        let (offset, index) = position
        return GridEntry(id: ids[offset], index: index, position: offset, coordinate: hex)
      }
    }

    /// The engine cache of the cells, in subview order: the walk's, or
    /// the grown cells'.
    ///
    /// - Complexity: O(*n*), where *n* is the number of cells.
    package func makeCache(_ engine: HoneycombLayout, entries: [GridEntry<Data.Index, Hex>]) -> HoneycombLayout.Cache {
      growthAnchor == nil
        ? engine.makeCache(count: entries.count) : engine.makeCache(coordinates: entries.lazy.map(\.coordinate))
    }

    /// The transition of a cell inserted or removed: with growing
    /// placement it scales and fades, as the chapter's new topics do;
    /// otherwise SwiftUI's default, a fade.
    package var cellTransition: AnyTransition {
      growthAnchor == nil ? .opacity : .scale.combined(with: .opacity)
    }

    /// The animation of a change of the elements: the settle spring with
    /// growing placement, none otherwise (the caller's transaction).
    package var growthAnimation: Animation? {
      growthAnchor == nil ? nil : Self.settleAnimation
    }

    /// The scroll position: the caller's binding, or the view's own state.
    private var contentOffset: Binding<PixelPoint> { contentOffsetBinding ?? $ownOffset }

    /// The honeycomb: the cells placed by a ``HoneycombGridLayout`` at the
    /// scroll position with the effects, each scaled by the engine's
    /// effect, under one gesture that scrolls, touches and taps; each cell
    /// one accessibility element, read in the engine's reading order, and
    /// focusable, with move commands going to the engine's next cell and
    /// bringing it to the middle.
    ///
    /// Data flows one way. The reader's size and the scroll position give
    /// the engine and its bounds; the view builds the walk's cache once and
    /// computes the ``PlacedCells`` once, and that one value gives every
    /// cell's scale, the reading order, which cells are hidden, and the
    /// cell a touch hits. The layout is handed the same cache and engine:
    /// it places in bounds of the reader's size at the reader's
    /// top-leading corner, so its placements are the view's (and, while
    /// the scroll position animates, SwiftUI interpolates the layout's
    /// content offset, so cells follow the engine's fisheye frame by
    /// frame). Nothing flows back from the layout.
    public var body: some View {
      GeometryReader { proxy in
        let offset = contentOffset
        let engine = interaction.layout(from: layout, contentOffset: offset.wrappedValue)
        let entries = self.entries
        let cache = makeCache(engine, entries: entries)
        let size = engine.sizeThatFits(proposal: ProposedSize(ProposedViewSize(proxy.size)), cache: cache)
        let placed = engine.placedCells(in: PixelRect(origin: .zero, size: size), cache: cache)
        let scales = Self.scales(placed, count: entries.count)
        let priorities = GridFocus.sortPriorities(placed, count: entries.count)
        let isPlaced = GridFocus.placedSubviews(placed, count: entries.count)
        let selected = selection?.get(data)
        let select = { (position: Int) in
          self.select(position, entries: entries, placed: placed, engine: engine)
        }
        let ids = entries.map(\.id)
        let transition = cellTransition
        let grid = HoneycombGridLayout(engine, cache: cache) {
          ForEach(entries) { entry in
            let isSelected = selected != nil && selected == entry.id
            content(data[entry.index])
              .environment(\.isHexCellSelected, isSelected)
              .frame(width: CGFloat(engine.diameter), height: CGFloat(engine.diameter))
              .clipShape(Circle())
              .scaleEffect(CGFloat(scales[entry.position]))
              .opacity(engine.touchEffect(for: entry.coordinate ?? .zero).isDimmed ? 0.5 : 1)
              .accessibilityElement(children: .combine)
              .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
              .accessibilityAction { select(entry.position) }
              .accessibilitySortPriority(priorities[entry.position])
              .hiddenUnlessPlaced(isPlaced[entry.position])
              .onSelectButton { select(entry.position) }
              .gridCellFocus($focus, equals: entry.id)
              .hexCoordinate(entry.coordinate)
              .transition(transition)
          }
        }
        .animation(growthAnimation, value: ids)
        .onSelectKeys {
          guard let focus, let position = ids.firstIndex(of: focus), placed.placement(ofSubview: position) != nil
          else { return false }
          select(position)
          return true
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
                let moved = interaction.dragChanged(
                  start: PixelPoint(value.startLocation), translation: PixelSize(value.translation),
                  contentOffset: offset.wrappedValue, placed: placed)
                if moved != offset.wrappedValue { offset.wrappedValue = moved }
              }
              .onEnded { value in
                let ended = interaction.dragEnded(
                  at: PixelPoint(value.location), translation: PixelSize(value.translation),
                  predictedEndTranslation: PixelSize(value.predictedEndTranslation),
                  contentOffset: offset.wrappedValue, engine: engine, cache: cache, placed: placed)
                if let position = ended.selected {
                  self.select(position, entries: entries, placed: placed, engine: engine)
                } else {
                  withAnimation(Self.settleAnimation) { offset.wrappedValue = ended.offset }
                }
              }
          )
          .onScreenMove { direction in
            moveFocus(direction, entries: entries, placed: placed, engine: engine)
          }
          .crownScroll(offset.y, in: HoneycombInteraction.crownRange(engine, hexes: entries.compactMap(\.coordinate)))
        #endif
      }
    }

    /// Selects the cell of subview `position`.
    ///
    /// The one path of a tap, the select button and VoiceOver's
    /// activation: it sets the selection,
    /// calls `onSelect` with the element, and brings the cell to the middle
    /// with the settle animation.
    private func select(
      _ position: Int, entries: [GridEntry<Data.Index, Hex>], placed: PlacedCells, engine: HoneycombLayout
    ) {
      guard entries.indices.contains(position) else { return }
      let entry = entries[position]
      selection?.set(data, entry.id)
      onSelect(data[entry.index])
      if let hex = placed.placement(ofSubview: position)?.hex {
        let centred = engine.contentOffset(centering: hex)
        withAnimation(Self.settleAnimation) { contentOffset.wrappedValue = centred }
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
        let centred = engine.contentOffset(centering: hex)
        withAnimation(Self.settleAnimation) { contentOffset.wrappedValue = centred }
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

  /// The honeycomb view's gesture state and its transitions.
  ///
  /// Plain values, every number from the engine. The scroll position is not
  /// here: the view's owner (a binding, or the view's state) has it, and
  /// the transitions take it and return the new one.
  package struct HoneycombInteraction: Equatable {
    /// The scroll position when the current drag began to scroll, or `nil`
    /// while no drag scrolls.
    package var dragOrigin: PixelPoint?
    /// The cell under a finger that has not moved yet.
    package var touched: Hex?

    /// How far a finger may move before a touch becomes a scroll, in points.
    package static let tapSlop = 10.0

    /// Creates the state of a honeycomb no finger touches.
    package init() {}

    /// The layout to draw with: the base's diameter, orientation and
    /// effects at `contentOffset`, with the touched cell among the effects.
    package func layout(from base: HoneycombLayout, contentOffset: PixelPoint) -> HoneycombLayout {
      var layout = base
      layout.contentOffset = contentOffset
      layout.effects.touchedCell = touched
      return layout
    }

    /// Whether a translation is still a tap rather than a scroll.
    package static func isTap(_ translation: PixelSize) -> Bool {
      let t = translation
      return t.width * t.width + t.height * t.height <= tapSlop * tapSlop
    }

    /// A finger moved: returns the new scroll position.
    ///
    /// Until it leaves the tap slop the finger touches the cell
    /// drawn where it went down (in `placed`, the view's one placement);
    /// from then on it scrolls, and the scroll position is the one the drag
    /// began at plus the translation.
    package mutating func dragChanged(
      start: PixelPoint, translation: PixelSize, contentOffset: PixelPoint, placed: PlacedCells
    ) -> PixelPoint {
      if dragOrigin == nil && Self.isTap(translation) {
        touched = placed.placement(at: start)?.hex
        return contentOffset
      }
      touched = nil
      let origin = dragOrigin ?? contentOffset
      dragOrigin = origin
      return PixelPoint(x: origin.x + translation.width, y: origin.y + translation.height)
    }

    /// Returns what a lifted finger does: the subview selected, if any, and
    /// the scroll position to settle at.
    ///
    /// A touch that never scrolled is a tap: it selects the cell drawn under
    /// it in `placed` (the view's one placement) and centers it, or, in a
    /// gap, leaves the position as it is. A scroll settles with the
    /// engine's inertia from where it began.
    package mutating func dragEnded(
      at location: PixelPoint, translation: PixelSize, predictedEndTranslation: PixelSize,
      contentOffset: PixelPoint, engine: HoneycombLayout, cache: HoneycombLayout.Cache, placed: PlacedCells
    ) -> (selected: Int?, offset: PixelPoint) {
      defer {
        touched = nil
        dragOrigin = nil
      }
      if dragOrigin == nil && Self.isTap(translation) {
        guard let hit = placed.placement(at: location) else { return (nil, contentOffset) }
        return (hit.subviewIndex, engine.contentOffset(centering: hit.hex))
      }
      let offset = engine.settledContentOffset(
        from: dragOrigin ?? contentOffset,
        predictedEndTranslation: predictedEndTranslation,
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
  }
#endif
