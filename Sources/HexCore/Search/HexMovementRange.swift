/// The hexes a search reached within a budget, each with its cheapest cost
/// and the way there: the result of ``Hex/movementRange(budget:stepCost:)``.
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
  /// The reached hexes, in order, and the cost of each.
  @usableFromInline internal var reachedHexes: [Hex] = []
  @usableFromInline internal var costs: [Int32] = []
  /// For each reached hex, the position of its parent in `reached`; -1 for
  /// the start.
  @usableFromInline internal var parents: [Int32] = []
  /// The position of each reached hex in `reached`; -1 (or no slot) for the
  /// others.
  @usableFromInline internal var positions = _HexTable<Int32>(empty: -1)

  @inlinable
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
  @inlinable
  public subscript(position: Int) -> (hex: Hex, cost: Int) { (reachedHexes[position], Int(costs[position])) }

  /// The reached hexes without their costs, in the same order.
  public var hexes: [Hex] { reachedHexes }

  /// The position of `hex` in the range, or `nil` when it was not reached.
  @inlinable
  internal func position(of hex: Hex) -> Int? {
    guard let slot = positions.find(hex) else { return nil }
    let i = positions.values[slot]
    return i >= 0 ? Int(i) : nil
  }

  /// Returns a Boolean value indicating whether `hex` was reached.
  ///
  /// - Parameter hex: The hex to look up.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func contains(_ hex: Hex) -> Bool { position(of: hex) != nil }

  /// Returns the cheapest cost of reaching `hex`, or `nil` when it is out of
  /// range.
  ///
  /// - Parameter hex: The hex to look up.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func cost(of hex: Hex) -> Int? { position(of: hex).map { Int(costs[$0]) } }

  /// Returns a cheapest path from the start to `hex` and its cost, or `nil`
  /// when `hex` is out of range.
  ///
  /// - Parameter hex: A reached hex.
  /// - Returns: The hexes from the start (first) to `hex` (last), and the
  ///   cost of reaching `hex`.
  ///
  /// - Complexity: O(*k*), where *k* is the length of the path.
  public func path(to hex: Hex) -> HexPath? {
    guard let end = position(of: hex) else { return nil }
    var result: [Hex] = []
    var i = end
    while i >= 0 {
      result.append(reachedHexes[i])
      i = Int(parents[i])
    }
    result.reverse()
    return HexPath(hexes: result, cost: Int(costs[end]))
  }

  /// Indexes the reached hexes: densely over `box` when it is not much
  /// larger than they are, hashed otherwise, so that memory follows the
  /// hexes reached.
  internal mutating func index(box: _Parallelogram?) {
    let dense = box.flatMap { b in (b.count ?? .max) / 8 <= reachedHexes.count + 64 ? b : nil }
    positions.reset(box: dense)
    for (i, hex) in reachedHexes.enumerated() {
      if let (slot, _) = positions.insert(hex) { positions.values[slot] = Int32(truncatingIfNeeded: i) }
    }
  }
}

extension Hex {
  /// Returns every hex reachable from this one within `budget`, each with
  /// its cheapest cost and the way there, with costs per step (Dijkstra's
  /// algorithm).
  ///
  /// Moving from a hex to a neighbor costs `stepCost(from, to)`; `nil`
  /// forbids the step. Costs below 1 count as 1 and above
  /// ``HexPathFinder/maximumStepCost`` as that. This hex costs nothing and
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
  ///   - budget: The largest total cost; negative gives an empty range.
  ///   - region: The hexes the range may use, or `nil` for no limit. A
  ///     start outside it gives an empty range.
  ///   - stepCost: The cost of moving from a hex to a neighbor, or `nil` if
  ///     the step is not allowed.
  /// - Returns: The reached hexes with their costs and parents.
  /// - Precondition: `budget` ≤ 2³⁰.
  ///
  /// - Complexity: O(*n* log *n*), where *n* ≤ 3·budget·(budget + 1) + 1 is
  ///   the number of hexes reached; memory O(*n*).
  public func movementRange(
    budget: Int, within region: HexRegion? = nil, stepCost: (_ from: Hex, _ to: Hex) throws -> Int?
  ) rethrows -> HexMovementRange {
    try _movementRange(budget: budget, within: region, memoizing: false, cost: stepCost)
  }

  /// Returns every hex reachable from this one at a total cost of at most
  /// `budget`, each with its cheapest cost and the way there, with costs per
  /// hex entered (Dijkstra's algorithm).
  ///
  /// Moving into a hex costs `cost(hex)`; `nil` makes the hex impassable,
  /// and costs below 1 count as 1 (so that the search stays within `budget`
  /// steps) and above ``HexPathFinder/maximumStepCost`` as that. This hex
  /// costs nothing and comes first. The result is in order of cost; ties
  /// keep the order in which hexes were reached, neighbors taken in
  /// ``HexDirection`` order, so the same inputs always give the same range.
  ///
  ///     // Roads cost 1, everything else 3:
  ///     let reach = Hex.zero.movementRange(budget: 4) { $0.r == 0 ? 1 : 3 }
  ///
  /// - Parameters:
  ///   - budget: The largest total cost; negative gives an empty range.
  ///   - region: The hexes the range may use, or `nil` for no limit. A
  ///     start outside it gives an empty range.
  ///   - cost: The cost of entering a hex, or `nil` if it cannot be entered.
  ///     Called at most once per hex.
  /// - Returns: The reached hexes with their costs and parents, cheapest
  ///   first.
  /// - Precondition: `budget` ≤ 2³⁰.
  ///
  /// - Complexity: O(*n* log *n*), where *n* ≤ 3·budget·(budget + 1) + 1 is
  ///   the number of hexes reached; memory O(*n*).
  public func movementRange(
    budget: Int, within region: HexRegion? = nil, cost: (Hex) throws -> Int?
  ) rethrows -> HexMovementRange {
    try _movementRange(budget: budget, within: region, memoizing: true, cost: { try cost($1) })
  }

