import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

/// Taps and the cursor on a wrapping world answer its canonical hexes; a
/// framing fits the camera to hexes at any viewport.
final class HexMapWorldInteractionTests: XCTestCase {
  static let cylinder = HexCylinder(rows: 6, columns: 8, kind: .oddQ)!
  static let geometry = HexGeometry(orientation: .flatTop, size: 10)
  static let viewport = PixelSize(width: 300, height: 200)

  /// A tap on any copy selects the world's hex; above the world, nothing.
  func testTapsAnswerTheWorldsHex() {
    let interaction = HexMapInteraction(world: Self.cylinder, geometry: Self.geometry)
    let hex = Hex(OffsetCoordinate(row: 3, col: 5), kind: .oddQ)
    for copy in -3...3 {
      // The copy `copy` periods east of the stored one.
      let plane = Hex(OffsetCoordinate(row: 3, col: 5 + 8 * copy), kind: .oddQ)
      let camera = HexCamera(center: Self.geometry.center(of: plane), zoom: 2)
      let middle = PixelPoint(x: 150, y: 100)
      XCTAssertEqual(interaction.hex(tappedAt: middle, camera: camera, viewport: Self.viewport), hex, "copy \(copy)")
      let above = HexCamera(
        center: Self.geometry.center(of: Hex(OffsetCoordinate(row: -2, col: 5), kind: .oddQ)), zoom: 2)
      XCTAssertNil(interaction.hex(tappedAt: middle, camera: above, viewport: Self.viewport))
    }
  }

  /// The cursor walks east round the world: after 8 steps right along a
  /// row it is on the hex it started from, and the camera has gone one
  /// period east, not back west.
  func testTheCursorGoesRoundTheWorld() throws {
    var interaction = HexMapInteraction(world: Self.cylinder, geometry: Self.geometry)
    let start = Hex(OffsetCoordinate(row: 2, col: 0), kind: .oddQ)
    var camera = HexCamera(center: Self.geometry.center(of: start), zoom: 2)
    interaction.moveCursor(.right, selection: start, camera: &camera, viewport: Self.viewport)
    XCTAssertEqual(interaction.cursor, start, "the first key puts the cursor on the selection")
    var columns: [Int] = []
    for _ in 0..<16 {
      interaction.moveCursor(.right, selection: start, camera: &camera, viewport: Self.viewport)
      let cell = try XCTUnwrap(interaction.cursorCell)
      columns.append(OffsetCoordinate(cell, kind: .oddQ).col)
      XCTAssertEqual(interaction.cursor, Self.cylinder.canonical(cell))
    }
    // Right on a flat-top grid goes to a side neighbor: one column a key.
    XCTAssertEqual(columns, Array(1...16))
    let cell = try XCTUnwrap(interaction.cursorCell)
    XCTAssertGreaterThan(camera.center.x, Self.geometry.center(of: start).x + 2 * 8 * 15 - 60)
    XCTAssertTrue(
      camera.screenGeometry(for: Self.geometry, in: Self.viewport).hexagon(of: cell).bounds
        .intersects(PixelRect(origin: .zero, size: Self.viewport)))
  }

  /// The selection's copy in the copy of the world under the camera is
  /// where the first key starts.
  func testTheFirstKeyStartsOnTheSelectionsCopyInView() throws {
    var interaction = HexMapInteraction(world: Self.cylinder, geometry: Self.geometry)
    let selected = Hex(OffsetCoordinate(row: 2, col: 3), kind: .oddQ)
    let there = Hex(OffsetCoordinate(row: 2, col: 3 + 16), kind: .oddQ)  // two periods east
    var camera = HexCamera(center: Self.geometry.center(of: there), zoom: 1)
    interaction.moveCursor(.up, selection: selected, camera: &camera, viewport: Self.viewport)
    XCTAssertEqual(interaction.cursorCell, there)
    XCTAssertEqual(interaction.cursor, selected)
  }

