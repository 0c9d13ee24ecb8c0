import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

/// `HoneycombOccupancy` must give exactly the set-based growth's answers
/// (HoneycombTests check those against the specification) while skipping
/// the filled hexagon.
final class HoneycombOccupancyTests: XCTestCase {
  func testFilledRadiusOfWalkHoneycombs() {
    // The first 3R(R+1)+1 cells of the walk are the radius-R hexagon.
    for r in 0...6 {
      let n = 3 * r * (r + 1) + 1
      XCTAssertEqual(HoneycombOccupancy(Hex.zero.honeycombWalk(count: n)).filledRadius, r)
      XCTAssertEqual(HoneycombOccupancy(Hex.zero.honeycombWalk(count: n - 1)).filledRadius, r - 1)
    }
    XCTAssertEqual(HoneycombOccupancy([Hex]()).filledRadius, -1)
    XCTAssertEqual(HoneycombOccupancy([Hex(q: 1, r: 0)]).filledRadius, -1)
  }

  func testInsertAndRemoveKeepTheFilledRadius() {
    var occupancy = HoneycombOccupancy(Hex.zero.hexagon(radius: 3))
    XCTAssertEqual(occupancy.filledRadius, 3)
    XCTAssertFalse(occupancy.insert(Hex(q: 1, r: 1)))
    XCTAssertTrue(occupancy.remove(Hex(q: 2, r: 0)))
    XCTAssertEqual(occupancy.filledRadius, 1)
    XCTAssertFalse(occupancy.remove(Hex(q: 2, r: 0)))
    XCTAssertTrue(occupancy.insert(Hex(q: 2, r: 0)))
    XCTAssertEqual(occupancy.filledRadius, 3)
    XCTAssertEqual(occupancy.count, 37)
  }

  func testAgreesWithSetBasedGrowthOnGrowingHoneycombs() {
    withSeededCases(count: 30, seed: 0x0CC0_0001) { rng, seeded in
      let iteration = seeded.index
      let start = Int(rng.next() % 400)
      var cells = Array(Hex.zero.honeycombWalk(count: start))
      var occupancy = HoneycombOccupancy(cells)
      var occupied = Set(cells)
      for growth in 0..<40 {
        // Sources inside, at the edge of and outside the honeycomb.
        let source =
          cells.isEmpty || rng.next() % 5 == 0
          ? Hex(q: Int(rng.next() % 41) - 20, r: Int(rng.next() % 41) - 20)
          : cells[Int(rng.next() % UInt64(cells.count))]
        let count = Int(rng.next() % 8)
        let expected = source.nearestFreeHexes(count: count, occupied: occupied)
        let grown = occupancy.grow(nextTo: source, count: count)
        XCTAssertEqual(grown, expected, "seed 0x0CC00001 iteration \(iteration) growth \(growth) source \(source)")
        occupied.formUnion(expected)
        cells.append(contentsOf: expected)
        XCTAssertEqual(occupancy.cells, occupied)
      }
    }
  }

  func testAgreesWithSetBasedGrowthOnRandomSetsAndOtherCenters() {
    withSeededCases(count: 60, seed: 0x0CC0_0002) { rng, seeded in
      let iteration = seeded.index
      let center = Hex(q: Int(rng.next() % 21) - 10, r: Int(rng.next() % 21) - 10)
      // A filled hexagon with random holes and random outliers.
      var occupied = Set(center.hexagon(radius: Int(rng.next() % 8)))
      for _ in 0..<Int(rng.next() % 30) {
        let hex = center + Hex(q: Int(rng.next() % 25) - 12, r: Int(rng.next() % 25) - 12)
        if rng.next() % 2 == 0 { occupied.insert(hex) } else { occupied.remove(hex) }
      }
      let occupancy = HoneycombOccupancy(occupied, center: center)
      for probe in 0..<20 {
        let source = center + Hex(q: Int(rng.next() % 21) - 10, r: Int(rng.next() % 21) - 10)
        let count = Int(rng.next() % 12) - 1
        XCTAssertEqual(
          occupancy.growthCells(nextTo: source, count: count),
          source.nearestFreeHexes(count: count, occupied: occupied),
          "seed 0x0CC00002 iteration \(iteration) probe \(probe)")
      }
    }
  }

