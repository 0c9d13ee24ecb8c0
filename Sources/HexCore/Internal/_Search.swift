/// What a search keeps for each hex it touches.
@usableFromInline
internal struct _SearchRecord: Sendable {
  /// The cheapest total cost found so far to reach the hex; `.max` if none.
  @usableFromInline internal var total: Int
  /// The cost of entering the hex, for costs per hex.
  ///
  /// Positive once asked, -1 for impassable, 0 not asked yet. Step costs
  /// fit in 32 bits.
  @usableFromInline internal var entry: Int32
  /// The direction from the hex's parent on the cheapest path to the hex;
  /// -1 for the start.
  @usableFromInline internal var parent: Int8

  @usableFromInline
  internal static let empty = _SearchRecord(total: .max, entry: 0, parent: -1)

  @inlinable
  internal init(total: Int, entry: Int32, parent: Int8) {
    self.total = total
    self.entry = entry
    self.parent = parent
  }
}

/// The largest cost of one step a search takes as given: 2³¹ − 1.
///
/// Larger costs count as this. With it, no total of a search that expands
/// fewer than 2³² hexes can overflow, and a step cost fits in 32 bits.
@usableFromInline
internal let _maximumStepCost = Int(Int32.max)

/// A step cost made safe: below 1 it is 1, above 2³¹ − 1 it is 2³¹ − 1.
@inlinable
internal func _clampedStepCost(_ cost: Int) -> Int {
  Swift.min(Swift.max(cost, 1), _maximumStepCost)
}

/// A best-first search over the grid (Dijkstra's algorithm, or A* with a
/// goal), with its bookkeeping kept between searches.
@usableFromInline
internal struct _Search: Sendable {
  @usableFromInline internal var table = _HexTable(empty: _SearchRecord.empty)
  @usableFromInline internal var heap = _BinaryHeap<_HeapNode>()

  @inlinable
  internal init() {}

  /// Searches from `start` in order of cost (plus the distance to `goal`,
  /// if any), calling `reached` with each hex settled and its cost, until
  /// `goal` is settled (returns `true`) or a bound stops it (`false`).
  ///
  /// - Parameters:
  ///   - box: The dense numbering to use when it is small enough.
  ///   - memoizingEntryCosts: Whether `cost` depends on the hex entered
  ///     only, so it is asked once per hex.
  @inlinable
  internal mutating func run(
    from start: Hex, to goal: Hex?, within region: HexRegion?, box: _Parallelogram?,
    maximumCost: Int, maximumExpansions: Int, memoizingEntryCosts: Bool,
    cost: (Hex, Hex) throws -> Int?, reached: (Hex, Int) -> Void
  ) rethrows -> Bool {
    table.reset(box: box)
    heap.removeAll()
    guard let (startSlot, _) = table.insert(start) else { return false }
    table.values[startSlot].total = 0
    let startH = goal.map { start.distance(to: $0) } ?? 0
    heap.push(_HeapNode(f: startH, h: startH, sequence: 0, hex: start))
    var sequence = 0
    var expansions = 0
    while let node = heap.pop() {
      let hex = node.hex, g = node.g
      guard let slot = table.find(hex), table.values[slot].total == g else { continue }  // stale
      reached(hex, g)
      if hex == goal { return true }
      expansions += 1
      if expansions > maximumExpansions { return false }
      for d in 0..<6 {
        let neighbor = hex.neighbor(in: HexDirection(_unchecked: d))
        if let region, !region.contains(neighbor) { continue }
        guard let (slot, _) = table.insert(neighbor) else { continue }  // beyond the box
        let step: Int
        let known = table.values[slot].entry
        if memoizingEntryCosts && known != 0 {
          guard known > 0 else { continue }  // impassable
          step = Int(known)
        } else {
          guard let c = try cost(hex, neighbor) else {
            if memoizingEntryCosts { table.values[slot].entry = -1 }
            continue
          }
          step = _clampedStepCost(c)
          if memoizingEntryCosts { table.values[slot].entry = Int32(truncatingIfNeeded: step) }
        }
        let (total, overflow) = g.addingReportingOverflow(step)
        guard !overflow, total <= maximumCost, total < table.values[slot].total else { continue }
        table.values[slot].total = total
        table.values[slot].parent = Int8(d)
        let h = goal.map { neighbor.distance(to: $0) } ?? 0
        let (f, fOverflow) = total.addingReportingOverflow(h)
        sequence += 1
        heap.push(_HeapNode(f: fOverflow ? .max : f, h: h, sequence: sequence, hex: neighbor))
      }
    }
    return false
  }

  /// The path to a settled `goal`, following parents back to the start.
  @inlinable
  internal func path(to goal: Hex) -> [Hex] {
    var result = [goal]
    var current = goal
    while let slot = table.find(current), table.values[slot].parent >= 0 {
      current = current - HexDirection(_unchecked: Int(table.values[slot].parent)).vector
      result.append(current)
    }
    result.reverse()
    return result
  }
}
