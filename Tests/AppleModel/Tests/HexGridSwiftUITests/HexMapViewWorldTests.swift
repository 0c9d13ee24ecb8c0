// HexMapView over a wrapping world, with styled overlays and a framing,
// driven through the model.

import HexGridSwiftUI
import SwiftUI
import XCTest

final class HexMapViewWorldTests: XCTestCase {
  final class Board {
    var camera = HexCamera(center: PixelPoint(x: 40, y: 40), zoom: 1)
    var selection: Hex?
    var framing: HexMapFraming?
  }

  static let cylinder = HexCylinder(rows: 6, columns: 8, kind: .oddQ)!
  static let geometry = HexGeometry(orientation: .flatTop, size: 10)
  static let viewport = CGSize(width: 300, height: 200)
  /// One period east on screen at zoom 1: 8 columns of 15 units.
  static let period = 8 * 15.0

  /// Each cell filled with a color naming the world's hex it stands for.
  static func color(_ hex: Hex) -> Color { Color(red: Double(hex.q), green: Double(hex.r), blue: 0.5) }

  @MainActor static func view(
    _ board: Board, overlays: [HexOverlay] = [], styles: [String: HexOverlayStyle] = [:]
  ) -> HexMapView<HexCylinder> {
    HexMapView(
      world: cylinder, geometry: geometry, camera: Binding(get: { board.camera }, set: { board.camera = $0 }),
      selection: Binding(get: { board.selection }, set: { board.selection = $0 }),
      framing: Binding(get: { board.framing }, set: { board.framing = $0 }), overlays: overlays,
      overlayStyles: styles, fill: color)
  }

  @MainActor static func draw(_ board: Board, overlays: [HexOverlay] = [], styles: [String: HexOverlayStyle] = [:])
    throws -> [GraphicsContext.Command]
  {
    let rendering = ModelRenderer.render(
      view(board, overlays: overlays, styles: styles), proposal: ProposedViewSize(viewport))
    return try XCTUnwrap(rendering.leaves.first { $0.name == "Canvas" }).drawing
  }

  /// Each fill's first corner, rounded, with its color.
  static func fills(_ drawing: [GraphicsContext.Command]) -> Set<[Double]> {
    Set(
      drawing.filter { $0.kind == .fill }.compactMap { command in
        var first: CGPoint?
        command.path.forEach { if first == nil, case .move(let p) = $0 { first = p } }
        guard let first else { return nil }
        return [
          (Double(first.x) * 1e6).rounded(), (Double(first.y) * 1e6).rounded(), command.color.red, command.color.green,
        ]
      })
  }

  /// Panned past the seam, the world draws the same picture as the stored
  /// copy: the same screen cells with the same world hexes; and the world
  /// hex of each fill is its plane hex's column taken modulo 8.
  func testPanningPastTheSeamDrawsTheSameCells() throws {
    try MainActor.assumeIsolated {
      let board = Board()
      let home = try Self.draw(board)
      XCTAssertGreaterThan(home.count, 40)
      for periods in [1.0, 2, -1, 5] {
        // One period is 8 columns east (120 units) and, in axial
        // coordinates (8, −4), the y of that hex's center.
        let shift = Self.geometry.center(of: Self.cylinder.period)
        XCTAssertEqual(shift.x, Self.period, accuracy: 1e-9)
        board.camera.center = PixelPoint(x: 40 + periods * shift.x, y: 40 + periods * shift.y)
        XCTAssertEqual(Self.fills(try Self.draw(board)), Self.fills(home), "\(periods) periods east")
      }
      // By hand: the fill at each cell names that cell's column mod 8.
      board.camera.center = PixelPoint(
        x: 40 + 3 * Self.period, y: 40 + Self.geometry.center(of: Self.cylinder.period).y * 3)
      let screen = board.camera.screenGeometry(for: Self.geometry, in: PixelSize(Self.viewport))
      for command in try Self.draw(board) where command.kind == .fill {
        var first: CGPoint?
        command.path.forEach { if first == nil, case .move(let p) = $0 { first = p } }
        // Corner 0 of a flat-top cell is its east corner: the center is
        // one size (10 points) west of it.
        let point = try XCTUnwrap(first)
        let plane = try XCTUnwrap(screen.hex(containing: PixelPoint(x: point.x - 10, y: point.y)))
        let offset = OffsetCoordinate(plane, kind: .oddQ)
        let world = Hex(OffsetCoordinate(row: offset.row, col: ((offset.col % 8) + 8) % 8), kind: .oddQ)
        XCTAssertEqual(command.color, Self.color(world))
      }
    }
  }

