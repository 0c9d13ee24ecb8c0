import HexCore
import XCTest
import _HexTestSupport

/// Every collection HexCore vends keeps the Collection laws, empty ones too,
/// with counts from the formulas (a hexagon of radius r holds 3r(r + 1) + 1
/// hexes, a ring 6r, a line distance + 1).
final class CollectionConformanceTests: XCTestCase {
  func check(_ problems: [String], _ what: String, line: UInt = #line) {
    XCTAssertEqual(problems, [], what, line: line)
  }

  func testEveryCollectionKeepsTheLaws() {
    let c = Hex(q: 3, r: -5)
    for r in [-1, 0, 1, 2, 7] {
      check(indexViolations(bidirectional: c.ring(radius: r), expectedCount: r < 0 ? 0 : max(1, 6 * r)), "ring \(r)")
      check(
        indexViolations(bidirectional: c.spiral(radius: r), expectedCount: r < 0 ? 0 : 3 * r * (r + 1) + 1),
        "spiral \(r)")
      check(indexViolations(c.hexagon(radius: r), expectedCount: r < 0 ? 0 : 3 * r * (r + 1) + 1), "hexagon \(r)")
      check(indexViolations(bidirectional: c.honeycombWalk(count: r * 5), expectedCount: max(0, r * 5)), "walk \(r)")
      check(
        indexViolations(
          HexMap(radius: r, center: c) { $0.q }, expectedCount: r < 0 ? 0 : 3 * r * (r + 1) + 1, comparing: \.hex),
        "map \(r)")
    }
    for end in [c, c + Hex(q: 4, r: -1), Hex(q: -20, r: 9)] {
      check(indexViolations(bidirectional: c.line(to: end), expectedCount: c.distance(to: end) + 1), "line to \(end)")
    }
    for (rows, columns) in [(0, 4), (3, 0), (3, 4), (1, 1)] {
      for kind in OffsetKind.allCases {
        let rect = OffsetRectangle(rows: rows, columns: columns, kind: kind)
        check(
          indexViolations(bidirectional: rect, expectedCount: rows * columns), "rectangle \(rows)×\(columns) \(kind)")
        check(
          indexViolations(
            HexMap(rows: rows, columns: columns, kind: kind, repeating: 1), expectedCount: rows * columns,
            comparing: \.hex), "map \(rows)×\(columns)")
      }
    }
    check(indexViolations(bidirectional: c.neighbors, expectedCount: 6), "neighbors")
    check(indexViolations(bidirectional: c.diagonalNeighbors, expectedCount: 6), "diagonals")
    check(
      indexViolations(bidirectional: HexGeometry(orientation: .pointyTop, size: 3).corners(of: c), expectedCount: 6),
      "corners")
    check(indexViolations(bidirectional: c.edges, expectedCount: 6), "edges")
    check(indexViolations(bidirectional: c.vertices, expectedCount: 6), "vertices")
    check(indexViolations(HexRegion.empty, expectedCount: 0), "empty region")
    check(indexViolations(HexRegion.triangle(size: 4), expectedCount: 15), "triangle")
    let range = c.movementRange(budget: 3) { _, _ in 1 }
    check(indexViolations(range, expectedCount: 37, comparing: \.hex), "movement range")
  }
}
