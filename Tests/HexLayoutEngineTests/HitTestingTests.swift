import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

/// Hit testing and viewport culling for the offset grid, against brute force over
/// every placed cell: a point-in-hexagon test with corners computed from the
/// placements (not from the library's geometry), and Sutherland–Hodgman
/// clipping for hexagon/rectangle intersection.
final class HitTestingTests: XCTestCase {
  /// A placed cell's hexagon: its centre and circumradius, from the placement
  /// proposal (flat-top cells are proposed 2R × √3R, pointy-top √3R × 2R).
  struct Cell {
    let index: Int
    let corners: [PixelPoint]
  }

  func offsetCells(_ placements: [Placement], flat: Bool) -> [Cell] {
    placements.map { p in
      let radius = flat ? p.proposal.width! / 2 : p.proposal.height! / 2
      return Cell(index: p.subviewIndex, corners: hexagonCorners(center: p.position, radius: radius, flat: flat))
    }
  }

  /// The expected hit: the topmost (highest-index) cell containing the point,
  /// `nil` when none does, or `.some(nil)`-free "don't know" when the point is
  /// within `eps` of a cell's edge.
  func bruteForceHit(_ p: PixelPoint, _ cells: [Cell], eps: Double) -> (known: Bool, index: Int?) {
    var best: Int?
    for cell in cells {
      let m = polygonMargin(p, cell.corners)
      if abs(m) <= eps { return (false, nil) }
      if m > 0 { best = max(best ?? -1, cell.index) }
    }
    return (true, best)
  }

  func bruteForceCulling(_ rect: PixelRect, _ cells: [Cell], eps: Double) -> (must: Set<Int>, mayNot: Set<Int>) {
    var must = Set<Int>(), mustNot = Set<Int>()
    for cell in cells {
      if rect.maxX - rect.minX > 2 * eps, rect.maxY - rect.minY > 2 * eps,
        clips(cell.corners, minX: rect.minX + eps, maxX: rect.maxX - eps, minY: rect.minY + eps, maxY: rect.maxY - eps)
      {
        must.insert(cell.index)
      }
      if !clips(
        cell.corners, minX: rect.minX - eps, maxX: rect.maxX + eps, minY: rect.minY - eps, maxY: rect.maxY + eps)
      {
        mustNot.insert(cell.index)
      }
    }
    return (must, mustNot)
  }

  func randomRect(around bounds: PixelRect, _ rng: inout SplitMix64) -> PixelRect {
    let w = Double.random(in: 0...(bounds.width * 0.5 + 1), using: &rng)
    let h = Double.random(in: 0...(bounds.height * 0.5 + 1), using: &rng)
    return PixelRect(
      x: .random(in: (bounds.minX - w - 20)...(bounds.maxX + 20), using: &rng),
      y: .random(in: (bounds.minY - h - 20)...(bounds.maxY + 20), using: &rng),
      width: Int.random(in: 0..<10, using: &rng) == 0 ? 0 : w, height: h)
  }

  func testOffsetGridHitTestingMatchesBruteForce() {
    let seed: UInt64 = 0x4849_5431
    var hits = 0, misses = 0
    withSeededCases(count: 120, seed: seed) { rng, seeded in
      let i = seeded.index
      let kind = OffsetKind.allCases[i % 4]
      let spacing = i % 3 == 0 ? 0 : Double.random(in: 0.5...8, using: &rng)
      let coordinates = randomOffsetGrid(using: &rng)
      let layout = HexLayout(kind: kind, spacing: spacing)
      let cache = layout.makeCache(coordinates: coordinates)
      let size = layout.sizeThatFits(
        proposal: ProposedSize(width: .random(in: 100...800, using: &rng), height: .random(in: 100...800, using: &rng)),
        cache: cache)
      let bounds = PixelRect(
        origin: PixelPoint(x: .random(in: -50...50, using: &rng), y: .random(in: -50...50, using: &rng)), size: size)
      let cells = offsetCells(
        Array(layout.placedCells(in: bounds, cache: cache)), flat: kind.orientation == .flatTop)
      for j in 0..<60 {
        // Points over the bounds and a margin around them: inside cells, in the
        // gaps, outside the grid.
        let p = PixelPoint(
          x: .random(in: (bounds.minX - 30)...(bounds.maxX + 30), using: &rng),
          y: .random(in: (bounds.minY - 30)...(bounds.maxY + 30), using: &rng))
        let expected = bruteForceHit(p, cells, eps: 1e-7)
        guard expected.known else { continue }
        let context = "\(seeded) j=\(j) \(kind) spacing=\(spacing) \(bounds) \(p) \(coordinates)"
        XCTAssertEqual(layout.subviewIndex(at: p, in: bounds, cache: cache), expected.index, context)
        if expected.index == nil { misses += 1 } else { hits += 1 }
      }
      // Every cell's own centre hits it (or a duplicate on top of it).
      for cell in cells {
        let c = PixelPoint(x: cell.corners.map(\.x).reduce(0, +) / 6, y: cell.corners.map(\.y).reduce(0, +) / 6)
        let found = layout.subviewIndex(at: c, in: bounds, cache: cache)
        XCTAssertNotNil(found, "\(seeded) centre of \(cell.index)")
        XCTAssertEqual(found.flatMap { coordinates[$0] }, coordinates[cell.index], "\(seeded)")
      }
    }
    XCTAssertGreaterThan(hits, 1_000)
    XCTAssertGreaterThan(misses, 1_000)
  }

