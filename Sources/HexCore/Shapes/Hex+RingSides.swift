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
  ///     The side is built whole, so a radius above 2²⁰ gives an empty
  ///     array rather than allocate gigabytes (a side of radius 2³⁰ around
  ///     the origin would hold 2³⁰ + 1 hexes); the lazy
  ///     ``ring(radius:startingAt:)`` walks larger rings.
  ///   - diagonal: The diagonal the side faces.
  /// - Returns: `radius + 1` hexes, consecutive ones neighbors, or fewer
  ///   near the edge of ``Hex/coordinateRange`` (only hexes in range are
  ///   kept, in order); empty for a negative radius, a radius above 2²⁰ or
  ///   a hex outside the range.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes returned.
  public func ringSide(radius: Int, facing diagonal: HexDiagonal) -> [Hex] {
    guard radius >= 0, radius <= 1 << 20, isInCoordinateRange else { return [] }
    let side = _RingSide(apex: self, diagonal: diagonal)
    guard let steps = side.inRangeSteps(radius: radius) else { return [] }
    return steps.map { side.hex(radius: radius, step: $0) }
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
  ///     Radii above ``maximumFieldOfViewRadius`` (1024) count as that, as
  ///     for ``wedge(in:spread:radius:)``: the array is built whole.
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
  ///   - radii: The radii of the rings. Negative radii are skipped, and
  ///     radii above 2³⁰ (beyond which ``spiral(radius:startingAt:)`` stops)
  ///     add nothing. To pass a range that may be empty, use
  ///     ``spiral(radii:startingAt:)-(Range<Int>,_)``: `1...0` traps where
  ///     it is written, before any call.
  ///   - start: The direction of the first hex of every ring.
  /// - Returns: A collection of the rings' `3·R(R+1) - 3·r(r-1)` hexes (for
  ///   `radii` `r...R`, `r ≥ 1`; one more when `r` is 0); fewer near the edge
  ///   of ``Hex/coordinateRange``, where only hexes in range are kept and
  ///   `count` stays exact.
  ///
  /// - Complexity: O(1). Accessing an element is as in ``HexSpiral``.
  @inlinable
  public func spiral(
    radii: ClosedRange<Int>, startingAt start: HexDirection = .flatBottomRight
  ) -> Slice<HexSpiral> {
    let spiral = HexSpiral(center: self, radius: radii.upperBound, start: start)
    guard spiral.radius >= 0, radii.lowerBound > 0 else { return spiral[...] }
    // Rings beyond the spiral's (clamped) radius hold nothing.
    let lower = Swift.min(radii.lowerBound, spiral.radius + 1)
    let first = spiral._isClipped ? _inRangeHexagonCount(self, lower - 1) : _hexagonCount(lower - 1)
    return spiral[first...]
  }

  /// Returns the rings of the radii in a half-open range around this hex,
  /// inner first; an empty range gives no hexes.
  ///
  /// The rings of ``spiral(radii:startingAt:)-(ClosedRange<Int>,_)`` for
  /// `radii.lowerBound ... radii.upperBound - 1`, for a range that may be
  /// empty: a slider from 1 to `n` asks for `1..<(n + 1)`, and `n = 0`
  /// gives `1..<1`, no rings.
  ///
  ///     Hex.zero.spiral(radii: 1..<3).count  // 18, as for 1...2
  ///     Hex.zero.spiral(radii: 1..<1).isEmpty  // true
  ///
  /// - Parameters:
  ///   - radii: The radii of the rings, upper bound excluded. Negative
  ///     radii are skipped, and radii above 2³⁰ add nothing.
  ///   - start: The direction of the first hex of every ring.
  /// - Returns: A collection of the rings' hexes; empty for an empty range.
  ///
  /// - Complexity: O(1). Accessing an element is as in ``HexSpiral``.
  @inlinable
  public func spiral(
    radii: Range<Int>, startingAt start: HexDirection = .flatBottomRight
  ) -> Slice<HexSpiral> {
    guard !radii.isEmpty else { return HexSpiral(center: self, radius: -1, start: start)[...] }
    return spiral(radii: radii.lowerBound...(radii.upperBound - 1), startingAt: start)
  }
}

/// The sides of the rings around `apex` facing one diagonal: side `k` runs
/// from `apex + k·d` (`d` the direction of the diagonal's index) in steps of
/// `e` (the direction two further on), `k + 1` hexes, in cube components.
internal struct _RingSide {
  internal let apex: (q: Int, r: Int, s: Int)
  internal let d: (q: Int, r: Int, s: Int)
  internal let e: (q: Int, r: Int, s: Int)

  internal init(apex: Hex, diagonal: HexDiagonal) {
    let d = HexDirection(_unchecked: diagonal.index).vector
    let e = HexDirection(_unchecked: (diagonal.index + 2) % 6).vector
    self.apex = (apex.q, apex.r, apex.s)
    self.d = (d.q, d.r, d.s)
    self.e = (e.q, e.r, e.s)
  }

  /// The three components: apex, move per radius, move per step.
  private var components: [(c: Int, d: Int, e: Int)] {
    [(apex.q, d.q, e.q), (apex.r, d.r, e.r), (apex.s, d.s, e.s)]
  }

  /// Hex `step` of side `radius`, which must lie in range.
  internal func hex(radius k: Int, step i: Int) -> Hex {
    Hex(q: apex.q + d.q * k + e.q * i, r: apex.r + d.r * k + e.r * i)
  }

  /// The steps of side `k` (at most 2³¹) whose hexes lie in range, or
  /// `nil` when none do: each component changes by -1, 0 or +1 per step,
  /// so they form one interval.
  internal func inRangeSteps(radius k: Int) -> ClosedRange<Int>? {
    let b = _coordinateBound
    var low = 0, high = k
    for (c0, dc, ec) in components {
      let c = c0 + dc * k
      switch ec {
      case 0: if c < -b || c > b { return nil }
      case 1: (low, high) = (Swift.max(low, -b - c), Swift.min(high, b - c))
      default: (low, high) = (Swift.max(low, c - b), Swift.min(high, c + b))
      }
    }
    return low <= high ? low...high : nil
  }

  /// The radii in `1...radius` whose sides hold a hex in range, or `nil`.
  ///
  /// The bounds of ``inRangeSteps(radius:)`` are linear in `k`; a side is
  /// not empty exactly when each lower bound is at most each upper bound.
  internal func inRangeRadii(upTo radius: Int) -> ClosedRange<Int>? {
    guard radius >= 1 else { return nil }
    let b = _coordinateBound
    // Steps: 0 ≤ i ≤ k, and per component with a step of ±1 a lower and
    // an upper bound; components the steps leave alone bound k directly.
    var lower: [_LinearBound] = [(0, 0)], upper: [_LinearBound] = [(1, 0)]
    var radii: ClosedRange<Int>? = 1...radius
    for (c0, dc, ec) in components {
      switch ec {
      case 0:
        // -b ≤ c0 + dc·k ≤ b.
        radii = radii.flatMap { _feasibleRange(lower: [(dc, c0)], upper: [(0, b)], within: $0) }
        radii = radii.flatMap { _feasibleRange(lower: [(0, -b)], upper: [(dc, c0)], within: $0) }
      case 1:
        lower.append((-dc, -b - c0))
        upper.append((-dc, b - c0))
      default:
        lower.append((dc, c0 - b))
        upper.append((dc, c0 + b))
      }
    }
    return radii.flatMap { _feasibleRange(lower: lower, upper: upper, within: $0) }
  }
}
