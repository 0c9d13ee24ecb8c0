// GameBoard: a strategy-game board on the README's world, a cylinder of 20
// rows and 40 columns that wraps east to west, drawn by `HexMapView` in one
// Canvas. Each hex's terrain (water, grass, forest, mountain) comes from a
// hash of its coordinates, so the map is the same on every run. A unit stands
// on grass; its movement range (budget 8: grass costs 1, forest 2, mountain
// 3, water cannot be entered) is outlined and filled, and tapping a hex
// shows the cheapest route there as a dashed line drawn above the range.
// Both searches run when the selection changes (`onChange`), not in `body`,
// and their results stay in the screen's state, so panning and zooming redo
// no search. "Show route" frames the route without knowing the view's size;
// "Move" moves the unit along a route within its range.

import HexGridSwiftUI
import SwiftUI

@main
struct GameBoardApp: App {
  var body: some Scene {
    WindowGroup {
      if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
        GameBoardScreen()
      } else {
        Text("The game board needs iOS 17, macOS 14, tvOS 17 or watchOS 10.")
      }
    }
  }
}

/// A hex's terrain, from a hash of its coordinates.
enum Terrain: String {
  case water, grass, forest, mountain

  init(_ hex: Hex) {
    var h = UInt64(bitPattern: Int64(hex.q)) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(bitPattern: Int64(hex.r))
    h = (h ^ (h >> 31)) &* 0x94D0_49BB_1331_11EB
    switch (h ^ (h >> 29)) % 10 {
    case 0...1: self = .water
    case 2...5: self = .grass
    case 6...7: self = .forest
    default: self = .mountain
    }
  }

  /// The cost of entering a hex of this terrain, or `nil` for water.
  var cost: Int? {
    switch self {
    case .water: nil
    case .grass: 1
    case .forest: 2
    case .mountain: 3
    }
  }

  var color: Color {
    switch self {
    case .water: .blue
    case .grass: .green
    case .forest: Color(red: 0, green: 0.45, blue: 0.2)
    case .mountain: .gray
    }
  }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct GameBoardScreen: View {
  static let world = HexCylinder(rows: 20, columns: 40, kind: .oddQ)!
  static let geometry = HexGeometry(orientation: .flatTop, size: 24)
  static let budget = 8
  /// Where the unit starts: the first grass hex of the middle row, from the
  /// middle column eastward.
  static let start: Hex = {
    let row = (20..<40).map { Hex(OffsetCoordinate(row: 10, col: $0), kind: .oddQ) }
    return row.first { Terrain($0) == .grass } ?? row[0]
  }()
  static let styles: [String: HexOverlayStyle] = [
    "range": HexOverlayStyle(stroke: .yellow, fill: .yellow.opacity(0.25), lineWidth: 2),
    "route": HexOverlayStyle(stroke: .white, lineWidth: 4, dash: [8, 4], zIndex: 1),
    "unit": HexOverlayStyle(stroke: .black, fill: .red, zIndex: 2),
  ]

  @State private var unit = GameBoardScreen.start
  @State private var selected: Hex?
  @State private var range: [Hex] = []
  @State private var route: HexPath?
  @State private var camera = HexCamera(center: GameBoardScreen.geometry.center(of: GameBoardScreen.start))
  @State private var framing: HexMapFraming?

  var body: some View {
    VStack(spacing: 0) {
      HexMapView(
        world: Self.world, geometry: Self.geometry, camera: $camera, selection: $selected, framing: $framing,
        overlays: overlays, overlayStyles: Self.styles,
        fill: { Terrain($0).color }, label: { Terrain($0).rawValue }
      )
      HStack {
        Text(status)
        Spacer()
        Button("Show route") {
          if let route { framing = HexMapFraming(route.hexes, padding: 24) }
        }
        .disabled(route == nil)
        Button("Move") {
          if let route, route.cost <= Self.budget { unit = route.hexes.last ?? unit }
          selected = nil
        }
        .disabled(route.map { $0.cost > Self.budget } ?? true)
      }
      .padding()
    }
    .onChange(of: selected, initial: true) { plan() }
  }

  /// What the status line says about the route.
  private var status: String {
    guard selected != nil else { return "Tap a hex to plan a route" }
    guard let route else { return "No route there" }
    return "Route cost \(route.cost) of \(Self.budget) movement points"
  }

  /// The range, the route above it, and the unit on top.
  private var overlays: [HexOverlay] {
    [.outline(of: range, id: "range"), .cells([unit], id: "unit")] + (route.map { [.path($0, id: "route")] } ?? [])
  }

  /// Searches the world for the unit's range and the route to the selected
  /// hex: once per selection (moving the unit clears the selection).
  private func plan() {
    range = unit.movementRange(budget: Self.budget, on: Self.world) { Terrain($0).cost }.hexes
    route = selected.flatMap { goal in try? unit.path(to: goal, on: Self.world) { Terrain($0).cost }.get() }
  }
}
