extension Hexagon {
  /// Returns a Boolean value indicating whether the hexagon and `rect` share
  /// at least one point, edges included.
  ///
  /// Uses the separating-axis test over the rectangle's two axes and the
  /// hexagon's edge normals, so it is exact for stretched hexagons too. A
  /// non-finite rectangle or hexagon intersects nothing.
  ///
  /// - Parameter rect: The rectangle to test.
  public func intersects(_ rect: Rect) -> Bool {
    guard rect.isFinite, center.isFinite, size.isFinite else { return false }
    let corners = self.corners
    // The rectangle's axes: compare bounding intervals.
    var minX = Double.infinity, maxX = -Double.infinity
    var minY = Double.infinity, maxY = -Double.infinity
    for p in corners {
      minX = Swift.min(minX, p.x)
      maxX = Swift.max(maxX, p.x)
      minY = Swift.min(minY, p.y)
      maxY = Swift.max(maxY, p.y)
    }
    guard minX <= rect.maxX, rect.minX <= maxX, minY <= rect.maxY, rect.minY <= maxY else {
      return false
    }
    // The hexagon's edge normals (three distinct directions).
    let rectCorners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
    ]
    for i in 0..<3 {
      let a = corners[i], b = corners[i + 1]
      let nx = a.y - b.y, ny = b.x - a.x
      var hexLo = Double.infinity, hexHi = -Double.infinity
      for p in corners {
        let d = p.x * nx + p.y * ny
        hexLo = Swift.min(hexLo, d)
        hexHi = Swift.max(hexHi, d)
      }
      var rectLo = Double.infinity, rectHi = -Double.infinity
      for p in rectCorners {
        let d = p.x * nx + p.y * ny
        rectLo = Swift.min(rectLo, d)
        rectHi = Swift.max(rectHi, d)
      }
      let tolerance = 1e-9 * Swift.max(1, Swift.max(hexHi.magnitude, hexLo.magnitude))
      if rectHi < hexLo - tolerance || hexHi < rectLo - tolerance { return false }
    }
    return true
  }
}
