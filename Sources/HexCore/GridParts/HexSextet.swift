/// The parts of one hex that come six to a hex: its neighbors, its diagonal
/// neighbors, its edges or its vertices.
///
/// Create one with ``Hex/neighbors``, ``Hex/diagonalNeighbors``,
/// ``Hex/edges`` or ``Hex/vertices``. Its indices are the slots `0..<6`:
/// `hex.neighbors[i]` is the neighbor in ``HexDirection`` `i`,
/// `hex.diagonalNeighbors[i]` the one across ``HexDiagonal`` `i`,
/// `hex.edges[i]` edge `i` and `hex.vertices[i]` corner `i`.
///
/// Neighbors are always six. Edges and vertices that touch a hex outside
/// ``Hex/coordinateRange`` are left out, their slots skipped, so along the
/// range's edge a hex has fewer of them (see ``Hex/edges``).
///
/// A fixed-size value: reading it allocates nothing.
///
/// Its elements are ``Hex``, ``HexEdge`` or ``HexVertex``: only the
/// library makes sextets, and no other element type has one.
public struct HexSextet<Element: Hashable & Sendable>: RandomAccessCollection, Hashable, Sendable {
  /// The hex whose parts these are.
  public let hex: Hex
  /// Bit `i` is set when slot `i` holds a part.
  @usableFromInline
  internal let _mask: UInt8
  /// Which of a hex's parts of type `Element` these are.
  @usableFromInline
  internal let _kind: _HexSextetKind

  /// The parts of `kind` of `hex`, those of the slots set in `mask`.
  @inlinable
  internal init(_ hex: Hex, _ kind: _HexSextetKind, mask: UInt8 = _allSlots) {
    self.hex = hex
    _kind = kind
    _mask = mask
  }

  /// The position of the first part: 0 unless that slot is left out.
  @inlinable
  public var startIndex: Int { _mask == _allSlots ? 0 : _firstIndex(_mask, from: 0) }
  /// The position past the last part, 6.
  @inlinable
  public var endIndex: Int { 6 }
  /// The position of the next part after `i`.
  @inlinable
  public func index(after i: Int) -> Int { _mask == _allSlots ? i + 1 : _firstIndex(_mask, from: i + 1) }
  /// The position of the part before `i`.
  @inlinable
  public func index(before i: Int) -> Int { _mask == _allSlots ? i - 1 : _lastIndex(_mask, before: i) }
  /// The position `n` parts from `i`.
  ///
  /// - Complexity: O(1): at most six steps.
  @inlinable
  public func index(_ i: Int, offsetBy n: Int) -> Int { _mask == _allSlots ? i + n : _offset(_mask, i, n) }
  /// The number of parts from position `start` to `end`; negative when
  /// `end` comes first.
  @inlinable
  public func distance(from start: Int, to end: Int) -> Int {
    _mask == _allSlots ? end - start : _distance(_mask, start, end)
  }
  /// The number of parts: 6, or fewer along the edge of
  /// ``Hex/coordinateRange``.
  @inlinable
  public var count: Int { _mask.nonzeroBitCount }

  /// The part in slot `index`.
  ///
  /// - Precondition: `index` is a position of this collection.
  @inlinable @inline(__always)  // per element, as `_part`
  public subscript(index: Int) -> Element {
    precondition(index >= 0 && index < 6 && _mask & (1 << index) != 0, "HexSextet index out of range")
    // The element type decides the part; in a specialization the test is a
    // constant and only one branch is left.
    if Element.self == Hex.self { return unsafeBitCast(_hexPart(index), to: Element.self) }
    if Element.self == HexEdge.self {
      return unsafeBitCast(HexEdge(hex: hex, direction: HexDirection(_unchecked: 5 - index)), to: Element.self)
    }
    return unsafeBitCast(HexVertex(_hex: hex, corner: index), to: Element.self)
  }

  /// The neighbor (or diagonal neighbor) in slot `index`.
  @inlinable @inline(__always)  // per element: out of line, the call costs more than the sum
  internal func _hexPart(_ index: Int) -> Hex {
    if _kind == .diagonalNeighbors {
      return hex &+ HexDiagonal(_unchecked: index).vector  // modulo 2³², as below
    }
    // Modulo 2³², so that no center traps: exact whenever the neighbor is
    // storable, so always for a center in `Hex.coordinateRange`.
    return Hex(
      _q: hex._q &+ Int32(truncatingIfNeeded: _directionQ(index)),
      _r: hex._r &+ Int32(truncatingIfNeeded: _directionQ(index + 4)))
  }
}

/// Which parts of a hex a ``HexSextet`` holds.
@usableFromInline
internal enum _HexSextetKind: UInt8, Hashable, Sendable {
  /// The neighbors, in ``HexDirection`` index order.
  case neighbors
  /// The diagonal neighbors, in ``HexDiagonal`` index order.
  case diagonalNeighbors
  /// The edges, in corner order.
  case edges
  /// The vertices, in corner order.
  case vertices
}

/// Every slot of a ``HexSextet``.
@usableFromInline
internal let _allSlots: UInt8 = 0b11_1111

/// The neighbor of `hex` in direction `index` (0..<6), with wrapping
/// arithmetic so that no hex traps.
@inlinable
internal func _step(_ hex: Hex, _ index: Int) -> Hex {
  hex &+ HexDirection(_unchecked: index).vector
}

/// Whether every neighbor of `hex` lies in ``Hex/coordinateRange``: all
/// three components strictly within ±2³⁰.
@inlinable
internal func _isInsideRange(_ hex: Hex) -> Bool {
  let limit = _coordinateBound - 1, span = UInt(2 * limit)
  let q = UInt(bitPattern: hex.q &+ limit), r = UInt(bitPattern: hex.r &+ limit)
  let s = UInt(bitPattern: (0 &- hex.q &- hex.r) &+ limit)
  return Swift.max(q, r, s) <= span
}

/// The first set bit of `mask` at or after `i`, or 6.
@inlinable
internal func _firstIndex(_ mask: UInt8, from i: Int) -> Int {
  guard i < 6 else { return 6 }
  let rest = (mask >> UInt8(Swift.max(i, 0))) << UInt8(Swift.max(i, 0))
  return rest == 0 ? 6 : rest.trailingZeroBitCount
}

/// The last set bit of `mask` before `i` (at most 6), or -1.
@inlinable
internal func _lastIndex(_ mask: UInt8, before i: Int) -> Int {
  var j = Swift.min(i, 6) - 1
  while j >= 0 && mask & (1 << j) == 0 { j -= 1 }
  return j
}

/// The position `n` set bits of `mask` away from `i`.
@inlinable
internal func _offset(_ mask: UInt8, _ i: Int, _ n: Int) -> Int {
  var i = i
  if n >= 0 {
    for _ in 0..<n { i = _firstIndex(mask, from: i + 1) }
  } else {
    for _ in 0..<(-n) { i = _lastIndex(mask, before: i) }
  }
  return i
}

/// The number of set bits of `mask` from position `start` up to `end`,
/// negated when `end` comes first.
@inlinable
internal func _distance(_ mask: UInt8, _ start: Int, _ end: Int) -> Int {
  let (low, high) = start <= end ? (start, end) : (end, start)
  let bits =
    ((1 << UInt8(Swift.min(Swift.max(high, 0), 6))) &- 1) & ~((1 << UInt8(Swift.min(Swift.max(low, 0), 6))) &- 1)
  let count = (mask & UInt8(truncatingIfNeeded: bits)).nonzeroBitCount
  return start <= end ? count : -count
}
