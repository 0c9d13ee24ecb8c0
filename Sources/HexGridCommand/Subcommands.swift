import HexCore

/// One option of a subcommand, declared once: the parser, `--help` and the
/// drawing code all read this declaration.
struct OptionSpec {
  /// What the option takes, with its default and allowed range.
  enum Value {
    /// A switch: present or absent.
    case flag
    /// A whole number.
    case int(default: Int, range: ClosedRange<Int>)
    /// A finite number.
    case double(default: Double, range: ClosedRange<Double>)
    /// A hex written `q,r`.
    case hex(default: Hex)
    /// A point written `x,y`.
    case point(default: PixelPoint)
    /// Free text, such as a path or a name.
    case text
  }

  /// The spellings, such as `["-o", "--output"]`; the last one names it.
  var spellings: [String]
  /// The placeholder of the value in the help, such as `N`; empty for a flag.
  var placeholder: String
  /// What the option takes.
  var value: Value
  /// The help text, without the range and the default (which the help
  /// adds).
  var summary: String
  /// Whether the help states the default.
  ///
  /// Off where the summary says it.
  var showsDefault = true

  /// The canonical spelling, under which the parser records the value.
  var name: String { spellings.last ?? "" }

  /// The allowed range as the help states it, `LOW...HIGH` as the parser's
  /// errors do, or `nil` for an option without one.
  var rangeText: String? {
    switch value {
    case .int(_, let range): return "\(range.lowerBound)...\(range.upperBound)"
    case .double(_, let range): return "\(format(range.lowerBound))...\(format(range.upperBound))"
    case .flag, .text, .hex, .point: return nil
    }
  }

  /// The default as the help states it, or `nil`.
  var defaultText: String? {
    guard showsDefault else { return nil }
    switch value {
    case .flag, .text: return nil
    case .int(let value, _): return "\(value)"
    case .double(let value, _): return format(value)
    case .hex(let hex): return "\(hex.q),\(hex.r)"
    case .point(let point): return "\(format(point.x)),\(format(point.y))"
    }
  }
}

/// A subcommand: its usage line, summary and options, read by the parser
/// and by `--help`.
struct Subcommand {
  /// The name, such as `offset`.
  var name: String
  /// What follows `hexgrid NAME` in the usage line.
  var synopsis: String
  /// The lines after the usage line.
  var summary: String
  /// The options, in help order.
  var options: [OptionSpec]
  /// How many positional arguments it takes.
  var positional = 0
  /// Text after the option list, if any.
  var footer = ""

  /// The option named `name`, which the code must have declared.
  func option(_ name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }

  /// The help text, generated from the declarations.
  var help: String {
    var out = "Usage: hexgrid \(name)\(synopsis.isEmpty ? "" : " " + synopsis)\n\(summary)\n"
    if !options.isEmpty { out += "\n" }
    for option in options {
      var flag = option.spellings.joined(separator: ", ")
      if !option.placeholder.isEmpty { flag += " " + option.placeholder }
      var text = option.summary
      let notes = [option.rangeText.map { "range \($0)" }, option.defaultText.map { "default \($0)" }]
        .compactMap { $0 }
      if !notes.isEmpty { text += " (" + notes.joined(separator: ", ") + ")" }
      let column = 20
      let head =
        "  " + flag
        + (flag.count < column
          ? String(repeating: " ", count: column - flag.count) : "\n" + String(repeating: " ", count: column + 2))
      out += head + wrapped(text, width: 78 - column - 2, indent: column + 2) + "\n"
    }
    if !footer.isEmpty { out += "\n" + footer + "\n" }
    return out + "\n"
  }

  /// Parses this subcommand's arguments strictly.
  func parse(_ arguments: [String]) throws -> Options {
    try Options(arguments, subcommand: self)
  }
}

/// Wraps `text` at spaces to lines of at most `width` characters, indenting
/// the lines after the first by `indent` spaces.
private func wrapped(_ text: String, width: Int, indent: Int) -> String {
  var lines: [String] = []
  var line = ""
  for word in text.split(separator: " ") {
    if !line.isEmpty && line.count + 1 + word.count > width {
      lines.append(line)
      line = ""
    }
    line += (line.isEmpty ? "" : " ") + word
  }
  if !line.isEmpty { lines.append(line) }
  return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
}

/// The names of the offset kinds, as the help lists them.
private var kindList: String {
  let names = offsetKindNames.map(\.name)
  return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
}

/// The subcommands that draw, each declared once: every option is a typed
/// key (an `Option`) that the subcommand lists for the parser and `--help`,
/// and the drawing code reads as `options[Offset.rows]`.
enum Subcommands {
  /// Every drawing subcommand's `-o`, `--output`.
  static let output = Option<String?>(["-o", "--output"], placeholder: "PATH", summary: "write the SVG to PATH")

