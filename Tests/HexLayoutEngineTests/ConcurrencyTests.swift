import HexCore
import HexLayoutEngine
import XCTest

/// The library's values are `Sendable` and immutable once built: one cache
/// shared by many concurrent tasks must give every task the answer a
/// single thread gets.
///
/// CI runs this under ThreadSanitizer.
final class ConcurrencyTests: XCTestCase {
  func testSharedCachesFromManyTasks() async {
    let grid = HexLayout(kind: .oddQ, spacing: 2)
    let cells = OffsetRectangle(rows: 30, columns: 30, kind: .oddQ).map { OffsetCoordinate($0, kind: .oddQ) }
    let gridCache = grid.makeCache(coordinates: cells)
    let honeycomb = HoneycombLayout(diameter: 40)
    let honeycombCache = honeycomb.makeCache(count: 200)
    let bounds = PixelRect(x: 0, y: 0, width: 900, height: 800)
    let geometry = HexGeometry(
      orientation: .pointyTop, size: PixelSize(width: 7, height: 5), origin: PixelPoint(x: 3, y: -2))

    func work(_ seed: Int) -> [Double] {
      var sums: [Double] = []
      let placed = grid.placedCells(in: bounds, cache: gridCache)
      sums.append(placed.reduce(0) { $0 + $1.position.x + 2 * $1.position.y })
      let spots = honeycomb.placedCells(in: bounds, cache: honeycombCache)
      sums.append(spots.reduce(0) { $0 + $1.position.x - $1.position.y })
      var hits = 0
      for i in 0..<500 {
        let point = PixelPoint(x: Double((i * 37 + seed) % 900), y: Double((i * 53) % 800))
        hits &+= grid.subviewIndex(at: point, in: bounds, cache: gridCache) ?? -1
        hits &+= honeycomb.subviewIndex(at: point, in: bounds, cache: honeycombCache) ?? -1
        hits &+= geometry.hex(containing: point).map { $0.q &* 31 &+ $0.r } ?? 0
      }
      sums.append(Double(hits))
      sums.append(
        Double(
          grid.subviewIndices(
            intersecting: PixelRect(x: 100, y: 100, width: 300, height: 200), in: bounds, cache: gridCache
          )
          .count))
      sums.append(Double(Hex(q: seed, r: -seed).ring(radius: 20).reduce(0) { $0 &+ $1.q &* $1.r }))
      return sums
    }

    let expected = (0..<16).map { work($0) }
    let results = await withTaskGroup(of: (Int, [Double]).self) { group in
      for seed in 0..<16 {
        group.addTask { (seed, work(seed)) }
      }
      var results = [[Double]](repeating: [], count: 16)
      for await (seed, sums) in group { results[seed] = sums }
      return results
    }
    XCTAssertEqual(results, expected)
  }
}
