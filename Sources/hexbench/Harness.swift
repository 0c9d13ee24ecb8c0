// The benchmark harness: warm-up, timed repetitions, medians, checksums.

/// One measured row of the report.
struct Row {
  var id: String
  var what: String
  var items: Int
  var unit: String
  var median: Double
  var min: Double
  var max: Double
  var checksum: Int
  var baselineMedian: Double?
  /// The median of this row's floor row (`id` + `f`): the same arithmetic
  /// on the same data with no library call, timed in the same run.
  var floorMedian: Double?
  var target: String
  /// Whether the target is met, if it can be judged from this run.
  var met: Bool?
  var note: String = ""

  /// Baseline time over ours: how many times faster we are.
  var speedup: Double? { baselineMedian.map { $0 / median } }

  /// Our time over the floor's: 1 is as fast as the raw loop.
  var floorRatio: Double? { floorMedian.map { median / $0 } }
}

/// Times `body` once untimed, then `repetitions` times, and returns the
/// per-item nanoseconds (median, min, max) and the checksum, aborting if any
/// repetition's checksum differs.
///
/// `prepare` runs, untimed, before the warm-up and before each repetition:
/// it rebuilds the state that `body` consumes.
func measure(
  _ label: String, items: Int, repetitions: Int, prepare: () -> Void = {}, _ body: () -> Int
) -> (median: Double, min: Double, max: Double, checksum: Int) {
  let clock = ContinuousClock()
  prepare()
  let expected = body()  // warm-up, untimed
  var samples: [Double] = []
  for repetition in 0..<repetitions {
    prepare()
    var checksum = 0
    let elapsed = clock.measure { checksum = body() }
    guard checksum == expected else {
      fatalError(
        "\(label): repetition \(repetition) gave checksum \(checksum), warm-up gave \(expected)")
    }
    let c = elapsed.components
    let ns = Double(c.seconds) * 1e9 + Double(c.attoseconds) / 1e9
    samples.append(ns / Double(Swift.max(items, 1)))
  }
  samples.sort()
  return (samples[samples.count / 2], samples.first!, samples.last!, expected)
}

/// Times `body` and `baseline` as ``measure(_:items:repetitions:prepare:_:)``
/// does, alternating their repetitions, so that both see the same load on a
/// shared machine: the ratio of their medians holds even when the load
/// changes during the run.
func measurePaired(
  _ label: String, items: Int, repetitions: Int, prepare: () -> Void = {}, _ body: () -> Int,
  baseline: () -> Int
) -> (
  row: (median: Double, min: Double, max: Double, checksum: Int),
  baseline: (median: Double, min: Double, max: Double, checksum: Int)
) {
  let clock = ContinuousClock()
  var expected = (0, 0)
  var samples: ([Double], [Double]) = ([], [])
  func time(_ f: () -> Int, _ sample: inout [Double], _ expected: inout Int, _ repetition: Int) {
    prepare()
    var checksum = 0
    let elapsed = clock.measure { checksum = f() }
    if repetition < 0 {
      expected = checksum  // warm-up, untimed
      return
    }
    guard checksum == expected else {
      fatalError("\(label): repetition \(repetition) gave checksum \(checksum), warm-up gave \(expected)")
    }
    let c = elapsed.components
    sample.append((Double(c.seconds) * 1e9 + Double(c.attoseconds) / 1e9) / Double(Swift.max(items, 1)))
  }
  for repetition in -1..<repetitions {
    time(body, &samples.0, &expected.0, repetition)
    time(baseline, &samples.1, &expected.1, repetition)
  }
  let a = samples.0.sorted(), b = samples.1.sorted()
  return (
    (a[a.count / 2], a.first!, a.last!, expected.0),
    (b[b.count / 2], b.first!, b.last!, expected.1)
  )
}

/// Formats a number with a fixed count of decimals, without Foundation.
func fixed(_ value: Double, _ decimals: Int = 2) -> String {
  guard value.isFinite else { return "\(value)" }
  var scale = 1.0
  for _ in 0..<decimals { scale *= 10 }
  let scaled = (value.magnitude * scale).rounded()
  let whole = Int(scaled / scale)
  let fraction = Int(scaled - Double(whole) * scale)
  var digits = String(fraction)
  while digits.count < decimals { digits = "0" + digits }
  let sign = value < 0 && scaled != 0 ? "-" : ""
  return decimals == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(digits)"
}

func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
  let padding = String(repeating: " ", count: Swift.max(0, width - s.count))
  return right ? padding + s : s + padding
}

