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
/// Costs are per hex entered (`build(toward:on:maximumCost:cost:)`) or per step
/// (`build(toward:on:maximumCost:stepCost:)`), clamped to
/// `1...HexSearchLimits.maximumStepCost` as `HexPathFinder` clamps them, so
/// a hex's cost is what a cheapest path from it to its nearest goal costs
/// there. A hex that no goal reaches within the region and `maximumCost`
/// has no cost and no direction. Ties between equally cheap next steps go
/// to the neighbor that was settled first (goals in the order given, then
/// neighbors in ``HexDirection`` order), so the same inputs always give the
/// same field.
///
/// On a wrapping map (``HexCylinder``, ``HexWraparound`` or any
/// ``HexTopology``), pass it to `build` and give the field a region that
/// holds the map's canonical hexes, such as its ``HexTopology/bounds``:
/// paths then cross the seam. The field answers about canonical hexes (the
/// ones the searches return); another copy of a hex has no cost and no
/// direction.
///
/// Memory follows the region: about 30 bytes per hex of the region's
/// bounding parallelogram (38 on a wrapping map), allocated once. Building
/// again reuses it, as a ``HexPathFinder`` reuses its bookkeeping: emptying
/// the previous field costs what the previous build reached.
public struct HexFlowField: Sendable {
  /// The hexes the field covers; paths never leave it.
  public let region: HexRegion
  /// The region's bounding parallelogram, the field's dense numbering, or
  /// `nil` for an empty region.
  @usableFromInline internal let box: _Parallelogram?
  /// The search's bookkeeping, kept from build to build.
  internal var search = _Search()
  /// The result, by the box's numbering: each reached hex's cost.
  @usableFromInline internal var costs: [Int] = []
  /// The result, by the box's numbering: the direction of each reached
  /// hex's next step, 6 at a goal, -1 where no goal is reached.
  @usableFromInline internal var steps: [Int8] = []
  /// The result on a wrapping map, by the box's numbering: the canonical
  /// hex each reached hex steps to.
  ///
  /// Empty on the plane, where the step is the plain neighbor. The field
  /// keeps no topology: its lookups run no code of the caller's, so
  /// looking up is cheap even from a copy.
  @usableFromInline internal var nexts: [Hex] = []
  /// The box's numbers of the first hexes the last build reached (of its
  /// first ``reachedCount``), whose steps the next build clears: room for
  /// an eighth of the box, past which clearing every step (one byte each)
  /// costs less than remembering each hex.
  internal var settledSlots: [Int32] = []
  /// Whether the last build reached more hexes than `settledSlots` holds,
  /// so that the next one clears every step.
  internal var clearsEveryStep = false
  /// The number of hexes that reach a goal.
  public private(set) var reachedCount = 0

  /// Creates an empty field over `region`, or returns `nil` when the region's
  /// bounding parallelogram spans more than ``HexMap/maximumHexCount`` hexes.
  ///
  /// - Parameter region: The hexes the field covers.
  ///
  /// - Complexity: O(*b*), where *b* is the number of hexes of the region's
  ///   bounding parallelogram.
  public init?(region: HexRegion) {
    self.region = region
    box = region.isEmpty ? nil : _Parallelogram(region)
    guard let box else { return }
    guard let area = box.count, area <= HexMap<UInt8>.maximumHexCount else { return nil }
    search.table.reset(box: box, denseLimit: area)
    costs = Array(repeating: 0, count: area)
    steps = Array(repeating: -1, count: area)
    settledSlots = Array(repeating: 0, count: area / 8)
  }

