extension Hex {
  /// Returns the first `count` cells of the honeycomb walk around this hex,
  /// the order in which a launcher-style honeycomb fills its cells.
  ///
  /// The walk starts here with pass `k = 0`; each pass moves, for each
  /// ``HexDirection`` in index order, `k` steps in direction 1
  /// (``HexDirection/flatBottom``) and `k + 1` steps in the others,
  /// appending every cell reached; then `k` grows by one. Each pass finishes
  /// one ring and starts the next, so consecutive cells are neighbors and the
  /// first `3R(R + 1) + 1` cells are exactly the hexes within `R`.
  ///
  ///     Array(Hex.zero.honeycombWalk(count: 3))
  ///     // [Hex(q: 0, r: 0), Hex(q: 1, r: 0), Hex(q: 0, r: 1)]
  ///
  /// - Parameter count: The number of cells. Zero or negative gives an empty
  ///   walk; more than `3 · 2³⁰ · (2³⁰ + 1) + 1`, the size of the
  ///   coordinate range (the walk of that many cells around ``Hex/zero``
  ///   covers it), count as that many.
  /// - Returns: A collection of `max(count, 0)` hexes. Near the edge of
  ///   ``Hex/coordinateRange`` only the hexes in range among the walk's
  ///   first `count` cells are kept, in the same order; the collection's
  ///   `count` stays exact (a walk around ``Hex/zero`` never leaves the
  ///   range).
  ///
  /// - Complexity: O(1). Accessing an element is O(1), or O(log *count*)
  ///   for a walk that reaches beyond the range.
  @inlinable
  public func honeycombWalk(count: Int) -> HoneycombWalk {
    HoneycombWalk(center: self, count: count)
  }
}

/// The cells of the honeycomb walk around a center, computed on demand.
///
/// Create one with ``Hex/honeycombWalk(count:)``. Ring `k ≥ 1` of the walk
/// is the clockwise ring that starts at `center + (k, 1 - k)`, the cell just
/// before the corner in direction 0.
public struct HoneycombWalk: RandomAccessCollection, Hashable, Sendable {
  /// The first cell of the walk.
  public let center: Hex
  @usableFromInline
  internal let _count: Int
  /// The number of cells of the walk, in range or not: the `count` it was
  /// made with.
  @usableFromInline
  internal let _length: Int
  /// Whether the walk reaches beyond ``Hex/coordinateRange`` (or lies
  /// outside it), so that only its cells in range are kept.
  @usableFromInline
  internal let _isClipped: Bool

  @inlinable
  internal init(center: Hex, count: Int) {
    self.center = center
    let length = Swift.min(Swift.max(count, 0), _hexagonCount(Hex.coordinateRange.upperBound))
    self._length = length
    if length == 0 {
      (_isClipped, _count) = (false, 0)
    } else {
      let (k, j) = _ringPosition(ofSpiralIndex: length - 1)
      if _fitsInRange(center, k) {
        (_isClipped, _count) = (false, length)
      } else if k == 0 {
        (_isClipped, _count) = (true, 0)
      } else {
        let inner = _inRangeHexagonCount(center, k - 1)
        let ring = _RingClip(center: center, radius: k, start: 0)
        (_isClipped, _count) = (true, inner + ring.inRange(from: _walkRingStart(k), length: j + 1))
      }
    }
  }

  /// The position of the first cell, 0.
  @inlinable
  public var startIndex: Int { 0 }
  /// The number of cells.
  @inlinable
  public var endIndex: Int { _count }

  /// The cell at position `index` of the walk.
  ///
  /// - Precondition: `0 <= index < count`.
  @inlinable
  public subscript(index: Int) -> Hex {
    precondition(index >= 0 && index < _count, "HoneycombWalk index out of range")
    if _isClipped { return _clippedHex(at: index) }
    let (k, j) = _ringPosition(ofSpiralIndex: index)
    if k == 0 { return center }
    var p = j - (k - 1)
    if p < 0 { p += 6 * k }
    return HexRing(center: center, radius: k, start: .flatBottomRight)[p]
  }

  /// Returns an iterator that follows the walk pass by pass.
  @inlinable
  public func makeIterator() -> Iterator { Iterator(self) }

  /// An iterator that moves one step along the honeycomb walk per element.
  public struct Iterator: IteratorProtocol, Sendable {
    @usableFromInline internal var current: Hex
    @usableFromInline internal var dq = 0
    @usableFromInline internal var dr = 0
    @usableFromInline internal var pass = 0
    /// The direction being walked; -1 for the zero step onto the center.
    @usableFromInline internal var direction = -1
    @usableFromInline internal var stepsLeft = 1
    @usableFromInline internal var remaining: Int

    /// For a clipped walk: the walk and the position of the next cell.
    @usableFromInline internal let clipped: HoneycombWalk?
    @usableFromInline internal var position = 0

    @inlinable
    internal init(_ walk: HoneycombWalk) {
      current = walk.center
      remaining = walk._count
      clipped = walk._isClipped ? walk : nil
    }

    /// Returns the next cell of the walk, or `nil` after the last one.
    @inlinable
    public mutating func next() -> Hex? {
      guard remaining > 0 else { return nil }
      remaining -= 1
      if let clipped {
        position += 1
        return clipped[position - 1]
      }
      if stepsLeft == 0 { turn() }
      stepsLeft -= 1
      // Modulo 2³², in the stored Int32 components: a walk stays in range.
      current = Hex(_q: current._q &+ Int32(truncatingIfNeeded: dq), _r: current._r &+ Int32(truncatingIfNeeded: dr))
      return current
    }

    /// Moves on to the next direction with steps to take: `pass` steps in
    /// direction 1, `pass + 1` in the others, and a new pass after 5.
    @inlinable
    internal mutating func turn() {
      repeat {
        direction += 1
        if direction == 6 {
          direction = 0
          pass += 1
        }
        stepsLeft = direction == 1 ? pass : pass + 1
      } while stepsLeft == 0
      dq = _directionQ(direction)
      dr = _directionQ(direction + 4)
    }
  }
}

extension HoneycombWalk {
  /// In-range cell `index` of a walk that reaches beyond the range.
  @usableFromInline
  internal func _clippedHex(at index: Int) -> Hex {
    let (last, _) = _ringPosition(ofSpiralIndex: _length - 1)
    // Rings before the last are whole: their in-range hexes are those of
    // the hexagon around the center.
    let k =
      last > 0 && index < _inRangeHexagonCount(center, last - 1)
      ? _ringHolding(inRangeIndex: index, center: center, radius: last - 1) : last
    if k == 0 { return center }
    let ring = _RingClip(center: center, radius: k, start: 0)
    let p = ring.position(ofInRange: index - _inRangeHexagonCount(center, k - 1), from: _walkRingStart(k))
    return HexRing(center: center, radius: k, start: .flatBottomRight)._hex(atRingPosition: p)
  }
}

/// The position on ring `k` (starting in direction 0) of the walk's first
/// cell of that ring: one cell past the corner, `k - 1` back from it.
@usableFromInline
internal func _walkRingStart(_ k: Int) -> Int {
  k <= 1 ? 0 : 6 * k - (k - 1)
}
