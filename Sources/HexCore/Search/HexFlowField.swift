/// A flow field (a Dijkstra map) over a region: every hex's cost to the
/// nearest of some goals, and the direction of its next step there.
///
/// Build it once from one goal or many; then any number of units steer by
/// looking up their hex, in O(1) a step, instead of each running A*:
///
/// ```swift
/// var field = HexFlowField(region: Hex.zero.hexagon(radius: 40))!
/// field.build(toward: [base]) { terrain[$0]?.cost }   // nil: cannot be entered
/// for i in units.indices {
///   if let next = field.nextHex(after: units[i].hex) { units[i].hex = next }
/// }
/// ```
///
/// Costs are per hex entered (`build(toward:maximumCost:cost:)`) or per step
/// (`build(toward:maximumCost:stepCost:)`), clamped to
/// `1...HexPathFinder.maximumStepCost` as `HexPathFinder` clamps them, so
/// a hex's cost is what a cheapest path from it to its nearest goal costs
/// there. A hex that no goal reaches within the region and `maximumCost`
/// has no cost and no direction. Ties between equally cheap next steps go
/// to the neighbor that was settled first (goals in the order given, then
/// neighbors in ``HexDirection`` order), so the same inputs always give the
/// same field.
///
/// Memory follows the region: a few bytes per hex of the region's bounding
/// parallelogram, allocated once. Building again reuses it, as a
/// ``HexPathFinder`` reuses its bookkeeping: emptying the previous field is
/// O(1).
public struct HexFlowField: Sendable {
  /// The hexes the field covers; paths never leave it.
  public let region: HexRegion
  internal let width: Int
  internal var costs: [Int]
  internal var directions: [Int8]
  internal var stamps: [UInt32]
  internal var generation: UInt32 = 0
  internal var heap = _BinaryHeap<_HeapNode>()
  /// The number of hexes that reach a goal.
  public private(set) var reachedCount = 0

  /// The most hexes a field's bounding parallelogram may span: 2²⁸.
  public static var maximumCount: Int { 1 << 28 }

  /// Creates an empty field over `region`, or returns `nil` when the region's
  /// bounding parallelogram spans more than ``maximumCount`` hexes.
  ///
  /// - Parameter region: The hexes the field covers.
  ///
  /// - Complexity: O(*b*), where *b* is the number of hexes of the region's
  ///   bounding parallelogram.
  public init?(region: HexRegion) {
    self.region = region
    guard !region.isEmpty else {
      width = 0
      costs = []
      directions = []
      stamps = []
      return
    }
    let (qSpan, o1) = (region.maxQ - region.minQ).addingReportingOverflow(1)
    let (rSpan, o2) = (region.maxR - region.minR).addingReportingOverflow(1)
    let (area, o3) = qSpan.multipliedReportingOverflow(by: rSpan)
    guard !o1, !o2, !o3, area <= Self.maximumCount else { return nil }
    width = rSpan
    costs = [Int](repeating: 0, count: area)
    directions = [Int8](repeating: -1, count: area)
    stamps = [UInt32](repeating: 0, count: area)
  }

  /// The slot of `hex`, or `nil` outside the region.
  internal func slot(_ hex: Hex) -> Int? {
    guard region.contains(hex) else { return nil }
    return (hex.q - region.minQ) * width + (hex.r - region.minR)
  }

  /// Rebuilds the field toward `goals`, with costs per hex entered.
  ///
  /// - Parameters:
  ///   - goals: The hexes to reach; those outside the region are ignored.
  ///   - maximumCost: The largest cost kept: hexes farther from every goal
  ///     get no cost. The default keeps all.
  ///   - cost: The cost of entering a hex, or `nil` if it cannot be entered;
  ///     called at most once per hex.
  ///
  /// - Complexity: O(*n* log *n*), where *n* is the number of hexes reached.
  public mutating func build(
    toward goals: some Sequence<Hex>, maximumCost: Int = .max, cost: (Hex) throws -> Int?
  ) rethrows {
    try run(toward: goals, maximumCost: maximumCost, perHex: true) { _, to in
      try cost(to).map(_clampedStepCost) ?? -1
    }
  }

