extension Hex {
  /// Returns the hex of a wrapping hexagon-shaped map that this hex stands
  /// for: the map's hexes are those within `radius` of the origin, and
  /// leaving it on one side comes back on the opposite side (Red Blob Games,
  /// "Wraparound maps").
  ///
  /// Copies of the map tile the plane around the six *mirror centers*
  /// `(2R + 1, -R)` and its rotations; a hex outside the map is moved by the
  /// lattice those centers generate until it lands inside. So hexes of the
  /// map are unchanged, wrapping twice changes nothing, and neighbors
  /// across the seam are neighbors on the map.
  ///
  ///     Hex(q: 3, r: 0).wrapped(radius: 2)   // Hex(q: -2, r: 2)
  ///
  /// This is ``HexWraparound/canonical(_:)`` of the map around the origin;
  /// ``HexWraparound`` also wraps maps centered elsewhere.
  ///
  /// - Parameter radius: The map's radius; negative counts as 0 (a map of
  ///   one hex), and one above 2³⁰ as 2³⁰ (the whole coordinate range, so
  ///   nothing wraps).
  /// - Returns: The wrapped hex; a hex outside ``coordinateRange`` comes
  ///   back unchanged.
  ///
  /// - Complexity: O(1): one lattice rounding and one look at the six
  ///   mirror centers.
  public func wrapped(radius: Int) -> Hex {
    guard isInCoordinateRange else { return self }
    return HexWraparound(radius: _wrapRadius(radius))!._canonical(q: q, r: r)
  }

  /// Returns the six neighbors of this hex on a wrapping hexagon-shaped map
  /// of `radius`, in ``HexDirection`` order.
  ///
  /// - Parameter radius: The map's radius, read as ``wrapped(radius:)``
  ///   reads it. Every hex in ``coordinateRange``, its edge included, has
  ///   wrapped neighbors; a hex outside it has none.
  ///
  /// - Complexity: O(1).
  public func wrappedNeighbors(radius: Int) -> [Hex] {
    guard isInCoordinateRange else { return [] }
    let world = HexWraparound(radius: _wrapRadius(radius))!
    let base = world._canonical(q: q, r: r)
    return (0..<6).map { world._canonical(q: base.q + _directionQ($0), r: base.r + _directionQ($0 + 4)) }
  }

  /// Returns the number of steps between this hex and `other` on a wrapping
  /// hexagon-shaped map of `radius`: the shortest way, across seams or not.
  ///
  /// - Parameters:
  ///   - other: The other hex.
  ///   - radius: The map's radius, read as ``wrapped(radius:)`` reads it.
  /// - Returns: The wrapped distance; for a hex outside ``coordinateRange``,
  ///   the plain ``distance(to:)``.
  ///
  /// - Complexity: O(1).
  public func wrappedDistance(to other: Hex, radius: Int) -> Int {
    guard isInCoordinateRange, other.isInCoordinateRange else { return distance(to: other) }
    return HexWraparound(radius: _wrapRadius(radius))!.distance(from: self, to: other)!
  }
}

/// A wraparound radius clamped to `0...2³⁰`.
internal func _wrapRadius(_ radius: Int) -> Int {
  Swift.min(Swift.max(radius, 0), Hex.coordinateRange.upperBound)
}
