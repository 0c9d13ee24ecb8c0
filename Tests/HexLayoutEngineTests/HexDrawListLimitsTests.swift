import Foundation
import HexCore
import HexLayoutEngine
import XCTest

/// What `HexDrawList`'s documentation promises beyond the minimum cell
/// size: the culling limit, a viewport that is not finite, and the
/// example's figure.
final class HexDrawListLimitsTests: XCTestCase {
  /// The `HexDrawList` doc example (`frame.cells.count // 8,191`): a
  /// 1920 × 1080 viewport at zoom 1 over size-10 flat-top cells, against a
  /// scan of every hex in a window around the viewport.
  ///
  /// By hand: the viewport's area over a cell's, 1920 · 1080 / (3√3 / 2 ·
  /// 100) ≈ 7,981, plus the cells its border cuts (about half of the
  /// border's 6,000 points over a cell's width of 17 to 20, ≈ 200).
  func testTheDocExampleCount() {
    let map = Hex.zero.hexagon(radius: 577)
    let world = HexGeometry(orientation: .flatTop, size: 10)
    let camera = HexCamera(center: .zero, zoom: 1)
    let viewport = PixelSize(width: 1920, height: 1080)
    let frame = HexDrawList(world: map, geometry: world, camera: camera, viewport: viewport)
    // The viewport shows world x in ±960 (q = x / 15: within ±65) and y in
    // ±540 (r = y / (10√3) − q / 2: within ±32 + 33); the window is wider.
    let drawn = camera.screenGeometry(for: world, in: viewport)
    let rect = PixelRect(origin: .zero, size: viewport)
    var count = 0
    for q in -70...70 {
      for r in -110...110 where drawn.hexagon(of: Hex(q: q, r: r)).intersects(rect) { count += 1 }
    }
    XCTAssertEqual(count, 8_191)
    XCTAssertEqual(frame.levelOfDetail, .cells)
    XCTAssertEqual(frame.cells.count, 8_191)
    let area = 1920.0 * 1080 / (3 * 3.0.squareRoot() / 2 * 100)
    XCTAssertEqual(area, 7_981, accuracy: 1)
  }

  /// More than 2²² visible cells give the map's outline and no cells.
  ///
  /// However small `minimumCellSize` is: cells of 0.01 points over a
  /// 1920 × 1080 viewport would be about 8 · 10⁹; the answer comes without
  /// visiting them.
  func testMoreVisibleCellsThanTheCullingLimitGiveTheOutline() {
    XCTAssertEqual(HexGeometry.defaultCullingLimit, 1 << 22)
    let map = Hex.zero.hexagon(radius: 1 << 29)
    let world = HexGeometry(orientation: .flatTop, size: 10)
    let camera = HexCamera(zoom: 1e-3)
    let viewport = PixelSize(width: 1920, height: 1080)
    let started = Date()
    let list = HexDrawList(world: map, geometry: world, camera: camera, viewport: viewport, minimumCellSize: 0)
    let seconds = Date().timeIntervalSince(started)
    XCTAssertEqual(list.levelOfDetail, .mapOutline)
    XCTAssertEqual(list.cells, [])
    XCTAssertEqual(list.mapOutline.count, 6)
    XCTAssertLessThan(seconds, 5, "the count stops at the limit")
    // The same cells in a viewport of 100 × 100 points: about 10⁴ / (2.6 ·
    // 10⁻⁴) ≈ 3.8 · 10⁷, still too many.
    let smaller = HexDrawList(
      world: map, geometry: world, camera: camera, viewport: PixelSize(width: 100, height: 100), minimumCellSize: 0)
    XCTAssertEqual(smaller.levelOfDetail, .mapOutline)
  }

