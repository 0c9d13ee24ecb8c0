/// A value for every hex of a hexagon-shaped, rectangle-shaped or
/// rhombus-shaped map, stored densely in one array.
///
/// A map of radius `R` holds the `3R(R+1) + 1` hexes within `R` of its
/// center; a rectangular map holds `rows × columns` offset coordinates of one
/// ``OffsetKind``; a rhombus (parallelogram) map holds every hex whose axial
/// `q` and `r` lie in two ranges. Looking a hex up is O(1) index arithmetic,
/// with no hashing:
///
///     var heights = HexMap(radius: 2, repeating: 0)
///     heights[Hex(q: 1, r: -1)] = 7
///     heights[Hex(q: 1, r: -1)]   // Optional(7)
///     heights[Hex(q: 5, r: 0)]    // nil: outside the map
///
/// Iteration yields `(hex, value)` pairs in storage order: for a hexagon, by
/// `q`, then `r` (the order of ``HexRegion``); for a rectangle, row by row,
/// then column by column (the order of ``OffsetRectangle``); for a rhombus,
/// by `q`, then `r`.
///
/// Irregular maps (islands, a level drawn by hand) need no shape of their
/// own: a `[Hex: Value]` dictionary serves them, and encodes as a JSON object
/// keyed by hex (see ``Hex``'s `CodingKeyRepresentable` conformance). For
/// unbounded worlds loaded in pieces, the chunked `HexSparseMap` is the tool; a
/// dense map of a bounding shape wastes the cells outside the level.
public struct HexMap<Value> {
  /// The shape and placement of the map's hexes.
  @usableFromInline internal let shape: _MapShape
  /// One value per hex, in storage order.
  @usableFromInline internal var _values: [Value]

  /// One value per hex, in storage order (see ``index(of:)``).
  @inlinable
  public var values: [Value] { _values }

  /// The most hexes a map holds: 2²⁸ (268 million), a few gigabytes of
  /// storage at most for small values.
  ///
  /// A hexagon of radius 9,458 or a 16,384 × 16,384 rectangle fits.
  public static var maximumHexCount: Int { 1 << 28 }

  /// Creates a hexagon-shaped map with every hex set to `value`.
  ///
  /// A radius larger than a map can hold counts as the largest it can:
  /// 9,458 (``maximumHexCount`` hexes; a radius of 100,000 gives a map of
  /// 268,389,667 hexes), or less where the hexagon would leave
  /// ``Hex/coordinateRange``. Check ``region`` for the hexes you got, or
  /// use ``init(validatingRadius:center:repeating:)`` to be told instead.
  ///
  ///     let edge = Hex(q: (1 << 30) - 1, r: 0)   // one step from the range's edge
  ///     HexMap(radius: 3, center: edge, repeating: 0).count   // 7: radius 1
  ///
  /// - Parameters:
  ///   - radius: The largest distance from `center`; negative gives an empty
  ///     map.
  ///   - center: The center hex; the default is ``Hex/zero``. A center
  ///     outside ``Hex/coordinateRange`` gives an empty map (around
  ///     ``Hex/zero``).
  ///   - value: The initial value of every hex.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  @_disfavoredOverload @inlinable
  public init(radius: Int, center: Hex = .zero, repeating value: Value) {
    // Disfavored so that `HexMap(radius: 3) { $0.length }` builds a map from
    // the closure rather than a map of closures.
    let shape = _MapShape.clampedHexagon(center: center, radius: radius)
    self.init(shape: shape, values: Array(repeating: value, count: shape.count))
  }

  /// Creates a hexagon-shaped map with every hex set to `value`, or `nil`
  /// when it would hold more than ``maximumHexCount`` hexes or leave the
  /// coordinate range.
  ///
  /// - Parameters:
  ///   - radius: The largest distance from `center`; negative gives an empty
  ///     map.
  ///   - center: The center hex; the default is ``Hex/zero``.
  ///   - value: The initial value of every hex.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  @inlinable
  public init?(validatingRadius radius: Int, center: Hex = .zero, repeating value: Value) {
    guard let shape = _MapShape.checkedHexagon(center: center, radius: radius) else { return nil }
    self.init(shape: shape, values: Array(repeating: value, count: shape.count))
  }

