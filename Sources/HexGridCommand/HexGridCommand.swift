/// The `hexgrid` command's logic, callable from tests.
///
/// `execute(_:)` computes everything the command would do — the text for
/// standard output and standard error, the exit status and the file to
/// write — without side effects; `run(_:)` does it.
public enum HexGridCommand {
  /// What one invocation produces.
  public struct Outcome: Equatable, Sendable {
    /// The exit status: 0 for success, 2 for a usage error.
    public var status: Int32
    /// The text for standard output.
    public var standardOutput: String
    /// The text for standard error: one line for an error.
    public var standardError: String
    /// The file to write, if `-o PATH` was given: its path and contents.
    public var file: (path: String, contents: String)?

    /// Two outcomes are equal when all their parts are.
    public static func == (lhs: Outcome, rhs: Outcome) -> Bool {
      lhs.status == rhs.status && lhs.standardOutput == rhs.standardOutput
        && lhs.standardError == rhs.standardError && lhs.file?.path == rhs.file?.path
        && lhs.file?.contents == rhs.file?.contents
    }
  }

  /// Runs the command with `arguments` (without the program name): prints,
  /// writes the output file atomically, and returns the exit status.
  ///
  /// - Parameter arguments: The command-line arguments.
  /// - Returns: 0 on success, 2 on a usage error or an unwritable output.
  public static func run(_ arguments: [String]) -> Int32 {
    let outcome = perform(arguments)
    emit(outcome.standardOutput)
    emit(outcome.standardError, error: true)
    return outcome.status
  }

  /// Works out what the command does for `arguments` and writes its output
  /// file atomically, without printing: what ``run(_:)`` would print comes
  /// back in the outcome, so a caller (or a test) can show or check it.
  ///
  /// - Parameter arguments: The command-line arguments.
  /// - Returns: The outcome; an unwritable output file turns it into a
  ///   failure with status 2 and the reason on standard error.
  public static func perform(_ arguments: [String]) -> Outcome {
    let outcome = execute(arguments)
    guard let file = outcome.file else { return outcome }
    do {
      try writeAtomically(file.contents, to: file.path)
      return outcome
    } catch {
      return failure(error)
    }
  }

  /// Works out what the command does for `arguments`, without printing.
  ///
  /// It reads a `--labels` file when given one, and writes no file except
  /// for the `pictures` subcommand, whose whole job is to write the
  /// documentation pictures (atomically, one by one); every other
  /// subcommand returns its output file in the outcome for ``perform(_:)``
  /// to write.
  ///
  /// - Parameter arguments: The command-line arguments.
  public static func execute(_ arguments: [String]) -> Outcome {
    do {
      guard let command = arguments.first else {
        return Outcome(status: 0, standardOutput: terminalHoneycomb() + "\n" + usage, standardError: "")
      }
      let rest = Array(arguments.dropFirst())
      if rest.contains("--help") || rest.contains("-h") || command == "help" {
        let topic = command == "help" ? rest.first ?? "" : command
        return Outcome(status: 0, standardOutput: try help(for: topic), standardError: "")
      }
      let svgText: String
      let options: Options
      switch command {
      case "--help", "-h":
        return Outcome(status: 0, standardOutput: usage, standardError: "")
      case "offset":
        options = try Options(
          rest, valued: [["--rows"], ["--columns"], ["--kind"], ["--orientation"], ["--width"], ["--height"],
                         ["--cell-size"], ["--spacing"], ["-o", "--output"]],
          switches: [], positional: 0)
        svgText = try drawOffsetGrid(options)
      case "honeycomb":
        options = try Options(
          rest, valued: [["--count"], ["--diameter"], ["--width"], ["--height"], ["--labels"], ["--offset"],
                         ["-o", "--output"]],
          switches: [["--fisheye"]], positional: 0)
        var labels: [String] = []
        if let path = options.string("--labels") {
          labels = try readText(path).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map { String($0) }.filter { !$0.isEmpty }
        }
        svgText = try drawHoneycomb(options, labels: labels)
      case "pictures":
        _ = try Options(rest, valued: [], switches: [], positional: 0)
        var written: [String] = []
        for picture in pictures {
          let outcome = execute(picture.arguments)
          guard outcome.status == 0 else { return outcome }
          try writeAtomically(outcome.standardOutput, to: picture.path)
          written.append(picture.path)
        }
        return Outcome(status: 0, standardOutput: written.map { "wrote \($0)\n" }.joined(), standardError: "")
      case "outline":
        options = try Options(
          rest, valued: [["--radius"], ["--steps"], ["--inset"], ["--corner-radius"], ["--cell-size"],
                         ["-o", "--output"]],
          switches: [["--pointy"]], positional: 0)
        svgText = try drawOutline(options)
      case "shape":
        options = try Options(
          rest, valued: [["--radius"], ["--count"], ["--center"], ["--from"], ["--to"], ["--rows"], ["--columns"],
                         ["--kind"], ["--cell-size"], ["--direction"], ["--spread"], ["-o", "--output"]],
          switches: [["--cube"], ["--pointy"]], positional: 1)
        svgText = try drawShape(options)
      default:
        throw UsageError("unknown command '\(command)' (try hexgrid --help)")
      }
      if let path = options.string("--output") {
        guard !path.isEmpty else { throw UsageError("-o needs a file path") }
        return Outcome(
          status: 0, standardOutput: "", standardError: "", file: (path, svgText))
      }
      return Outcome(status: 0, standardOutput: svgText, standardError: "")
    } catch {
      return failure(error)
    }
  }

