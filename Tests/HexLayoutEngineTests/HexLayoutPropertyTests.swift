import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

/// Properties of `HexLayout` over seeded random grids in every offset kind,
/// against `OffsetGridModel` (DESIGN.md's formulas, written independently).
final class HexLayoutPropertyTests: XCTestCase {
  let a = 2 / (3.0).squareRoot()
  let iterations = 300

  func randomSpacing(_ rng: inout SplitMix64) -> Double {
    Int.random(in: 0..<3, using: &rng) == 0 ? 0 : Double.random(in: 0...6, using: &rng)
  }

  func testSizeThatFitsMatchesTheModelAndNeverExceedsAFiniteProposal() {
    let seed: UInt64 = 0x4C41_5931
    withSeededCases(count: iterations, seed: seed) { rng, seeded in
      let i = seeded.index
      let kind = OffsetKind.allCases[i % 4]
      let coordinates = randomOffsetGrid(using: &rng)
      let layout = HexLayout(kind: kind, spacing: randomSpacing(&rng))
      let cache = layout.makeCache(coordinates: coordinates)
      let model = OffsetGridModel(kind: kind, coordinates: coordinates)!
      let w = Double.random(in: 1...2_000, using: &rng), h = Double.random(in: 1...2_000, using: &rng)
      let context = "\(seeded) \(kind) \(w)×\(h) \(coordinates)"
      let size = layout.sizeThatFits(proposal: ProposedSize(width: w, height: h), cache: cache)
      let expected = model.size(step: model.step(width: w, height: h))
      XCTAssertEqual(size.width, expected.width, accuracy: 1e-9 * w, context)
      XCTAssertEqual(size.height, expected.height, accuracy: 1e-9 * h, context)
      XCTAssertLessThanOrEqual(size.width, w * (1 + 1e-12), context)
      XCTAssertLessThanOrEqual(size.height, h * (1 + 1e-12), context)
      // The largest grid that fits: it fills the proposal in one dimension.
      XCTAssertTrue(abs(size.width - w) < 1e-9 * w || abs(size.height - h) < 1e-9 * h, context)
      // Spacing does not change the extent.
      let unspaced = HexLayout(kind: kind).sizeThatFits(proposal: ProposedSize(width: w, height: h), cache: cache)
      XCTAssertEqual(unspaced, size, context)
      XCTAssertEqual(cache.cellCount, coordinates.compactMap { $0 }.count, context)
    }
  }

  func testPlacementsMatchTheModelAndLieInsideTheirBounds() {
    let seed: UInt64 = 0x4C41_5932
    withSeededCases(count: iterations, seed: seed) { rng, seeded in
      let i = seeded.index
      let kind = OffsetKind.allCases[i % 4]
      let coordinates = randomOffsetGrid(using: &rng)
      let spacing = randomSpacing(&rng)
      let layout = HexLayout(kind: kind, spacing: spacing)
      let cache = layout.makeCache(coordinates: coordinates)
      let model = OffsetGridModel(kind: kind, coordinates: coordinates)!
      // Bounds of any shape, not only the fitted size: the step comes from them.
      let bounds = PixelRect(
        x: .random(in: -300...300, using: &rng), y: .random(in: -300...300, using: &rng),
        width: .random(in: 1...1_500, using: &rng), height: .random(in: 1...1_500, using: &rng))
      let context = "\(seeded) \(kind) spacing=\(spacing) \(bounds) \(coordinates)"
      let placements = layout.placedCells(in: bounds, cache: cache)
      let expected = model.centers(in: bounds)
      XCTAssertEqual(placements.map(\.subviewIndex), expected.map(\.index), context)
      let step = model.step(width: bounds.width, height: bounds.height)
      let flatToFlat = max(0, step * a - spacing)
      let across = 2 / (3.0).squareRoot() * flatToFlat  // corner to corner
      let cellSize =
        model.isFlat ? PixelSize(width: across, height: flatToFlat) : PixelSize(width: flatToFlat, height: across)
      for (p, e) in zip(placements, expected) {
        let c = "\(context) subview=\(p.subviewIndex)"
        XCTAssertEqual(p.position.x, e.center.x, accuracy: 1e-9 * 2_000, c)
        XCTAssertEqual(p.position.y, e.center.y, accuracy: 1e-9 * 2_000, c)
        XCTAssertEqual(p.anchor, .center, c)
        XCTAssertEqual(p.proposal.width ?? -1, cellSize.width, accuracy: 1e-9 * 2_000, c)
        XCTAssertEqual(p.proposal.height ?? -1, cellSize.height, accuracy: 1e-9 * 2_000, c)
        // Inside the bounds (the article's defect would fail this when the top
        // line has only shifted cells).
        let tolerance = 1e-9 * 2_000
        XCTAssertGreaterThanOrEqual(p.position.x - cellSize.width / 2, bounds.minX - tolerance, c)
        XCTAssertLessThanOrEqual(p.position.x + cellSize.width / 2, bounds.maxX + tolerance, c)
        XCTAssertGreaterThanOrEqual(p.position.y - cellSize.height / 2, bounds.minY - tolerance, c)
        XCTAssertLessThanOrEqual(p.position.y + cellSize.height / 2, bounds.maxY + tolerance, c)
      }
    }
  }

