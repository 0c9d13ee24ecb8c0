import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

/// `PlacedCells` must answer exactly as the layouts' one-call methods do for
/// the same bounds (which HitTestingTests check against brute force).
final class PlacedCellsTests: XCTestCase {
  /// A placement's frame is its proposal set against its anchor at its
  /// position: anchor (0.25, 0.5) at (10, 20) with 40 × 30 puts the
  /// top-left corner at (10 − 10, 20 − 15); at scale 0.5 the drawn frame is
  /// 20 × 15 with the anchor still at (10, 20): (10 − 5, 20 − 7.5).
  func testPlacementFrameByHand() {
    let placement = Placement(
      subviewIndex: 0, hex: .zero, position: PixelPoint(x: 10, y: 20), anchor: PlacementAnchor(x: 0.25, y: 0.5),
      proposal: ProposedSize(width: 40, height: 30), scale: 0.5)
    XCTAssertEqual(placement.frame, PixelRect(x: 0, y: 5, width: 40, height: 30))
    XCTAssertEqual(placement.drawnFrame, PixelRect(x: 5, y: 12.5, width: 20, height: 15))
    // An unspecified or negative dimension counts as 0.
    let loose = Placement(
      subviewIndex: 0, hex: .zero, position: PixelPoint(x: 10, y: 20), anchor: .center,
      proposal: ProposedSize(width: nil, height: -4))
    XCTAssertEqual(loose.frame, PixelRect(x: 10, y: 20, width: 0, height: 0))
  }

  /// The engines' frames, and the lookup by subview.
  ///
  /// A honeycomb cell of diameter 100 at the middle of
  /// 400 × 600 is the square (150, 250, 100, 100); the five-cell offset
  /// grid's first cell (HexLayoutTests: centre (60, h/2), 120 × h with
  /// h = 120 / a) is (0, 0, 120, h). The lookup by subview finds the
  /// placement of a subview after an unplaced one, whose collection
  /// position is one less.
  func testEngineFramesAndTheLookupBySubview() throws {
    let honeycomb = HoneycombLayout(diameter: 100)
    let placed = honeycomb.placedCells(
      in: PixelRect(x: 0, y: 0, width: 400, height: 600), cache: honeycomb.makeCache(count: 3))
    XCTAssertEqual(
      try XCTUnwrap(placed.placement(ofSubview: 0)).frame, PixelRect(x: 150, y: 250, width: 100, height: 100))
    let h = 120 * (3.0).squareRoot() / 2
    let grid = HexLayout()
    let cache = grid.makeCache(coordinates: [
      OffsetCoordinate(row: 0, col: 0), nil, OffsetCoordinate(row: 0, col: 1), OffsetCoordinate(row: 0, col: 2),
      OffsetCoordinate(row: 1, col: 0), OffsetCoordinate(row: 1, col: 1),
    ])
    let cells = grid.placedCells(
      in: PixelRect(x: 0, y: 0, width: 300, height: 2.5 * 90 * 2 / (3.0).squareRoot()), cache: cache)
    let first = try XCTUnwrap(cells.placement(ofSubview: 0)).frame
    XCTAssertEqual(first.minX, 0, accuracy: 1e-9)
    XCTAssertEqual(first.minY, 0, accuracy: 1e-9)
    XCTAssertEqual(first.width, 120, accuracy: 1e-9)
    XCTAssertEqual(first.height, h, accuracy: 1e-9)
    XCTAssertNil(cells.placement(ofSubview: 1))
    XCTAssertNil(cells.placement(ofSubview: -1))
    XCTAssertNil(cells.placement(ofSubview: 6))
    // Subview 2 is (0, 1): centre (150, h), so its frame starts at (90, h/2).
    let second = try XCTUnwrap(cells.placement(ofSubview: 2))
    XCTAssertEqual(second.subviewIndex, 2)
    XCTAssertEqual(second.frame.minX, 90, accuracy: 1e-9)
    XCTAssertEqual(second.frame.minY, h / 2, accuracy: 1e-9)
  }

  func testOffsetGridAgreesWithTheLayout() {
    let kinds: [OffsetKind] = [.oddQ, .evenQ, .oddR, .evenR]
    withSeededCases(count: 40, seed: 0x91AC_ED01) { rng, seeded in
      let iteration = seeded.index
      let layout = HexLayout(kind: kinds[iteration % 4], spacing: Double(rng.next() % 4))
      let cells = (0..<Int(rng.next() % 80)).map { _ in
        rng.next() % 9 == 0 ? nil : OffsetCoordinate(row: Int(rng.next() % 12) - 6, col: Int(rng.next() % 12) - 6)
      }
      let cache = layout.makeCache(coordinates: cells)
      let bounds = PixelRect(
        x: Double(rng.next() % 50), y: -Double(rng.next() % 50), width: 200 + Double(rng.next() % 400),
        height: 150 + Double(rng.next() % 400))
      let placed = layout.placedCells(in: bounds, cache: cache)
      for probe in 0..<200 {
        let point = PixelPoint(
          x: bounds.minX - 20 + Double(rng.next() % 1000) / 1000 * (bounds.width + 40),
          y: bounds.minY - 20 + Double(rng.next() % 1000) / 1000 * (bounds.height + 40))
        XCTAssertEqual(
          placed.subviewIndex(at: point), layout.subviewIndex(at: point, in: bounds, cache: cache),
          "seed 0x91ACED01 iteration \(iteration) probe \(probe) at \(point)")
      }
      for probe in 0..<20 {
        let rect = PixelRect(
          x: bounds.minX + Double(rng.next() % 300) - 50, y: bounds.minY + Double(rng.next() % 300) - 50,
          width: Double(rng.next() % 200), height: Double(rng.next() % 200))
        XCTAssertEqual(
          placed.subviewIndices(intersecting: rect),
          layout.subviewIndices(intersecting: rect, in: bounds, cache: cache),
          "seed 0x91ACED01 iteration \(iteration) rect \(probe)")
      }
    }
  }

