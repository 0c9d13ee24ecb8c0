import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

/// A draw list of a wrapping world: every copy in view, each cell naming
/// the world's hex it stands for, and overlays drawn across the seam.
final class HexDrawListWorldTests: XCTestCase {
  static let cylinder = HexCylinder(rows: 6, columns: 8, kind: .oddQ)!
  static let geometry = HexGeometry(orientation: .flatTop, size: 10)
  static let viewport = PixelSize(width: 300, height: 200)

  /// The world's hex a plane hex stands for, by hand: odd-q offset
  /// coordinates, the column taken modulo 8, rows 0..<6 only.
  static func canonical(_ hex: Hex) -> Hex? {
    let offset = OffsetCoordinate(hex, kind: .oddQ)
    guard (0..<6).contains(offset.row) else { return nil }
    return Hex(OffsetCoordinate(row: offset.row, col: ((offset.col % 8) + 8) % 8), kind: .oddQ)
  }

  /// Every plane hex near the viewport whose cell meets it and that stands
  /// for a hex of the world, with that hex: a scan of a hexagon around the
  /// hex at the viewport's center.
  static func scan(_ camera: HexCamera) -> Set<[Int]> {
    let screen = camera.screenGeometry(for: geometry, in: viewport)
    let rect = PixelRect(origin: .zero, size: viewport)
    let middle = screen.hex(containing: PixelPoint(x: 150, y: 100))!
    let radius = Int(400 / (10 * camera.zoom)) + 2
    var found = Set<[Int]>()
    for hex in middle.hexagon(radius: radius) where screen.hexagon(of: hex).intersects(rect) {
      if let c = canonical(hex) { found.insert([hex.q, hex.r, c.q, c.r]) }
    }
    return found
  }

  static func drawn(_ list: HexDrawList) -> Set<[Int]> {
    Set(zip(list.cells, list.canonicalCells).map { [$0.q, $0.r, $1.q, $1.r] })
  }

  func testTheCellsAreEveryCopyInViewWithItsCanonicalHex() {
    var rng = SplitMix64(seed: 0x5EED_0043)
    for _ in 0..<150 {
      // Centers from far west to far east of the stored copy, and above
      // and below the world's rows.
      let center = PixelPoint(
        x: Double.random(in: -3_000...3_000, using: &rng), y: Double.random(in: -150...250, using: &rng))
      let camera = HexCamera(center: center, zoom: Double.random(in: 0.5...3, using: &rng))
      let list = HexDrawList(world: Self.cylinder, geometry: Self.geometry, camera: camera, viewport: Self.viewport)
      XCTAssertEqual(list.levelOfDetail, .cells)
      XCTAssertEqual(Self.drawn(list), Self.scan(camera), "\(camera)")
      XCTAssertEqual(list.cells.count, list.canonicalCells.count)
    }
  }

  /// Panned by one period the picture is the same: the same world hexes
  /// at the same screen cells.
  func testPanningOnePeriodShowsTheSamePicture() {
    let period = Self.cylinder.period  // 8 columns
    let shift = Self.geometry.center(of: period)
    for x in stride(from: -100.0, through: 300, by: 37) {
      let camera = HexCamera(center: PixelPoint(x: x, y: 40), zoom: 1.5)
      var moved = camera
      moved.center = PixelPoint(x: x + shift.x, y: 40 + shift.y)
      let a = HexDrawList(world: Self.cylinder, geometry: Self.geometry, camera: camera, viewport: Self.viewport)
      let b = HexDrawList(world: Self.cylinder, geometry: Self.geometry, camera: moved, viewport: Self.viewport)
      XCTAssertEqual(a.canonicalCells, b.canonicalCells)
      for (p, q) in zip(a.cells, b.cells) {
        let cp = a.geometry.center(of: p), cq = b.geometry.center(of: q)
        XCTAssertEqual(cp.x, cq.x, accuracy: 1e-9)
        XCTAssertEqual(cp.y, cq.y, accuracy: 1e-9)
      }
    }
  }

  /// A region's draw list is the culling of the region itself, each cell
  /// its own canonical hex.
  func testARegionsCellsAreItsOwn() {
    let map = Hex.zero.hexagon(radius: 12)
    let camera = HexCamera(center: PixelPoint(x: 90, y: -30), zoom: 1.2)
    let list = HexDrawList(world: map, geometry: Self.geometry, camera: camera, viewport: Self.viewport)
    let screen = camera.screenGeometry(for: Self.geometry, in: Self.viewport)
    XCTAssertEqual(list.cells, screen.hexes(intersecting: PixelRect(origin: .zero, size: Self.viewport), within: map))
    XCTAssertEqual(list.canonicalCells, list.cells)
    XCTAssertEqual(list.bounds, map)
  }

