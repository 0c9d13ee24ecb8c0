// HexMapView driven through the model: what the canvas draws, and what
// taps, pinches, drags, arrow keys and VoiceOver do to the bindings.

import HexCore
import HexGridSwiftUI
import HexLayoutEngine
import SwiftUI
import XCTest

final class HexMapViewTests: XCTestCase {
  /// The app's state: what the bindings point at.
  final class Board {
    var camera = HexCamera(center: PixelPoint(x: 30, y: -10), zoom: 2)
    var selection: Hex?
  }

  static let map = Hex.zero.hexagon(radius: 30)
  static let world = HexGeometry(orientation: .flatTop, size: 10)
  static let viewport = CGSize(width: 400, height: 300)

  @MainActor static func view(_ board: Board, overlays: [HexOverlay] = []) -> HexMapView<HexRegion> {
    HexMapView(
      world: map, geometry: world, camera: Binding(get: { board.camera }, set: { board.camera = $0 }),
      selection: Binding(get: { board.selection }, set: { board.selection = $0 }), overlays: overlays,
      fill: { $0 == .zero ? .green : .gray }, label: { $0 == .zero ? "home" : "grass" })
  }

  /// The screen geometry worked out by hand: cells of 10 · 2 = 20 points,
  /// the world origin at (−30 · 2 + 200, 10 · 2 + 150) = (140, 170).
  static var screen: HexGeometry { HexGeometry(orientation: .flatTop, size: 20, origin: PixelPoint(x: 140, y: 170)) }

  /// One fill per visible cell, each the cell's outline as drawn, and
  /// nothing for the hexes out of view.
  func testTheCanvasFillsExactlyTheVisibleCells() throws {
    try MainActor.assumeIsolated {
      let board = Board()
      let rendering = ModelRenderer.render(Self.view(board), proposal: ProposedViewSize(Self.viewport))
      let canvas = try XCTUnwrap(rendering.leaves.first { $0.name == "Canvas" })
      XCTAssertEqual(canvas.frame, CGRect(origin: .zero, size: Self.viewport))
      let fills = canvas.drawing.filter { $0.kind == .fill }
      let rect = PixelRect(x: 0, y: 0, width: 400, height: 300)
      let visible = Self.map.filter { Self.screen.hexagon(of: $0).intersects(rect) }
      XCTAssertEqual(fills.count, visible.count)
      XCTAssertGreaterThan(visible.count, 50)
      // The first point of each fill is corner 0 of a visible cell.
      var firsts = Set<[Double]>()
      for fill in fills {
        var first: CGPoint?
        fill.path.forEach { if first == nil, case .move(let p) = $0 { first = p } }
        if let first { firsts.insert([(Double(first.x) * 100).rounded(), (Double(first.y) * 100).rounded()]) }
      }
      let corners = Set(
        visible.map { hex -> [Double] in
          let c = Self.screen.hexagon(of: hex).corners[0]
          return [(c.x * 100).rounded(), (c.y * 100).rounded()]
        })
      XCTAssertEqual(firsts, corners)
      XCTAssertEqual(fills.filter { $0.color == .green }.count, visible.contains(.zero) ? 1 : 0)
    }
  }

  /// A tap selects the hex drawn under it; off the map it clears.
  func testTapSelects() {
    MainActor.assumeIsolated {
      let board = Board()
      let rendering = ModelRenderer.render(Self.view(board), proposal: ProposedViewSize(Self.viewport))
      let target = Hex(q: 2, r: -1)
      let c = Self.screen.center(of: target)
      XCTAssertEqual(rendering.spatialTap(at: CGPoint(x: c.x + 3, y: c.y - 2)), 1)
      XCTAssertEqual(board.selection, target)
      // Far off the map: the camera shows the map's corner, then a tap beyond.
      board.camera = HexCamera(center: Self.world.center(of: Hex(q: 30, r: -30)), zoom: 2)
      let corner = ModelRenderer.render(Self.view(board), proposal: ProposedViewSize(Self.viewport))
      corner.spatialTap(at: CGPoint(x: 399, y: 1))
      XCTAssertNil(board.selection)
    }
  }

