/// A cheapest path found by a search: its hexes and what it costs.
public struct HexPath: Hashable, Sendable {
  /// The hexes of the path, the start first and the goal last.
  public var hexes: [Hex]
  /// The sum of the costs of its steps.
  public var cost: Int

  /// Creates a path.
  ///
  /// - Parameters:
  ///   - hexes: The hexes, start first.
  ///   - cost: The total cost.
  public init(hexes: [Hex], cost: Int) {
    self.hexes = hexes
    self.cost = cost
  }
}

/// Why a search found no path: the answer of a failed
/// ``HexPathFinder/path(from:to:on:within:maximumCost:maximumExpansions:stepCost:)``
/// or ``Hex/path(to:on:within:maximumCost:maximumExpansions:cost:)``.
///
/// Every `path` returns a `Result<HexPath, HexSearchFailure>`:
/// `try result.get()` gives the path or throws the failure, and
/// `try? result.get()` a `HexPath?`. A movement range cut short by its
/// `maximumExpansions` says so with ``expansionLimitReached`` in
/// ``HexMovementRange/failure``.
public enum HexSearchFailure: Error, Hashable, Sendable {
  /// No path exists within the bounds the search was given: the region,
  /// the maximum cost and the passable hexes. The search proved it, having
  /// run out of hexes to expand (or found the goal cut off before starting).
  /// A negative maximum cost allows no path at all, not even from a hex to
  /// itself.
  case unreachable
  /// The search expanded its `maximumExpansions` hexes without reaching the
  /// goal, which may still be reachable with a larger limit (or, for a
  /// movement range, without reaching every hex within its budget).
  case expansionLimitReached
  /// The start or the goal is not a hex the search may use: it stands for
  /// no hex of the world, or lies outside the `region` the search was
  /// given. Nothing was searched.
  case endpointOutOfBounds
}

/// A reusable A* path finder that keeps its bookkeeping between queries.
///
/// `Hex.path(to:…)` sets up fresh bookkeeping for every search. A game that
/// asks for many paths — every unit, every turn — keeps one finder and asks
/// it instead: after the first query, its tables and queue are reused, and
/// emptying them for the next search costs O(1).
///
/// ```swift
/// var finder = HexPathFinder()
/// for unit in units {
///   if case .success(let route) = finder.path(from: unit.position, to: target, stepCost: terrain.cost) {
///     unit.follow(route.hexes)   // route.cost is what it costs
///   }
/// }
/// ```
///
/// Costs are per step, `(from, to)`, so crossing a river or climbing a cliff
/// can cost more than the hex entered; `nil` forbids the step. A step costs
/// at least 1 (which keeps the hex distance an admissible estimate, so the
/// path found is a cheapest one) and at most ``HexSearchLimits/maximumStepCost``: costs
/// outside count as the nearest bound, and no total can overflow.
///
/// The grid is unbounded, so every search is bounded too: by a region, a
/// maximum cost and a number of expansions (by default
/// ``HexSearchLimits/defaultMaximumExpansions``, about a tenth of a second of searching at
/// most). A search that finds no path says why, as a ``HexSearchFailure``:
/// ``HexSearchFailure/unreachable`` when it proved there is none within the
/// bounds, ``HexSearchFailure/expansionLimitReached`` when it gave up. Memory
/// grows with the hexes a search touches, or with the region when it is
/// small. Ties are broken by the smaller remaining distance, then by the
/// order hexes were reached (neighbors in ``HexDirection`` order), so the
/// same inputs always give the same path.
public struct HexPathFinder: Sendable {
  @usableFromInline internal var search = _Search()

  /// Creates a path finder with empty bookkeeping.
  public init() {}

