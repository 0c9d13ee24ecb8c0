import HexCore
import HexLayoutEngine

/// The 14 topics of the launcher-style topic picker, the default labels of
/// `hexgrid honeycomb`.
let defaultTopics = [
  "Swift", "SwiftUI", "Layout", "Grids", "Hexagons", "Maps", "Games",
  "Paths", "Geometry", "Motion", "Gestures", "Design", "Testing", "Docs",
]

/// `hexgrid offset`: an offset grid as `HexLayout` places it.
func drawOffsetGrid(_ options: Options) throws -> String {
  let rows = try options[Subcommands.Offset.rows]
  let columns = try options[Subcommands.Offset.columns]
  var orientation: HexOrientation?
  if let text = try options[Subcommands.Offset.orientation] {
    switch text {
    case "flat": orientation = .flatTop
    case "pointy": orientation = .pointyTop
    default: throw UsageError("--orientation must be flat or pointy, not '\(text)'")
    }
  }
  let kind = try offsetKind(named: options[Subcommands.Offset.kind], orientation: orientation)
  let spacing = try options[Subcommands.Offset.spacing]
  let layout = HexLayout(kind: kind, spacing: spacing)
  var coordinates: [OffsetCoordinate] = []
  for row in 0..<rows {
    for col in 0..<columns { coordinates.append(OffsetCoordinate(row: row, col: col)) }
  }
  let cache = layout.makeCache(coordinates: coordinates)
  let proposal: ProposedSize
  if let d = try options.given(Subcommands.Offset.cellSize) {
    // A cell `d` wide along the grid's columns (flat) or rows (pointy)
    // means a step of ¾d, and the grid is `lines - 1 + 4/3` steps long.
    let lines = Double(kind.orientation == .flatTop ? columns : rows)
    let length = 0.75 * d * (lines - 1 + 4.0 / 3)
    proposal =
      kind.orientation == .flatTop
      ? ProposedSize(width: length, height: .infinity) : ProposedSize(width: .infinity, height: length)
  } else {
    proposal = ProposedSize(
      width: try options[Subcommands.Offset.width],
      height: try options[Subcommands.Offset.height])
  }
  let size = layout.sizeThatFits(proposal: proposal, cache: cache)
  let bounds = PixelRect(origin: .zero, size: size)
  var cells: [DrawnCell] = []
  layout.placedCells(in: bounds, cache: cache).forEach { placement in
    let box = placement.proposal.replacingUnspecifiedDimensions()
    let frame = PixelRect(
      x: placement.position.x - box.width / 2, y: placement.position.y - box.height / 2,
      width: box.width, height: box.height)
    let coordinate = coordinates[placement.subviewIndex]
    let hex = placement.hex
    // Labeled q,r as every picture is, with the offset coordinates above.
    cells.append(
      DrawnCell(
        hexagon: Hexagon(fitting: frame, orientation: kind.orientation),
        fill: coordinate.col & 1 == 0 ? "#e3f2fd" : "#d0e6f7",
        label: "\(hex.q),\(hex.r)", caption: "\(coordinate.row),\(coordinate.col)"))
  }
  return try svg(
    cells: cells, viewBox: PixelRect(x: -4, y: -4, width: size.width + 8, height: size.height + 8),
    title: "\(rows) × \(columns) offset grid (\(kindName(kind)))")
}

/// The offset kinds by their command-line names: the one table that the
/// parser, the help text and the picture titles read.
let offsetKindNames: [(name: String, kind: OffsetKind)] = [
  ("odd-q", .oddQ), ("even-q", .evenQ), ("odd-r", .oddR), ("even-r", .evenR),
]

/// The command-line name of an offset kind.
func kindName(_ kind: OffsetKind) -> String {
  offsetKindNames.first { $0.kind == kind }?.name ?? "\(kind)"
}

/// The offset kind named `name`, or the odd kind of `orientation` (odd-q when
/// neither is given).
///
/// One rule for every subcommand: the kind decides the orientation, and an
/// orientation that was asked for explicitly and disagrees is refused.
func offsetKind(named name: String?, orientation: HexOrientation?) throws -> OffsetKind {
  guard let name else { return orientation == .pointyTop ? .oddR : .oddQ }
  guard let kind = offsetKindNames.first(where: { $0.name == name })?.kind else {
    let names = offsetKindNames.map(\.name)
    throw UsageError(
      "--kind must be \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""), not '\(name)'")
  }
  if let orientation, orientation != kind.orientation {
    throw UsageError("--kind \(name) is not drawn \(orientation == .flatTop ? "flat" : "pointy")-top")
  }
  return kind
}

