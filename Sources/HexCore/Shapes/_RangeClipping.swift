// Walks and shapes near the edge of Hex.coordinateRange keep only the hexes
// in range (see "Near the edge of the range" in
// CoordinatesAndConventions.md). A ring's side is a straight run of hexes,
// along which each cube component changes by -1, 0 or +1 per step, so the
// steps that stay in range form one interval. That keeps counts exact and
// elements O(1) to find.

/// Whether every hex within `radius` of `center` lies in
/// ``Hex/coordinateRange``.
@inlinable
internal func _fitsInRange(_ center: Hex, _ radius: Int) -> Bool {
  // `s` is exact when `q` and `r` are in range; otherwise one of them
  // already fails.
  let m = Swift.max(center.q.magnitude, center.r.magnitude, (0 &- center.q &- center.r).magnitude)
  return m <= UInt(_coordinateBound) && radius <= _coordinateBound - Int(m)
}

/// Whether the ring of `radius` (at least 0) around `center` can hold a
/// hex in ``Hex/coordinateRange``: every hex in range lies between
/// `m − 2³⁰` and `m + 2³⁰` from the center, where `m` is the center's
/// largest component.
@inlinable
internal func _ringMeetsRange(_ center: Hex, _ radius: Int) -> Bool {
  let m = Swift.max(center.q.magnitude, center.r.magnitude, (0 &- center.q &- center.r).magnitude)
  let b = UInt(_coordinateBound), k = UInt(radius)
  return m <= b + k && k <= m + b
}

/// The in-range part of the ring of `radius` (at least 1) around `center`,
/// starting in direction `start`: for each of its six sides, the steps
/// `lo..<hi` that lie in range.
@usableFromInline
internal struct _RingClip: Sendable {
  @usableFromInline internal let center: Hex
  @usableFromInline internal let radius: Int
  @usableFromInline internal let start: Int
  @usableFromInline internal var spans: [(lo: Int, hi: Int)] = []
  @usableFromInline internal var count = 0

  @usableFromInline
  internal init(center: Hex, radius: Int, start: Int) {
    self.center = center
    self.radius = radius
    self.start = start
    // A ring that cannot meet the range has no hexes in it. Otherwise the
    // center's components (at most 2³²) and `radius` (at most 2³² + 2³⁰)
    // keep every value below far inside `Int`.
    let b = _coordinateBound
    guard radius >= 1, _ringMeetsRange(center, radius) else {
      spans = Array(repeating: (0, 0), count: 6)
      return
    }
    for side in 0..<6 {
      // The side's first hex, in `Int`: it may lie beyond `Int32` (a
      // saturated `Hex` would put the side one step off).
      let v = HexDirection(_unchecked: _mod6(start + side)).vector
      let cq = center.q + v.q * radius, cr = center.r + v.r * radius
      let d = HexDirection(_unchecked: _mod6(start + side + 2)).vector
      var lo = 0, hi = radius
      for (c, dc) in [(cq, d.q), (cr, d.r), (0 - cq - cr, d.s)] {
        switch dc {
        case 0: if c < -b || c > b { hi = lo }
        case 1: (lo, hi) = (Swift.max(lo, -b - c), Swift.min(hi, b - c + 1))
        default: (lo, hi) = (Swift.max(lo, c - b), Swift.min(hi, c + b + 1))
        }
      }
      if hi < lo { hi = lo }
      spans.append((lo, hi))
      count += hi - lo
    }
  }

  /// The number of in-range hexes among the ring's positions `0..<x`.
  @usableFromInline
  internal func inRange(before x: Int) -> Int {
    var total = 0
    for side in 0..<6 {
      let base = side * radius
      let (lo, hi) = spans[side]
      total += Swift.max(0, Swift.min(hi, x - base) - lo)
    }
    return total
  }

  /// The ring position of the in-range hex number `i`.
  @usableFromInline
  internal func position(ofInRange i: Int) -> Int {
    var i = i
    for side in 0..<6 {
      let (lo, hi) = spans[side]
      if i < hi - lo { return side * radius + lo + i }
      i -= hi - lo
    }
    return 6 * radius  // unreachable for i < count
  }

  /// The number of in-range hexes among the `length` ring positions from
  /// `first` on, around the ring.
  @usableFromInline
  internal func inRange(from first: Int, length: Int) -> Int {
    let n = 6 * radius, end = first + length
    if end <= n { return inRange(before: end) - inRange(before: first) }
    return count - inRange(before: first) + inRange(before: end - n)
  }

  /// The ring position of the in-range hex number `i`, counting around the
  /// ring from position `first`.
  @usableFromInline
  internal func position(ofInRange i: Int, from first: Int) -> Int {
    let before = inRange(before: first), tail = count - before
    return position(ofInRange: i < tail ? before + i : i - tail)
  }
}

/// The number of hexes of the hexagon of `radius` around `center` that lie
/// in range; 0 for a negative radius.
@usableFromInline
internal func _inRangeHexagonCount(_ center: Hex, _ radius: Int) -> Int {
  radius < 0 ? 0 : center.hexagon(radius: radius).count
}

