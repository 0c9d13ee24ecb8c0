import HexCore
import HexLayoutEngine
import XCTest

/// The map view's input logic: the cursor's moves by arrow key, taps,
/// and gestures applied to the camera they began with.
final class HexMapInteractionTests: XCTestCase {
  let viewport = PixelSize(width: 400, height: 300)

  /// Each arrow key goes to the neighbor that lies that way on screen.
  ///
  /// Flat-top: up and down are the top and bottom neighbors; left and
  /// right the upper side neighbors (the two side neighbors are equally
  /// near the key's direction, 30° off it). Pointy-top: left and right are
  /// the side neighbors; up and down the left one of the two, 30° off.
  func testArrowKeysFollowTheScreen() {
    let cases: [(HexOrientation, HexYAxis, [(ScreenDirection, Hex)])] = [
      (
        .flatTop, .down,
        [(.up, Hex(q: 0, r: -1)), (.down, Hex(q: 0, r: 1)), (.left, Hex(q: -1, r: 0)), (.right, Hex(q: 1, r: -1))]
      ),
      (
        .pointyTop, .down,
        [(.left, Hex(q: -1, r: 0)), (.right, Hex(q: 1, r: 0)), (.up, Hex(q: 0, r: -1)), (.down, Hex(q: -1, r: 1))]
      ),
      // y-up: the picture is mirrored, so "up" on screen is +r's opposite.
      (
        .flatTop, .up,
        [(.up, Hex(q: 0, r: 1)), (.down, Hex(q: 0, r: -1)), (.left, Hex(q: -1, r: 1)), (.right, Hex(q: 1, r: 0))]
      ),
    ]
    for (orientation, yAxis, moves) in cases {
      for (direction, expected) in moves {
        let geometry = HexGeometry(orientation: orientation, size: 10, yAxis: yAxis)
        var interaction = HexMapInteraction(world: Hex.zero.hexagon(radius: 5), geometry: geometry)
        var camera = HexCamera()
        interaction.moveCursor(direction, selection: .zero, camera: &camera, viewport: viewport)
        XCTAssertEqual(interaction.cursor, .zero, "the first key puts the cursor on the selection")
        interaction.moveCursor(direction, selection: .zero, camera: &camera, viewport: viewport)
        XCTAssertEqual(interaction.cursor, expected, "\(orientation) \(yAxis) \(direction)")
        // And the center of the new cursor lies that way on screen.
        let screen = camera.screenGeometry(for: geometry, in: viewport)
        let a = screen.center(of: .zero), b = screen.center(of: expected)
        switch direction {
        case .up: XCTAssertLessThan(b.y, a.y)
        case .down: XCTAssertGreaterThan(b.y, a.y)
        case .left: XCTAssertLessThan(b.x, a.x)
        case .right: XCTAssertGreaterThan(b.x, a.x)
        }
      }
    }
  }

  /// At the map's edge the cursor stays; a cursor that leaves the view is
  /// brought to its center; without a selection the cursor starts at the
  /// hex in the middle of the view, or the map's nearest.
  func testEdgesRevealAndStart() {
    let geometry = HexGeometry(orientation: .flatTop, size: 10)
    var interaction = HexMapInteraction(world: Hex.zero.hexagon(radius: 2), geometry: geometry)
    var camera = HexCamera(zoom: 4)
    for _ in 0..<5 { interaction.moveCursor(.up, selection: nil, camera: &camera, viewport: viewport) }
    XCTAssertEqual(interaction.cursor, Hex(q: 0, r: -2))
    // At zoom 4 a cell is 80 points across: (0, −2) at y = −2·√3·10·4 = −138.6
    // from the middle is partly off a 300-point view, so it was centered.
    XCTAssertEqual(camera.center, geometry.center(of: Hex(q: 0, r: -2)))
    // Off the map: the camera looks far away; the cursor starts on the map.
    var far = HexMapInteraction(world: Hex.zero.hexagon(radius: 2), geometry: geometry)
    var away = HexCamera(center: PixelPoint(x: 1_000, y: 0))
    far.moveCursor(.left, selection: Hex(q: 9, r: 9), camera: &away, viewport: viewport)
    // 1,000 units east of the map's middle is hex (66, −33, −33) (flat-top
    // east is q + 1, r − ½ per 15 units; cube rounding of (66.67, −33.33,
    // −33.33) recomputes q, the furthest from its rounding, as 66). The
    // map's east side, q = 2, is 64 steps away; of its hexes (2, −2),
    // (2, −1) and (2, 0), the middle one is nearest in a straight line:
    // 32² + 32² in squared cube components against 31² + 33².
    XCTAssertEqual(far.cursor, Hex(q: 2, r: -1))
    var empty = HexMapInteraction(world: HexRegion.empty, geometry: geometry)
    empty.moveCursor(.left, selection: nil, camera: &away, viewport: viewport)
    XCTAssertNil(empty.cursor)
  }

  /// Gestures apply their totals, so two changes of one pinch (or drag) do
  /// not compound.
  func testGesturesApplyTotals() {
    var interaction = HexMapInteraction(
      world: Hex.zero.hexagon(radius: 9), geometry: HexGeometry(orientation: .flatTop, size: 10))
    var camera = HexCamera(zoom: 1)
    interaction.pinch(by: 2, about: PixelPoint(x: 200, y: 150), viewport: viewport, camera: &camera)
    interaction.pinch(by: 3, about: PixelPoint(x: 200, y: 150), viewport: viewport, camera: &camera)
    XCTAssertEqual(camera.zoom, 3)
    XCTAssertEqual(interaction.pinchStartZoom, 1)
    interaction.endPinch()
    interaction.drag(by: PixelSize(width: 30, height: 0), camera: &camera)
    interaction.drag(by: PixelSize(width: 60, height: 0), camera: &camera)
    XCTAssertEqual(interaction.dragTranslation, PixelSize(width: 60, height: 0))
    interaction.endDrag()
    XCTAssertNil(interaction.dragTranslation)
    XCTAssertNil(interaction.pinchStartZoom)
    // Zoom 3 about the middle, then a drag whose total is 60 points right
    // (20 units): the center is at world (−20, 0). Hex (−1, 0)'s center,
    // world (−15, −5√3), is on screen at ((−15 + 20)·3 + 200, −5√3·3 + 150).
    XCTAssertEqual(camera.center.x, -20, accuracy: 1e-12)
    let tap = PixelPoint(x: 215, y: 150 - 15 * 3.0.squareRoot())
    XCTAssertEqual(interaction.hex(tappedAt: tap, camera: camera, viewport: viewport), Hex(q: -1, r: 0))
    XCTAssertNil(interaction.hex(tappedAt: PixelPoint(x: 1e6, y: 0), camera: camera, viewport: viewport))
    XCTAssertEqual(
      Hex(q: 3, r: -1).spokenDescription(label: "forest"), "q 3, r -1, s -2: forest")
    XCTAssertEqual(Hex.zero.spokenDescription(), "q 0, r 0, s 0")
  }
}