/// The diameter `hexgrid honeycomb` draws at when `--diameter` is not
/// given: the largest whole number up to 125 (the honeycomb chapter's) at
/// which every cell, drawn as a hexagon, fits a `width` × `height`
/// container around the center cell; at least 1.
///
/// Cell centers and hexagons scale with the diameter, so the cells'
/// half-extents are worked out once for diameter 1.
func fittedHoneycombDiameter(count: Int, width: Double, height: Double) -> Double {
  let unit = HoneycombLayout(diameter: 1)
  var halfWidth = 0.0, halfHeight = 0.0
  for hex in Hex.zero.honeycombWalk(count: count) {
    // A flat-top hexagon of circumradius 1/√3 around each center: 1/√3
    // to each side, 1/2 up and down.
    let c = unit.center(of: hex)
    halfWidth = Swift.max(halfWidth, c.x.magnitude + 1 / (3.0).squareRoot())
    halfHeight = Swift.max(halfHeight, c.y.magnitude + 0.5)
  }
  guard halfWidth > 0, halfHeight > 0 else { return 125 }
  let fitting = Swift.min(width / 2 / halfWidth, height / 2 / halfHeight)
  return Swift.max(1, Swift.min(125, fitting.rounded(.down)))
}

/// `hexgrid honeycomb`: cells on the honeycomb walk as `HoneycombLayout`
/// places them, optionally with the fisheye, with the container's frame
/// drawn dashed.
///
/// Returns the SVG and a note for standard error, empty unless cells
/// extend past the container and so widen the picture.
func drawHoneycomb(_ options: Options, labels: [String]) throws -> (svg: String, note: String) {
  let count =
    try labels.isEmpty
    ? options[Subcommands.Honeycomb.count] : options.given(Subcommands.Honeycomb.count) ?? labels.count
  let width = try options[Subcommands.Honeycomb.width]
  let height = try options[Subcommands.Honeycomb.height]
  let diameter =
    try options.given(Subcommands.Honeycomb.diameter)
    ?? fittedHoneycombDiameter(count: count, width: width, height: height)
  let offset = try options[Subcommands.Honeycomb.offset]
  let fisheye = try options[Subcommands.Honeycomb.fisheye]
  let layout = HoneycombLayout(diameter: diameter, contentOffset: offset, effects: fisheye ? .fisheye : .none)
  let cache = layout.makeCache(count: count)
  let bounds = PixelRect(x: 0, y: 0, width: width, height: height)
  let names = labels.isEmpty ? defaultTopics : labels
  var cells: [DrawnCell] = []
  let radius = diameter / (3.0).squareRoot()
  layout.placedCells(in: bounds, cache: cache).forEach { placement in
    let hex = placement.hex
    // A cell the fisheye shrinks to nothing is placed at the display
    // floor's scale, but has no size: it is not drawn.
    if fisheye && layout.fisheye(for: hex, containerSize: bounds.size).size == 0 { return }
    let index = placement.subviewIndex
    cells.append(
      DrawnCell(
        hexagon: Hexagon(
          center: placement.position,
          size: PixelSize(width: radius * placement.scale, height: radius * placement.scale), orientation: .flatTop),
        fill: index == 0 ? "#fdd9b5" : "#e3f2fd",
        label: index < names.count ? names[index] : "\(hex.q),\(hex.r)",
        caption: "\(hex.q),\(hex.r)", isCircle: fisheye))
  }
  // The picture is the container, widened to every drawn cell: cells past
  // its edges show what scrolling would bring in, and a note says so.
  let drawn = boundingBox(of: cells.map(\.hexagon), margin: 0)
  let tolerance = 1e-9 * (width + height)
  let overflows =
    !cells.isEmpty
    && (drawn.minX < -tolerance || drawn.minY < -tolerance || drawn.maxX > width + tolerance
      || drawn.maxY > height + tolerance)
  let viewBox = overflows ? union(bounds, boundingBox(of: cells.map(\.hexagon), margin: 4)) : bounds
  let note =
    count > 0 && cells.isEmpty
    ? "hexgrid: note: no cell is drawn: the fisheye leaves every cell without a size at this offset\n"
    : overflows
      ? "hexgrid: note: cells extend past the \(format(width)) × \(format(height)) container (drawn dashed); "
        + "the picture is widened to \(format(viewBox.width)) × \(format(viewBox.height)) to show them\n" : ""
  // The frame, drawn over the cells, lies inside the container so that its
  // whole stroke shows.
  let frame =
    try "<rect x=\"0.75\" y=\"0.75\" width=\"\(svgNumber(Swift.max(0, width - 1.5)))\" "
    + "height=\"\(svgNumber(Swift.max(0, height - 1.5)))\" fill=\"none\" stroke=\"#8d99ae\" stroke-width=\"1.5\" "
    + "stroke-dasharray=\"6 4\"/>\n"
  let svgText = try svg(
    cells: cells, viewBox: viewBox,
    title:
      "Honeycomb of \(count) cells\(fisheye ? " with fisheye" : "") in a \(format(width)) × \(format(height)) container",
    overlay: frame)
  return (svgText, note)
}