  /// Inserting and removing in any order keeps the index's runs exact:
  /// removals split runs, inserts join them, and growth still equals the
  /// set-based search over a mirror set.
  func testAgreesWithSetBasedGrowthAfterInsertsAndRemovals() {
    withSeededCases(count: 40, seed: 0x0CC0_0003) { rng, seeded in
      let iteration = seeded.index
      var occupancy = HoneycombOccupancy(Hex.zero.honeycombWalk(count: Int(rng.next() % 200)))
      var mirror = occupancy.cells
      for step in 0..<300 {
        // Straight strokes make long runs along all three axes to split.
        let start = Hex(q: Int(rng.next() % 25) - 12, r: Int(rng.next() % 25) - 12)
        let direction = HexDirection(index: Int(rng.next() % 6))!
        let length = Int(rng.next() % 6) + 1
        let inserting = rng.next() % 3 != 0
        for k in 0..<length {
          let hex = start + direction.vector * k
          if inserting {
            XCTAssertEqual(occupancy.insert(hex), mirror.insert(hex).inserted)
          } else {
            XCTAssertEqual(occupancy.remove(hex), mirror.remove(hex) != nil)
          }
        }
        guard step % 10 == 0 else { continue }
        XCTAssertEqual(occupancy.cells, mirror)
        let source = Hex(q: Int(rng.next() % 31) - 15, r: Int(rng.next() % 31) - 15)
        let count = Int(rng.next() % 14)
        XCTAssertEqual(
          occupancy.growthCells(nextTo: source, count: count),
          source.nearestFreeHexes(count: count, occupied: mirror),
          "seed 0x0CC00003 iteration \(iteration) step \(step) source \(source)")
      }
    }
  }

  func testDeepSourceInALargeHoneycomb() {
    // 3·40·41 + 1 = 4921 cells fill radius 40; the source (0, 0) is 40 deep,
    // so its nearest free cells are on ring 41: the six corners come first
    // in ring order only where free — all of ring 41 is free here.
    let occupancy = HoneycombOccupancy(Hex.zero.honeycombWalk(count: 4921))
    let grown = occupancy.growthCells(nextTo: .zero, count: 3)
    XCTAssertEqual(grown, Array(Hex.zero.ring(radius: 41).prefix(3)))
  }

  /// `count: .max` finds the maximum count of distinct free cells (`grow`
  /// finds its cells the same way).
  func testHugeCountIsCappedAtTheMaximum() {
    let walk = Array(Hex.zero.honeycombWalk(count: 100))
    let cells = HoneycombOccupancy(walk).growthCells(nextTo: Hex(q: 2, r: -1), count: .max)
    XCTAssertEqual(cells.count, HoneycombLayout.maximumCellCount)
    XCTAssertEqual(Set(cells).count, HoneycombLayout.maximumCellCount)
    XCTAssertTrue(Set(walk).isDisjoint(with: cells))
  }

  func testEdgesOfTheCoordinateRange() {
    let occupancy = HoneycombOccupancy([Hex(q: 1 << 30, r: 0)], center: Hex(q: 1 << 30, r: 0))
    let grown = occupancy.growthCells(nextTo: Hex(q: 1 << 30, r: 0), count: 3)
    XCTAssertEqual(grown, [Hex(q: (1 << 30) - 1, r: 1), Hex(q: (1 << 30) - 1, r: 0), Hex(q: 1 << 30, r: -1)])
    XCTAssertEqual(occupancy.growthCells(nextTo: Hex(q: Int(Int32.max), r: 0), count: 3), [])
    XCTAssertEqual(occupancy.growthCells(nextTo: .zero, count: 0), [])
  }
}

/// A cell at q = Int.min used to corrupt the
/// filled radius; cells outside the range are not stored.
///
/// Hexes store Int32 components now, so the farthest cells are at Int32's ends.
final class HoneycombOccupancyRangeTests: XCTestCase {
  func testCellsOutsideTheRangeChangeNothing() {
    let walk = Array(Hex.zero.honeycombWalk(count: 40))
    var occupancy = HoneycombOccupancy(walk + [Hex(q: Int(Int32.min), r: 0), Hex(q: Int(Int32.max), r: 3)])
    XCTAssertEqual(occupancy.count, 40)
    XCTAssertEqual(occupancy.filledRadius, HoneycombOccupancy(walk).filledRadius)
    XCTAssertFalse(occupancy.insert(Hex(q: Int(Int32.min), r: Int(Int32.max))))
    let occupied = Set(walk)
    for source in walk {
      XCTAssertEqual(
        occupancy.growthCells(nextTo: source, count: 4),
        source.nearestFreeHexes(count: 4, occupied: occupied), "\(source)")
    }
  }
}
