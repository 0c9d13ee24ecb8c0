extension Hex {
  /// Returns the hexes within `radius` that lie in the 60° wedge centered on
  /// `diagonal`: hexx's `wedge` (its `corner_wedge` is the edge-centered
  /// ``cornerWedge(toward:spread:radius:)``).
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
  ///     Radii above ``maximumFieldOfViewRadius`` (1024) count as that, as
  ///     for ``cornerWedge(toward:spread:radius:)``: the array is built whole.
  /// - Returns: `(radius + 1)(radius + 2) / 2` hexes, ring by ring, each
  ///   ring in ring order; only hexes in ``Hex/coordinateRange``, and none
  ///   for a hex outside it.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes returned: the
  ///   radii whose side lies wholly outside the range are never visited.
  public func wedge(toward diagonal: HexDiagonal, radius: Int) -> [Hex] {
    guard radius >= 0, isInCoordinateRange else { return [] }
    let side = _RingSide(apex: self, diagonal: diagonal)
    var result = [self]
    guard let radii = side.inRangeRadii(upTo: Swift.min(radius, Hex.maximumFieldOfViewRadius)) else {
      return result
    }
    for k in radii {
      guard let steps = side.inRangeSteps(radius: k) else { continue }
      for i in steps { result.append(side.hex(radius: k, step: i)) }
    }
    return result
  }

  /// Returns the hexes within `radius` whose main direction from this hex is
  /// `direction` or up to `spread` directions either side of it: a wedge of
  /// 60° · (2 · `spread` + 1), with this hex at its apex.
  ///
  /// A hex exactly on the wedge's boundary ray (a diagonal) counts as inside:
  /// wedges of neighboring directions share their boundary. With `spread` 0
  /// this is a 60° wedge centered on a direction (an edge of the cell):
  /// hexx's `corner_wedge`, where ``wedge(toward:radius:)`` (hexx's `wedge`)
  /// is centered on a diagonal; with 1, a 180° half-plane; with 2, 300°;
  /// with 3 or more, every hex within `radius`. Only hexes in
  /// ``Hex/coordinateRange`` are returned.
  ///
  ///     Hex.zero.cornerWedge(toward: .flatBottomRight, radius: 2)
  ///     // the center, (1, 0), and (2, 0), (2, -1), (1, 1) at distance 2
  ///
  /// - Parameters:
  ///   - direction: The wedge's middle direction.
  ///   - spread: How many neighboring directions on each side it also
  ///     covers; the default is 0, negative counts as 0.
  ///   - radius: The largest distance; negative gives an empty array.
  ///     Radii above ``maximumFieldOfViewRadius`` (1024) count as that, as
  ///     for the cone of sight ``fieldOfView(radius:on:facing:spread:blocksSight:)``,
  ///     which sees this wedge on an open map: the array is built whole, and
  ///     a wedge of radius 1024 already holds up to 3,148,801 hexes.
  /// - Returns: The hexes, this hex first, then in ``hexagon(radius:)``
  ///   order; empty if this hex lies outside ``Hex/coordinateRange``.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes returned: the
  ///   parts of the hexagon outside the wedge or the range are never
  ///   visited.
  public func cornerWedge(toward direction: HexDirection, spread: Int = 0, radius: Int) -> [Hex] {
    guard radius >= 0, isInCoordinateRange else { return [] }
    let radius = Swift.min(radius, Hex.maximumFieldOfViewRadius)
    // Relative to this hex, (x, y, z) = (q, r, s) - (q, r, s) of this hex.
    // The wedge is a union of convex pieces, each the hexagon (clipped to
    // the range) cut by half-planes; every piece holds this hex, so their
    // columns x form one interval, and each column holds one run of r per
    // piece.
    let region = hexagon(radius: radius)
    let pieces = _wedgePieces(direction, Swift.max(spread, 0))
    let xs = pieces.map { $0.columns(of: region, around: self) }
    guard let first = xs.compactMap({ $0?.lowerBound }).min(), let last = xs.compactMap({ $0?.upperBound }).max()
    else { return [self] }
    var result = [self]
    for x in first...last {
      let q = self.q + x
      let low = region._rLow(q) - r, high = region._rHigh(q) - r
      var runs: [ClosedRange<Int>] = []
      for (piece, columns) in zip(pieces, xs) where columns?.contains(x) == true {
        if let run = piece.run(x: x, within: low, high) { runs.append(run) }
      }
      if runs.count == 2 {
        // Two pieces (spread 2): in order of r, merged where they meet.
        runs.sort { $0.lowerBound < $1.lowerBound }
        if runs[1].lowerBound <= runs[0].upperBound + 1 {
          runs = [runs[0].lowerBound...Swift.max(runs[0].upperBound, runs[1].upperBound)]
        }
      }
      for run in runs {
        for y in run where x != 0 || y != 0 { result.append(Hex(q: q, r: r + y)) }
      }
    }
    return result
  }
}

