import Foundation
import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

/// The map view's engine: the camera's gesture maths as properties, and
/// the draw list against brute force.
final class HexCameraTests: XCTestCase {
  static let viewports = [
    PixelSize(width: 400, height: 300), PixelSize(width: 1920, height: 1080), PixelSize(width: 1, height: 700),
  ]

  func randomCamera(_ rng: inout SplitMix64) -> HexCamera {
    HexCamera(
      center: PixelPoint(x: .random(in: -1e4...1e4, using: &rng), y: .random(in: -1e4...1e4, using: &rng)),
      zoom: Foundation.exp(Double.random(in: -4...4, using: &rng)))
  }

  /// Relative closeness of two points, for maths done in floating point.
  func assertClose(
    _ a: PixelPoint, _ b: PixelPoint, scale: Double, _ message: String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let tolerance = 1e-9 * Swift.max(1, scale)
    XCTAssertEqual(a.x, b.x, accuracy: tolerance, message, file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: tolerance, message, file: file, line: line)
  }

  /// A hand example: zoom 2 about the origin's screen point doubles
  /// distances from it.
  func testScreenAndWorldByHand() {
    var camera = HexCamera(center: PixelPoint(x: 10, y: 20), zoom: 2)
    let viewport = PixelSize(width: 400, height: 300)
    // (15, 20) is 5 world units right of the center: 10 points right of (200, 150).
    XCTAssertEqual(camera.screenPoint(forWorld: PixelPoint(x: 15, y: 20), in: viewport), PixelPoint(x: 210, y: 150))
    XCTAssertEqual(camera.worldPoint(forScreen: PixelPoint(x: 0, y: 0), in: viewport), PixelPoint(x: -90, y: -55))
    XCTAssertEqual(camera.visibleRect(in: viewport), PixelRect(x: -90, y: -55, width: 200, height: 150))
    // Dragging the content 20 points right moves the center 10 units left.
    camera.pan(by: PixelSize(width: 20, height: 0))
    XCTAssertEqual(camera.center, PixelPoint(x: 0, y: 20))
  }

  /// Zooming about a screen point keeps the world point under it there,
  /// within the limits and when clamped by them.
  func testZoomAboutAPointKeepsItFixed() {
    var rng = SplitMix64(seed: 0xCA3E_0001)
    for trial in 0..<2_000 {
      var camera = randomCamera(&rng)
      let viewport = Self.viewports[trial % Self.viewports.count]
      let anchor = PixelPoint(
        x: .random(in: -50...(viewport.width + 50), using: &rng),
        y: .random(in: -50...(viewport.height + 50), using: &rng))
      let world = camera.worldPoint(forScreen: anchor, in: viewport)
      let factor = Foundation.exp(Double.random(in: -12...12, using: &rng))
      let before = camera.zoom
      camera.zoom(by: factor, about: anchor, in: viewport)
      XCTAssertTrue(camera.zoomLimits.contains(camera.zoom), "trial \(trial)")
      XCTAssertEqual(
        camera.zoom, Swift.min(Swift.max(before * factor, 1e-3), 1e3), accuracy: 1e-9 * camera.zoom, "trial \(trial)")
      let scale = Swift.max(world.x.magnitude, world.y.magnitude) * camera.zoom + viewport.width
      assertClose(camera.screenPoint(forWorld: world, in: viewport), anchor, scale: scale, "trial \(trial)")
    }
  }

  /// A pan then the opposite pan comes back; so does a zoom then its
  /// inverse about the same point, away from the limits.
  func testInversesAreIdentities() {
    var rng = SplitMix64(seed: 0xCA3E_0002)
    for trial in 0..<2_000 {
      let start = randomCamera(&rng)
      let viewport = Self.viewports[trial % Self.viewports.count]
      var camera = start
      let d = PixelSize(width: .random(in: -2e3...2e3, using: &rng), height: .random(in: -2e3...2e3, using: &rng))
      camera.pan(by: d)
      camera.pan(by: PixelSize(width: -d.width, height: -d.height))
      let scale = Swift.max(start.center.x.magnitude, start.center.y.magnitude) + 2e3 / start.zoom
      assertClose(camera.center, start.center, scale: scale, "pan \(trial)")
      XCTAssertEqual(camera.zoom, start.zoom)
      let anchor = PixelPoint(x: .random(in: 0...viewport.width, using: &rng), y: 10)
      let factor = Foundation.exp(Double.random(in: -1...1, using: &rng))
      camera.zoom(by: factor, about: anchor, in: viewport)
      camera.zoom(by: 1 / factor, about: anchor, in: viewport)
      XCTAssertEqual(camera.zoom, start.zoom, accuracy: 1e-12 * start.zoom, "zoom \(trial)")
      assertClose(camera.center, start.center, scale: scale * 4, "zoom \(trial)")
    }
  }

