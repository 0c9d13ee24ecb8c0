/// The per-hex bookkeeping of a search: a value for each hex the search
/// touches, in a dense array over a small box or in a hash table that grows
/// with the hexes touched.
///
/// Entries carry the number of the search that wrote them (`stamp`), so a
/// table is emptied for the next search by moving to a new number, in O(1),
/// and keeps its memory: that is what makes a reused path finder cheap.
/// Memory is proportional to the hexes touched, or to the box when it is
/// at most `_denseSlotLimit` hexes.
@usableFromInline
internal struct _HexTable<Value: Sendable>: Sendable {
  /// The dense numbering, or `nil` for hashing.
  @usableFromInline internal var box: _Parallelogram?
  /// The search each slot belongs to; a slot of another search is empty.
  @usableFromInline internal var stamps: [UInt32] = []
  @usableFromInline internal var values: [Value] = []
  /// The hexes of the hashed slots (empty when dense).
  @usableFromInline internal var keys: [Hex] = []
  @usableFromInline internal var stamp: UInt32 = 1
  /// The number of hexes of this search in the hashed slots.
  @usableFromInline internal var count = 0
  /// The value new slots start with.
  @usableFromInline internal let empty: Value

  @inlinable
  internal init(empty: Value) {
    self.empty = empty
  }

  /// Empties the table for a new search, dense over `box` when it has at
  /// most `denseLimit` hexes, hashed otherwise.
  @inlinable
  internal mutating func reset(box: _Parallelogram?, denseLimit: Int = _denseSlotLimit) {
    let dense = box.flatMap { b in b.count.map { $0 <= denseLimit ? b : nil } ?? nil }
    if stamp == .max {
      // After 2^32 searches, start the numbering again on clean slots.
      stamp = 1
      for i in stamps.indices { stamps[i] = 0 }
    } else {
      stamp += 1
    }
    count = 0
    if dense != self.box || (dense == nil && keys.isEmpty) {
      self.box = dense
      let slots = dense?.count ?? _initialHashCapacity
      stamps = Array(repeating: 0, count: slots)
      values = Array(repeating: empty, count: slots)
      keys = dense == nil ? Array(repeating: .zero, count: slots) : []
    }
  }

  /// The slot of `hex` if this search touched it.
  @inlinable
  internal func find(_ hex: Hex) -> Int? {
    if let box {
      guard let i = box.index(of: hex), stamps[i] == stamp else { return nil }
      return i
    }
    let mask = keys.count - 1
    var i = _hashSlot(hex, mask)
    while stamps[i] == stamp {
      if keys[i] == hex { return i }
      i = (i + 1) & mask
    }
    return nil
  }

  /// The slot of `hex`, made for this search with the empty value if it was
  /// not; `nil` when the table is dense and `hex` lies outside its box.
  @inlinable
  internal mutating func insert(_ hex: Hex) -> (slot: Int, inserted: Bool)? {
    if let box {
      guard let i = box.index(of: hex) else { return nil }
      if stamps[i] == stamp { return (i, false) }
      stamps[i] = stamp
      // A table without values (a visited set) writes none.
      if MemoryLayout<Value>.size != 0 { values[i] = empty }
      return (i, true)
    }
    if 2 * (count + 1) > keys.count { grow() }
    let mask = keys.count - 1
    var i = _hashSlot(hex, mask)
    while stamps[i] == stamp {
      if keys[i] == hex { return (i, false) }
      i = (i + 1) & mask
    }
    stamps[i] = stamp
    keys[i] = hex
    values[i] = empty
    count += 1
    return (i, true)
  }

  /// Doubles the hashed slots, keeping this search's entries.
  @usableFromInline
  internal mutating func grow() {
    let oldKeys = keys, oldValues = values, oldStamps = stamps
    let capacity = Swift.max(keys.count * 2, _initialHashCapacity)
    keys = Array(repeating: .zero, count: capacity)
    values = Array(repeating: empty, count: capacity)
    stamps = Array(repeating: 0, count: capacity)
    let mask = capacity - 1
    for j in oldKeys.indices where oldStamps[j] == stamp {
      var i = _hashSlot(oldKeys[j], mask)
      while stamps[i] == stamp { i = (i + 1) & mask }
      stamps[i] = stamp
      keys[i] = oldKeys[j]
      values[i] = oldValues[j]
    }
  }
}