  /// Returns a cheapest path from `start` to `goal` on a topology (the
  /// plane by default, a wrapping map or your own ``HexTopology``) with
  /// costs per step, or why there is none within the bounds.
  ///
  /// The search crosses the map's seam: `stepCost` is asked about canonical
  /// hexes only, the path's hexes are canonical, consecutive ones are
  /// neighbors on the map, and its cost is the least over every way round.
  /// A search that has expanded every hex of the map without reaching
  /// `goal` reports ``HexSearchFailure/unreachable``, never
  /// ``HexSearchFailure/expansionLimitReached``.
  ///
  /// - Parameters:
  ///   - start: The first hex, or any hex that stands for it.
  ///   - goal: The hex to reach, or any hex that stands for it.
  ///   - topology: The map: ``HexCylinder``, ``HexWraparound`` or ``HexPlane``.
  ///   - region: The canonical hexes the path may use, or `nil` for no limit.
  ///   - maximumCost: The largest total cost of a path.
  ///   - maximumExpansions: The most hexes to expand before giving up.
  ///   - stepCost: The cost of moving from a hex to a neighbor, or `nil` if
  ///     the step is not allowed.
  ///     A cost is an `Int` from 1 to 2³¹ − 1 (``HexSearchLimits/maximumStepCost``):
  ///     0 or less counts as 1, so no step is free; larger counts as the maximum.
  /// - Returns: The path, canonical `start` first and canonical `goal`
  ///   last, and its cost; ``HexSearchFailure/endpointOutOfBounds`` when either
  ///   stands for no hex of the map or lies outside `region`.
  ///
  /// - Complexity: O(*e* log *e*), where *e* ≤ min(`maximumExpansions`,
  ///   `topology.count`) is the number of hexes expanded; memory O(*e*).
  public mutating func path<Topology: HexTopology>(
    from start: Hex, to goal: Hex, on topology: Topology = HexPlane(), within region: HexRegion? = nil,
    maximumCost: Int = .max, maximumExpansions: Int = HexSearchLimits.defaultMaximumExpansions,
    stepCost: (_ from: Hex, _ to: Hex) throws -> Int?
  ) rethrows -> Result<HexPath, HexSearchFailure> {
    try find(
      from: start, to: goal, on: topology, within: region, maximumCost: maximumCost,
      maximumExpansions: maximumExpansions, memoizing: false, cost: stepCost)
  }

  /// Returns a cheapest path from `start` to `goal` on a wrapping map (or
  /// any ``HexTopology``) with costs per hex entered, or why there is none
  /// within the bounds.
  ///
  /// The search of ``path(from:to:on:within:maximumCost:maximumExpansions:stepCost:)``
  /// where a step costs what entering its hex costs; `cost` is asked once
  /// per canonical hex.
  ///
  ///     let world = HexCylinder(rows: 4, columns: 8, kind: .oddQ)!
  ///     let west = Hex(OffsetCoordinate(row: 1, col: 0), kind: .oddQ)
  ///     let east = Hex(OffsetCoordinate(row: 1, col: 7), kind: .oddQ)
  ///     var finder = HexPathFinder()
  ///     finder.path(from: west, to: east, on: world) { _ in 1 }
  ///     // .success: [west, east], cost 1, across the seam
  ///
  /// - Parameters:
  ///   - start: The first hex, or any hex that stands for it.
  ///   - goal: The hex to reach, or any hex that stands for it.
  ///   - topology: The map.
  ///   - region: The canonical hexes the path may use, or `nil` for no limit.
  ///   - maximumCost: The largest total cost of a path.
  ///   - maximumExpansions: The most hexes to expand before giving up.
  ///   - cost: The cost of entering a canonical hex, or `nil` if it cannot
  ///     be entered.
  ///     A cost is an `Int` from 1 to 2³¹ − 1 (``HexSearchLimits/maximumStepCost``):
  ///     0 or less counts as 1, so no hex is free; larger counts as the maximum.
  /// - Returns: The path and its cost, or the ``HexSearchFailure``.
  ///
  /// - Complexity: O(*e* log *e*), where *e* ≤ min(`maximumExpansions`,
  ///   `topology.count`) is the number of hexes expanded; memory O(*e*).
  public mutating func path<Topology: HexTopology>(
    from start: Hex, to goal: Hex, on topology: Topology = HexPlane(), within region: HexRegion? = nil,
    maximumCost: Int = .max, maximumExpansions: Int = HexSearchLimits.defaultMaximumExpansions,
    cost: (Hex) throws -> Int?
  ) rethrows -> Result<HexPath, HexSearchFailure> {
    try find(
      from: start, to: goal, on: topology, within: region, maximumCost: maximumCost,
      maximumExpansions: maximumExpansions, memoizing: true, cost: { try cost($1) })
  }