  /// Creates a hexagon-shaped map with each hex set to `value(hex)`.
  ///
  ///     let heights = HexMap(radius: 3) { hex in hex.length }
  ///
  /// A radius or center the map cannot hold is clamped as by
  /// ``init(radius:center:repeating:)``.
  ///
  /// - Parameters:
  ///   - radius: The largest distance from `center`; negative gives an empty
  ///     map.
  ///   - center: The center hex; the default is ``Hex/zero``.
  ///   - value: The value of each hex, called once per hex in storage order.
  ///
  /// - Complexity: O(*n*) calls of `value`, where *n* is the number of hexes.
  @inlinable
  public init(radius: Int, center: Hex = .zero, _ value: (Hex) throws -> Value) rethrows {
    let shape = _MapShape.clampedHexagon(center: center, radius: radius)
    try self.init(shape: shape, values: shape.hexes.map(value))
  }

  /// Creates a rectangle-shaped map of offset coordinates with every hex set
  /// to `value`.
  ///
  /// A rectangle larger than ``maximumHexCount`` hexes keeps its first hexes
  /// in storage order, in whole rows: at most ``maximumHexCount`` columns, then
  /// as many rows as fit. Check ``rectangle`` for the hexes you got, or use
  /// ``init(validatingRows:columns:kind:repeating:)`` to be told instead.
  /// (2²⁰ rows of 2²⁰ columns give 256 rows of 2²⁰ columns: 2²⁸ hexes.)
  ///
  /// - Parameters:
  ///   - rows: The number of rows, from row 0; zero or negative gives an
  ///     empty map.
  ///   - columns: The number of columns, from column 0; zero or negative
  ///     gives an empty map.
  ///   - kind: The kind of offset grid.
  ///   - value: The initial value of every hex.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  @_disfavoredOverload @inlinable
  public init(rows: Int, columns: Int, kind: OffsetKind, repeating value: Value) {
    // Disfavored, as the hexagon's, for trailing closures.
    let shape = _MapShape.clampedRectangle(rows: rows, columns: columns, kind: kind)
    self.init(shape: shape, values: Array(repeating: value, count: shape.count))
  }

  /// Creates a rectangle-shaped map with every hex set to `value`, or `nil`
  /// when it would hold more than ``maximumHexCount`` hexes.
  ///
  /// - Parameters:
  ///   - rows: The number of rows; zero or negative gives an empty map.
  ///   - columns: The number of columns; zero or negative gives an empty map.
  ///   - kind: The kind of offset grid.
  ///   - value: The initial value of every hex.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  @inlinable
  public init?(validatingRows rows: Int, columns: Int, kind: OffsetKind, repeating value: Value) {
    guard let shape = _MapShape.checkedRectangle(rows: rows, columns: columns, kind: kind) else {
      return nil
    }
    self.init(shape: shape, values: Array(repeating: value, count: shape.count))
  }

  /// Creates a rectangle-shaped map with each hex set to `value(hex)`.
  ///
  /// A rectangle larger than ``maximumHexCount`` hexes is cut as by
  /// ``init(rows:columns:kind:repeating:)``.
  ///
  /// - Parameters:
  ///   - rows: The number of rows; zero or negative gives an empty map.
  ///   - columns: The number of columns; zero or negative gives an empty map.
  ///   - kind: The kind of offset grid.
  ///   - value: The value of each hex, called once per hex in storage order.
  ///
  /// - Complexity: O(*n*) calls of `value`, where *n* is the number of hexes.
  @inlinable
  public init(rows: Int, columns: Int, kind: OffsetKind, _ value: (Hex) throws -> Value) rethrows {
    let shape = _MapShape.clampedRectangle(rows: rows, columns: columns, kind: kind)
    try self.init(shape: shape, values: shape.hexes.map(value))
  }