/// The most slots a search lays out densely: 2^18, 6 MB of records at the
/// most, which covers a radius-255 box; larger boxes hash the hexes touched.
@usableFromInline
internal let _denseSlotLimit = 1 << 18

/// The hashed slots a table starts with; it doubles at half full.
@usableFromInline
internal let _initialHashCapacity = 64

/// The home slot of `hex` in a table of `mask + 1` slots (a power of two):
/// the high bits of a multiplicative mix of both coordinates.
@inlinable
internal func _hashSlot(_ hex: Hex, _ mask: Int) -> Int {
  let mixed =
    (UInt64(truncatingIfNeeded: hex.q) &* 0x9E37_79B9_7F4A_7C15)
    ^ (UInt64(truncatingIfNeeded: hex.r) &* 0xC2B2_AE3D_27D4_EB4F)
  return Int(truncatingIfNeeded: (mixed ^ (mixed >> 29)) & UInt64(mask))
}

/// The slots a search keeps its values in: a table's, hashed or dense.
@usableFromInline
internal protocol _HexSlots: ~Copyable {
  associatedtype Value
  /// The slot of `hex` if this search touched it.
  func find(_ hex: Hex) -> Int?
  /// The slot of `hex`, made with the empty value if it was not; `nil`
  /// beyond a dense box.
  mutating func insert(_ hex: Hex) -> (slot: Int, inserted: Bool)?
  /// The value in a slot.
  subscript(slot: Int) -> Value { get set }
}

extension _HexTable: _HexSlots {
  @inlinable
  internal subscript(slot: Int) -> Value {
    get { values[slot] }
    set { values[slot] = newValue }
  }

  /// Calls `body` with the table's slots through its arrays' buffers, held
  /// for the whole call so that no access pays for a uniqueness or bounds
  /// check; `nil` without calling it when the table hashes.
  @inlinable
  internal mutating func withDenseSlots<R>(_ body: (inout _DenseSlots<Value>) throws -> R) rethrows -> R? {
    guard let box else { return nil }
    let stamp = self.stamp, empty = self.empty
    return try stamps.withUnsafeMutableBufferPointer { stamps in
      try values.withUnsafeMutableBufferPointer { values in
        var slots = _DenseSlots(box: box, stamp: stamp, empty: empty, stamps: stamps, values: values)
        return try body(&slots)
      }
    }
  }
}

/// A dense table's slots, through its arrays' buffers for the length of one
/// search.
///
/// It holds the buffers' pointers, valid only inside the closures that
/// lent them, so it cannot be copied out of them.
@usableFromInline
internal struct _DenseSlots<Value>: _HexSlots, ~Copyable {
  @usableFromInline internal let box: _Parallelogram
  @usableFromInline internal let stamp: UInt32
  @usableFromInline internal let empty: Value
  @usableFromInline internal let stamps: UnsafeMutableBufferPointer<UInt32>
  @usableFromInline internal let values: UnsafeMutableBufferPointer<Value>

  @inlinable
  internal init(
    box: _Parallelogram, stamp: UInt32, empty: Value, stamps: UnsafeMutableBufferPointer<UInt32>,
    values: UnsafeMutableBufferPointer<Value>
  ) {
    self.box = box
    self.stamp = stamp
    self.empty = empty
    self.stamps = stamps
    self.values = values
  }

  @inlinable
  internal func find(_ hex: Hex) -> Int? {
    guard let i = box.index(of: hex), stamps[i] == stamp else { return nil }
    return i
  }

  @inlinable
  internal mutating func insert(_ hex: Hex) -> (slot: Int, inserted: Bool)? {
    guard let i = box.index(of: hex) else { return nil }
    if stamps[i] == stamp { return (i, false) }
    stamps[i] = stamp
    // A table without values (a visited set) writes none.
    if MemoryLayout<Value>.size != 0 { values[i] = empty }
    return (i, true)
  }

  @inlinable
  internal subscript(slot: Int) -> Value {
    get { values[slot] }
    nonmutating set { values[slot] = newValue }
  }
}
