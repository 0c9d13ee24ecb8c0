/// The `hexgrid` command's logic, callable from tests.
///
/// `execute(_:)` computes everything the command would do — the text for
/// standard output and standard error, the exit status and the files to
/// write — without writing anything; `run(_:)` does it.
public enum HexGridCommand {
  /// The version of the command (and the library it draws with), which
  /// `hexgrid --version` prints as `hexgrid 1.0.0`.
  public static let version = "1.0.0"

  /// What one invocation produces.
  public struct Outcome: Equatable, Sendable {
    /// The exit status: 0 for success, 2 for a usage error.
    public var status: Int32
    /// The text for standard output.
    public var standardOutput: String
    /// The text for standard error: one line for an error.
    public var standardError: String
    /// The files to write, in order, each with its path and contents: the
    /// `-o PATH` file, or the documentation's pictures for `pictures`.
    public var files: [(path: String, contents: String)] = []

    /// Two outcomes are equal when all their parts are.
    public static func == (lhs: Outcome, rhs: Outcome) -> Bool {
      lhs.status == rhs.status && lhs.standardOutput == rhs.standardOutput
        && lhs.standardError == rhs.standardError
        && lhs.files.map(\.path) == rhs.files.map(\.path)
        && lhs.files.map(\.contents) == rhs.files.map(\.contents)
    }
  }

  /// Runs the command with `arguments` (without the program name) as the
  /// `hexgrid` executable does: writes each output file, prints to
  /// standard output and standard error (descriptors 1 and 2), and returns
  /// the exit status.
  ///
  /// Lost output is a failure: see ``run(_:outputDescriptor:errorDescriptor:)``.
  ///
  /// - Parameter arguments: The command-line arguments.
  /// - Returns: 0 on success; 2 on a usage error, an unwritable output file,
  ///   or a failed write to standard output or standard error.
  public static func run(_ arguments: [String]) -> Int32 {
    run(arguments, outputDescriptor: 1, errorDescriptor: 2)
  }

  /// Runs the command with `arguments` (without the program name), writing
  /// its standard output and standard error to two file descriptors, and
  /// returns the exit status.
  ///
  /// Every write is checked, retried after a signal and continued after a
  /// partial write. If the text for standard output cannot be written
  /// whole, or its descriptor reports an error the system deferred (as
  /// NFS does at close: checked by closing a duplicate, so the descriptor
  /// stays open), the command fails with status 2 and says so on standard
  /// error: `hexgrid: write to standard output failed: No space left on
  /// device`. A failed write to standard error fails it too, with nothing
  /// more said. Neither descriptor is closed.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments.
  ///   - outputDescriptor: The descriptor of standard output, such as 1.
  ///   - errorDescriptor: The descriptor of standard error, such as 2.
  /// - Returns: 0 on success; 2 on a usage error, an unwritable output file,
  ///   or a failed write to either descriptor.
  public static func run(_ arguments: [String], outputDescriptor: Int32, errorDescriptor: Int32) -> Int32 {
    run(
      arguments,
      standardOutput: { text in
        try writeAll(text, to: outputDescriptor)
        try checkDeferredErrors(of: outputDescriptor)
      },
      standardError: { try writeAll($0, to: errorDescriptor) })
  }

  /// Runs the command with `arguments` (without the program name): writes
  /// each output file, hands the text to the two sinks, and returns the
  /// exit status.
  ///
  /// If a file cannot be written, the files before it stay written and the
  /// command reports the error and stops. Each sink is called at most once,
  /// standard output's first. A sink that throws has lost the text: the
  /// status is 2, and a failure of `standardOutput` is reported to
  /// `standardError` as `hexgrid: write to standard output failed:`
  /// followed by the error's description, after any other text for it.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments.
  ///   - standardOutput: Receives the text for standard output, if any;
  ///     throws if it cannot deliver it whole.
  ///   - standardError: Receives the text for standard error, if any: one
  ///     line for an error; throws if it cannot deliver it whole.
  /// - Returns: 0 on success; 2 on a usage error, an unwritable output file,
  ///   or a sink that throws.
  public static func run(
    _ arguments: [String],
    standardOutput: (String) throws -> Void,
    standardError: (String) throws -> Void
  ) -> Int32 {
    var outcome = execute(arguments)
    for file in outcome.files {
      do {
        try writeOutput(file.contents, to: file.path)
      } catch {
        outcome = failure(error)
        break
      }
    }
    var status = outcome.status
    var errors = outcome.standardError
    if !outcome.standardOutput.isEmpty {
      do {
        try standardOutput(outcome.standardOutput)
      } catch {
        errors += "hexgrid: write to standard output failed: \(error)\n"
        status = 2
      }
    }
    if !errors.isEmpty {
      do {
        try standardError(errors)
      } catch {
        // Nowhere is left to say it: the status does.
        status = 2
      }
    }
    return status
  }

