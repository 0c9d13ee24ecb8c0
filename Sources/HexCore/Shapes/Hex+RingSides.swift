extension Hex {
  /// Returns the hexes of one side of the ring of `radius` around this hex:
  /// the side facing `diagonal`, hexx's `ring_edge`.
  ///
  /// A ring is a hexagon whose six corner hexes lie `radius` steps away in
  /// the six ``HexDirection``s; the side facing diagonal `k` joins the
  /// corners in directions `k` and `k + 1`. It runs in ring order
  /// (clockwise on screen), corners included, so neighboring sides share a
  /// corner hex and the six sides together hold each hex of the ring once
  /// and each corner twice.
  ///
  ///     Hex.zero.ringSide(radius: 2, facing: .flatBottomRight)
  ///     // [(2, 0), (1, 1), (0, 2)] as (q, r)
  ///
  /// - Parameters:
  ///   - radius: The ring's distance from this hex; 0 gives this hex alone.
  ///   - diagonal: The diagonal the side faces.
  /// - Returns: `radius + 1` hexes, consecutive ones neighbors, or fewer
  ///   near the edge of ``Hex/coordinateRange`` (only hexes in range are
  ///   kept, in order); empty for a negative radius, a radius above 2³¹ or
  ///   a hex outside the range.
  ///
  /// - Complexity: O(*r*), where *r* is `radius`.
  public func ringSide(radius: Int, facing diagonal: HexDiagonal) -> [Hex] {
    guard radius >= 0, radius <= 1 << 31, isInCoordinateRange else { return [] }
    // From corner k toward corner k + 1: direction k + 2 (d_k + d_{k+2} =
    // d_{k+1}). In Int, so that hexes outside the range are never built.
    let d = HexDirection(_unchecked: diagonal.index).vector
    let step = HexDirection(_unchecked: (diagonal.index + 2) % 6).vector
    let q0 = q + d.q * radius, r0 = r + d.r * radius
    let limit = Hex.coordinateRange
    var result: [Hex] = []
    result.reserveCapacity(Swift.min(radius + 1, 1 << 16))
    for i in 0...radius {
      let hq = q0 + step.q * i, hr = r0 + step.r * i
      if limit.contains(hq), limit.contains(hr), limit.contains(-hq - hr) { result.append(Hex(q: hq, r: hr)) }
    }
    return result
  }

  /// Returns the hexes within `radius` that lie in the 60° wedge centered on
  /// `diagonal`: hexx's `wedge` (its `corner_wedge` is the edge-centered
  /// ``wedge(in:spread:radius:)``).
  ///
  /// The wedge is bounded by the rays in the ``HexDirection``s either side
  /// of the diagonal, whose hexes count as inside: it is this hex followed
  /// by ``ringSide(radius:facing:)`` for each radius from 1 to `radius`. The
  /// six wedges cover the hexagon of `radius` and overlap on the six rays.
  ///
  ///     Hex.zero.wedge(toward: .flatBottomRight, radius: 1)
  ///     // [(0, 0), (1, 0), (0, 1)] as (q, r)
  ///
  /// - Parameters:
  ///   - diagonal: The diagonal the wedge is centered on.
  ///   - radius: The largest distance; negative gives an empty array.
  /// - Returns: `(radius + 1)(radius + 2) / 2` hexes, ring by ring, each
  ///   ring in ring order; only hexes in ``Hex/coordinateRange``, and none
  ///   for a hex outside it.
  ///
  /// - Complexity: O(*r*²), where *r* is `radius`.
  public func wedge(toward diagonal: HexDiagonal, radius: Int) -> [Hex] {
    guard radius >= 0, radius <= 1 << 31, isInCoordinateRange else { return [] }
    var result = [self]
    for k in stride(from: 1, through: radius, by: 1) {
      result += ringSide(radius: k, facing: diagonal)
    }
    return result
  }

  /// Returns the rings of the radii in `radii` around this hex, inner
  /// first: a spiral without its center (`1...r`, hexx's `xrange`), or
  /// without its inner rings.
  ///
  /// It is the part of ``spiral(radius:startingAt:)`` of radius
  /// `radii.upperBound` from ring `radii.lowerBound` on, computed on demand.
  ///
  ///     Hex.zero.spiral(radii: 1...2).count  // 18: the 19 hexes within 2, less the center
  ///
  /// - Parameters:
  ///   - radii: The radii of the rings. Negative radii are skipped.
  ///   - start: The direction of the first hex of every ring.
  /// - Returns: A collection of the rings' `3·R(R+1) - 3·r(r-1)` hexes (for
  ///   `radii` `r...R`, `r ≥ 1`; one more when `r` is 0); fewer near the edge
  ///   of ``Hex/coordinateRange``, where only hexes in range are kept and
  ///   `count` stays exact.
  /// - Precondition: `radii.upperBound <= 1 << 30` (``Hex/coordinateRange``).
  ///
  /// - Complexity: O(1). Accessing an element is as in ``HexSpiral``.
  @inlinable
  public func spiral(
    radii: ClosedRange<Int>, startingAt start: HexDirection = .flatBottomRight
  ) -> Slice<HexSpiral> {
    let spiral = HexSpiral(center: self, radius: radii.upperBound, start: start)
    guard radii.upperBound >= 0, radii.lowerBound > 0 else { return spiral[...] }
    let first =
      spiral._isClipped
      ? _inRangeHexagonCount(self, radii.lowerBound - 1) : _hexagonCount(radii.lowerBound - 1)
    return spiral[first...]
  }
}
