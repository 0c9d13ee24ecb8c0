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
    // A ring that cannot meet the range has no hexes in it; otherwise
    // every value below stays within a few times 2³⁰.
    let m = Swift.max(center.q.magnitude, center.r.magnitude, (0 &- center.q &- center.r).magnitude)
    guard radius >= 1, m <= UInt(_coordinateBound + radius) else {
      spans = Array(repeating: (0, 0), count: 6)
      return
    }
    let b = _coordinateBound
    for side in 0..<6 {
      let corner = center + HexDirection(_unchecked: _mod6(start + side)).vector * radius
      let d = HexDirection(_unchecked: _mod6(start + side + 2)).vector
      var lo = 0, hi = radius
      for (c, dc) in [(corner.q, d.q), (corner.r, d.r), (corner.s, d.s)] {
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
