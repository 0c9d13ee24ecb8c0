/// The hexes a search reached within a budget, each with its cheapest cost
/// and the way there: the result of every `movementRange`, by steps
/// (``Hex/movementRange(steps:on:within:maximumExpansions:isPassable:)``), by cost per hex
/// (``Hex/movementRange(budget:on:within:maximumExpansions:cost:)``) or by cost per step
/// (``Hex/movementRange(budget:on:within:maximumExpansions:stepCost:)``).
///
/// Elements are `(hex, cost)` pairs, cheapest first, the start first of
/// all. Because every reached hex remembers its parent on a cheapest path,
/// the path to any of them — the route to draw when the player hovers over
/// a hex in range — is read back without another search:
///
/// ```swift
/// let range = unit.position.movementRange(budget: 6) { from, to in terrain.cost(from, to) }
/// if let route = range.path(to: hovered) { draw(route) }   // nil outside the range
/// ```
public struct HexMovementRange: RandomAccessCollection, Sendable {
  /// The reached hexes, in order.
  @usableFromInline internal var reachedHexes: [Hex] = []
  /// The cost of each reached hex and its parent's position.
  internal var costs: _Costs = .layers([])
  /// The position of each reached hex in `reachedHexes`.
  internal var positions: _Positions = .hashed(_HexTable(empty: -1))
  /// The wrapping map searched, for the neighbors of a layered range;
  /// `nil` on the plane.
  internal var wrapping: (any HexTopology)?

  /// Why the range may lack hexes within its budget: `nil` when it holds
  /// every one, ``HexSearchFailure/expansionLimitReached`` when the search gave
  /// up after its `maximumExpansions`.
  ///
  /// A range cut short is still exact, and complete for a smaller budget:
  /// it holds exactly the hexes whose cost is at most that of its last hex,
  /// each at its cheapest cost, in the order of the full range. That is the
  /// range the same search gives with that smaller budget, and ``path(to:)``
  /// works on it as on any range. A search expands at most
  /// `maximumExpansions` hexes (by default
  /// ``HexSearchLimits/defaultMaximumExpansions``, 2¹⁶, as A* does), and a
  /// range of at most that many hexes is never cut:
  ///
  ///     let open = Hex.zero.movementRange(budget: 1_000) { _ in 1 }
  ///     // open.failure == .expansionLimitReached: 3,003,001 hexes lie within 1,000
  ///     // open.last!.cost == 147: the 65,269 hexes within 147 (3·147·148 + 1)
  ///
  /// ``HexSearchFailure/unreachable`` never occurs here: a range has no
  /// goal.
  public internal(set) var failure: HexSearchFailure?

  /// The costs and parents of the reached hexes.
  internal enum _Costs: Sendable {
    /// Breadth-first: layer `k` (cost `k`) ends at `ends[k]`; a hex's
    /// parent is its neighbor of the layer before that was reached first,
    /// worked out when asked.
    case layers(_ ends: [Int])
    /// Each hex's cost, and the position of its parent (-1 for the start).
    case explicit(_ costs: [Int], parents: [Int32])
  }

  /// Where each reached hex sits in the range.
  internal enum _Positions: Sendable {
    /// Over a box not much larger than the hexes reached: the position of
    /// each hex of the box, or a negative number when it was not reached.
    case dense(_Parallelogram, [Int32])
    /// Hashed: memory follows the hexes reached.
    case hashed(_HexTable<Int32>)
  }

  internal init() {}

  /// The position of the first element: 0.
  @inlinable
  public var startIndex: Int { 0 }

  /// The number of reached hexes.
  @inlinable
  public var endIndex: Int { reachedHexes.count }

  /// Returns the reached hex at `position` with its cost.
  ///
  /// - Parameter position: A valid position, `0..<count`.
  ///
  /// - Complexity: O(log *s*) for a range by steps, where *s* is the number
  ///   of steps; O(1) otherwise.
  public subscript(position: Int) -> (hex: Hex, cost: Int) { (reachedHexes[position], cost(at: position)) }

  /// The reached hexes without their costs, in the same order.
  public var hexes: [Hex] { reachedHexes }

  /// The cost of the hex at `position`.
  internal func cost(at position: Int) -> Int {
    switch costs {
    case .explicit(let costs, _): return costs[position]
    case .layers(let ends):
      // The first layer ending after `position`.
      var low = 0, high = ends.count - 1
      while low < high {
        let middle = (low + high) / 2
        if ends[middle] > position { high = middle } else { low = middle + 1 }
      }
      return low
    }
  }