  /// The options of `hexgrid offset`.
  enum Offset {
    static let rows = Option<Int>(["--rows"], placeholder: "N", default: 4, range: 0...100, summary: "rows")
    static let columns = Option<Int>(["--columns"], placeholder: "N", default: 6, range: 0...100, summary: "columns")
    static let kind = Option<String?>(
      ["--kind"], placeholder: "KIND",
      summary:
        "\(kindList); the -q kinds are flat-top, the -r kinds pointy-top (default odd-q, or odd-r with --orientation pointy)"
    )
    static let orientation = Option<String?>(
      ["--orientation"], placeholder: "O", summary: "flat or pointy; must agree with --kind")
    static let width = Option<Double>(
      ["--width"], placeholder: "W", default: 600, range: 1...10_000, summary: "container width")
    static let height = Option<Double>(
      ["--height"], placeholder: "H", default: 400, range: 1...10_000, summary: "container height")
    static let cellSize = Option<Double>(
      ["--cell-size"], placeholder: "D", default: 60, range: 1...1000,
      summary: "instead of a container: cells D wide along the grid", showsDefault: false)
    static let spacing = Option<Double>(
      ["--spacing"], placeholder: "S", default: 0, range: 0...1000, summary: "gap between cells")
  }

  static let offset = Subcommand(
    name: "offset", synopsis: "[options]",
    summary: """
      Draws rows × columns of an offset grid as HexLayout places them in a
      container. Each cell is labeled with its hex's axial coordinates q,r,
      as in every hexgrid picture, and its offset coordinates row,col above.
      """,
    options: [
      Offset.rows.spec, Offset.columns.spec, Offset.kind.spec, Offset.orientation.spec, Offset.width.spec,
      Offset.height.spec, Offset.cellSize.spec, Offset.spacing.spec, output.spec,
    ])

  /// The options of `hexgrid honeycomb`.
  enum Honeycomb {
    /// The most cells a honeycomb picture draws: the limit of `--count`
    /// and of the number of labels.
    static let maximumCells = 2000
    static let count = Option<Int>(
      ["--count"], placeholder: "N", default: 14, range: 0...maximumCells,
      summary: "cells; by default 14, or one per label", showsDefault: false)
    static let diameter = Option<Double>(
      ["--diameter"], placeholder: "D", default: 125, range: 1...1000,
      summary:
        "cell diameter; by default the largest whole diameter up to 125 (the honeycomb chapter's) at which every cell fits the container",
      showsDefault: false)
    static let width = Option<Double>(
      ["--width"], placeholder: "W", default: 400, range: 1...10_000, summary: "container width")
    static let height = Option<Double>(
      ["--height"], placeholder: "H", default: 600, range: 1...10_000, summary: "container height")
    static let labels = Option<String?>(
      ["--labels"], placeholder: "FILE",
      summary:
        "one label per line, at most \(maximumCells) (as --count); a file with more is refused (default: 14 sample topics)"
    )
    static let fisheye = Option<Bool>(["--fisheye"], summary: "shrink and shift cells near the edges, drawn round")
    static let offset = Option<PixelPoint>(
      ["--offset"], placeholder: "X,Y", default: .zero, summary: "content offset, as after a drag")
  }

  static let honeycomb = Subcommand(
    name: "honeycomb", synopsis: "[options]",
    summary: """
      Draws cells on the honeycomb walk as HoneycombLayout places them, the
      first in the middle of the container (drawn dashed), each labeled
      with a topic and its axial coordinates q,r above. Cells past the
      container widen the picture, and a note on standard error says so.
      """,
    options: [
      Honeycomb.count.spec, Honeycomb.diameter.spec, Honeycomb.width.spec, Honeycomb.height.spec,
      Honeycomb.labels.spec, Honeycomb.fisheye.spec, Honeycomb.offset.spec, output.spec,
    ])

  /// The options of `hexgrid shape`.
  enum Shape {
    static let radius = Option<Int>(
      ["--radius"], placeholder: "N", default: 3, range: 0...30,
      summary: "ring, spiral, hexagon, parallelogram, triangle, wedge size")
    static let direction = Option<Int>(
      ["--direction"], placeholder: "D", default: 0, range: 0...5, summary: "the wedge's direction index")
    static let spread = Option<Int>(
      ["--spread"], placeholder: "N", default: 0, range: 0...3,
      summary: "the wedge's neighboring directions on each side; 0 is 60 degrees")
    static let center = Option<Hex>(
      ["--center"], placeholder: "Q,R", default: .zero, summary: "center of ring, spiral, walk, hexagon")
    static let count = Option<Int>(
      ["--count"], placeholder: "N", default: 19, range: 0...2000, summary: "cells of the walk")
    static let from = Option<Hex>(["--from"], placeholder: "Q,R", default: .zero, summary: "start of the line")
    static let to = Option<Hex>(["--to"], placeholder: "Q,R", default: Hex(q: 4, r: -1), summary: "end of the line")
    static let rows = Option<Int>(
      ["--rows"], placeholder: "N", default: 4, range: 0...60, summary: "rectangle rows")
    static let columns = Option<Int>(
      ["--columns"], placeholder: "N", default: 5, range: 0...60, summary: "rectangle columns")
    static let kind = Option<String?>(
      ["--kind"], placeholder: "KIND",
      summary:
        "the rectangle's offset kind, \(kindList); it sets the orientation (default odd-q, or odd-r with --pointy)")
    static let cube = Option<Bool>(["--cube"], summary: "label q,r,s instead of q,r")
    static let pointy = Option<Bool>(
      ["--pointy"], summary: "pointy-top cells (default flat-top); a rectangle's --kind must agree")
    static let cellSize = Option<Double>(
      ["--cell-size"], placeholder: "S", default: 30, range: 4...200, summary: "cell circumradius")
  }

