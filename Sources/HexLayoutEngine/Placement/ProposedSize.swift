import HexCore

/// A size proposal from a parent: each dimension is a value, or `nil` for
/// "unspecified", as in SwiftUI's `ProposedViewSize`.
public struct ProposedSize: Hashable, Sendable {
  /// The proposed width, or `nil` if unspecified.
  public var width: Double?
  /// The proposed height, or `nil` if unspecified.
  public var height: Double?

  /// Creates a proposal.
  ///
  /// - Parameters:
  ///   - width: The proposed width, or `nil` if unspecified.
  ///   - height: The proposed height, or `nil` if unspecified.
  @inlinable
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// Creates a proposal of a definite size.
  ///
  /// - Parameter size: The proposed size.
  @inlinable
  public init(_ size: PixelSize) {
    self.init(width: size.width, height: size.height)
  }

  // Computed and inlinable, as PlacementAnchor's: no global to reach
  // through a call.

  /// The proposal with both dimensions unspecified (asks for the ideal size).
  @inlinable
  public static var unspecified: ProposedSize { ProposedSize(width: nil, height: nil) }
  /// The proposal 0 × 0 (asks for the minimum size).
  @inlinable
  public static var zero: ProposedSize { ProposedSize(width: 0, height: 0) }
  /// The proposal ∞ × ∞ (asks for the maximum size).
  @inlinable
  public static var infinity: ProposedSize { ProposedSize(width: .infinity, height: .infinity) }

  /// Returns the proposal with each unspecified dimension replaced by the
  /// corresponding dimension of `size`.
  ///
  /// - Parameter size: The replacement; the default is 10 × 10, as in
  ///   SwiftUI.
  @inlinable
  public func replacingUnspecifiedDimensions(by size: PixelSize = PixelSize(width: 10, height: 10)) -> PixelSize {
    PixelSize(width: width ?? size.width, height: height ?? size.height)
  }
}