  /// The hex a tap hits is the hex whose cell, as drawn on screen, holds
  /// the tap: its screen hexagon contains the point, and no other hex's
  /// does strictly.
  func testTapHitsTheCellDrawnUnderIt() throws {
    var rng = SplitMix64(seed: 0xCA3E_0003)
    for trial in 0..<2_000 {
      let camera = randomCamera(&rng)
      let viewport = Self.viewports[trial % Self.viewports.count]
      let geometry = HexGeometry(
        orientation: trial % 2 == 0 ? .flatTop : .pointyTop, size: .random(in: 1...50, using: &rng),
        origin: PixelPoint(x: 3, y: -7), yAxis: trial % 4 < 2 ? .down : .up)
      let tap = PixelPoint(
        x: .random(in: 0...viewport.width, using: &rng), y: .random(in: 0...viewport.height, using: &rng))
      let hex = try XCTUnwrap(camera.hex(at: tap, for: geometry, in: viewport), "trial \(trial)")
      XCTAssertEqual(hex, geometry.hex(containing: camera.worldPoint(forScreen: tap, in: viewport)))
      let drawn = camera.screenGeometry(for: geometry, in: viewport)
      // Grown by a hair: a tap on an edge belongs to one of its two cells.
      var cell = drawn.hexagon(of: hex)
      cell.size = PixelSize(width: cell.size.width * (1 + 1e-9), height: cell.size.height * (1 + 1e-9))
      XCTAssertTrue(cell.contains(tap), "trial \(trial)")
      for neighbor in hex.neighbors {
        var other = drawn.hexagon(of: neighbor)
        other.size = PixelSize(width: other.size.width * (1 - 1e-6), height: other.size.height * (1 - 1e-6))
        XCTAssertFalse(other.contains(tap), "trial \(trial)")
      }
    }
  }

  /// Fitting a map's bounds shows all of it, touching the padding on one
  /// axis.
  func testFitShowsTheWholeRegion() throws {
    let geometry = HexGeometry(orientation: .pointyTop, size: 12)
    let bounds = try XCTUnwrap(geometry.bounds(of: Hex(q: 40, r: -3).hexagon(radius: 9)))
    for viewport in Self.viewports {
      var camera = HexCamera(zoom: 5)
      camera.fit(bounds, in: viewport, padding: 0.25)
      let a = camera.screenPoint(forWorld: bounds.origin, in: viewport)
      let b = camera.screenPoint(
        forWorld: PixelPoint(x: bounds.maxX, y: bounds.maxY), in: viewport)
      XCTAssertGreaterThanOrEqual(a.x, 0.25 - 1e-9)
      XCTAssertGreaterThanOrEqual(a.y, 0.25 - 1e-9)
      XCTAssertLessThanOrEqual(b.x, viewport.width - 0.25 + 1e-9)
      XCTAssertLessThanOrEqual(b.y, viewport.height - 0.25 + 1e-9)
      let touches = Swift.min(a.x - 0.25, a.y - 0.25).magnitude < 1e-6
      XCTAssertTrue(touches, "\(viewport): \(a), \(b)")
    }
  }

