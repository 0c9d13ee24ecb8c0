import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

final class HexLayoutTests: XCTestCase {
  /// A cache built for one offset kind, used by a layout of another
  /// (as SwiftUI may while it still holds the old cache), never traps: every
  /// entry point uses the cache's kind, so it answers as the cache's layout.
  func testAStaleCacheUsesItsOwnKindEverywhere() {
    let cells = (0..<12).map { OffsetCoordinate(row: $0 / 4, col: $0 % 4) }
    let built = HexLayout(kind: .oddQ)
    let cache = built.makeCache(coordinates: cells)
    let bounds = PixelRect(x: 0, y: 0, width: 400, height: 300)
    for other in [HexLayout(kind: .oddR), HexLayout(kind: .evenQ), HexLayout(kind: .evenR, spacing: 0)] {
      XCTAssertEqual(
        other.sizeThatFits(proposal: ProposedSize(bounds.size), cache: cache),
        built.sizeThatFits(proposal: ProposedSize(bounds.size), cache: cache), "\(other.kind)")
      XCTAssertEqual(
        Array(other.placedCells(in: bounds, cache: cache)),
        Array(built.placedCells(in: bounds, cache: cache)), "\(other.kind)")
      for p in [PixelPoint(x: 50, y: 60), PixelPoint(x: 200, y: 150), PixelPoint(x: 399, y: 1)] {
        XCTAssertEqual(
          other.subviewIndex(at: p, in: bounds, cache: cache),
          built.subviewIndex(at: p, in: bounds, cache: cache), "\(other.kind) \(p)")
      }
      XCTAssertEqual(other.subviewIndices(intersecting: bounds, in: bounds, cache: cache), Array(0..<12))
    }
  }

  let a = 2 / (3.0).squareRoot()