  /// The search behind every `path`, specialized for the library's
  /// topologies (generic code for a caller's own).
  @_specialize(where Topology == HexPlane)
  @_specialize(where Topology == HexCylinder)
  @_specialize(where Topology == HexWraparound)
  @_specialize(where Topology == HexRegion)
  @_specialize(where Topology == OffsetRectangle)
  internal mutating func find<Topology: HexTopology>(
    from start: Hex, to goal: Hex, on topology: Topology, within region: HexRegion?, maximumCost: Int,
    maximumExpansions: Int, memoizing: Bool, cost: (Hex, Hex) throws -> Int?
  ) rethrows -> Result<HexPath, HexSearchFailure> {
    guard let start = topology.canonical(start), let goal = topology.canonical(goal) else {
      return .failure(.endpointOutOfBounds)
    }
    if let region, !region.contains(start) || !region.contains(goal) { return .failure(.endpointOutOfBounds) }
    // No path, not even the empty one at cost 0, costs less than 0.
    if maximumCost < 0 { return .failure(.unreachable) }
    if start == goal { return .success(HexPath(hexes: [start], cost: 0)) }
    // Every step costs at least 1.
    if topology.estimatedDistance(from: start, to: goal) > maximumCost { return .failure(.unreachable) }
    var total = 0
    // A dense table over the region (or the map) pays off when the search
    // may touch a good part of it: no larger than a few slots per expansion
    // allowed.
    let box =
      region.map(_Parallelogram.init).flatMap { box -> _Parallelogram? in
        guard let count = box.count, count / 8 <= Swift.max(maximumExpansions, 512) else { return nil }
        return box
      } ?? (topology._isPlane ? nil : topology._denseBox(reach: maximumExpansions))
    let end: _SearchEnd
    // A region keeps to the range; so does a search that cannot go farther
    // than the range's edge: the plane's steps need no check then.
    let unchecked =
      topology._isPlane
      && (region != nil || maximumCost < Int.max && start._hasInRange(radius: Swift.min(maximumCost, 1 << 31) + 1))
    end = try search.run(
      from: start, to: goal, on: topology, within: region, box: box,
      maximumCost: maximumCost, maximumExpansions: maximumExpansions,
      memoizingEntryCosts: memoizing, uncheckedSteps: unchecked, cost: cost,
      reached: { hex, g in if hex == goal { total = g } })
    switch end {
    case .reachedGoal: return .success(HexPath(hexes: search.path(to: goal, on: topology), cost: total))
    case .exhausted: return .failure(.unreachable)
    case .outOfExpansions: return .failure(.expansionLimitReached)
    }
  }
}