  /// A pinch zooms about where the fingers started; a drag pans by its
  /// translation; each gesture applies its totals to the camera it began
  /// with.
  func testPinchAndDrag() {
    MainActor.assumeIsolated {
      let board = Board()
      var rendering = ModelRenderer.render(Self.view(board), proposal: ProposedViewSize(Self.viewport))
      let fingers = CGPoint(x: 120, y: 80)
      let before = board.camera.worldPoint(forScreen: PixelPoint(fingers), in: PixelSize(Self.viewport))
      XCTAssertEqual(rendering.magnify(by: 3, at: fingers), 1)
      XCTAssertEqual(board.camera.zoom, 6, accuracy: 1e-12)
      let after = board.camera.screenPoint(forWorld: before, in: PixelSize(Self.viewport))
      XCTAssertEqual(after.x, 120, accuracy: 1e-9)
      XCTAssertEqual(after.y, 80, accuracy: 1e-9)
      rendering = ModelRenderer.render(Self.view(board), proposal: ProposedViewSize(Self.viewport))
      let center = board.camera.center
      XCTAssertEqual(rendering.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 70)), 1)
      // The content follows the finger: 60 points right is 10 units at zoom 6.
      XCTAssertEqual(board.camera.center.x, center.x - 10, accuracy: 1e-9)
      XCTAssertEqual(board.camera.center.y, center.y + 5, accuracy: 1e-9)
    }
  }

  /// Arrow keys move a cursor from the selection (flat-top: up is the top
  /// neighbor, right the upper-right one); VoiceOver reads it with its
  /// label, and activation selects it.
  func testKeyboardCursorAndVoiceOver() throws {
    try MainActor.assumeIsolated {
      let board = Board()
      board.selection = .zero
      let mapView = Self.view(board)
      var rendering = ModelRenderer.render(mapView, proposal: ProposedViewSize(Self.viewport))
      var element = try XCTUnwrap(rendering.leaves.first)
      XCTAssertEqual(element.accessibilityLabel, "Hex map")
      XCTAssertEqual(element.accessibilityValue, "Selected q 0, r 0, s 0: home")
      XCTAssertEqual(rendering.keyPress(.upArrow), .handled)  // the cursor starts on the selection
      XCTAssertEqual(rendering.keyPress(.upArrow), .handled)  // then moves up: (0, −1)
      XCTAssertEqual(rendering.keyPress(.rightArrow), .handled)  // upper right: (1, −2)
      rendering = ModelRenderer.render(mapView, proposal: ProposedViewSize(Self.viewport))
      element = try XCTUnwrap(rendering.leaves.first)
      XCTAssertEqual(
        element.accessibilityValue, "Cursor q 1, r -2, s 1: grass. Selected q 0, r 0, s 0: home")
      element.activate()
      XCTAssertEqual(board.selection, Hex(q: 1, r: -2))
      // The cursor and the selection are outlined over the cells.
      rendering = ModelRenderer.render(mapView, proposal: ProposedViewSize(Self.viewport))
      let strokes = try XCTUnwrap(rendering.leaves.first).drawing.filter { $0.color == .blue || $0.color == .orange }
      XCTAssertEqual(strokes.count, 2)
    }
  }

  /// Overlays with no style are drawn with the defaults: a route as a red
  /// line, an outline filled and stroked in orange.
  func testOverlaysAreDrawn() throws {
    try MainActor.assumeIsolated {
      let board = Board()
      let rendering = ModelRenderer.render(
        Self.view(
          board,
          overlays: [
            .path([Hex.zero, Hex(q: 1, r: 0), Hex(q: 2, r: 0)], id: "route"),
            .outline(Hex.zero.hexagon(radius: 1).outline(), id: "range"),
          ]), proposal: ProposedViewSize(Self.viewport))
      let drawing = try XCTUnwrap(rendering.leaves.first).drawing
      XCTAssertEqual(drawing.filter { $0.color == .red }.count, 1)
      XCTAssertEqual(drawing.filter { $0.color == .orange }.count, 1)
    }
  }
}
