/// A point in a plane with y pointing down, as on screens.
public struct PixelPoint: Hashable, Sendable {
  /// The horizontal coordinate, growing to the right.
  public var x: Double
  /// The vertical coordinate, growing downward.
  public var y: Double

  /// Creates a point.
  ///
  /// - Parameters:
  ///   - x: The horizontal coordinate.
  ///   - y: The vertical coordinate.
  @inlinable
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point (0, 0).
  @inlinable
  public static var zero: PixelPoint { PixelPoint(x: 0, y: 0) }

  /// A Boolean value indicating whether both coordinates are finite.
  @inlinable
  public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension PixelPoint: CustomStringConvertible {
  /// A short description such as `(1.5, -2.0)`.
  public var description: String { "(\(x), \(y))" }
}
