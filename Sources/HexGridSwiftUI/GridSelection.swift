// What the grid views share about selection: the caller's binding and the
// environment value a selected cell's content reads.

#if canImport(SwiftUI)
  import SwiftUI

  /// A grid view's selection as an entry identity: the caller's binding,
  /// read and written through the data (an index binding maps to the
  /// element's offset, the identity of cells kept by index).
  package struct GridSelection<Data: RandomAccessCollection> {
    /// The selected entry's identity, or `nil`.
    package let get: (Data) -> AnyHashable?
    /// Sets the selection to the entry with an identity.
    package let set: (Data, AnyHashable) -> Void

    /// A selection by index.
    ///
    /// The identity of cells kept by index is their offset in the
    /// collection. An index not in the data selects nothing.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    package init(indexOf binding: Binding<Data.Index?>) {
      get = { data in
        guard let index = binding.wrappedValue, data.indices.contains(index) else { return nil }
        return AnyHashable(data.distance(from: data.startIndex, to: index))
      }
      set = { data, id in
        guard let offset = id.base as? Int, offset >= 0, offset < data.count else { return }
        binding.wrappedValue = data.index(data.startIndex, offsetBy: offset)
      }
    }

    /// A selection by identity, for cells identified by a key path.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    package init<ID: Hashable>(id binding: Binding<ID?>) {
      get = { _ in binding.wrappedValue.map { AnyHashable($0) } }
      set = { _, id in
        if let id = id.base as? ID { binding.wrappedValue = id }
      }
    }
  }

  /// Whether a grid cell is the selected one.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  private struct HexCellSelectedKey: EnvironmentKey {
    static let defaultValue = false
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension EnvironmentValues {
    /// Whether the view is the content of the selected cell of a
    /// ``HexGrid`` or a ``HoneycombGrid``; `false` everywhere else.
    ///
    /// Both grids set this one value, so a cell view draws its selection
    /// the same way in either:
    /// `@Environment(\.isHexCellSelected) private var isSelected`.
    public var isHexCellSelected: Bool {
      get { self[HexCellSelectedKey.self] }
      set { self[HexCellSelectedKey.self] = newValue }
    }

    /// Whether the view is the content of the selected cell of a
    /// ``HoneycombGrid``: the same value as ``isHexCellSelected``, under
    /// the honeycomb's name.
    ///
    /// Reading either name gives the same answer in any grid, and setting
    /// one sets both.
    public var isHoneycombCellSelected: Bool {
      get { isHexCellSelected }
      set { isHexCellSelected = newValue }
    }
  }
#endif
