import Foundation
import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

/// A drag and a pinch running at once (as `HexMapView` attaches them),
/// against an oracle that tracks the camera as the affine map it is.
///
/// A camera shows world point `w` at screen point `w · zoom + b`, where
/// `b = viewport / 2 − center · zoom`. The oracle updates `(zoom, b)` by the
/// documented rules alone, never through `HexCamera`:
///
/// - a drag change from total `P` to total `T` adds `T − P` to `b` (every
///   world point moves on screen by the change);
/// - a pinch change to total `M` sets `zoom′ = z₀ · M`, `z₀` the zoom when
///   the pinch began, and scales about the anchor `a`:
///   `b′ = a + (b − a) · zoom′ / zoom` (the world point under `a` stays).
///
/// Pans and zooms about a point commute only partially (a pan moves the
/// world point under the anchor), so the oracle is this sequential
/// application of changes; on top of it the tests check properties that
/// hold in every order: the zoom is always `z₀ ·` the pinch's latest total,
/// a pinch with no drag change during it keeps the world point under its
/// anchor, and a drag with no pinch change during it moves every world
/// point by its total translation.
final class MapInteractionGestureTests: XCTestCase {
  let viewport = PixelSize(width: 400, height: 300)
  let map = Hex.zero.hexagon(radius: 9)
  let geometry = HexGeometry(orientation: .flatTop, size: 10)

  enum Event: Equatable, CustomStringConvertible {
    case drag(Int), endDrag, pinch(Int), endPinch

    var description: String {
      switch self {
      case .drag(let i): "drag\(i + 1)"
      case .endDrag: "endDrag"
      case .pinch(let i): "pinch\(i + 1)"
      case .endPinch: "endPinch"
      }
    }
  }

  /// Every merge of the two four-event sequences that keeps each one's
  /// order: C(8, 4) = 70.
  static let interleavings: [[Event]] = {
    let drag: [Event] = [.drag(0), .drag(1), .drag(2), .endDrag]
    let pinch: [Event] = [.pinch(0), .pinch(1), .pinch(2), .endPinch]
    var result: [[Event]] = []
    func merge(_ i: Int, _ j: Int, _ prefix: [Event]) {
      if i == drag.count && j == pinch.count { return result.append(prefix) }
      if i < drag.count { merge(i + 1, j, prefix + [drag[i]]) }
      if j < pinch.count { merge(i, j + 1, prefix + [pinch[j]]) }
    }
    merge(0, 0, [])
    return result
  }()

  /// The affine oracle: screen = world · zoom + b.
  struct Oracle {
    var zoom: Double
    var b: PixelPoint
    func screen(_ w: PixelPoint) -> PixelPoint { PixelPoint(x: w.x * zoom + b.x, y: w.y * zoom + b.y) }
  }

  func testThereAreSeventyInterleavings() {
    XCTAssertEqual(Self.interleavings.count, 70)
    XCTAssertEqual(Set(Self.interleavings.map { "\($0)" }).count, 70)
  }

  /// Every interleaving, over seeded random cameras, totals and anchors:
  /// the camera matches the oracle after each event, and the three
  /// order-free properties hold.
  func testEveryInterleavingOfADragAndAPinch() {
    var dragTotals = 0, pinchAnchors = 0
    for seed in UInt64(1)...12 {
      var rng = SplitMix64(seed: 0x6E57_0000 + seed)
      let start = HexCamera(
        center: PixelPoint(x: .random(in: -1e3...1e3, using: &rng), y: .random(in: -1e3...1e3, using: &rng)),
        zoom: Foundation.exp(Double.random(in: -1...1, using: &rng)))
      let drags = (0..<3).map { _ in
        PixelSize(width: .random(in: -200...200, using: &rng), height: .random(in: -200...200, using: &rng))
      }
      // Totals within e^±1: with a start within e^±1 the zoom stays inside
      // the default limits (10⁻³…10³), where nothing is clamped.
      let pinches = (0..<3).map { _ in Foundation.exp(Double.random(in: -1...1, using: &rng)) }
      let anchor = PixelPoint(
        x: .random(in: 0...viewport.width, using: &rng), y: .random(in: 0...viewport.height, using: &rng))
      let probes = [PixelPoint.zero, start.center, start.worldPoint(forScreen: anchor, in: viewport)]
      for (n, events) in Self.interleavings.enumerated() {
        let checked = check(
          events, start: start, drags: drags, pinches: pinches, anchor: anchor, probes: probes,
          label: "seed \(seed), interleaving \(n): \(events)")
        dragTotals += checked.dragTotals
        pinchAnchors += checked.pinchAnchors
      }
    }
    // Each property was checked where it applies. A drag sees no pinch
    // change when each of the pinch's three changes comes before the drag
    // begins or after it ends: all three before (5 places for the pinch's
    // end), 0, 1 or 2 of them before and the rest after (1 way each), so 8
    // of the 70; the same for a pinch. 12 seeds.
    XCTAssertEqual(dragTotals, 8 * 12)
    XCTAssertEqual(pinchAnchors, 8 * 12)
  }

