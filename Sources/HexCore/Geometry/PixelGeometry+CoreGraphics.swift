// One-call conversions between HexCore's pixel geometry and Core Graphics'
// CGPoint, CGSize and CGRect, for SpriteKit, UIKit, AppKit and Metal code as
// much as for SwiftUI. HexCore imports nothing where Core Graphics does not
// exist (Linux), and this file is then empty.

#if canImport(CoreGraphics)
  import CoreGraphics

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
    /// Creates a Core Graphics point from a pixel point.
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
    /// Creates a Core Graphics size from a pixel size.
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
    /// Creates a Core Graphics rectangle from a pixel rectangle.
    ///
    /// - Parameter rect: The rectangle to convert.
    @inlinable
    public init(_ rect: PixelRect) {
      self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size))
    }
  }
#endif
