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
  /// `goal` is settled, no hex is left to expand, or the expansions run out.
  ///
  /// - Parameters:
  ///   - box: The dense numbering to use when it is small enough.
  ///   - memoizingEntryCosts: Whether `cost` depends on the hex entered
  ///     only, so it is asked once per hex.
  ///   - uncheckedSteps: Whether the search provably stays where the
  ///     plane's steps need no check (the plane, far from the range's
  ///     edge): steps are then plain vector additions.
  @inlinable
  internal mutating func run<Topology: HexTopology>(
    from start: Hex, to goal: Hex?, on topology: Topology, within region: HexRegion?, box: _Parallelogram?,
    maximumCost: Int, maximumExpansions: Int, memoizingEntryCosts: Bool, uncheckedSteps: Bool = false,
    cost: (Hex, Hex) throws -> Int?, reached: (Hex, Int) -> Void
  ) rethrows -> _SearchEnd {
    table.reset(box: box)
    heap.removeAll()
    let limits = _SearchLimits(
      goal: goal, region: region, maximumCost: maximumCost, maximumExpansions: maximumExpansions,
      memoizingEntryCosts: memoizingEntryCosts, uncheckedSteps: uncheckedSteps)
    // Each step mode gets its own specialization: no branch per step.
    return uncheckedSteps
      ? try Self.search(
        from: start, on: topology, limits, _UncheckedSteps.self, table: &table, heap: &heap, cost: cost,
        reached: reached)
      : try Self.search(
        from: start, on: topology, limits, _CheckedSteps.self, table: &table, heap: &heap, cost: cost,
        reached: reached)
  }

  /// The search loop of ``run(from:to:on:within:box:maximumCost:maximumExpansions:memoizingEntryCosts:cost:reached:)``,
  /// over either kind of slots, on any topology: `start` is canonical, and
  /// so is every hex it reaches.
  @inlinable
  internal static func search<Slots: _HexSlots & ~Copyable, Topology: HexTopology, Mode: _StepMode>(
    from start: Hex, on topology: Topology, _ limits: _SearchLimits, _ mode: Mode.Type, slots: inout Slots,
    heap: inout _BinaryHeap<_HeapNode>,
    cost: (Hex, Hex) throws -> Int?, reached: (Hex, Int) -> Void
  ) rethrows -> _SearchEnd where Slots.Value == _SearchRecord {
    let goal = limits.goal, region = limits.region, memoizing = limits.memoizingEntryCosts
    guard let (startSlot, _) = slots.insert(start) else { return .exhausted }
    slots[startSlot].total = 0
    if memoizing, let goal,
      try _isWalledOff(goal, from: start, on: topology, region: region, slots: &slots, cost: cost)
    {
      return .exhausted
    }
    let startH = goal.map { topology.estimatedDistance(from: start, to: $0) } ?? 0
    heap.push(_HeapNode(f: startH, h: startH, sequence: 0, hex: start))
    return try expand(
      on: topology, limits, mode, slots: &slots, heap: &heap, sequence: 0, cost: cost,
      reached: { hex, g, _ in reached(hex, g) })
  }

  /// Searches from every hex of `starts` at once, each at cost 0, in order
  /// of cost (Dijkstra's algorithm without a goal), calling `reached` with
  /// each hex settled, its cost and the direction from its parent (-1 for
  /// a start), until no hex is left to expand.
  ///
  /// Starts that are not canonical, lie outside `region` or repeat are
  /// skipped; ties go to the earlier start. `cost` is asked with the
  /// settled hex first.
  @inlinable
  internal mutating func run<Topology: HexTopology>(
    fromEach starts: some Sequence<Hex>, on topology: Topology, within region: HexRegion?, box: _Parallelogram?,
    denseLimit: Int, maximumCost: Int, uncheckedSteps: Bool, costPerSettledHex: Bool,
    cost: (Hex, Hex) throws -> Int?,
    reached: (Hex, Int, Int8) -> Void
  ) rethrows {
    table.reset(box: box, denseLimit: denseLimit)
    heap.removeAll()
    let limits = _SearchLimits(
      goal: nil, region: region, maximumCost: maximumCost, maximumExpansions: .max, memoizingEntryCosts: false,
      uncheckedSteps: uncheckedSteps, costPerSettledHex: costPerSettledHex)
    var seeds: [Hex] = []
    // Even a start costs 0, more than a negative maximum: nothing is reached.
    for start in starts where maximumCost >= 0 {
      guard let hex = topology.canonical(start), region?.contains(hex) ?? true else { continue }
      seeds.append(hex)
    }
    if uncheckedSteps {
      try Self.search(
        fromEach: seeds, on: topology, limits, _UncheckedSteps.self, table: &table, heap: &heap, cost: cost,
        reached: reached)
    } else {
      try Self.search(
        fromEach: seeds, on: topology, limits, _CheckedSteps.self, table: &table, heap: &heap, cost: cost,
        reached: reached)
    }
  }

  /// The search from `start` in `table`: over its dense slots when it
  /// numbers a box, else over the table itself.
  @inlinable
  internal static func search<Topology: HexTopology, Mode: _StepMode>(
    from start: Hex, on topology: Topology, _ limits: _SearchLimits, _ mode: Mode.Type,
    table: inout _HexTable<_SearchRecord>, heap: inout _BinaryHeap<_HeapNode>,
    cost: (Hex, Hex) throws -> Int?, reached: (Hex, Int) -> Void
  ) rethrows -> _SearchEnd {
    let dense = try table.withDenseSlots { slots in
      try search(from: start, on: topology, limits, mode, slots: &slots, heap: &heap, cost: cost, reached: reached)
    }
    if let dense { return dense }
    return try search(from: start, on: topology, limits, mode, slots: &table, heap: &heap, cost: cost, reached: reached)
  }

  /// The search from each of `starts` in `table`: over its dense slots when
  /// it numbers a box, else over the table itself.
  @inlinable
  internal static func search<Topology: HexTopology, Mode: _StepMode>(
    fromEach starts: [Hex], on topology: Topology, _ limits: _SearchLimits, _ mode: Mode.Type,
    table: inout _HexTable<_SearchRecord>, heap: inout _BinaryHeap<_HeapNode>,
    cost: (Hex, Hex) throws -> Int?, reached: (Hex, Int, Int8) -> Void
  ) rethrows {
    let dense: Void? = try table.withDenseSlots { slots in
      try search(fromEach: starts, on: topology, limits, mode, slots: &slots, heap: &heap, cost: cost, reached: reached)
    }
    if dense == nil {
      try search(fromEach: starts, on: topology, limits, mode, slots: &table, heap: &heap, cost: cost, reached: reached)
    }
  }

  /// The search of ``run(fromEach:on:within:box:denseLimit:maximumCost:uncheckedSteps:costPerSettledHex:cost:reached:)``
  /// over either kind of slots: `starts` are canonical.
  @inlinable
  internal static func search<Slots: _HexSlots & ~Copyable, Topology: HexTopology, Mode: _StepMode>(
    fromEach starts: [Hex], on topology: Topology, _ limits: _SearchLimits, _ mode: Mode.Type,
    slots: inout Slots, heap: inout _BinaryHeap<_HeapNode>,
    cost: (Hex, Hex) throws -> Int?, reached: (Hex, Int, Int8) -> Void
  ) rethrows where Slots.Value == _SearchRecord {
    var sequence = 0
    for start in starts {
      guard let (slot, inserted) = slots.insert(start), inserted else { continue }
      slots[slot].total = 0
      heap.push(_HeapNode(f: 0, h: 0, sequence: sequence, hex: start))
      sequence += 1
    }
    _ = try expand(
      on: topology, limits, mode, slots: &slots, heap: &heap, sequence: sequence, cost: cost, reached: reached)
  }

  /// The loop every search shares, from the hexes on `heap`.
  ///
  /// It settles the cheapest hex on `heap`, offers its neighbors their cost
  /// through it, and repeats, until the goal is settled, the heap is empty
  /// or the expansions run out. `sequence` is the number of pushes so far,
  /// for the tie-break. `reached` gets each settled hex, its cost and the
  /// direction from its parent (-1 for a start).
  @inlinable
  internal static func expand<Slots: _HexSlots & ~Copyable, Topology: HexTopology, Mode: _StepMode>(
    on topology: Topology, _ limits: _SearchLimits, _ mode: Mode.Type, slots: inout Slots,
    heap: inout _BinaryHeap<_HeapNode>, sequence: Int,
    cost: (Hex, Hex) throws -> Int?, reached: (Hex, Int, Int8) -> Void
  ) rethrows -> _SearchEnd where Slots.Value == _SearchRecord {
    let goal = limits.goal, region = limits.region, memoizing = limits.memoizingEntryCosts
    let maximumCost = limits.maximumCost, perSettled = limits.costPerSettledHex
    var sequence = sequence
    var expansions = 0
    while let node = heap.pop() {
      let hex = node.hex, g = node.g
      guard let slot = slots.find(hex), slots[slot].total == g else { continue }  // stale
      reached(hex, g, slots[slot].parent)
      if hex == goal { return .reachedGoal }
      expansions += 1
      if expansions > limits.maximumExpansions { return .outOfExpansions }
      // With costs per settled hex: 0 not asked yet, -1 cannot be entered.
      var settledStep = 0
      for d in 0..<6 {
        guard let neighbor = Mode.step(from: hex, d, on: topology) else { continue }  // off the map
        if let region, !region.contains(neighbor) { continue }
        guard let (slot, _) = slots.insert(neighbor) else { continue }  // beyond the box
        // Steps cost at least 1: a neighbor already at `g` or below is final.
        if slots[slot].total <= g { continue }
        let step: Int
        let known = slots[slot].entry
        if perSettled {
          if settledStep == 0 { settledStep = try cost(hex, hex).map(_clampedStepCost) ?? -1 }
          guard settledStep > 0 else { break }
          step = settledStep
        } else if memoizing && known != 0 {
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
        guard !overflow, total <= maximumCost, total < slots[slot].total else { continue }
        slots[slot].total = total
        slots[slot].parent = Int8(d)
        let h = goal.map { topology.estimatedDistance(from: neighbor, to: $0) } ?? 0
        let (f, fOverflow) = total.addingReportingOverflow(h)
        sequence += 1
        heap.push(_HeapNode(f: fOverflow ? .max : f, h: h, sequence: sequence, hex: neighbor))
      }
    }
    return .exhausted
  }

  /// Whether `goal` provably cannot be reached from `start`, with costs per
  /// hex entered.
  ///
  /// It cannot when it is impassable, or when the passable hexes connected
  /// to it form a pocket within distance 3 of it, all in `region`, that
  /// `start` does not touch. Such a goal is found at once instead of by spending
  /// the whole budget on the open map around it.
  ///
  /// The pocket is explored on the plane around `goal`, each hex standing
  /// for its canonical hex (a hex off the map is a wall): a pocket of the
  /// plane without a copy of `start` maps onto one of the world.
  ///
  /// The costs asked are memoized in the slots, so each hex is still asked
  /// at most once over the whole search.
  @inlinable
  internal static func _isWalledOff<Slots: _HexSlots & ~Copyable, Topology: HexTopology>(
    _ goal: Hex, from start: Hex, on topology: Topology, region: HexRegion?, slots: inout Slots,
    cost: (Hex, Hex) throws -> Int?
  ) rethrows -> Bool where Slots.Value == _SearchRecord {
    // The hexes looked at — the goal, the passable hexes connected to it and
    // the walls around them — one bit each for offsets (dq, dr) in -3...3.
    func bit(_ hex: Hex) -> UInt64 { 1 << UInt64((hex.q &- goal.q &+ 3) &* 7 &+ (hex.r &- goal.r &+ 3)) }
    var pocket = [goal]
    var seen = bit(goal)
    var next = 0
    while next < pocket.count {
      let lifted = pocket[next]
      next += 1
      // Whether `hex` can be entered, asked once and memoized.
      let open: Bool
      let canonical = topology.canonical(lifted)
      if let region, let hex = canonical, !region.contains(hex) {
        open = false
      } else if let hex = canonical, let (slot, _) = slots.insert(hex) {
        let known = slots[slot].entry
        if known != 0 {
          open = known > 0
        } else if let c = try cost(hex, hex) {
          slots[slot].entry = Int32(truncatingIfNeeded: _clampedStepCost(c))
          open = true
        } else {
          slots[slot].entry = -1
          open = false
        }
      } else {
        open = false  // off the map, or beyond the box, where the search cannot go either
      }
      if !open {
        if lifted == goal { return true }
        continue
      }
      for d in 0..<6 {
        let neighbor = lifted.neighbor(in: HexDirection(_unchecked: d))
        if neighbor.distance(to: goal) > 3 { return false }
        if topology.canonical(neighbor) == start { return false }
        if seen & bit(neighbor) != 0 { continue }
        seen |= bit(neighbor)
        pocket.append(neighbor)
      }
    }
    return true
  }

  /// The path to a settled `goal`, following parents back to the start.
  @inlinable
  internal func path<Topology: HexTopology>(to goal: Hex, on topology: Topology) -> [Hex] {
    var result = [goal]
    var current = goal
    while let slot = table.find(current), table.values[slot].parent >= 0 {
      let back = current &- HexDirection(_unchecked: Int(table.values[slot].parent)).vector
      guard let parent = topology._isPlane ? back : topology.canonical(back) else { break }
      current = parent
      result.append(current)
    }
    result.reverse()
    return result
  }
}

