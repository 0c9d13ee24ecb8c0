extension HexGeometry {
  /// Returns the screen position of a vertex.
  ///
  /// It is the corner of every hex that meets there: corner `corner` of
  /// ``HexVertex/hex`` in ``corners(of:)``.
  ///
  /// - Parameter vertex: The vertex.
  @inlinable
  public func point(of vertex: HexVertex) -> PixelPoint {
    corners(of: vertex.hex)[vertex.corner]
  }

  /// Returns the screen positions of an edge's two ends, in the order of
  /// ``HexEdge/vertices``.
  ///
  /// - Parameter edge: The edge.
  @inlinable
  public func endpoints(of edge: HexEdge) -> (start: PixelPoint, end: PixelPoint) {
    let corners = corners(of: edge.hex)
    let (first, second) = edge._cornerIndices
    return (corners[first], corners[second])
  }

  /// Returns the screen position of the middle of an edge.
  ///
  /// - Parameter edge: The edge.
  @inlinable
  public func midpoint(of edge: HexEdge) -> PixelPoint {
    let (a, b) = endpoints(of: edge)
    return PixelPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
  }

  /// Returns the edge nearest to a point, or `nil` if the point is not
  /// finite, its hex lies outside ``Hex/coordinateRange`` (see
  /// ``hex(containing:)``), or the nearest edge borders a hex outside it
  /// (see ``HexEdge/isInCoordinateRange``).
  ///
  /// The nearest grid edge is always a side of the hex containing the
  /// point: a segment from the point to any other edge leaves that cell
  /// through one of its sides, which is therefore at least as close. So only
  /// six distances are measured. Between two equally near edges the result
  /// is one of them.
  ///
  ///     let geometry = HexGeometry(orientation: .flatTop, size: 10)
  ///     geometry.edge(nearest: PixelPoint(x: 0, y: 8))  // the bottom edge of Hex.zero
  ///
  /// - Parameter point: A screen point.
  public func edge(nearest point: PixelPoint) -> HexEdge? {
    guard let hex = hex(containing: point) else { return nil }
    let corners = corners(of: hex)
    var best = 0
    var bestDistance = Double.infinity
    for i in 0..<6 {
      let d = _squaredDistance(point, toSegmentFrom: corners[i], to: corners[i == 5 ? 0 : i + 1])
      if d < bestDistance {
        best = i
        bestDistance = d
      }
    }
    let edge = HexEdge(hex: hex, direction: HexDirection(_unchecked: 5 - best))
    return edge.isInCoordinateRange ? edge : nil
  }

  /// Returns the vertex nearest to a point, or `nil` if the point is not
  /// finite, its hex lies outside ``Hex/coordinateRange`` (see
  /// ``hex(containing:)``), or the nearest vertex touches a hex outside it
  /// (see ``HexVertex/isInCoordinateRange``).
  ///
  /// The nearest grid vertex is always a corner of the hex containing the
  /// point: for regular cells the points nearest to a vertex form the
  /// triangle of the three hex centers around it, and each cell is covered
  /// by the six triangles of its own corners. So only six distances are
  /// measured. Between two equally near vertices the result is one of them.
  ///
  ///     let geometry = HexGeometry(orientation: .flatTop, size: 10)
  ///     geometry.vertex(nearest: PixelPoint(x: 9, y: 1))  // corner 0 of Hex.zero
  ///
  /// - Parameter point: A screen point.
  public func vertex(nearest point: PixelPoint) -> HexVertex? {
    guard let hex = hex(containing: point) else { return nil }
    let corners = corners(of: hex)
    var best = 0
    var bestDistance = Double.infinity
    for i in 0..<6 {
      let dx = point.x - corners[i].x, dy = point.y - corners[i].y
      let d = dx * dx + dy * dy
      if d < bestDistance {
        best = i
        bestDistance = d
      }
    }
    let vertex = HexVertex(_hex: hex, corner: best)
    return vertex.isInCoordinateRange ? vertex : nil
  }
}

/// The squared distance from `p` to the segment from `a` to `b`.
@usableFromInline
internal func _squaredDistance(_ p: PixelPoint, toSegmentFrom a: PixelPoint, to b: PixelPoint) -> Double {
  let ex = b.x - a.x, ey = b.y - a.y
  let px = p.x - a.x, py = p.y - a.y
  let length = ex * ex + ey * ey
  var t = length > 0 ? (px * ex + py * ey) / length : 0
  t = Swift.min(1, Swift.max(0, t))
  let dx = px - t * ex, dy = py - t * ey
  return dx * dx + dy * dy
}