  func check(
    _ events: [Event], start: HexCamera, drags: [PixelSize], pinches: [Double], anchor: PixelPoint,
    probes: [PixelPoint], label: String
  ) -> (dragTotals: Int, pinchAnchors: Int) {
    var checked = (dragTotals: 0, pinchAnchors: 0)
    var interaction = HexMapInteraction(world: map, geometry: geometry)
    var camera = start
    var oracle = Oracle(
      zoom: start.zoom,
      b: PixelPoint(
        x: viewport.width / 2 - start.center.x * start.zoom, y: viewport.height / 2 - start.center.y * start.zoom))
    var previousDrag = PixelSize(width: 0, height: 0)
    var pinchStart: Double?
    var latestPinch = 1.0
    // For the order-free properties: the camera before the first change of
    // each gesture, and whether the other gesture changed the camera since.
    var dragActive = false, pinchActive = false
    var beforeDrag = start, beforePinch = start
    var pinchChangedDuringDrag = false, dragChangedDuringPinch = false
    for (step, event) in events.enumerated() {
      let before = camera
      switch event {
      case .drag(let i):
        if pinchActive { dragChangedDuringPinch = true }
        if i == 0 { (dragActive, beforeDrag, pinchChangedDuringDrag) = (true, camera, false) }
        interaction.drag(by: drags[i], camera: &camera)
        let t = drags[i]
        oracle.b.x += t.width - previousDrag.width
        oracle.b.y += t.height - previousDrag.height
        previousDrag = t
      case .endDrag:
        dragActive = false
        interaction.endDrag()
        XCTAssertNil(interaction.dragTranslation, label)
        XCTAssertEqual(camera, before, "ending a drag moves nothing: \(label)")
        // The drag's whole total moved every world point, when no pinch
        // changed the camera meanwhile.
        if !pinchChangedDuringDrag {
          checked.dragTotals += 1
          for w in probes {
            let a = beforeDrag.screenPoint(forWorld: w, in: viewport), b = camera.screenPoint(forWorld: w, in: viewport)
            let tolerance = 1e-9 * (1 + a.x.magnitude + a.y.magnitude)
            XCTAssertEqual(b.x - a.x, drags[2].width, accuracy: tolerance, "drag total: \(label)")
            XCTAssertEqual(b.y - a.y, drags[2].height, accuracy: tolerance, "drag total: \(label)")
          }
        }
      case .pinch(let i):
        if dragActive { pinchChangedDuringDrag = true }
        if i == 0 { (pinchActive, beforePinch, dragChangedDuringPinch) = (true, camera, false) }
        interaction.pinch(by: pinches[i], about: anchor, viewport: viewport, camera: &camera)
        let z0 = pinchStart ?? oracle.zoom
        pinchStart = z0
        latestPinch = pinches[i]
        let zoom = z0 * pinches[i]
        oracle.b = PixelPoint(
          x: anchor.x + (oracle.b.x - anchor.x) * zoom / oracle.zoom,
          y: anchor.y + (oracle.b.y - anchor.y) * zoom / oracle.zoom)
        oracle.zoom = zoom
      case .endPinch:
        pinchActive = false
        interaction.endPinch()
        XCTAssertNil(interaction.pinchStartZoom, label)
        XCTAssertEqual(camera, before, "ending a pinch moves nothing: \(label)")
        // The world point under the anchor when the pinch began is under
        // it at its end, when no drag changed the camera meanwhile.
        if !dragChangedDuringPinch {
          checked.pinchAnchors += 1
          let w = beforePinch.worldPoint(forScreen: anchor, in: viewport)
          let s = camera.screenPoint(forWorld: w, in: viewport)
          let tolerance = 1e-9 * (1 + (w.x.magnitude + w.y.magnitude) * camera.zoom)
          XCTAssertEqual(s.x, anchor.x, accuracy: tolerance, "pinch anchor: \(label)")
          XCTAssertEqual(s.y, anchor.y, accuracy: tolerance, "pinch anchor: \(label)")
        }
      }
      // Order-free: the zoom is the start's times the pinch's latest total,
      // whatever drags did (and after the pinch ended, too).
      XCTAssertEqual(
        camera.zoom, start.zoom * latestPinch, accuracy: 1e-12 * camera.zoom, "zoom after step \(step): \(label)")
      // The oracle: every probe where the affine map puts it.
      XCTAssertEqual(camera.zoom, oracle.zoom, accuracy: 1e-12 * oracle.zoom, "step \(step): \(label)")
      for w in probes {
        let got = camera.screenPoint(forWorld: w, in: viewport), want = oracle.screen(w)
        let tolerance = 1e-9 * (1 + (w.x.magnitude + w.y.magnitude + 2e3) * oracle.zoom + 1e3)
        XCTAssertEqual(got.x, want.x, accuracy: tolerance, "step \(step), probe \(w): \(label)")
        XCTAssertEqual(got.y, want.y, accuracy: tolerance, "step \(step), probe \(w): \(label)")
      }
    }
    XCTAssertNil(interaction.dragTranslation, label)
    XCTAssertNil(interaction.pinchStartZoom, label)
    return checked
  }

