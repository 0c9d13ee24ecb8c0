/// A width and a height.
public struct PixelSize: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size.
  ///
  /// - Parameters:
  ///   - width: The horizontal extent.
  ///   - height: The vertical extent.
  @inlinable
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size 0 × 0.
  @inlinable
  public static var zero: PixelSize { PixelSize(width: 0, height: 0) }

  /// A Boolean value indicating whether both dimensions are finite.
  @inlinable
  public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension PixelSize: CustomStringConvertible {
  /// A short description such as `30.0×40.0`.
  public var description: String { "\(width)×\(height)" }
}
