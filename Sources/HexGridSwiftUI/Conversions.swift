// Conversions between SwiftUI's and Core Graphics' geometry types and the
// engine's plain values, in one place.

#if canImport(SwiftUI) || HEXGRID_SWIFTUI_STANDINS
  #if canImport(SwiftUI)
    import SwiftUI
  #endif
  import HexCore
  import HexLayoutEngine

  extension PixelPoint {
    /// Creates a point from a Core Graphics point.
    ///
    /// - Parameter point: The point to convert.
    @inlinable
    public init(_ point: CGPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }

  extension CGPoint {
    /// Creates a Core Graphics point from an engine point.
    ///
    /// - Parameter point: The point to convert.
    @inlinable
    public init(_ point: PixelPoint) {
      self.init(x: CGFloat(point.x), y: CGFloat(point.y))
    }
  }

  extension PixelSize {
    /// Creates a size from a Core Graphics size.
    ///
    /// - Parameter size: The size to convert.
    @inlinable
    public init(_ size: CGSize) {
      self.init(width: Double(size.width), height: Double(size.height))
    }
  }

  extension CGSize {
    /// Creates a Core Graphics size from an engine size.
    ///
    /// - Parameter size: The size to convert.
    @inlinable
    public init(_ size: PixelSize) {
      self.init(width: CGFloat(size.width), height: CGFloat(size.height))
    }
  }

  extension PixelRect {
    /// Creates a rectangle from a Core Graphics rectangle.
    ///
    /// - Parameter rect: The rectangle to convert.
    @inlinable
    public init(_ rect: CGRect) {
      self.init(origin: PixelPoint(rect.origin), size: PixelSize(rect.size))
    }
  }

  extension CGRect {
    /// Creates a Core Graphics rectangle from an engine rectangle.
    ///
    /// - Parameter rect: The rectangle to convert.
    @inlinable
    public init(_ rect: PixelRect) {
      self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
    }
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension ProposedSize {
    /// Creates a proposal from SwiftUI's, keeping unspecified dimensions
    /// `nil`.
    ///
    /// - Parameter proposal: The proposal to convert.
    @inlinable
    public init(_ proposal: ProposedViewSize) {
      self.init(width: proposal.width.map { Double($0) }, height: proposal.height.map { Double($0) })
    }
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension ProposedViewSize {
    /// Creates SwiftUI's proposal from an engine proposal.
    ///
    /// - Parameter proposal: The proposal to convert.
    @inlinable
    public init(_ proposal: ProposedSize) {
      self.init(width: proposal.width.map { CGFloat($0) }, height: proposal.height.map { CGFloat($0) })
    }
  }

  extension AnchorPoint {
    /// Creates an anchor from SwiftUI's unit point.
    ///
    /// - Parameter point: The unit point to convert.
    @inlinable
    public init(_ point: UnitPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }

  extension UnitPoint {
    /// Creates SwiftUI's unit point from an engine anchor.
    ///
    /// - Parameter anchor: The anchor to convert.
    @inlinable
    public init(_ anchor: AnchorPoint) {
      self.init(x: CGFloat(anchor.x), y: CGFloat(anchor.y))
    }
  }
#endif