  /// The position of the parent of the hex at `position`; -1 for the start.
  internal func parent(at position: Int) -> Int {
    switch costs {
    case .explicit(_, let parents): return Int(parents[position])
    case .layers:
      let layer = cost(at: position)
      guard layer > 0 else { return -1 }
      // The breadth-first search reached this hex from its neighbor of the
      // layer before that came first.
      var parent = Int.max
      for neighbor in reachedHexes[position].neighbors {
        guard let neighbor = wrapping.map({ $0.canonical(neighbor) }) ?? neighbor else { continue }
        if let i = self.position(of: neighbor), i < parent, cost(at: i) == layer - 1 { parent = i }
      }
      return parent
    }
  }

  /// The position of `hex` in the range, or `nil` when it was not reached.
  internal func position(of hex: Hex) -> Int? {
    switch positions {
    case .dense(let box, let index):
      guard let slot = box.index(of: hex), index[slot] >= 0 else { return nil }
      return Int(index[slot])
    case .hashed(let table):
      guard let slot = table.find(hex) else { return nil }
      let i = table.values[slot]
      return i >= 0 ? Int(i) : nil
    }
  }

  /// Returns a Boolean value indicating whether `hex` was reached.
  ///
  /// - Parameter hex: The hex to look up.
  ///
  /// - Complexity: O(1) on average.
  public func contains(_ hex: Hex) -> Bool { position(of: hex) != nil }

  /// Returns the cheapest cost of reaching `hex`, or `nil` when it is out of
  /// range.
  ///
  /// - Parameter hex: The hex to look up.
  ///
  /// - Complexity: O(1) on average; O(log *s*) for a range by steps, where
  ///   *s* is the number of steps.
  public func cost(of hex: Hex) -> Int? { position(of: hex).map(cost(at:)) }

  /// Returns a cheapest path from the start to `hex` and its cost, or `nil`
  /// when `hex` is out of range.
  ///
  /// - Parameter hex: A reached hex.
  /// - Returns: The hexes from the start (first) to `hex` (last), and the
  ///   cost of reaching `hex`.
  ///
  /// - Complexity: O(*k*), where *k* is the length of the path (times
  ///   log *s* for a range by steps).
  public func path(to hex: Hex) -> HexPath? {
    guard let end = position(of: hex) else { return nil }
    var result: [Hex] = []
    var i = end
    while i >= 0 {
      result.append(reachedHexes[i])
      i = parent(at: i)
    }
    result.reverse()
    return HexPath(hexes: result, cost: cost(at: end))
  }

  /// Indexes the reached hexes: densely over `box` when it is not much
  /// larger than they are, hashed otherwise, so that memory follows the
  /// hexes reached.
  internal mutating func index(box: _Parallelogram?) {
    if let box, let count = box.count, _isDenseEnough(count) {
      var index = [Int32](repeating: -1, count: count)
      for (i, hex) in reachedHexes.enumerated() {
        if let slot = box.index(of: hex) { index[slot] = Int32(truncatingIfNeeded: i) }
      }
      positions = .dense(box, index)
      return
    }
    var table = _HexTable<Int32>(empty: -1)
    table.reset(box: nil)
    for (i, hex) in reachedHexes.enumerated() {
      if let (slot, _) = table.insert(hex) { table.values[slot] = Int32(truncatingIfNeeded: i) }
    }
    positions = .hashed(table)
  }

  /// Whether a dense index of `slots` slots is not much larger than the
  /// hexes reached: at most 8 slots per hex (plus 512), and at most
  /// `_denseSlotLimit`.
  internal func _isDenseEnough(_ slots: Int) -> Bool {
    slots <= _denseSlotLimit && slots / 8 <= reachedHexes.count + 64
  }
}