  private static func failure(_ error: any Error) -> Outcome {
    Outcome(status: 2, standardOutput: "", standardError: "hexgrid: error: \(error)\n")
  }

  /// The pictures in the documentation, each with the arguments that draw
  /// it; a test regenerates them and compares.
  public static let pictures: [(path: String, arguments: [String])] = {
    let core = "Sources/HexCore/HexCore.docc/Resources/"
    let engine = "Sources/HexLayoutEngine/HexLayoutEngine.docc/Resources/"
    let offset = ["offset", "--rows", "4", "--columns", "6", "--width", "480", "--height", "320"]
    let topics = ["honeycomb", "--count", "14", "--diameter", "125", "--width", "400", "--height", "600"]
    return [
      (core + "offset-grid.svg", offset),
      (core + "honeycomb-topics.svg", topics),
      (core + "spiral.svg", ["shape", "spiral", "--radius", "2"]),
      (core + "ring.svg", ["shape", "ring", "--radius", "3", "--cell-size", "24"]),
      (core + "line.svg", ["shape", "line", "--from", "-3,1", "--to", "3,-2", "--cell-size", "24"]),
      (core + "walk.svg", ["shape", "walk", "--count", "24", "--cell-size", "24"]),
      (core + "outline.svg", ["outline"]),
      (core + "wedge.svg", ["shape", "wedge", "--radius", "4", "--direction", "0", "--spread", "1", "--cell-size", "22"]),
      (core + "rectangle-odd-r.svg", ["shape", "rectangle", "--kind", "odd-r", "--rows", "3", "--columns", "4", "--pointy", "--cell-size", "24"]),
      (engine + "offset-grid.svg", offset),
      (engine + "offset-grid-spacing.svg", ["offset", "--rows", "3", "--columns", "5", "--kind", "even-r", "--width", "420", "--height", "260", "--spacing", "6"]),
      (engine + "honeycomb-topics.svg", topics),
      (engine + "honeycomb-fisheye.svg", topics + ["--fisheye", "--offset", "60,-40"]),
    ]
  }()