  func testOffsetGridCullingMatchesBruteForce() {
    let seed: UInt64 = 0x4355_4C31
    withSeededCases(count: 120, seed: seed) { rng, seeded in
      let i = seeded.index
      let kind = OffsetKind.allCases[i % 4]
      let spacing = i % 3 == 0 ? 0 : Double.random(in: 0.5...8, using: &rng)
      let coordinates = randomOffsetGrid(using: &rng)
      let layout = HexLayout(kind: kind, spacing: spacing)
      let cache = layout.makeCache(coordinates: coordinates)
      let bounds = PixelRect(
        x: .random(in: -50...50, using: &rng), y: 10, width: .random(in: 100...900, using: &rng),
        height: .random(in: 100...900, using: &rng))
      let cells = offsetCells(
        Array(layout.placedCells(in: bounds, cache: cache)), flat: kind.orientation == .flatTop)
      for j in 0..<25 {
        let rect = randomRect(around: bounds, &rng)
        let found = layout.subviewIndices(intersecting: rect, in: bounds, cache: cache)
        let context = "\(seeded) j=\(j) \(kind) spacing=\(spacing) \(bounds) \(rect)"
        XCTAssertEqual(found, found.sorted(), context)
        XCTAssertEqual(Set(found).count, found.count, context)
        let expected = bruteForceCulling(rect, cells, eps: 1e-7)
        XCTAssertTrue(expected.must.isSubset(of: found), "\(context) missing \(expected.must.subtracting(found))")
        XCTAssertTrue(
          expected.mayNot.isDisjoint(with: found), "\(context) extra \(expected.mayNot.intersection(found))")
      }
      // The whole bounds see every placed cell.
      XCTAssertEqual(
        layout.subviewIndices(intersecting: bounds, in: bounds, cache: cache), cells.map(\.index).sorted(),
        "\(seeded)")
    }
  }

  func testLargeGridCullingSeesOnlyTheViewport() {
    // A 300 × 300 odd-q rectangle: a small viewport in the middle returns the
    // same cells as brute force, a handful out of 90,000.
    var coordinates: [OffsetCoordinate?] = []
    for row in 0..<300 { for col in 0..<300 { coordinates.append(OffsetCoordinate(row: row, col: col)) } }
    let layout = HexLayout()
    let cache = layout.makeCache(coordinates: coordinates)
    let bounds = PixelRect(
      origin: .zero, size: layout.sizeThatFits(proposal: ProposedSize(width: 30_000, height: 30_000), cache: cache))
    let placements = Array(layout.placedCells(in: bounds, cache: cache))
    let cells = offsetCells(placements, flat: true)
    let viewport = PixelRect(x: 12_345, y: 10_000, width: 400, height: 300)
    let found = layout.subviewIndices(intersecting: viewport, in: bounds, cache: cache)
    let expected = bruteForceCulling(viewport, cells, eps: 1e-7)
    XCTAssertTrue(expected.must.isSubset(of: found))
    XCTAssertTrue(expected.mayNot.isDisjoint(with: found))
    XCTAssertGreaterThan(found.count, 10)
    XCTAssertLessThan(found.count, 100)
  }
}
