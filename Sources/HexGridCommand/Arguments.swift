import HexCore

/// A usage error: reported as one line on standard error, exit status 2.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What was wrong with the arguments.
  public var message: String

  /// Creates an error with a message naming the problem.
  ///
  /// - Parameter message: The problem, without the `hexgrid: error:` prefix.
  public init(_ message: String) { self.message = message }

  /// The message.
  public var description: String { message }
}

/// The options after a subcommand, parsed strictly: every flag must be
/// known, take its value if it needs one, and appear at most once.
struct Options {
  private var values: [String: String] = [:]
  private var switches: Set<String> = []
  private(set) var positional: [String] = []

  /// Parses `arguments` given the flags that take a value and those that
  /// do not (each with its spellings, such as `["-o", "--output"]`).
  init(_ arguments: [String], valued: [[String]], switches known: [[String]], positional limit: Int) throws {
    func canonical(_ flag: String, in table: [[String]]) -> String? {
      table.first { $0.contains(flag) }?.last
    }
    var i = 0
    while i < arguments.count {
      let argument = arguments[i]
      i += 1
      if argument.hasPrefix("-") && argument.count > 1 && Double(argument) == nil {
        if let name = canonical(argument, in: valued) {
          guard i < arguments.count else { throw UsageError("\(argument) needs a value") }
          guard values[name] == nil else { throw UsageError("\(argument) given twice") }
          values[name] = arguments[i]
          i += 1
        } else if let name = canonical(argument, in: known) {
          guard !switches.contains(name) else { throw UsageError("\(argument) given twice") }
          switches.insert(name)
        } else {
          throw UsageError("unknown option \(argument)")
        }
      } else {
        guard positional.count < limit else { throw UsageError("unexpected argument \(argument)") }
        positional.append(argument)
      }
    }
  }

  func has(_ name: String) -> Bool { switches.contains(name) }
  func string(_ name: String) -> String? { values[name] }

  /// An integer option in `range`, or `fallback` when absent.
  func int(_ name: String, default fallback: Int, in range: ClosedRange<Int>) throws -> Int {
    guard let text = values[name] else { return fallback }
    guard let value = Int(text) else { throw UsageError("\(name) needs a whole number, not '\(text)'") }
    guard range.contains(value) else {
      if value < 0 && range.lowerBound >= 0 { throw UsageError("\(name) cannot be negative (\(value))") }
      throw UsageError("\(name) must be in \(range.lowerBound)...\(range.upperBound), not \(value)")
    }
    return value
  }

  /// A finite number option in `range`, or `fallback` when absent.
  func double(_ name: String, default fallback: Double, in range: ClosedRange<Double>) throws -> Double {
    guard let text = values[name] else { return fallback }
    guard let value = Double(text), value.isFinite else {
      throw UsageError("\(name) needs a number, not '\(text)'")
    }
    guard range.contains(value) else {
      if value < 0 && range.lowerBound >= 0 { throw UsageError("\(name) cannot be negative (\(text))") }
      throw UsageError("\(name) must be in \(format(range.lowerBound))...\(format(range.upperBound)), not \(text)")
    }
    return value
  }

  /// A hex option written `q,r`, or `fallback` when absent.
  func hex(_ name: String, default fallback: Hex) throws -> Hex {
    guard let text = values[name] else { return fallback }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let q = Int(parts[0]), let r = Int(parts[1]) else {
      throw UsageError("\(name) needs a hex written q,r, not '\(text)'")
    }
    let hex = Hex(q: q, r: r)
    guard hex.distance(to: .zero) <= 1000 else { throw UsageError("\(name) must lie within 1000 of 0,0") }
    return hex
  }

  /// A point option written `x,y`, or `fallback` when absent.
  func point(_ name: String, default fallback: Point) throws -> Point {
    guard let text = values[name] else { return fallback }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
      throw UsageError("\(name) needs a point written x,y, not '\(text)'")
    }
    return Point(x: x, y: y)
  }
}
