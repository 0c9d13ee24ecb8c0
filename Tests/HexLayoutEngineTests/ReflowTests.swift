import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

final class ReflowTests: XCTestCase {
  let bounds = PixelRect(x: 0, y: 0, width: 600, height: 800)

  /// By hand: 7 items, 2 inserted after position 0.
  ///
  /// Items 1…6 move two
  /// positions out (to 3…8); the new items 7 and 8 take positions 1 and 2.
  func testInsertionAfterTheCenterByHand() {
    let honeycomb = HoneycombLayout(diameter: 100)
    let changes = honeycomb.reflow(inserting: 2, after: 0, itemCount: 7, in: bounds)
    XCTAssertEqual(changes.map(\.id), [0, 7, 8, 1, 2, 3, 4, 5, 6])
    let walk = Array(Hex.zero.honeycombWalk(count: 9))
    XCTAssertEqual(changes.map { $0.to?.hex }, walk)
    XCTAssertEqual(changes.map { $0.from?.hex }, [walk[0], nil, nil] + walk[1...6].map { Optional($0) })
    XCTAssertNil(changes[1].from)
    XCTAssertNil(changes[2].from)
  }

  /// Invariants over seeded cases: `from` is the old layout's placement of
  /// the item, `to` the new layout's placement of its new position; old
  /// items keep their order; the inserted items sit right after the slot.
  func testReflowAgreesWithBothLayouts() {
    let seed: UInt64 = 0x5245_464C
    withSeededCases(count: 100, seed: seed) { rng, seeded in
      let i = seeded.index
      let honeycomb = HoneycombLayout(
        diameter: .random(in: 20...120, using: &rng),
        contentOffset: PixelPoint(x: .random(in: -50...50, using: &rng), y: 0),
        orientation: i % 2 == 0 ? .flatTop : .pointyTop, effects: HoneycombEffects(fisheye: i % 3 == 0))
      let n = Int.random(in: 0...60, using: &rng)
      let k = Int.random(in: -2...6, using: &rng)
      let slot = Int.random(in: -3...(n + 2), using: &rng)
      let context = "\(seeded) n=\(n) k=\(k) slot=\(slot)"
      let changes = honeycomb.reflow(inserting: k, after: slot, itemCount: n, in: bounds)
      let before = honeycomb.placedCells(in: bounds, cache: honeycomb.makeCache(count: n))
      let inserted = max(k, 0)
      let after = Array(honeycomb.placedCells(in: bounds, cache: honeycomb.makeCache(count: n + inserted)))
      XCTAssertEqual(changes.count, n + inserted, context)
      XCTAssertEqual(changes.map(\.to), after.map { Optional($0) }, context)
      let cut = min(max(slot, -1), n - 1) + 1
      for (position, change) in changes.enumerated() {
        if change.id >= n {
          XCTAssertNil(change.from, context)
          XCTAssertTrue((cut..<(cut + inserted)).contains(position), context)
        } else {
          XCTAssertEqual(change.from, before[change.id], context)
          XCTAssertEqual(position, change.id < cut ? change.id : change.id + inserted, context)
        }
      }
      XCTAssertEqual(changes.map(\.id).filter { $0 < n }, Array(0..<n), "\(context) order")
      if k <= 0 {
        XCTAssertTrue(changes.allSatisfy { $0.from == $0.to }, context)
      }
    }
  }

  func testBadCountsNeverTrap() {
    let honeycomb = HoneycombLayout(diameter: .nan, contentOffset: PixelPoint(x: .infinity, y: .nan))
    XCTAssertEqual(honeycomb.reflow(inserting: 3, after: 5, itemCount: -4, in: bounds).map(\.id), [0, 1, 2])
    XCTAssertEqual(honeycomb.reflow(inserting: -3, after: 0, itemCount: 0, in: bounds), [])
    for change in honeycomb.reflow(inserting: 2, after: Int.min, itemCount: 3, in: bounds) {
      XCTAssertTrue(change.to.map { $0.position.isFinite } ?? false)
    }
  }

  /// Counts are numbers, not storage: capped at the maximum, so `Int.max`
  /// insertions make 2^20 changes instead of arrays of 2^31 − 1
  /// identities (`itemCount` is capped by the same `min`).
  func testHugeCountsAreCappedAtTheMaximum() {
    let honeycomb = HoneycombLayout(diameter: 10)
    // Three items and `Int.max` insertions after the first: the inserted
    // items fill up to the maximum, and the two later items move past them.
    let grown = honeycomb.reflow(inserting: .max, after: 0, itemCount: 3, in: bounds)
    XCTAssertEqual(grown.count, HoneycombLayout.maximumCellCount)
    XCTAssertEqual(grown.filter { $0.from == nil }.count, HoneycombLayout.maximumCellCount - 3)
    XCTAssertEqual(grown.last?.id, 2)
    XCTAssertEqual(grown.last?.to?.subviewIndex, HoneycombLayout.maximumCellCount - 1)
  }

  /// The offset grid, matched by identity: a cell that moves keeps its id,
  /// one that disappears has no `to`, a new one no `from`.
  func testOffsetGridChangesMatchByIdentity() {
    let layout = HexLayout()
    let old: [OffsetCoordinate?] = [OffsetCoordinate(row: 0, col: 0), OffsetCoordinate(row: 0, col: 1), nil]
    let new: [OffsetCoordinate?] = [OffsetCoordinate(row: 1, col: 1), OffsetCoordinate(row: 0, col: 0)]
    let oldCache = layout.makeCache(coordinates: old), newCache = layout.makeCache(coordinates: new)
    let changes = layout.placementChanges(
      from: ["a", "b", "c"], cache: oldCache, in: bounds, to: ["b", "d"], cache: newCache, in: bounds)
    let oldPlaced = layout.placedCells(in: bounds, cache: oldCache)
    let newPlaced = layout.placedCells(in: bounds, cache: newCache)
    XCTAssertEqual(changes.map(\.id), ["b", "d", "a", "c"])
    XCTAssertEqual(changes[0].from, oldPlaced[1])
    XCTAssertEqual(changes[0].to, newPlaced[0])
    XCTAssertNil(changes[1].from)
    XCTAssertEqual(changes[1].to, newPlaced[1])
    XCTAssertEqual(changes[2].from, oldPlaced[0])
    XCTAssertNil(changes[2].to)
    // "c" was never placed: it is gone with neither placement.
    XCTAssertEqual(changes[3], PlacementChange(id: "c", from: nil, to: nil))
  }
}
