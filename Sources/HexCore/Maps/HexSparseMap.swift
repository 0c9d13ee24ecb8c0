/// A value for any hex of the plane, stored chunk by chunk as it is
/// written: a map without bounds.
///
/// The map divides the plane with a ``HexChunking`` and allocates a chunk's
/// storage the first time one of its hexes is written: a table of
/// `3k(k + 1) + 1` two-byte slots, one per hex, and the chunk's values
/// side by side, each with its slot number. It frees the chunk when its
/// last value is removed. Chunks are found through a hash table keyed by
/// chunk coordinate, so reading or writing any hex of
/// ``Hex/coordinateRange`` is O(1) on average: a few integer divisions
/// (done as multiplications), one hash lookup and two array accesses.
///
///     var world = HexSparseMap<Int>()
///     world[Hex(q: 1_000_000, r: -3)] = 7       // allocates one chunk
///     world[Hex(q: 1_000_000, r: -3)]           // Optional(7)
///     world[Hex(q: -5, r: 2)]                   // nil: never written
///     world.count                                // 1
///
/// Why chunks and not a `Dictionary<Hex, Value>`: hexes written near each
/// other (terrain, explored areas) share one allocation and one hash entry,
/// so a densely written world costs about one value and two bytes per hex
/// plus two bytes per slot and one dictionary entry per chunk, and
/// neighboring reads stay in one chunk. A world written at scattered single
/// hexes costs a whole slot table each: choose a small ``chunking`` radius
/// for such data.
///
/// Iteration yields `(hex, value)` pairs, chunk by chunk in increasing
/// chunk coordinate (by `q`, then `r`), and inside a chunk by local index
/// (``HexChunking/localIndex(of:)``): the same order in every run. Starting
/// an iteration sorts the chunk coordinates, O(*c* log *c*) for *c* chunks.
///
/// As the cost of a search, a sparse map needs no adapter: missing hexes
/// read as `nil`, which the searches treat as impassable.
///
///     let path = start.path(to: goal) { costs[$0] }
public struct HexSparseMap<Value> {
  /// How the map divides the plane into the chunks it allocates.
  public let chunking: HexChunking
  /// The allocated chunks, by packed chunk coordinate (`_key(_:)`).
  @usableFromInline internal var _chunks: _ChunkTable<_Chunk>
  /// The number of stored values.
  @usableFromInline internal var _count: Int

  /// The number of stored values.
  @inlinable
  public var count: Int { _count }

  /// The storage of one chunk: its values, in the order they were first
  /// written (less any removed), and a slot per hex, by local index, that
  /// says where its value is.
  ///
  /// A slot is two bytes, so a chunk of `n` values costs `2·3k(k + 1) + 2`
  /// bytes of slots and `n` values and slot numbers, where an array of
  /// optionals costs `3k(k + 1) + 1` optional values (16 bytes each for an
  /// `Int`). Chunk radii up to ``maximumChunkRadius`` have at most 49,537
  /// slots, so every position fits in a `UInt16`.
  @usableFromInline
  internal struct _Chunk {
    /// For each local index, 0 when the hex has no value, otherwise one
    /// more than the position of its value in ``values``.
    @usableFromInline internal var positions: [UInt16]
    /// The stored values.
    @usableFromInline internal var values: [Value]
    /// The local index of each of ``values``.
    @usableFromInline internal var slots: [UInt16]

    /// An empty chunk of `size` slots.
    @inlinable
    internal init(size: Int) {
      positions = Array(repeating: 0, count: size)
      values = []
      slots = []
    }

    @inlinable
    internal init(positions: [UInt16], values: [Value], slots: [UInt16]) {
      self.positions = positions
      self.values = values
      self.slots = slots
    }

    /// The number of stored values.
    @inlinable
    internal var count: Int { values.count }

    /// The value at local index `index`, or `nil`.
    @inlinable
    internal func value(at index: Int) -> Value? {
      let position = Int(positions[index])
      return position == 0 ? nil : values[position &- 1]
    }
  }

  /// The chunk radius of maps made with ``init()``: 8, 217 hexes per chunk.
  public static var defaultChunkRadius: Int { 8 }

  /// The largest chunk radius: 128, 49,537 hexes per chunk.
  public static var maximumChunkRadius: Int { 128 }

  /// Creates an empty map with chunks of radius ``defaultChunkRadius``.
  public init() {
    self.init(_chunking: HexChunking(radius: Self.defaultChunkRadius)!)
  }

  /// Creates an empty map with chunks of the given radius, or returns `nil`
  /// unless `0 <= chunkRadius <= 128` (``maximumChunkRadius``).
  ///
  /// - Parameter chunkRadius: The radius of the hexagon each allocation
  ///   covers; each chunk holds `3k(k + 1) + 1` slots.
  public init?(chunkRadius: Int) {
    guard chunkRadius >= 0, chunkRadius <= Self.maximumChunkRadius,
      let chunking = HexChunking(radius: chunkRadius)
    else { return nil }
    self.init(_chunking: chunking)
  }

