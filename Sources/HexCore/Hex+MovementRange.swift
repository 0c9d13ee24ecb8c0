extension Hex {
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
  /// Bookkeeping is a dense array over the hexagon of radius `steps` (no
  /// hashing) up to radius 2048, a set beyond.
  ///
  /// - Parameters:
  ///   - steps: The largest number of moves; negative gives an empty array,
  ///     zero this hex alone.
  ///   - isPassable: Whether a hex can be entered.
  /// - Returns: The reachable hexes, nearest first.
  ///
  /// - Complexity: O(*n*) calls of `isPassable`, where *n* ≤ 3·steps·(steps + 1)
  ///   is the number of hexes within `steps`.
  @inlinable
  public func movementRange(steps: Int, isPassable: (Hex) throws -> Bool) rethrows -> [Hex] {
    guard steps >= 0 else { return [] }
    precondition(steps <= Hex.coordinateRange.upperBound, "movement range of \(steps) steps exceeds 2^30")
    var visited = _VisitedHexes(center: self, radius: steps)
    visited.insert(self)
    var result = [self]
    var frontierStart = 0
    for _ in 0..<steps {
      let frontierEnd = result.count
      guard frontierStart < frontierEnd else { break }
      for i in frontierStart..<frontierEnd {
        for neighbor in result[i].neighbors where visited.insert(neighbor) {
          if try isPassable(neighbor) { result.append(neighbor) }
        }
      }
      frontierStart = frontierEnd
    }
    return result
  }

  /// Returns every hex reachable from this one at a total cost of at most
  /// `budget`, with the cheapest cost of reaching it (Dijkstra's algorithm).
  ///
  /// Moving into a hex costs `cost(hex)`; `nil` makes the hex impassable,
  /// and costs below 1 count as 1 (so that the search stays within
  /// `budget` steps). This hex costs nothing and comes first. The result is
  /// in order of cost; ties keep the order in which hexes were reached,
  /// neighbors taken in ``HexDirection`` order, so the same inputs always
  /// give the same array.
  ///
  ///     // Roads cost 1, everything else 3:
  ///     let reach = Hex.zero.movementRange(budget: 4) { $0.r == 0 ? 1 : 3 }
  ///
  /// - Parameters:
  ///   - budget: The largest total cost; negative gives an empty array.
  ///   - cost: The cost of entering a hex, or `nil` if it cannot be entered.
  ///     Called at most once per hex.
  /// - Returns: Each reachable hex with its cost, cheapest first.
  ///
  /// - Complexity: O(*n* log *n*), where *n* ≤ 3·budget·(budget + 1) + 1 is
  ///   the number of hexes within `budget` steps.
  @inlinable
  public func movementRange(
    budget: Int, cost: (Hex) throws -> Int?
  ) rethrows -> [(hex: Hex, cost: Int)] {
    guard budget >= 0 else { return [] }
    precondition(budget <= Hex.coordinateRange.upperBound, "movement budget \(budget) exceeds 2^30")
    var best = _HexCosts(center: self, radius: budget)
    var asked = _VisitedHexes(center: self, radius: budget)
    var entryCost = [Hex: Int]()  // only used when `best` is sparse
    var heap = _BinaryHeap<Hex>()
    var sequence = 0
    best[self] = 0
    asked.insert(self)
    heap.push(self, key: (0, 0, 0))
    var result: [(hex: Hex, cost: Int)] = []
    while let (hex, key) = heap.pop() {
      let g = key.0
      guard g == best[hex] else { continue }  // a stale entry
      result.append((hex, g))
      for neighbor in hex.neighbors {
        let step: Int
        if asked.insert(neighbor) {
          guard let c = try cost(neighbor) else {
            best.markImpassable(neighbor)
            continue
          }
          step = Swift.max(c, 1)
          best.setEntryCost(neighbor, step, fallback: &entryCost)
        } else {
          guard let c = best.entryCost(neighbor, fallback: entryCost) else { continue }
          step = c
        }
        let (total, overflow) = g.addingReportingOverflow(step)
        guard !overflow, total <= budget, total < (best[neighbor] ?? .max) else { continue }
        best[neighbor] = total
        sequence += 1
        heap.push(neighbor, key: (total, sequence, 0))
      }
    }
    return result
  }
}

