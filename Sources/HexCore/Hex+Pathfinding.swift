extension Hex {
  /// Returns a cheapest path from this hex to `goal`, or `nil` when there is
  /// none within the bounds (A*, with the hex distance as the heuristic).
  ///
  /// Moving into a hex costs `cost(hex)`; `nil` makes it impassable, and
  /// costs below 1 count as 1, which keeps the distance heuristic admissible
  /// so the path found is a cheapest one. The grid is unbounded, so the
  /// search stops — and returns `nil` — when it would have to go beyond any
  /// of the bounds:
  ///
  /// - `region`: only hexes inside it are entered (and bookkeeping is a
  ///   dense array over it instead of a dictionary, which is faster);
  /// - `maximumCost`: paths costing more are not considered;
  /// - `maximumExpansions`: after expanding that many hexes without reaching
  ///   the goal, the search gives up. The default, 2²⁰, keeps an unreachable
  ///   goal on an open grid from searching forever.
  ///
  /// Ties are broken by the smaller remaining distance, then by the order in
  /// which hexes were reached (neighbors in ``HexDirection`` order), so the
  /// same inputs always give the same path.
  ///
  ///     let path = Hex.zero.path(to: Hex(q: 3, r: -1)) { $0 == Hex(q: 1, r: 0) ? nil : 1 }
  ///     // 4 hexes from (0, 0) to (3, -1), going round (1, 0)
  ///
  /// - Parameters:
  ///   - goal: The hex to reach. Its cost counts like any other hex's.
  ///   - region: The hexes the path may use, or `nil` for no limit.
  ///   - maximumCost: The largest total cost of a path.
  ///   - maximumExpansions: The most hexes to expand before giving up.
  ///   - cost: The cost of entering a hex, or `nil` if it cannot be entered.
  ///     Called at most once per hex.
  /// - Returns: The hexes of the path, this hex first and `goal` last (just
  ///   this hex when it is the goal), or `nil`.
  ///
  /// - Complexity: O(*e* log *e*), where *e* ≤ `maximumExpansions` is the
  ///   number of hexes expanded.
  @inlinable
  public func path(
    to goal: Hex, within region: HexRegion? = nil, maximumCost: Int = .max,
    maximumExpansions: Int = 1 << 20, cost: (Hex) throws -> Int?
  ) rethrows -> [Hex]? {
    if self == goal { return [self] }
    if let region, !region.contains(self) || !region.contains(goal) { return nil }
    var book = _SearchBook(region: region)
    var heap = _BinaryHeap<Hex>()
    var sequence = 0
    let startSlot = book.slot(of: self)!
    book.setTotal(self, startSlot, 0, parent: self)
    book.setEntryCost(self, startSlot, 0)
    heap.push(self, key: (distance(to: goal), distance(to: goal), 0))
    var expansions = 0
    while let (hex, key) = heap.pop() {
      let g = key.0 - key.1
      guard g == book.total(hex, book.slot(of: hex)!) else { continue }  // a stale entry
      if hex == goal { return book.path(to: goal, from: self) }
      expansions += 1
      if expansions > maximumExpansions { return nil }
      for neighbor in hex.neighbors {
        guard let slot = book.slot(of: neighbor) else { continue }  // outside the region
        let step: Int
        if let known = book.entryCost(neighbor, slot) {
          guard known > 0 else { continue }  // impassable
          step = known
        } else {
          guard let c = try cost(neighbor) else {
            book.setEntryCost(neighbor, slot, -1)
            continue
          }
          step = Swift.max(c, 1)
          book.setEntryCost(neighbor, slot, step)
        }
        let (total, overflow) = g.addingReportingOverflow(step)
        guard !overflow, total <= maximumCost, total < (book.total(neighbor, slot) ?? .max) else { continue }
        book.setTotal(neighbor, slot, total, parent: hex)
        let h = neighbor.distance(to: goal)
        sequence += 1
        heap.push(neighbor, key: (total + h, h, sequence))
      }
    }
    return nil
  }

  /// Returns a shortest path from this hex to `goal` through passable
  /// hexes, or `nil` when there is none within the bounds.
  ///
  /// The same search as ``path(to:within:maximumCost:maximumExpansions:cost:)``
  /// with every passable hex costing 1: the path has `steps + 1` hexes.
  ///
  /// - Parameters:
  ///   - goal: The hex to reach; it must be passable.
  ///   - region: The hexes the path may use, or `nil` for no limit.
  ///   - maximumExpansions: The most hexes to expand before giving up.
  ///   - isPassable: Whether a hex can be entered.
  /// - Returns: The hexes of the path, this hex first and `goal` last, or `nil`.
  ///
  /// - Complexity: O(*e* log *e*), where *e* ≤ `maximumExpansions` is the
  ///   number of hexes expanded.
  @inlinable
  public func path(
    to goal: Hex, within region: HexRegion? = nil, maximumExpansions: Int = 1 << 20,
    isPassable: (Hex) throws -> Bool
  ) rethrows -> [Hex]? {
    try path(to: goal, within: region, maximumExpansions: maximumExpansions) {
      try isPassable($0) ? 1 : nil
    }
  }
}

