import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

/// A honeycomb cell that the fisheye shrinks to size zero contains no point
/// and meets no rectangle, although it is displayed at the 0.001 floor.
final class ZeroSizeCellTests: XCTestCase {
  /// A grid placed in zero bounds has cells of size zero, which
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

  /// The example: diameter 100, fisheye, in 400 × 600.
  ///
  /// Hex(4, 0) is
  /// centered at p = (200√3, 200) from the middle (3/2 · 4 · 100/√3 across,
  /// √3/2 · 4 · 100/√3 down), so ex = 200√3 + 100 − 200 > 4/3 · 100 and its
  /// size max(0, 100 − ¾ · ex) is 0; it is drawn at
  /// (200 + 200√3 − ex/3, 300 + 200).
  func testAZeroSizeCellIsNeitherHitNorCulled() {
    let layout = HoneycombLayout(diameter: 100, effects: .fisheye)
    let cache = layout.makeCache(coordinates: [Hex.zero, Hex(q: 4, r: 0)])
    let bounds = PixelRect(x: 0, y: 0, width: 400, height: 600)
    let root3 = 3.0.squareRoot()
    let ex = 200 * root3 + 100 - 200
    XCTAssertEqual(layout.fisheye(for: Hex(q: 4, r: 0), containerSize: bounds.size).size, 0)
    let center = PixelPoint(x: 200 + 200 * root3 - ex / 3, y: 500)
    let cells = layout.placedCells(in: bounds, cache: cache)
    XCTAssertEqual(cells[1].position.x, center.x, accuracy: 1e-9)
    XCTAssertEqual(cells[1].position.y, center.y, accuracy: 1e-9)
    // Hex(0, 0) is at (200, 300), radius 50: far from the point.
    XCTAssertNil(layout.subviewIndex(at: center, in: bounds, cache: cache))
    XCTAssertNil(cells.subviewIndex(at: center))
    let everything = PixelRect(x: -1e4, y: -1e4, width: 2e4, height: 2e4)
    XCTAssertEqual(layout.subviewIndices(intersecting: everything, in: bounds, cache: cache), [0])
    XCTAssertEqual(cells.subviewIndices(intersecting: everything), [0])
    // Displayed at the floor, which is for display only.
    XCTAssertEqual(cells[1].scale, 0.001)
    XCTAssertEqual(layout.scale(of: Hex(q: 4, r: 0), containerSize: bounds.size), 0.001)
  }

  /// Every cell the fisheye shrinks to nothing, in honeycombs of many
  /// diameters and offsets, is missed at its drawn center and by a rectangle
  /// around it, while a cell of positive size is hit at its center.
  func testZeroSizeCellsAcrossHoneycombs() {
    withSeededCases(count: 200, seed: 0x5A45_524F) { rng, context in
      let d = Double(rng.next() % 150 + 10)
      let offset = PixelPoint(x: Double(rng.next() % 600) - 300, y: Double(rng.next() % 600) - 300)
      let layout = HoneycombLayout(diameter: d, contentOffset: offset, effects: .fisheye)
      let cache = layout.makeCache(count: 60)
      let bounds = PixelRect(x: 0, y: 0, width: 400, height: 600)
      let cells = layout.placedCells(in: bounds, cache: cache)
      let culled = Set(cells.subviewIndices(intersecting: PixelRect(x: -1e5, y: -1e5, width: 2e5, height: 2e5)))
      for p in cells {
        let size = layout.fisheye(for: p.hex, containerSize: bounds.size).size
        if size == 0 {
          XCTAssertNil(cells.subviewIndex(at: p.position), "\(context) \(p)")
          XCTAssertFalse(culled.contains(p.subviewIndex), "\(context) \(p)")
          let tiny = PixelRect(x: p.position.x - d / 100, y: p.position.y - d / 100, width: d / 50, height: d / 50)
          XCTAssertFalse(cells.subviewIndices(intersecting: tiny).contains(p.subviewIndex), "\(context) \(p)")
        } else {
          XCTAssertTrue(culled.contains(p.subviewIndex), "\(context) \(p)")
        }
      }
    }
  }
}
