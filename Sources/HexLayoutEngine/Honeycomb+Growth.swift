import HexCore

extension Hex {
  /// Returns the cells to add for `count` new items next to this hex: the
  /// free cells nearest to it (the honeycomb's growth, which needs no
  /// layout state).
  ///
  /// The free neighbors of this hex come first, in `HexDirection` order;
  /// if there are fewer than `count`, the search continues ring by ring
  /// outward (each ring clockwise from direction 0). Galata's honeycomb
  /// chapter instead jumps to a random neighbor and recurses; this is deterministic, never
  /// returns an occupied cell or the same cell twice, and looks cells up in
  /// a set instead of scanning the occupied list.
  ///
  ///     Hex.zero.nearestFreeCells(count: 2, occupied: [.zero, Hex(q: 1, r: 0)])
  ///     // [Hex(q: 0, r: 1), Hex(q: -1, r: 1)]
  ///
  /// This hex is the cell to grow next to; it is never returned.
  ///
  /// - Parameters:
  ///   - count: The number of cells wanted; zero or negative gives none,
  ///     and counts above ``HoneycombLayout/maximumCount`` are taken as
  ///     that many. Cells outside `Hex.coordinateRange` are never
  ///     returned, so near its edge fewer than `count` may come back; a
  ///     source outside it gets none.
  ///   - occupied: The cells already taken.
  /// - Returns: `count` distinct free hexes, nearest to this hex first.
  ///
  /// - Complexity: O(*k* + *m*) set lookups, where *k* ≤ 2²⁰ is `count` and
  ///   *m* the number of occupied cells near `source`.
  public func nearestFreeCells(count: Int, occupied: Set<Hex>) -> [Hex] {
    let source = self
    let count = Swift.min(count, HoneycombLayout.maximumCount)
    guard count > 0, source.isInCoordinateRange else { return [] }
    var result: [Hex] = []
    result.reserveCapacity(Swift.min(count, _growthReservation))
    // The search ends at radius 2^30, the largest ring there is.
    let lastRadius = Hex.coordinateRange.upperBound
    var radius = 1
    while result.count < count && radius <= lastRadius {
      for hex in source.ring(radius: radius)
      where hex.isInCoordinateRange && !occupied.contains(hex) {
        result.append(hex)
        if result.count == count { break }
      }
      radius += 1
    }
    return result
  }
}