  /// A rectangle's draw list is its hexes in view, each its own canonical
  /// hex: a rectangle does not wrap.
  func testARectanglesCellsAreItsHexesInView() {
    let rectangle = OffsetRectangle(rows: 0..<9, columns: 0..<13, kind: .evenQ)
    for x in stride(from: -150.0, through: 350, by: 50) {
      let camera = HexCamera(center: PixelPoint(x: x, y: 60), zoom: 1.3)
      let list = HexDrawList(world: rectangle, geometry: Self.geometry, camera: camera, viewport: Self.viewport)
      let screen = camera.screenGeometry(for: Self.geometry, in: Self.viewport)
      let rect = PixelRect(origin: .zero, size: Self.viewport)
      XCTAssertEqual(Set(list.cells), Set(rectangle.filter { screen.hexagon(of: $0).intersects(rect) }))
      XCTAssertEqual(list.canonicalCells, list.cells)
      XCTAssertEqual(list.copies, [.zero])
    }
  }

  /// The camera looking at the seam: column 7 on the left, column 8 (the
  /// world's column 0 again) on the right.
  static var seamCamera: HexCamera {
    let west = geometry.center(of: Hex(OffsetCoordinate(row: 2, col: 7), kind: .oddQ))
    let east = geometry.center(of: Hex(OffsetCoordinate(row: 2, col: 8), kind: .oddQ))
    return HexCamera(center: PixelPoint(x: (west.x + east.x) / 2, y: (west.y + east.y) / 2), zoom: 1)
  }

  /// A path that steps across the seam is drawn as one step, from column 7
  /// to the copy of column 0 beside it, not as a line back across the map.
  func testAPathAcrossTheSeamIsDrawnAsASteps() throws {
    let a = Hex(OffsetCoordinate(row: 2, col: 6), kind: .oddQ)
    let b = Hex(OffsetCoordinate(row: 2, col: 7), kind: .oddQ)
    let c = Hex(OffsetCoordinate(row: 2, col: 0), kind: .oddQ)
    let d = Hex(OffsetCoordinate(row: 2, col: 1), kind: .oddQ)
    XCTAssertEqual(Self.cylinder.distance(from: b, to: c), 1)
    var list = HexDrawList(
      world: Self.cylinder, geometry: Self.geometry, camera: Self.seamCamera, viewport: Self.viewport)
    list.addPath([a, b, c, d], id: "route")
    guard case .polylines(let lines) = list.overlays[0].drawing else { return XCTFail("a path draws polylines") }
    XCTAssertFalse(lines.isEmpty)
    // Adjacent flat-top centers are √3 · size apart on screen (zoom 1).
    let step = 3.0.squareRoot() * 10
    for line in lines {
      for (p, q) in zip(line, line.dropFirst()) {
        XCTAssertEqual(((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot(), step, accuracy: 1e-9)
      }
    }
    // The viewport (300 wide, 10-unit cells) holds the whole path around
    // the seam: one stretch of four points.
    XCTAssertTrue(lines.contains { $0.count == 4 })
  }

  /// A set across the seam has one border, as on the plane; an outline made
  /// from the world's hexes breaks at the seam.
  func testAnOutlineOfHexesIsJoinedAcrossTheSeam() throws {
    let b = Hex(OffsetCoordinate(row: 2, col: 7), kind: .oddQ)
    let c = Hex(OffsetCoordinate(row: 2, col: 0), kind: .oddQ)
    var list = HexDrawList(
      world: Self.cylinder, geometry: Self.geometry, camera: Self.seamCamera, viewport: Self.viewport)
    list.addOutline(of: [b, c], id: "range")
    list.addOutline(HexOutline([b, c]), id: "split")
    guard case .polygons(let joined) = list.overlays[0].drawing, case .polygons(let split) = list.overlays[1].drawing
    else { return XCTFail("outlines draw polygons") }
    // Two adjacent hexagons have one border of 10 corners; alone, 6 each.
    let middle = PixelPoint(x: 150, y: 100)
    let around = joined.filter { polygon in
      polygon.contains { ($0.x - middle.x).magnitude < 30 && ($0.y - middle.y).magnitude < 30 }
    }
    XCTAssertEqual(around.map(\.count), [10])
    XCTAssertTrue(split.allSatisfy { $0.count == 6 })
  }

  /// Cells and vertices are drawn at every copy in view.
  func testCellsAreDrawnAtEveryCopyInView() throws {
    let hex = Hex(OffsetCoordinate(row: 2, col: 3), kind: .oddQ)
    // Zoomed out so that about three copies (80 units each, zoom 1: 300 wide
    // at 0.9 is 333 units) are in view.
    let camera = HexCamera(center: PixelPoint(x: 0, y: 40), zoom: 0.9)
    var list = HexDrawList(world: Self.cylinder, geometry: Self.geometry, camera: camera, viewport: Self.viewport)
    list.addCells([hex], id: "unit")
    guard case .cells(let cells) = list.overlays[0].drawing else { return XCTFail("cells") }
    let expected = list.cells.enumerated().filter { list.canonicalCells[$0.offset] == hex }.map(\.element)
    XCTAssertGreaterThanOrEqual(expected.count, 2)
    XCTAssertEqual(Set(cells), Set(expected))
  }
}