/// How a search ended.
@usableFromInline
internal enum _SearchEnd {
  /// The goal was settled.
  case reachedGoal
  /// No hex was left to expand: nothing more can be reached.
  case exhausted
  /// The search expanded its maximum number of hexes.
  case outOfExpansions
}

/// What bounds a search, and how it asks for costs.
@usableFromInline
internal struct _SearchLimits {
  @usableFromInline internal let goal: Hex?
  @usableFromInline internal let region: HexRegion?
  @usableFromInline internal let maximumCost: Int
  @usableFromInline internal let maximumExpansions: Int
  @usableFromInline internal let memoizingEntryCosts: Bool
  @usableFromInline internal let uncheckedSteps: Bool
  /// Whether `cost` depends on the settled hex only (a backward search
  /// with costs per hex entered): asked once per settled hex, as
  /// `cost(hex, hex)`, and a hex that cannot be entered offers nothing.
  @usableFromInline internal let costPerSettledHex: Bool

  @inlinable
  internal init(
    goal: Hex?, region: HexRegion?, maximumCost: Int, maximumExpansions: Int, memoizingEntryCosts: Bool,
    uncheckedSteps: Bool, costPerSettledHex: Bool = false
  ) {
    self.costPerSettledHex = costPerSettledHex
    self.uncheckedSteps = uncheckedSteps
    self.goal = goal
    self.region = region
    self.maximumCost = maximumCost
    self.maximumExpansions = maximumExpansions
    self.memoizingEntryCosts = memoizingEntryCosts
  }
}

/// How a search steps: through the topology, or by plain vector addition.
///
/// The second only where the search provably stays far from the
/// coordinate range's edge on the plane. A type, so that each mode is its
/// own specialization.
@usableFromInline
internal protocol _StepMode {
  static var isUnchecked: Bool { get }
}

extension _StepMode {
  /// The step from canonical `hex` in direction `d`: the topology's
  /// neighbor, or the plain vector sum in the unchecked mode.
  @inlinable @inline(__always)
  internal static func step<Topology: HexTopology>(from hex: Hex, _ d: Int, on topology: Topology) -> Hex? {
    if isUnchecked { return Hex(q: hex.q &+ _directionQ(d), r: hex.r &+ _directionQ(d &+ 4)) }
    return topology.neighbor(of: hex, toward: HexDirection(_unchecked: d))
  }
}

/// Steps through `HexTopology.neighbor(of:toward:)`.
@usableFromInline
internal enum _CheckedSteps: _StepMode {
  @inlinable static var isUnchecked: Bool { false }
}

/// Steps by vector addition, unchecked.
@usableFromInline
internal enum _UncheckedSteps: _StepMode {
  @inlinable static var isUnchecked: Bool { true }
}