  func testHoneycombAgreesWithTheLayout() {
    withSeededCases(count: 20, seed: 0x91AC_ED02) { rng, seeded in
      let iteration = seeded.index
      let layout = HoneycombLayout(
        diameter: 20 + Double(rng.next() % 100), contentOffset: PixelPoint(x: Double(rng.next() % 60) - 30, y: 0))
      let cache = layout.makeCache(count: Int(rng.next() % 60))
      let bounds = PixelRect(x: 0, y: 0, width: 400, height: 600)
      let placed = layout.placedCells(in: bounds, cache: cache)
      for probe in 0..<200 {
        let point = PixelPoint(x: Double(rng.next() % 440) - 20, y: Double(rng.next() % 640) - 20)
        XCTAssertEqual(
          placed.subviewIndex(at: point), layout.subviewIndex(at: point, in: bounds, cache: cache),
          "seed 0x91ACED02 iteration \(iteration) probe \(probe)")
      }
      let rect = PixelRect(x: Double(rng.next() % 300), y: Double(rng.next() % 500), width: 100, height: 120)
      XCTAssertEqual(
        placed.subviewIndices(intersecting: rect), layout.subviewIndices(intersecting: rect, in: bounds, cache: cache))
    }
  }

  func testEmptyAndNonFinite() {
    let layout = HexLayout()
    let empty = layout.placedCells(
      in: PixelRect(x: 0, y: 0, width: 100, height: 100), cache: layout.makeCache(coordinates: []))
    XCTAssertNil(empty.subviewIndex(at: PixelPoint(x: 50, y: 50)))
    XCTAssertEqual(empty.subviewIndices(intersecting: PixelRect(x: 0, y: 0, width: 100, height: 100)), [])
    let one = layout.placedCells(
      in: PixelRect(x: 0, y: 0, width: 100, height: 100),
      cache: layout.makeCache(coordinates: [OffsetCoordinate(row: 0, col: 0)]))
    XCTAssertNil(one.subviewIndex(at: PixelPoint(x: .nan, y: 50)))
    XCTAssertEqual(one.subviewIndices(intersecting: PixelRect(x: .infinity, y: 0, width: 1, height: 1)), [])
    // The single cell fills the 100 × 86.6 grid: its centre is at (50, 43.3).
    XCTAssertEqual(one.subviewIndex(at: PixelPoint(x: 50, y: 43)), 0)
  }
}

/// The non-optional `makeCache(coordinates:)` overload is the optional one
/// with every subview placed.
final class MakeCacheOverloadTests: XCTestCase {
  func testNonOptionalCoordinatesMatchOptionalOnes() {
    withSeededCases(count: 4, seed: 0x0C0F_FEE1) { rng, seeded in
      let kind = [OffsetKind.oddQ, .evenQ, .oddR, .evenR][seeded.index]
      let layout = HexLayout(kind: kind, spacing: 1)
      let cells = (0..<50).map { _ in OffsetCoordinate(row: Int(rng.next() % 20) - 10, col: Int(rng.next() % 20) - 10) }
      let plain = layout.makeCache(coordinates: cells)
      let optional = layout.makeCache(coordinates: cells.map { Optional($0) })
      let bounds = PixelRect(x: 0, y: 0, width: 500, height: 400)
      XCTAssertEqual(plain.cellCount, 50)
      XCTAssertEqual(
        layout.sizeThatFits(proposal: ProposedSize(width: 500, height: 400), cache: plain),
        layout.sizeThatFits(proposal: ProposedSize(width: 500, height: 400), cache: optional))
      let a = layout.placedCells(in: bounds, cache: plain)
      let b = layout.placedCells(in: bounds, cache: optional)
      XCTAssertEqual(a.map(\.subviewIndex), b.map(\.subviewIndex))
      XCTAssertEqual(a.map(\.position), b.map(\.position))
    }
    // Out-of-range coordinates are skipped, as in the optional overload.
    let layout = HexLayout()
    XCTAssertEqual(
      layout.makeCache(coordinates: [OffsetCoordinate(row: 0, col: 1 << 40), OffsetCoordinate(row: 0, col: 0)])
        .cellCount, 1)
  }
}

