import HexCore
import XCTest
import _HexTestSupport

/// A region is a world of its own: a bounded map that does not wrap.
final class HexRegionTopologyTests: XCTestCase {
  /// Random small regions: a hexagon, a parallelogram or a triangle cut
  /// by random bounds.
  static func region(_ rng: inout SplitMix64) -> HexRegion {
    func range() -> ClosedRange<Int> {
      let low = Int.random(in: -4...2, using: &rng)
      return low...(low + Int.random(in: 1...9, using: &rng))
    }
    return HexRegion(q: range(), r: range(), s: range())
  }

  func testCanonicalDistanceAndNeighborsAgreeWithTheRegionsHexes() {
    var rng = SplitMix64(seed: 0x5EED_0041)
    var compared = 0
    for _ in 0..<200 {
      let region = Self.region(&rng)
      XCTAssertEqual(region.bounds, region)
      XCTAssertNil(region.canonical(Hex(q: region.maxQ + 1, r: 0)))
      guard let start = region.randomElement(using: &rng) else {
        XCTAssertEqual(region.count, 0)
        continue
      }
      XCTAssertEqual(region.canonical(start), start)
      let oracle = Self.steps(from: start, in: Set(region))
      XCTAssertEqual(oracle.count, region.count, "a region is connected")
      for hex in region {
        XCTAssertEqual(region.distance(from: start, to: hex), oracle[hex], "\(region) \(start) \(hex)")
        compared += 1
      }
      XCTAssertNil(region.distance(from: start, to: Hex(q: region.minQ - 1, r: start.r)))
      for direction in HexDirection.allCases {
        let n = start + direction.vector
        XCTAssertEqual(region.neighbor(of: start, toward: direction), region.contains(n) ? n : nil)
      }
    }
    XCTAssertGreaterThan(compared, 1_500)
  }

  /// A search on a region as its world gives what the same search
  /// `within:` the region on the plane gives.
  func testSearchesOnARegionStayInIt() throws {
    var rng = SplitMix64(seed: 0x5EED_0042)
    for _ in 0..<100 {
      let region = Self.region(&rng)
      guard let start = region.randomElement(using: &rng), let goal = region.randomElement(using: &rng) else {
        continue
      }
      let steps = Int.random(in: 0...5, using: &rng)
      let onRegion = start.movementRange(steps: steps, on: region) { _ in true }
      let expected = Set(region.filter { start.distance(to: $0) <= steps })
      XCTAssertEqual(Set(onRegion.hexes), expected)
      let path = try start.path(to: goal, on: region) { _ in 1 }.get()
      XCTAssertEqual(path.hexes.count - 1, start.distance(to: goal))
      XCTAssertTrue(path.hexes.allSatisfy(region.contains))
    }
  }

  /// Steps between hexes of a set by breadth-first search over the set's
  /// own hexes: the oracle for a bounded world's distance.
  static func steps(from a: Hex, in cells: Set<Hex>) -> [Hex: Int] {
    var seen: [Hex: Int] = [a: 0]
    var frontier = [a]
    while !frontier.isEmpty {
      var next: [Hex] = []
      for hex in frontier {
        for n in hex.neighbors where cells.contains(n) && seen[n] == nil {
          seen[n] = seen[hex]! + 1
          next.append(n)
        }
      }
      frontier = next
    }
    return seen
  }

  /// Every rectangle up to 6 × 6 of each kind, starting on even, odd and
  /// negative rows and columns: its distance is the number of steps inside
  /// it between every pair, as its documentation says.
  func testARectanglesDistanceIsItsStepsBetweenEveryPair() {
    var pairs = 0
    for kind in [OffsetKind.oddQ, .evenQ, .oddR, .evenR] {
      for rows in 1...6 {
        for columns in 1...6 {
          for (row, col) in [(0, 0), (1, 1), (-3, 1), (1, -3)] {
            let rectangle = OffsetRectangle(rows: row..<(row + rows), columns: col..<(col + columns), kind: kind)
            let cells = Set(rectangle)
            XCTAssertEqual(cells.count, rows * columns)
            XCTAssertTrue(cells.allSatisfy { rectangle.bounds.contains($0) && rectangle.canonical($0) == $0 })
            for a in cells {
              let oracle = Self.steps(from: a, in: cells)
              for b in cells {
                XCTAssertEqual(rectangle.distance(from: a, to: b), oracle[b])
                pairs += 1
              }
            }
          }
        }
      }
    }
    XCTAssertGreaterThan(pairs, 100_000)
  }

  /// A search on a rectangle stays in it: the range is the rectangle's hexes
  /// within the steps, and a path never leaves it.
  func testSearchesOnARectangleStayInIt() throws {
    let rectangle = OffsetRectangle(rows: 0..<5, columns: 0..<7, kind: .evenR)
    XCTAssertNil(rectangle.canonical(Hex(OffsetCoordinate(row: 5, col: 0), kind: .evenR)))
    for start in rectangle {
      let range = start.movementRange(steps: 2, on: rectangle) { _ in true }
      XCTAssertEqual(Set(range.hexes), Set(rectangle.filter { start.distance(to: $0) <= 2 }))
    }
    let a = Hex(OffsetCoordinate(row: 0, col: 0), kind: .evenR), b = Hex(OffsetCoordinate(row: 0, col: 6), kind: .evenR)
    let path = try a.path(to: b, on: rectangle) { _ in 1 }.get()
    XCTAssertEqual(path.cost, 6)
    XCTAssertTrue(path.hexes.allSatisfy(rectangle.contains))
  }
}
