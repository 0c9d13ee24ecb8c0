extension Hex {
  /// The number of steps from the origin to this hex.
  ///
  /// Exact while every component lies within ±2⁶¹.
  ///
  ///     Hex(q: 3, r: -7).length  // 7
  @inlinable
  public var length: Int {
    // Half the sum of the three magnitudes equals the largest one, and it
    // avoids the variadic three-argument `max`.
    let s = 0 &- q &- r
    return Int(truncatingIfNeeded: (q.magnitude &+ r.magnitude &+ s.magnitude) / 2)
  }

  /// Returns the number of steps between this hex and another.
  ///
  /// The hex distance is a metric: symmetric, zero only for equal hexes, and
  /// it obeys the triangle inequality. Neighbors are at distance 1.
  ///
  ///     Hex(q: 3, r: -7).distance(to: .zero)  // 7
  ///
  /// - Parameter other: The other hex.
  /// - Returns: The length of the shortest path of neighboring hexes between
  ///   the two, not counting this hex.
  @inlinable
  public func distance(to other: Hex) -> Int {
    // Wrapping arithmetic lets loops vectorize; it is exact while every
    // component lies within ±2⁶¹, far beyond ``coordinateRange``.
    let dq = q &- other.q, dr = r &- other.r
    let ds = 0 &- dq &- dr
    return Int(truncatingIfNeeded: (dq.magnitude &+ dr.magnitude &+ ds.magnitude) / 2)
  }
}
