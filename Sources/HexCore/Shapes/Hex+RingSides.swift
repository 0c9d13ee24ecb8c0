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
