// V1–V3: the map view's frame: the visible-hex query and the draw list of
// a 1920 × 1080 viewport over the radius-577 map (about 10⁶ hexes) at
// three zooms, each row's visible count checked against a brute-force scan.
// V4: the draw list of a wrapping world (a 1000 × 1000 cylinder, 10⁶ hexes)
// seen across its seam, with a route and a range across it.

import HexCore
import HexLayoutEngine

extension Bench {
  func addMapViewBenchmarks() {
    let map = Hex.zero.hexagon(radius: radius)
    let world = HexGeometry(orientation: .flatTop, size: 10)
    let viewport = PixelSize(width: 1920, height: 1080)
    // A flat-top cell of circumradius 10·z covers (3√3/2)(10z)² points², so
    // N cells fill the viewport at z = √(1920·1080 / (2.598·N)) / 10.
    let zooms = [("V1", 100, 8.93), ("V2", 2_000, 2.0), ("V3", 20_000, 0.631)]
    // A route across the view and a range's outline, as a game shows them.
    let route = (0...40).map { Hex(q: $0 - 20, r: 0) }
    let range = Hex(q: -5, r: 2).hexagon(radius: 6).outline()
    for (id, expected, zoom) in zooms {
      guard selected(id, "visible") || selected(id + "d", "draw list") else { continue }
      let camera = HexCamera(center: PixelPoint(x: 37, y: -21), zoom: zoom)
      let screen = camera.screenGeometry(for: world, in: viewport)
      let rect = PixelRect(origin: .zero, size: viewport)
      // The brute-force count, once, untimed: every hex of the map.
      let truth = map.reduce(0) { $0 + (screen.hexagon(of: $1).intersects(rect) ? 1 : 0) }
      run(
        id, "visible hexes of a 1920×1080 view, ≈\(expected) (zoom \(zoom))", items: Swift.max(truth, 1),
        unit: "ns/visible hex", target: "O(visible): about the same per hex at every zoom"
      ) {
        screen.hexes(intersecting: rect, within: map)?.count ?? -1
      }
      if let i = rows.firstIndex(where: { $0.id == id }), rows[i].checksum != truth {
        rows[i].note += "visible count \(rows[i].checksum) differs from the brute-force scan's \(truth)"
      }
      run(
        id + "d", "draw list of that frame, with a route and a range outline", items: Swift.max(truth, 1),
        unit: "ns/visible hex", target: "≤ 2 ms a frame at ≈20,000 visible hexes (100 ns/hex)",
        limit: expected >= 20_000 ? 2e6 / Double(truth) : nil
      ) {
        var frame = HexDrawList(world: map, geometry: world, camera: camera, viewport: viewport)
        frame.addPath(route, id: "route")
        frame.addOutline(range, id: "range")
        return frame.cells.count + frame.overlays.count
      }
      if let i = rows.firstIndex(where: { $0.id == id + "d" }), rows[i].checksum != truth + 2 {
        rows[i].note += "drawn cells differ from the brute-force scan's \(truth)"
      }
    }
    addWrappingMapBenchmark(viewport: viewport)
  }

  /// V4: a frame of a cylinder across its seam.
  func addWrappingMapBenchmark(viewport: PixelSize) {
    guard selected("V4", "wrapping world") else { return }
    let world = HexCylinder(rows: 1_000, columns: 1_000, kind: .oddQ)!
    let geometry = HexGeometry(orientation: .flatTop, size: 10)
    // The seam runs between column 999 and column 1,000 (column 0 again),
    // at x = 15 · 999.5; the camera looks at row 500 there, at the zoom of
    // V3 (≈20,000 visible hexes).
    let seam = Hex(OffsetCoordinate(row: 500, col: 1_000), kind: .oddQ)
    let center = geometry.center(of: seam)
    let camera = HexCamera(center: PixelPoint(x: center.x - 7.5, y: center.y), zoom: 0.631)
    let route = (0...40).map { Hex(OffsetCoordinate(row: 500, col: (980 + $0) % 1_000), kind: .oddQ) }
    let range = Hex(OffsetCoordinate(row: 500, col: 0), kind: .oddQ).hexagon(radius: 6)
    // The brute-force count, once, untimed: every plane hex near the view
    // whose cell meets it and whose row is on the world.
    let screen = camera.screenGeometry(for: geometry, in: viewport)
    let rect = PixelRect(origin: .zero, size: viewport)
    let truth = seam.hexagon(radius: 260).reduce(0) { count, hex in
      let row = OffsetCoordinate(hex, kind: .oddQ).row
      return count + ((0..<1_000).contains(row) && screen.hexagon(of: hex).intersects(rect) ? 1 : 0)
    }
    run(
      "V4", "draw list of a 1000×1000 cylinder across its seam, ≈20000 visible, route and range across it",
      items: Swift.max(truth, 1), unit: "ns/visible hex", target: "as V3d: ≤ 2 ms a frame (100 ns/hex)",
      limit: 2e6 / Double(Swift.max(truth, 1))
    ) {
      var frame = HexDrawList(world: world, geometry: geometry, camera: camera, viewport: viewport)
      frame.addPath(route, id: "route")
      frame.addOutline(of: range, id: "range")
      return frame.cells.count + frame.overlays.count
    }
    if let i = rows.firstIndex(where: { $0.id == "V4" }), rows[i].checksum != truth + 2 {
      rows[i].note += "drawn cells differ from the brute-force scan's \(truth)"
    }
  }
}
