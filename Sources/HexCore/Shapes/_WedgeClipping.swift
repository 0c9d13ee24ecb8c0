// Wedges near the edge of Hex.coordinateRange keep only the hexes in range,
// and must cost what they return, not what their radius spans: a wedge from
// a corner of the range pointing outward holds its apex alone, however
// large the radius. Each wedge is cut by linear inequalities (the range's
// six edges, the radius and the wedge's own sides) in two integer
// variables: a bound on one variable that is linear in the other. The
// values of the other variable for which some value of the first remains
// form one interval, found up front from every pair of a lower and an
// upper bound, and then each of its values costs O(1) plus the hexes it
// holds.

/// `⌊a / b⌋` for `b > 0`.
@inlinable
internal func _floorDivision(_ a: Int, _ b: Int) -> Int {
  let q = a / b
  return a % b < 0 ? q - 1 : q
}

/// `⌈a / b⌉` for `b > 0`.
@inlinable
internal func _ceilingDivision(_ a: Int, _ b: Int) -> Int {
  let q = a / b
  return a % b > 0 ? q + 1 : q
}

/// A bound `slope · t + offset` on one variable, linear in the other, `t`.
@usableFromInline
internal typealias _LinearBound = (slope: Int, offset: Int)

/// The values of `t` in `range` for which every lower bound is at most
/// every upper bound (each evaluated at `t`), or `nil` when there are none.
///
/// Each pair gives `(l.slope − u.slope) · t ≤ u.offset − l.offset`, a
/// half-line or everything or nothing; they meet in one interval. Slopes
/// and offsets must stay far inside `Int` (a few times 2³³ here).
@usableFromInline
internal func _feasibleRange(
  lower: [_LinearBound], upper: [_LinearBound], within range: ClosedRange<Int>
) -> ClosedRange<Int>? {
  var low = range.lowerBound, high = range.upperBound
  for l in lower {
    for u in upper {
      let m = l.slope - u.slope, t = u.offset - l.offset
      if m == 0 {
        if t < 0 { return nil }
      } else if m > 0 {
        high = Swift.min(high, _floorDivision(t, m))
      } else {
        low = Swift.max(low, _ceilingDivision(-t, -m))
      }
    }
  }
  return low <= high ? low...high : nil
}