/// One convex piece of a wedge: the hexes whose cube components relative to
/// the apex satisfy `v[i] ≥ v[j]` for each pair `(i, j)` (components 0, 1,
/// 2 are q, r, s).
///
/// The wedge of a direction whose components `a`, `b`, `c` are +1, 0, -1
/// is `v[a] ≥ v[b] ≥ v[c]` (the hexes whose nearest direction in angle it
/// is); widened by one direction each side it is the half-plane
/// `v[a] ≥ v[c]`, by two everything but the open opposite wedge:
/// `v[b] ≥ v[c]` or `v[a] ≥ v[b]`.
internal struct _WedgePiece {
  /// Each `v[i] ≥ v[j]` as `A·x + C·y ≥ 0` in `x = v[0]`, `y = v[1]`
  /// (`v[2] = -x - y`), `C` never 0.
  internal let halfPlanes: [(a: Int, c: Int)]

  internal init(_ pairs: [(Int, Int)]) {
    // (x, y) coefficients of each component.
    let coefficients = [(1, 0), (0, 1), (-1, -1)]
    halfPlanes = pairs.map { i, j in
      (coefficients[i].0 - coefficients[j].0, coefficients[i].1 - coefficients[j].1)
    }
  }

  /// The columns x (relative to `apex`) whose part of `region` meets the
  /// piece, found from the real bounds on 2y: a column between them has
  /// a run of at least one hex but for a few at each end.
  internal func columns(of region: HexRegion, around apex: Hex) -> ClosedRange<Int>? {
    guard !region.isEmpty else { return nil }
    let (yLow, yHigh) = (region.minR - apex.r, region.maxR - apex.r)
    let (zLow, zHigh) = (region.minS - apex.s, region.maxS - apex.s)
    // Doubled, so that every slope is an integer: 2y ≥ / ≤ slope·x + offset.
    var lower: [_LinearBound] = [(0, 2 * yLow), (-2, -2 * zHigh)]
    var upper: [_LinearBound] = [(0, 2 * yHigh), (-2, -2 * zLow)]
    for (a, c) in halfPlanes {
      // c·y ≥ -a·x.
      if c > 0 { lower.append((-2 * a / c, 0)) } else { upper.append((2 * a / -c, 0)) }
    }
    return _feasibleRange(
      lower: lower, upper: upper, within: (region.minQ - apex.q)...(region.maxQ - apex.q))
  }

  /// The run of y in `low...high` in column x that the piece keeps, or
  /// `nil`.
  internal func run(x: Int, within low: Int, _ high: Int) -> ClosedRange<Int>? {
    var low = low, high = high
    for (a, c) in halfPlanes {
      if c > 0 {
        low = Swift.max(low, _ceilingDivision(-a * x, c))
      } else {
        high = Swift.min(high, _floorDivision(a * x, -c))
      }
    }
    return low <= high ? low...high : nil
  }
}

/// The convex pieces whose union is the wedge of `direction` widened by
/// `spread` directions each side (see ``_WedgePiece``).
internal func _wedgePieces(_ direction: HexDirection, _ spread: Int) -> [_WedgePiece] {
  let v = direction.vector
  let components = [v.q, v.r, v.s]
  let a = components.firstIndex(of: 1) ?? 0, b = components.firstIndex(of: 0) ?? 1,
    c = components.firstIndex(of: -1) ?? 2
  switch spread {
  case 0: return [_WedgePiece([(a, b), (b, c)])]
  case 1: return [_WedgePiece([(a, c)])]
  case 2: return [_WedgePiece([(b, c)]), _WedgePiece([(a, b)])]
  default: return [_WedgePiece([])]
  }
}
