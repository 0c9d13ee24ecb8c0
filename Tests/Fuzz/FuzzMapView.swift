// Fuzz harness: the map view's engine (HexCamera, HexDrawList,
// HexMapInteraction). Cameras decoded from JSON or made from raw values,
// then panned, zoomed, fitted and set, stay in their documented domain
// and decode exactly when the documentation says; a draw list's cells are
// exactly a brute-force scan of a small map, or the documented fallback;
// drag and pinch events in any interleaving match an affine oracle; the
// cursor's first hex is the brute-force nearest map hex.
import Foundation
import HexCore
import HexLayoutEngine

extension FuzzInput {
  /// A finite number of moderate size, or any double.
  mutating func moderate(_ scale: Double) -> Double {
    bool() ? Double(Int64(truncatingIfNeeded: uint64()) % 2_000_001) / 1_000_000 * scale : double()
  }

  /// A zoom-like positive number: e^[-30, 30], or any double.
  mutating func positive() -> Double {
    bool() ? Foundation.exp(Double(int(upTo: 60_000)) / 1_000 - 30) : double()
  }

  /// A small region around a center often near the coordinate range's
  /// ends: each of q, r, s within a few steps of the center's.
  mutating func smallRegion() -> HexRegion {
    let center = Hex(q: coordinate(), r: coordinate())
    func range(_ c: Int) -> ClosedRange<Int> {
      let c = max(min(c, 1 << 31), -(1 << 31))
      return (c - int(upTo: 5))...(c + int(upTo: 5))
    }
    return HexRegion(q: range(center.q), r: range(center.r), s: range(-center.q - center.r))
  }
}

/// `a...b` or `b...a`, whichever is ordered; NaN as an infinity (a
/// `ClosedRange` of NaN traps in the caller's code, before the library).
private func range(_ a: Double, _ b: Double) -> ClosedRange<Double> {
  let a = a.isNaN ? -Double.infinity : a, b = b.isNaN ? Double.infinity : b
  return min(a, b)...max(a, b)
}

/// The documented invariants of any camera.
private func checkDomain(_ c: HexCamera, _ what: String) {
  check(c.center.isFinite, "\(what): center \(c.center) not finite")
  check(
    HexCamera.centerRange.contains(c.center.x) && HexCamera.centerRange.contains(c.center.y),
    "\(what): center \(c.center) outside ±2^90")
  check(
    HexCamera.zoomRange.contains(c.zoomLimits.lowerBound) && HexCamera.zoomRange.contains(c.zoomLimits.upperBound),
    "\(what): limits \(c.zoomLimits) outside the zoom range")
  check(c.zoomLimits.contains(c.zoom), "\(what): zoom \(c.zoom) outside \(c.zoomLimits)")
}

/// A JSON number, or nil for what JSON cannot write (NaN, infinities).
private func json(_ x: Double) -> String? { x.isFinite ? "\(x)" : nil }

/// A camera from the input: decoded (checked against the documented rule
/// for what decodes) or made with `init`.
private func fuzzCamera(_ input: inout FuzzInput) -> HexCamera {
  let center = PixelPoint(x: input.moderate(1e4), y: input.moderate(1e4))
  let zoom = input.positive()
  let limits = (input.positive(), input.positive())
  if input.bool(), let x = json(center.x), let y = json(center.y), let z = json(zoom), let a = json(limits.0),
    let b = json(limits.1)
  {
    let withLimits = input.bool()
    let text = #"{"center":[\#(x),\#(y)],"zoom":\#(z)"# + (withLimits ? #","zoomLimits":[\#(a),\#(b)]}"# : "}")
    let decoded = try? JSONDecoder().decode(HexCamera.self, from: Data(text.utf8))
    // The rule: a center within ±2^90, limits within 2^-40...2^40 with
    // the smaller first (or absent: the default), a zoom within them.
    // (JSON's text of a double reads back as the same double.)
    let allowed = withLimits ? range(limits.0, limits.1) : HexCamera.defaultZoomLimits
    let valid =
      HexCamera.centerRange.contains(center.x) && HexCamera.centerRange.contains(center.y)
      && (!withLimits
        || (limits.0 <= limits.1 && HexCamera.zoomRange.contains(limits.0)
          && HexCamera.zoomRange.contains(limits.1)))
      && allowed.contains(zoom)
    check((decoded != nil) == valid, "decoding \(text): \(decoded.map { "\($0)" } ?? "refused"), valid: \(valid)")
    if let decoded {
      checkDomain(decoded, "decoded \(text)")
      check(decoded.center == center && decoded.zoom == zoom, "decoded \(text) as \(decoded)")
      return decoded
    }
  }
  let camera = HexCamera(center: center, zoom: zoom, zoomLimits: range(limits.0, limits.1))
  checkDomain(camera, "init(\(center), \(zoom), \(limits))")
  return camera
}

