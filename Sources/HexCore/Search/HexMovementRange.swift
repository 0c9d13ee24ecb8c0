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
  @usableFromInline internal var reached: [(hex: Hex, cost: Int)] = []
  /// For each reached hex, the position of its parent in `reached`; -1 for
  /// the start.
  @usableFromInline internal var parents: [Int] = []
  /// The position of each reached hex in `reached`.
  @usableFromInline internal var positions: [Hex: Int] = [:]

  @inlinable
  internal init() {}

  /// The position of the first element: 0.
  @inlinable
  public var startIndex: Int { 0 }

  /// The number of reached hexes.
  @inlinable
  public var endIndex: Int { reached.count }

  /// Returns the reached hex at `position` with its cost.
  ///
  /// - Parameter position: A valid position, `0..<count`.
  @inlinable
  public subscript(position: Int) -> (hex: Hex, cost: Int) { reached[position] }

  /// Returns a Boolean value indicating whether `hex` was reached.
  ///
  /// - Parameter hex: The hex to look up.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func contains(_ hex: Hex) -> Bool { positions[hex] != nil }

  /// Returns the cheapest cost of reaching `hex`, or `nil` when it is out of
  /// range.
  ///
  /// - Parameter hex: The hex to look up.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func cost(of hex: Hex) -> Int? { positions[hex].map { reached[$0].cost } }

  /// Returns a cheapest path from the start to `hex`, or `nil` when it is
  /// out of range.
  ///
  /// - Parameter hex: A reached hex.
  /// - Returns: The hexes from the start (first) to `hex` (last).
  ///
  /// - Complexity: O(*k*), where *k* is the length of the path.
  public func path(to hex: Hex) -> [Hex]? {
    guard var i = positions[hex] else { return nil }
    var result: [Hex] = []
    while i >= 0 {
      result.append(reached[i].hex)
      i = parents[i]
    }
    result.reverse()
    return result
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
  ///   - stepCost: The cost of moving from a hex to a neighbor, or `nil` if
  ///     the step is not allowed.
  /// - Returns: The reached hexes with their costs and parents.
  /// - Precondition: `budget` ≤ 2³⁰.
  ///
  /// - Complexity: O(*n* log *n*), where *n* ≤ 3·budget·(budget + 1) + 1 is
  ///   the number of hexes reached; memory O(*n*).
  @inlinable
  public func movementRange(
    budget: Int, stepCost: (_ from: Hex, _ to: Hex) throws -> Int?
  ) rethrows -> HexMovementRange {
    try _movementRange(budget: budget, memoizing: false, cost: stepCost)
  }

  /// Returns every hex reachable from this one at a total cost of at most
  /// `budget`, with the cheapest cost of reaching it (Dijkstra's algorithm).
  ///
  /// Moving into a hex costs `cost(hex)`; `nil` makes the hex impassable,
  /// and costs below 1 count as 1 (so that the search stays within `budget`
  /// steps) and above ``HexPathFinder/maximumStepCost`` as that. This hex
  /// costs nothing and comes first. The result is in order of cost; ties
  /// keep the order in which hexes were reached, neighbors taken in
  /// ``HexDirection`` order, so the same inputs always give the same array.
  /// For the path to each hex, use ``movementRange(budget:stepCost:)``.
  ///
  ///     // Roads cost 1, everything else 3:
  ///     let reach = Hex.zero.movementRange(budget: 4) { $0.r == 0 ? 1 : 3 }
  ///
  /// - Parameters:
  ///   - budget: The largest total cost; negative gives an empty array.
  ///   - cost: The cost of entering a hex, or `nil` if it cannot be entered.
  ///     Called at most once per hex.
  /// - Returns: Each reachable hex with its cost, cheapest first.
  /// - Precondition: `budget` ≤ 2³⁰.
  ///
  /// - Complexity: O(*n* log *n*), where *n* ≤ 3·budget·(budget + 1) + 1 is
  ///   the number of hexes reached; memory O(*n*).
  @inlinable
  public func movementRange(
    budget: Int, cost: (Hex) throws -> Int?
  ) rethrows -> [(hex: Hex, cost: Int)] {
    try _movementRange(budget: budget, memoizing: true, cost: { try cost($1) }).reached
  }

  @inlinable
  internal func _movementRange(
    budget: Int, memoizing: Bool, cost: (Hex, Hex) throws -> Int?
  ) rethrows -> HexMovementRange {
    var range = HexMovementRange()
    guard budget >= 0 else { return range }
    precondition(budget <= Hex.coordinateRange.upperBound, "movement budget \(budget) exceeds 2^30")
    var search = _Search()
    _ = try search.run(
      from: self, to: nil, within: nil, box: _Parallelogram(center: self, radius: budget),
      maximumCost: budget, maximumExpansions: .max, memoizingEntryCosts: memoizing, cost: cost,
      reached: { hex, g in
        range.positions[hex] = range.reached.count
        range.reached.append((hex, g))
      })
    range.parents.reserveCapacity(range.reached.count)
    for (hex, _) in range.reached {
      guard let slot = search.table.find(hex), search.table.values[slot].parent >= 0 else {
        range.parents.append(-1)
        continue
      }
      let parent = hex - HexDirection(_unchecked: Int(search.table.values[slot].parent)).vector
      range.parents.append(range.positions[parent] ?? -1)
    }
    return range
  }

  /// Returns every hex reachable from this one in at most `steps` moves
  /// between neighbors, entering only passable hexes (Red Blob Games,
  /// "Movement range").
  ///
  /// The result is in breadth-first order: this hex first, then the hexes
  /// one step away, then two, …; within a step, in the order they were
  /// reached, neighbors taken in ``HexDirection`` order. So the same inputs
  /// always give the same array. This hex is included whatever `isPassable`
  /// says of it; `isPassable` is asked about each other hex at most once.
  ///
  ///     // A wall along q = 1 except at r = -1:
  ///     let open = Hex.zero.movementRange(steps: 2) { $0.q != 1 || $0.r == -1 }
  ///
  /// - Parameters:
  ///   - steps: The largest number of moves; negative gives an empty array,
  ///     zero this hex alone.
  ///   - isPassable: Whether a hex can be entered.
  /// - Returns: The reachable hexes, nearest first.
  /// - Precondition: `steps` ≤ 2³⁰.
  ///
  /// - Complexity: O(*n*) calls of `isPassable`, where *n* ≤ 3·steps·(steps + 1)
  ///   is the number of hexes within `steps` touched; memory O(*n*).
  @inlinable
  public func movementRange(steps: Int, isPassable: (Hex) throws -> Bool) rethrows -> [Hex] {
    guard steps >= 0 else { return [] }
    precondition(steps <= Hex.coordinateRange.upperBound, "movement range of \(steps) steps exceeds 2^30")
    var visited = _HexTable(empty: ())
    visited.reset(box: _Parallelogram(center: self, radius: steps))
    let dense = try visited.withDenseSlots { slots in
      try Self._breadthFirst(from: self, steps: steps, visited: &slots, isPassable: isPassable)
    }
    if let dense { return dense }
    return try Self._breadthFirst(from: self, steps: steps, visited: &visited, isPassable: isPassable)
  }

  /// The breadth-first search of ``movementRange(steps:isPassable:)``, over
  /// either kind of visited set.
  @inlinable
  internal static func _breadthFirst<Visited: _HexSlots>(
    from start: Hex, steps: Int, visited: inout Visited, isPassable: (Hex) throws -> Bool
  ) rethrows -> [Hex] {
    _ = visited.insert(start)
    var result = [start]
    var frontierStart = 0
    for _ in 0..<steps {
      let frontierEnd = result.count
      guard frontierStart < frontierEnd else { break }
      for i in frontierStart..<frontierEnd {
        for neighbor in result[i].neighbors {
          guard let (_, inserted) = visited.insert(neighbor), inserted else { continue }
          if try isPassable(neighbor) { result.append(neighbor) }
        }
      }
      frontierStart = frontierEnd
    }
    return result
  }
}
