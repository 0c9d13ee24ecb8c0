/// A min-heap of payloads ordered by a three-part key, compared
/// lexicographically: the priority queue of the path searches.
@usableFromInline
internal struct _BinaryHeap<Payload> {
  @usableFromInline internal var keys: [(Int, Int, Int)] = []
  @usableFromInline internal var payloads: [Payload] = []

  @inlinable
  internal init() {}

  @inlinable
  internal var isEmpty: Bool { keys.isEmpty }

  @inlinable
  internal mutating func push(_ payload: Payload, key: (Int, Int, Int)) {
    keys.append(key)
    payloads.append(payload)
    var child = keys.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard keys[child] < keys[parent] else { break }
      keys.swapAt(child, parent)
      payloads.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the payload with the smallest key.
  @inlinable
  internal mutating func pop() -> (payload: Payload, key: (Int, Int, Int))? {
    guard !keys.isEmpty else { return nil }
    let top = (payloads[0], keys[0])
    let lastKey = keys.removeLast(), lastPayload = payloads.removeLast()
    if !keys.isEmpty {
      keys[0] = lastKey
      payloads[0] = lastPayload
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < keys.count else { break }
        var smallest = left
        if left + 1 < keys.count && keys[left + 1] < keys[left] { smallest = left + 1 }
        guard keys[smallest] < keys[parent] else { break }
        keys.swapAt(smallest, parent)
        payloads.swapAt(smallest, parent)
        parent = smallest
      }
    }
    return top
  }
}

/// A dense index of the hexes of a region: row-major positions in the
/// parallelogram of its q and r ranges, for the searches' per-hex
/// bookkeeping.
///
/// Positions of hexes outside the region are never used.
@usableFromInline
internal struct _RegionIndex {
  @usableFromInline internal let region: HexRegion
  @usableFromInline internal let rSpan: Int
  @usableFromInline internal let count: Int

  @inlinable
  internal init(_ region: HexRegion) {
    self.region = region
    if region.isEmpty {
      rSpan = 0
      count = 0
    } else {
      rSpan = region.rMax - region.rMin + 1
      let (area, overflow) = (region.qMax - region.qMin + 1).multipliedReportingOverflow(by: rSpan)
      count = overflow ? .max : area
    }
  }

  /// The position of `hex`, or `nil` outside the region.
  @inlinable
  internal func index(of hex: Hex) -> Int? {
    guard region.contains(hex) else { return nil }
    return (hex.q &- region.qMin) &* rSpan &+ (hex.r &- region.rMin)
  }
}
