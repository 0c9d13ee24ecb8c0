extension Hexagon {
  /// Returns a Boolean value indicating whether the hexagon and `rect` share
  /// at least one point, edges included.
  ///
  /// Uses the separating-axis test over the rectangle's two axes and the
  /// hexagon's edge normals, so it is exact for stretched hexagons too. A
  /// non-finite rectangle or hexagon intersects nothing.
  ///
  /// - Parameter rect: The rectangle to test.
  ///
  /// - Complexity: O(1), without allocating.
  @inlinable
  public func intersects(_ rect: PixelRect) -> Bool {
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
    let (rMinX, rMaxX) = (rect.minX, rect.maxX), (rMinY, rMaxY) = (rect.minY, rect.maxY)
    guard minX <= rMaxX, rMinX <= maxX, minY <= rMaxY, rMinY <= maxY else { return false }
    // A rectangle that contains the center, or the bounding box, meets it.
    if rMinX <= center.x && center.x <= rMaxX && rMinY <= center.y && center.y <= rMaxY {
      return true
    }
    // The hexagon's edge normals (three distinct directions). The
    // rectangle projects onto a normal n as its center's projection plus or
    // minus |n.x|·halfWidth + |n.y|·halfHeight.
    let rcx = (rMinX + rMaxX) / 2, rcy = (rMinY + rMaxY) / 2
    let hw = (rMaxX - rMinX) / 2, hh = (rMaxY - rMinY) / 2
    for i in 0..<3 {
      let a = corners[i], b = corners[i + 1]
      let nx = a.y - b.y, ny = b.x - a.x
      var hexLo = Double.infinity, hexHi = -Double.infinity
      for p in corners {
        let d = p.x * nx + p.y * ny
        hexLo = Swift.min(hexLo, d)
        hexHi = Swift.max(hexHi, d)
      }
      let mid = rcx * nx + rcy * ny, reach = nx.magnitude * hw + ny.magnitude * hh
      let tolerance = 1e-9 * Swift.max(1, Swift.max(hexHi.magnitude, hexLo.magnitude))
      if mid + reach < hexLo - tolerance || hexHi < mid - reach - tolerance { return false }
    }
    return true
  }
}
