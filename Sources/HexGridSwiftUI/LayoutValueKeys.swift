// The layout values through which subviews tell the layouts where they go.

#if canImport(SwiftUI) || HEXGRID_SWIFTUI_STANDINS
  #if canImport(SwiftUI)
    import SwiftUI
  #endif
  import HexCore
  import HexLayoutEngine

  /// The offset coordinate of a subview of an ``OffsetGridLayout``; `nil`
  /// (the default) leaves the subview unplaced.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public struct OffsetCoordinateKey: LayoutValueKey {
    /// No coordinate: the subview is not placed.
    public static let defaultValue: OffsetCoordinate? = nil
  }

  /// The hex of a subview of a ``HoneycombGridLayout``; `nil` (the default)
  /// leaves the subview unplaced.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public struct HexCoordinateKey: LayoutValueKey {
    /// No hex: the subview is not placed.
    public static let defaultValue: Hex? = nil
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension View {
    /// Places this view at `coordinate` in an enclosing ``OffsetGridLayout``.
    ///
    /// - Parameter coordinate: The cell's offset coordinate, or `nil` to
    ///   leave the view unplaced.
    public func offsetCoordinate(_ coordinate: OffsetCoordinate?) -> some View {
      layoutValue(key: OffsetCoordinateKey.self, value: coordinate)
    }

    /// Places this view on `hex` in an enclosing ``HoneycombGridLayout``.
    ///
    /// - Parameter hex: The cell's hex, or `nil` to leave the view unplaced.
    public func hexCoordinate(_ hex: Hex?) -> some View {
      layoutValue(key: HexCoordinateKey.self, value: hex)
    }
  }
#endif
