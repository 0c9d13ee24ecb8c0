extension HexGeometry {
  /// Returns the distance in pixels between the centers of two hexes.
  ///
  /// With equal width and height `s`, neighbors' centers are `√3·s` apart
  /// and this is `√3·s` times ``Hex/euclideanDistance(to:)``; with
  /// different ones it measures what is drawn.
  ///
  /// - Parameters:
  ///   - a: A hex.
  ///   - b: Another hex.
  /// - Returns: The distance between `center(of: a)` and `center(of: b)`.
  @inlinable
  public func distance(from a: Hex, to b: Hex) -> Double {
    let p = center(of: a), q = center(of: b)
    let dx = q.x - p.x, dy = q.y - p.y
    return (dx * dx + dy * dy).squareRoot()
  }
}
