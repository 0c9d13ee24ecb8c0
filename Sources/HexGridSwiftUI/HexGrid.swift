// The `HexGrid` view of Semianov's offset-grid article.

#if canImport(SwiftUI)
  import HexCore
  import HexLayoutEngine
  import SwiftUI

  /// A value that knows its cell in an offset grid, for ``HexGrid``.
  public protocol OffsetCoordinateProviding {
    /// The cell's row and column.
    var offsetCoordinate: OffsetCoordinate { get }
  }

  /// A grid of hexagonal cells, one per element of a collection: the
  /// `HexGrid` of Konstantin Semianov's
  /// [Building a hexagonal grid with the SwiftUI Layout protocol](https://ksemianov.github.io/articles/hexgrid/).
  ///
  /// Each element is drawn by `content`, clipped to its hexagon, and can be
  /// tapped only inside it. Elements need be neither `Hashable` nor
  /// `Identifiable`: cells are kept by their position in the collection, or
  /// by the key path passed as `id:` when elements move between updates.
  ///
  /// ```swift
  /// HexGrid(cells) { cell in
  ///   Text(cell.name)
  /// }
  /// ```
  ///
  /// ### Selection
  ///
  /// Pass `selection:` to keep the selected element in your state, as
  /// `List(selection:)` does: its identity with the `id:` initializer, its
  /// index otherwise; pass `onSelect:` to hear of each selection. A tap
  /// inside a cell's hexagon (the corners of its frame outside the hexagon
  /// do not count), Return or Space on a hardware keyboard while the cell
  /// has focus, the tvOS select button and VoiceOver's activation all select
  /// through one path: they set the binding, then call `onSelect`. The
  /// selected cell carries the `isSelected` accessibility trait, and its
  /// content reads `@Environment(\.isHexCellSelected)`, the value
  /// ``HoneycombGrid`` sets too, to draw itself highlighted:
  ///
  /// ```swift
  /// struct Tile: View {
  ///   var name: String
  ///   @Environment(\.isHexCellSelected) private var isSelected
  ///   var body: some View {
  ///     Text(name).background(isSelected ? Color.accentColor : Color.gray)
  ///   }
  /// }
  ///
  /// HexGrid(cells, id: \.name, selection: $selected) { cell in
  ///   Tile(name: cell.name)
  /// } onSelect: { cell in
  ///   print("selected", cell.name)
  /// }
  /// ```
  ///
  /// A grid given neither `selection:` nor `onSelect:` is not interactive:
  /// its cells are not buttons, catch no taps and offer VoiceOver no action.
  /// A cell is tappable over its whole hexagon when its content takes the
  /// whole cell, as shapes and colors do.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  @MainActor
  public struct HexGrid<Data: RandomAccessCollection, Content: View>: View {
    /// The elements, one cell each.
    public var data: Data
    /// The layout: the offset kind (and so the orientation) and spacing.
    public var layout: HexLayout
    /// The radius the cells' corners are rounded to.
    public var cornerRadius: Double
    internal let coordinate: (Data.Element) -> OffsetCoordinate?
    internal var identity: (Int, Data.Element) -> AnyHashable
    internal let content: (Data.Element) -> Content
    /// Called with the element whose cell is selected, or `nil` when the
    /// caller did not ask.
    internal let onSelect: ((Data.Element) -> Void)?
    /// The selection, as an entry identity: read from and written to the
    /// caller's binding, or `nil` without one.
    internal var selection: GridSelection<Data>?
    /// The identity of the cell with keyboard focus.
    @FocusState private var focus: AnyHashable?

    /// Creates a grid whose elements are placed by `coordinate`, kept by
    /// index.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - selection: The index of the selected element, which a tap, the
    ///     keyboard, the select button or VoiceOver's activation sets; the
    ///     default is none (no selection is kept).
    ///   - layout: The layout; the default is an odd-q grid, as in Semianov's article.
    ///   - cornerRadius: The cells' corner radius; the default is 0.
    ///   - coordinate: Each element's cell, or `nil` to leave the element out
    ///     (it gets no view).
    ///   - content: The view for an element.
    ///   - onSelect: Called with the element whose cell is selected; the
    ///     default is none.
    public init(
      _ data: Data, selection: Binding<Data.Index?>? = nil, layout: HexLayout = HexLayout(),
      cornerRadius: Double = 0,
      coordinate: @escaping (Data.Element) -> OffsetCoordinate?,
      @ViewBuilder content: @escaping (Data.Element) -> Content,
      onSelect: ((Data.Element) -> Void)? = nil
    ) {
      self.data = data
      self.layout = layout
      self.cornerRadius = cornerRadius
      self.coordinate = coordinate
      self.identity = { offset, _ in AnyHashable(offset) }
      self.content = content
      self.onSelect = onSelect
      if let selection { self.selection = GridSelection(indexOf: selection) }
    }

    /// Creates a grid whose elements are placed by `coordinate` and
    /// identified by `id`, so that their views follow them when they move.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path to each element's stable identity.
    ///   - selection: The identity of the selected element, which a tap,
    ///     the keyboard, the select button or VoiceOver's activation sets;
    ///     the default is none (no selection is kept).
    ///   - layout: The layout; the default is an odd-q grid, as in Semianov's article.
    ///   - cornerRadius: The cells' corner radius; the default is 0.
    ///   - coordinate: Each element's cell, or `nil` to leave the element out
    ///     (it gets no view).
    ///   - content: The view for an element.
    ///   - onSelect: Called with the element whose cell is selected; the
    ///     default is none.
    public init<ID: Hashable>(
      _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>? = nil,
      layout: HexLayout = HexLayout(), cornerRadius: Double = 0,
      coordinate: @escaping (Data.Element) -> OffsetCoordinate?,
      @ViewBuilder content: @escaping (Data.Element) -> Content,
      onSelect: ((Data.Element) -> Void)? = nil
    ) {
      self.init(
        data, layout: layout, cornerRadius: cornerRadius, coordinate: coordinate, content: content,
        onSelect: onSelect)
      self.identity = { _, element in AnyHashable(element[keyPath: id]) }
      if let selection { self.selection = GridSelection(id: selection) }
    }

    /// The cells to show, in the collection's order.
    ///
    /// Each element that has a coordinate comes with its identity and
    /// index; an element whose coordinate is `nil` gets no view at all.
    ///
    /// - Complexity: O(*n*), where *n* is the number of elements.
    package var entries: [GridEntry<Data.Index, OffsetCoordinate>] {
      var position = 0
      return zip(0..., data.indices).compactMap { offset, index in
        let element = data[index]
        guard let cell = coordinate(element) else { return nil }
        defer { position += 1 }
        return GridEntry(id: identity(offset, element), index: index, position: position, coordinate: cell)
      }
    }

    /// The cells' shape: the hexagon the layout proposes each cell.
    package var cellShape: HexagonShape {
      HexagonShape(orientation: layout.kind.orientation, cornerRadius: cornerRadius)
    }

    /// The bounds the view places its cells in for reading order and
    /// focus: any will do, since an offset grid's bounds only scale and
    /// move it (its reading rows and neighbours stay the same), so the view
    /// never needs the layout's.
    package static var orderBounds: PixelRect { PixelRect(x: 0, y: 0, width: 1_000, height: 1_000) }

    /// The engine cache of the cells, in subview order: built once per
    /// `body` and handed to the layout.
    ///
    /// - Complexity: O(*n*), where *n* is the number of cells.
    package func makeCache(_ entries: [GridEntry<Data.Index, OffsetCoordinate>]) -> HexLayout.Cache {
      layout.makeCache(coordinates: entries.lazy.map(\.coordinate))
    }

    /// The grid: each cell's view clipped to its hexagon and tappable only
    /// inside it, placed by an ``OffsetGridLayout``; each cell one
    /// accessibility element, read in the engine's reading order, and
    /// focusable, with move commands going to the engine's next cell and
    /// Return or Space selecting the focused one.
    ///
    /// Data flows one way: `body` builds the engine cache from the data
    /// once, takes reading order and focus from the cells placed in
    /// ``orderBounds``, and hands the cache to the layout, which sizes and
    /// places from it (SwiftUI's sizing stays the layout's).
    ///
    /// An element whose coordinate is out of the grid's range is not drawn.
    public var body: some View {
      let shape = cellShape
      let entries = self.entries
      let cache = makeCache(entries)
      let placed = layout.placedCells(in: Self.orderBounds, cache: cache)
      let priorities = GridFocus.sortPriorities(placed, count: entries.count)
      let isPlaced = GridFocus.placedSubviews(placed, count: entries.count)
      let ids = entries.map(\.id)
      let selected = selection?.get(data)
      let isSelectable = selection != nil || onSelect != nil
      return OffsetGridLayout(layout, cache: cache) {
        ForEach(entries) { entry in
          let isSelected = selected != nil && selected == entry.id
          content(data[entry.index])
            .environment(\.isHexCellSelected, isSelected)
            .clipShape(shape)
            .contentShape(shape)
            .selectableCell(isSelectable, isSelected: isSelected) { select(entry) }
            .accessibilitySortPriority(priorities[entry.position])
            .hiddenUnlessPlaced(isPlaced[entry.position])
            .gridCellFocus($focus, equals: entry.id)
            .offsetCoordinate(entry.coordinate)
        }
      }
      .onScreenMove { direction in
        focus = GridFocus.focus(after: focus, toward: direction, ids: ids, cells: placed)
      }
      .onSelectKeys {
        guard isSelectable, let focus, let position = ids.firstIndex(of: focus),
          placed.placement(ofSubview: position) != nil
        else { return false }
        select(entries[position])
        return true
      }
    }

    /// Selects the cell of `entry`.
    ///
    /// The one path of a tap, the keyboard, the select button and
    /// VoiceOver's activation: it sets the selection, then calls
    /// `onSelect` with the element.
    private func select(_ entry: GridEntry<Data.Index, OffsetCoordinate>) {
      selection?.set(data, entry.id)
      onSelect?(data[entry.index])
    }
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension HexGrid where Data.Element: OffsetCoordinateProviding {
    /// Creates a grid of elements that know their cells, kept by index.
    ///
    /// - Parameters:
    ///   - data: The elements.
    ///   - selection: The index of the selected element, which a tap, the
    ///     keyboard, the select button or VoiceOver's activation sets; the
    ///     default is none (no selection is kept).
    ///   - layout: The layout; the default is an odd-q grid, as in Semianov's article.
    ///   - cornerRadius: The cells' corner radius; the default is 0.
    ///   - content: The view for an element.
    ///   - onSelect: Called with the element whose cell is selected; the
    ///     default is none.
    public init(
      _ data: Data, selection: Binding<Data.Index?>? = nil, layout: HexLayout = HexLayout(),
      cornerRadius: Double = 0,
      @ViewBuilder content: @escaping (Data.Element) -> Content,
      onSelect: ((Data.Element) -> Void)? = nil
    ) {
      self.init(
        data, selection: selection, layout: layout, cornerRadius: cornerRadius,
        coordinate: { $0.offsetCoordinate }, content: content, onSelect: onSelect)
    }
  }

  /// One cell of a grid view: an element's identity, index, position among
  /// the cells (its subview index) and coordinate.
  package struct GridEntry<Index, Coordinate>: Identifiable {
    package let id: AnyHashable
    package let index: Index
    package let position: Int
    package let coordinate: Coordinate?
  }
#endif
