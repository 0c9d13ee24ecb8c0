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
    let limits = _SearchLimits(
      goal: goal, region: region, maximumCost: maximumCost, maximumExpansions: maximumExpansions,
      memoizingEntryCosts: memoizingEntryCosts)
    let dense = try table.withDenseSlots { slots in
      try Self.search(from: start, limits, slots: &slots, heap: &heap, cost: cost, reached: reached)
    }
    if let dense { return dense }
    return try Self.search(from: start, limits, slots: &table, heap: &heap, cost: cost, reached: reached)
  }

  /// The search loop of ``run(from:to:within:box:maximumCost:maximumExpansions:memoizingEntryCosts:cost:reached:)``,
  /// over either kind of slots.
  @inlinable
  internal static func search<Slots: _HexSlots>(
    from start: Hex, _ limits: _SearchLimits, slots: inout Slots, heap: inout _BinaryHeap<_HeapNode>,
    cost: (Hex, Hex) throws -> Int?, reached: (Hex, Int) -> Void
  ) rethrows -> Bool where Slots.Value == _SearchRecord {
    let goal = limits.goal, region = limits.region, memoizing = limits.memoizingEntryCosts
    guard let (startSlot, _) = slots.insert(start) else { return false }
    slots[startSlot].total = 0
    let startH = goal.map { start.distance(to: $0) } ?? 0
    heap.push(_HeapNode(f: startH, h: startH, sequence: 0, hex: start))
    var sequence = 0
    var expansions = 0
    while let node = heap.pop() {
      let hex = node.hex, g = node.g
      guard let slot = slots.find(hex), slots[slot].total == g else { continue }  // stale
      reached(hex, g)
      if hex == goal { return true }
      expansions += 1
      if expansions > limits.maximumExpansions { return false }
      for d in 0..<6 {
        // Modulo 2³², as `Hex.neighbors`: no check per step, and no trap for
        // a start at Int32's ends.
        let neighbor = hex &+ HexDirection(_unchecked: d).vector
        if let region, !region.contains(neighbor) { continue }
        guard let (slot, _) = slots.insert(neighbor) else { continue }  // beyond the box
        let step: Int
        let known = slots[slot].entry
        if memoizing && known != 0 {
          guard known > 0 else { continue }  // impassable
          step = Int(known)
        } else {
          guard let c = try cost(hex, neighbor) else {
            if memoizing { slots[slot].entry = -1 }
            continue
          }
          step = _clampedStepCost(c)
          if memoizing { slots[slot].entry = Int32(truncatingIfNeeded: step) }
        }
        let (total, overflow) = g.addingReportingOverflow(step)
        guard !overflow, total <= limits.maximumCost, total < slots[slot].total else { continue }
        slots[slot].total = total
        slots[slot].parent = Int8(d)
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
      current = current &- HexDirection(_unchecked: Int(table.values[slot].parent)).vector
      result.append(current)
    }
    result.reverse()
    return result
  }
}

/// What bounds a search, and how it asks for costs.
@usableFromInline
internal struct _SearchLimits {
  @usableFromInline internal let goal: Hex?
  @usableFromInline internal let region: HexRegion?
  @usableFromInline internal let maximumCost: Int
  @usableFromInline internal let maximumExpansions: Int
  @usableFromInline internal let memoizingEntryCosts: Bool

  @inlinable
  internal init(
    goal: Hex?, region: HexRegion?, maximumCost: Int, maximumExpansions: Int, memoizingEntryCosts: Bool
  ) {
    self.goal = goal
    self.region = region
    self.maximumCost = maximumCost
    self.maximumExpansions = maximumExpansions
    self.memoizingEntryCosts = memoizingEntryCosts
  }
}