  /// Creates a rhombus-shaped (parallelogram) map of every hex with axial
  /// `q` in `q` and `r` in `r`, each set to `value`.
  ///
  ///     let board = HexMap(q: 0...10, r: 0...10, repeating: 0)  // hexx's "rombus", 121 hexes
  ///
  /// A rhombus the map cannot hold is cut to what it can, its first hexes
  /// in storage order kept: the part in ``Hex/coordinateRange``, less every
  /// column (value of `q`) holding a hex whose `s` leaves it; then at most
  /// ``maximumHexCount`` values of `r`, its first, and as many of its first
  /// columns as fit in ``maximumHexCount`` hexes. With nothing left the map is
  /// empty (``region`` is then the empty region, as for an empty
  /// hexagon). Check ``region`` for the hexes you got, or use
  /// ``init(validatingQ:r:repeating:)`` to be told instead.
  ///
  /// - Parameters:
  ///   - q: The range of `q`.
  ///   - r: The range of `r`.
  ///   - value: The initial value of every hex.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  @_disfavoredOverload @inlinable
  public init(q: ClosedRange<Int>, r: ClosedRange<Int>, repeating value: Value) {
    // Disfavored, as the hexagon's, for trailing closures.
    let shape = _MapShape.clampedRhombus(q: q, r: r)
    self.init(shape: shape, values: Array(repeating: value, count: shape.count))
  }

  /// Creates a rhombus-shaped map with every hex set to `value`, or `nil`
  /// when it would hold more than ``maximumHexCount`` hexes or leave
  /// ``Hex/coordinateRange``.
  ///
  /// - Parameters:
  ///   - q: The range of `q`.
  ///   - r: The range of `r`.
  ///   - value: The initial value of every hex.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  @inlinable
  public init?(validatingQ q: ClosedRange<Int>, r: ClosedRange<Int>, repeating value: Value) {
    guard let shape = _MapShape.checkedRhombus(q: q, r: r) else { return nil }
    self.init(shape: shape, values: Array(repeating: value, count: shape.count))
  }

  /// Creates a rhombus-shaped map with each hex set to `value(hex)`.
  ///
  /// A rhombus the map cannot hold is cut as by ``init(q:r:repeating:)``.
  ///
  /// - Parameters:
  ///   - q: The range of `q`.
  ///   - r: The range of `r`.
  ///   - value: The value of each hex, called once per hex in storage order.
  ///
  /// - Complexity: O(*n*) calls of `value`, where *n* is the number of hexes.
  @inlinable
  public init(q: ClosedRange<Int>, r: ClosedRange<Int>, _ value: (Hex) throws -> Value) rethrows {
    let shape = _MapShape.clampedRhombus(q: q, r: r)
    try self.init(shape: shape, values: shape.hexes.map(value))
  }

  /// The hexes of a hexagon- or rhombus-shaped map, as a region, or `nil`
  /// for a rectangle (see ``rectangle``).
  ///
  /// A hexagon's region is `center.hexagon(radius:)`; a rhombus's is
  /// `HexRegion.parallelogram(q:r:)` of its axial ranges (the ranges read
  /// back as `minQ...maxQ` and `minR...maxR`). An empty map has the empty
  /// region.
  public var region: HexRegion? {
    switch shape {
    case .hexagon(let center, let radius): return center.hexagon(radius: radius)
    case .rhombus(let q0, let r0, let columns, let rows):
      return .parallelogram(q: q0...(q0 + columns - 1), r: r0...(r0 + rows - 1))
    case .rectangle: return nil
    }
  }

  /// The hexes of a rectangle-shaped map, or `nil` for a hexagon or a
  /// rhombus (see ``region``).
  public var rectangle: OffsetRectangle? {
    guard case .rectangle(let rows, let columns, let kind) = shape else { return nil }
    return OffsetRectangle(rows: rows, columns: columns, kind: kind)
  }

  /// Returns a Boolean value indicating whether `hex` is part of the map.
  ///
  /// - Parameter hex: The hex to look up.
  @inlinable
  public func contains(_ hex: Hex) -> Bool { shape.index(of: hex) != nil }

  /// Returns the position of `hex` in ``values``, or `nil` when it is not
  /// part of the map.
  ///
  /// - Parameter hex: The hex to look up.
  @inlinable
  public func index(of hex: Hex) -> Int? { shape.index(of: hex) }

  /// Returns the hex stored at `index` in ``values``.
  ///
  /// - Parameter index: A position in `0..<count`.
  /// - Precondition: `index` is in `0..<count`.
  @inlinable
  public func hex(at index: Int) -> Hex {
    precondition(index >= 0 && index < values.count, "HexMap index \(index) out of range")
    return shape.hex(at: index)
  }