  /// Rebuilds the field toward `goals`, with costs per hex entered.
  ///
  /// - Parameters:
  ///   - goals: The hexes to reach; those outside the region, or standing
  ///     for no hex of `topology`, are ignored.
  ///   - topology: The world: ``HexPlane`` (the default), a wrapping map
  ///     (``HexCylinder``, ``HexWraparound``) or your own ``HexTopology``.
  ///     On a wrapping map paths cross the seam, and `cost` is asked about
  ///     canonical hexes only.
  ///   - maximumCost: The largest cost kept: hexes farther from every goal
  ///     get no cost. The default keeps all; a negative one keeps none,
  ///     not even the goals (each costs 0).
  ///   - cost: The cost of entering a hex, or `nil` if it cannot be entered;
  ///     called at most once per hex.
  ///
  /// - Complexity: O(*n* log *n*), where *n* is the number of hexes reached.
  public mutating func build<Topology: HexTopology>(
    toward goals: some Sequence<Hex>, on topology: Topology = HexPlane(), maximumCost: Int = .max,
    cost: (Hex) throws -> Int?
  ) rethrows {
    // The search runs backward, from the goals: a step from the settled
    // hex to a neighbor stands for the unit's step from the neighbor into
    // the settled hex, which costs entering it, asked once per hex.
    try run(toward: Array(goals), on: topology, maximumCost: maximumCost, perSettledHex: true) { settled, _ in
      try cost(settled)
    }
  }

  /// Rebuilds the field toward `goals`, with costs per step (crossing a
  /// river, climbing a cliff).
  ///
  /// - Parameters:
  ///   - goals: The hexes to reach; those outside the region, or standing
  ///     for no hex of `topology`, are ignored.
  ///   - topology: The world: ``HexPlane`` (the default), a wrapping map
  ///     or your own ``HexTopology``; see
  ///     ``build(toward:on:maximumCost:cost:)``.
  ///   - maximumCost: The largest cost kept.
  ///   - stepCost: The cost of the step from the first hex to the second,
  ///     its neighbor, or `nil` if that step is impossible.
  ///
  /// - Complexity: O(*n* log *n*), where *n* is the number of hexes reached.
  public mutating func build<Topology: HexTopology>(
    toward goals: some Sequence<Hex>, on topology: Topology = HexPlane(), maximumCost: Int = .max,
    stepCost: (Hex, Hex) throws -> Int?
  ) rethrows {
    try run(toward: Array(goals), on: topology, maximumCost: maximumCost, perSettledHex: false) { settled, neighbor in
      try stepCost(neighbor, settled)
    }
  }

  /// Dijkstra from every goal at once, backward along steps: `cost(to,
  /// from)` is the cost of the step from `from` to `to`, which the search
  /// settled first.
  @_specialize(where Topology == HexPlane)
  @_specialize(where Topology == HexCylinder)
  @_specialize(where Topology == HexWraparound)
  @_specialize(where Topology == HexRegion)
  @_specialize(where Topology == OffsetRectangle)
  internal mutating func run<Topology: HexTopology>(
    toward goals: [Hex], on topology: Topology, maximumCost: Int, perSettledHex: Bool,
    cost: (Hex, Hex) throws -> Int?
  ) rethrows {
    // The last build's hexes, to clear: those it remembered.
    let remembered = clearsEveryStep ? 0 : Swift.min(reachedCount, settledSlots.count)
    reachedCount = 0
    guard let box else { return }
    // The result arrays, out of `self` while the search runs: the last
    // build's hexes cleared, then each hex settled written.
    var costs: [Int] = [], steps: [Int8] = [], settledSlots: [Int32] = [], nexts: [Hex] = []
    swap(&costs, &self.costs)
    swap(&steps, &self.steps)
    swap(&settledSlots, &self.settledSlots)
    swap(&nexts, &self.nexts)
    var reached = 0
    defer {
      reachedCount = reached
      clearsEveryStep = reached > settledSlots.count
      swap(&costs, &self.costs)
      swap(&steps, &self.steps)
      swap(&settledSlots, &self.settledSlots)
      swap(&nexts, &self.nexts)
    }
    if clearsEveryStep {
      steps.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
    } else {
      for i in settledSlots.prefix(remembered) { steps[Int(i)] = -1 }
    }
    let wraps = !topology._isPlane
    if wraps && nexts.count != steps.count { nexts = Array(repeating: .zero, count: steps.count) }
    if !wraps { nexts = [] }
    // The region lies in the coordinate range, so on the plane its
    // neighbors' steps need no check.
    try costs.withUnsafeMutableBufferPointer { costs in
      try steps.withUnsafeMutableBufferPointer { steps in
        try nexts.withUnsafeMutableBufferPointer { nexts in
          try settledSlots.withUnsafeMutableBufferPointer { settledSlots in
            var writer = _FlowFieldWriter(
              box: box, topology: topology, costs: costs, steps: steps, nexts: nexts, settledSlots: settledSlots)
            defer { reached = writer.reached }
            try search.run(
              fromEach: goals, on: topology, within: region, box: box, denseLimit: HexMap<UInt8>.maximumHexCount,
              maximumCost: maximumCost, uncheckedSteps: topology._isPlane, costPerSettledHex: perSettledHex,
              cost: cost
            ) { hex, g, parent in writer.record(hex, cost: g, parent: parent) }
          }
        }
      }
    }
  }

