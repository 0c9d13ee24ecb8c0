extension Hex {
  /// Returns every hex that the straight segment between the centers of
  /// this hex and `end` passes through, in order: a line that never cuts a
  /// corner.
  ///
  /// ``line(to:)`` has the fewest hexes (`distance + 1`) but may step past a
  /// hex that the segment clips near a corner. This supercover line keeps
  /// every hex whose cell the segment meets along a stretch of positive
  /// length, so it never skips one ("supercover" is the raster-graphics
  /// name for such a line, which Red Blob Games' guide uses too);
  /// consecutive hexes share an edge, and
  /// each step crosses the edge the segment crosses (or runs along). Tie
  /// rules, all exact (integer arithmetic, no nudge):
  /// - Where the segment passes exactly through a grid vertex, the third
  ///   hex at that vertex, touched in a single point, is left out.
  /// - Where the segment runs along an edge (the ends lie along a
  ///   ``HexDiagonal``), both hexes of that edge are kept, the one on the
  ///   right of the direction of travel (clockwise of it, as seen on screen)
  ///   first.
  ///
  /// With these rules the line from `end` back to this hex is exactly this
  /// one reversed.
  ///
  ///     Hex.zero.supercoverLine(to: Hex(q: 1, r: 1))
  ///     // [(0, 0), (0, 1), (1, 0), (1, 1)] as (q, r): the segment runs
  ///     // along the edge between (0, 1) and (1, 0); (0, 1) is on its right
  ///
  /// - Parameter end: The last hex.
  /// - Returns: The hexes, this hex first and `end` last: between
  ///   `distance(to: end) + 1` and `2 · distance(to: end) + 1` of them;
  ///   empty if either end lies outside ``Hex/coordinateRange``.
  ///
  /// - Complexity: O(*n*), where *n* is `distance(to: end)`.
  public func supercoverLine(to end: Hex) -> [Hex] {
    guard isInCoordinateRange, end.isInCoordinateRange else { return [] }
    // Relative to this hex: the segment is p(t) = t·D for t in [0, 1], and
    // p lies in the cell of h when (p - h)·e <= 1 for every direction e
    // (cube dot product; a cell is the set of points nearer its center
    // than a neighbor's). Leaving the cell of h through the side facing e
    // happens at t = (1 + h·e) / (D·e) when D·e > 0.
    let dq = end.q - q, dr = end.r - r
    let ds = -dq - dr
    func dot(_ aq: Int, _ ar: Int, _ e: Hex) -> Int { aq * e.q + ar * e.r + (-aq - ar) * e.s }
    var hq = 0, hr = 0
    var result = [self]
    result.reserveCapacity(2 * distance(to: end) + 1)
    var guardSteps = 4 * distance(to: end) + 4
    while hq != dq || hr != dr, guardSteps > 0 {
      guardSteps -= 1
      var best = -1, tie = -1
      var bestNumerator = 0, bestDenominator = 1
      for k in 0..<6 {
        let e = HexDirection(_unchecked: k).vector
        let de = dq * e.q + dr * e.r + ds * e.s
        guard de > 0 else { continue }
        let numerator = 1 + dot(hq, hr, e)
        if best < 0 {
          (best, bestNumerator, bestDenominator) = (k, numerator, de)
          continue
        }
        // Compare numerator/de with the best, in full width (the products
        // reach 2⁶⁴ near the range's edges).
        let lhs = numerator.multipliedFullWidth(by: bestDenominator)
        let rhs = bestNumerator.multipliedFullWidth(by: de)
        if lhs.high < rhs.high || (lhs.high == rhs.high && lhs.low < rhs.low) {
          (best, bestNumerator, bestDenominator, tie) = (k, numerator, de, -1)
        } else if lhs == rhs {
          tie = k
        }
      }
      guard best >= 0 else { break }  // unreachable: D ≠ 0 leaves every cell
      if tie < 0 {
        let e = HexDirection(_unchecked: best).vector
        hq += e.q
        hr += e.r
        result.append(Hex(q: q + hq, r: r + hr))
        continue
      }
      // Through a vertex: the two tied directions are neighbors; order them
      // so that `v` is clockwise of `u`.
      let (i, j) = (Swift.min(best, tie), Swift.max(best, tie))
      let (u, v) =
        (i == 0 && j == 5)
        ? (HexDirection(_unchecked: 5).vector, HexDirection(_unchecked: 0).vector)
        : (HexDirection(_unchecked: i).vector, HexDirection(_unchecked: j).vector)
      let side = dot(dq, dr, Hex(q: u.q - v.q, r: u.r - v.r))
      if side > 0 {
        hq += u.q
        hr += u.r
      } else if side < 0 {
        hq += v.q
        hr += v.r
      } else {
        // Along the edge between h + u and h + v, then into h + u + v;
        // h + v is on the right of the travel.
        result.append(Hex(q: q + hq + v.q, r: r + hr + v.r))
        result.append(Hex(q: q + hq + u.q, r: r + hr + u.r))
        hq += u.q + v.q
        hr += u.r + v.r
      }
      result.append(Hex(q: q + hq, r: r + hr))
    }
    return result
  }
}
