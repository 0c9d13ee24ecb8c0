extension Hex {
  /// Returns the hexes exactly `radius` steps from this hex.
  ///
  /// The ring starts `radius` steps from this hex in direction `start` and
  /// walks clockwise (on a y-down screen), so consecutive elements — and
  /// the last and the first — are neighbors.
  ///
  ///     let ring = Hex.zero.ring(radius: 1)
  ///     // ring.count == 6; Array(ring) == Array(Hex.zero.neighbors)
  ///
  /// - Parameters:
  ///   - radius: The distance from this hex. A negative radius gives an empty
  ///     ring; radius 0 gives this hex alone.
  ///   - start: The direction of the first element. The default is
  ///     ``HexDirection/flatBottomRight`` (also ``HexDirection/pointyRight``).
  /// - Returns: A collection of `6 * radius` hexes, or just this hex if
  ///   `radius == 0`. Near the edge of ``Hex/coordinateRange`` only the
  ///   hexes in range are kept, in the same order; `count` stays exact. Any
  ///   radius is taken: one that reaches past every hex in range (above
  ///   2³⁰ around the origin, above 2³¹ around any hex in range) gives an
  ///   empty ring.
  ///
  /// - Complexity: O(1). Accessing an element is O(1).
  @inlinable
  public func ring(
    radius: Int, startingAt start: HexDirection = .flatBottomRight
  ) -> HexRing {
    HexRing(center: self, radius: radius, start: start)
  }
}

/// The hexes at one distance from a center, computed on demand.
///
/// Create one with ``Hex/ring(radius:startingAt:)``.
public struct HexRing: RandomAccessCollection, Hashable, Sendable {
  /// The center of the ring.
  public let center: Hex
  /// The distance of every element from ``center``; negative for an empty
  /// ring.
  public let radius: Int
  /// The direction, seen from ``center``, of the first element.
  public let start: HexDirection
  /// Whether the ring reaches beyond ``Hex/coordinateRange`` (or lies
  /// outside it), so that only its hexes in range are kept.
  @usableFromInline
  internal let _isClipped: Bool
  /// The number of elements.
  @usableFromInline
  internal let _count: Int

  @inlinable
  internal init(center: Hex, radius: Int, start: HexDirection) {
    self.center = center
    self.radius = radius
    self.start = start
    if radius < 0 || _fitsInRange(center, radius) {
      _isClipped = false
      _count = radius > 0 ? 6 * radius : (radius == 0 ? 1 : 0)
    } else if !_ringMeetsRange(center, radius) {
      // Empty, as an unclipped ring of no elements: a ring around a known
      // center stays on the unclipped path when compiled.
      _isClipped = false
      _count = 0
    } else {
      _isClipped = true
      _count =
        radius == 0
        ? 0 : _RingClip(center: center, radius: radius, start: start.index).count
    }
  }

  /// The position of the first element, 0.
  @inlinable
  public var startIndex: Int { 0 }

  /// The number of elements: `6 * radius`, 1 for radius 0, 0 below; fewer
  /// where the ring leaves ``Hex/coordinateRange``.
  @inlinable
  public var endIndex: Int { _count }

  /// The hex at position `index` around the ring.
  ///
  /// - Precondition: `0 <= index < count`.
  @inlinable
  public subscript(index: Int) -> Hex {
    precondition(index >= 0 && index < _count, "HexRing index out of range")
    if radius == 0 { return center }
    if _isClipped {
      return _hex(
        atRingPosition: _RingClip(center: center, radius: radius, start: start.index).position(ofInRange: index))
    }
    return _hex(atRingPosition: index)
  }

  /// The hex at position `index` of the whole ring, in range or not.
  @inlinable
  internal func _hex(atRingPosition index: Int) -> Hex {
    let side = index / radius, step = index - side * radius
    let d = start.index + side
    // Modulo 2³² (Int32 storage): exact for every hex in range, even when
    // the offset from the center does not fit.
    let a = HexDirection(_unchecked: _mod6(d)).vector, b = HexDirection(_unchecked: _mod6(d + 2)).vector
    return center &+ Hex(_truncatingQ: a.q &* radius &+ b.q &* step, r: a.r &* radius &+ b.r &* step)
  }

  /// Returns an iterator that walks the ring step by step.
  @inlinable
  public func makeIterator() -> Iterator {
    Iterator(ring: self)
  }

  /// An iterator that moves from each element to the next by one step.
  public struct Iterator: IteratorProtocol, Sendable {
    @usableFromInline internal var walker: _RingWalker
    @usableFromInline internal var remaining: Int
    /// For a clipped ring: the ring and the position of the next element.
    @usableFromInline internal let clipped: HexRing?
    @usableFromInline internal var position = 0

    @inlinable
    internal init(ring: HexRing) {
      walker = _RingWalker(center: ring.center, radius: ring._isClipped ? 0 : ring.radius, start: ring.start.index)
      remaining = ring.endIndex
      clipped = ring._isClipped ? ring : nil
    }

    /// Returns the next hex of the ring, or `nil` after the last one.
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

/// Walks rings outward from a center: the ring of `radius`, then the rings
/// beyond it.
///
/// Each call to `next()` returns the current hex and steps on.
///
/// Within ring k ≥ 1, side `i` (of six) starts at the corner
/// `center + k · dir(start + i)` and walks `k` steps in `dir(start + i + 2)`.
@usableFromInline
internal struct _RingWalker: Sendable {
  @usableFromInline internal let center: Hex
  @usableFromInline internal let start: Int
  @usableFromInline internal var radius: Int
  @usableFromInline internal var current: Hex
  @usableFromInline internal var side: Int
  @usableFromInline internal var step: Int
  @usableFromInline internal var dq: Int
  @usableFromInline internal var dr: Int

  @inlinable
  internal init(center: Hex, radius: Int, start: Int) {
    self.center = center
    self.start = start
    self.radius = Swift.max(radius, 0)
    self.current = center
    self.side = 0
    self.step = 0
    self.dq = 0
    self.dr = 0
    beginRing()
  }

  @inlinable
  internal mutating func beginRing() {
    let corner = HexDirection(_unchecked: start).vector
    current = center &+ Hex(_truncatingQ: corner.q &* radius, r: corner.r &* radius)  // modulo 2³²
    side = 0
    step = 0
    setSide()
  }

  @inlinable
  internal mutating func setSide() {
    let d = _mod6(start + side + 2)
    dq = _directionQ(d)
    dr = _directionQ(d + 4)
  }

  /// Returns the current hex and moves on, to the next ring after the last
  /// hex of this one.
  @inlinable
  internal mutating func next() -> Hex {
    let result = current
    if radius == 0 {
      radius = 1
      beginRing()
      return result
    }
    // Modulo 2³², in the stored Int32 components: exact while the ring
    // stays in Hex.coordinateRange.
    current = Hex(_q: current._q &+ Int32(truncatingIfNeeded: dq), _r: current._r &+ Int32(truncatingIfNeeded: dr))
    step &+= 1
    if step == radius {
      step = 0
      side += 1
      if side == 6 {
        radius += 1
        beginRing()
      } else {
        setSide()
      }
    }
    return result
  }
}
