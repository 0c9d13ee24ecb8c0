// The topic picker of Galata's honeycomb chapter, as a component.

#if canImport(SwiftUI)
  import HexCore
  import HexLayoutEngine
  import SwiftUI

  /// A launcher-style honeycomb of circular cells, one per element, that
  /// scrolls by dragging and centres the tapped cell: the topic picker of
  /// Irina Galata's honeycomb chapter of *SwiftUI Animations by Tutorials*,
  /// [Recreating a Real-World Animation](https://www.kodeco.com/books/swiftui-animations-by-tutorials/v1.0/chapters/10-recreating-a-real-world-animation).
  ///
  /// Elements sit on the honeycomb walk around the centre cell, in
  /// collection order. A drag scrolls the honeycomb and settles with inertia;
  /// touching a cell dims it and shrinks it and its neighbours; a tap selects
  /// the cell under the finger and brings it to the middle; with the fisheye
  /// on, cells near the edges shrink and move inward. Every number — the
  /// placement, the settling, the effects and which cell a touch hits — comes
  /// from the engine's ``HoneycombLayout``.
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
        return GridEntry(id: identity(offset, data[index]), index: index, coordinate: hex)
      }
    }

    /// The honeycomb: the cells placed by a ``HoneycombGridLayout`` with
    /// the current scroll position and effects, each scaled by the engine's
    /// effect, under one gesture that scrolls, touches and taps.
    public var body: some View {
      GeometryReader { proxy in
        let container = PixelSize(proxy.size)
        let engine = interaction.layout(from: layout)
        let entries = self.entries
        let cache = engine.makeCache(coordinates: entries.map(\.coordinate))
        HoneycombGridLayout(engine) {
          ForEach(entries) { entry in
            let hex = entry.coordinate ?? .zero
            content(data[entry.index])
              .frame(width: CGFloat(engine.diameter), height: CGFloat(engine.diameter))
              .clipShape(Circle())
              .scaleEffect(CGFloat(engine.scale(of: hex, containerSize: container)))
              .opacity(engine.touchEffect(for: hex).isDimmed ? 0.5 : 1)
              .hexCoordinate(entry.coordinate)
          }
        }
        .contentShape(Rectangle())
        .gesture(
          DragGesture(minimumDistance: 0)
            .onChanged { value in
              interaction.dragChanged(
                start: PixelPoint(value.startLocation), translation: PixelSize(value.translation),
                engine: engine, cache: cache, containerSize: container)
            }
            .onEnded { value in
              let ended = interaction.dragEnded(
                at: PixelPoint(value.location), translation: PixelSize(value.translation),
                predictedEndTranslation: PixelSize(value.predictedEndTranslation),
                engine: engine, cache: cache, containerSize: container)
              if let index = ended.selected {
                let element = data[entries[index].index]
                onSelect(element)
              }
              withAnimation(.spring()) { interaction.settle(at: ended.offset) }
            })
      }
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
    /// went down on (hit as drawn); then it scrolls.
    package mutating func dragChanged(
      start: PixelPoint, translation: PixelSize, engine: HoneycombLayout, cache: HoneycombLayout.Cache,
      containerSize: PixelSize
    ) {
      if Self.isTap(translation) {
        let placed = engine.placedCells(in: PixelRect(origin: .zero, size: containerSize), cache: cache)
        touched = placed.subviewIndex(at: start).flatMap { placed.placement(ofSubview: $0)?.hex }
        dragTranslation = .zero
      } else {
        touched = nil
        dragTranslation = PixelPoint(x: translation.width, y: translation.height)
      }
    }

    /// Returns what a lifted finger does: the subview selected, if any, and
    /// the offset to settle at.
    ///
    /// A tap selects the cell drawn under it and centres it; a scroll
    /// settles with the engine's inertia.
    package mutating func dragEnded(
      at location: PixelPoint, translation: PixelSize, predictedEndTranslation: PixelSize,
      engine: HoneycombLayout, cache: HoneycombLayout.Cache, containerSize: PixelSize
    ) -> (selected: Int?, offset: PixelPoint) {
      defer { touched = nil }
      if Self.isTap(translation) {
        // Hit-test the honeycomb as drawn before the finger went down.
        var resting = engine
        resting.effects.touchedCell = nil
        let placed = resting.placedCells(in: PixelRect(origin: .zero, size: containerSize), cache: cache)
        guard let index = placed.subviewIndex(at: location) else { return (nil, settledOffset) }
        let hex = placed.placement(ofSubview: index)?.hex ?? .zero
        return (index, engine.contentOffset(centering: hex))
      }
      let offset = engine.settledContentOffset(
        from: settledOffset,
        predictedEndTranslation: PixelPoint(x: predictedEndTranslation.width, y: predictedEndTranslation.height),
        cache: cache)
      return (nil, offset)
    }

    /// Ends a gesture: rest at `offset` with no drag.
    package mutating func settle(at offset: PixelPoint) {
      settledOffset = offset
      dragTranslation = .zero
    }
  }
#endif
