/// Which way the y-axis of the pixel coordinates points on screen.
///
/// UIKit, AppKit views with flipped coordinates, SwiftUI, the web and most
/// image formats put y down; SpriteKit, SceneKit, Metal's normalized device
/// coordinates, OpenGL and mathematics put y up. A ``HexGeometry`` with
/// ``up`` draws exactly the picture of the same geometry with ``down``,
/// mirrored about the horizontal line through its origin: every center,
/// corner, outline, picked edge or vertex and bounding box is the y-down
/// answer with `y` replaced by `2·origin.y - y`. Names that describe the
/// picture ("upper right", "counterclockwise as seen") therefore keep their
/// meaning on the screen that shows the world.
///
///     let scene = HexGeometry(orientation: .flatTop, size: 10, yAxis: .up)
///     scene.center(of: Hex(q: 0, r: 1))  // (0.0, -17.32…): below the origin, as on a y-down screen
public enum HexYAxis: Hashable, Sendable, CaseIterable {
  /// y grows downward on screen; the default of this library.
  case down
  /// y grows upward on screen, as in SpriteKit, SceneKit and Metal.
  case up

  /// The factor a y-down offset is multiplied by: 1 or -1.
  @inlinable
  internal var _sign: Double { self == .up ? -1 : 1 }
}

extension HexYAxis: Codable {
  /// Encodes the axis as its case name: `"down"` or `"up"`.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    try _encodeName(self == .down ? "down" : "up", to: encoder)
  }

  /// Decodes an axis from its case name.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for an unknown name.
  public init(from decoder: any Decoder) throws {
    self = try _decodeNamed(Self.allCases, name: { $0 == .down ? "down" : "up" }, from: decoder)
  }
}