  /// Bad input changes nothing; limits hold whatever is set.
  func testBadInputKeepsTheCameraUsable() {
    var camera = HexCamera(center: PixelPoint(x: .nan, y: 1), zoom: .infinity, zoomLimits: -2...(-1))
    XCTAssertEqual(camera.center, .zero)
    XCTAssertEqual(camera.zoomLimits, HexCamera.defaultZoomLimits)
    XCTAssertEqual(camera.zoom, 1e3)
    let viewport = PixelSize(width: 100, height: 100)
    let start = camera
    camera.pan(by: PixelSize(width: .nan, height: 0))
    camera.zoom(by: 0, about: .zero, in: viewport)
    camera.zoom(by: -2, about: .zero, in: viewport)
    camera.zoom(by: .nan, about: .zero, in: viewport)
    camera.zoom(by: 2, about: PixelPoint(x: .infinity, y: 0), in: viewport)
    camera.fit(PixelRect(x: 0, y: 0, width: .nan, height: 1), in: viewport)
    camera.fit(PixelRect(x: 0, y: 0, width: 10, height: 10), in: viewport, padding: 60)  // no room: center only
    XCTAssertEqual(camera.zoom, start.zoom)
    XCTAssertEqual(camera.center, PixelPoint(x: 5, y: 5))
    camera.center = PixelPoint(x: .infinity, y: 0)
    XCTAssertEqual(camera.center, .zero, "a non-finite center is the origin, as in init")
    camera.zoom = .nan
    XCTAssertEqual(camera.zoom, start.zoom)
    camera.zoomLimits = 2...4
    XCTAssertEqual(camera.zoom, 4)
  }

