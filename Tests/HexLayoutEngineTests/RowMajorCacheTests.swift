import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

/// Tests of the cache of an offset grid whose subviews fill its rows in order.
///
/// Such a grid is cached without per-cell storage. These tests hold it to the stored form: the same
/// coordinates followed by one `nil` subview (which places nothing but ends
/// the row-major run, so the cache stores its cells one by one) must size,
/// place, hit test and cull exactly alike.
final class RowMajorCacheTests: XCTestCase {
  /// `count` coordinates from (`row`, `col`), `columns` to a row.
  private func rowMajor(row: Int, col: Int, columns: Int, count: Int) -> [OffsetCoordinate] {
    (0..<count).map { OffsetCoordinate(row: row + $0 / columns, col: col + $0 % columns) }
  }

  /// Asserts that `layout` treats `coordinates` and `coordinates + [nil]`
  /// alike, over `probes` random points and viewports.
  private func assertStoredFormAgrees(
    _ layout: HexLayout, _ coordinates: [OffsetCoordinate], probes: Int, using rng: inout SplitMix64,
    _ message: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let implicit = layout.makeCache(coordinates: coordinates)
    let stored = layout.makeCache(coordinates: coordinates.map { Optional($0) } + [nil])
    let withinBound = coordinates.allSatisfy { abs($0.row) <= 1 << 28 && abs($0.col) <= 1 << 28 }
    XCTAssertEqual(implicit._isRowMajor, withinBound, message, file: file, line: line)
    XCTAssertFalse(stored._isRowMajor, message, file: file, line: line)
    XCTAssertEqual(implicit.cellCount, stored.cellCount, message, file: file, line: line)
    let proposal = ProposedSize(width: 640, height: 480)
    let size = layout.sizeThatFits(proposal: proposal, cache: implicit)
    XCTAssertEqual(size, layout.sizeThatFits(proposal: proposal, cache: stored), message, file: file, line: line)
    let bounds = PixelRect(x: -30, y: 12, width: size.width, height: size.height)
    let a = layout.placedCells(in: bounds, cache: implicit)
    let b = layout.placedCells(in: bounds, cache: stored)
    XCTAssertEqual(Array(a), Array(b), message, file: file, line: line)
    for (i, c) in coordinates.enumerated() {
      guard let p = a.placement(ofSubview: i) else {
        return XCTFail("\(message) subview \(i) unplaced", file: file, line: line)
      }
      XCTAssertEqual(p.hex, Hex(c, kind: layout.kind), "\(message) subview \(i)", file: file, line: line)
      XCTAssertEqual(p, b.placement(ofSubview: i), "\(message) subview \(i)", file: file, line: line)
    }
    XCTAssertNil(a.placement(ofSubview: coordinates.count), message, file: file, line: line)
    XCTAssertNil(a.placement(ofSubview: -1), message, file: file, line: line)
    for _ in 0..<probes {
      let point = PixelPoint(
        x: Double.random(in: bounds.minX - 20...bounds.maxX + 20, using: &rng),
        y: Double.random(in: bounds.minY - 20...bounds.maxY + 20, using: &rng))
      XCTAssertEqual(
        a.subviewIndex(at: point), b.subviewIndex(at: point), "\(message) \(point)", file: file, line: line)
      let viewport = PixelRect(
        origin: point,
        size: PixelSize(width: Double.random(in: 0...200, using: &rng), height: Double.random(in: 0...200, using: &rng))
      )
      XCTAssertEqual(
        a.subviewIndices(intersecting: viewport), b.subviewIndices(intersecting: viewport),
        "\(message) \(viewport)", file: file, line: line)
    }
    // A hit test at every cell's centre finds that cell.
    for p in a {
      XCTAssertEqual(a.subviewIndex(at: p.position), p.subviewIndex, message, file: file, line: line)
    }
  }

  func testRowMajorGridsAgreeWithTheStoredForm() {
    withSeededCases(count: 120, seed: 0x524F_574D) { rng, seeded in
      let kind = OffsetKind.allCases.randomElement(using: &rng)!
      let columns = Int.random(in: 1...9, using: &rng)
      let count = Int.random(in: 1...60, using: &rng)
      let row = Int.random(in: -7...7, using: &rng), col = Int.random(in: -7...7, using: &rng)
      let layout = HexLayout(kind: kind, spacing: rng.next() % 3 == 0 ? 1.5 : 0)
      assertStoredFormAgrees(
        layout, rowMajor(row: row, col: col, columns: columns, count: count), probes: 20, using: &rng,
        "\(seeded) \(kind) \(columns) columns, \(count) cells from (\(row), \(col))")
    }
  }