extension Hex {
  /// Returns every hex reachable from this one within `budget`, each with
  /// its cheapest cost and the way there, with costs per step (Dijkstra's
  /// algorithm).
  ///
  /// Moving from a hex to a neighbor costs `stepCost(from, to)`; `nil`
  /// forbids the step. Costs below 1 count as 1 and above
  /// ``HexSearchLimits/maximumStepCost`` as that. This hex costs nothing and
  /// comes first; the rest come in order of cost, ties in the order hexes
  /// were reached (neighbors in ``HexDirection`` order), so the same inputs
  /// always give the same result.
  ///
  ///     // Crossing the river between r = 0 and r = 1 costs 3:
  ///     let range = Hex.zero.movementRange(budget: 3) { from, to in
  ///       from.r == 0 && to.r == 1 ? 3 : 1
  ///     }
  ///     // range.cost(of: Hex(q: 0, r: 1)) == 3; range.path(to: Hex(q: 0, r: 1))
  ///
  /// - Parameters:
  ///   - budget: The largest total cost; negative gives an empty range. Any
  ///     budget is allowed: `maximumExpansions` bounds the work.
  ///   - topology: The world: ``HexPlane`` (the default), a wrapping map
  ///     (``HexCylinder``, ``HexWraparound``) or your own ``HexTopology``.
  ///     On a wrapping map the range crosses the seam, asks its closure
  ///     about canonical hexes only, returns canonical hexes, each once,
  ///     and never holds more hexes than the map has.
  ///   - region: The hexes the range may use, or `nil` for no limit. A
  ///     start outside it gives an empty range.
  ///   - maximumExpansions: The most hexes the search settles before it
  ///     gives up: the default, ``HexSearchLimits/defaultMaximumExpansions``
  ///     (2¹⁶), keeps an open map from costing more than about a tenth of a
  ///     second; values below 1 count as 1. A range of more hexes is cut to
  ///     the complete range of a smaller budget, and its
  ///     ``HexMovementRange/failure`` is ``HexSearchFailure/expansionLimitReached``.
  ///   - stepCost: The cost of moving from a hex to a neighbor, or `nil` if
  ///     the step is not allowed.
  ///     A cost is an `Int` from 1 to 2³¹ − 1 (``HexSearchLimits/maximumStepCost``):
  ///     0 or less counts as 1, so no step is free; larger counts as the maximum.
  /// - Returns: The reached hexes with their costs and parents.
  ///
  /// - Complexity: O(*n* log *n*), where *n* ≤ min(3·budget·(budget + 1) + 1,
  ///   `maximumExpansions` + 1) is the number of hexes reached; memory O(*n*).
  public func movementRange<Topology: HexTopology>(
    budget: Int, on topology: Topology = HexPlane(), within region: HexRegion? = nil,
    maximumExpansions: Int = HexSearchLimits.defaultMaximumExpansions,
    stepCost: (_ from: Hex, _ to: Hex) throws -> Int?
  ) rethrows -> HexMovementRange {
    try _movementRange(
      budget: budget, on: topology, within: region, maximumExpansions: maximumExpansions, memoizing: false,
      cost: stepCost)
  }

  /// Returns every hex reachable from this one at a total cost of at most
  /// `budget`, each with its cheapest cost and the way there, with costs per
  /// hex entered (Dijkstra's algorithm).
  ///
  /// Moving into a hex costs `cost(hex)`; `nil` makes the hex impassable,
  /// and costs below 1 count as 1 (so that the search stays within `budget`
  /// steps) and above ``HexSearchLimits/maximumStepCost`` as that. This hex
  /// costs nothing and comes first. The result is in order of cost; ties
  /// keep the order in which hexes were reached, neighbors taken in
  /// ``HexDirection`` order, so the same inputs always give the same range.
  ///
  ///     // Roads cost 1, everything else 3:
  ///     let reach = Hex.zero.movementRange(budget: 4) { $0.r == 0 ? 1 : 3 }
  ///
  /// - Parameters:
  ///   - budget: The largest total cost; negative gives an empty range. Any
  ///     budget is allowed: `maximumExpansions` bounds the work.
  ///   - topology: The world: ``HexPlane`` (the default), a wrapping map
  ///     (``HexCylinder``, ``HexWraparound``) or your own ``HexTopology``.
  ///     On a wrapping map the range crosses the seam, asks its closure
  ///     about canonical hexes only, returns canonical hexes, each once,
  ///     and never holds more hexes than the map has.
  ///   - region: The hexes the range may use, or `nil` for no limit. A
  ///     start outside it gives an empty range.
  ///   - maximumExpansions: The most hexes the search settles before it
  ///     gives up: the default, ``HexSearchLimits/defaultMaximumExpansions``
  ///     (2¹⁶), keeps an open map from costing more than about a tenth of a
  ///     second; values below 1 count as 1. A range of more hexes is cut to
  ///     the complete range of a smaller budget, and its
  ///     ``HexMovementRange/failure`` is ``HexSearchFailure/expansionLimitReached``.
  ///   - cost: The cost of entering a hex, or `nil` if it cannot be entered.
  ///     Called at most once per hex.
  ///     A cost is an `Int` from 1 to 2³¹ − 1 (``HexSearchLimits/maximumStepCost``):
  ///     0 or less counts as 1, so no hex is free; larger counts as the maximum.
  /// - Returns: The reached hexes with their costs and parents, cheapest
  ///   first.
  ///
  /// - Complexity: O(*n* log *n*), where *n* ≤ min(3·budget·(budget + 1) + 1,
  ///   `maximumExpansions` + 1) is the number of hexes reached; memory O(*n*).
  public func movementRange<Topology: HexTopology>(
    budget: Int, on topology: Topology = HexPlane(), within region: HexRegion? = nil,
    maximumExpansions: Int = HexSearchLimits.defaultMaximumExpansions, cost: (Hex) throws -> Int?
  ) rethrows -> HexMovementRange {
    try _movementRange(
      budget: budget, on: topology, within: region, maximumExpansions: maximumExpansions, memoizing: true,
      cost: { try cost($1) })
  }