  /// After fitting, every framed cell lies inside the viewport less the
  /// padding, and the fit is tight: a side of the framed box touches the
  /// padding.
  func testAFramingFitsItsCellsAtAnyViewport() throws {
    var rng = SplitMix64(seed: 0x5EED_0044)
    for _ in 0..<300 {
      let count = Int.random(in: 1...12, using: &rng)
      let hexes = (0..<count).map { _ in
        Hex(q: Int.random(in: -40...40, using: &rng), r: Int.random(in: -40...40, using: &rng))
      }
      let padding = Double.random(in: 0...30, using: &rng)
      let viewport = PixelSize(
        width: Double.random(in: 100...1_000, using: &rng), height: Double.random(in: 100...1_000, using: &rng))
      let geometry = HexGeometry(
        orientation: Bool.random(using: &rng) ? .flatTop : .pointyTop, size: Double.random(in: 1...40, using: &rng))
      var camera = HexCamera(zoomLimits: 1e-6...1e6)
      camera.fit(HexMapFraming(hexes, padding: padding), for: geometry, in: viewport)
      let screen = camera.screenGeometry(for: geometry, in: viewport)
      var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
      for hex in hexes {
        for corner in screen.hexagon(of: hex).corners {
          minX = min(minX, corner.x)
          maxX = max(maxX, corner.x)
          minY = min(minY, corner.y)
          maxY = max(maxY, corner.y)
        }
      }
      let eps = 1e-6 * max(viewport.width, viewport.height)
      XCTAssertGreaterThanOrEqual(minX, padding - eps)
      XCTAssertGreaterThanOrEqual(minY, padding - eps)
      XCTAssertLessThanOrEqual(maxX, viewport.width - padding + eps)
      XCTAssertLessThanOrEqual(maxY, viewport.height - padding + eps)
      let touchesX = abs(minX - padding) < eps && abs(maxX - (viewport.width - padding)) < eps
      let touchesY = abs(minY - padding) < eps && abs(maxY - (viewport.height - padding)) < eps
      XCTAssertTrue(touchesX || touchesY, "tight in one direction")
    }
  }

  /// A region's framing shows the whole region; no hexes change nothing.
  func testARegionsFramingShowsItAllAndAnEmptyOneNothing() {
    let region = Hex(q: 5, r: -2).hexagon(radius: 7)
    var camera = HexCamera()
    camera.fit(HexMapFraming(region, padding: 10), for: Self.geometry, in: Self.viewport)
    let screen = camera.screenGeometry(for: Self.geometry, in: Self.viewport)
    let inside = PixelRect(x: 10 - 1e-9, y: 10 - 1e-9, width: 280 + 2e-9, height: 180 + 2e-9)
    for hex in region {
      for corner in screen.hexagon(of: hex).corners { XCTAssertTrue(inside.contains(corner), "\(hex)") }
    }
    let before = camera
    camera.fit(HexMapFraming([Hex](), padding: 5), for: Self.geometry, in: Self.viewport)
    XCTAssertEqual(camera, before)
    XCTAssertEqual(HexMapFraming([Hex.zero], padding: -.infinity).padding, 0)
  }

  /// A route across the seam is framed in one piece: laid out from its
  /// first hex, each step a step on the plane, its box four columns wide,
  /// not the whole world's.
  func testARouteAcrossTheSeamIsFramedInOnePiece() throws {
    let route = [6, 7, 0, 1].map { Hex(OffsetCoordinate(row: 2, col: $0), kind: .oddQ) }
    let laid = HexMapFraming(route, padding: 5).laidOut(on: Self.cylinder)
    XCTAssertEqual(laid.padding, 5)
    XCTAssertEqual(laid.hexes.map { OffsetCoordinate($0, kind: .oddQ).col }, [6, 7, 8, 9])
    for (a, b) in zip(laid.hexes, laid.hexes.dropFirst()) { XCTAssertEqual(a.distance(to: b), 1) }
    XCTAssertEqual(laid.hexes.map { Self.cylinder.canonical($0) }, route)
    // Four flat-top columns of size 10: 3 · 15 between the outer centers,
    // plus a cell's width, 20.
    let box = try XCTUnwrap(laid.bounds(in: Self.geometry))
    XCTAssertEqual(box.width, 3 * 15 + 20, accuracy: 1e-9)
    // Unlaid, the box spans the world.
    XCTAssertGreaterThan(try XCTUnwrap(HexMapFraming(route).bounds(in: Self.geometry)).width, 7 * 15)
    // On a region the framing is its own.
    let region = Hex.zero.hexagon(radius: 3)
    XCTAssertEqual(HexMapFraming(route).laidOut(on: region), HexMapFraming(route))
  }
}