  /// Rebuilds the field toward `goals`, with costs per step (crossing a
  /// river, climbing a cliff).
  ///
  /// - Parameters:
  ///   - goals: The hexes to reach; those outside the region are ignored.
  ///   - maximumCost: The largest cost kept.
  ///   - stepCost: The cost of the step from the first hex to the second,
  ///     its neighbor, or `nil` if that step is impossible.
  ///
  /// - Complexity: O(*n* log *n*), where *n* is the number of hexes reached.
  public mutating func build(
    toward goals: some Sequence<Hex>, maximumCost: Int = .max, stepCost: (Hex, Hex) throws -> Int?
  ) rethrows {
    try run(toward: goals, maximumCost: maximumCost, perHex: false) { from, to in
      try stepCost(from, to).map(_clampedStepCost) ?? -1
    }
  }

  /// Dijkstra from every goal at once, backward along steps.
  ///
  /// A settled hex `to` offers each neighbor `from` the cost of `to` plus the step's.
  /// `step(from, to)` returns the step's cost, or -1 for none; with
  /// `perHex`, the cost is the same from every side, so it is asked once per
  /// settled hex and a hex that cannot be entered ends the relaxation.
  private mutating func run(
    toward goals: some Sequence<Hex>, maximumCost: Int, perHex: Bool, step: (Hex, Hex) throws -> Int
  ) rethrows {
    generation &+= 1
    if generation == 0 {
      // After 2^32 builds, stamps from the first could look current.
      for i in stamps.indices { stamps[i] = 0 }
      generation = 1
    }
    heap.removeAll()
    reachedCount = 0
    var sequence = 0
    for goal in goals {
      guard let s = slot(goal), stamps[s] != generation else { continue }
      stamps[s] = generation
      costs[s] = 0
      directions[s] = -1
      heap.push(_HeapNode(f: 0, h: 0, sequence: sequence, hex: goal))
      sequence += 1
    }
    while let node = heap.pop() {
      let to = node.hex, g = node.f
      // A hex is pushed again only with a strictly smaller cost, so exactly
      // one entry carries its final cost: the others are stale.
      guard let s = slot(to), costs[s] == g else { continue }
      reachedCount += 1
      var entry: Int?
      for d in 0..<6 {
        let from = to.neighbor(in: HexDirection(_unchecked: d))
        // Costs are at least 1: a neighbor already at `g` or below is final.
        guard let f = slot(from), stamps[f] != generation || costs[f] > g else { continue }
        let c: Int
        if perHex {
          if entry == nil { entry = try step(from, to) }
          c = entry!
          if c < 0 { break }
        } else {
          c = try step(from, to)
          if c < 0 { continue }
        }
        let (total, overflow) = g.addingReportingOverflow(c)
        guard !overflow, total <= maximumCost, stamps[f] != generation || total < costs[f] else { continue }
        stamps[f] = generation
        costs[f] = total
        // From `from`, the step goes back toward `to`: direction d + 3.
        directions[f] = Int8((d + 3) % 6)
        heap.push(_HeapNode(f: total, h: 0, sequence: sequence, hex: from))
        sequence += 1
      }
    }
  }

  /// The cost of a cheapest path from `hex` to its nearest goal, or `nil`
  /// when no goal is reached from it (or it lies outside the region).
  ///
  /// - Parameter hex: Any hex.
  public func cost(at hex: Hex) -> Int? {
    guard let s = slot(hex), stamps[s] == generation, generation != 0 else { return nil }
    return costs[s]
  }

  /// The direction of the next step from `hex` toward its nearest goal, or
  /// `nil` at a goal or where no goal is reached.
  ///
  /// - Parameter hex: Any hex.
  public func direction(at hex: Hex) -> HexDirection? {
    guard let s = slot(hex), stamps[s] == generation, generation != 0, directions[s] >= 0 else { return nil }
    return HexDirection(_unchecked: Int(directions[s]))
  }

  /// The hex a unit on `hex` steps to next, or `nil` at a goal or where no
  /// goal is reached.
  ///
  /// - Parameter hex: Any hex.
  public func nextHex(after hex: Hex) -> Hex? {
    direction(at: hex).map { hex.neighbor(in: $0) }
  }

  /// The path the field leads along from `hex` to its nearest goal, and its
  /// cost, or `nil` where no goal is reached.
  ///
  /// - Parameter hex: The start.
  ///
  /// - Complexity: O(*k*), where *k* is the number of steps.
  public func path(from hex: Hex) -> HexPath? {
    guard let total = cost(at: hex) else { return nil }
    var hexes = [hex]
    var current = hex
    while let next = nextHex(after: current) {
      hexes.append(next)
      current = next
    }
    return HexPath(hexes: hexes, cost: total)
  }
}