  static let shape = Subcommand(
    name: "shape", synopsis: "KIND [options]",
    summary: """
      Draws a walk or a shape with each hex's axial coordinates q,r (as in
      every hexgrid picture; q,r,s with --cube), and its position in the
      walk above (number and color, light to dark). A rectangle's cells
      are the ones `hexgrid offset` draws, with the same labels q,r.

      KIND: ring, spiral, walk (the honeycomb walk), line, hexagon (or range),
            rectangle, parallelogram, triangle, wedge
      """,
    options: [
      Shape.radius.spec, Shape.direction.spec, Shape.spread.spec, Shape.center.spec, Shape.count.spec,
      Shape.from.spec, Shape.to.spec, Shape.rows.spec, Shape.columns.spec, Shape.kind.spec, Shape.cube.spec,
      Shape.pointy.spec, Shape.cellSize.spec, output.spec,
    ],
    positional: 1)

  /// The options of `hexgrid outline`.
  enum Outline {
    static let radius = Option<Int>(
      ["--radius"], placeholder: "N", default: 5, range: 1...30, summary: "map radius")
    static let steps = Option<Int>(
      ["--steps"], placeholder: "N", default: 7, range: 0...60, summary: "movement steps from the center")
    /// The insets `--inset` takes.
    static let insetRange: ClosedRange<Double> = -20...20
    static let inset = Option<Double>(
      ["--inset"], placeholder: "D", default: 3, range: insetRange,
      summary: "move the outline D inward (negative: outward); refused where it folds")
    static let cornerRadius = Option<Double>(
      ["--corner-radius"], placeholder: "R", default: 6, range: 0...100,
      summary: "round the outline's corners (0: sharp)")
    static let pointy = Option<Bool>(["--pointy"], summary: "pointy-top cells (default flat-top)")
    static let cellSize = Option<Double>(
      ["--cell-size"], placeholder: "S", default: 24, range: 4...200, summary: "cell circumradius")
  }

  static let outline = Subcommand(
    name: "outline", synopsis: "[options]",
    summary: """
      Draws a hexagonal map with walls (dark), the cells reachable from the
      center within N steps (peach), and their HexOutline: every outer
      boundary and hole as one path, moved inward and with rounded corners.
      """,
    options: [
      Outline.radius.spec, Outline.steps.spec, Outline.inset.spec, Outline.cornerRadius.spec, Outline.pointy.spec,
      Outline.cellSize.spec, output.spec,
    ])

  /// The options of `hexgrid map`.
  enum Map {
    static let radius = Option<Int>(
      ["--radius"], placeholder: "N", default: 40, range: 1...577,
      summary: "map radius (577 is about a million hexes)")
    static let seed = Option<Int>(
      ["--seed"], placeholder: "N", default: 7, range: 0...1_000_000, summary: "the terrain's seed")
    static let steps = Option<Int>(
      ["--steps"], placeholder: "N", default: 6, range: 0...100,
      summary: "the outlined range's steps from the route's start")
    static let zoom = Option<Double>(
      ["--zoom"], placeholder: "Z", default: 0, range: 0...1000,
      summary: "screen points per world unit (a cell is 10 units); 0 fits the whole map")
    static let center = Option<PixelPoint>(
      ["--center"], placeholder: "X,Y", default: .zero, summary: "the world point at the middle, with --zoom")
    static let width = Option<Double>(
      ["--width"], placeholder: "W", default: 800, range: 1...10_000, summary: "viewport width")
    static let height = Option<Double>(
      ["--height"], placeholder: "H", default: 500, range: 1...10_000, summary: "viewport height")
    static let pointy = Option<Bool>(["--pointy"], summary: "pointy-top cells (default flat-top)")
  }

  static let map = Subcommand(
    name: "map", synopsis: "[options]",
    summary: """
      Draws one frame of a map view: the cells a HexCamera sees of a
      generated map (water, grass, forest, hills from a seed), a cheapest
      route from west to east around the water, and the outline of the
      hexes within N steps of its start, all culled by HexDrawList. Below
      2 points per cell the map is drawn as one shape, and a note on
      standard error says so.
      """,
    options: [
      Map.radius.spec, Map.seed.spec, Map.steps.spec, Map.zoom.spec, Map.center.spec, Map.width.spec,
      Map.height.spec, Map.pointy.spec, output.spec,
    ])

  static let pictures = Subcommand(
    name: "pictures", synopsis: "",
    summary: """
      Redraws the SVG pictures of the documentation catalogs in Sources/,
      from the package's directory. A test checks they are up to date.
      """,
    options: [])

  /// Every subcommand, for `hexgrid help NAME`.
  static let all = [offset, honeycomb, shape, outline, map, pictures]
}
