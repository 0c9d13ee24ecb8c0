import HexCore

/// The occupied cells of a growing honeycomb, indexed so that growth next
/// to a cell deep inside it does not look at the cells in between.
///
/// `Hex.nearestFreeCells(count:occupied:)` searches ring by
/// ring outward from the source, so growing next to a cell deep inside a
/// large honeycomb looks up every cell between it and the edge. This value
/// keeps, besides the set of cells, the radius of the largest hexagon around
/// ``center`` that is completely occupied (``filledRadius``), and the
/// occupied cells as runs along each line of the grid. Rings around the
/// source that lie inside that hexagon are skipped, and each side of a ring
/// searched jumps over a run of occupied cells in one lookup, so a source
/// anywhere in a walk-shaped honeycomb reaches its free cells without
/// visiting the filled interior or the partly filled outer ring, in time
/// that does not depend on the honeycomb's size.
///
/// The answers are exactly those of the set-based function:
///
/// ```swift
/// var occupancy = HoneycombOccupancy(Hex.zero.honeycombWalk(count: 10_000))
/// let added = occupancy.grow(nextTo: Hex(q: 3, r: -1), count: 3)
/// // the same cells as Hex.nearestFreeCells(count:occupied:)
/// ```
public struct HoneycombOccupancy: Sendable {
  /// The center of the honeycomb, around which ``filledRadius`` is measured.
  public let center: Hex
  /// The occupied cells.
  public private(set) var cells: Set<Hex> = []
  /// The number of occupied cells at each distance from ``center``.
  private var ringCounts: [Int: Int] = [:]
  /// The occupied cells as runs along the grid's lines.
  private var runs = _OccupiedRuns()
  /// The largest radius `R` such that every hex within `R` of ``center`` is
  /// occupied, or -1 when ``center`` itself is free.
  public private(set) var filledRadius = -1

  /// Creates an occupancy from cells, such as the first cells of a
  /// honeycomb walk.
  ///
  /// - Parameters:
  ///   - cells: The occupied cells; repeats are ignored.
  ///   - center: The honeycomb's center; the default is `Hex.zero`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of cells.
  public init<S: Sequence<Hex>>(_ cells: S, center: Hex = .zero) {
    self.center = center
    // Room grows with the cells inserted, not with the count the sequence
    // reports.
    self.cells.reserveCapacity(Swift.min(cells.underestimatedCount, _initialReservation))
    for hex in cells { insert(hex) }
  }

  /// The number of occupied cells.
  public var count: Int { cells.count }

  /// Returns a Boolean value indicating whether `hex` is occupied.
  ///
  /// - Parameter hex: The hex to look up.
  public func contains(_ hex: Hex) -> Bool { cells.contains(hex) }

  /// Marks `hex` as occupied.
  ///
  /// A hex outside `Hex.coordinateRange` is never stored: growth never
  /// returns one, so it cannot change an answer.
  ///
  /// - Parameter hex: The hex to occupy.
  /// - Returns: `true` if the hex was free, `false` if it was occupied or
  ///   lies outside the coordinate range.
  ///
  /// - Complexity: O(log *m*) on average, where *m* is the number of runs
  ///   of occupied cells on the hex's lines (O(1) for a honeycomb without
  ///   holes); O(*k*) more when it completes *k* rings around ``center`` at
  ///   once.
  @discardableResult
  public mutating func insert(_ hex: Hex) -> Bool {
    guard hex.isInCoordinateRange, cells.insert(hex).inserted else { return false }
    runs.insert(hex)
    ringCounts[hex.distance(to: center), default: 0] += 1
    while ringCounts[filledRadius + 1, default: 0] == Self.ringSize(filledRadius + 1) {
      filledRadius += 1
    }
    return true
  }

