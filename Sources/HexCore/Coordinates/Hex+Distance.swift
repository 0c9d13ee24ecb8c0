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
    // The differences in 32 bits, so that a vector register holds twice the
    // lanes: they are exact modulo 2³², and a true difference in ±2³¹ has
    // the UInt32 magnitude of its wrapped value. |ds| is |dq + dr|.
    let dq = _q &- other._q, dr = _r &- other._r
    let ds = dq &+ dr
    #if arch(arm64) || canImport(_HexGridISA.AVX2)
      // The largest magnitude is the distance, in 32-bit lanes: NEON has
      // `abs` and `umax` for them, as AVX2 has `vpabsd` and `vpmaxud`.
      return Int(Swift.max(Swift.max(dq.magnitude, dr.magnitude), ds.magnitude))
    #else
      // Half the sum of the magnitudes, summed in 64 bits (it reaches 2³²).
      // Baseline x86-64 (SSE2) has neither 32-bit unsigned max nor abs:
      // measured, this form is 1.25× faster there than the maximum, and
      // 1.3× slower with AVX2.
      return Int(
        (UInt64(dq.magnitude) &+ UInt64(dr.magnitude) &+ UInt64(ds.magnitude)) &>> 1)
    #endif
  }
}
