import HexCore
import HexLayoutEngine
import XCTest

/// A sequence that reports `reported` elements (`underestimatedCount`) but
/// yields only `elements`: what a caller's lazy sequence or a careless
/// conformance may hand a layout.
private struct OverReporting<Element>: Sequence {
  var elements: [Element]
  var reported: Int
  var underestimatedCount: Int { reported }
  func makeIterator() -> IndexingIterator<[Element]> { elements.makeIterator() }
}

/// Memory follows what a cache stores, never a count the caller hands in.
final class ReservationTests: XCTestCase {
  /// 2³¹ + 5 reported, three yielded: the room reserved is bounded (a guess
  /// of 2¹⁶ cells of 12 bytes, which the allocator may round up, so checked
  /// against 2¹⁷), not 2³¹ + 5 cells (25.7 GB, which aborts).
  func testAReportedCountReservesNoMoreThanABoundedGuess() {
    let reported = (1 << 31) + 5
    let layout = HexLayout()
    // Three cells in no row-major order: the cache stores them one by one.
    let offsets = [
      OffsetCoordinate(row: 0, col: 0), OffsetCoordinate(row: 2, col: 1), OffsetCoordinate(row: 1, col: 0),
    ]
    let grid = layout.makeCache(coordinates: OverReporting(elements: offsets, reported: reported))
    XCTAssertEqual(grid.cellCount, 3)
    XCTAssertLessThanOrEqual(grid._reservedCells, 1 << 17)
    let optional = layout.makeCache(
      coordinates: OverReporting(elements: offsets.map { Optional($0) } + [nil], reported: reported))
    XCTAssertEqual(optional.cellCount, 3)
    XCTAssertLessThanOrEqual(optional._reservedCells, 1 << 17)
    let honeycomb = HoneycombLayout(diameter: 10)
    let cells = [Hex.zero, Hex(q: 1, r: 0), Hex(q: 5, r: -2)]
    let hexes = honeycomb.makeCache(coordinates: OverReporting(elements: cells, reported: reported))
    XCTAssertEqual(hexes.cellCount, 3)
    XCTAssertLessThanOrEqual(hexes._reservedCells, 1 << 17)
    let occupancy = HoneycombOccupancy(OverReporting(elements: cells, reported: reported))
    XCTAssertEqual(occupancy.count, 3)
  }

  /// 2²⁴ reported, three yielded: small enough to allocate, so that the
  /// bound is checked without a crash either way.
  func testAModestOverReportIsNotReservedEither() {
    let layout = HoneycombLayout(diameter: 10)
    let cache = layout.makeCache(
      coordinates: OverReporting(elements: [Hex.zero, Hex(q: 0, r: 1), Hex(q: 3, r: 3)], reported: 1 << 24))
    XCTAssertLessThanOrEqual(cache._reservedCells, 1 << 17)
    let grid = HexLayout().makeCache(
      coordinates: OverReporting(
        elements: [
          OffsetCoordinate(row: 0, col: 0), OffsetCoordinate(row: 0, col: 1), OffsetCoordinate(row: 5, col: 5),
        ],
        reported: 1 << 24))
    XCTAssertFalse(grid._isRowMajor)
    XCTAssertEqual(grid.cellCount, 3)
    XCTAssertLessThanOrEqual(grid._reservedCells, 1 << 17)
  }

  /// A row-major grid that reaches the subview limit (2³¹ − 1, here 100 so
  /// that the test is quick) stays a rectangle without per-cell storage:
  /// the subviews past the limit are not placed and are not read.
  func testARowMajorGridAtTheLimitStaysARectangle() {
    var read = 0
    // 1,000 subviews, 10 to a row, lazily: the first 100 fill rows 0...9.
    let coordinates = (0..<1_000).lazy.map { i -> OffsetCoordinate in
      read += 1
      return OffsetCoordinate(row: i / 10, col: i % 10)
    }
    let layout = HexLayout()
    let cache = layout._makeCache(coordinates: coordinates, limit: 100)
    XCTAssertTrue(cache._isRowMajor)
    XCTAssertEqual(cache._reservedCells, 0)
    XCTAssertEqual(cache.cellCount, 100)
    XCTAssertEqual(read, 100)
    let cells = layout.placedCells(in: PixelRect(x: 0, y: 0, width: 1_000, height: 1_000), cache: cache)
    XCTAssertEqual(cells.count, 100)
    XCTAssertEqual(cells.last?.hex, Hex(OffsetCoordinate(row: 9, col: 9), kind: .oddQ))
    XCTAssertNil(cells.placement(ofSubview: 100))
    // Past the limit the same holds when the grid departs from row-major
    // order after it: nothing past the limit is stored.
    let departing =
      (0..<100).map { OffsetCoordinate(row: $0 / 10, col: $0 % 10) } + [OffsetCoordinate(row: 50, col: 50)]
    let capped = layout._makeCache(coordinates: departing, limit: 100)
    XCTAssertTrue(capped._isRowMajor)
    XCTAssertEqual(capped.cellCount, 100)
  }
}
