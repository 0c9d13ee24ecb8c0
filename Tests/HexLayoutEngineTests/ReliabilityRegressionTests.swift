import HexCore
import HexLayoutEngine
import XCTest

/// Regression tests for the reliability issue's layout items.
final class ReliabilityRegressionTests: XCTestCase {
  /// Item 4: a cache built for one offset kind, used by a layout of another
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

  /// Item 5: a grid placed in zero bounds has cells of size zero, which
  /// contain no point, wherever it is.
  func testZeroSizeOffsetGridsHitNothing() {
    let layout = HexLayout()
    let cache = layout.makeCache(coordinates: [OffsetCoordinate(row: 0, col: 0), OffsetCoordinate(row: 1, col: 2)])
    for point in [PixelPoint(x: 1e6, y: -1e6), .zero, PixelPoint(x: 0.001, y: 0)] {
      XCTAssertNil(layout.subviewIndex(at: point, in: .zero, cache: cache), "\(point)")
      XCTAssertNil(layout.placedCells(in: .zero, cache: cache).subviewIndex(at: point), "\(point)")
    }
    XCTAssertEqual(
      layout.subviewIndices(intersecting: PixelRect(x: -1, y: -1, width: 2, height: 2), in: .zero, cache: cache), [])
  }

  /// Item 10: one rule for the honeycomb's unspecified proposal, the cells'
  /// extent: 14 cells of diameter 125 are 558.0 × 625 (|x| ≤ 2 · (√3/2) ·
  /// 125 = 216.5, so 2 · 216.5 + 125 = 558.0; |y| ≤ 250, so 625).
  func testTheHoneycombsUnspecifiedProposalIsItsExtent() {
    let honeycomb = HoneycombLayout(diameter: 125)
    let size = honeycomb.sizeThatFits(proposal: .unspecified, cache: honeycomb.makeCache(count: 14))
    XCTAssertEqual(size.width, 2 * 3.0.squareRoot() * 125 + 125, accuracy: 1e-9)
    XCTAssertEqual(size.height, 625, accuracy: 1e-9)
    XCTAssertEqual(honeycomb.sizeThatFits(proposal: .infinity, cache: honeycomb.makeCache(count: 14)), size)
  }
}
