/// An axis-aligned rectangle: an origin and a size.
///
/// A rectangle with a negative width or height extends left or up from its
/// origin; ``minX`` and ``maxX`` (and the y equivalents) always name its
/// smaller and larger edges.
public struct PixelRect: Hashable, Sendable {
  /// The corner the size is measured from (the top-left for a nonnegative
  /// size).
  public var origin: PixelPoint
  /// The extent of the rectangle.
  public var size: PixelSize

  /// Creates a rectangle from an origin and a size.
  ///
  /// - Parameters:
  ///   - origin: The top-left corner for a nonnegative size.
  ///   - size: The extent.
  @inlinable
  public init(origin: PixelPoint, size: PixelSize) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from coordinates.
  ///
  /// - Parameters:
  ///   - x: The left edge for a nonnegative width.
  ///   - y: The top edge for a nonnegative height.
  ///   - width: The width.
  ///   - height: The height.
  @inlinable
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: PixelPoint(x: x, y: y), size: PixelSize(width: width, height: height))
  }

  /// The rectangle at (0, 0) of size 0 × 0.
  @inlinable
  public static var zero: PixelRect { PixelRect(origin: .zero, size: .zero) }

  /// The width.
  @inlinable
  public var width: Double { size.width }
  /// The height.
  @inlinable
  public var height: Double { size.height }
  /// The smallest x of the rectangle.
  @inlinable
  public var minX: Double { Swift.min(origin.x, origin.x + size.width) }
  /// The largest x of the rectangle.
  @inlinable
  public var maxX: Double { Swift.max(origin.x, origin.x + size.width) }
  /// The smallest y of the rectangle.
  @inlinable
  public var minY: Double { Swift.min(origin.y, origin.y + size.height) }
  /// The largest y of the rectangle.
  @inlinable
  public var maxY: Double { Swift.max(origin.y, origin.y + size.height) }
  /// The x of the center.
  @inlinable
  public var midX: Double { origin.x + size.width / 2 }
  /// The y of the center.
  @inlinable
  public var midY: Double { origin.y + size.height / 2 }
  /// The center.
  @inlinable
  public var center: PixelPoint { PixelPoint(x: midX, y: midY) }

  /// A Boolean value indicating whether the origin and size are finite.
  @inlinable
  public var isFinite: Bool { origin.isFinite && size.isFinite }

  /// Returns a Boolean value indicating whether `point` lies in the
  /// rectangle, edges included.
  ///
  /// - Parameter point: The point to test; a non-finite point is outside.
  @inlinable
  public func contains(_ point: PixelPoint) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  /// Returns a Boolean value indicating whether the two rectangles share
  /// at least one point, edges included.
  ///
  /// - Parameter other: The other rectangle.
  @inlinable
  public func intersects(_ other: PixelRect) -> Bool {
    minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
  }
}

extension PixelRect: CustomStringConvertible {
  /// A short description such as `PixelRect((0.0, 0.0), 30.0×40.0)`.
  public var description: String { "PixelRect(\(origin), \(size))" }
}
