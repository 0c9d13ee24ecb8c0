extension Hex {
  /// Returns this hex followed by the rings of radius 1 through `radius`
  /// around it.
  ///
  /// Each ring starts in direction `start` and runs clockwise, as
  /// ``ring(radius:startingAt:)`` does; the spiral is the standard
  /// ring-by-ring order of Red Blob Games' "Spiral rings".
  ///
  ///     Hex.zero.spiral(radius: 2).count  // 19
  ///
  /// - Parameters:
  ///   - radius: The radius of the outermost ring. Negative gives an empty
  ///     spiral; 0 gives this hex alone. Radii above 2³⁰ count as 2³⁰ (the
  ///     spiral of that radius around ``Hex/zero`` covers the whole
  ///     coordinate range).
  ///   - start: The direction of the first hex of every ring.
  /// - Returns: A collection of `3 * radius * (radius + 1) + 1` hexes.
  ///   Near the edge of ``Hex/coordinateRange`` only the hexes in range
  ///   are kept, in the same order; `count` stays exact.
  ///
  /// - Complexity: O(1). Accessing an element is O(1), or O(log *r*) for
  ///   a spiral that reaches beyond the range.
  @inlinable
  public func spiral(
    radius: Int, startingAt start: HexDirection = .flatBottomRight
  ) -> HexSpiral {
    HexSpiral(center: self, radius: radius, start: start)
  }
}

/// A center hex followed by the rings around it, computed on demand.
///
/// Create one with ``Hex/spiral(radius:startingAt:)``. Its first
/// `3k(k+1) + 1` elements are exactly the hexes within `k` of the center.
public struct HexSpiral: RandomAccessCollection, Hashable, Sendable {
  /// The first hex of the spiral.
  public let center: Hex
  /// The radius of the outermost ring, at most 2³⁰; negative for an empty
  /// spiral.
  public let radius: Int
  /// The direction, seen from ``center``, of the first hex of every ring.
  public let start: HexDirection
  /// Whether the spiral reaches beyond ``Hex/coordinateRange`` (or lies
  /// outside it), so that only its hexes in range are kept.
  @usableFromInline
  internal let _isClipped: Bool
  /// The number of hexes.
  @usableFromInline
  internal let _count: Int

  @inlinable
  internal init(center: Hex, radius: Int, start: HexDirection) {
    let radius = Swift.min(radius, Hex.coordinateRange.upperBound)
    self.center = center
    self.radius = radius
    self.start = start
    _isClipped = radius >= 0 && !_fitsInRange(center, radius)
    _count = radius < 0 ? 0 : (_isClipped ? _inRangeHexagonCount(center, radius) : _hexagonCount(radius))
  }

  /// The position of the first hex, 0.
  @inlinable
  public var startIndex: Int { 0 }
  /// The number of hexes, `3 * radius * (radius + 1) + 1`, or 0 for a
  /// negative radius; fewer where the spiral leaves
  /// ``Hex/coordinateRange``.
  @inlinable
  public var endIndex: Int { _count }

  /// The hex at position `index` of the spiral.
  ///
  /// - Precondition: `0 <= index < count`.
  @inlinable
  public subscript(index: Int) -> Hex {
    precondition(index >= 0 && index < _count, "HexSpiral index out of range")
    if _isClipped {
      let k = _ringHolding(inRangeIndex: index, center: center, radius: radius)
      return HexRing(center: center, radius: k, start: start)[index - _inRangeHexagonCount(center, k - 1)]
    }
    let (k, j) = _ringPosition(ofSpiralIndex: index)
    return HexRing(center: center, radius: k, start: start)[j]
  }

  /// Returns an iterator that walks the spiral step by step.
  @inlinable
  public func makeIterator() -> Iterator { Iterator(self) }

  /// An iterator over a spiral that moves by single steps within each ring.
  public struct Iterator: IteratorProtocol, Sendable {
    @usableFromInline internal var walker: _RingWalker
    @usableFromInline internal var remaining: Int
    /// For a clipped spiral: the spiral and the position of the next hex.
    @usableFromInline internal let clipped: HexSpiral?
    @usableFromInline internal var position = 0

    @inlinable
    internal init(_ spiral: HexSpiral) {
      walker = _RingWalker(center: spiral.center, radius: 0, start: spiral.start.index)
      remaining = spiral.endIndex
      clipped = spiral._isClipped ? spiral : nil
    }

    /// Returns the next hex of the spiral, or `nil` after the last one.
    @inlinable
    public mutating func next() -> Hex? {
      guard remaining > 0 else { return nil }
      remaining -= 1
      if let clipped {
        position += 1
        return clipped[position - 1]
      }
      return walker.next()
    }
  }
}

/// The number of hexes within `radius` of a hex: `3r(r + 1) + 1`.
@inlinable
internal func _hexagonCount(_ radius: Int) -> Int {
  3 * radius * (radius + 1) + 1
}

/// ``_hexagonCount(_:)`` for any radius: `Int.max` when it does not fit, 0
/// for a negative radius.
@inlinable
internal func _hexagonCountSaturating(_ radius: Int) -> Int {
  guard radius >= 0 else { return 0 }
  // 3r(r + 1) + 1 < 2⁶³ for r ≤ 1,753,413,055 (about √(2⁶³/3)).
  return radius < 1_753_413_056 ? _hexagonCount(radius) : .max
}

/// The ring `k` and the position `j` in it of element `index` of a spiral.
@inlinable
internal func _ringPosition(ofSpiralIndex index: Int) -> (ring: Int, position: Int) {
  if index == 0 { return (0, 0) }
  // Solve 3k(k - 1) + 1 <= index for the largest k, then fix rounding.
  var k = Int(((12.0 * Double(index) - 3).squareRoot() + 3) / 6)
  while k > 1 && _hexagonCount(k - 1) > index { k -= 1 }
  while _hexagonCount(k) <= index { k += 1 }
  return (k, index - _hexagonCount(k - 1))
}

extension Hex {
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