/// Random operations: each keeps the domain; a non-finite argument
/// changes nothing.
private func fuzzOperations(_ camera: inout HexCamera, _ input: inout FuzzInput) {
  for step in 0..<input.int(upTo: 8) {
    let before = camera
    let viewport = PixelSize(width: input.moderate(2e3), height: input.moderate(2e3))
    switch input.byte() % 6 {
    case 0:
      let t = PixelSize(width: input.moderate(1e3), height: input.moderate(1e3))
      camera.pan(by: t)
      if !t.isFinite { check(camera == before, "pan by \(t) changed \(before)") }
    case 1:
      let factor = input.positive(), anchor = PixelPoint(x: input.moderate(1e3), y: input.moderate(1e3))
      camera.zoom(by: factor, about: anchor, in: viewport)
      if !(factor.isFinite && factor > 0) || !anchor.isFinite || !viewport.isFinite {
        check(camera == before, "zoom(by: \(factor), about: \(anchor), in: \(viewport)) changed \(before)")
      } else if camera != before, camera.center.x.magnitude < 0x1p89, camera.center.y.magnitude < 0x1p89 {
        // The anchor stays put, to the precision of its world point.
        let world = before.worldPoint(forScreen: anchor, in: viewport)
        let back = camera.screenPoint(forWorld: world, in: viewport)
        let scale =
          (world.x.magnitude + world.y.magnitude + 1) * camera.zoom + anchor.x.magnitude
          + anchor.y.magnitude + viewport.width.magnitude + viewport.height.magnitude
        check(
          (back.x - anchor.x).magnitude <= 1e-9 * scale && (back.y - anchor.y).magnitude <= 1e-9 * scale,
          "zoom about \(anchor): it moved to \(back)")
      }
    case 2:
      let rect = PixelRect(
        x: input.moderate(1e4), y: input.moderate(1e4), width: input.moderate(1e3), height: input.moderate(1e3))
      camera.fit(rect, in: viewport, padding: input.moderate(10))
      if !rect.isFinite || !viewport.isFinite { check(camera == before, "fit(\(rect)) changed \(before)") }
    case 3:
      let c = PixelPoint(x: input.double(), y: input.double())
      camera.center = c
      if !c.isFinite { check(camera.center == .zero, "center = \(c) gave \(camera.center)") }
    case 4: camera.zoom = input.positive()
    default: camera.zoomLimits = range(input.positive(), input.positive())
    }
    checkDomain(camera, "operation \(step) from \(before)")
  }
}

