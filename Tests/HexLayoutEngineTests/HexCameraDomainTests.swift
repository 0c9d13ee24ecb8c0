import Foundation
import HexCore
import HexLayoutEngine
import XCTest

/// The camera's domain: a center within ±2⁹⁰ (the origin for a non-finite
/// one), zoom limits within 2⁻⁴⁰…2⁴⁰, operations whose result would not be
/// finite refused, and what a draw list does with a camera at the domain's
/// ends or a geometry at `Double`'s.
final class HexCameraDomainTests: XCTestCase {
  let viewport = PixelSize(width: 400, height: 300)

  /// Issue 40, item 10: the setter follows the type's rule, as `init` does.
  func testANonFiniteCenterIsTheOrigin() {
    for bad in [
      PixelPoint(x: .nan, y: 1), PixelPoint(x: 2, y: .infinity), PixelPoint(x: -.infinity, y: .nan),
    ] {
      var camera = HexCamera(center: PixelPoint(x: 5, y: 5), zoom: 2)
      camera.center = bad
      XCTAssertEqual(camera.center, .zero, "\(bad)")
      XCTAssertEqual(HexCamera(center: bad).center, .zero, "\(bad)")
    }
  }

  /// A center beyond ±2⁹⁰ is clamped to it, in `init` and the setter.
  func testTheCenterIsClampedToItsRange() {
    XCTAssertEqual(HexCamera.centerRange, -0x1p90...0x1p90)
    let camera = HexCamera(center: PixelPoint(x: 1e300, y: -1e28))
    XCTAssertEqual(camera.center, PixelPoint(x: 0x1p90, y: -0x1p90))
    var moved = HexCamera()
    moved.center = PixelPoint(x: 3, y: -.greatestFiniteMagnitude)
    XCTAssertEqual(moved.center, PixelPoint(x: 3, y: -0x1p90))
    moved.center = PixelPoint(x: 0x1p90, y: -1e27)
    XCTAssertEqual(moved.center, PixelPoint(x: 0x1p90, y: -1e27), "inside the range: kept")
  }

  /// Zoom limits are clamped into 2⁻⁴⁰…2⁴⁰, in `init` and the setter, and
  /// the zoom with them.
  func testZoomLimitsAreClampedIntoTheZoomRange() {
    XCTAssertEqual(HexCamera.zoomRange, 0x1p-40...0x1p40)
    var camera = HexCamera(center: .zero, zoom: 1e300, zoomLimits: 1e-300...1e300)
    XCTAssertEqual(camera.zoomLimits, 0x1p-40...0x1p40)
    XCTAssertEqual(camera.zoom, 0x1p40)
    camera.zoomLimits = 1e-20...1e-15
    XCTAssertEqual(camera.zoomLimits, 0x1p-40...0x1p-40)
    XCTAssertEqual(camera.zoom, 0x1p-40)
    camera.zoomLimits = 0.5...1e13
    XCTAssertEqual(camera.zoomLimits, 0.5...0x1p40)
    XCTAssertEqual(camera.zoom, 0.5)
  }

  /// A pan, zoom or fit whose new center would not be finite changes
  /// nothing, zoom included.
  func testOperationsWithANonFiniteResultChangeNothing() {
    // At the smallest zoom a huge translation overflows: 1e300 / 2⁻⁴⁰.
    var camera = HexCamera(center: PixelPoint(x: 7, y: -3), zoom: 0x1p-40, zoomLimits: 0x1p-40...1)
    let start = camera
    camera.pan(by: PixelSize(width: 1e300, height: 0))
    XCTAssertEqual(camera, start, "pan")
    // The anchor's world point overflows: zoom and center both stay.
    camera.zoom(by: 2, about: PixelPoint(x: 1e300, y: 0), in: viewport)
    XCTAssertEqual(camera, start, "zoom about a far anchor")
    // A rectangle whose center overflows (x + width / 2): neither the
    // center nor the zoom (which would be 400 / 1.7e308) changes.
    var fitted = HexCamera(center: PixelPoint(x: 7, y: -3), zoom: 1, zoomLimits: 0x1p-40...1)
    let unfitted = fitted
    fitted.fit(PixelRect(x: 1.7e308, y: 0, width: 1.7e308, height: 1), in: viewport)
    XCTAssertEqual(fitted, unfitted, "fit")
    // A finite result beyond the range is clamped.
    camera.pan(by: PixelSize(width: 0, height: -1e200))
    XCTAssertEqual(camera.center, PixelPoint(x: 7, y: 0x1p90))
    XCTAssertEqual(camera.zoom, start.zoom)
  }

