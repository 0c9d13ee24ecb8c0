/// The hexes whose cube coordinates lie within three closed ranges.
///
/// Filled hexagons, their intersections, parallelograms and triangles are
/// all regions: a hexagon of radius `n` around `c` is
/// `q ∈ c.q-n...c.q+n`, `r ∈ c.r-n...c.r+n`, `s ∈ c.s-n...c.s+n`, and the
/// intersection of two regions is a region (Red Blob Games, "Range" and
/// "Intersecting ranges"). A region is a lazy collection: it stores six
/// integers and computes its elements, ordered by `q`, then `r`.
///
///     let area = Hex.zero.hexagon(radius: 2)
///     // area.count == 19; area.contains(Hex(q: 2, r: -1)) == true
///
/// The bounds are tightened on creation so that every `q` in the `q` range
/// has at least one hex, and intersected with ``Hex/coordinateRange``: a
/// region reaching beyond it holds only its hexes inside, and one wholly
/// outside is empty.
public struct HexRegion: Collection, Hashable, Sendable {
  /// The smallest `q` of any hex in the region.
  public let minQ: Int
  /// The largest `q` of any hex in the region.
  public let maxQ: Int
  /// The smallest `r` of any hex in the region.
  public let minR: Int
  /// The largest `r` of any hex in the region.
  public let maxR: Int
  /// The smallest `s` of any hex in the region.
  public let minS: Int
  /// The largest `s` of any hex in the region.
  public let maxS: Int

  /// Creates the region of the hexes with `q`, `r` and `s` in the given
  /// ranges.
  ///
  ///     HexRegion(q: 0...2, r: 0...2, s: -2...0)  // a triangle of 6 hexes
  ///
  /// - Parameters:
  ///   - q: The allowed `q` values.
  ///   - r: The allowed `r` values.
  ///   - s: The allowed `s` values.
  public init(q: ClosedRange<Int>, r: ClosedRange<Int>, s: ClosedRange<Int>) {
    let c = Hex.coordinateRange
    // Intersect with the coordinate range: a range wholly outside it leaves
    // nothing (clamping would keep its nearest edge).
    guard q.overlaps(c), r.overlaps(c), s.overlaps(c) else {
      (minQ, maxQ, minR, maxR, minS, maxS) = (0, -1, 0, -1, 0, -1)
      return
    }
    let q = q.clamped(to: c), r = r.clamped(to: c), s = s.clamped(to: c)
    let qLo = Swift.max(q.lowerBound, -r.upperBound - s.upperBound)
    let qHi = Swift.min(q.upperBound, -r.lowerBound - s.lowerBound)
    let rLo = Swift.max(r.lowerBound, -q.upperBound - s.upperBound)
    let rHi = Swift.min(r.upperBound, -q.lowerBound - s.lowerBound)
    let sLo = Swift.max(s.lowerBound, -q.upperBound - r.upperBound)
    let sHi = Swift.min(s.upperBound, -q.lowerBound - r.lowerBound)
    if qLo > qHi || rLo > rHi || sLo > sHi {
      (minQ, maxQ, minR, maxR, minS, maxS) = (0, -1, 0, -1, 0, -1)
    } else {
      (minQ, maxQ, minR, maxR, minS, maxS) = (qLo, qHi, rLo, rHi, sLo, sHi)
    }
  }

  /// The empty region.
  public static let empty = HexRegion(q: 0...0, r: 0...0, s: 1...1)

  /// Returns the parallelogram of the hexes with `q` and `r` in the given
  /// ranges.
  ///
  /// - Parameters:
  ///   - q: The allowed `q` values.
  ///   - r: The allowed `r` values.
  /// - Returns: A region of `q.count * r.count` hexes.
  public static func parallelogram(q: ClosedRange<Int>, r: ClosedRange<Int>) -> HexRegion {
    let c = Hex.coordinateRange
    guard q.overlaps(c), r.overlaps(c) else { return .empty }
    let q = q.clamped(to: c), r = r.clamped(to: c)
    return HexRegion(
      q: q, r: r, s: (-q.upperBound - r.upperBound)...(-q.lowerBound - r.lowerBound))
  }

  /// Returns the triangle with corners `(0, 0)`, `(size, 0)` and
  /// `(0, size)`: the hexes with `q ≥ 0`, `r ≥ 0` and `q + r ≤ size`.
  ///
  /// - Parameter size: The number of steps along each side. Negative gives
  ///   an empty region.
  /// - Returns: A region of `(size + 1) * (size + 2) / 2` hexes.
  public static func triangle(size: Int) -> HexRegion {
    guard size >= 0 else { return .empty }
    return HexRegion(q: 0...size, r: 0...size, s: -size...0)
  }