  /// Marks `hex` as free.
  ///
  /// - Parameter hex: The hex to free.
  /// - Returns: `true` if the hex was occupied, `false` if it was free.
  ///
  /// - Complexity: O(*m*), where *m* is the number of runs of occupied cells
  ///   on the hex's lines.
  @discardableResult
  public mutating func remove(_ hex: Hex) -> Bool {
    guard cells.remove(hex) != nil else { return false }
    runs.remove(hex)
    let distance = hex.distance(to: center)
    ringCounts[distance, default: 0] -= 1
    filledRadius = Swift.min(filledRadius, distance - 1)
    return true
  }

  /// Returns the cells to add for `count` new items next to `source`,
  /// exactly as `Hex.nearestFreeCells(count:occupied:)`
  /// does for ``cells``: the free cells nearest to `source`, ring by ring,
  /// each ring clockwise from direction 0.
  ///
  /// - Parameters:
  ///   - source: The cell to grow next to; it is never returned.
  ///   - count: The number of cells wanted; zero or negative gives none,
  ///     and counts above ``HoneycombLayout/maximumCount`` are taken as
  ///     that many.
  /// - Returns: Up to `count` distinct free hexes inside `Hex.coordinateRange`.
  ///
  /// - Complexity: O((*k* + *j*) log *m*) for *k* new cells, where *j* is
  ///   the number of runs of occupied cells that the sides of the rings
  ///   searched cross outside the filled hexagon, and *m* the most runs on
  ///   one line; for a walk-shaped honeycomb, independent of its size.
  public func growthCells(nextTo source: Hex, count: Int) -> [Hex] {
    let count = Swift.min(count, HoneycombLayout.maximumCount)
    guard count > 0, source.isInCoordinateRange else { return [] }
    var result: [Hex] = []
    result.reserveCapacity(Swift.min(count, _growthReservation))
    let offset = source - center
    let depth = offset.length
    // Ring k around the source lies inside the filled hexagon while
    // depth + k <= filledRadius: start at the first ring that can leave it.
    var radius = Swift.max(1, filledRadius - depth + 1)
    while result.count < count && radius <= Hex.coordinateRange.upperBound {
      for side in 0..<6 {
        // Side `side` of the ring starts at the corner in direction `side`
        // and walks in direction `side + 2`, as `Hex.ring(radius:)` does.
        let corner = HexDirection(index: side)!.vector * radius
        let step = HexDirection(index: (side + 2) % 6)!.vector
        // The side is one line: its runs, and where along them the walk is.
        let start = source + corner
        let (axis, sense) = _OccupiedRuns.axis(of: step)
        let line = runs.runs(through: start, axis: axis)
        let origin = _OccupiedRuns.place(of: start, axis: axis).position
        var t = 0
        while t < radius {
          // Jump over the run of occupied cells at step t, if any: the
          // filled hexagon's cells among them.
          let p = origin + sense * t
          let skip = (line.firstFree(from: p, sense: sense) - p) * sense
          if skip > 0 {
            t += skip
            continue
          }
          let hex = start + step * t
          t += 1
          guard hex.isInCoordinateRange else { continue }
          result.append(hex)
          if result.count == count { return result }
        }
      }
      radius += 1
    }
    return result
  }

  /// Finds `count` free cells next to `source` as ``growthCells(nextTo:count:)``
  /// does, occupies them and returns them.
  ///
  /// - Parameters:
  ///   - source: The cell to grow next to.
  ///   - count: The number of cells wanted; zero or negative gives none,
  ///     and counts above ``HoneycombLayout/maximumCount`` are taken as
  ///     that many.
  /// - Returns: The cells now occupied, nearest to `source` first.
  ///
  /// - Complexity: As ``growthCells(nextTo:count:)``.
  public mutating func grow(nextTo source: Hex, count: Int) -> [Hex] {
    let new = growthCells(nextTo: source, count: count)
    for hex in new { insert(hex) }
    return new
  }

  /// The number of hexes at distance `k`: 1 for 0, else 6k.
  private static func ringSize(_ k: Int) -> Int { k == 0 ? 1 : 6 * k }
}

/// The most result slots a growth reserves up front: a huge `count` asks
/// for more than the grid may have free, so the rest grows as found.
internal let _growthReservation = 4096
