extension HoneycombWalk {
  /// Returns the position of `hex` on the walk, the inverse of the walk's
  /// subscript, or `nil` when the walk does not reach it.
  ///
  /// The walk covers the hexagon of radius *k* − 1 around ``center`` in its
  /// first 3*k*(*k* − 1) + 1 positions, then ring *k* starting one cell past
  /// its corner in direction 0 (see ``Hex/honeycombWalk(count:)``), so the
  /// position follows from the hex's distance and its place on its ring:
  ///
  ///     let walk = Hex.zero.honeycombWalk(count: 19)
  ///     walk.position(of: Hex(q: 1, r: 0))   // 1
  ///     walk[walk.position(of: Hex(q: -2, r: 1))!] == Hex(q: -2, r: 1)  // true
  ///
  /// - Parameter hex: The hex to look up.
  /// - Returns: The index of `hex` in the walk, or `nil` when `hex` lies
  ///   beyond the walk's last cell or outside `Hex.coordinateRange` of the
  ///   center.
  public func position(of hex: Hex) -> Int? {
    guard hex.isInCoordinateRange, center.isInCoordinateRange else { return nil }
    let offset = Hex(q: hex.q - center.q, r: hex.r - center.r)
    let k = offset.length
    if k == 0 { return count > 0 ? 0 : nil }
    // Every position before ring k is taken by the hexagon of radius k - 1;
    // rings beyond the walk's reach are refused before any multiplication.
    guard k <= Hex.coordinateRange.upperBound, _hexagonCount(k - 1) < count else { return nil }
    // The ring, from the corner in direction 0, runs side s along direction
    // s + 2: hex = k · d(s) + step · d(s + 2) with 0 <= step < k.
    for side in 0..<6 {
      let corner = HexDirection(_unchecked: side).vector * k
      let along = HexDirection(_unchecked: (side + 2) % 6).vector
      let rest = offset - corner
      // `rest` is `step · along`: read step from a nonzero component.
      let step = along.q != 0 ? rest.q / along.q : rest.r / along.r
      guard step >= 0, step < k, along * step == rest else { continue }
      // The walk's ring position j is the ring index shifted by k - 1.
      let j = (side * k + step + k - 1) % (6 * k)
      let position = _hexagonCount(k - 1) + j
      return position < count ? position : nil
    }
    return nil
  }
}
