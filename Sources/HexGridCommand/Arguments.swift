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

/// The options after a subcommand, parsed strictly against its declarations.
///
/// Every flag must be known, take its value if it needs one,
/// and appear at most once. Defaults and ranges come from the declarations.
struct Options {
  private var values: [String: String] = [:]
  private var switches: Set<String> = []
  private(set) var positional: [String] = []
  private let subcommand: Subcommand

  /// Parses `arguments` against the options `subcommand` declares.
  init(_ arguments: [String], subcommand: Subcommand) throws {
    self.subcommand = subcommand
    var i = 0
    while i < arguments.count {
      let argument = arguments[i]
      i += 1
      if argument.hasPrefix("-") && argument.count > 1 && decimal(argument) == nil {
        guard let option = subcommand.options.first(where: { $0.spellings.contains(argument) }) else {
          throw UsageError("unknown option \(argument)")
        }
        if case .flag = option.value {
          guard !switches.contains(option.name) else { throw UsageError("\(argument) given twice") }
          switches.insert(option.name)
        } else {
          guard i < arguments.count else { throw UsageError("\(argument) needs a value") }
          guard values[option.name] == nil else { throw UsageError("\(argument) given twice") }
          values[option.name] = arguments[i]
          i += 1
        }
      } else {
        guard positional.count < subcommand.positional else { throw UsageError("unexpected argument \(argument)") }
        positional.append(argument)
      }
    }
  }

  /// The value of `option`: parsed and checked against its declaration, or
  /// its default when absent.
  subscript<Value>(option: Option<Value>) -> Value {
    get throws { try option.read(self) }
  }

  /// The value of `option` when given, else `nil`: for options whose absence
  /// means something other than their default.
  func given<Value>(_ option: Option<Value>) throws -> Value? {
    values[option.spec.name] == nil && !switches.contains(option.spec.name) ? nil : try option.read(self)
  }

  fileprivate func has(_ name: String) -> Bool { switches.contains(name) }
  fileprivate func string(_ name: String) -> String? { values[name] }

  /// The declaration of `name`; the drawing code only asks for declared options.
  private func declared(_ name: String) throws -> OptionSpec.Value {
    guard let option = subcommand.option(name) else {
      throw UsageError("internal: \(subcommand.name) does not declare \(name)")
    }
    return option.value
  }

  /// An integer option in its declared range, or its declared default when
  /// absent.
  fileprivate func int(_ name: String) throws -> Int {
    guard case .int(let fallback, let range) = try declared(name) else {
      throw UsageError("internal: \(name) is not a whole number")
    }
    guard let text = values[name] else { return fallback }
    guard let value = Int(text) else { throw UsageError("\(name) needs a whole number, not '\(text)'") }
    guard range.contains(value) else {
      if value < 0 && range.lowerBound >= 0 { throw UsageError("\(name) cannot be negative (\(value))") }
      throw UsageError("\(name) must be in \(range.lowerBound)...\(range.upperBound), not \(value)")
    }
    return value
  }

  /// A finite number option in its declared range, or its declared default.
  fileprivate func double(_ name: String) throws -> Double {
    guard case .double(let fallback, let range) = try declared(name) else {
      throw UsageError("internal: \(name) is not a number")
    }
    guard let text = values[name] else { return fallback }
    guard let value = decimal(text), value.isFinite else {
      throw UsageError("\(name) needs a number, not '\(text)'")
    }
    guard range.contains(value) else {
      if value < 0 && range.lowerBound >= 0 { throw UsageError("\(name) cannot be negative (\(text))") }
      throw UsageError("\(name) must be in \(format(range.lowerBound))...\(format(range.upperBound)), not \(text)")
    }
    return value
  }

  /// A hex option written `q,r`, or its declared default.
  fileprivate func hex(_ name: String) throws -> Hex {
    guard case .hex(let fallback) = try declared(name) else { throw UsageError("internal: \(name) is not a hex") }
    guard let text = values[name] else { return fallback }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let q = Int(parts[0]), let r = Int(parts[1]) else {
      throw UsageError("\(name) needs a hex written q,r, not '\(text)'")
    }
    let hex = Hex(q: q, r: r)
    guard hex.distance(to: .zero) <= 1000 else { throw UsageError("\(name) must lie within 1000 of 0,0") }
    return hex
  }

