import HexCore

/// `hexgrid outline`: a movement range inside walls, outlined with
/// ``HexOutline`` (inset and rounded) over the map it was computed on.
func drawOutline(_ options: Options) throws -> String {
  let radius = try options[Subcommands.Outline.radius]
  let steps = try options[Subcommands.Outline.steps]
  let inset = try options[Subcommands.Outline.inset]
  let cornerRadius = try options[Subcommands.Outline.cornerRadius]
  let cellSize = try options[Subcommands.Outline.cellSize]
  let pointy = try options[Subcommands.Outline.pointy]
  let geometry = HexGeometry(orientation: pointy ? .pointyTop : .flatTop, size: cellSize)

  // The walls: the ring of radius 2 with a two-cell gap, and a pillar
  // outside it that the range flows around (it makes a hole).
  var walls = Set(Hex.zero.ring(radius: 2).enumerated().filter { $0.offset >= 2 }.map(\.element))
  walls.insert(Hex(q: 4, r: -1))
  let reachable = Hex.zero.movementRange(steps: steps, within: Hex.zero.hexagon(radius: radius)) {
    !walls.contains($0)
  }.hexes
  let inRange = Set(reachable)

  let cells = Hex.zero.hexagon(radius: radius).map { hex in
    DrawnCell(
      hexagon: geometry.hexagon(of: hex),
      fill: walls.contains(hex) ? "#415a77" : (inRange.contains(hex) ? "#deebf7" : "#f8f9fa"),
      label: "")
  }
  let outline = reachable.outline()
  let d = svgPathData(outline.path(in: geometry, inset: inset, cornerRadius: cornerRadius))
  let holes = outline.loops.filter(\.isHole).count
  return svg(
    cells: cells, viewBox: boundingBox(of: cells.map(\.hexagon), margin: 6),
    title: "outline of \(reachable.count) hexes within \(steps) steps: "
      + counted(outline.loops.count - holes, "outer loop") + ", " + counted(holes, "hole"),
    overlay: "<path d=\"\(d)\" fill=\"#fd8d3c\" fill-opacity=\"0.25\" fill-rule=\"evenodd\" "
      + "stroke=\"#e6550d\" stroke-width=\"3\" stroke-linejoin=\"round\"/>\n")
}

/// `1 hole`, `2 holes`.
private func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
