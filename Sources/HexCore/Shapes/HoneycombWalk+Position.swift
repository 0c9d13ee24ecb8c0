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
  ///   beyond the walk's last cell or outside ``Hex/coordinateRange`` (as
  ///   the walk keeps only hexes in range), or the center does.
  public func position(of hex: Hex) -> Int? {
    guard hex.isInCoordinateRange, center.isInCoordinateRange else { return nil }
    let k = hex.distance(to: center)
    if k == 0 { return count > 0 ? 0 : nil }
    // Every position before ring k is taken by the hexagon of radius k - 1;
    // rings beyond the walk's reach are refused before any multiplication.
    guard k <= Hex.coordinateRange.upperBound, _hexagonCount(k - 1) < _length else { return nil }
    let offset = hex - center  // fits: every component of it is at most k ≤ 2³⁰
    guard let ringIndex = _ringIndex(of: offset, radius: k) else { return nil }
    // The walk's ring position j is the ring index shifted by k - 1.
    let j = (ringIndex + k - 1) % (6 * k)
    let position = _hexagonCount(k - 1) + j
    guard position < _length else { return nil }
    if !_isClipped { return position }
    // Near the range's edge: count the cells in range before it.
    let ring = _RingClip(center: center, radius: k, start: 0)
    return _inRangeHexagonCount(center, k - 1) + ring.inRange(from: _walkRingStart(k), length: j)
  }
}