  /// The Dijkstra search behind the `movementRange`s by budget,
  /// specialized for the library's topologies.
  @_specialize(where Topology == HexPlane)
  @_specialize(where Topology == HexCylinder)
  @_specialize(where Topology == HexWraparound)
  @_specialize(where Topology == HexRegion)
  @_specialize(where Topology == OffsetRectangle)
  internal func _movementRange<Topology: HexTopology>(
    budget: Int, on topology: Topology, within region: HexRegion?, maximumExpansions: Int, memoizing: Bool,
    cost: (Hex, Hex) throws -> Int?
  ) rethrows -> HexMovementRange {
    var range = HexMovementRange()
    guard budget >= 0, let start = topology.canonical(self), region?.contains(start) ?? true else { return range }
    if !topology._isPlane { range.wrapping = topology }
    let maximumExpansions = Swift.max(maximumExpansions, 1)
    var search = _Search()
    var costs: [Int] = []
    // On the plane the range stays within `budget` of the start (and every
    // hex of the range within 2³¹ of it); on a wrapping map it may reach any
    // hex of the map. Either way it holds at most `maximumExpansions` + 1
    // hexes before it is cut.
    let reach = Swift.min(_hexagonCountSaturating(budget), maximumExpansions)
    let box =
      topology._isPlane
      ? _Parallelogram(center: start, radius: Swift.min(budget, 1 << 31))
      : topology._denseBox(reach: Swift.min(reach, topology.count))
    // Where the range's edge is out of reach, the plane's steps need no check.
    let unchecked = topology._isPlane && (region != nil || start._hasInRange(radius: Swift.min(budget, 1 << 31) + 1))
    let end = try search.run(
      from: start, to: nil, on: topology, within: region, box: box,
      maximumCost: budget, maximumExpansions: maximumExpansions, memoizingEntryCosts: memoizing,
      uncheckedSteps: unchecked, cost: cost,
      reached: { hex, g in
        range.reachedHexes.append(hex)
        costs.append(g)
      })
    if end == .outOfExpansions, let last = costs.last {
      // Every hex cheaper than the last one settled was settled before it
      // (and the start alone costs 0): keep those, the complete range of a
      // smaller budget.
      var kept = costs.count
      while kept > 0 && costs[kept - 1] >= Swift.max(last, 1) { kept -= 1 }
      range.reachedHexes.removeSubrange(kept...)
      costs.removeSubrange(kept...)
      range.failure = .expansionLimitReached
    }
    range.index(box: box)
    var parents: [Int32] = []
    parents.reserveCapacity(range.reachedHexes.count)
    for hex in range.reachedHexes {
      guard let slot = search.table.find(hex), search.table.values[slot].parent >= 0,
        let parent = topology.canonical(hex - HexDirection(_unchecked: Int(search.table.values[slot].parent)).vector)
      else {
        parents.append(-1)
        continue
      }
      parents.append(Int32(truncatingIfNeeded: range.position(of: parent) ?? -1))
    }
    range.costs = .explicit(costs, parents: parents)
    return range
  }

