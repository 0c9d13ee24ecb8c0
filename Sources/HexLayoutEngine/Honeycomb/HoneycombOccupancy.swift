import HexCore

/// The occupied cells of a growing honeycomb, indexed so that growth next
/// to a cell deep inside it does not look at the cells in between.
///
/// `Hex.nearestFreeHexes(count:occupied:)` searches ring by
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
/// // the same cells as Hex(q: 3, r: -1).nearestFreeHexes(count: 3, occupied: occupancy.cells)
/// // before the growth
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

  /// Returns the cells to add for `count` new items next to `source`:
  /// exactly `source.nearestFreeHexes(count: count, occupied: cells)`,
  /// found without looking at the filled interior.
  ///
  /// The order, the clamps and the answers to bad input are those of
  /// `Hex.nearestFreeHexes(count:occupied:)`: the free cells nearest to
  /// `source`, ring by ring, each ring clockwise from direction 0; none for
  /// a count of zero or less; a count above `Hex.maximumGrowthCount` (2²⁰)
  /// taken as that many; never a cell outside `Hex.coordinateRange`.
  ///
  /// - Parameters:
  ///   - source: The cell to grow next to; it is never returned.
  ///   - count: The number of cells wanted.
  /// - Returns: Up to `count` distinct free hexes, nearest to `source` first.
  ///
  /// - Complexity: O((*k* + *j*) log *m*) for *k* new cells, where *j* is
  ///   the number of runs of occupied cells that the sides of the rings
  ///   searched cross outside the filled hexagon, and *m* the most runs on
  ///   one line; for a walk-shaped honeycomb, independent of its size.
  public func growthCells(nextTo source: Hex, count: Int) -> [Hex] {
    guard count > 0, source.isInCoordinateRange else { return [] }
    // Ring k around the source lies inside the filled hexagon while
    // depth + k <= filledRadius: start at the first ring that can leave it.
    let depth = (source - center).length
    // The runs of the line last asked about: a ring's side is one line,
    // asked about once per free cell and once per run it jumps.
    var line = (axis: -1, key: 0, runs: _LineRuns())
    return source._nearestFreeHexes(count: count, firstRadius: filledRadius - depth + 1) { hex, step in
      // Jump over the run of occupied cells from `hex` along the side.
      let (axis, sense) = _OccupiedRuns.axis(of: step)
      let place = _OccupiedRuns.place(of: hex, axis: axis)
      if line.axis != axis || line.key != place.line {
        line = (axis, place.line, runs.runs(through: hex, axis: axis))
      }
      return (line.runs.firstFree(from: place.position, sense: sense) - place.position) * sense
    }
  }

  /// Finds `count` free cells next to `source` as ``growthCells(nextTo:count:)``
  /// does, occupies them and returns them.
  ///
  /// - Parameters:
  ///   - source: The cell to grow next to.
  ///   - count: The number of cells wanted; zero or negative gives none,
  ///     and counts above `Hex.maximumGrowthCount` (2²⁰) are taken as that
  ///     many.
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