  /// A point option written `x,y`, or its declared default.
  fileprivate func point(_ name: String) throws -> PixelPoint {
    guard case .point(let fallback) = try declared(name) else {
      throw UsageError("internal: \(name) is not a point")
    }
    guard let text = values[name] else { return fallback }
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2, let x = decimal(parts[0]), let y = decimal(parts[1]), x.isFinite, y.isFinite else {
      throw UsageError("\(name) needs a point written x,y, not '\(text)'")
    }
    return PixelPoint(x: x, y: y)
  }
}

/// `text` as a number if it is written in plain decimal, else `nil`: an
/// optional sign, digits with an optional decimal point (and a digit on at
/// least one side of it), and an optional exponent, `e` or `E` with an
/// optional sign and digits, such as `16`, `+16`, `-0.5`, `.5`, `1e18`.
///
/// `Double(_:)` also reads what the help never offers: hexadecimal
/// (`0x10` is 16, `0x1p4` too), `inf`, `infinity` and `nan`. Whole
/// numbers are read by `Int(_:)`, which takes the same optional sign and
/// decimal digits only.
func decimal<Text: StringProtocol>(_ text: Text) -> Double? {
  let bytes = Array(text.utf8)
  var i = 0
  func digits() -> Int {
    let start = i
    while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
    return i - start
  }
  func sign() { if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 } }
  sign()
  var mantissa = digits()
  if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
    i += 1
    mantissa += digits()
  }
  guard mantissa > 0 else { return nil }
  if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
    i += 1
    sign()
    guard digits() > 0 else { return nil }
  }
  guard i == bytes.count else { return nil }
  return Double(String(text))
}

/// One option of a subcommand with the type the drawing code reads, declared
/// once (in `Subcommands`): the parser and `--help` read its `spec`, and the
/// drawing code reads `options[key]`, so a misspelled option does not
/// compile.
struct Option<Value>: Sendable {
  /// The declaration: spellings, placeholder, default, range and summary.
  let spec: OptionSpec
  /// Reads the value from parsed options, checking it against `spec`.
  fileprivate let read: @Sendable (Options) throws -> Value
}

extension Option where Value == Int {
  /// A whole number in `range`, `defaultValue` when absent.
  init(
    _ spellings: [String], placeholder: String, default defaultValue: Int, range: ClosedRange<Int>,
    summary: String, showsDefault: Bool = true
  ) {
    let spec = OptionSpec(
      spellings: spellings, placeholder: placeholder, value: .int(default: defaultValue, range: range),
      summary: summary, showsDefault: showsDefault)
    self.init(spec: spec) { try $0.int(spec.name) }
  }
}

extension Option where Value == Double {
  /// A finite number in `range`, `defaultValue` when absent.
  init(
    _ spellings: [String], placeholder: String, default defaultValue: Double, range: ClosedRange<Double>,
    summary: String, showsDefault: Bool = true
  ) {
    let spec = OptionSpec(
      spellings: spellings, placeholder: placeholder, value: .double(default: defaultValue, range: range),
      summary: summary, showsDefault: showsDefault)
    self.init(spec: spec) { try $0.double(spec.name) }
  }
}

extension Option where Value == Hex {
  /// A hex written `q,r`, `defaultValue` when absent.
  init(_ spellings: [String], placeholder: String, default defaultValue: Hex, summary: String) {
    let spec = OptionSpec(
      spellings: spellings, placeholder: placeholder, value: .hex(default: defaultValue), summary: summary)
    self.init(spec: spec) { try $0.hex(spec.name) }
  }
}

extension Option where Value == PixelPoint {
  /// A point written `x,y`, `defaultValue` when absent.
  init(_ spellings: [String], placeholder: String, default defaultValue: PixelPoint, summary: String) {
    let spec = OptionSpec(
      spellings: spellings, placeholder: placeholder, value: .point(default: defaultValue), summary: summary)
    self.init(spec: spec) { try $0.point(spec.name) }
  }
}

extension Option where Value == Bool {
  /// A switch: `true` when present.
  init(_ spellings: [String], summary: String) {
    let spec = OptionSpec(spellings: spellings, placeholder: "", value: .flag, summary: summary)
    self.init(spec: spec) { $0.has(spec.name) }
  }
}

extension Option where Value == String? {
  /// Free text, such as a path or a name; `nil` when absent.
  init(_ spellings: [String], placeholder: String, summary: String) {
    let spec = OptionSpec(spellings: spellings, placeholder: placeholder, value: .text, summary: summary)
    self.init(spec: spec) { $0.string(spec.name) }
  }
}
