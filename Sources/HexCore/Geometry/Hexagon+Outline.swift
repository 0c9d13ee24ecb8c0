extension Hexagon {
  /// Returns the hexagon's outline as a closed path, optionally with rounded
  /// corners.
  ///
  /// The path starts at corner 0 and follows ``corners`` order
  /// (counterclockwise as seen on screen, with either ``yAxis``), then
  /// closes. With sharp
  /// corners it is `move` to corner 0, `line` to corners 1 through 5, and
  /// ``PathElement/closeSubpath``.
  ///
  /// With `cornerRadius` `r > 0`, each corner is cut where a circle of
  /// radius `r` tangent to both of its sides would touch them: for a regular
  /// hexagon's 120° corner that is `r / tan(60°) = r/√3` from the corner.
  /// The cut is clamped to half a side, so an infinite radius gives the
  /// roundest outline (each side's midpoint joined by curves). The corner is
  /// replaced by a quadratic curve whose control point is the corner, which
  /// approximates the circular arc (it is tangent to the sides at the same
  /// points). A stretched hexagon (unequal size components) is rounded by
  /// the actual angle at each corner.
  ///
  ///     let hexagon = Hexagon(center: .zero, size: PixelSize(width: 10, height: 10),
  ///                           orientation: .flatTop)
  ///     hexagon.outline().count                  // 7: M, 5 × L, Z
  ///     hexagon.outline(cornerRadius: 2).count   // 13: M, Q, 5 × (L, Q), Z
  ///
  /// - Parameter cornerRadius: The radius of the rounding. Zero, a negative
  ///   value or NaN gives sharp corners; any larger radius, infinity
  ///   included, cuts at most half a side. The default is 0.
  /// - Returns: The path, every point of it finite, or an empty array if
  ///   the center or size is not finite or a corner would overflow `Double`
  ///   (a size or center near `Double.greatestFiniteMagnitude`).
  /// - Complexity: O(1): at most 13 elements.
  public func outline(cornerRadius: Double = 0) -> [PathElement] {
    guard center.isFinite, size.isFinite else { return [] }
    let c = corners
    return _roundedPolygon([c[0], c[1], c[2], c[3], c[4], c[5]], cornerRadius: cornerRadius)
  }
}