  /// The box's number of `hex`, if a goal reaches it.
  internal func slot(_ hex: Hex) -> Int? {
    guard let box, let i = box.index(of: hex), steps[i] >= 0 else { return nil }
    return i
  }

  /// The cost of a cheapest path from `hex` to its nearest goal, or `nil`
  /// when no goal is reached from it (or it lies outside the region, or
  /// is not canonical on a wrapping map).
  ///
  /// - Parameter hex: Any hex.
  public func cost(of hex: Hex) -> Int? { slot(hex).map { costs[$0] } }

  /// The direction of the next step from `hex` toward its nearest goal, or
  /// `nil` at a goal or where no goal is reached.
  ///
  /// - Parameter hex: Any hex.
  public func direction(at hex: Hex) -> HexDirection? {
    guard let i = slot(hex), steps[i] < 6 else { return nil }
    return HexDirection(_unchecked: Int(steps[i]))
  }

  /// The hex a unit on `hex` steps to next, or `nil` at a goal or where no
  /// goal is reached.
  ///
  /// - Parameter hex: Any hex.
  public func nextHex(after hex: Hex) -> Hex? {
    guard let i = slot(hex), steps[i] < 6 else { return nil }
    return nexts.isEmpty ? hex.neighbor(in: HexDirection(_unchecked: Int(steps[i]))) : nexts[i]
  }

  /// The path the field leads along from `hex` to its nearest goal, and its
  /// cost, or `nil` where no goal is reached.
  ///
  /// On a wrapping map all its hexes are canonical.
  ///
  /// - Parameter hex: The start.
  ///
  /// - Complexity: O(*k*), where *k* is the number of steps.
  public func path(from hex: Hex) -> HexPath? {
    guard let total = cost(of: hex) else { return nil }
    var hexes = [hex]
    var current = hex
    while let next = nextHex(after: current) {
      hexes.append(next)
      current = next
    }
    return HexPath(hexes: hexes, cost: total)
  }
}

/// Where a build writes each hex it settles: into the field's arrays,
/// through buffers (a store into a captured array checks its uniqueness
/// first), with the number settled beside them.
///
/// One value that the search's callback captures, instead of a dozen
/// captured variables it would unpack on every call. It holds the
/// buffers' pointers, valid only inside the closures that lent them, so it
/// cannot be copied out of them.
internal struct _FlowFieldWriter<Topology: HexTopology>: ~Copyable {
  let box: _Parallelogram
  let topology: Topology
  let costs: UnsafeMutableBufferPointer<Int>
  let steps: UnsafeMutableBufferPointer<Int8>
  /// Empty on the plane, where no step wraps.
  let nexts: UnsafeMutableBufferPointer<Hex>
  /// The box's numbers of the first hexes settled, as many as it holds.
  let settledSlots: UnsafeMutableBufferPointer<Int32>
  /// The number of hexes settled.
  var reached = 0

  /// Records `hex`, settled at `cost`, reached from its neighbor in
  /// direction `parent` (-1 for a goal).
  @inline(__always)
  mutating func record(_ hex: Hex, cost: Int, parent: Int8) {
    // Every hex settled lies in the region, so in the box.
    let i = box.index(of: hex)!
    costs[i] = cost
    // The search stepped from the next hex to this one: the unit steps back.
    let step: Int8 = parent < 0 ? 6 : (parent < 3 ? parent + 3 : parent - 3)
    steps[i] = step
    if step < 6 && !nexts.isEmpty {
      // The hex it was reached from: the world's step back.
      nexts[i] = topology.neighbor(of: hex, toward: HexDirection(_unchecked: Int(step))) ?? hex
    }
    // A box holds at most 2^28 hexes: its numbers fit in 32 bits.
    if reached < settledSlots.count { settledSlots[reached] = Int32(truncatingIfNeeded: i) }
    reached += 1
  }
}