/// The smallest `k` in `0...radius` whose hexagon around `center` holds more
/// than `index` in-range hexes.
@usableFromInline
internal func _ringHolding(inRangeIndex index: Int, center: Hex, radius: Int) -> Int {
  var lo = 0, hi = radius
  while lo < hi {
    let mid = lo + (hi - lo) / 2
    if _inRangeHexagonCount(center, mid) > index { hi = mid } else { lo = mid + 1 }
  }
  return lo
}

/// The number of cells of the offset rectangle `outer × inner` whose hexes
/// lie in range, where `outer` is the dimension that shifts the other by
/// half a cell (the columns of a `q` kind, the rows of an `r` kind) and
/// `even` tells the even kinds from the odd ones; `outer` must lie in
/// ``Hex/coordinateRange``.
///
/// Write `outer = 2t + p`. The inner coordinate `i` is in range when
/// `g - B + max(0, -outer) <= i <= g + B - max(0, outer)`, with
/// `g = t + (even ? p : 0)` (the half-cell shift) and `B = 2³⁰`: bounds of
/// slope ±1 in `t` on either side of `outer = 0`. So the count is a sum of
/// clamped linear functions of `t`, added up piece by piece in O(1).
@usableFromInline
internal func _inRangeOffsetCount(outer: Range<Int>, inner: Range<Int>, even: Bool) -> Int {
  guard !outer.isEmpty, !inner.isEmpty else { return 0 }
  let b = _coordinateBound
  let i0 = inner.lowerBound, i1 = inner.upperBound - 1
  var total = 0
  for p in 0...1 {
    // The t with outer.lowerBound <= 2t + p < outer.upperBound.
    let tLow = _ceilDiv(outer.lowerBound - p, 2), tHigh = _floorDiv(outer.upperBound - 1 - p, 2)
    guard tLow <= tHigh else { continue }
    let e = even ? p : 0
    // outer >= 0 from t >= 0 (p is 0 or 1); below, outer < 0.
    if tLow <= -1 {
      // a(t) = -t + e - B - p, b(t) = t + e + B.
      total += _clampedLengthSum(
        tLow, Swift.min(tHigh, -1), a: (-1, e - b - p), b: (1, e + b), low: i0, high: i1)
    }
    if tHigh >= 0 {
      // a(t) = t + e - B, b(t) = -t + e + B - p.
      total += _clampedLengthSum(
        Swift.max(tLow, 0), tHigh, a: (1, e - b), b: (-1, e + b - p), low: i0, high: i1)
    }
  }
  return total
}

/// The sum over `t` in `t0...t1` of the number of integers in
/// `max(a(t), low)...min(b(t), high)`, for linear `a` and `b` of slope ±1.
@usableFromInline
internal func _clampedLengthSum(
  _ t0: Int, _ t1: Int, a: (slope: Int, offset: Int), b: (slope: Int, offset: Int), low: Int, high: Int
) -> Int {
  guard t0 <= t1 else { return 0 }
  // Where a crosses `low` and b crosses `high` (integers: slopes are ±1),
  // the clamps switch; between those points the length is linear.
  var cuts = [t0, t1 + 1]
  for t in [(low - a.offset) * a.slope, (high - b.offset) * b.slope] where t > t0 && t <= t1 {
    cuts.append(t)
  }
  cuts.sort()
  var total = 0
  for k in 0..<(cuts.count - 1) where cuts[k] < cuts[k + 1] {
    let u0 = cuts[k], u1 = cuts[k + 1] - 1
    // The length at u0 and its slope on this piece, from two evaluations.
    func length(_ t: Int) -> Int {
      Swift.min(b.slope * t + b.offset, high) - Swift.max(a.slope * t + a.offset, low) + 1
    }
    let l0 = length(u0)
    let slope = u1 > u0 ? length(u0 + 1) - l0 : 0
    total += _positiveSum(first: l0, slope: slope, count: u1 - u0 + 1)
  }
  return total
}

/// The sum of `max(0, first + slope·j)` for `j` in `0..<count`.
@usableFromInline
internal func _positiveSum(first: Int, slope: Int, count: Int) -> Int {
  // The positive terms form one run: a prefix, a suffix, all or none.
  var j0 = 0, j1 = count - 1
  if slope == 0 {
    if first <= 0 { return 0 }
  } else if slope > 0 {
    // first + slope·j > 0 from j > -first / slope.
    if first <= 0 { j0 = Swift.max(j0, _floorDiv(-first, slope) + 1) }
  } else {
    // first + slope·j > 0 up to j < first / -slope.
    j1 = Swift.min(j1, _ceilDiv(first, -slope) - 1)
  }
  guard j0 <= j1 else { return 0 }
  let n = j1 - j0 + 1
  let firstTerm = first + slope * j0, lastTerm = first + slope * j1
  // n ≤ 2³¹ and the terms below 2³²: the product fits.
  return (firstTerm + lastTerm) * n / 2
}

/// `a / b` rounded down, for `b > 0`.
@usableFromInline
internal func _floorDiv(_ a: Int, _ b: Int) -> Int {
  let q = a / b
  return (a % b != 0 && a < 0) ? q - 1 : q
}

/// `a / b` rounded up, for `b > 0`.
@usableFromInline
internal func _ceilDiv(_ a: Int, _ b: Int) -> Int {
  -_floorDiv(-a, b)
}