/// The hexagon a bounded search cannot leave, numbered row-major over its
/// enclosing parallelogram: plain arithmetic, no hashing, and one
/// comparison per cube component to tell a hex inside from one outside.
@usableFromInline
internal struct _HexagonBox {
  @usableFromInline internal let center: Hex
  @usableFromInline internal let radius: Int
  @usableFromInline internal let side: Int

  @usableFromInline
  internal init(center: Hex, radius: Int) {
    self.center = center
    self.radius = radius
    side = 2 * radius + 1
  }

  /// The number of slots, hexes outside the hexagon included.
  @inlinable
  internal var slotCount: Int { side * side }

  /// The slot of `hex`, or `nil` outside the hexagon.
  @inlinable
  internal func slot(of hex: Hex) -> Int? {
    let q = hex.q &- center.q &+ radius, r = hex.r &- center.r &+ radius
    // Inside the parallelogram, and |s| <= radius too.
    guard UInt(bitPattern: q) < UInt(side), UInt(bitPattern: r) < UInt(side),
      UInt(bitPattern: q &+ r &- radius) < UInt(side)
    else { return nil }
    return q &* side &+ r
  }
}

/// The hexes a search has seen: a bitmap over the hexagon it cannot leave,
/// or a set when that is too large.
@usableFromInline
internal struct _VisitedHexes {
  @usableFromInline internal let box: _HexagonBox
  @usableFromInline internal var dense: [Bool]
  @usableFromInline internal var sparse: Set<Hex> = []

  @usableFromInline
  internal init(center: Hex, radius: Int) {
    box = _HexagonBox(center: center, radius: radius)
    dense = radius <= 2048 ? Array(repeating: false, count: box.slotCount) : []
  }

  /// Marks `hex` seen; returns whether it was new.
  ///
  /// Hexes outside the hexagon count as seen.
  @inlinable @discardableResult
  internal mutating func insert(_ hex: Hex) -> Bool {
    guard let i = box.slot(of: hex) else { return false }
    if dense.isEmpty { return sparse.insert(hex).inserted }
    if dense[i] { return false }
    dense[i] = true
    return true
  }
}

/// Per-hex costs of a weighted search: the best total found and the cost of
/// entering, densely over the hexagon it cannot leave, or in dictionaries.
@usableFromInline
internal struct _HexCosts {
  @usableFromInline internal let box: _HexagonBox
  /// Best totals; `Int.max` for none.
  ///
  /// Empty when sparse.
  @usableFromInline internal var totals: [Int]
  /// Entry costs; 0 for unknown, -1 for impassable.
  ///
  /// Empty when sparse.
  @usableFromInline internal var entries: [Int]
  @usableFromInline internal var sparseTotals: [Hex: Int] = [:]

  @usableFromInline
  internal init(center: Hex, radius: Int) {
    box = _HexagonBox(center: center, radius: radius)
    let dense = radius <= 2048
    totals = dense ? Array(repeating: .max, count: box.slotCount) : []
    entries = dense ? Array(repeating: 0, count: box.slotCount) : []
  }

  @inlinable
  internal subscript(hex: Hex) -> Int? {
    get {
      if totals.isEmpty { return sparseTotals[hex] }
      guard let i = box.slot(of: hex), totals[i] != .max else { return nil }
      return totals[i]
    }
    set {
      if totals.isEmpty {
        sparseTotals[hex] = newValue
      } else if let i = box.slot(of: hex) {
        totals[i] = newValue ?? .max
      }
    }
  }

  @inlinable
  internal mutating func markImpassable(_ hex: Hex) {
    if !entries.isEmpty, let i = box.slot(of: hex) { entries[i] = -1 }
  }

  @inlinable
  internal mutating func setEntryCost(_ hex: Hex, _ cost: Int, fallback: inout [Hex: Int]) {
    if entries.isEmpty {
      fallback[hex] = cost
    } else if let i = box.slot(of: hex) {
      entries[i] = cost
    }
  }

  /// The entry cost of a hex already asked about; `nil` when impassable or
  /// outside the hexagon.
  @inlinable
  internal func entryCost(_ hex: Hex, fallback: [Hex: Int]) -> Int? {
    if entries.isEmpty { return fallback[hex] }
    guard let i = box.slot(of: hex), entries[i] > 0 else { return nil }
    return entries[i]
  }
}