  /// JSON keeps a camera; a saved camera that breaks the invariants is
  /// refused with the key that is wrong.
  func testCodable() throws {
    let camera = HexCamera(center: PixelPoint(x: 1.5, y: -2), zoom: 3, zoomLimits: 0.5...8)
    let json = try JSONEncoder().encode(camera)
    XCTAssertEqual(try JSONDecoder().decode(HexCamera.self, from: json), camera)
    for (bad, key) in [
      (#"{"center":[1],"zoom":1}"#, "center"), (#"{"center":[0,0],"zoom":0}"#, "zoom"),
      (#"{"center":[0,0],"zoom":1,"zoomLimits":[2,1]}"#, "zoomLimits"),
      (#"{"center":[0,0],"zoom":1,"zoomLimits":[0,1]}"#, "zoomLimits"),
    ] {
      XCTAssertThrowsError(try JSONDecoder().decode(HexCamera.self, from: Data(bad.utf8)), bad) { error in
        guard case DecodingError.dataCorrupted(let context) = error else { return XCTFail("\(bad): \(error)") }
        XCTAssertEqual(context.codingPath.last?.stringValue, key, bad)
      }
    }
  }

  // MARK: The draw list

  /// The cells are exactly the map's hexes whose cells, as drawn, meet the
  /// viewport: against a scan of the whole map, over random cameras.
  func testDrawListCellsMatchABruteForceScan() {
    var rng = SplitMix64(seed: 0xCA3E_0004)
    let map = Hex(q: 3, r: -1).hexagon(radius: 12)
    for trial in 0..<500 {
      let geometry = HexGeometry(
        orientation: trial % 2 == 0 ? .flatTop : .pointyTop, size: 10, yAxis: trial % 4 < 2 ? .down : .up)
      let camera = HexCamera(
        center: PixelPoint(x: .random(in: -400...400, using: &rng), y: .random(in: -400...400, using: &rng)),
        zoom: Foundation.exp(Double.random(in: -1.5...1.5, using: &rng)))
      let viewport = Self.viewports[trial % 2]
      let list = HexDrawList(world: map, geometry: geometry, camera: camera, viewport: viewport)
      let drawn = camera.screenGeometry(for: geometry, in: viewport)
      let screen = PixelRect(origin: .zero, size: viewport)
      let expected = Set(map.filter { drawn.hexagon(of: $0).intersects(screen) })
      XCTAssertEqual(list.levelOfDetail, .cells)
      XCTAssertEqual(Set(list.cells), expected, "trial \(trial)")
      XCTAssertEqual(list.cells.count, expected.count, "trial \(trial): repeats")
    }
  }

  /// Zoomed out below the minimum cell size, the map is one polygon
  /// through its six corner hexes; overlays stay.
  func testLevelOfDetail() {
    let map = Hex.zero.hexagon(radius: 577)
    let geometry = HexGeometry(orientation: .flatTop, size: 10)
    let viewport = PixelSize(width: 1920, height: 1080)
    // 10 × 0.19 = 1.9 points per cell: below 2.
    var list = HexDrawList(world: map, geometry: geometry, camera: HexCamera(zoom: 0.19), viewport: viewport)
    XCTAssertEqual(list.levelOfDetail, .mapOutline)
    XCTAssertEqual(list.cells, [])
    let drawn = HexCamera(zoom: 0.19).screenGeometry(for: geometry, in: viewport)
    let corners = [
      Hex(q: 577, r: -577), Hex(q: 577, r: 0), Hex(q: 0, r: 577), Hex(q: -577, r: 577), Hex(q: -577, r: 0),
      Hex(q: 0, r: -577),
    ]
    XCTAssertEqual(Set(list.mapOutline), Set(corners.map { drawn.center(of: $0) }))
    XCTAssertEqual(list.mapOutline.count, 6)
    list.addCells([Hex.zero], id: "home")
    guard case .cells(let home)? = list.overlays.first?.drawing else { return XCTFail("no overlay") }
    XCTAssertEqual(home, [Hex.zero])
    // At 2 points per cell, cells are drawn again.
    let detailed = HexDrawList(world: map, geometry: geometry, camera: HexCamera(zoom: 0.2), viewport: viewport)
    XCTAssertEqual(detailed.levelOfDetail, .cells)
    XCTAssertFalse(detailed.cells.isEmpty)
  }

  /// Overlays are culled: a path leaving the viewport splits into the
  /// stretches inside it; outlines, cells, edges and vertices off screen
  /// are dropped.
  func testOverlaysAreCulled() {
    let geometry = HexGeometry(orientation: .flatTop, size: 10)
    let viewport = PixelSize(width: 100, height: 100)
    // The viewport shows world x and y in -50...50: hexes near the origin.
    var list = HexDrawList(
      world: Hex.zero.hexagon(radius: 100), geometry: geometry, camera: HexCamera(), viewport: viewport)
    // Along q from -20 to 20 (x = 15·q): visible for |x| ≲ 50 + a step.
    let path = (-20...20).map { Hex(q: $0, r: 0) }
    list.addPath(path, id: "route")
    list.addPath(path.filter { $0.q < -10 } + path.filter { $0.q > 10 }, id: "jump")
    list.addOutline(Hex(q: 30, r: 0).hexagon(radius: 1).outline(), id: "far")
    list.addOutline(Hex.zero.hexagon(radius: 1).outline(), id: "near")
    list.addCells([Hex.zero, Hex(q: 40, r: 0)], id: "sight")
    list.addEdges(
      [HexEdge(hex: .zero, direction: .flatBottomRight), HexEdge(hex: Hex(q: 50, r: 0), direction: .flatBottomRight)],
      id: "wall")
    list.addVertices(Array(Hex.zero.vertices) + Array(Hex(q: 50, r: 0).vertices), id: "towns")
    XCTAssertEqual(list.overlays.map(\.id), ["route", "jump", "far", "near", "sight", "wall", "towns"])
    guard case .polylines(let route) = list.overlays[0].drawing else { return XCTFail() }
    XCTAssertEqual(route.count, 1)
    // On screen x = 15q + 50 and y = 5√3·q + 50. The segment from q to
    // q + 1 spans x in [15q + 50, 15q + 65]: it meets 0...100 for q in
    // -4...3 (y stays within the viewport there), so the stretch runs from
    // q = -4 (x = -10) to q = 4 (x = 110).
    XCTAssertEqual(route.first?.count, 9)
    XCTAssertEqual(route.first?.first?.x ?? 0, -10, accuracy: 1e-9)
    XCTAssertEqual(route.first?.last?.x ?? 0, 110, accuracy: 1e-9)
    guard case .polylines(let jump) = list.overlays[1].drawing else { return XCTFail() }
    XCTAssertEqual(jump.count, 1, "only the jump across the middle is visible")
    guard case .polygons(let far) = list.overlays[2].drawing, case .polygons(let near) = list.overlays[3].drawing else {
      return XCTFail()
    }
    XCTAssertEqual(far.count, 0)
    XCTAssertEqual(near.count, 1)
    guard case .cells(let sight) = list.overlays[4].drawing else { return XCTFail() }
    XCTAssertEqual(sight, [Hex.zero])
    guard case .segments(let wall) = list.overlays[5].drawing else { return XCTFail() }
    XCTAssertEqual(wall.count, 1)
    guard case .points(let towns) = list.overlays[6].drawing else { return XCTFail() }
    XCTAssertEqual(towns.count, 6)
  }
}