  /// Issue 40, item 8, first case: a drag change in the middle of a pinch
  /// kept the zoom of the pinch's ×2 (it reset it to ×1 from the shared
  /// start).
  func testADragChangeMidPinchKeepsThePinchZoom() {
    var interaction = HexMapInteraction(world: map, geometry: geometry)
    var camera = HexCamera(zoom: 1)
    let middle = PixelPoint(x: 200, y: 150)
    interaction.pinch(by: 2, about: middle, viewport: viewport, camera: &camera)
    XCTAssertEqual(camera.zoom, 2)
    interaction.drag(by: PixelSize(width: 30, height: 0), camera: &camera)
    XCTAssertEqual(camera.zoom, 2)
    // 30 points at zoom 2 is 15 world units: the center moved 15 left.
    XCTAssertEqual(camera.center.x, -15, accuracy: 1e-12)
    interaction.pinch(by: 3, about: middle, viewport: viewport, camera: &camera)
    XCTAssertEqual(camera.zoom, 3)
    // Zooming about the middle keeps the center.
    XCTAssertEqual(camera.center.x, -15, accuracy: 1e-12)
  }

  /// Issue 40, item 8, second case: a drag that began before a pinch and
  /// ends in its middle does not restart the pinch, so totals 2 then 2.5
  /// give ×2.5, not ×5.
  func testADragEndingMidPinchDoesNotCompoundThePinch() {
    var interaction = HexMapInteraction(world: map, geometry: geometry)
    var camera = HexCamera(zoom: 1)
    let anchor = PixelPoint(x: 120, y: 80)
    interaction.drag(by: PixelSize(width: 10, height: 5), camera: &camera)
    interaction.pinch(by: 2, about: anchor, viewport: viewport, camera: &camera)
    XCTAssertEqual(camera.zoom, 2)
    interaction.endDrag()
    interaction.pinch(by: 2.5, about: anchor, viewport: viewport, camera: &camera)
    XCTAssertEqual(camera.zoom, 2.5)
    interaction.endPinch()
    // A new pinch starts from ×2.5.
    interaction.pinch(by: 2, about: anchor, viewport: viewport, camera: &camera)
    XCTAssertEqual(camera.zoom, 5)
  }

  /// At the zoom limit a pinch is clamped, and going back restores the zoom
  /// its total gives: the pinch sets `start × total`, it does not
  /// accumulate clamped steps.
  func testAPinchPastTheLimitComesBack() {
    var interaction = HexMapInteraction(world: map, geometry: geometry)
    var camera = HexCamera(zoom: 500)
    let anchor = PixelPoint(x: 10, y: 20)
    interaction.pinch(by: 10, about: anchor, viewport: viewport, camera: &camera)
    XCTAssertEqual(camera.zoom, 1e3)
    interaction.pinch(by: 0.5, about: anchor, viewport: viewport, camera: &camera)
    XCTAssertEqual(camera.zoom, 250)
  }

  /// Bad totals change nothing and are not remembered.
  func testBadTotalsAreIgnored() {
    var interaction = HexMapInteraction(world: map, geometry: geometry)
    var camera = HexCamera(zoom: 2)
    let start = camera
    interaction.drag(by: PixelSize(width: .nan, height: 0), camera: &camera)
    XCTAssertNil(interaction.dragTranslation)
    for bad in [0, -1, .nan, .infinity] {
      interaction.pinch(by: bad, about: .zero, viewport: viewport, camera: &camera)
    }
    XCTAssertNil(interaction.pinchStartZoom)
    XCTAssertEqual(camera, start)
    interaction.drag(by: PixelSize(width: 8, height: 0), camera: &camera)
    interaction.drag(by: PixelSize(width: .infinity, height: 0), camera: &camera)
    XCTAssertEqual(interaction.dragTranslation, PixelSize(width: 8, height: 0))
    XCTAssertEqual(camera.center.x, -4)
  }
}