  /// The value of `hex`: `nil` when reading a hex outside the map; writing
  /// a value stores it, and writing a hex outside the map, or writing
  /// `nil`, does nothing.
  ///
  /// A map holds a value for each hex of its shape, as an array holds one
  /// at each index, so there is nothing to remove: unlike a `Dictionary`
  /// or a ``HexSparseMap``, writing `nil` leaves the value alone (see
  /// ``HexStorage``). When `Value` is itself optional, `map[hex] = nil` is
  /// that outer `nil`; store an absent value with
  /// `map.updateValue(nil, at: hex)` or `map[hex] = .some(nil)`:
  ///
  ///     var marks = HexMap<Int?>(radius: 1, repeating: 5)
  ///     marks[.zero] = nil                   // ignored: marks[.zero] is still 5
  ///     marks.updateValue(nil, at: .zero)    // marks[.zero] is now .some(nil)
  ///
  /// - Parameter hex: The hex to read or write.
  @inlinable
  public subscript(hex: Hex) -> Value? {
    get {
      guard let i = shape.index(of: hex) else { return nil }
      return values[i]
    }
    set {
      guard let i = shape.index(of: hex), let newValue else { return }
      _values[i] = newValue
    }
  }

  /// Stores `value` at `hex`, and returns the value it replaces, as
  /// `Dictionary.updateValue(_:forKey:)` does.
  ///
  /// Every hex of the map has a value, so the result is `nil` only when
  /// `hex` lies outside the map, and then nothing is written:
  ///
  ///     var map = HexMap(radius: 1, repeating: 0)
  ///     map.updateValue(5, at: Hex(q: 1, r: 0))   // Optional(0)
  ///     map.updateValue(5, at: Hex(q: 9, r: 0))   // nil: outside, nothing written
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - hex: The hex to write.
  /// - Returns: The previous value, or `nil` when `hex` is not part of the
  ///   map.
  @inlinable @discardableResult
  public mutating func updateValue(_ value: Value, at hex: Hex) -> Value? {
    guard let i = shape.index(of: hex) else { return nil }
    let old = _values[i]
    _values[i] = value
    return old
  }

  /// Returns a map of the same shape with `transform` applied to every
  /// value.
  ///
  /// - Parameter transform: A closure that takes a value and returns the new one.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> HexMap<T> {
    HexMap<T>(shape: shape, values: try values.map(transform))
  }

  @usableFromInline
  internal init(shape: _MapShape, values: [Value]) {
    self.shape = shape
    self._values = values
  }
}

extension HexMap: RandomAccessCollection {
  /// An iterator over the `(hex, value)` pairs of a map, in storage order,
  /// stepping from hex to hex without index arithmetic.
  public struct Iterator: IteratorProtocol {
    @usableFromInline internal var hexes: _MapShape.Hexes.Iterator
    @usableFromInline internal var values: IndexingIterator<[Value]>

    @inlinable
    internal init(_ map: HexMap) {
      hexes = map.shape.hexes.makeIterator()
      values = map._values.makeIterator()
    }

    /// Returns the next hex with its value, or `nil` after the last.
    @inlinable
    public mutating func next() -> (hex: Hex, value: Value)? {
      guard let hex = hexes.next(), let value = values.next() else { return nil }
      return (hex, value)
    }
  }

  /// Returns an iterator over the `(hex, value)` pairs, in storage order.
  @inlinable
  public func makeIterator() -> Iterator { Iterator(self) }

  /// The position of the first hex, 0.
  @inlinable
  public var startIndex: Int { 0 }
  /// The number of hexes in the map.
  @inlinable
  public var endIndex: Int { values.count }

  /// The hex at storage position `position` and its value.
  ///
  /// - Precondition: `position` is in `0..<count`.
  ///
  /// - Complexity: O(log *R*) for a hexagon of radius *R*; O(1) for a
  ///   rectangle.
  @inlinable
  public subscript(position: Int) -> (hex: Hex, value: Value) {
    (shape.hex(at: position), values[position])
  }
}

extension HexMap: Sendable where Value: Sendable {}
extension HexMap: Equatable where Value: Equatable {
  /// Two maps are equal when they have the same shape and the same values.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public static func == (lhs: HexMap, rhs: HexMap) -> Bool {
    lhs.shape == rhs.shape && lhs.values == rhs.values
  }
}
extension HexMap: Hashable where Value: Hashable {
  /// Hashes the shape and the values.
  ///
  /// - Parameter hasher: The hasher to feed.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(shape)
    hasher.combine(values)
  }
}