  /// A chunk coordinate packed into one `Int`.
  ///
  /// `q` goes in the high 32 bits and `r + 2³¹` in the low ones, so that
  /// keys sort as `(q, r)` do; hashing one integer is about half the work
  /// of hashing a ``Hex``.
  /// Chunk coordinates of hexes in the range lie within ±2³⁰.
  @inlinable
  internal static func _key(_ chunk: Hex) -> Int {
    chunk.q &<< 32 | Int(UInt32(truncatingIfNeeded: chunk.r &+ (1 << 31)))
  }

  /// The chunk coordinate that `_key(_:)` packed.
  @inlinable
  internal static func _chunk(_ key: Int) -> Hex {
    Hex(q: key >> 32, r: (key & 0xFFFF_FFFF) - (1 << 31))
  }

  @usableFromInline
  internal init(_chunking chunking: HexChunking) {
    self.chunking = chunking
    self._chunks = _ChunkTable()
    self._count = 0
  }

  /// A Boolean value indicating whether the map stores no value.
  public var isEmpty: Bool { count == 0 }

  /// The number of allocated chunks: those holding at least one value.
  public var chunkCount: Int { _chunks.count }

  /// The coordinates of the allocated chunks, in increasing order (by `q`,
  /// then `r`).
  ///
  /// - Complexity: O(*c* log *c*), where *c* is the number of chunks.
  public var storedChunks: [Hex] {
    _chunks.keys.sorted().map(Self._chunk)
  }

  /// The value of `hex`, or `nil` when none was written.
  ///
  /// Writing `nil` removes the value. Hexes outside ``Hex/coordinateRange`` read as
  /// `nil` and writing them does nothing.
  ///
  /// - Parameter hex: Any hex.
  @inlinable
  public subscript(hex: Hex) -> Value? {
    get {
      guard let (chunk, index) = chunking.location(of: hex) else { return nil }
      guard let position = _chunks.position(of: Self._key(chunk)) else { return nil }
      // Element by element, not `value(at:)` on a copy of the chunk: a
      // copy would retain and release its three arrays.
      let slot = Int(_chunks.elements[position].positions[index])
      return slot == 0 ? nil : _chunks.elements[position].values[slot &- 1]
    }
    set {
      if let newValue {
        updateValue(newValue, at: hex)
      } else {
        removeValue(at: hex)
      }
    }
  }

  /// Stores `value` at `hex`, and returns the value it replaces.
  ///
  /// - Parameters:
  ///   - value: The new value.
  ///   - hex: A hex in ``Hex/coordinateRange``; for any other hex nothing
  ///     is stored and the result is `nil`.
  /// - Returns: The previous value, or `nil` if there was none.
  @inlinable @discardableResult
  public mutating func updateValue(_ value: Value, at hex: Hex) -> Value? {
    guard let (chunk, index) = chunking.location(of: hex) else { return nil }
    let size = chunking.hexesPerChunk
    let key = Self._key(chunk)
    let position = _chunks.position(of: key) ?? _chunks.append(_Chunk(size: size), forKey: key)
    let old = _chunks.elements[position].replace(index, with: value)
    if old == nil { _count += 1 }
    return old
  }

  /// Removes the value of `hex`, and returns it; frees the chunk when it
  /// was its last value.
  ///
  /// - Parameter hex: Any hex.
  /// - Returns: The removed value, or `nil` if there was none.
  @inlinable @discardableResult
  public mutating func removeValue(at hex: Hex) -> Value? {
    guard let (chunk, index) = chunking.location(of: hex), let position = _chunks.position(of: Self._key(chunk))
    else {
      return nil
    }
    guard let old = _chunks.elements[position].replace(index, with: nil) else { return nil }
    _count -= 1
    if _chunks.elements[position].count == 0 { _chunks.remove(at: position) }
    return old
  }

  /// Removes every value and frees every chunk.
  ///
  /// - Complexity: O(*c*), for *c* chunks.
  public mutating func removeAll() {
    _chunks.removeAll()
    _count = 0
  }

  /// Returns the stored `(hex, value)` pairs of one chunk, by local index,
  /// or `[]` when the chunk holds none.
  ///
  /// - Parameter chunk: A chunk coordinate (``HexChunking/chunk(of:)``).
  ///
  /// - Complexity: O(*s*), where *s* is ``HexChunking/hexesPerChunk``.
  public func values(inChunk chunk: Hex) -> [(hex: Hex, value: Value)] {
    guard chunk == Self._chunk(Self._key(chunk)), let position = _chunks.position(of: Self._key(chunk)),
      let center = chunking.center(ofChunk: chunk)
    else { return [] }
    let shape = chunking.localShape
    let storage = _chunks.elements[position]
    var result: [(hex: Hex, value: Value)] = []
    result.reserveCapacity(storage.count)
    for (index, position) in storage.positions.enumerated() where position != 0 {
      result.append((center + shape.hex(at: index), storage.values[Int(position) - 1]))
    }
    return result
  }