  func testNeighbouringCentresAreExactlyOneCellHeightApart() {
    // Cell height across the flat sides = step · 2/√3: neighbours touch, and
    // no two distinct cells are closer (so they never overlap).
    let seed: UInt64 = 0x4C41_5933
    var totalNeighbourPairs = 0
    withSeededCases(count: iterations, seed: seed) { rng, seeded in
      let i = seeded.index
      let kind = OffsetKind.allCases[i % 4]
      let coordinates = randomOffsetGrid(using: &rng)
      let layout = HexLayout(kind: kind, spacing: randomSpacing(&rng))
      let cache = layout.makeCache(coordinates: coordinates)
      let proposal = ProposedSize(
        width: .random(in: 50...1_000, using: &rng), height: .random(in: 50...1_000, using: &rng))
      let size = layout.sizeThatFits(proposal: proposal, cache: cache)
      let placements = layout.placedCells(in: PixelRect(origin: .zero, size: size), cache: cache)
      let model = OffsetGridModel(kind: kind, coordinates: coordinates)!
      let pitch = model.step(width: size.width, height: size.height) * a
      let hexOf = Dictionary(model.cells.map { ($0.index, $0.hex) }, uniquingKeysWith: { x, _ in x })
      let context = "\(seeded) \(kind) \(proposal) \(coordinates)"
      var neighbourPairs = 0
      for x in placements {
        for y in placements where x.subviewIndex < y.subviewIndex {
          let hx = hexOf[x.subviewIndex]!, hy = hexOf[y.subviewIndex]!
          let d = distance(x.position, y.position)
          if hx.isNeighbor(of: hy) {
            neighbourPairs += 1
            XCTAssertEqual(d, pitch, accuracy: 1e-9 * pitch, "\(context) \(hx) \(hy)")
          } else if hx != hy {
            XCTAssertGreaterThan(d, pitch * (1 + 1e-9), "\(context) \(hx) \(hy)")
          } else {
            XCTAssertEqual(d, 0, accuracy: 1e-9, "\(context) duplicate \(hx)")
          }
        }
      }
      totalNeighbourPairs += neighbourPairs
    }
    XCTAssertGreaterThan(totalNeighbourPairs, 1_000, "seed=\(seed): the sample exercises neighbours")
  }

  func testPlacingInTheFittedBoundsReproducesTheStep() {
    // Without spacing, each cell is proposed 4/3·step along the major axis,
    // and the grid's outermost cells touch all four sides of the bounds.
    let seed: UInt64 = 0x4C41_5934
    withSeededCases(count: iterations, seed: seed) { rng, seeded in
      let i = seeded.index
      let kind = OffsetKind.allCases[i % 4]
      let coordinates = randomOffsetGrid(using: &rng)
      let layout = HexLayout(kind: kind)
      let cache = layout.makeCache(coordinates: coordinates)
      let model = OffsetGridModel(kind: kind, coordinates: coordinates)!
      let proposal = ProposedSize(
        width: .random(in: 10...1_000, using: &rng), height: .random(in: 10...1_000, using: &rng))
      let size = layout.sizeThatFits(proposal: proposal, cache: cache)
      let step = model.isFlat ? size.width / model.W : size.height / model.W
      let origin = PixelPoint(x: .random(in: -100...100, using: &rng), y: .random(in: -100...100, using: &rng))
      let bounds = PixelRect(origin: origin, size: size)
      let placements = layout.placedCells(in: bounds, cache: cache)
      let context = "\(seeded) \(kind) \(proposal) \(coordinates)"
      let tolerance = 1e-9 * 1_000
      for p in placements {
        let along = model.isFlat ? p.proposal.width! : p.proposal.height!
        XCTAssertEqual(along, 4.0 / 3 * step, accuracy: tolerance, context)
        // Same step as sizeThatFits computed directly for the proposal.
        XCTAssertEqual(step, model.step(width: proposal.width!, height: proposal.height!), accuracy: tolerance, context)
      }
      let left = placements.map { $0.position.x - $0.proposal.width! / 2 }.min()!
      let right = placements.map { $0.position.x + $0.proposal.width! / 2 }.max()!
      let top = placements.map { $0.position.y - $0.proposal.height! / 2 }.min()!
      let bottom = placements.map { $0.position.y + $0.proposal.height! / 2 }.max()!
      XCTAssertEqual(left, bounds.minX, accuracy: tolerance, context)
      XCTAssertEqual(right, bounds.maxX, accuracy: tolerance, context)
      XCTAssertEqual(top, bounds.minY, accuracy: tolerance, context)
      XCTAssertEqual(bottom, bounds.maxY, accuracy: tolerance, context)
    }
  }

