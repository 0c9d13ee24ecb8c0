// Straightforward transcriptions of the source articles' algorithms, as
// written, kept here only to measure the library against them in the same run.

import HexCore
import HexLayoutEngine

/// Red Blob Games' cube hex with three stored components.
struct ArticleHex: Equatable {
  var q: Int, r: Int, s: Int
}

/// The article's pixel-to-hex: matrix, then cube rounding with `rounded()`.
func articleHexContaining(_ x: Double, _ y: Double, size: Double) -> ArticleHex {
  let sqrt3 = (3.0).squareRoot()
  let px = x / size, py = y / size
  let q = 2.0 / 3 * px
  let r = -1.0 / 3 * px + sqrt3 / 3 * py
  let s = -q - r
  return articleCubeRound(q, r, s)
}

/// The article's `cube_round`: round all three, fix the one that moved most.
func articleCubeRound(_ q: Double, _ r: Double, _ s: Double) -> ArticleHex {
  var rq = q.rounded(), rr = r.rounded(), rs = s.rounded()
  let dq = abs(rq - q), dr = abs(rr - r), ds = abs(rs - s)
  if dq > dr && dq > ds {
    rq = -rr - rs
  } else if dr > ds {
    rr = -rq - rs
  } else {
    rs = -rq - rr
  }
  return ArticleHex(q: Int(rq), r: Int(rr), s: Int(rs))
}

/// The article's line drawing: an array of lerped, rounded cube points.
func articleLine(from a: ArticleHex, to b: ArticleHex) -> [ArticleHex] {
  let n = (abs(a.q - b.q) + abs(a.r - b.r) + abs(a.s - b.s)) / 2
  // The article nudges both ends by (1e-6, 2e-6, -3e-6).
  let aq = Double(a.q) + 1e-6, ar = Double(a.r) + 2e-6, as_ = Double(a.s) - 3e-6
  let bq = Double(b.q) + 1e-6, br = Double(b.r) + 2e-6, bs = Double(b.s) - 3e-6
  var results: [ArticleHex] = []
  let step = 1.0 / Double(max(n, 1))
  for i in 0...n {
    let t = step * Double(i)
    let q = aq * (1 - t) + bq * t, r = ar * (1 - t) + br * t, s = as_ * (1 - t) + bs * t
    results.append(articleCubeRound(q, r, s))
  }
  return results
}

/// The offset-grid article's layout: a cache of extents by multi-pass
/// min/max over mapped arrays, then per-cell formulas (with the article's
/// vertical origin at the minimum row).
func articleOffsetLayout(
  cells: [OffsetCoordinate], width: Double, height: Double, place: (Double, Double) -> Void
) {
  let a = 2 / (3.0).squareRoot()
  let cols = cells.map { $0.col }
  let rows = cells.map { $0.row }
  let ys = cells.map { Double($0.row) + ($0.col & 1 == 1 ? 0.5 : 0) }
  let minCol = cols.min()!, maxCol = cols.max()!
  let minRow = rows.min()!
  let minY = ys.min()!, maxY = ys.max()!
  let gridWidth = Double(maxCol - minCol) + 4.0 / 3
  let gridHeight = maxY - minY + 1
  // sizeThatFits
  let step = min(width / gridWidth, height / gridHeight / a)
  // placeSubviews, step from the proposal
  let w = 4.0 / 3 * step
  for cell in cells {
    let y = Double(cell.row) + (cell.col & 1 == 1 ? 0.5 : 0)
    place(
      w / 2 + step * Double(cell.col - minCol),
      (w / a) / 2 + step * a * (y - Double(minRow)))
  }
}