  /// Returns every hex reachable from this one in at most `steps` moves
  /// between neighbors, entering only passable hexes, each with its number
  /// of steps and the way there (Red Blob Games, "Movement range").
  ///
  /// The result is in breadth-first order: this hex first (at cost 0), then
  /// the hexes one step away (cost 1), then two, …; within a step, in the
  /// order they were reached, neighbors taken in ``HexDirection`` order. So
  /// the same inputs always give the same range, and it is the one
  /// ``movementRange(budget:on:within:maximumExpansions:cost:)`` gives with every passable hex
  /// costing 1. This hex is included whatever `isPassable` says of it;
  /// `isPassable` is asked about each other hex at most once.
  ///
  ///     // A wall along q = 1 except at r = -1:
  ///     let open = Hex.zero.movementRange(steps: 2) { $0.q != 1 || $0.r == -1 }
  ///
  /// - Parameters:
  ///   - steps: The largest number of moves; negative gives an empty range,
  ///     zero this hex alone. Any number is allowed: `maximumExpansions`
  ///     bounds the work.
  ///   - topology: The world: ``HexPlane`` (the default), a wrapping map
  ///     (``HexCylinder``, ``HexWraparound``) or your own ``HexTopology``.
  ///     On a wrapping map the range crosses the seam, asks its closure
  ///     about canonical hexes only, returns canonical hexes, each once,
  ///     and never holds more hexes than the map has.
  ///   - region: The hexes the range may use, or `nil` for no limit. A
  ///     start outside it gives an empty range.
  ///   - maximumExpansions: The most hexes the search settles before it
  ///     gives up: the default, ``HexSearchLimits/defaultMaximumExpansions``
  ///     (2¹⁶), keeps an open map from costing more than about a tenth of a
  ///     second; values below 1 count as 1. A range of more hexes is cut to
  ///     the complete range of fewer steps, and its
  ///     ``HexMovementRange/failure`` is ``HexSearchFailure/expansionLimitReached``.
  ///   - isPassable: Whether a hex can be entered.
  /// - Returns: The reachable hexes with their steps and parents, nearest
  ///   first.
  ///
  /// - Complexity: O(*n*) calls of `isPassable`, where *n* ≤
  ///   min(3·steps·(steps + 1), 6·`maximumExpansions`) is the number of hexes
  ///   touched; memory O(*n*).
  public func movementRange<Topology: HexTopology>(
    steps: Int, on topology: Topology = HexPlane(), within region: HexRegion? = nil,
    maximumExpansions: Int = HexSearchLimits.defaultMaximumExpansions, isPassable: (Hex) throws -> Bool
  ) rethrows -> HexMovementRange {
    try _movementRange(
      steps: steps, on: topology, within: region, maximumExpansions: maximumExpansions, isPassable: isPassable)
  }

  /// The breadth-first search behind `movementRange(steps:…)`,
  /// specialized for the library's topologies.
  @_specialize(where Topology == HexPlane)
  @_specialize(where Topology == HexCylinder)
  @_specialize(where Topology == HexWraparound)
  @_specialize(where Topology == HexRegion)
  @_specialize(where Topology == OffsetRectangle)
  internal func _movementRange<Topology: HexTopology>(
    steps: Int, on topology: Topology, within region: HexRegion?, maximumExpansions: Int,
    isPassable: (Hex) throws -> Bool
  ) rethrows -> HexMovementRange {
    var range = HexMovementRange()
    guard steps >= 0, let start = topology.canonical(self), region?.contains(start) ?? true else { return range }
    if !topology._isPlane { range.wrapping = topology }
    let maximumExpansions = Swift.max(maximumExpansions, 1)
    // Every hex of the plane's range lies within 2³¹ steps of the start.
    let radius = Swift.min(steps, 1 << 31)
    // On the plane, a range whose edge is out of reach needs no range check.
    let inRange = topology._isPlane && (region != nil || start._hasInRange(radius: radius + 1))
    let reach = Swift.min(_hexagonCountSaturating(steps), maximumExpansions)
    let box =
      topology._isPlane
      ? _Parallelogram(center: start, radius: radius)
      : topology._denseBox(reach: Swift.min(reach, topology.count))
    if let box, let count = box.count, count <= _denseSlotLimit {
      // One array over the box, both the visited set and the index.
      var index = [Int32](repeating: -1, count: count)
      try index.withUnsafeMutableBufferPointer { buffer in
        var slots = _OneShotSlots(box: box, index: buffer)
        if inRange {
          try Self._breadthFirst(
            from: start, steps: steps, on: topology, region: region, maximumExpansions: maximumExpansions,
            mode: _UncheckedSteps.self, slots: &slots, range: &range, isPassable: isPassable)
        } else {
          try Self._breadthFirst(
            from: start, steps: steps, on: topology, region: region, maximumExpansions: maximumExpansions,
            mode: _CheckedSteps.self, slots: &slots, range: &range, isPassable: isPassable)
        }
      }
      range.positions = .dense(box, index)
      if !range._isDenseEnough(count) { range.index(box: nil) }
    } else {
      var table = _HexTable<Int32>(empty: -1)
      table.reset(box: nil)
      if inRange {
        try Self._breadthFirst(
          from: start, steps: steps, on: topology, region: region, maximumExpansions: maximumExpansions,
          mode: _UncheckedSteps.self, slots: &table, range: &range, isPassable: isPassable)
      } else {
        try Self._breadthFirst(
          from: start, steps: steps, on: topology, region: region, maximumExpansions: maximumExpansions,
          mode: _CheckedSteps.self, slots: &table, range: &range, isPassable: isPassable)
      }
      range.positions = .hashed(table)
    }
    return range
  }

