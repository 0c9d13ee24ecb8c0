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
  /// - Parameter radius: The map's radius; negative counts as 0 (a map of
  ///   one hex).
  /// - Precondition: `radius` ≤ 2²⁰, and the hex lies in
  ///   ``coordinateRange``.
  ///
  /// - Complexity: O(1): one lattice rounding and at most a few mirror-center
  ///   steps.
  public func wrapped(radius: Int) -> Hex {
    let n = Swift.max(radius, 0)
    precondition(n <= 1 << 20, "wraparound radius \(radius) exceeds 2^20")
    precondition(isInCoordinateRange, "\(self) is outside Hex.coordinateRange")
    if length <= n { return self }
    // The lattice basis a = (2n+1, -n) and b = a turned 60° clockwise =
    // (n, n+1); their determinant is the map's size 3n(n+1) + 1. Solve
    // self = x·a + y·b, round x and y, subtract, then finish with mirror
    // centers: rounding leaves the hex within a step or two of the map.
    let a = Hex(q: 2 * n + 1, r: -n), b = Hex(q: n, r: n + 1)
    let size = 3 * n * (n + 1) + 1
    let x = _roundedQuotient(q * b.r - b.q * r, size)
    let y = _roundedQuotient(a.q * r - a.r * q, size)
    var hex = self - a * x - b * y
    while hex.length > n {
      var best = hex
      for k in 0..<6 {
        let candidate = hex - a.rotated(by: .clockwise(k))
        if candidate.length < best.length { best = candidate }
      }
      hex = best
    }
    return hex
  }

  /// Returns the six neighbors of this hex on a wrapping hexagon-shaped map
  /// of `radius`, in ``HexDirection`` order.
  ///
  /// - Parameter radius: The map's radius; negative counts as 0.
  /// - Precondition: As for ``wrapped(radius:)``. Every hex in
  ///   ``coordinateRange``, its edge included, has wrapped neighbors.
  ///
  /// - Complexity: O(1).
  public func wrappedNeighbors(radius: Int) -> [Hex] {
    // Wrap first: the neighbors of an in-range hex at the range's edge leave
    // it, those of its wrapped image (within `radius` ≤ 2^20) never do.
    wrapped(radius: radius).neighbors.map { $0.wrapped(radius: radius) }
  }

  /// Returns the number of steps between this hex and `other` on a wrapping
  /// hexagon-shaped map of `radius`: the shortest way, across seams or not.
  ///
  /// - Parameters:
  ///   - other: The other hex.
  ///   - radius: The map's radius; negative counts as 0.
  /// - Precondition: As for ``wrapped(radius:)``, for both hexes.
  ///
  /// - Complexity: O(1).
  public func wrappedDistance(to other: Hex, radius: Int) -> Int {
    // Both wrapped first, so their difference stays small.
    (other.wrapped(radius: radius) - wrapped(radius: radius)).wrapped(radius: radius).length
  }
}

/// `p / d` rounded to the nearest integer (halves up), for `d > 0`.
@usableFromInline
internal func _roundedQuotient(_ p: Int, _ d: Int) -> Int {
  let twice = 2 * p + d, den = 2 * d
  // Floor division.
  return twice >= 0 ? twice / den : -((-twice + den - 1) / den)
}