/// The draw list of a small map against a scan of the whole map.
private func fuzzDrawList(_ camera: HexCamera, _ input: inout FuzzInput) {
  let map = input.smallRegion()
  let orientation: HexOrientation = input.bool() ? .flatTop : .pointyTop
  let geometry =
    input.bool()
    ? HexGeometry(orientation: orientation, size: input.moderate(50), origin: PixelPoint(x: input.moderate(1e4), y: 0))
    : HexGeometry(
      orientation: orientation, size: PixelSize(width: input.double(), height: input.double()),
      origin: PixelPoint(x: input.double(), y: input.double()), yAxis: input.bool() ? .up : .down)
  let viewport = PixelSize(width: input.moderate(2e3), height: input.moderate(2e3))
  let minimum = input.bool() ? HexDrawList.defaultMinimumCellSize : input.moderate(4)
  let list = HexDrawList(world: map, geometry: geometry, camera: camera, viewport: viewport, minimumCellSize: minimum)
  let screen = list.geometry
  let what = "draw list of \(map) in \(geometry), \(camera), viewport \(viewport)"
  check(list.viewport.isFinite && list.viewport.width >= 0 && list.viewport.height >= 0, "\(what): viewport")
  check(list.mapOutline.allSatisfy(\.isFinite), "\(what): outline not finite")
  let finite = screen.origin.isFinite && screen.size.isFinite
  switch list.levelOfDetail {
  case .cells:
    check(finite, "\(what): cells on a geometry that is not finite")
    check(list.mapOutline.isEmpty, "\(what): cells and an outline")
    check(list.cells.count == Set(list.cells).count, "\(what): repeated cells")
    check(list.cells.allSatisfy(map.contains), "\(what): cells off the map")
    // Exactly the scan where the screen geometry is in HexGeometry's exact
    // domain (normal sizes up to 2^50, an origin within 2^32 sizes; the
    // draw list's cells are HexCore's culling, which is only checked
    // there: beyond it, extreme aspect ratios lose cells, a HexCore
    // matter).
    let exact =
      HexGeometry(
        orientation: screen.orientation, validatingSize: screen.size, origin: screen.origin, yAxis: screen.yAxis)
      != nil
    if exact {
      let expected = map.filter { screen.hexagon(of: $0).intersects(list.viewport) }
      check(Set(list.cells) == Set(expected), "\(what): cells \(list.cells), scan \(expected)")
    }
  case .mapOutline:
    check(list.cells.isEmpty, "\(what): outline with cells")
    // A small map never reaches the culling limit: only small (zero,
    // subnormal) cells or a screen geometry that is not finite give the
    // outline.
    let cellSize = min(screen.size.width.magnitude, screen.size.height.magnitude)
    check(
      !finite || !cellSize.isNormal || cellSize < list.minimumCellSize, "\(what): outline with cells of \(cellSize)")
    if !finite { check(list.mapOutline.isEmpty, "\(what): an outline on a geometry that is not finite") }
  }
}

/// The affine oracle of a camera: screen = world · zoom + b.
private struct Affine {
  var zoom: Double
  var b: PixelPoint
}

