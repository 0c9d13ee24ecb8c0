import HexCore
import XCTest
import _HexTestSupport

/// `HexRegion`: hexagons, their intersections, parallelograms and triangles,
/// checked against brute-force enumeration of a bounding box.
final class HexRegionTests: XCTestCase {
  /// All hexes with q, r in the box satisfying `predicate`.
  func bruteForce(q: ClosedRange<Int>, r: ClosedRange<Int>, _ predicate: (Hex) -> Bool) -> Set<Hex> {
    var result = Set<Hex>()
    for qq in q {
      for rr in r where predicate(Hex(q: qq, r: rr)) { result.insert(Hex(q: qq, r: rr)) }
    }
    return result
  }

  /// Checks count, contents, order (by q, then r), no repeats, indices and contains.
  func check(
    _ region: HexRegion, equals expected: Set<Hex>, _ context: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let cells = Array(region)
    XCTAssertEqual(region.count, expected.count, context, file: file, line: line)
    XCTAssertEqual(region.underestimatedCount, expected.count, context, file: file, line: line)
    XCTAssertEqual(region.isEmpty, expected.isEmpty, context, file: file, line: line)
    XCTAssertEqual(cells.count, expected.count, context, file: file, line: line)
    XCTAssertEqual(Set(cells), expected, context, file: file, line: line)
    XCTAssertEqual(cells, expected.sorted { ($0.q, $0.r) < ($1.q, $1.r) }, context, file: file, line: line)
    // Walking the indices gives the same elements.
    var viaIndices: [Hex] = []
    var i = region.startIndex
    while i != region.endIndex {
      viaIndices.append(region[i])
      i = region.index(after: i)
    }
    XCTAssertEqual(viaIndices, cells, context, file: file, line: line)
    // So does the region's own nested-loop forEach, in the same order.
    var viaForEach: [Hex] = []
    region.forEach { viaForEach.append($0) }
    XCTAssertEqual(viaForEach, cells, context, file: file, line: line)
    for h in expected { XCTAssertTrue(region.contains(h), "\(context) \(h)", file: file, line: line) }
  }

  func testHexagonCountsAndContents() {
    for radius in 0...20 {
      let center = Hex(q: radius - 7, r: 3 - radius)
      let region = center.hexagon(radius: radius)
      XCTAssertEqual(region.count, 3 * radius * (radius + 1) + 1, "R=\(radius)")
      let box = (center.q - radius - 1)...(center.q + radius + 1)
      let rbox = (center.r - radius - 1)...(center.r + radius + 1)
      check(region, equals: bruteForce(q: box, r: rbox) { $0.distance(to: center) <= radius }, "R=\(radius)")
      // contains agrees with distance just outside too.
      for h in center.ring(radius: radius + 1) { XCTAssertFalse(region.contains(h), "R=\(radius) \(h)") }
    }
  }

  func testNegativeRadiusIsEmpty() {
    for radius in [-1, -5, Int.min] {
      XCTAssertTrue(Hex.zero.hexagon(radius: radius).isEmpty)
      XCTAssertEqual(Hex.zero.hexagon(radius: radius).count, 0)
      XCTAssertEqual(Array(Hex.zero.hexagon(radius: radius)), [])
      var visited = 0
      Hex.zero.hexagon(radius: radius).forEach { _ in visited += 1 }
      XCTAssertEqual(visited, 0)
    }
    XCTAssertTrue(HexRegion.empty.isEmpty)
    XCTAssertFalse(HexRegion.empty.contains(.zero))
    XCTAssertEqual(Array(HexRegion.empty), [])
  }

  func testIntersectionsOfRandomHexagons() {
    let seed: UInt64 = 0x494E_5445
    withSeededCases(count: 150, seed: seed) { rng, seeded in
      let a = Hex.random(in: -8...8, using: &rng), b = Hex.random(in: -8...8, using: &rng)
      let ra = Int.random(in: 0...8, using: &rng), rb = Int.random(in: 0...8, using: &rng)
      let context = "\(seeded) a=\(a) ra=\(ra) b=\(b) rb=\(rb)"
      let expected = bruteForce(q: -20...20, r: -20...20) { $0.distance(to: a) <= ra && $0.distance(to: b) <= rb }
      let region = a.hexagon(radius: ra).intersection(b.hexagon(radius: rb))
      check(region, equals: expected, context)
      XCTAssertEqual(region, b.hexagon(radius: rb).intersection(a.hexagon(radius: ra)), context)
    }
  }

