import HexCore
import XCTest
import _HexTestSupport

/// `Hex.honeycombWalk(count:)`: the order in which a launcher-style honeycomb
/// fills its cells.
final class HoneycombWalkTests: XCTestCase {
  /// A direct transcription of DESIGN.md's (the honeycomb article's) walk:
  /// start at the center with k = 0; repeat { for each direction i in order,
  /// move k steps if i == 1 else k + 1, appending each cell; k += 1 } until
  /// `count` cells, stopping mid-segment.
  func naiveWalk(from center: Hex, count: Int) -> [Hex] {
    guard count > 0 else { return [] }
    var cells = [center]
    var current = center
    var k = 0
    while true {
      for direction in HexDirection.allCases {
        for _ in 0..<(direction.index == 1 ? k : k + 1) {
          if cells.count == count { return cells }
          current = current.neighbor(in: direction)
          cells.append(current)
        }
      }
      k += 1
    }
  }

  func testFirstCellsFollowTheArticleOrder() {
    // By hand: (0,0); pass k = 0 moves one step bottomRight → (1,0), no step
    // bottom, then one step bottomLeft (0,1), topLeft (-1,1), top (-1,0),
    // topRight (0,-1); pass k = 1 moves two steps bottomRight (1,-1), (2,-1),
    // one step bottom (2,0), two steps bottomLeft (1,1), (0,2), two topLeft
    // (-1,2), (-2,2), two top (-2,1), (-2,0), two topRight (-1,-1), (0,-2);
    // pass k = 2 begins with three steps bottomRight (1,-2), (2,-2), (3,-2).
    let expected = [
      (0, 0), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1), (2, -1), (2, 0), (1, 1), (0, 2),
      (-1, 2), (-2, 2), (-2, 1), (-2, 0), (-1, -1), (0, -2), (1, -2), (2, -2), (3, -2),
    ].map { Hex(q: $0.0, r: $0.1) }
    XCTAssertEqual(Array(Hex.zero.honeycombWalk(count: expected.count)), expected)
    XCTAssertEqual(Array(Hex.zero.honeycombWalk(count: 3)), [.zero, Hex(q: 1, r: 0), Hex(q: 0, r: 1)])
    XCTAssertEqual(Hex.zero.honeycombWalk(count: 2)[1], Hex.zero.neighbor(in: .flatBottomRight))
  }

  func testCountZeroOrNegativeGivesNothing() {
    // The article's own code crashes for 0.
    for count in [0, -1, -100, Int.min] {
      XCTAssertTrue(Hex.zero.honeycombWalk(count: count).isEmpty, "\(count)")
      XCTAssertEqual(Array(Hex.zero.honeycombWalk(count: count)), [], "\(count)")
    }
    XCTAssertEqual(Array(Hex(q: 5, r: 5).honeycombWalk(count: 1)), [Hex(q: 5, r: 5)])
  }

  /// Counts beyond the size of the range (which trapped) count as that
  /// size, 3·2³⁰·(2³⁰ + 1) + 1 cells: the walk around the origin of that
  /// length is exactly the range, and around any center it covers rings
  /// 0 through 2³⁰, so it holds that hexagon's cells in range.
  func testCountsBeyondTheRangeCountAsItsSize() {
    let b = Hex.coordinateRange.upperBound
    let size = 3 * b * (b + 1) + 1
    for count in [size, size + 1, Int.max] {
      let walk = Hex.zero.honeycombWalk(count: count)
      XCTAssertEqual(walk.count, size, "\(count)")
      XCTAssertEqual(walk[size - 1].distance(to: .zero), b)
      XCTAssertEqual(walk.position(of: Hex(q: -b, r: b)).map { walk[$0] }, Hex(q: -b, r: b))
      let edge = Hex(q: b, r: -b / 2)
      let clipped = edge.honeycombWalk(count: count)
      XCTAssertEqual(clipped.count, edge.hexagon(radius: b).count, "\(count)")
      XCTAssertTrue(clipped[clipped.count - 1].isInCoordinateRange)
    }
  }

  func testMatchesTheNaiveWalk() {
    let center = Hex(q: -3, r: 8)
    let naive = naiveWalk(from: center, count: 2_000)
    let walk = center.honeycombWalk(count: 2_000)
    XCTAssertEqual(Array(walk), naive)
    XCTAssertEqual(walk.indices.map { walk[$0] }, naive)
    XCTAssertEqual(walk.count, 2_000)
    XCTAssertEqual(walk.underestimatedCount, 2_000)
    // Every prefix, stopping mid-segment.
    for count in 0...100 {
      XCTAssertEqual(Array(center.honeycombWalk(count: count)), Array(naive.prefix(count)), "count=\(count)")
    }
  }

  func testEachCellIsAdjacentToThePreviousAndNoneRepeats() {
    let cells = Array(Hex.zero.honeycombWalk(count: 5_000))
    XCTAssertEqual(Set(cells).count, cells.count)
    for i in 1..<cells.count {
      XCTAssertTrue(cells[i].isNeighbor(of: cells[i - 1]), "i=\(i)")
    }
  }

  func testPrefixesOfHexagonalCountsAreHexagons() {
    let center = Hex(q: 4, r: -1)
    let cells = Array(center.honeycombWalk(count: 3 * 20 * 21 + 1))
    for radius in 0...20 {
      let n = 3 * radius * (radius + 1) + 1
      XCTAssertEqual(Set(cells.prefix(n)), Set(center.hexagon(radius: radius)), "R=\(radius)")
    }
  }

  func testSubscriptAtHugeIndicesIsAdjacentToItsSuccessor() {
    let count = 3 * 1_000_000 * 1_000_001 + 1  // the radius-10⁶ hexagon
    let walk = Hex.zero.honeycombWalk(count: count)
    let seed: UInt64 = 0x5741_4C4B
    withSeededCases(count: 2_000, seed: seed) { rng, seeded in
      let i = Int.random(in: 0..<(count - 1), using: &rng)
      XCTAssertTrue(walk[i].isNeighbor(of: walk[i + 1]), "\(seeded) index \(i)")
    }
    // The last cell of a full hexagon closes ring 10⁶ next to its first cell,
    // (10⁶, 1 − 10⁶).
    XCTAssertEqual(walk[count - 1].length, 1_000_000)
    XCTAssertEqual(walk[3 * 1_000_000 * 999_999 + 1], Hex(q: 1_000_000, r: 1 - 1_000_000))
  }

  /// The walk around a corner of the range, through its ring of radius
  /// R = 2³⁰, by hand.
  ///
  /// Around (R, −R) the in-range hexes within k are the
  /// offsets (−a, b) with a, b in 0...k, (k + 1)² of them (for k ≤ R). The
  /// walk's ring R starts just past the corner in direction 0 and walks
  /// clockwise; its in-range hexes are sides 1 and 2 and side 3's first
  /// hex, so the first of them is (R, 0) (offset (0, R)) and the last
  /// (0, −R) (offset (−R, 0)). Around every corner the count is the
  /// hexagon's, which ``HexRegion`` counts in closed form.
  func testTheWalkAroundTheRangesCorners() {
    let big = 1 << 30
    let count = 3 * big * (big + 1) + 1
    let corner = Hex(q: big, r: -big)
    let walk = corner.honeycombWalk(count: count)
    XCTAssertEqual(walk.count, (big + 1) * (big + 1))
    XCTAssertEqual(walk[big * big], Hex(q: big, r: 0))
    XCTAssertEqual(walk[big * big - 1].distance(to: corner), big - 1)
    XCTAssertEqual(walk.last, Hex(q: 0, r: -big))
    var rng = SplitMix64(seed: 0x5741_4C45)
    for k in 0..<6 {
      for center in [
        HexDirection.allCases[k].vector * big,
        HexDirection.allCases[k].vector * big + HexDirection.allCases[(k + 2) % 6].vector,
      ] {
        let walk = center.honeycombWalk(count: count)
        XCTAssertEqual(walk.count, center.hexagon(radius: big).count, "\(center)")
        for i in [0, walk.count - 1] + (0..<20).map({ _ in Int.random(in: 0..<walk.count, using: &rng) }) {
          let hex = walk[i], ring = hex.distance(to: center)
          XCTAssertTrue(hex.isInCoordinateRange, "\(center) [\(i)] \(hex)")
          // Ring by ring: the cells before ring k are the hexagon of k − 1.
          XCTAssertLessThan(i, center.hexagon(radius: ring).count, "\(center) [\(i)] \(hex)")
          XCTAssertGreaterThanOrEqual(i, center.hexagon(radius: ring - 1).count, "\(center) [\(i)] \(hex)")
        }
      }
    }
  }
}