/// Drag and pinch events in any order; with moderate totals, against the
/// oracle; with any totals, the domain and the zoom rule.
private func fuzzGestures(_ start: HexCamera, _ input: inout FuzzInput) {
  let viewport = PixelSize(width: 400, height: 300)
  var interaction = HexMapInteraction(world: HexRegion.empty, geometry: HexGeometry(orientation: .flatTop, size: 10))
  var camera = start
  let moderate = input.bool()
  var oracle = Affine(
    zoom: camera.zoom,
    b: PixelPoint(
      x: viewport.width / 2 - camera.center.x * camera.zoom, y: viewport.height / 2 - camera.center.y * camera.zoom))
  var previousDrag = PixelSize(width: 0, height: 0)
  var pinchStart: Double?
  let anchor = PixelPoint(x: Double(input.int(upTo: 400)), y: Double(input.int(upTo: 300)))
  // Moderate: totals and a start that keep the zoom inside the limits and
  // the center far from its range's ends, so nothing is clamped.
  let inside =
    moderate && camera.zoomLimits.lowerBound <= camera.zoom / 1e4 && camera.zoom * 1e4 <= camera.zoomLimits.upperBound
    && camera.center.x.magnitude < 1e6 && camera.center.y.magnitude < 1e6
  for step in 0..<input.int(upTo: 16) {
    let before = camera
    switch input.byte() % 4 {
    case 0:
      let t =
        moderate
        ? PixelSize(width: Double(input.int(upTo: 2000)) - 1000, height: Double(input.int(upTo: 2000)) - 1000)
        : PixelSize(width: input.double(), height: input.double())
      interaction.drag(by: t, camera: &camera)
      if t.isFinite {
        check(interaction.dragTranslation == t, "drag \(t) not remembered")
        oracle.b = PixelPoint(
          x: oracle.b.x + t.width - previousDrag.width, y: oracle.b.y + t.height - previousDrag.height)
        previousDrag = t
      } else {
        check(camera == before, "drag by \(t) changed the camera")
      }
    case 1:
      interaction.endDrag()
      check(interaction.dragTranslation == nil && camera == before, "endDrag")
      previousDrag = PixelSize(width: 0, height: 0)
    case 2:
      let m = moderate ? Foundation.exp(Double(input.int(upTo: 2000)) / 1000 - 1) : input.double()
      interaction.pinch(by: m, about: anchor, viewport: viewport, camera: &camera)
      guard m.isFinite, m > 0 else {
        check(camera == before, "pinch by \(m) changed the camera")
        break
      }
      let z0 = pinchStart ?? before.zoom
      pinchStart = z0
      check(
        interaction.pinchStartZoom == z0, "pinch start \(String(describing: interaction.pinchStartZoom)), not \(z0)")
      let target = min(max(z0 * m, camera.zoomLimits.lowerBound), camera.zoomLimits.upperBound)
      check(camera.zoom == target || camera == before, "pinch ×\(m) from \(z0): zoom \(camera.zoom), not \(target)")
      oracle.b = PixelPoint(
        x: anchor.x + (oracle.b.x - anchor.x) * camera.zoom / oracle.zoom,
        y: anchor.y + (oracle.b.y - anchor.y) * camera.zoom / oracle.zoom)
      oracle.zoom = camera.zoom
    default:
      interaction.endPinch()
      check(interaction.pinchStartZoom == nil && camera == before, "endPinch")
      pinchStart = nil
    }
    checkDomain(camera, "gesture step \(step)")
    if inside {
      for w in [PixelPoint.zero, start.center] {
        let got = camera.screenPoint(forWorld: w, in: viewport)
        let want = PixelPoint(x: w.x * oracle.zoom + oracle.b.x, y: w.y * oracle.zoom + oracle.b.y)
        let scale = 1 + (w.x.magnitude + w.y.magnitude + 1e4) * oracle.zoom + 1e5
        check(
          (got.x - want.x).magnitude <= 1e-9 * scale && (got.y - want.y).magnitude <= 1e-9 * scale,
          "gesture step \(step): \(w) at \(got), oracle \(want)")
      }
    }
  }
}

/// The map's nearest hex against a scan: fewest steps, then the least
/// dq² + dr² + ds², then the smallest q, then r.
private func fuzzNearest(_ input: inout FuzzInput) {
  let map = input.smallRegion()
  let near = map.first ?? .zero
  let hex =
    input.bool()
    ? Hex(q: input.coordinate(), r: input.coordinate())
    : Hex(q: near.q + input.int(upTo: 40) - 20, r: near.r + input.int(upTo: 40) - 20)
  guard hex.isInCoordinateRange else { return }
  var best: (key: [Int], hex: Hex)?
  for m in map {
    let dq = m.q - hex.q, dr = m.r - hex.r, ds = m.s - hex.s
    let key = [max(abs(dq), abs(dr), abs(ds)), dq * dq + dr * dr + ds * ds, m.q, m.r]
    if best.map({ key.lexicographicallyPrecedes($0.key) }) ?? true { best = (key, m) }
  }
  let got = HexMapInteraction<HexRegion>.nearestOnMap(hex, in: map)
  check(
    got == best?.hex, "nearest to \(hex) in \(map): \(String(describing: got)), scan \(String(describing: best?.hex))")
}

/// libFuzzer's entry point: runs one input, trapping on a broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMapView(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  switch input.byte() % 4 {
  case 0:
    var camera = fuzzCamera(&input)
    fuzzOperations(&camera, &input)
  case 1:
    var camera = fuzzCamera(&input)
    fuzzOperations(&camera, &input)
    fuzzDrawList(camera, &input)
  case 2: fuzzGestures(fuzzCamera(&input), &input)
  default: fuzzNearest(&input)
  }
  return 0
}