  func testRandomCubeBoxes() {
    let seed: UInt64 = 0x424F_5845
    withSeededCases(count: 400, seed: seed) { rng, seeded in
      func range() -> ClosedRange<Int> {
        let lo = Int.random(in: -10...10, using: &rng)
        return lo...(lo + Int.random(in: 0...12, using: &rng))
      }
      let q = range(), r = range(), s = range()
      let context = "\(seeded) q=\(q) r=\(r) s=\(s)"
      let expected = bruteForce(q: q, r: r) { s.contains($0.s) }
      check(HexRegion(q: q, r: r, s: s), equals: expected, context)
    }
  }

  func testParallelograms() {
    let region = HexRegion.parallelogram(q: -2...3, r: 1...4)
    XCTAssertEqual(region.count, 6 * 4)
    check(region, equals: bruteForce(q: -2...3, r: 1...4) { _ in true }, "parallelogram")
    XCTAssertEqual(HexRegion.parallelogram(q: 5...5, r: -1...(-1)).count, 1)
  }

  func testTriangles() {
    for size in 0...12 {
      let n = (size + 1) * (size + 2) / 2
      let up = HexRegion.triangle(size: size)
      XCTAssertEqual(up.count, n, "size=\(size)")
      check(up, equals: bruteForce(q: 0...size, r: 0...size) { $0.q + $0.r <= size }, "triangle \(size)")
      let down = HexRegion.invertedTriangle(size: size)
      XCTAssertEqual(down.count, n, "size=\(size)")
      check(down, equals: bruteForce(q: 0...size, r: 0...size) { $0.q + $0.r >= size }, "inverted \(size)")
    }
    // The doc example: q, r in 0...2 and s in -2...0 is the size-2 triangle of 6 hexes.
    XCTAssertEqual(HexRegion(q: 0...2, r: 0...2, s: -2...0), HexRegion.triangle(size: 2))
    XCTAssertEqual(HexRegion.triangle(size: 2).count, 6)
    XCTAssertTrue(HexRegion.triangle(size: -1).isEmpty)
    XCTAssertTrue(HexRegion.invertedTriangle(size: -3).isEmpty)
  }

  func testForEachStopsAtTheFirstErrorAndRethrowsIt() {
    struct Stop: Error, Equatable { let at: Hex }
    // The radius-1 hexagon by q, then r: (-1,0), (-1,1), (0,-1), (0,0), …
    var seen: [Hex] = []
    XCTAssertThrowsError(
      try Hex.zero.hexagon(radius: 1).forEach { hex in
        seen.append(hex)
        if hex == .zero { throw Stop(at: hex) }
      }
    ) { error in XCTAssertEqual(error as? Stop, Stop(at: .zero)) }
    XCTAssertEqual(seen, [Hex(q: -1, r: 0), Hex(q: -1, r: 1), Hex(q: 0, r: -1), .zero])
  }

  func testForEachReachesTheCoordinateRangesEnds() {
    // Strips at the range's corners: the counters start or end exactly at
    // ±2^30 and step past them by one, which Int32 holds. Each strip is a
    // 2 × 3 parallelogram, by q, then r.
    let limit = 1 << 30
    let strip = HexRegion.parallelogram(q: (limit - 1)...limit, r: -limit...(-limit + 2))
    var cells: [Hex] = []
    strip.forEach { cells.append($0) }
    XCTAssertEqual(cells, Array(strip))
    XCTAssertEqual(cells.first, Hex(q: limit - 1, r: -limit))
    XCTAssertEqual(cells.last, Hex(q: limit, r: -limit + 2))
    XCTAssertEqual(cells.count, 6)
    let top = HexRegion.parallelogram(q: -limit...(-limit + 1), r: (limit - 2)...limit)
    var topCells: [Hex] = []
    top.forEach { topCells.append($0) }
    XCTAssertEqual(topCells.count, 6)
    XCTAssertEqual(topCells.last, Hex(q: -limit + 1, r: limit))
    XCTAssertEqual(topCells, Array(top))
  }

  func testHexagonAtTheEdgeOfTheCoordinateRangeIsClipped() {
    // Around (2^30, -2^30, 0), only the neighbors that stay in range remain:
    // brute force over the seven cells of the radius-1 hexagon.
    let limit = 1 << 30
    for center in [Hex(q: limit, r: -limit), Hex(q: -limit, r: 0), Hex(q: 0, r: limit)] {
      let expected = Set(Hex.zero.hexagon(radius: 1).map { $0 + center }.filter(\.isInCoordinateRange))
      check(center.hexagon(radius: 1), equals: expected, "\(center)")
    }
    // A huge radius around the origin is the whole range: count 3L(L+1)+1.
    XCTAssertEqual(Hex.zero.hexagon(radius: Int.max).count, 3 * limit * (limit + 1) + 1)
    XCTAssertEqual(Hex.zero.hexagon(radius: limit).count, 3 * limit * (limit + 1) + 1)
  }
}
