/// A node of a search's priority queue: a hex with the key it is ordered
/// by.
///
/// Nodes compare by the estimated total cost `f`, then by the remaining
/// estimate `h` (nearer the goal first), then by `sequence`, the order in
/// which they were pushed, so that searches are deterministic.
@usableFromInline
internal struct _HeapNode: Comparable, Sendable {
  /// The cost so far plus the estimate of the rest.
  @usableFromInline internal var f: Int
  /// The tie-break: the estimate of the rest in the high 32 bits (capped),
  /// the push order in the low 32.
  @usableFromInline internal var tie: UInt64
  /// The hex the node stands for.
  @usableFromInline internal var hex: Hex

  /// Creates a node; `h` is the estimate of the rest (0 without a goal),
  /// `sequence` the push order.
  @inlinable
  internal init(f: Int, h: Int, sequence: Int, hex: Hex) {
    self.f = f
    // Estimates past 2^32 - 1 (goals outside the coordinate range) and
    // pushes past 2^32 tie among themselves; the order stays deterministic.
    let hBits = UInt64(Swift.min(Swift.max(h, 0), Int(UInt32.max)))
    self.tie = hBits << 32 | UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: sequence))
    self.hex = hex
  }

  /// The estimate of the rest.
  @inlinable
  internal var h: Int { Int(tie >> 32) }

  /// The cost so far: `f - h`.
  @inlinable
  internal var g: Int { f &- h }

  @inlinable
  internal static func < (a: _HeapNode, b: _HeapNode) -> Bool {
    a.f < b.f || (a.f == b.f && a.tie < b.tie)
  }

  @inlinable
  internal static func == (a: _HeapNode, b: _HeapNode) -> Bool {
    a.f == b.f && a.tie == b.tie
  }
}

/// A binary min-heap, the priority queue of the searches.
@usableFromInline
internal struct _BinaryHeap<Element: Comparable & Sendable>: Sendable {
  @usableFromInline internal var storage: [Element] = []

  @inlinable
  internal init() {}

  @inlinable
  internal var isEmpty: Bool { storage.isEmpty }

  /// Empties the heap, keeping its capacity for the next search.
  @inlinable
  internal mutating func removeAll() { storage.removeAll(keepingCapacity: true) }

  /// Adds an element, moving the parents it beats down one level each: a
  /// hole travels up instead of swapping at every level.
  @inlinable
  internal mutating func push(_ element: Element) {
    storage.append(element)
    storage.withUnsafeMutableBufferPointer { heap in
      var child = heap.count - 1
      while child > 0 {
        let parent = (child - 1) / 2
        guard element < heap[parent] else { break }
        heap[child] = heap[parent]
        child = parent
      }
      heap[child] = element
    }
  }

  /// Removes and returns the smallest element, moving the last element down
  /// through a hole from the root.
  @inlinable
  internal mutating func pop() -> Element? {
    guard let last = storage.popLast() else { return nil }
    guard !storage.isEmpty else { return last }
    return storage.withUnsafeMutableBufferPointer { heap in
      let top = heap[0]
      let count = heap.count
      var parent = 0
      while true {
        let left = 2 * parent + 1
        guard left < count else { break }
        var smallest = left
        if left + 1 < count && heap[left + 1] < heap[left] { smallest = left + 1 }
        guard heap[smallest] < last else { break }
        heap[parent] = heap[smallest]
        parent = smallest
      }
      heap[parent] = last
      return top
    }
  }
}
