extension Hex {
  /// The most hexes a growth returns: 2²⁰ (1,048,576).
  ///
  /// A count is a number, not storage: ``nearestFreeHexes(count:occupied:)``
  /// takes a larger count as this many, so that `Int.max` costs what this
  /// many hexes cost rather than exhausting memory.
  public static let maximumGrowthCount = 1 << 20

  /// Returns the `count` free hexes nearest to this one: where a honeycomb
  /// grows when `count` items are added next to this cell.
  ///
  /// The order is fixed, so the same input always gives the same cells:
  /// nearer hexes first, ring by ring outward; within a ring, the order of
  /// ``ring(radius:startingAt:)`` with its default start, beginning at the
  /// hex `radius` steps away in direction 0 (``HexDirection/flatBottomRight``)
  /// and going clockwise on a y-down screen. So the free neighbors come
  /// first, in ``HexDirection`` order. This hex itself is never returned,
  /// nor is an occupied hex or the same hex twice.
  ///
  ///     Hex.zero.nearestFreeHexes(count: 2, occupied: [.zero, Hex(q: 1, r: 0)])
  ///     // [Hex(q: 0, r: 1), Hex(q: -1, r: 1)]
  ///
  /// Bad input gets an empty or shorter answer, never a trap: a count of
  /// zero or less gives no hex, and a count above
  /// ``maximumGrowthCount`` (2²⁰) is taken as that many. Hexes outside
  /// ``coordinateRange`` are never returned, and the search stops at rings
  /// of radius 2³⁰, so near the range's edge fewer than `count` may come
  /// back; a hex outside the range gets none.
  ///
  /// - Parameters:
  ///   - count: The number of hexes wanted.
  ///   - occupied: The hexes already taken; it may contain this hex.
  /// - Returns: Up to `count` distinct free hexes, nearest to this hex first.
  ///
  /// - Complexity: O(*k* + *m*) set lookups, where *k* ≤ 2²⁰ is `count` and
  ///   *m* the number of occupied hexes nearer than the last one returned
  ///   (times up to 6 near the edge of the coordinate range, where most of
  ///   each ring lies outside it).
  public func nearestFreeHexes(count: Int, occupied: Set<Hex>) -> [Hex] {
    _nearestFreeHexes(count: count, firstRadius: 1) { hex, _ in occupied.contains(hex) ? 1 : 0 }
  }

  /// The walk behind ``nearestFreeHexes(count:occupied:)``, for an index of
  /// the occupied hexes that can answer faster than a set.
  ///
  /// - Parameters:
  ///   - count: As for ``nearestFreeHexes(count:occupied:)``.
  ///   - firstRadius: The first ring searched; every hex of the rings
  ///     inside it must be occupied (or outside the coordinate range).
  ///     Values below 1 are taken as 1.
  ///   - occupiedRun: For a hex in the coordinate range and a unit step
  ///     along a ring's side, how many hexes from that hex on, along the
  ///     step, are occupied: 0 when the hex is free, otherwise at least 1
  ///     and at most the length of that run of occupied hexes.
  @inlinable  // the caller's closure inlines into the walk
  package func _nearestFreeHexes(
    count: Int, firstRadius: Int, occupiedRun: (_ hex: Hex, _ step: Hex) -> Int
  ) -> [Hex] {
    let count = Swift.min(count, Hex.maximumGrowthCount)
    guard count > 0, isInCoordinateRange else { return [] }
    var result: [Hex] = []
    // A huge count asks for more than the grid may have free: the rest of
    // the room grows as hexes are found.
    result.reserveCapacity(Swift.min(count, 4096))
    var radius = Swift.max(1, firstRadius)
    // Radius 2^30 is the last searched: rings have coordinates below 2^32.
    while radius <= Hex.coordinateRange.upperBound {
      for side in 0..<6 {
        // Side `side` of the ring starts at the corner in direction `side`
        // and walks in direction `side + 2`, as `ring(radius:)` orders it.
        let start = self + HexDirection(index: side)!.vector * radius
        let step = HexDirection(index: (side + 2) % 6)!.vector
        var t = 0
        while t < radius {
          let hex = start + step * t
          guard hex.isInCoordinateRange else {
            t += 1
            continue
          }
          let run = occupiedRun(hex, step)
          if run > 0 {
            t += run
            continue
          }
          result.append(hex)
          if result.count == count { return result }
          t += 1
        }
      }
      radius += 1
    }
    return result
  }
}