  /// A drag east by one period's width goes round the world: the camera
  /// moves one period, and the picture is the one it started with.
  func testADragOfOnePeriodComesBackRound() throws {
    try MainActor.assumeIsolated {
      let board = Board()
      let start = try Self.draw(board)
      let rendering = ModelRenderer.render(Self.view(board), proposal: ProposedViewSize(Self.viewport))
      let period = Self.geometry.center(of: Self.cylinder.period)
      XCTAssertEqual(
        rendering.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200 - period.x, y: 100 - period.y)), 1)
      XCTAssertEqual(board.camera.center.x, 40 + period.x, accuracy: 1e-9)
      XCTAssertEqual(Self.fills(try Self.draw(board)), Self.fills(start))
    }
  }

  /// A tap on a copy selects the world's hex, and the selection is
  /// outlined at every copy in view.
  func testATapOnACopySelectsTheWorldsHexEverywhere() throws {
    try MainActor.assumeIsolated {
      let board = Board()
      board.camera = HexCamera(center: PixelPoint(x: 60, y: 40), zoom: 0.8)  // 375 units: three copies
      let rendering = ModelRenderer.render(Self.view(board), proposal: ProposedViewSize(Self.viewport))
      let plane = Hex(OffsetCoordinate(row: 2, col: 9), kind: .oddQ)
      let screen = board.camera.screenGeometry(for: Self.geometry, in: PixelSize(Self.viewport))
      let at = screen.center(of: plane)
      XCTAssertEqual(rendering.spatialTap(at: CGPoint(x: at.x, y: at.y)), 1)
      XCTAssertEqual(board.selection, Hex(OffsetCoordinate(row: 2, col: 1), kind: .oddQ))
      let outlined = try Self.draw(board).filter { $0.color == .blue }
      let copies = (-2...4).filter { k in
        let copy = Hex(OffsetCoordinate(row: 2, col: 1 + 8 * k), kind: .oddQ)
        return screen.hexagon(of: copy).intersects(PixelRect(origin: .zero, size: PixelSize(Self.viewport)))
      }
      XCTAssertGreaterThanOrEqual(copies.count, 2)
      XCTAssertEqual(outlined.count, copies.count)
    }
  }

  /// Each overlay is drawn with the style its id names, in order of the
  /// styles' z-index; an overlay with no style gets the default.
  func testStylesReachTheDrawCalls() throws {
    try MainActor.assumeIsolated {
      let board = Board()
      board.camera.zoom = 3  // 100 units across: one copy of the world in view
      let teal = Color(red: 0.1, green: 0.6, blue: 0.6)
      let a = Hex(OffsetCoordinate(row: 2, col: 1), kind: .oddQ), b = Hex(OffsetCoordinate(row: 2, col: 2), kind: .oddQ)
      let drawing = try Self.draw(
        board,
        overlays: [.path([a, b], id: "route"), .cells([a], id: "seen"), .edges([], id: "walls")],
        styles: [
          "route": HexOverlayStyle(stroke: .blue, lineWidth: 5, dash: [4, 2], zIndex: 2),
          "seen": HexOverlayStyle(stroke: nil, fill: teal, zIndex: 1),
        ])
      let route = drawing.indices.filter { drawing[$0].color == .blue && drawing[$0].kind == .stroke(lineWidth: 5) }
      XCTAssertEqual(route.count, 1, "one copy of the path in view")
      XCTAssertEqual(drawing[route[0]].dash, [4, 2])
      let seen = drawing.indices.filter { drawing[$0].color == teal }
      XCTAssertEqual(seen.count, 1, "one copy of the cell in view, filled, not stroked")
      XCTAssertEqual(drawing[seen[0]].kind, .fill)
      XCTAssertLessThan(seen[0], route[0], "z-index 1 draws under z-index 2, though given after")
      XCTAssertTrue(drawing.allSatisfy { $0.color != .red }, "no default style where one was given")
    }
  }

  /// A framing shows its hexes without the app knowing the view's size;
  /// the first drag writes the framed camera, moved, and ends the framing.
  func testAFramingShowsItsHexesUntilTheFirstGesture() throws {
    try MainActor.assumeIsolated {
      let board = Board()
      board.camera = HexCamera(center: PixelPoint(x: 5_000, y: 40), zoom: 3)
      let route = (0..<6).map { Hex(OffsetCoordinate(row: $0 % 6, col: $0), kind: .oddQ) }
      board.framing = HexMapFraming(route, padding: 10)
      let before = board.camera
      let fills = try Self.draw(board).filter { $0.kind == .fill }
      let colors = Set(fills.map { [$0.color.red, $0.color.green] })
      for hex in route { XCTAssertTrue(colors.contains([Double(hex.q), Double(hex.r)]), "\(hex) in view") }
      XCTAssertEqual(board.camera, before, "the camera is written on the first gesture, not while drawing")
      let rendering = ModelRenderer.render(Self.view(board), proposal: ProposedViewSize(Self.viewport))
      XCTAssertEqual(rendering.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 110, y: 100)), 1)
      XCTAssertNil(board.framing)
      XCTAssertNotEqual(board.camera, before)
      // The framed route stays in view, 10 points to the right.
      let after = board.camera.screenGeometry(for: Self.geometry, in: PixelSize(Self.viewport))
      for hex in route {
        let center = after.center(of: hex)
        XCTAssertTrue(center.x >= 10 && center.x <= 300 && center.y >= 0 && center.y <= 200, "\(hex) at \(center)")
      }
    }
  }
}
