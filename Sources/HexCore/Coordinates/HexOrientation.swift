/// Whether hexes are drawn with a flat edge or a corner at the top.
///
/// A flat-top hex has corners at its left and right and edges at its top and
/// bottom; columns line up vertically. A pointy-top hex is the same shape
/// turned by 30°; rows line up horizontally.
public enum HexOrientation: Hashable, Sendable, CaseIterable {
  /// Flat edges at the top and bottom; the default of this library.
  case flatTop
  /// Corners at the top and bottom.
  case pointyTop

  /// The 2×2 matrix from axial coordinates to pixels at unit size:
  /// `x = f0·q + f1·r`, `y = f2·q + f3·r`.
  @inlinable
  internal var _forward: (f0: Double, f1: Double, f2: Double, f3: Double) {
    switch self {
    case .flatTop: return (1.5, 0, _sqrt3 / 2, _sqrt3)
    case .pointyTop: return (_sqrt3, _sqrt3 / 2, 0, 1.5)
    }
  }

  /// The inverse of ``_forward``.
  @inlinable
  internal var _backward: (b0: Double, b1: Double, b2: Double, b3: Double) {
    switch self {
    case .flatTop: return (2.0 / 3, 0, -1.0 / 3, _sqrt3 / 3)
    case .pointyTop: return (_sqrt3 / 3, -1.0 / 3, 0, 2.0 / 3)
    }
  }

  /// The offset of corner `i` of a hexagon of circumradius 1 from its center,
  /// on a y-down screen: angle `60°·i` (flat-top) or `30° + 60°·i`
  /// (pointy-top), counterclockwise as seen.
  @inlinable
  internal func _unitCorner(_ i: Int) -> (x: Double, y: Double) {
    let h = _sqrt3 / 2
    switch (self, i) {
    case (.flatTop, 0): return (1, 0)
    case (.flatTop, 1): return (0.5, -h)
    case (.flatTop, 2): return (-0.5, -h)
    case (.flatTop, 3): return (-1, 0)
    case (.flatTop, 4): return (-0.5, h)
    case (.flatTop, _): return (0.5, h)
    case (.pointyTop, 0): return (h, -0.5)
    case (.pointyTop, 1): return (0, -1)
    case (.pointyTop, 2): return (-h, -0.5)
    case (.pointyTop, 3): return (-h, 0.5)
    case (.pointyTop, 4): return (0, 1)
    case (.pointyTop, _): return (h, 0.5)
    }
  }
}