  /// Returns the triangle with corners `(size, 0)`, `(0, size)` and
  /// `(size, size)`: the hexes with `q ≤ size`, `r ≤ size` and
  /// `q + r ≥ size`.
  ///
  /// It points the opposite way to ``triangle(size:)``.
  ///
  /// - Parameter size: The number of steps along each side. Negative gives
  ///   an empty region.
  /// - Returns: A region of `(size + 1) * (size + 2) / 2` hexes.
  public static func invertedTriangle(size: Int) -> HexRegion {
    guard size >= 0 else { return .empty }
    let size = Swift.min(size, 1 << 31)  // beyond the range anyway; keeps -2·size exact
    return HexRegion(q: 0...size, r: 0...size, s: (-2 * size)...(-size))
  }

  /// Returns the hexes that lie in both this region and `other`.
  ///
  /// - Parameter other: Another region.
  public func intersection(_ other: HexRegion) -> HexRegion {
    if isEmpty || other.isEmpty { return .empty }
    let qLo = Swift.max(minQ, other.minQ), qHi = Swift.min(maxQ, other.maxQ)
    let rLo = Swift.max(minR, other.minR), rHi = Swift.min(maxR, other.maxR)
    let sLo = Swift.max(minS, other.minS), sHi = Swift.min(maxS, other.maxS)
    guard qLo <= qHi, rLo <= rHi, sLo <= sHi else { return .empty }
    return HexRegion(q: qLo...qHi, r: rLo...rHi, s: sLo...sHi)
  }

  /// Returns a Boolean value indicating whether the region contains `hex`.
  ///
  /// - Parameter hex: The hex to look for.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func contains(_ hex: Hex) -> Bool {
    let s = hex.s
    return hex.q >= minQ && hex.q <= maxQ && hex.r >= minR && hex.r <= maxR
      && s >= minS && s <= maxS
  }

  /// A Boolean value indicating whether the region has no hexes.
  @inlinable
  public var isEmpty: Bool { minQ > maxQ }

  /// The number of hexes in the region.
  ///
  /// - Complexity: O(1).
  public var count: Int {
    guard !isEmpty else { return 0 }
    // Column q holds r in max(minR, -q - maxS)...min(maxR, -q - minS); sum
    // the two piecewise-linear bounds in closed form.
    let upper = _sumOfMin(a: maxR, b: -minS, from: minQ, through: maxQ)
    let lower = _sumOfMax(a: minR, b: -maxS, from: minQ, through: maxQ)
    return upper - lower + (maxQ - minQ + 1)
  }

  /// The number of hexes in the region.
  @inlinable
  public var underestimatedCount: Int { count }

  // MARK: Indices

  /// A position in a region: the hex it names, ordered by `q`, then `r`.
  public struct Index: Comparable, Hashable, Sendable {
    /// The hex at this position.
    public let hex: Hex

    @inlinable
    internal init(_ hex: Hex) { self.hex = hex }

    /// Returns whether `lhs` comes before `rhs` (by `q`, then `r`).
    @inlinable
    public static func < (lhs: Index, rhs: Index) -> Bool {
      (lhs.hex.q, lhs.hex.r) < (rhs.hex.q, rhs.hex.r)
    }
  }

  @inlinable
  internal func _rLow(_ q: Int) -> Int { Swift.max(minR, -q - maxS) }
  @inlinable
  internal func _rHigh(_ q: Int) -> Int { Swift.min(maxR, -q - minS) }

  /// The position of the first hex: the smallest `q`, then the smallest `r`.
  @inlinable
  public var startIndex: Index {
    isEmpty ? endIndex : Index(Hex(q: minQ, r: _rLow(minQ)))
  }

  /// The position past the last hex.
  @inlinable
  public var endIndex: Index { Index(Hex(q: maxQ + 1, r: 0)) }

  /// Returns the position after `i`.
  ///
  /// - Precondition: `i` is a valid position before ``endIndex``.
  @inlinable
  public func index(after i: Index) -> Index {
    let h = i.hex
    precondition(contains(h), "HexRegion index out of range")
    if h.r < _rHigh(h.q) { return Index(Hex(q: h.q, r: h.r + 1)) }
    if h.q == maxQ { return endIndex }
    return Index(Hex(q: h.q + 1, r: _rLow(h.q + 1)))
  }

  /// The hex at `position`.
  ///
  /// - Precondition: `position` is a valid position before ``endIndex``.
  @inlinable
  public subscript(position: Index) -> Hex {
    precondition(contains(position.hex), "HexRegion index out of range")
    return position.hex
  }

  /// Returns an iterator over the region's hexes, column by column.
  @inlinable
  public func makeIterator() -> Iterator { Iterator(self) }

  /// Calls `body` on each hex of the region, in the order a `for`-`in` loop
  /// visits them: by `q`, then `r`.
  ///
  /// The same hexes as `for hex in region { … }`, run as two nested loops,
  /// one per column: the optimizer keeps a column's `q` out of the inner
  /// loop and can vectorize it, which it cannot do through an iterator.
  /// Prefer it for sums and scans over large regions.
  ///
  ///     var total = 0
  ///     Hex.zero.hexagon(radius: 1).forEach { total += $0.q * $0.q }
  ///     // total == 4: four hexes have q = ±1
  ///
  /// - Parameter body: A closure called with each hex. An error it throws
  ///   ends the walk and is rethrown.
  ///
  /// - Complexity: O(`count`).
  @inlinable
  public func forEach(_ body: (Hex) throws -> Void) rethrows {
    guard !isEmpty else { return }
    // The region lies in Hex.coordinateRange, so each bound fits in Int32
    // and no counter below overflows.
    var q = Int32(truncatingIfNeeded: minQ)
    let qLast = Int32(truncatingIfNeeded: maxQ)
    while true {
      var r = Int32(truncatingIfNeeded: _rLow(Int(q)))
      let rLast = Int32(truncatingIfNeeded: _rHigh(Int(q)))
      while r <= rLast {
        try body(Hex(_q: q, _r: r))
        r &+= 1
      }
      if q == qLast { return }
      q &+= 1
    }
  }

  /// An iterator over a region, by `q`, then `r`.
  public struct Iterator: IteratorProtocol, Sendable {
    // In Int32, as hexes store them: a region lies in Hex.coordinateRange,
    // so every value and `rEnd + 1` fit, and each hex is built unchecked.
    @usableFromInline internal let region: HexRegion
    @usableFromInline internal var q: Int32
    @usableFromInline internal var r: Int32
    @usableFromInline internal var rEnd: Int32

    @inlinable
    internal init(_ region: HexRegion) {
      self.region = region
      q = Int32(truncatingIfNeeded: region.minQ)
      let low = region._rLow(region.minQ)
      r = Int32(truncatingIfNeeded: low)
      rEnd = Int32(truncatingIfNeeded: region.isEmpty ? low - 1 : region._rHigh(region.minQ))
    }

    /// Returns the next hex, or `nil` after the last one.
    @inlinable
    public mutating func next() -> Hex? {
      if r > rEnd {
        guard Int(q) < region.maxQ else { return nil }
        q &+= 1
        r = Int32(truncatingIfNeeded: region._rLow(Int(q)))
        rEnd = Int32(truncatingIfNeeded: region._rHigh(Int(q)))
      }
      defer { r &+= 1 }
      return Hex(_q: q, _r: r)
    }
  }
}

