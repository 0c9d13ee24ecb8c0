extension Hex {
  /// The number of steps from the origin to this hex.
  ///
  /// Exact for every hex.
  ///
  ///     Hex(q: 3, r: -7).length  // 7
  @inlinable
  public var length: Int {
    // 32-bit components: the three magnitudes sum without overflow in Int.
    // Half the sum equals the largest one, and avoids the variadic `max`.
    let q = self.q, r = self.r, s = 0 &- q &- r
    return Int(bitPattern: (q.magnitude &+ r.magnitude &+ s.magnitude) / 2)
  }

  /// Returns the number of steps between this hex and another.
  ///
  /// The hex distance is a metric: symmetric, zero only for equal hexes, and
  /// it obeys the triangle inequality. Neighbors are at distance 1.
  ///
  ///     Hex(q: 3, r: -7).distance(to: .zero)  // 7
  ///
  /// Exact while each of the three component differences lies within
  /// ±2³¹, so for every two hexes in ``coordinateRange``; for hexes beyond
  /// it the result may be wrong, but the call never traps.
  ///
  /// - Parameter other: The other hex.
  /// - Returns: The length of the shortest path of neighboring hexes between
  ///   the two, not counting this hex.
  @inlinable
  public func distance(to other: Hex) -> Int {
    // In 32 bits, so that a vector register holds twice the lanes: the
    // wrapping differences are exact modulo 2³², and a true difference in
    // ±2³¹ has the UInt32 magnitude of its wrapped value. The largest of
    // the three is the distance (their sum could overflow 32 bits).
    let dq = _q &- other._q, dr = _r &- other._r
    let ds = 0 &- dq &- dr
    return Int(Swift.max(Swift.max(dq.magnitude, dr.magnitude), ds.magnitude))
  }
}
