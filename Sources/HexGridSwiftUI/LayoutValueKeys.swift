// The layout values through which subviews tell the layouts where they go.

#if canImport(SwiftUI)
  import HexCore
  import HexLayoutEngine
  import SwiftUI

  /// The offset coordinate of a subview of an ``OffsetGridLayout``; `nil`
  /// (the default) means no cell: the subview is placed out of sight, as
  /// ``EngineLayout/placeSubviews(in:proposal:subviews:cache:)`` describes.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public struct OffsetCoordinateKey: LayoutValueKey {
    /// No coordinate: the subview has no cell.
    public static let defaultValue: OffsetCoordinate? = nil
  }

  /// The hex of a subview of a ``HoneycombGridLayout``; `nil` (the default)
  /// means no cell: the subview is placed out of sight, as
  /// ``EngineLayout/placeSubviews(in:proposal:subviews:cache:)`` describes.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public struct HexCoordinateKey: LayoutValueKey {
    /// No hex: the subview has no cell.
    public static let defaultValue: Hex? = nil
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension View {
    // Nonisolated as SwiftUI's own `layoutValue(key:value:)` is, so a
    // nonisolated function can mark a view.

    /// Places this view at `coordinate` in an enclosing ``OffsetGridLayout``.
    ///
    /// - Parameter coordinate: The cell's offset coordinate, or `nil` for
    ///   none (the view is placed out of sight).
    nonisolated public func offsetCoordinate(_ coordinate: OffsetCoordinate?) -> some View {
      layoutValue(key: OffsetCoordinateKey.self, value: coordinate)
    }

    /// Places this view on `hex` in an enclosing ``HoneycombGridLayout``.
    ///
    /// - Parameter hex: The cell's hex, or `nil` for none (the view is placed
    ///   out of sight).
    nonisolated public func hexCoordinate(_ hex: Hex?) -> some View {
      layoutValue(key: HexCoordinateKey.self, value: hex)
    }
  }
#endif
