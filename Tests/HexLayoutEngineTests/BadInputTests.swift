import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

/// Nothing traps on a value a user or a gesture can produce, and the documented
/// rules decide what comes back.
///
/// `HexLayout`: a `nil` proposed dimension is 10, +∞ leaves that dimension
/// unconstrained (both unconstrained → 10 × 10), NaN and negative values
/// (including −∞) are 0, lengths are capped at 2⁵⁰.
/// `HoneycombLayout`: a finite proposed dimension is taken as offered (NaN and
/// negatives as 0); `nil` and +∞ give the cells' extent.
final class BadInputTests: XCTestCase {
  let a = 2 / (3.0).squareRoot()
  let dimensions: [Double?] = [nil, 0, -5, -.infinity, .infinity, .nan, 120, .greatestFiniteMagnitude]
  let fiveCells = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)].map { OffsetCoordinate(row: $0.0, col: $0.1) }

  func assertFinitePlacements(_ placements: [Placement], _ context: String, line: UInt = #line) {
    for p in placements {
      XCTAssertTrue(p.position.isFinite, "\(context) \(p)", line: line)
      XCTAssertTrue(p.anchor.x.isFinite && p.anchor.y.isFinite, "\(context) \(p)", line: line)
      for d in [p.proposal.width, p.proposal.height] {
        guard let d else { return XCTFail("nil proposal \(context)", line: line) }
        XCTAssertTrue(d.isFinite && d >= 0, "\(context) \(p)", line: line)
      }
    }
  }

  func assertFiniteNonNegative(_ size: PixelSize, _ context: String, line: UInt = #line) {
    XCTAssertTrue(size.width.isFinite && size.width >= 0, "\(context) \(size)", line: line)
    XCTAssertTrue(size.height.isFinite && size.height >= 0, "\(context) \(size)", line: line)
  }

  /// The documented rule for one proposed dimension: `nil` for unconstrained.
  func rule(_ d: Double?) -> Double? {
    guard let d else { return 10 }
    if d == .infinity { return nil }
    if d.isNaN || d < 0 { return 0 }
    return min(d, 0x1p50)
  }

  func testOffsetGridProposalsInEveryCombination() {
    let layout = HexLayout()
    let cache = layout.makeCache(coordinates: fiveCells)
    for w in dimensions {
      for h in dimensions {
        let context = "proposal \(String(describing: w))×\(String(describing: h))"
        let proposal = ProposedSize(width: w, height: h)
        let size = layout.sizeThatFits(proposal: proposal, cache: cache)
        assertFiniteNonNegative(size, context)
        // The documented rule, with W = 10/3 steps and H = 2.5 cells.
        var (rw, rh) = (rule(w), rule(h))
        if rw == nil && rh == nil { (rw, rh) = (10, 10) }
        let step = min(rw.map { $0 / (10.0 / 3) } ?? .infinity, rh.map { $0 / 2.5 / a } ?? .infinity)
        XCTAssertEqual(size.width, step * 10 / 3, accuracy: 1e-9 * max(1, size.width), context)
        XCTAssertEqual(size.height, step * 2.5 * a, accuracy: 1e-9 * max(1, size.height), context)
        let placements = Array(layout.placedCells(in: PixelRect(origin: .zero, size: size), cache: cache))
        XCTAssertEqual(placements.count, 5, context)
        assertFinitePlacements(placements, context)
        // The proposal is unused by placement: the bounds decide.
        XCTAssertEqual(
          placements,
          Array(layout.placedCells(in: PixelRect(origin: .zero, size: size), cache: cache)),
          context)
      }
    }
  }

  func testHoneycombProposalsInEveryCombination() {
    let honeycomb = HoneycombLayout(diameter: 10)
    let cache = honeycomb.makeCache(count: 7)
    // Extent of the radius-1 honeycomb, d = 10: |x| ≤ 1.5·(10/√3) = 5√3 and
    // |y| ≤ 10 (cell (0, 1) is one diameter below), plus d: (10√3 + 10) × 30.
    let extent = PixelSize(width: 10 * (3.0).squareRoot() + 10, height: 30)
    for w in dimensions {
      for h in dimensions {
        let context = "proposal \(String(describing: w))×\(String(describing: h))"
        let proposal = ProposedSize(width: w, height: h)
        let size = honeycomb.sizeThatFits(proposal: proposal, cache: cache)
        assertFiniteNonNegative(size, context)
        func expected(_ d: Double?, _ e: Double) -> Double {
          guard let d, d != .infinity else { return e }
          return d.isNaN || d < 0 ? 0 : min(d, 0x1p50)
        }
        XCTAssertEqual(size.width, expected(w, extent.width), accuracy: 1e-9, context)
        XCTAssertEqual(size.height, expected(h, extent.height), accuracy: 1e-9, context)
        let placements = Array(honeycomb.placedCells(in: PixelRect(origin: .zero, size: size), cache: cache))
        XCTAssertEqual(placements.count, 7, context)
        assertFinitePlacements(placements, context)
      }
    }
  }

  func testNonFiniteAndNegativeBounds() {
    let values: [Double] = [0, -50, 100, .nan, .infinity, -.infinity, .greatestFiniteMagnitude]
    let layouts = OffsetKind.allCases.map { HexLayout(kind: $0, spacing: 2) }
    let seed: UInt64 = 0x4241_4442
    withSeededCases(count: 400, seed: seed) { rng, seeded in
      let i = seeded.index
      let bounds = PixelRect(
        x: values.randomElement(using: &rng)!, y: values.randomElement(using: &rng)!,
        width: values.randomElement(using: &rng)!, height: values.randomElement(using: &rng)!)
      let point = PixelPoint(x: .randomProbe(magnitude: 200, using: &rng), y: .randomProbe(magnitude: 200, using: &rng))
      let context = "\(seeded) \(bounds) \(point)"
      let layout = layouts[i % 4]
      let cache = layout.makeCache(coordinates: fiveCells)
      assertFinitePlacements(Array(layout.placedCells(in: bounds, cache: cache)), context)
      if let index = layout.subviewIndex(at: point, in: bounds, cache: cache) {
        XCTAssertTrue((0..<5).contains(index), context)
      }
      for index in layout.subviewIndices(
        intersecting: PixelRect(origin: point, size: PixelSize(width: 50, height: 50)), in: bounds, cache: cache)
      {
        XCTAssertTrue((0..<5).contains(index), context)
      }
      let honeycomb = HoneycombLayout(diameter: [10, .nan, -3, .infinity, 0][i % 5], contentOffset: point)
      let honeyCache = honeycomb.makeCache(count: 19)
      assertFinitePlacements(Array(honeycomb.placedCells(in: bounds, cache: honeyCache)), context)
      if let index = honeycomb.subviewIndex(at: point, in: bounds, cache: honeyCache) {
        XCTAssertTrue((0..<19).contains(index), context)
      }
      _ = honeycomb.subviewIndices(intersecting: bounds, in: bounds, cache: honeyCache)
    }
  }

  func testNonFinitePointsHitNothing() {
    let layout = HexLayout()
    let cache = layout.makeCache(coordinates: fiveCells)
    let bounds = PixelRect(x: 0, y: 0, width: 300, height: 300)
    let honeycomb = HoneycombLayout(diameter: 50)
    let honeyCache = honeycomb.makeCache(count: 7)
    for p in [PixelPoint(x: .nan, y: 50), PixelPoint(x: 50, y: .infinity), PixelPoint(x: -.infinity, y: .nan)] {
      XCTAssertNil(layout.subviewIndex(at: p, in: bounds, cache: cache), "\(p)")
      XCTAssertNil(honeycomb.subviewIndex(at: p, in: bounds, cache: honeyCache), "\(p)")
      let rect = PixelRect(origin: p, size: PixelSize(width: 10, height: 10))
      XCTAssertEqual(layout.subviewIndices(intersecting: rect, in: bounds, cache: cache), [], "\(p)")
      XCTAssertEqual(honeycomb.subviewIndices(intersecting: rect, in: bounds, cache: honeyCache), [], "\(p)")
    }
  }

  func testNoCoordinatesGiveZeroSizeAndNoPlacements() {
    for kind in OffsetKind.allCases {
      let layout = HexLayout(kind: kind)
      for coordinates in [[], [nil, nil, nil], [OffsetCoordinate(row: 1 << 40, col: 0), nil]] as [[OffsetCoordinate?]] {
        let cache = layout.makeCache(coordinates: coordinates)
        let context = "\(kind) \(coordinates)"
        XCTAssertEqual(cache.cellCount, 0, context)
        for w in dimensions {
          XCTAssertEqual(
            layout.sizeThatFits(proposal: ProposedSize(width: w, height: 100), cache: cache), .zero, context)
        }
        let bounds = PixelRect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(Array(layout.placedCells(in: bounds, cache: cache)), [], context)
        var calls = 0
        layout.placedCells(in: bounds, cache: cache).forEach { _ in calls += 1 }
        XCTAssertEqual(calls, 0, context)
        XCTAssertNil(layout.geometry(in: bounds, cache: cache), context)
        XCTAssertNil(layout.subviewIndex(at: PixelPoint(x: 50, y: 50), in: bounds, cache: cache), context)
        XCTAssertEqual(layout.subviewIndices(intersecting: bounds, in: bounds, cache: cache), [], context)
      }
    }
    let honeycomb = HoneycombLayout(diameter: 100)
    for cache in [
      honeycomb.makeCache(count: 0), honeycomb.makeCache(count: -4),
      honeycomb.makeCache(coordinates: [nil, nil] as [Hex?]),
    ] {
      XCTAssertEqual(cache.cellCount, 0)
      XCTAssertNil(cache.lastCell)
      XCTAssertEqual(honeycomb.sizeThatFits(proposal: .unspecified, cache: cache), .zero)
      XCTAssertEqual(honeycomb.sizeThatFits(proposal: ProposedSize(width: 300, height: 300), cache: cache), .zero)
      XCTAssertEqual(
        Array(honeycomb.placedCells(in: PixelRect(x: 0, y: 0, width: 100, height: 100), cache: cache)), []
      )
      XCTAssertNil(
        honeycomb.subviewIndex(
          at: PixelPoint(x: 50, y: 50), in: PixelRect(x: 0, y: 0, width: 100, height: 100), cache: cache))
      XCTAssertEqual(
        honeycomb.settledContentOffset(
          from: PixelPoint(x: 30, y: -40), predictedEndTranslation: PixelSize(width: 10, height: 10), cache: cache),
        .zero)
    }
  }

  func testDuplicateCoordinatesAreAllPlaced() {
    // Documented: subviews sharing a coordinate are all placed, on top of each
    // other; the last one (drawn on top) is hit; culling returns all of them.
    let c = OffsetCoordinate(row: 0, col: 0), d = OffsetCoordinate(row: 0, col: 1)
    let coordinates: [OffsetCoordinate?] = [c, d, c, nil, c]
    let layout = HexLayout()
    let cache = layout.makeCache(coordinates: coordinates)
    XCTAssertEqual(cache.cellCount, 4)
    let size = layout.sizeThatFits(proposal: ProposedSize(width: 300, height: 300), cache: cache)
    let bounds = PixelRect(origin: .zero, size: size)
    let placements = layout.placedCells(in: bounds, cache: cache)
    XCTAssertEqual(placements.map(\.subviewIndex), [0, 1, 2, 4])
    XCTAssertEqual(placements[0].position, placements[2].position)
    XCTAssertEqual(placements[0].position, placements[3].position)
    XCTAssertEqual(layout.subviewIndex(at: placements[0].position, in: bounds, cache: cache), 4)
    XCTAssertEqual(layout.subviewIndex(at: placements[1].position, in: bounds, cache: cache), 1)
    XCTAssertEqual(layout.subviewIndices(intersecting: bounds, in: bounds, cache: cache), [0, 1, 2, 4])

    let honeycomb = HoneycombLayout(diameter: 40)
    let honeyCache = honeycomb.makeCache(coordinates: [Hex.zero, Hex.zero, Hex(q: 1, r: 0), Hex.zero])
    let spots = Array(honeycomb.placedCells(in: PixelRect(x: 0, y: 0, width: 200, height: 200), cache: honeyCache))
    XCTAssertEqual(spots.map(\.subviewIndex), [0, 1, 2, 3])
    XCTAssertEqual(
      honeycomb.subviewIndex(
        at: PixelPoint(x: 100, y: 100), in: PixelRect(x: 0, y: 0, width: 200, height: 200), cache: honeyCache), 3)
  }

  func testHoneycombInteractionWithBadValues() {
    let values: [Double] = [.nan, .infinity, -.infinity, 0, -10, .greatestFiniteMagnitude, 250]
    let cache = HoneycombLayout(diameter: 125).makeCache(count: 14)
    for d in values {
      for v in values {
        let honeycomb = HoneycombLayout(
          diameter: d, contentOffset: PixelPoint(x: v, y: -v), effects: HoneycombEffects(touchedCell: .zero))
        let context = "d=\(d) v=\(v)"
        let effect = honeycomb.fisheye(for: Hex(q: 2, r: -1), containerSize: PixelSize(width: v, height: d))
        XCTAssertTrue(effect.size.isFinite && effect.size >= 0, context)
        XCTAssertTrue(effect.shift.isFinite, context)
        XCTAssertTrue(effect.scale.isFinite && effect.scale >= 0.001, context)
        let settled = honeycomb.settledContentOffset(
          from: PixelPoint(x: v, y: d), predictedEndTranslation: PixelSize(width: d, height: v), cache: cache)
        XCTAssertTrue(settled.isFinite, context)
        XCTAssertTrue(honeycomb.contentOffset(centering: Hex(q: -3, r: 1)).isFinite, context)
        assertFiniteNonNegative(honeycomb.sizeThatFits(proposal: .unspecified, cache: cache), context)
      }
    }
  }

  /// Every layout API that takes a count or an index survives Int's ends.
  ///
  /// Growth counts above 2²⁰ count as 2²⁰ (an open grid never runs out of
  /// free cells: `Int.max` never ended), negative ones give nothing;
  /// indices nobody placed give `nil`. (`makeCache(count:)` with huge counts
  /// is checked with the honeycomb caches.)
  func testEveryCountTakingLayoutAPISurvivesIntsEnds() {
    // The 2²⁰ free cells nearest the origin, the origin taken: rings 1 to
    // 590 (3·590·591 = 1,046,070 cells), then 2,506 cells of ring 591.
    let occupied: Set<Hex> = [.zero]
    let nearest = Hex.zero.nearestFreeHexes(count: .max, occupied: occupied)
    XCTAssertEqual(nearest.count, 1 << 20)
    XCTAssertEqual(nearest.last?.distance(to: .zero), 591)
    XCTAssertEqual(nearest.filter { $0.distance(to: .zero) == 591 }.count, (1 << 20) - 3 * 590 * 591)
    var occupancy = HoneycombOccupancy(occupied)
    // `grow` occupies what `growthCells` returns.
    XCTAssertEqual(occupancy.growthCells(nextTo: .zero, count: .max), nearest)
    for n in [Int.min, Int.min + 1, -1, 0] {
      XCTAssertEqual(Hex.zero.nearestFreeHexes(count: n, occupied: occupied), [], "\(n)")
      XCTAssertEqual(occupancy.growthCells(nextTo: .zero, count: n), [], "\(n)")
      XCTAssertEqual(occupancy.grow(nextTo: Hex(q: 3, r: 1), count: n), [], "\(n)")
      XCTAssertEqual(HoneycombLayout(diameter: 10).makeCache(count: n).cellCount, 0, "\(n)")
    }
    let honeycomb = HoneycombLayout(diameter: 10)
    let bounds = PixelRect(x: 0, y: 0, width: 100, height: 100)
    let placed = honeycomb.placedCells(in: bounds, cache: honeycomb.makeCache(count: 7))
    for n in [Int.min, -1, 7, Int.max] {
      XCTAssertNil(placed.placement(ofSubview: n), "\(n)")
      for direction in ScreenDirection.allCases {
        XCTAssertNil(placed.subviewIndex(from: n, toward: direction), "\(n) \(direction)")
      }
    }
  }
}