/// PlacedCells keeps the Collection laws for both layouts, empty ones too.
final class PlacedCellsCollectionTests: XCTestCase {
  func testIndicesKeepTheLaws() {
    let bounds = PixelRect(x: 0, y: 0, width: 300, height: 300)
    for count in [0, 1, 19] {
      let honeycomb = HoneycombLayout(diameter: 40, effects: .fisheye)
      let placed = honeycomb.placedCells(in: bounds, cache: honeycomb.makeCache(count: count))
      XCTAssertEqual(indexViolations(placed, expectedCount: count, comparing: \.subviewIndex), [], "honeycomb \(count)")
      let grid = HexLayout()
      let cells = (0..<count).map { OffsetCoordinate(row: $0 / 5, col: $0 % 5) }
      let offset = grid.placedCells(in: bounds, cache: grid.makeCache(coordinates: cells))
      XCTAssertEqual(indexViolations(offset, expectedCount: count, comparing: \.subviewIndex), [], "grid \(count)")
    }
  }
}

/// `placeSubviews(_:in:cache:_:)`, the SwiftUI adapter's loop, passes every
/// subview of the collection to `place` exactly once, in order, whatever
/// number of subviews the cache was built from.
final class PlaceSubviewsCollectionTests: XCTestCase {
  /// The calls `placeSubviews` makes for `subviews` subviews.
  private func calls<L: HexCellLayout>(
    _ layout: L, _ cache: L.Cache, subviews: Int, in bounds: PixelRect
  ) -> [(subview: Int, placement: Placement?)] {
    var result: [(subview: Int, placement: Placement?)] = []
    layout.placeSubviews(0..<subviews, in: bounds, cache: cache) { result.append(($0, $1)) }
    return result
  }

  /// The oracle: subview i is placed where `PlacedCells` places it when it
  /// had a coordinate among the cache's `coordinates`, and gets `nil`
  /// otherwise (a nil coordinate, or an index past the cache's subviews).
  private func check<L: HexCellLayout>(
    _ layout: L, _ coordinates: [L.Coordinate?], subviews: Int, _ context: String
  ) {
    let bounds = PixelRect(x: 0, y: 0, width: 300, height: 200)
    let cache = layout.makeCache(coordinates: coordinates)
    let placed = layout.placedCells(in: bounds, cache: cache)
    let made = calls(layout, cache, subviews: subviews, in: bounds)
    XCTAssertEqual(made.map(\.subview).sorted(), Array(0..<subviews), "every subview once: \(context)")
    XCTAssertEqual(made.map(\.subview), Array(0..<subviews), "in subview order: \(context)")
    for (subview, placement) in made {
      let hasCell = subview < coordinates.count && coordinates[subview] != nil
      XCTAssertEqual(placement != nil, hasCell, "subview \(subview): \(context)")
      if let placement {
        XCTAssertEqual(placement.subviewIndex, subview, context)
        XCTAssertEqual(placement, placed.placement(ofSubview: subview), context)
      }
    }
  }

  func testEverySubviewOnceWhateverTheCacheWasBuiltFor() {
    // A cache built for four subviews, subview 1 without a cell, and
    // three subviews passed: the cache has 3 cells, not fewer than the 3
    // subviews, yet subview 1 has none and must get its nil.
    let grid = HexLayout()
    let four: [OffsetCoordinate?] = [
      OffsetCoordinate(row: 0, col: 0), nil, OffsetCoordinate(row: 0, col: 2), OffsetCoordinate(row: 1, col: 0),
    ]
    check(grid, four, subviews: 3, "grid, 4 coordinates, 3 subviews")
    let honeycomb = HoneycombLayout(diameter: 30)
    check(honeycomb, [Hex.zero, nil, Hex(q: 1, r: 0), Hex(q: 0, r: 1)], subviews: 3, "honeycomb, 4 cells, 3 subviews")
    // Random caches and counts, fewer, as many and more subviews than the
    // cache's, for a rectangle (no per-cell storage) and for stored cells.
    withSeededCases(count: 60, seed: 0x5B_11E5) { rng, seeded in
      let n = Int(rng.next() % 30)
      let holes = seeded.index % 3 != 0
      let offsets = (0..<n).map { i -> OffsetCoordinate? in
        holes && rng.next() % 4 == 0 ? nil : OffsetCoordinate(row: i / 5, col: i % 5)
      }
      let hexes = (0..<n).map { _ -> Hex? in
        rng.next() % 4 == 0 ? nil : Hex(q: Int(rng.next() % 9) - 4, r: Int(rng.next() % 9) - 4)
      }
      for subviews in [0, n / 2, n, n + 1 + Int(rng.next() % 5)] {
        check(grid, offsets, subviews: subviews, "\(seeded) grid n \(n) subviews \(subviews)")
        check(honeycomb, hexes, subviews: subviews, "\(seeded) honeycomb n \(n) subviews \(subviews)")
      }
    }
  }
}