func printTable(_ rows: [Row]) {
  let header = [
    pad("id", 4), pad("workload", 44), pad("items", 9, right: true), pad("median", 10, right: true),
    pad("min", 9, right: true), pad("max", 9, right: true), pad("unit", 9),
    pad("checksum", 20, right: true), pad("baseline", 10, right: true),
    pad("speedup", 9, right: true), pad("/floor", 7, right: true), "  target",
  ]
  print(header.joined(separator: " "))
  for r in rows {
    let status = r.met.map { $0 ? "met" : "NOT met" } ?? "-"
    let cells = [
      pad(r.id, 4), pad(r.what, 44), pad(String(r.items), 9, right: true),
      pad(fixed(r.median, 3), 10, right: true), pad(fixed(r.min, 3), 9, right: true),
      pad(fixed(r.max, 3), 9, right: true), pad(r.unit, 9),
      pad(String(r.checksum), 20, right: true),
      pad(r.baselineMedian.map { fixed($0, 3) } ?? "-", 10, right: true),
      pad(r.speedup.map { fixed($0, 1) + "x" } ?? "-", 9, right: true),
      pad(r.floorRatio.map { fixed($0, 2) + "x" } ?? "-", 7, right: true),
      "  \(r.target) (\(status))\(r.note.isEmpty ? "" : "; " + r.note)",
    ]
    print(cells.joined(separator: " "))
  }
}

func json(
  _ rows: [Row], skipped: [(id: String, target: String)], quick: Bool, instructionSet: String
) -> String {
  func quote(_ s: String) -> String {
    var out = "\""
    for ch in s.unicodeScalars {
      switch ch {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.unicodeScalars.append(ch)
      }
    }
    return out + "\""
  }
  func number(_ d: Double?) -> String { d.map { fixed($0, 4) } ?? "null" }
  var lines: [String] = []
  for r in rows {
    let met = r.met.map { $0 ? "true" : "false" } ?? "null"
    lines.append(
      "    {\"id\": \(quote(r.id)), \"workload\": \(quote(r.what)), \"items\": \(r.items), "
        + "\"unit\": \(quote(r.unit)), \"median\": \(number(r.median)), \"min\": \(number(r.min)), "
        + "\"max\": \(number(r.max)), \"checksum\": \(r.checksum), "
        + "\"baselineMedian\": \(number(r.baselineMedian)), \"speedup\": \(number(r.speedup)), "
        + "\"floorMedian\": \(number(r.floorMedian)), \"floorRatio\": \(number(r.floorRatio)), "
        + "\"target\": \(quote(r.target)), \"met\": \(met), \"note\": \(quote(r.note))}")
  }
  let skippedRows = skipped.map { "{\"id\": \(quote($0.id)), \"target\": \(quote($0.target))}" }
  return "{\n  \"quick\": \(quick),\n  \"instructionSet\": \(quote(instructionSet)),\n"
    + "  \"skipped\": [\(skippedRows.joined(separator: ", "))],\n"
    + "  \"rows\": [\n" + lines.joined(separator: ",\n") + "\n  ]\n}\n"
}

/// `x²`, wrapping: the checksums' building block.
@inline(__always)  // every checksum: once per item
func square(_ x: Int) -> Int { x &* x }

/// `|x|` rounded half away from zero, as `Int(abs(x.rounded()))` — the
/// checksums' rounding — without libm's out-of-line `round` or the range
/// checks of a `Double`-to-`Int` conversion: adding 2⁵² rounds the magnitude
/// to an integer (ties to even) held in the low bits of the result, and a
/// tie that went down is moved up.
///
/// Exact for every `|x| < 2⁵¹`; used alike
/// by our rows and the baselines, so it favors neither.
@inline(__always)  // W4, W8, L1 and L2 checksums: once per coordinate
func roundedMagnitude(_ x: Double) -> Int {
  let a = x.magnitude
  let shifted = a + 0x1p52
  let nearest = Int(bitPattern: UInt(shifted.bitPattern)) &- 0x4330_0000_0000_0000
  return (shifted - 0x1p52) - a == -0.5 ? nearest &+ 1 : nearest
}

/// The median of each row of a file that `--json` wrote, by row id.
///
/// The file is this program's own format, one row per line, so reading it
/// needs no JSON library: each row's line holds `"id": "…"` and
/// `"median": number`.
func medians(inJSON text: String) -> [String: Double] {
  var result: [String: Double] = [:]
  for line in text.split(separator: "\n") {
    guard let id = value(of: "id", in: line), let median = value(of: "median", in: line),
      let number = Double(median)
    else { continue }
    result[id.trimmingQuotes] = number
  }
  return result
}

/// The text after `"key": ` up to the next `,` or `}` in `line`.
private func value(of key: String, in line: Substring) -> String? {
  let needle = Array("\"\(key)\": ")
  let characters = Array(line)
  guard characters.count >= needle.count,
    let at = (0...(characters.count - needle.count)).first(where: {
      Array(characters[$0..<($0 + needle.count)]) == needle
    })
  else { return nil }
  let rest = Substring(String(characters[(at + needle.count)...]))
  let end = rest.firstIndex { $0 == "," || $0 == "}" } ?? rest.endIndex
  return String(rest[..<end])
}

extension String {
  /// The string without surrounding double quotes.
  fileprivate var trimmingQuotes: String {
    guard count >= 2, first == "\"", last == "\"" else { return self }
    return String(dropFirst().dropLast())
  }

  /// The string padded with spaces to at least `width` characters.
  func padding(_ width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