  /// Decoding refuses a camera outside the domain, naming the key and the
  /// bounds; the domain's ends decode.
  func testDecodingRefusesCamerasOutsideTheDomain() throws {
    for (bad, key, words) in [
      (#"{"center":[1e9,5e8],"zoom":1e300,"zoomLimits":[1e-300,1e300]}"#, "zoomLimits", "2^-40...2^40"),
      (#"{"center":[0,0],"zoom":1,"zoomLimits":[1e-13,1]}"#, "zoomLimits", "2^-40...2^40"),
      (#"{"center":[1e28,0],"zoom":1}"#, "center", "2^90"),
      (#"{"center":[0,-1e300],"zoom":1}"#, "center", "2^90"),
    ] {
      XCTAssertThrowsError(try JSONDecoder().decode(HexCamera.self, from: Data(bad.utf8)), bad) { error in
        guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(bad): \(error)") }
        XCTAssertEqual(context.codingPath.last?.stringValue, key, bad)
        XCTAssertTrue(context.debugDescription.contains(words), "\(bad): \(context.debugDescription)")
      }
    }
    let ends = HexCamera(center: PixelPoint(x: 0x1p90, y: -0x1p90), zoom: 0x1p40, zoomLimits: 0x1p-40...0x1p40)
    let json = try JSONEncoder().encode(ends)
    XCTAssertEqual(try JSONDecoder().decode(HexCamera.self, from: json), ends)
  }

  /// Issue 40, item 7: the camera of the issue, made with `init`, now has
  /// zoom 2⁴⁰; its screen geometry is finite, and the draw list holds the
  /// cell under the center (it held no cells at all, at level `.cells`).
  ///
  /// At zoom 2⁴⁰ a cell of size 10 is 1.1 · 10¹³ points across, so the
  /// 400 × 300 viewport lies inside the cell containing the world point
  /// (10⁹, 5 · 10⁸), checked by its four corners.
  func testTheIssuesCameraDrawsTheCellUnderIt() throws {
    let geometry = HexGeometry(orientation: .flatTop, size: 10)
    let point = PixelPoint(x: 1e9, y: 5e8)
    let hex = try XCTUnwrap(geometry.hex(containing: point))
    let camera = HexCamera(center: point, zoom: 1e300, zoomLimits: 1e-300...1e300)
    for corner in [
      PixelPoint.zero, PixelPoint(x: 400, y: 0), PixelPoint(x: 0, y: 300), PixelPoint(x: 400, y: 300),
    ] {
      XCTAssertEqual(geometry.hex(containing: camera.worldPoint(forScreen: corner, in: viewport)), hex)
    }
    let list = HexDrawList(world: hex.hexagon(radius: 577), geometry: geometry, camera: camera, viewport: viewport)
    XCTAssertTrue(list.geometry.origin.isFinite && list.geometry.size.isFinite)
    XCTAssertEqual(list.levelOfDetail, .cells)
    XCTAssertEqual(list.cells, [hex])
  }

  /// A geometry whose screen placement overflows (its origin or size near
  /// `Double`'s end, or a corner hex's center on screen) draws nothing: no
  /// cells and an empty map outline, at `.mapOutline`.
  func testAGeometryThatOverflowsOnScreenDrawsNothing() {
    let map = Hex.zero.hexagon(radius: 577)
    let camera = HexCamera(zoom: 1e3)
    for (geometry, why) in [
      (HexGeometry(orientation: .flatTop, size: 10, origin: PixelPoint(x: 1e306, y: 0)), "origin · zoom"),
      (HexGeometry(orientation: .pointyTop, size: 1e306), "size · zoom"),
      // Cells too thin to draw (10⁻³⁰⁰ wide), 10³⁰⁸ points high, whose
      // corner hexes' centers are 10³⁰⁸ · √3 · 577 points down: beyond
      // Double's largest, 1.8 · 10³⁰⁸.
      (
        HexGeometry(orientation: .flatTop, size: PixelSize(width: 1e-300, height: 1e305), origin: .zero),
        "corner centers"
      ),
    ] {
      let list = HexDrawList(world: map, geometry: geometry, camera: camera, viewport: viewport)
      XCTAssertEqual(list.levelOfDetail, .mapOutline, why)
      XCTAssertEqual(list.cells, [], why)
      XCTAssertEqual(list.mapOutline, [], why)
    }
  }
}
