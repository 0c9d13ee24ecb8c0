// The sparse map's chunk index: a hash table from packed chunk
// coordinates to chunks, with open addressing (linear probing) and a
// multiply-xorshift hash in place of the standard library's SipHash, the
// larger part of a `Dictionary<Int, _>` lookup's cost.

/// A per-process seed for the chunk tables' hash, from the standard
/// library's hashing (random in each process unless the environment sets
/// `SWIFT_DETERMINISTIC_HASHING`), so that which chunk keys collide cannot
/// be known in advance.
@usableFromInline
internal let _chunkTableSeed: UInt64 = {
  var hasher = Hasher()
  hasher.combine(0x4348_554E_4B53)
  return UInt64(bitPattern: Int64(hasher.finalize()))
}()

/// A hash table from `Int` keys to elements: the elements side by side in
/// an array, each found through a bucket that holds its key and position.
///
/// At most half the buckets are full, so a lookup reads one or two
/// buckets on average. Removing an element moves the last one into its
/// place and shifts the buckets after it back (no tombstones), so lookups
/// never slow down with use. A value type made of arrays: copies share
/// storage until written, and reading never writes.
@usableFromInline
internal struct _ChunkTable<Element> {
  /// One bucket: a key and its element's position plus one, or 0 when
  /// empty.
  @usableFromInline
  internal struct _Bucket {
    @usableFromInline internal var key: Int
    @usableFromInline internal var position: Int

    @inlinable
    internal init(key: Int, position: Int) {
      self.key = key
      self.position = position
    }
  }

  /// The elements, in no particular order.
  @usableFromInline internal var elements: [Element]
  /// The key of each element.
  @usableFromInline internal var keys: [Int]
  /// A power of two of buckets, or none before the first insertion.
  @usableFromInline internal var _buckets: [_Bucket]
  @usableFromInline internal let _seed: UInt64

  @usableFromInline
  internal init() {
    elements = []
    keys = []
    _buckets = []
    _seed = _chunkTableSeed
  }

  /// The number of elements.
  @inlinable
  internal var count: Int { elements.count }

  /// The bucket a key hashes to, before masking: the key mixed with the
  /// seed by two rounds of xorshift-multiply, whose every output bit
  /// depends on every input bit.
  @inlinable @inline(__always)  // once per read or write
  internal func _hash(_ key: Int) -> Int {
    var x = UInt64(bitPattern: Int64(key)) ^ _seed
    x = (x ^ (x &>> 32)) &* 0xD6E8_FEB8_6659_FD93
    x = (x ^ (x &>> 32)) &* 0xD6E8_FEB8_6659_FD93
    return Int(truncatingIfNeeded: x ^ (x &>> 32))
  }

  /// The position in ``elements`` of the element with `key`, or `nil`.
  @inlinable
  internal func position(of key: Int) -> Int? {
    let mask = _buckets.count &- 1
    guard mask >= 0 else { return nil }
    var i = _hash(key) & mask
    while true {
      let bucket = _buckets[i]
      if bucket.position == 0 { return nil }
      if bucket.key == key { return bucket.position &- 1 }
      i = (i &+ 1) & mask
    }
  }

  /// The index of the bucket holding `key`, which must be in the table.
  @inlinable
  internal func _bucketIndex(of key: Int) -> Int {
    let mask = _buckets.count &- 1
    var i = _hash(key) & mask
    while _buckets[i].key != key || _buckets[i].position == 0 { i = (i &+ 1) & mask }
    return i
  }

  /// Adds `element` under `key`, which must not be in the table, and
  /// returns its position.
  @inlinable
  internal mutating func append(_ element: Element, forKey key: Int) -> Int {
    if 2 &* (count &+ 1) > _buckets.count { _grow() }
    let mask = _buckets.count &- 1
    var i = _hash(key) & mask
    while _buckets[i].position != 0 { i = (i &+ 1) & mask }
    elements.append(element)
    keys.append(key)
    _buckets[i] = _Bucket(key: key, position: elements.count)
    return elements.count &- 1
  }

  /// Doubles the buckets (8 at first) and puts every key back.
  @usableFromInline
  internal mutating func _grow() {
    let size = Swift.max(8, 2 &* _buckets.count)
    _buckets = Array(repeating: _Bucket(key: 0, position: 0), count: size)
    let mask = size &- 1
    for (position, key) in keys.enumerated() {
      var i = _hash(key) & mask
      while _buckets[i].position != 0 { i = (i &+ 1) & mask }
      _buckets[i] = _Bucket(key: key, position: position &+ 1)
    }
  }

  /// Removes the element at `position`, moving the last element into its
  /// place.
  @inlinable
  internal mutating func remove(at position: Int) {
    let mask = _buckets.count &- 1
    // Empty the bucket, then shift back each following bucket of the run
    // whose home lies cyclically at or before the hole, so every key
    // stays reachable from its home without passing an empty bucket.
    var hole = _bucketIndex(of: keys[position])
    var j = hole
    while true {
      j = (j &+ 1) & mask
      let bucket = _buckets[j]
      if bucket.position == 0 { break }
      let home = _hash(bucket.key) & mask
      // Distances from home to j and from the hole to j, around the table.
      if (j &- home) & mask >= (j &- hole) & mask {
        _buckets[hole] = bucket
        hole = j
      }
    }
    _buckets[hole] = _Bucket(key: 0, position: 0)
    let last = elements.count &- 1
    if position != last {
      elements.swapAt(position, last)
      keys.swapAt(position, last)
      _buckets[_bucketIndex(of: keys[position])].position = position &+ 1
    }
    elements.removeLast()
    keys.removeLast()
  }

  /// Removes every element and bucket.
  @inlinable
  internal mutating func removeAll() {
    elements = []
    keys = []
    _buckets = []
  }
}

extension _ChunkTable: Sendable where Element: Sendable {}
extension _ChunkTable._Bucket: Sendable {}