  static let usage = """
    hexgrid — hex grids from the HexGrid library, as pictures

    Usage:
      hexgrid                      a honeycomb in the terminal, and this text
      hexgrid offset [options]     an offset grid as HexLayout places it (SVG)
      hexgrid honeycomb [options]  a honeycomb as HoneycombLayout places it (SVG)
      hexgrid shape KIND [options] a HexCore walk or shape (SVG)
      hexgrid outline [options]    a movement range inside walls, outlined (SVG)
      hexgrid pictures             redraw the documentation's pictures (run in
                                   the package's directory)
      hexgrid COMMAND --help       the options of a command

    SVG goes to standard output, or to a file with -o PATH.

    """

  private static func help(for topic: String) throws -> String {
    switch topic {
    case "", "--help", "-h": return usage
    case "offset":
      return """
        Usage: hexgrid offset [options]
        Draws rows × columns of an offset grid as HexLayout places them in a
        container, each cell labelled row,col.

          --rows N            rows (default 4)
          --columns N         columns (default 6)
          --kind KIND         odd-q, even-q (flat-top), odd-r, even-r (pointy-top);
                              default odd-q
          --orientation O     flat or pointy: odd-q or odd-r unless --kind says
          --width W           container width (default 600)
          --height H          container height (default 400)
          --cell-size D       instead of a container: cells D wide along the grid
          --spacing S         gap between cells (default 0)
          -o, --output PATH   write the SVG to PATH

        """
    case "honeycomb":
      return """
        Usage: hexgrid honeycomb [options]
        Draws cells on the honeycomb walk as HoneycombLayout places them, the
        first in the middle of the container, labelled with topics.

          --count N           cells (default 14, or one per label)
          --diameter D        cell diameter (default 125)
          --width W           container width (default 400)
          --height H          container height (default 600)
          --labels FILE       one label per line (default: 14 sample topics)
          --fisheye           shrink and shift cells near the edges
          --offset X,Y        content offset, as after a drag (default 0,0)
          -o, --output PATH   write the SVG to PATH

        """
    case "shape":
      return """
        Usage: hexgrid shape KIND [options]
        Draws a walk or a shape with each hex's coordinates and its position
        in the walk (number and colour, light to dark).

        KIND: ring, spiral, walk (the honeycomb walk), line, hexagon (or range),
              rectangle, parallelogram, triangle, wedge

          --radius N          ring, spiral, hexagon, parallelogram, triangle,
                              wedge size (default 3)
          --direction D       the wedge's direction index, 0-5 (default 0)
          --spread N          the wedge's neighboring directions each side,
                              0-3 (default 0: 60 degrees)
          --center Q,R        centre of ring, spiral, walk, hexagon (default 0,0)
          --count N           cells of the walk (default 19)
          --from Q,R          start of the line (default 0,0)
          --to Q,R            end of the line (default 4,-1)
          --rows N --columns N --kind KIND
                              the rectangle (default 4 × 5, odd-q)
          --cube              label q,r,s instead of q,r
          --pointy            pointy-top cells (default flat-top)
          --cell-size S       cell circumradius (default 30)
          -o, --output PATH   write the SVG to PATH

        """
    case "outline":
      return """
        Usage: hexgrid outline [options]
        Draws a hexagonal map with walls (dark), the cells reachable from the
        centre within N steps (light blue), and their HexOutline: every outer
        boundary and hole as one path, moved inward and with rounded corners.

          --radius N          map radius (default 5)
          --steps N           movement steps from the centre (default 7)
          --inset D           move the outline D inward (default 3; negative
                              moves it outward)
          --corner-radius R   round the outline's corners (default 6; 0 sharp)
          --pointy            pointy-top cells (default flat-top)
          --cell-size S       cell circumradius (default 24)
          -o, --output PATH   write the SVG to PATH

        """
    case "pictures":
      return """
        Usage: hexgrid pictures
        Redraws the SVG pictures of the documentation catalogs in Sources/,
        from the package's directory. A test checks they are up to date.

        """
    default:
      throw UsageError("unknown command '\(topic)' (try hexgrid --help)")
    }
  }
}
