extension Hex {
  /// Returns the straight-line distance between the centers of this hex and
  /// `other`, in units of the distance between two neighbors' centers.
  ///
  /// Neighbors are 1 apart, and so is every step of a straight line: hexes
  /// `k` steps apart along one direction are exactly `k` apart. Elsewhere the
  /// Euclidean distance is shorter than the step count
  /// ``distance(to:)``: the hexes `(2, −1)` and `(0, 0)` are two steps apart
  /// along a diagonal, but their centers are √3 ≈ 1.732 apart.
  ///
  ///     Hex.zero.euclideanDistance(to: Hex(q: 3, r: 0))   // 3.0
  ///     Hex.zero.euclideanDistance(to: Hex(q: 2, r: -1))  // 1.732…
  ///
  /// For an axial difference `(dq, dr)` it is `√(dq² + dq·dr + dr²)`,
  /// which does not depend on the grid's orientation. For pixels, with a
  /// cell size that may differ in x and y, use
  /// ``HexGeometry/distance(from:to:)``.
  ///
  /// - Parameter other: Another hex.
  /// - Returns: A finite, nonnegative distance; exact to a relative error of
  ///   a few ulps for hexes within ``coordinateRange``.
  @inlinable
  public func euclideanDistance(to other: Hex) -> Double {
    let dq = Double(other.q - q), dr = Double(other.r - r)
    // (dq + dr/2)² + ¾·dr² equals dq² + dq·dr + dr², and is never negative.
    let x = dq + dr / 2
    return (x * x + 0.75 * dr * dr).squareRoot()
  }
}