  /// Works out what the command does for `arguments`, writing nothing.
  ///
  /// Files to write come back in ``Outcome/files``. The only side effect is
  /// reading a `--labels` file.
  ///
  /// - Parameter arguments: The command-line arguments.
  public static func execute(_ arguments: [String]) -> Outcome {
    do {
      guard let command = arguments.first else {
        return Outcome(status: 0, standardOutput: terminalHoneycomb() + "\n" + usage, standardError: "")
      }
      let rest = Array(arguments.dropFirst())
      if command == "--version" {
        if let extra = rest.first { throw UsageError("unexpected argument \(extra)") }
        return Outcome(status: 0, standardOutput: "hexgrid \(version)\n", standardError: "")
      }
      if rest.contains("--help") || rest.contains("-h") || command == "help" {
        let topic = command == "help" ? rest.first ?? "" : command
        return Outcome(status: 0, standardOutput: try help(for: topic), standardError: "")
      }
      let svgText: String
      let options: Options
      var note = ""
      switch command {
      case "--help", "-h":
        return Outcome(status: 0, standardOutput: usage, standardError: "")
      case "offset":
        options = try Subcommands.offset.parse(rest)
        svgText = try drawOffsetGrid(options)
      case "honeycomb":
        options = try Subcommands.honeycomb.parse(rest)
        var labels: [String] = []
        if let path = try options[Subcommands.Honeycomb.labels] {
          labels = try readText(path).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map { String($0) }.filter { !$0.isEmpty }
          // One cell per label: the same limit as --count's.
          let limit = Subcommands.Honeycomb.maximumCells
          guard labels.count <= limit else {
            throw UsageError("\(path) has \(labels.count) labels; --labels takes at most \(limit), one per cell")
          }
        }
        (svgText, note) = try drawHoneycomb(options, labels: labels)
      case "pictures":
        _ = try Subcommands.pictures.parse(rest)
        var files: [(path: String, contents: String)] = []
        for picture in pictures {
          let outcome = execute(picture.arguments)
          guard outcome.status == 0 else { return outcome }
          files.append((picture.path, outcome.standardOutput))
        }
        return Outcome(
          status: 0, standardOutput: files.map { "wrote \($0.path)\n" }.joined(), standardError: "", files: files)
      case "shape":
        options = try Subcommands.shape.parse(rest)
        svgText = try drawShape(options)
      case "outline":
        options = try Subcommands.outline.parse(rest)
        svgText = try drawOutline(options)
      case "map":
        options = try Subcommands.map.parse(rest)
        (svgText, note) = try drawMap(options)
      default:
        throw UsageError("unknown command '\(command)' (try hexgrid --help)")
      }
      if let path = try options[Subcommands.output] {
        guard !path.isEmpty else { throw UsageError("-o needs a file path") }
        return Outcome(
          status: 0, standardOutput: "", standardError: note, files: [(path, svgText)])
      }
      return Outcome(status: 0, standardOutput: svgText, standardError: note)
    } catch let number as UnwritableNumber {
      return failure(refusal(number, command: arguments.first ?? ""))
    } catch {
      return failure(error)
    }
  }

  /// The error refusing a picture with a number that SVG cannot hold
  /// sensibly, saying which option to change: only `map`'s `--center` and
  /// `honeycomb`'s `--offset` are unbounded.
  private static func refusal(_ number: UnwritableNumber, command: String) -> UsageError {
    let hint =
      switch command {
      case "map": "; choose a --center nearer the map"
      case "honeycomb": "; choose an --offset nearer the cells"
      default: ""
      }
    return UsageError(
      "the picture would have a coordinate of \(roughly(number.value)), beyond ±1e7, where single-precision "
        + "SVG renderers no longer place whole units\(hint)")
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
      (core + "map.svg", ["map"]),
      (core + "map-zoomed.svg", ["map", "--zoom", "2.5", "--center", "-150,60", "--width", "640", "--height", "400"]),
      (
        core + "wedge.svg",
        ["shape", "wedge", "--radius", "4", "--direction", "0", "--spread", "1", "--cell-size", "22"]
      ),
      (
        core + "rectangle-odd-r.svg",
        ["shape", "rectangle", "--kind", "odd-r", "--rows", "3", "--columns", "4", "--pointy", "--cell-size", "24"]
      ),
      (engine + "offset-grid.svg", offset),
      (
        engine + "offset-grid-spacing.svg",
        [
          "offset", "--rows", "3", "--columns", "5", "--kind", "even-r", "--width", "420", "--height", "260",
          "--spacing", "6",
        ]
      ),
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
      hexgrid map [options]        one frame of a map view: terrain, a route,
                                   a range, culled to the viewport (SVG)
      hexgrid pictures             redraw the documentation's pictures (run in
                                   the package's directory)
      hexgrid COMMAND --help       the options of a command
      hexgrid --version            the version

    SVG goes to standard output, or to a file with -o PATH.

    """

  private static func help(for topic: String) throws -> String {
    if ["", "--help", "-h"].contains(topic) { return usage }
    guard let subcommand = Subcommands.all.first(where: { $0.name == topic }) else {
      throw UsageError("unknown command '\(topic)' (try hexgrid --help)")
    }
    return subcommand.help
  }
}