/// `hexgrid shape`: a walk or a shape of HexCore, with coordinates and order.
func drawShape(_ options: Options) throws -> String {
  guard let name = options.positional.first else {
    throw UsageError(
      "shape needs a kind: ring, spiral, walk, line, hexagon, rectangle, parallelogram, triangle or wedge")
  }
  let radius = try options[Subcommands.Shape.radius]
  let center = try options[Subcommands.Shape.center]
  let pointy = try options[Subcommands.Shape.pointy]
  var orientation: HexOrientation = pointy ? .pointyTop : .flatTop
  let hexes: [Hex]
  switch name {
  case "ring": hexes = Array(center.ring(radius: radius))
  case "spiral": hexes = Array(center.spiral(radius: radius))
  case "walk": hexes = Array(center.honeycombWalk(count: try options[Subcommands.Shape.count]))
  case "line":
    let from = try options[Subcommands.Shape.from]
    let to = try options[Subcommands.Shape.to]
    guard from.distance(to: to) <= 200 else { throw UsageError("--from and --to must be within 200 steps") }
    hexes = Array(from.line(to: to))
  case "hexagon", "range": hexes = Array(center.hexagon(radius: radius))
  case "rectangle":
    let kind = try offsetKind(named: options[Subcommands.Shape.kind], orientation: pointy ? .pointyTop : nil)
    orientation = kind.orientation
    hexes = Array(
      OffsetRectangle(
        rows: try options[Subcommands.Shape.rows],
        columns: try options[Subcommands.Shape.columns], kind: kind))
  case "parallelogram":
    hexes = Array(HexRegion.parallelogram(q: 0...radius, r: 0...radius))
  case "triangle":
    hexes = Array(HexRegion.triangle(size: radius))
  case "wedge":
    let index = try options[Subcommands.Shape.direction]
    guard let direction = HexDirection(index: index) else { throw UsageError("no direction \(index)") }
    hexes = center.cornerWedge(toward: direction, spread: try options[Subcommands.Shape.spread], radius: radius)
  default:
    throw UsageError("unknown shape '\(name)'")
  }
  let cube = try options[Subcommands.Shape.cube]
  let cellSize = try options[Subcommands.Shape.cellSize]
  let geometry = HexGeometry(orientation: orientation, size: cellSize)
  var cells: [DrawnCell] = []
  for (i, hex) in hexes.enumerated() {
    cells.append(
      DrawnCell(
        hexagon: geometry.hexagon(of: hex),
        fill: gradient(hexes.count > 1 ? Double(i) / Double(hexes.count - 1) : 0),
        label: cube ? "\(hex.q),\(hex.r),\(hex.s)" : "\(hex.q),\(hex.r)",
        caption: "\(i)"))
  }
  return try svg(
    cells: cells, viewBox: boundingBox(of: cells.map(\.hexagon), margin: 6),
    title: "\(name) (\(hexes.count) hexes, numbered in order)")
}

/// The terminal picture: the cells of a 19-cell honeycomb, each an ASCII
/// hexagon with its axial coordinates, at the positions the honeycomb
/// layout gives them.
func terminalHoneycomb(count: Int = 19) -> String {
  // Columns of a flat-top lattice are 1.5 · size apart: 7 characters for a
  // size of 14/3, so the diameter is √3 · 14/3; a cell is 4 rows tall.
  let diameter = (3.0).squareRoot() * 14 / 3
  let layout = HoneycombLayout(diameter: diameter)
  let cache = layout.makeCache(count: count)
  let walk = Array(Hex.zero.honeycombWalk(count: count))
  let placements = Array(layout.placedCells(in: PixelRect(x: 0, y: 0, width: 0, height: 0), cache: cache))
  guard !placements.isEmpty else { return "" }
  let rowHeight = diameter / 4
  let minX = placements.map(\.position.x).min()!, minY = placements.map(\.position.y).min()!
  var cells: [(col: Int, row: Int, label: String)] = []
  for p in placements {
    let col = Int(((p.position.x - minX)).rounded())
    let row = Int(((p.position.y - minY) / rowHeight).rounded())
    let hex = walk[p.subviewIndex]
    cells.append((col, row, "\(hex.q),\(hex.r)"))
  }
  let width = cells.map(\.col).max()! + 9, height = cells.map(\.row).max()! + 5
  var canvas = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
  func put(_ row: Int, _ col: Int, _ ch: Character) { canvas[row][col] = ch }
  for cell in cells {
    let (c, r) = (cell.col, cell.row)
    for x in 2...6 { put(r, c + x, "_") }
    put(r + 1, c + 1, "/")
    put(r + 1, c + 7, "\\")
    put(r + 2, c, "/")
    put(r + 2, c + 8, "\\")
    put(r + 3, c, "\\")
    put(r + 3, c + 8, "/")
    put(r + 4, c + 1, "\\")
    for x in 2...6 { put(r + 4, c + x, "_") }
    put(r + 4, c + 7, "/")
  }
  for cell in cells {
    let label = Array(cell.label)
    let start = cell.col + 1 + (7 - label.count) / 2
    for (i, ch) in label.enumerated() { put(cell.row + 2, start + i, ch) }
  }
  return canvas.map { String($0).replacingTrailingSpaces() }.joined(separator: "\n") + "\n"
}

extension String {
  fileprivate func replacingTrailingSpaces() -> String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}

/// The smallest rectangle containing both rectangles.
func union(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
  let minX = Swift.min(a.minX, b.minX), minY = Swift.min(a.minY, b.minY)
  let maxX = Swift.max(a.maxX, b.maxX), maxY = Swift.max(a.maxY, b.maxY)
  return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
}
