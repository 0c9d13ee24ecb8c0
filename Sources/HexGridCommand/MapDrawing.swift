import HexCore
import HexLayoutEngine

/// `hexgrid map`: one frame of a map view — the draw list of a camera over
/// a generated map (terrain from a seed), a route across it and the range
/// a unit can reach, outlined — as SVG the size of the viewport.
///
/// Everything drawn comes from ``HexDrawList``, as `HexMapView` draws it
/// on Apple platforms: the visible cells (each `hexagon(of:).outline()` of
/// the screen geometry), the route as the visible stretches of its
/// polyline, and the range's outline; below 2 points per cell the map is
/// one polygon.
func drawMap(_ options: Options) throws -> (svg: String, note: String) {
  let radius = try options[Subcommands.Map.radius]
  let seed = try options[Subcommands.Map.seed]
  let steps = try options[Subcommands.Map.steps]
  let viewport = PixelSize(
    width: try options[Subcommands.Map.width], height: try options[Subcommands.Map.height])
  let pointy = try options[Subcommands.Map.pointy]
  let world = HexGeometry(orientation: pointy ? .pointyTop : .flatTop, size: 10)
  let map = Hex.zero.hexagon(radius: radius)
  let terrain = SampleTerrain(seed: UInt64(truncatingIfNeeded: seed))

  // The route: from the west of the map to the east, around water, hills
  // costing more.
  let start = Hex(q: -radius * 2 / 3, r: radius / 3), goal = Hex(q: radius * 2 / 3, r: -radius / 3)
  let cost = { (hex: Hex) -> Int? in hex == start || hex == goal ? 1 : terrain[hex].cost }
  // With a budget of every hex of the map (each is expanded at most once)
  // the search cannot give up: it finds the route or proves there is none.
  // The default, 2¹⁶, gave up on maps of radius 577 without a word.
  let route: [Hex]
  var routeNote = ""
  switch start.path(to: goal, within: map, maximumExpansions: map.count, cost: cost) {
  case .success(let path):
    route = path.hexes
  case .failure(let failure):
    route = []
    let (from, to) = ("\(start.q),\(start.r)", "\(goal.q),\(goal.r)")
    routeNote =
      failure == .unreachable
      ? "hexgrid: note: no route is drawn: water separates \(from) from \(to) on this map (seed \(seed))\n"
      : "hexgrid: note: no route is drawn: the search from \(from) to \(to) gave up after \(map.count) hexes\n"
  }
  let reach = start.movementRange(steps: steps, within: map) { hex in cost(hex) != nil }.hexes

  var camera = HexCamera(zoomLimits: 1e-4...1e4)
  let zoom = try options[Subcommands.Map.zoom]
  if zoom > 0 {
    camera.zoom = zoom
    camera.center = try options[Subcommands.Map.center]
  } else if let bounds = world.bounds(of: map) {
    camera.fit(bounds, in: viewport, padding: 8)
  }
  var frame = HexDrawList(world: map, geometry: world, camera: camera, viewport: viewport)
  frame.addOutline(reach.outline(), id: "reach")
  frame.addPath(route, id: "route")

  var cells: [DrawnCell] = []
  cells.reserveCapacity(frame.cells.count)
  for hex in frame.cells {
    cells.append(DrawnCell(hexagon: frame.geometry.hexagon(of: hex), fill: terrain[hex].color, label: ""))
  }
  var overlay = ""
  if frame.levelOfDetail == .mapOutline, !frame.mapOutline.isEmpty {
    overlay += "<path d=\"\(try svgPathData(polygonPath(frame.mapOutline)))\" fill=\"#a1d99b\" stroke=\"#33415c\"/>\n"
  }
  for item in frame.overlays {
    switch item.drawing {
    case .polygons(let polygons):
      let d = try svgPathData(polygons.flatMap(polygonPath))
      overlay += "<path d=\"\(d)\" fill=\"#fd8d3c\" fill-opacity=\"0.2\" fill-rule=\"evenodd\" "
      overlay += "stroke=\"#e6550d\" stroke-width=\"3\" stroke-linejoin=\"round\"/>\n"
    case .polylines(let lines):
      for line in lines where line.count > 1 {
        let points = try line.map { "\(try svgNumber($0.x)),\(try svgNumber($0.y))" }.joined(separator: " ")
        overlay += "<polyline points=\"\(points)\" fill=\"none\" stroke=\"#9d0208\" stroke-width=\"4\" "
        overlay += "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>\n"
      }
    case .cells, .segments, .points:
      break
    }
  }
  let title =
    "a map of \(map.count) hexes: \(frame.cells.count) cells in view, "
    + (route.isEmpty ? "no route, " : "a route of \(route.count) hexes, ")
    + "\(reach.count) hexes within \(steps) steps"
  let svgText = try svg(
    cells: cells, viewBox: PixelRect(origin: .zero, size: viewport), title: title, overlay: overlay,
    stroke: Swift.min(1.5, Swift.max(0.25, frame.geometry.size.width.magnitude / 8)))
  let note =
    (frame.levelOfDetail == .mapOutline ? "hexgrid: cells are below 2 points: the map is drawn as one shape\n" : "")
    + routeNote
  return (svgText, note)
}

/// A closed polygon as path elements.
private func polygonPath(_ points: [PixelPoint]) -> [PathElement] {
  guard let first = points.first else { return [] }
  return [.move(to: first)] + points.dropFirst().map { .line(to: $0) } + [.closeSubpath]
}

/// Terrain for pictures and examples: each hex's kind from a smoothed
/// hash of its coordinates and a seed, the same on every platform.
struct SampleTerrain: Sendable {
  /// A kind of ground: its color and the cost of entering it.
  struct Ground: Sendable {
    var color: String
    /// The cost of entering; `nil` for water, which cannot be entered.
    var cost: Int?
  }

  let seed: UInt64

  /// A number in [0, 1) for a hex: SplitMix64's finalizer over the
  /// coordinates and the seed.
  func noise(_ hex: Hex) -> Double {
    var z = seed &+ UInt64(bitPattern: Int64(hex.q)) &* 0x9E37_79B9_7F4A_7C15
    z = z &+ UInt64(bitPattern: Int64(hex.r)) &* 0xC2B2_AE3D_27D4_EB4F
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Double(z >> 11) / Double(1 << 53)
  }

  /// The ground of `hex`: two scales of noise — the mean over a hex and
  /// its neighbors of a coarse grid six times larger, for lakes and
  /// ranges, plus the same mean at the hex's own scale, for detail —
  /// sorted into water, grass, forest and hills.
  subscript(hex: Hex) -> Ground {
    func smooth(_ center: Hex) -> Double {
      var sum = noise(center)
      for neighbor in center.neighbors { sum += noise(neighbor) }
      return sum / 7
    }
    let coarse = FractionalHex(q: Double(hex.q) / 6, r: Double(hex.r) / 6).rounded() ?? hex
    let value = 0.75 * smooth(coarse) + 0.25 * smooth(hex)
    switch value {
    case ..<0.42: return Ground(color: "#74a9cf", cost: nil)
    case ..<0.53: return Ground(color: "#c7e9c0", cost: 1)
    case ..<0.58: return Ground(color: "#74c476", cost: 2)
    default: return Ground(color: "#c2a878", cost: 3)
    }
  }
}
