extension Hex {
  /// The number of steps from the origin to this hex.
  ///
  ///     Hex(q: 3, r: -7).length  // 7
  @inlinable
  public var length: Int {
    let aq = q.magnitude, ar = r.magnitude, as_ = s.magnitude
    return Int(Swift.max(aq, ar, as_))
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
    (self - other).length
  }
}