  func testEdgeShapes() {
    var rng = SplitMix64(seed: 0x4544_4745)
    for kind in OffsetKind.allCases {
      let layout = HexLayout(kind: kind)
      // One cell; one row; one column; a full rectangle; a partial last row
      // of one cell.
      let shapes = [(1, 1), (1, 12), (12, 12), (5, 25), (5, 26)]
      for (columns, count) in shapes {
        assertStoredFormAgrees(
          layout, rowMajor(row: 0, col: 0, columns: columns, count: count), probes: 30, using: &rng,
          "\(kind) \(columns) columns, \(count) cells")
      }
      // Far from the origin, on both sides of the row-major bound (2²⁸):
      // beyond it the cells are stored, and still placed the same way.
      for origin in [-(1 << 28), (1 << 28) - 3, 1 << 28, -(1 << 29)] {
        assertStoredFormAgrees(
          layout, rowMajor(row: origin, col: -origin, columns: 4, count: 10), probes: 10, using: &rng,
          "\(kind) at \(origin)")
      }
    }
  }

  /// Coordinates that leave row-major order part of the way through: every
  /// subview is still placed on its own hex.
  func testADepartureStoresEveryCell() {
    let layout = HexLayout()
    let grid = rowMajor(row: 0, col: 0, columns: 4, count: 12)
    let departures: [(String, [OffsetCoordinate])] = [
      ("a skipped column", Array(grid[0..<5]) + [OffsetCoordinate(row: 1, col: 2)] + Array(grid[6...])),
      ("a shorter second row", Array(grid[0..<6]) + rowMajor(row: 2, col: 0, columns: 4, count: 4)),
      ("a longer second row", Array(grid[0..<8]) + [OffsetCoordinate(row: 1, col: 4)]),
      ("a row starting elsewhere", Array(grid[0..<4]) + rowMajor(row: 1, col: 1, columns: 4, count: 4)),
      ("a repeated cell", grid + [OffsetCoordinate(row: 2, col: 3)]),
      ("column-major order", (0..<12).map { OffsetCoordinate(row: $0 % 3, col: $0 / 3) }),
    ]
    for (name, coordinates) in departures {
      let cache = layout.makeCache(coordinates: coordinates)
      XCTAssertFalse(cache._isRowMajor, name)
      XCTAssertEqual(cache.cellCount, coordinates.count, name)
      let placed = layout.placedCells(in: PixelRect(x: 0, y: 0, width: 500, height: 500), cache: cache)
      XCTAssertEqual(placed.map(\.subviewIndex), Array(coordinates.indices), name)
      XCTAssertEqual(placed.map(\.hex), coordinates.map { Hex($0, kind: .oddQ) }, name)
      // The topmost subview on each hex is hit at its centre.
      var top: [Hex: Int] = [:]
      for (i, c) in coordinates.enumerated() { top[Hex(c, kind: .oddQ)] = i }
      for p in placed { XCTAssertEqual(placed.subviewIndex(at: p.position), top[p.hex], "\(name) \(p.hex)") }
    }
  }

  /// A `nil` coordinate or one outside the coordinate range ends the run
  /// too, and leaves only its own subview unplaced.
  func testUnplacedSubviewsKeepTheOthersIndices() {
    let layout = HexLayout(kind: .evenR)
    var coordinates: [OffsetCoordinate?] = rowMajor(row: 3, col: -2, columns: 3, count: 9).map { $0 }
    coordinates[4] = nil
    coordinates.append(OffsetCoordinate(row: Int.max, col: 0))
    coordinates.append(OffsetCoordinate(row: 6, col: -2))
    let placed = layout.placedCells(
      in: PixelRect(x: 0, y: 0, width: 300, height: 300), cache: layout.makeCache(coordinates: coordinates))
    XCTAssertEqual(placed.map(\.subviewIndex), [0, 1, 2, 3, 5, 6, 7, 8, 10])
    XCTAssertNil(placed.placement(ofSubview: 4))
    XCTAssertNil(placed.placement(ofSubview: 9))
    XCTAssertEqual(placed.placement(ofSubview: 10)?.hex, Hex(OffsetCoordinate(row: 6, col: -2), kind: .evenR))
  }
}
