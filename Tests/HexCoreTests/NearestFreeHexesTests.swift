import HexCore
import XCTest
import _HexTestSupport

/// `Hex.nearestFreeHexes(count:occupied:)`: where a honeycomb grows.
final class NearestFreeHexesTests: XCTestCase {
  func testGrowthFillsFreeNeighboursInDirectionOrderFirst() {
    // All six neighbours free: they come back in direction order.
    XCTAssertEqual(
      Hex(q: 5, r: -2).nearestFreeHexes(count: 6, occupied: [Hex(q: 5, r: -2)]), Array(Hex(q: 5, r: -2).neighbors))
    // bottomRight (1,0) and topLeft (-1,0) taken: bottom, bottomLeft, top, topRight.
    let occupied: Set<Hex> = [.zero, Hex(q: 1, r: 0), Hex(q: -1, r: 0)]
    XCTAssertEqual(
      Hex.zero.nearestFreeHexes(count: 4, occupied: occupied),
      [Hex(q: 0, r: 1), Hex(q: -1, r: 1), Hex(q: 0, r: -1), Hex(q: 1, r: -1)])
    // The doc example.
    XCTAssertEqual(
      Hex.zero.nearestFreeHexes(count: 2, occupied: [.zero, Hex(q: 1, r: 0)]),
      [Hex(q: 0, r: 1), Hex(q: -1, r: 1)])
    // All neighbours taken: ring 2, clockwise from (2, 0): (2,0), (1,1), (0,2), …
    XCTAssertEqual(
      Hex.zero.nearestFreeHexes(count: 3, occupied: Set(Hex.zero.hexagon(radius: 1))),
      [Hex(q: 2, r: 0), Hex(q: 1, r: 1), Hex(q: 0, r: 2)])
    XCTAssertEqual(Hex.zero.nearestFreeHexes(count: 0, occupied: []), [])
    XCTAssertEqual(Hex.zero.nearestFreeHexes(count: -3, occupied: []), [])
  }

  /// Growth with `count: .max` returns the maximum count of cells, the
  /// nearest first: every ring around the source that it reaches past is
  /// whole (ring r has 6r hexes), and it never searched the range's 2^30
  /// rings one by one.
  func testGrowthCountIsCappedAtTheMaximum() {
    let grown = Hex(q: 5, r: -2).nearestFreeHexes(count: .max, occupied: [Hex(q: 6, r: -2)])
    XCTAssertEqual(grown.count, 1 << 20)
    XCTAssertEqual(Set(grown).count, 1 << 20)
    var perRing: [Int: Int] = [:]
    for hex in grown { perRing[hex.distance(to: Hex(q: 5, r: -2)), default: 0] += 1 }
    let outer = perRing.keys.max() ?? 0
    // Rings 2 ..< outer whole; ring 1 less the occupied neighbour.
    XCTAssertEqual(perRing[1], 5)
    for r in 2..<outer { XCTAssertEqual(perRing[r], 6 * r, "ring \(r)") }
    // 1 + 3·590·591 = 1,046,071 hexes lie within 590, so the 2^20th free
    // hex is on ring 591.
    XCTAssertEqual(outer, 591)
  }

  func testGrowthIsDeterministicNearestFirstAndNeverReusesAHex() {
    let seed: UInt64 = 0x4752_4F57
    withSeededCases(count: 300, seed: seed) { rng, seeded in
      let occupied = Set((0..<Int.random(in: 0...60, using: &rng)).map { _ in Hex.random(in: -4...4, using: &rng) })
      let source = Hex.random(in: -3...3, using: &rng)
      let count = Int.random(in: 1...25, using: &rng)
      let context = "\(seeded) source=\(source) count=\(count)"
      let grown = source.nearestFreeHexes(count: count, occupied: occupied)
      XCTAssertEqual(grown, source.nearestFreeHexes(count: count, occupied: occupied), context)
      XCTAssertEqual(grown.count, count, context)
      XCTAssertEqual(Set(grown).count, count, context)
      XCTAssertTrue(occupied.isDisjoint(with: grown), context)
      XCTAssertFalse(grown.contains(source), context)
      // Nearest first: brute force the free hexes by distance; every free hex
      // nearer than the farthest returned one must have been returned.
      let distances = grown.map { $0.distance(to: source) }
      XCTAssertEqual(distances, distances.sorted(), context)
      let farthest = distances.last!
      let taken = Set(grown)
      for h in source.hexagon(radius: farthest - 1) where h != source && !occupied.contains(h) {
        XCTAssertTrue(taken.contains(h), "\(context) skipped \(h)")
      }
      // Within the first ring reached, direction order: the free neighbours in order.
      let freeNeighbours = source.neighbors.filter { !occupied.contains($0) }
      XCTAssertEqual(Array(grown.prefix(freeNeighbours.count)), Array(freeNeighbours.prefix(count)), context)
    }
  }

  // MARK: The edge of the coordinate range

  /// The documented clamp is 2²⁰ = 1,048,576 hexes.
  func testTheMaximumGrowthCountIsTwoToTheTwentieth() {
    XCTAssertEqual(Hex.maximumGrowthCount, 1_048_576)
  }

  /// At the corner (2³⁰, −2³⁰) five sixths of each ring lie outside the
  /// range: the growth still returns `count` hexes, all in range, nearest
  /// first, and every in-range hex nearer than the farthest one returned.
  func testGrowthFromACornerOfTheRangeSkipsTheHexesOutsideIt() {
    let corner = Hex(q: 1 << 30, r: -(1 << 30))
    let grown = corner.nearestFreeHexes(count: 40, occupied: [corner])
    XCTAssertEqual(grown.count, 40)
    XCTAssertEqual(Set(grown).count, 40)
    XCTAssertTrue(grown.allSatisfy(\.isInCoordinateRange), "\(grown)")
    let distances = grown.map { $0.distance(to: corner) }
    XCTAssertEqual(distances, distances.sorted())
    let taken = Set(grown)
    for hex in corner.hexagon(radius: distances.last! - 1) where hex != corner && hex.isInCoordinateRange {
      XCTAssertTrue(taken.contains(hex), "skipped \(hex)")
    }
  }

  /// Of the six neighbours of (2³⁰, 0), directions 0 and 5 have
  /// q = 2³⁰ + 1 and direction 1 has s = -2³⁰ - 1: outside the range.
  ///
  /// The
  /// other three come first, in direction order, then cells of ring 2.
  func testGrowthStaysInsideTheCoordinateRange() {
    let edge = Hex(q: 1 << 30, r: 0)
    let grown = edge.nearestFreeHexes(count: 6, occupied: [])
    XCTAssertEqual(grown.count, 6)
    XCTAssertTrue(grown.allSatisfy(\.isInCoordinateRange), "\(grown)")
    let expectedFirst = [Hex(q: (1 << 30) - 1, r: 1), Hex(q: (1 << 30) - 1, r: 0), Hex(q: 1 << 30, r: -1)]
    XCTAssertEqual(Array(grown.prefix(3)), expectedFirst)
    XCTAssertTrue(grown.dropFirst(3).allSatisfy { $0.distance(to: edge) == 2 })
  }

  func testGrowthFromASourceOutsideTheRangeIsEmpty() {
    XCTAssertEqual(Hex(q: Int(Int32.max), r: 0).nearestFreeHexes(count: 3, occupied: []), [])
  }
}