  /// The offset-grid article's five cells, as (row, col).
  let fiveCells = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)].map {
    OffsetCoordinate(row: $0.0, col: $0.1)
  }

  /// The alignment shares out the room the grid leaves.
  ///
  /// One flat-top cell in 400 × 300: W = 4/3 steps, H = 1 cell, so
  /// step = min(400 / (4/3), 300 / a) = min(300, 259.807…) = 150·√3, and the
  /// grid is 4/3 · 150√3 = 200√3 = 346.41… wide and 300 high, leaving
  /// 400 − 200√3 = 53.59… across. Its centre is at x = 100√3 (top-left),
  /// 200 (centre), 400 − 100√3 (trailing); y = 150 in each (no slack).
  /// In 400 × 600 the width binds: step = 300, height 300·a = 200√3, and
  /// the slack 600 − 200√3 moves the centre down to 300 when centred.
  func testAlignmentSharesOutTheSlack() {
    let root3 = (3.0).squareRoot()
    let one = [OffsetCoordinate(row: 0, col: 0)]
    let wide = PixelRect(x: 0, y: 0, width: 400, height: 300)
    let tall = PixelRect(x: 10, y: 20, width: 400, height: 600)
    let cases: [(PlacementAnchor, PixelRect, PixelPoint)] = [
      (.topLeading, wide, PixelPoint(x: 100 * root3, y: 150)),
      (.center, wide, PixelPoint(x: 200, y: 150)),
      (PlacementAnchor(x: 1, y: 1), wide, PixelPoint(x: 400 - 100 * root3, y: 150)),
      (.topLeading, tall, PixelPoint(x: 210, y: 20 + 100 * root3)),
      (.center, tall, PixelPoint(x: 210, y: 20 + 300)),
      // Out of range and NaN: clamped to 1, and taken as 0.
      (PlacementAnchor(x: .nan, y: 7), tall, PixelPoint(x: 210, y: 20 + 600 - 100 * root3)),
    ]
    for (alignment, bounds, centre) in cases {
      let layout = HexLayout(alignment: alignment)
      let cache = layout.makeCache(coordinates: one)
      let placed = layout.placedCells(in: bounds, cache: cache)
      let cell = try! XCTUnwrap(placed.first)
      XCTAssertEqual(cell.position.x, centre.x, accuracy: 1e-9, "\(alignment) \(bounds)")
      XCTAssertEqual(cell.position.y, centre.y, accuracy: 1e-9, "\(alignment) \(bounds)")
      // Hit testing follows the cell: its centre hits it.
      XCTAssertEqual(placed.subviewIndex(at: centre), 0)
    }
    // The size does not depend on the alignment.
    let cache = HexLayout().makeCache(coordinates: one)
    XCTAssertEqual(
      HexLayout(alignment: .center).sizeThatFits(proposal: ProposedSize(width: 400, height: 300), cache: cache),
      HexLayout().sizeThatFits(proposal: ProposedSize(width: 400, height: 300), cache: cache))
  }

  func testFiveCellExampleAt300x300() {
    // By hand: cols 0...2 give W = 2 + 4/3 = 10/3 steps; the cells' y are
    // 0, 0.5, 0, 1, 1.5, so H = 1.5 + 1 = 2.5 cells.
    // step = min(300 / (10/3), 300 / 2.5 / a) = min(90, 103.92…) = 90.
    let layout = HexLayout()
    let cache = layout.makeCache(coordinates: fiveCells)
    let size = layout.sizeThatFits(proposal: ProposedSize(width: 300, height: 300), cache: cache)
    XCTAssertEqual(size.width, 300, accuracy: 1e-9)
    XCTAssertEqual(size.height, 90 * 2.5 * a, accuracy: 1e-9)  // 259.807…

    let bounds = PixelRect(origin: .zero, size: size)
    let placements = layout.placedCells(in: bounds, cache: cache)
    // w = 4/3 · 90 = 120; cell height w / a = 103.923…; x = 60 + 90·col;
    // y = (w/a)/2 + 90·a·y.
    let h = 120 / a
    let expected: [(Double, Double)] = [
      (60, h / 2), (150, h / 2 + h / 2), (240, h / 2), (60, h / 2 + h), (150, h / 2 + 1.5 * h),
    ]
    XCTAssertEqual(placements.map(\.subviewIndex), [0, 1, 2, 3, 4])
    for (p, e) in zip(placements, expected) {
      XCTAssertEqual(p.position.x, e.0, accuracy: 1e-9, "\(p)")
      XCTAssertEqual(p.position.y, e.1, accuracy: 1e-9, "\(p)")
      XCTAssertEqual(p.proposal.width ?? -1, 120, accuracy: 1e-9)
      XCTAssertEqual(p.proposal.height ?? -1, h, accuracy: 1e-9)
      XCTAssertEqual(p.anchor, .center)
    }
  }

  func testFiveCellExampleWithNilDimensions() {
    let layout = HexLayout()
    let cache = layout.makeCache(coordinates: fiveCells)
    // nil → 10: step = min(10 / (10/3), 10 / 2.5 / a) = min(3, 3.464…) = 3.
    let size = layout.sizeThatFits(proposal: .unspecified, cache: cache)
    XCTAssertEqual(size.width, 10, accuracy: 1e-9)
    XCTAssertEqual(size.height, 3 * 2.5 * a, accuracy: 1e-9)
    // Width unspecified (10), height 100: step = min(3, 100/2.5/a) = 3.
    let tall = layout.sizeThatFits(proposal: ProposedSize(width: nil, height: 100), cache: cache)
    XCTAssertEqual(tall.width, 10, accuracy: 1e-9)
    // Width 1000, height unspecified (10): step = min(300, 10/2.5/a = 3.464…).
    let wide = layout.sizeThatFits(proposal: ProposedSize(width: 1000, height: nil), cache: cache)
    XCTAssertEqual(wide.height, 10, accuracy: 1e-9)
    XCTAssertEqual(wide.width, 10 / 2.5 / a * 10 / 3, accuracy: 1e-9)
  }

  func testTopRowInOddColumnsOnlyStaysInsideBounds() {
    // Row 0 is occupied only in column 1 (shifted down); row 1 in column 0.
    // The article measures y from the minimum row and lands half a cell low.
    let cells = [OffsetCoordinate(row: 0, col: 1), OffsetCoordinate(row: 1, col: 0)]
    let layout = HexLayout()
    let cache = layout.makeCache(coordinates: cells)
    let size = layout.sizeThatFits(proposal: ProposedSize(width: 100, height: 100), cache: cache)
    // y values 0.5 and 1: H = 1.5 cells, W = 1 + 4/3 steps.
    let step = min(100 / (7.0 / 3), 100 / 1.5 / a)
    XCTAssertEqual(size.height, step * 1.5 * a, accuracy: 1e-9)
    let bounds = PixelRect(origin: PixelPoint(x: 5, y: 7), size: size)
    for p in layout.placedCells(in: bounds, cache: cache) {
      let w = p.proposal.width!, h = p.proposal.height!
      XCTAssertGreaterThanOrEqual(p.position.y - h / 2, bounds.minY - 1e-9)
      XCTAssertLessThanOrEqual(p.position.y + h / 2, bounds.maxY + 1e-9)
      XCTAssertGreaterThanOrEqual(p.position.x - w / 2, bounds.minX - 1e-9)
      XCTAssertLessThanOrEqual(p.position.x + w / 2, bounds.maxX + 1e-9)
    }
    // The first cell (row 0, col 1) touches the top edge.
    let first = layout.placedCells(in: bounds, cache: cache)[0]
    XCTAssertEqual(first.position.y - first.proposal.height! / 2, bounds.minY, accuracy: 1e-9)
  }
}