  /// Just under the limit, the cells are drawn; the limit counts visible
  /// cells, so a map far larger than the viewport is no trouble.
  func testFewerVisibleCellsThanTheLimitAreDrawn() {
    let map = Hex.zero.hexagon(radius: 1 << 29)
    let world = HexGeometry(orientation: .flatTop, size: 10)
    // Cells of 1 point (zoom 0.1) over 60 × 40 points: about 2,400 / 2.6 ≈
    // 920 cells and their border.
    let list = HexDrawList(
      world: map, geometry: world, camera: HexCamera(zoom: 0.1), viewport: PixelSize(width: 60, height: 40),
      minimumCellSize: 0.5)
    XCTAssertEqual(list.levelOfDetail, .cells)
    XCTAssertEqual(list.cells.count, Set(list.cells).count)
    XCTAssertGreaterThan(list.cells.count, 900)
    XCTAssertLessThan(list.cells.count, 1_200)
  }

  /// Cells of size zero or subnormal are never drawn one by one, even
  /// with a minimum cell size of 0: the map is its outline.
  func testZeroSizeCellsAreTheOutline() {
    let map = Hex.zero.hexagon(radius: 3)
    for size in [
      PixelSize(width: 0, height: 0), PixelSize(width: 10, height: 0), PixelSize(width: 10, height: 0x1p-1030),
    ] {
      let world = HexGeometry(orientation: .flatTop, size: size)
      let list = HexDrawList(
        world: map, geometry: world, camera: HexCamera(), viewport: PixelSize(width: 40, height: 30),
        minimumCellSize: 0)
      XCTAssertEqual(list.levelOfDetail, .mapOutline, "\(size)")
      XCTAssertEqual(list.cells, [], "\(size)")
      XCTAssertEqual(list.mapOutline.count, 6, "\(size)")
      // The screen origin is the viewport's middle; a zero (or subnormal)
      // height puts every corner on its horizontal line.
      XCTAssertTrue(list.mapOutline.allSatisfy { $0.y == 15 }, "\(size): \(list.mapOutline)")
    }
  }

  /// A viewport whose size is not finite is 0 × 0, and a negative side is
  /// 0: the list holds the cells touching the one point left, the camera's
  /// center (here inside one cell: that cell).
  func testAViewportThatIsNotFiniteIsAPoint() throws {
    let map = Hex.zero.hexagon(radius: 20)
    let world = HexGeometry(orientation: .pointyTop, size: 10)
    // World (31, 12) lies inside hex (1, 1) (center (25.98, 15)), 6 units
    // from its center, well inside its inner radius 8.66.
    let camera = HexCamera(center: PixelPoint(x: 31, y: 12), zoom: 3)
    let inside = try XCTUnwrap(world.hex(containing: camera.center))
    XCTAssertEqual(inside, Hex(q: 1, r: 1))
    for size in [
      PixelSize(width: .infinity, height: 100), PixelSize(width: 50, height: .nan), PixelSize(width: -5, height: -1),
    ] {
      let list = HexDrawList(world: map, geometry: world, camera: camera, viewport: size)
      XCTAssertEqual(list.viewport, PixelRect(x: 0, y: 0, width: 0, height: 0), "\(size)")
      XCTAssertEqual(list.levelOfDetail, .cells, "\(size)")
      // Brute force: the map's cells whose screen outline touches (0, 0).
      let expected = map.filter { list.geometry.hexagon(of: $0).intersects(list.viewport) }
      XCTAssertEqual(expected, [inside], "\(size)")
      XCTAssertEqual(list.cells, expected, "\(size)")
    }
    // A negative width alone: 0 wide, 100 high, a segment through the center.
    let tall = HexDrawList(world: map, geometry: world, camera: camera, viewport: PixelSize(width: -5, height: 100))
    XCTAssertEqual(tall.viewport, PixelRect(x: 0, y: 0, width: 0, height: 100))
    let column = map.filter { tall.geometry.hexagon(of: $0).intersects(tall.viewport) }
    XCTAssertEqual(Set(tall.cells), Set(column))
    XCTAssertGreaterThan(column.count, 1)
  }
}