/// The per-hex bookkeeping of a path search: best totals, parents and entry
/// costs, in dense arrays over a region or in dictionaries.
///
/// Callers look a hex's slot up once with `slot(of:)` and pass it to the
/// accessors.
@usableFromInline
internal struct _SearchBook {
  @usableFromInline internal let region: HexRegion?
  @usableFromInline internal let index: _RegionIndex?
  @usableFromInline internal var totals: [Int] = []
  @usableFromInline internal var parents: [Hex] = []
  @usableFromInline internal var entries: [Int] = []
  @usableFromInline internal var sparseTotals: [Hex: Int] = [:]
  @usableFromInline internal var sparseParents: [Hex: Hex] = [:]
  @usableFromInline internal var sparseEntries: [Hex: Int] = [:]

  @usableFromInline
  internal init(region: HexRegion?) {
    self.region = region
    // A dense array pays off when the region is not vastly larger than the
    // search; past 2^24 slots, dictionaries.
    if let region, _RegionIndex(region).count <= 1 << 24 {
      let index = _RegionIndex(region)
      self.index = index
      totals = Array(repeating: .max, count: index.count)
      parents = Array(repeating: .zero, count: index.count)
      entries = Array(repeating: 0, count: index.count)
    } else {
      index = nil
    }
  }

  /// The dense position of `hex` (0 when the book is sparse), or `nil`
  /// when it lies outside the region.
  @inlinable
  internal func slot(of hex: Hex) -> Int? {
    if let index { return index.index(of: hex) }
    if let region, !region.contains(hex) { return nil }
    return 0
  }

  @inlinable
  internal func total(_ hex: Hex, _ slot: Int) -> Int? {
    if index == nil { return sparseTotals[hex] }
    return totals[slot] == .max ? nil : totals[slot]
  }

  @inlinable
  internal mutating func setTotal(_ hex: Hex, _ slot: Int, _ total: Int, parent: Hex) {
    if index == nil {
      sparseTotals[hex] = total
      sparseParents[hex] = parent
    } else {
      totals[slot] = total
      parents[slot] = parent
    }
  }

  /// The cost of entering `hex` if known: positive, or -1 for impassable.
  @inlinable
  internal func entryCost(_ hex: Hex, _ slot: Int) -> Int? {
    if index == nil { return sparseEntries[hex] }
    return entries[slot] == 0 ? nil : entries[slot]
  }

  /// Records the cost of entering `hex`; 0 marks the start, which is never
  /// entered again (its total, 0, cannot be improved).
  @inlinable
  internal mutating func setEntryCost(_ hex: Hex, _ slot: Int, _ cost: Int) {
    if index == nil {
      sparseEntries[hex] = cost
    } else if cost != 0 {
      entries[slot] = cost
    }
  }

  /// The path from `start` to `goal` by following parents back.
  @inlinable
  internal func path(to goal: Hex, from start: Hex) -> [Hex] {
    var result = [goal]
    var current = goal
    while current != start {
      if let index {
        guard let i = index.index(of: current) else { break }
        current = parents[i]
      } else {
        guard let p = sparseParents[current] else { break }
        current = p
      }
      result.append(current)
    }
    return result.reversed()
  }
}