/// The honeycomb article's walk, appending to an array, with centers.
func articleHoneycomb(count: Int, diameter: Double) -> (cells: [Hex], centers: [(Double, Double)]) {
  let directions = [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)]
  var cells = [Hex(q: 0, r: 0)]
  var k = 0
  walk: while cells.count < count {
    for (i, d) in directions.enumerated() {
      let steps = i == 1 ? k : k + 1
      for _ in 0..<steps {
        if cells.count >= count { break walk }
        let last = cells[cells.count - 1]
        cells.append(Hex(q: last.q + d.0, r: last.r + d.1))
      }
    }
    k += 1
  }
  let size = diameter / (3.0).squareRoot()
  let centers = cells.map { h -> (Double, Double) in
    (
      1.5 * Double(h.q) * size,
      ((3.0).squareRoot() / 2 * Double(h.q) + (3.0).squareRoot() * Double(h.r)) * size
    )
  }
  return (cells, centers)
}

/// Growth with a linear `contains` over the occupied cells (the article's
/// lookup), in the library's deterministic nearest-first order so that the
/// results, and so the checksums, agree.
func articleGrowth(nextTo source: Hex, count: Int, occupied: [Hex]) -> [Hex] {
  var result: [Hex] = []
  var radius = 1
  while result.count < count {
    for hex in source.ring(radius: radius) where !occupied.contains(hex) {
      result.append(hex)
      if result.count == count { break }
    }
    radius += 1
  }
  return result
}

/// Red Blob Games' movement range as written: a visited set and one fringe
/// array per step.
///
/// Returns the number of hexes reached.
func articleMovementRange(from start: Hex, steps: Int, isOpen: (Hex) -> Bool) -> Int {
  var visited: Set<Hex> = [start]
  var fringes: [[Hex]] = [[start]]
  for k in 1...steps {
    fringes.append([])
    for hex in fringes[k - 1] {
      for direction in 0..<6 {
        let neighbor = hex + HexDirection(index: direction)!.vector
        if !visited.contains(neighbor) && isOpen(neighbor) {
          visited.insert(neighbor)
          fringes[k].append(neighbor)
        }
      }
    }
  }
  return visited.count
}

/// Red Blob Games' A* as written: a priority queue of (priority, hex),
/// `came_from` and `cost_so_far` dictionaries, the hex distance as the
/// heuristic.
///
/// Returns the path's length in steps, or -1.
func articleAStar(from start: Hex, to goal: Hex, isOpen: (Hex) -> Bool) -> Int {
  var frontier = ArticlePriorityQueue()
  frontier.put(start, priority: 0)
  var cameFrom: [Hex: Hex] = [:]
  var costSoFar: [Hex: Int] = [start: 0]
  while let current = frontier.get() {
    if current == goal { break }
    for direction in 0..<6 {
      let next = current + HexDirection(index: direction)!.vector
      guard isOpen(next) else { continue }
      let newCost = costSoFar[current]! + 1
      if costSoFar[next] == nil || newCost < costSoFar[next]! {
        costSoFar[next] = newCost
        frontier.put(next, priority: newCost + next.distance(to: goal))
        cameFrom[next] = current
      }
    }
  }
  guard cameFrom[goal] != nil else { return -1 }
  var steps = 0
  var current = goal
  while current != start {
    current = cameFrom[current]!
    steps += 1
  }
  return steps
}

/// The binary heap Python's `heapq` is, for the A* baseline.
struct ArticlePriorityQueue {
  var items: [(priority: Int, hex: Hex)] = []

  mutating func put(_ hex: Hex, priority: Int) {
    items.append((priority, hex))
    var child = items.count - 1
    while child > 0, items[child].priority < items[(child - 1) / 2].priority {
      items.swapAt(child, (child - 1) / 2)
      child = (child - 1) / 2
    }
  }

  mutating func get() -> Hex? {
    guard !items.isEmpty else { return nil }
    items.swapAt(0, items.count - 1)
    let top = items.removeLast()
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < items.count else { break }
      let child = left + 1 < items.count && items[left + 1].priority < items[left].priority ? left + 1 : left
      guard items[child].priority < items[parent].priority else { break }
      items.swapAt(child, parent)
      parent = child
    }
    return top.hex
  }
}