extension Hex {
  /// Returns a cheapest path from this hex to `goal`, or why there is none
  /// within the bounds (A*, with the hex distance as the heuristic).
  ///
  /// Moving into a hex costs `cost(hex)`; `nil` makes it impassable. Costs
  /// below 1 count as 1 and above ``HexSearchLimits/maximumStepCost`` as that,
  /// so the path found is a cheapest one and no sum overflows. The grid is
  /// unbounded, so the search stops when it would have to go beyond any of
  /// the bounds:
  ///
  /// - `region`: only hexes inside it are entered;
  /// - `maximumCost`: paths costing more are not considered;
  /// - `maximumExpansions`: after expanding that many hexes without reaching
  ///   the goal, the search gives up. The default,
  ///   ``HexSearchLimits/defaultMaximumExpansions`` (2¹⁶), keeps an
  ///   unreachable goal from costing more than about a tenth of a second.
  ///
  /// A failed search says why: ``HexSearchFailure/unreachable`` when no path
  /// exists within the region and the maximum cost (found without spending
  /// the budget when the region runs out, or when the goal cannot be
  /// entered or sits in a small walled-off pocket, or when `maximumCost` is
  /// negative), ``HexSearchFailure/expansionLimitReached`` when it gave up,
  /// and ``HexSearchFailure/endpointOutOfBounds`` when this hex or `goal`
  /// lies outside `region` or the world, even when they are the same hex.
  /// `try? result.get()` is the path or `nil`.
  ///
  /// Ties are broken by the smaller remaining distance, then by the order in
  /// which hexes were reached (neighbors in ``HexDirection`` order), so the
  /// same inputs always give the same path. For many searches, use
  /// ``HexPathFinder``.
  ///
  ///     let path = Hex.zero.path(to: Hex(q: 3, r: -1)) { $0 == Hex(q: 1, r: 0) ? nil : 1 }
  ///     // .success: 4 hexes from (0, 0) to (3, -1), going round (1, 0), cost 3
  ///
  /// - Parameters:
  ///   - goal: The hex to reach, or any hex that stands for it. Its cost
  ///     counts like any other hex's.
  ///   - topology: The world: ``HexPlane`` (the default), a wrapping map
  ///     (``HexCylinder``, ``HexWraparound``) or your own ``HexTopology``.
  ///     On a wrapping map the search crosses the seam, asks `cost` about
  ///     canonical hexes only and returns canonical hexes, and stops once it
  ///     has expanded every hex of the map.
  ///   - region: The hexes the path may use, or `nil` for no limit.
  ///   - maximumCost: The largest total cost of a path.
  ///   - maximumExpansions: The most hexes to expand before giving up.
  ///   - cost: The cost of entering a hex, or `nil` if it cannot be entered.
  ///     Called at most once per hex.
  ///     A cost is an `Int` from 1 to 2³¹ − 1 (``HexSearchLimits/maximumStepCost``):
  ///     0 or less counts as 1, so no hex is free; larger counts as the maximum.
  /// - Returns: The path, this hex first and `goal` last (just this hex, at
  ///   cost 0, when it is the goal), and its cost; or the
  ///   ``HexSearchFailure``.
  ///
  /// - Complexity: O(*e* log *e*), where *e* ≤ `maximumExpansions` is the
  ///   number of hexes expanded; memory O(*e*).
  public func path<Topology: HexTopology>(
    to goal: Hex, on topology: Topology = HexPlane(), within region: HexRegion? = nil, maximumCost: Int = .max,
    maximumExpansions: Int = HexSearchLimits.defaultMaximumExpansions, cost: (Hex) throws -> Int?
  ) rethrows -> Result<HexPath, HexSearchFailure> {
    var finder = HexPathFinder()
    return try finder.path(
      from: self, to: goal, on: topology, within: region, maximumCost: maximumCost,
      maximumExpansions: maximumExpansions, cost: cost)
  }

  /// Returns a cheapest path from this hex to `goal` with costs per step,
  /// or why there is none within the bounds.
  ///
  /// See ``HexPathFinder/path(from:to:on:within:maximumCost:maximumExpansions:stepCost:)``.
  ///
  ///     // Crossing the river between r = 0 and r = 1 costs 5 more:
  ///     let route = Hex.zero.path(to: Hex(q: 0, r: 3)) { from, to in
  ///       from.r == 0 && to.r == 1 ? 6 : 1
  ///     }
  ///     // try route.get().cost == 8
  ///
  /// - Parameters:
  ///   - goal: The hex to reach, or any hex that stands for it.
  ///   - topology: The world: ``HexPlane`` (the default), a wrapping map or
  ///     your own ``HexTopology``; see ``path(to:on:within:maximumCost:maximumExpansions:cost:)``.
  ///   - region: The hexes the path may use, or `nil` for no limit.
  ///   - maximumCost: The largest total cost of a path.
  ///   - maximumExpansions: The most hexes to expand before giving up.
  ///   - stepCost: The cost of moving from a hex to a neighbor, or `nil` if
  ///     the step is not allowed.
  ///     A cost is an `Int` from 1 to 2³¹ − 1 (``HexSearchLimits/maximumStepCost``):
  ///     0 or less counts as 1, so no step is free; larger counts as the maximum.
  /// - Returns: The path and its cost, or the ``HexSearchFailure``.
  ///
  /// - Complexity: O(*e* log *e*), where *e* ≤ `maximumExpansions` is the
  ///   number of hexes expanded; memory O(*e*).
  public func path<Topology: HexTopology>(
    to goal: Hex, on topology: Topology = HexPlane(), within region: HexRegion? = nil, maximumCost: Int = .max,
    maximumExpansions: Int = HexSearchLimits.defaultMaximumExpansions,
    stepCost: (_ from: Hex, _ to: Hex) throws -> Int?
  ) rethrows -> Result<HexPath, HexSearchFailure> {
    var finder = HexPathFinder()
    return try finder.path(
      from: self, to: goal, on: topology, within: region, maximumCost: maximumCost,
      maximumExpansions: maximumExpansions, stepCost: stepCost)
  }
}