extension Hex {
  /// Returns the filled hexagon of the hexes within `radius` of this hex.
  ///
  ///     Hex.zero.hexagon(radius: 1).count  // 7
  ///
  /// - Parameter radius: The largest distance from this hex. Negative gives
  ///   an empty region.
  /// - Returns: A region of `3 * radius * (radius + 1) + 1` hexes (for a
  ///   center and radius that keep it inside ``Hex/coordinateRange``).
  ///
  /// - Complexity: O(1).
  public func hexagon(radius: Int) -> HexRegion {
    guard radius >= 0 else { return .empty }
    let n = Swift.min(radius, 1 << 31)
    // The center's s computed without overflow: -q - r of any Int pair,
    // saturated, then every component clamped so that ± n stays exact.
    let (negQ, o1) = (0).subtractingReportingOverflow(q)
    let (sum, o2) = negQ.subtractingReportingOverflow(r)
    let s = o1 || o2 ? (q > 0 ? Int.min : Int.max) : sum
    return HexRegion(
      q: _clampedRange(q, n), r: _clampedRange(r, n), s: _clampedRange(s, n))
  }
}

/// `c - n ... c + n`, with `c` clamped to ±2³² so nothing overflows; a
/// center that far out gives a range wholly outside the coordinate range
/// in that component, so the region is empty as it should be.
private func _clampedRange(_ c: Int, _ n: Int) -> ClosedRange<Int> {
  let limit = 1 << 32
  let c = Swift.min(Swift.max(c, -limit), limit)
  return (c - n)...(c + n)
}

/// Σ_{x = lo}^{hi} min(a, b - x).
private func _sumOfMin(a: Int, b: Int, from lo: Int, through hi: Int) -> Int {
  // b - x >= a  <=>  x <= b - a.
  let split = Swift.min(hi, b - a)
  var total = 0
  if split >= lo { total += a * (split - lo + 1) }
  let first = Swift.max(lo, b - a + 1)
  if first <= hi { total += _arithmeticSum(from: b - hi, through: b - first) }
  return total
}

/// Σ_{x = lo}^{hi} max(a, b - x).
private func _sumOfMax(a: Int, b: Int, from lo: Int, through hi: Int) -> Int {
  // b - x >= a  <=>  x <= b - a.
  let split = Swift.min(hi, b - a)
  var total = 0
  if split >= lo { total += _arithmeticSum(from: b - split, through: b - lo) }
  let first = Swift.max(lo, b - a + 1)
  if first <= hi { total += a * (hi - first + 1) }
  return total
}

/// The sum of the integers from `lo` through `hi`, for `lo <= hi`.
///
/// Halves the even factor first, so no intermediate product overflows.
private func _arithmeticSum(from lo: Int, through hi: Int) -> Int {
  let n = hi - lo + 1, ends = lo + hi
  return n % 2 == 0 ? (n / 2) * ends : n * (ends / 2)
}