  /// The breadth-first search of ``movementRange(steps:on:within:maximumExpansions:isPassable:)``,
  /// over either kind of slots: writes each reached hex's position into
  /// `slots` and the hex and its layer into `range`.
  ///
  /// A layer that takes the range past `maximumExpansions` hexes cuts it
  /// to the layers before, all complete, and sets the range's failure.
  internal static func _breadthFirst<Slots: _HexSlots & ~Copyable, Topology: HexTopology, Mode: _StepMode>(
    from start: Hex, steps: Int, on topology: Topology, region: HexRegion?, maximumExpansions: Int,
    mode: Mode.Type, slots: inout Slots, range: inout HexMovementRange,
    isPassable: (Hex) throws -> Bool
  ) rethrows where Slots.Value == Int32 {
    // Local arrays, handed over at the end: no access through `range` in
    // the loop.
    var hexes = [start], ends: [Int] = []
    defer { (range.reachedHexes, range.costs) = (hexes, .layers(ends)) }
    if let (slot, _) = slots.insert(start) { slots[slot] = 0 }
    var frontierStart = 0
    var step = 0
    var isCut = false
    while step < steps {
      step += 1
      let frontierEnd = hexes.count
      ends.append(frontierEnd)
      guard frontierStart < frontierEnd else { break }
      for i in frontierStart..<frontierEnd {
        let hex = hexes[i]
        for d in 0..<6 {
          guard let neighbor = Mode.step(from: hex, d, on: topology) else { continue }  // off the map
          if let region, !region.contains(neighbor) { continue }
          guard let (slot, inserted) = slots.insert(neighbor), inserted else { continue }
          if try isPassable(neighbor) {
            slots[slot] = Int32(truncatingIfNeeded: hexes.count)
            hexes.append(neighbor)
          }
        }
      }
      frontierStart = frontierEnd
      if hexes.count > maximumExpansions {
        // This layer took the range past its bound (checked per layer, not
        // per hex, to keep the loop above tight): keep the complete layers
        // before it. A layer holds at most six times the one before, so
        // the work stays within 6 · maximumExpansions hexes.
        for cut in hexes[frontierEnd...] {
          if let slot = slots.find(cut) { slots[slot] = -1 }
        }
        hexes.removeSubrange(frontierEnd...)
        isCut = true
        break
      }
    }
    if isCut {
      range.failure = .expansionLimitReached
    } else if ends.last != hexes.count {
      ends.append(hexes.count)
    }
  }
}

/// The slots of a breadth-first search over a box, used once: the position
/// of each reached hex, -2 for a hex looked at and found impassable, -1 for
/// the others.
///
/// It holds a buffer's pointer, valid only inside the closure that lent
/// it, so it cannot be copied out of it.
internal struct _OneShotSlots: _HexSlots, ~Copyable {
  internal let box: _Parallelogram
  internal let index: UnsafeMutableBufferPointer<Int32>

  internal func find(_ hex: Hex) -> Int? {
    guard let i = box.index(of: hex), index[i] != -1 else { return nil }
    return i
  }

  internal mutating func insert(_ hex: Hex) -> (slot: Int, inserted: Bool)? {
    guard let i = box.index(of: hex) else { return nil }
    if index[i] != -1 { return (i, false) }
    index[i] = -2
    return (i, true)
  }

  internal subscript(slot: Int) -> Int32 {
    get { index[slot] }
    nonmutating set { index[slot] = newValue }
  }
}