  /// Returns a map with the same hexes and `transform` applied to every
  /// value.
  ///
  /// - Parameter transform: A closure that takes a value and returns the new one.
  ///
  /// - Complexity: O(*c* · *s*): every slot of every allocated chunk.
  public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> HexSparseMap<T> {
    var result = HexSparseMap<T>(_chunking: chunking)
    for (key, chunk) in zip(_chunks.keys, _chunks.elements) {
      _ = result._chunks.append(
        .init(positions: chunk.positions, values: try chunk.values.map(transform), slots: chunk.slots), forKey: key)
    }
    result._count = _count
    return result
  }
}

extension HexSparseMap._Chunk {
  /// Puts `value` at local index `index`, or removes the value there when
  /// `value` is `nil`, and returns the old value.
  ///
  /// Removing moves the last value into the freed position, so the values
  /// stay side by side.
  @inlinable
  internal mutating func replace(_ index: Int, with value: Value?) -> Value? {
    let position = Int(positions[index])
    if let value {
      if position != 0 {
        defer { values[position &- 1] = value }
        return values[position &- 1]
      }
      values.append(value)
      slots.append(UInt16(truncatingIfNeeded: index))
      positions[index] = UInt16(truncatingIfNeeded: values.count)
      return nil
    }
    guard position != 0 else { return nil }
    let old = values[position &- 1]
    let last = values.count &- 1
    if position &- 1 != last {
      values[position &- 1] = values[last]
      slots[position &- 1] = slots[last]
      positions[Int(slots[last])] = UInt16(truncatingIfNeeded: position)
    }
    values.removeLast()
    slots.removeLast()
    positions[index] = 0
    return old
  }
}

extension HexSparseMap: Sequence {
  /// An iterator over a sparse map's `(hex, value)` pairs, chunk by chunk
  /// in increasing chunk coordinate, each chunk by local index.
  public struct Iterator: IteratorProtocol {
    private let map: HexSparseMap
    private let chunks: [Hex]
    private var chunkPosition = -1
    private var center = Hex.zero
    private var storage = HexSparseMap._Chunk(size: 0)
    private var index = 0

    internal init(_ map: HexSparseMap) {
      self.map = map
      self.chunks = map.storedChunks
    }

    /// Returns the next hex with its value, or `nil` after the last.
    public mutating func next() -> (hex: Hex, value: Value)? {
      while true {
        while index < storage.positions.count {
          defer { index += 1 }
          let position = Int(storage.positions[index])
          if position != 0 { return (center + map.chunking.localShape.hex(at: index), storage.values[position - 1]) }
        }
        chunkPosition += 1
        guard chunkPosition < chunks.count else {
          storage = HexSparseMap._Chunk(size: 0)
          return nil
        }
        let chunk = chunks[chunkPosition]
        // Stored chunks always hold a hex in the range, so have a center.
        center = map.chunking.center(ofChunk: chunk) ?? .zero
        storage =
          map._chunks.position(of: HexSparseMap._key(chunk)).map { map._chunks.elements[$0] }
          ?? HexSparseMap._Chunk(size: 0)
        index = 0
      }
    }
  }

  /// Returns an iterator over the stored `(hex, value)` pairs.
  ///
  /// - Complexity: O(*c* log *c*) to start, for *c* chunks; O(*s*) per
  ///   chunk to run, where *s* is ``HexChunking/hexesPerChunk``.
  public func makeIterator() -> Iterator { Iterator(self) }

  /// The number of stored values.
  public var underestimatedCount: Int { count }
}

extension HexSparseMap._Chunk: Equatable where Value: Equatable {
  /// Two chunks are equal when they hold equal values at the same local
  /// indices, whatever order their values were written in.
  @inlinable
  internal static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.positions.count == rhs.positions.count, lhs.count == rhs.count else { return false }
    for (value, slot) in zip(lhs.values, lhs.slots) where rhs.value(at: Int(slot)) != value {
      return false
    }
    return true
  }
}
extension HexSparseMap._Chunk: Sendable where Value: Sendable {}

extension HexSparseMap: Equatable where Value: Equatable {
  /// Two sparse maps are equal when they have the same chunk radius and
  /// the same values at the same hexes.
  ///
  /// - Complexity: O(*c* · *s*): every slot of every allocated chunk.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.chunking == rhs.chunking, lhs.count == rhs.count, lhs.chunkCount == rhs.chunkCount else { return false }
    for (key, chunk) in zip(lhs._chunks.keys, lhs._chunks.elements) {
      guard let position = rhs._chunks.position(of: key), rhs._chunks.elements[position] == chunk else {
        return false
      }
    }
    return true
  }
}

extension HexSparseMap: Sendable where Value: Sendable {}

extension HexSparseMap: CustomStringConvertible {
  /// A short description such as `HexSparseMap(3 values in 1 chunks of radius 8)`.
  public var description: String {
    "HexSparseMap(\(count) values in \(chunkCount) chunks of radius \(chunking.radius))"
  }
}