  internal func _movementRange(
    budget: Int, within region: HexRegion?, memoizing: Bool, cost: (Hex, Hex) throws -> Int?
  ) rethrows -> HexMovementRange {
    var range = HexMovementRange()
    guard budget >= 0, region?.contains(self) ?? true else { return range }
    precondition(budget <= Hex.coordinateRange.upperBound, "movement budget \(budget) exceeds 2^30")
    var search = _Search()
    let box = _Parallelogram(center: self, radius: budget)
    _ = try search.run(
      from: self, to: nil, within: region, box: box,
      maximumCost: budget, maximumExpansions: .max, memoizingEntryCosts: memoizing, cost: cost,
      reached: { hex, g in
        range.reachedHexes.append(hex)
        range.costs.append(Int32(truncatingIfNeeded: g))
      })
    range.index(box: box)
    range.parents.reserveCapacity(range.reachedHexes.count)
    for hex in range.reachedHexes {
      guard let slot = search.table.find(hex), search.table.values[slot].parent >= 0 else {
        range.parents.append(-1)
        continue
      }
      let parent = hex - HexDirection(_unchecked: Int(search.table.values[slot].parent)).vector
      range.parents.append(Int32(truncatingIfNeeded: range.position(of: parent) ?? -1))
    }
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
  /// ``movementRange(budget:within:cost:)`` gives with every passable hex
  /// costing 1. This hex is included whatever `isPassable` says of it;
  /// `isPassable` is asked about each other hex at most once.
  ///
  ///     // A wall along q = 1 except at r = -1:
  ///     let open = Hex.zero.movementRange(steps: 2) { $0.q != 1 || $0.r == -1 }
  ///
  /// - Parameters:
  ///   - steps: The largest number of moves; negative gives an empty range,
  ///     zero this hex alone.
  ///   - region: The hexes the range may use, or `nil` for no limit. A
  ///     start outside it gives an empty range.
  ///   - isPassable: Whether a hex can be entered.
  /// - Returns: The reachable hexes with their steps and parents, nearest
  ///   first.
  /// - Precondition: `steps` ≤ 2³⁰.
  ///
  /// - Complexity: O(*n*) calls of `isPassable`, where *n* ≤ 3·steps·(steps + 1)
  ///   is the number of hexes within `steps` touched; memory O(*n*).
  public func movementRange(
    steps: Int, within region: HexRegion? = nil, isPassable: (Hex) throws -> Bool
  ) rethrows -> HexMovementRange {
    var range = HexMovementRange()
    guard steps >= 0, region?.contains(self) ?? true else { return range }
    precondition(steps <= Hex.coordinateRange.upperBound, "movement range of \(steps) steps exceeds 2^30")
    let box = _Parallelogram(center: self, radius: steps)
    var positions = _HexTable<Int32>(empty: -1)
    positions.reset(box: box)
    let dense: Void? = try positions.withDenseSlots { slots in
      try Self._breadthFirst(
        from: self, steps: steps, region: region, slots: &slots, range: &range, isPassable: isPassable)
    }
    if dense == nil {
      try Self._breadthFirst(
        from: self, steps: steps, region: region, slots: &positions, range: &range, isPassable: isPassable)
    }
    range.positions = positions
    if (box.count ?? .max) / 8 > range.reachedHexes.count + 64 { range.index(box: nil) }
    return range
  }

  /// The breadth-first search of ``movementRange(steps:within:isPassable:)``,
  /// over either kind of slots: writes each reached hex's position into
  /// `slots` and the hex, its steps and its parent into `range`.
  internal static func _breadthFirst<Slots: _HexSlots>(
    from start: Hex, steps: Int, region: HexRegion?, slots: inout Slots, range: inout HexMovementRange,
    isPassable: (Hex) throws -> Bool
  ) rethrows where Slots.Value == Int32 {
    // Local arrays, handed over at the end: no access through `range` in
    // the loop (W9).
    var hexes = [start], costs: [Int32] = [0], parents: [Int32] = [-1]
    defer { (range.reachedHexes, range.costs, range.parents) = (hexes, costs, parents) }
    if let (slot, _) = slots.insert(start) { slots[slot] = 0 }
    var frontierStart = 0
    var step = 0
    while step < steps {
      step += 1
      let frontierEnd = hexes.count
      guard frontierStart < frontierEnd else { break }
      for i in frontierStart..<frontierEnd {
        for neighbor in hexes[i].neighbors {
          if let region, !region.contains(neighbor) { continue }
          guard let (slot, inserted) = slots.insert(neighbor), inserted else { continue }
          if try isPassable(neighbor) {
            slots[slot] = Int32(truncatingIfNeeded: hexes.count)
            hexes.append(neighbor)
            costs.append(Int32(truncatingIfNeeded: step))
            parents.append(Int32(truncatingIfNeeded: i))
          }
        }
      }
      frontierStart = frontierEnd
    }
  }
}
