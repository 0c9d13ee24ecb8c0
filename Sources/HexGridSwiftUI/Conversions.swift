// Conversions between SwiftUI's layout values and the engine's, in one
// place. HexCore converts its pixel geometry to and from Core Graphics'
// (PixelGeometry+CoreGraphics.swift), for apps that do not use SwiftUI.

#if canImport(SwiftUI)
  import HexCore
  import HexLayoutEngine
  import SwiftUI

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

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension PlacementAnchor {
    /// Creates an anchor from SwiftUI's unit point.
    ///
    /// - Parameter point: The unit point to convert.
    @inlinable
    public init(_ point: UnitPoint) {
      self.init(x: Double(point.x), y: Double(point.y))
    }
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension UnitPoint {
    /// Creates SwiftUI's unit point from an engine anchor.
    ///
    /// - Parameter anchor: The anchor to convert.
    @inlinable
    public init(_ anchor: PlacementAnchor) {
      self.init(x: CGFloat(anchor.x), y: CGFloat(anchor.y))
    }
  }
#endif