  func testSpacingIsTheGapBetweenNeighbours() {
    // Two vertically adjacent flat-top cells (odd-q, column 0, rows 0 and 1):
    // centres one pitch apart, each proposed pitch − spacing tall, so the gap
    // between their facing edges is exactly the spacing.
    for spacing in [0.0, 1, 4.5, 10] {
      let layout = HexLayout(kind: .oddQ, spacing: spacing)
      let cache = layout.makeCache(coordinates: [OffsetCoordinate(row: 0, col: 0), OffsetCoordinate(row: 1, col: 0)])
      // W = 4/3, H = 2: a 100-wide proposal gives step 75 (height 2·75·a = 173.2 ≤ 500).
      let size = layout.sizeThatFits(proposal: ProposedSize(width: 100, height: 500), cache: cache)
      XCTAssertEqual(size.width, 100, accuracy: 1e-9)
      XCTAssertEqual(size.height, 2 * 75 * a, accuracy: 1e-9)
      let p = layout.placedCells(in: PixelRect(origin: .zero, size: size), cache: cache)
      let gap = (p[1].position.y - p[1].proposal.height! / 2) - (p[0].position.y + p[0].proposal.height! / 2)
      XCTAssertEqual(gap, spacing, accuracy: 1e-9, "spacing=\(spacing)")
      XCTAssertEqual(p[0].proposal.height!, 75 * a - spacing, accuracy: 1e-9)
    }
    // Spacing larger than a cell shrinks cells to nothing, never below zero.
    let huge = HexLayout(spacing: 1e6)
    let cache = huge.makeCache(coordinates: [OffsetCoordinate(row: 0, col: 0)])
    for p in huge.placedCells(in: PixelRect(x: 0, y: 0, width: 100, height: 100), cache: cache) {
      XCTAssertEqual(p.proposal.width, 0)
      XCTAssertEqual(p.proposal.height, 0)
    }
  }

  func testANewProposalReusesTheCache() {
    let seed: UInt64 = 0x4C41_5935
    var rng = SplitMix64(seed: seed)
    let coordinates = randomOffsetGrid(using: &rng)
    let layout = HexLayout(kind: .evenR)
    let cache = layout.makeCache(coordinates: coordinates)
    for i in 0..<50 {
      let proposal = ProposedSize(width: .random(in: 1...900, using: &rng), height: .random(in: 1...900, using: &rng))
      let size = layout.sizeThatFits(proposal: proposal, cache: cache)
      let fresh = layout.makeCache(coordinates: coordinates)
      XCTAssertEqual(size, layout.sizeThatFits(proposal: proposal, cache: fresh), "\(SeededCase(seed: seed, index: i))")
      let bounds = PixelRect(origin: .zero, size: size)
      XCTAssertEqual(
        Array(layout.placedCells(in: bounds, cache: cache)),
        Array(layout.placedCells(in: bounds, cache: fresh)), "\(SeededCase(seed: seed, index: i))")
    }
  }

  func testGeometryLinesUpWithThePlacements() {
    let seed: UInt64 = 0x4C41_5936
    withSeededCases(count: 100, seed: seed) { rng, seeded in
      let i = seeded.index
      let kind = OffsetKind.allCases[i % 4]
      let coordinates = randomOffsetGrid(using: &rng)
      let layout = HexLayout(kind: kind, spacing: randomSpacing(&rng))
      let cache = layout.makeCache(coordinates: coordinates)
      let bounds = PixelRect(
        x: 5, y: -7, width: .random(in: 10...800, using: &rng), height: .random(in: 10...800, using: &rng))
      let geometry = layout.geometry(in: bounds, cache: cache)!
      XCTAssertEqual(geometry.orientation, kind.orientation)
      for p in layout.placedCells(in: bounds, cache: cache) {
        let hex = Hex(coordinates[p.subviewIndex]!, kind: kind)
        let c = geometry.center(of: hex)
        XCTAssertEqual(c.x, p.position.x, accuracy: 1e-9, "\(seeded)")
        XCTAssertEqual(c.y, p.position.y, accuracy: 1e-9, "\(seeded)")
      }
    }
  }
}
