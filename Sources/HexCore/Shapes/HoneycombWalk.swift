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
  ///   walk.
  /// - Returns: A collection of `max(count, 0)` hexes.
  /// - Precondition: The walk stays in ``Hex/coordinateRange``:
  ///   `count <= 3 * 2³⁰ * (2³⁰ + 1) + 1`.
  ///
  /// - Complexity: O(1). Accessing an element is O(1).
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

  @inlinable
  internal init(center: Hex, count: Int) {
    precondition(
      count <= _hexagonCount(Hex.coordinateRange.upperBound),
      "honeycomb walk of \(count) cells leaves Hex.coordinateRange")
    self.center = center
    self._count = Swift.max(count, 0)
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

    @inlinable
    internal init(_ walk: HoneycombWalk) {
      current = walk.center
      remaining = walk._count
    }

    /// Returns the next cell of the walk, or `nil` after the last one.
    @inlinable
    public mutating func next() -> Hex? {
      guard remaining > 0 else { return nil }
      remaining -= 1
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
