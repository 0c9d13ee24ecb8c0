import HexCore
import HexGridCommand
import HexLayoutEngine
import XCTest

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal XML reader for the command's SVG: checks that tags nest and
/// attributes are quoted, and collects each element's attributes.
private struct XMLElement {
  var name: String
  var attributes: [String: String]
}

private func parseXML(_ text: String) throws -> [XMLElement] {
  struct Malformed: Error, CustomStringConvertible { var description: String }
  var elements: [XMLElement] = []
  var stack: [String] = []
  var chars = Array(text)
  if text.hasPrefix("<?xml") {
    guard let end = text.range(of: "?>") else { throw Malformed(description: "unterminated declaration") }
    chars = Array(text[end.upperBound...])
  }
  var i = 0
  func skipSpaces() { while i < chars.count, chars[i] == " " || chars[i] == "\n" { i += 1 } }
  func name() -> String {
    var n = ""
    while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "-" || chars[i] == ":" {
      n.append(chars[i])
      i += 1
    }
    return n
  }
  while i < chars.count {
    guard chars[i] == "<" else {
      if !stack.isEmpty || chars[i].isWhitespace {
        i += 1
        continue
      }
      throw Malformed(description: "text outside the root at \(i)")
    }
    i += 1
    if chars[i] == "/" {
      i += 1
      let n = name()
      guard stack.popLast() == n else { throw Malformed(description: "</\(n)> closes the wrong element") }
      skipSpaces()
      guard chars[i] == ">" else { throw Malformed(description: "bad closing tag \(n)") }
      i += 1
      continue
    }
    let n = name()
    guard !n.isEmpty else { throw Malformed(description: "empty tag name at \(i)") }
    var attributes: [String: String] = [:]
    while true {
      skipSpaces()
      if chars[i] == "/" && chars[i + 1] == ">" {
        i += 2
        elements.append(XMLElement(name: n, attributes: attributes))
        break
      }
      if chars[i] == ">" {
        i += 1
        elements.append(XMLElement(name: n, attributes: attributes))
        stack.append(n)
        break
      }
      let key = name()
      guard !key.isEmpty, chars[i] == "=", chars[i + 1] == "\"" else {
        throw Malformed(description: "unquoted or missing attribute in <\(n)>")
      }
      i += 2
      var value = ""
      while chars[i] != "\"" {
        guard chars[i] != "<" else { throw Malformed(description: "< inside an attribute") }
        value.append(chars[i])
        i += 1
      }
      i += 1
      guard attributes.updateValue(value, forKey: key) == nil else {
        throw Malformed(description: "attribute \(key) twice in <\(n)>")
      }
    }
  }
  guard stack.isEmpty else { throw Malformed(description: "unclosed \(stack)") }
  return elements
}

/// The points of a straight-sided path's `d` attribute (`M x,y L x,y … Z`),
/// after checking that it is one closed subpath of moves and lines.
private func points(_ attribute: String) -> [Point] {
  let tokens = attribute.split(separator: " ")
  let commands = tokens.filter { !$0.contains(",") }
  XCTAssertEqual(commands.first, "M", attribute)
  XCTAssertEqual(commands.last, "Z", attribute)
  XCTAssertEqual(Set(commands.dropFirst().dropLast()), ["L"], attribute)
  return tokens.filter { $0.contains(",") }.map { pair in
    let xy = pair.split(separator: ",").map { Double($0)! }
    return Point(x: xy[0], y: xy[1])
  }
}

private func assertPolygons(
  _ svg: String, equal expected: [Hexagon], file: StaticString = #filePath, line: UInt = #line
) {
  let elements: [XMLElement]
  do {
    elements = try parseXML(svg)
  } catch {
    return XCTFail("malformed SVG: \(error)", file: file, line: line)
  }
  XCTAssertEqual(elements.first?.name, "svg", file: file, line: line)
  let polygons = elements.filter { $0.name == "path" }
  XCTAssertEqual(polygons.count, expected.count, "one polygon per cell", file: file, line: line)
  for (polygon, hexagon) in zip(polygons, expected) {
    let drawn = points(polygon.attributes["d"] ?? "")
    XCTAssertEqual(drawn.count, 6, file: file, line: line)
    for (p, corner) in zip(drawn, hexagon.corners) {
      // Two decimals in the file.
      XCTAssertEqual(p.x, corner.x, accuracy: 0.005 + 1e-9, file: file, line: line)
      XCTAssertEqual(p.y, corner.y, accuracy: 0.005 + 1e-9, file: file, line: line)
    }
  }
}

final class HexGridCommandTests: XCTestCase {
  func testNoArgumentsPrintsTheHoneycombAndUsage() {
    let outcome = HexGridCommand.execute([])
    XCTAssertEqual(outcome.status, 0)
    XCTAssertEqual(outcome.standardError, "")
    // Every hex of the radius-2 hexagon (the first 19 cells of the walk)
    // appears once with its axial coordinates.
    for hex in Hex.zero.hexagon(radius: 2) {
      let label = "\(hex.q),\(hex.r)"
      let pattern = " \(label) "
      XCTAssertTrue(outcome.standardOutput.contains(pattern), "\(label) missing")
    }
    XCTAssertTrue(outcome.standardOutput.contains("Usage:"))
    // The centre is in the middle line of the picture: rows 0...20, labels of
    // column q = 0 at rows 2 + 4(r + 2).
    let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertTrue(lines[10].contains(" 0,0 "), String(lines[10]))
    XCTAssertTrue(lines[2].contains("0,-2"), String(lines[2]))
  }

  func testOffsetGridPolygonsAreTheLayoutsHexagons() {
    let outcome = HexGridCommand.execute(["offset", "--rows", "3", "--columns", "4", "--width", "300", "--height", "200"])
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    let layout = HexLayout()
    let cells = (0..<3).flatMap { row in (0..<4).map { OffsetCoordinate(row: row, col: $0) } }
    let cache = layout.makeCache(coordinates: cells)
    let size = layout.sizeThatFits(proposal: ProposedSize(width: 300, height: 200), cache: cache)
    let expected = layout.placeSubviews(in: Rect(origin: .zero, size: size), proposal: .unspecified, cache: cache).map {
      Hexagon(
        fitting: Rect(x: $0.position.x - $0.proposal.width! / 2, y: $0.position.y - $0.proposal.height! / 2,
                      width: $0.proposal.width!, height: $0.proposal.height!),
        orientation: .flatTop)
    }
    assertPolygons(outcome.standardOutput, equal: expected)
    XCTAssertTrue(outcome.standardOutput.contains(">2,3</text>"))
  }

  func testShapePolygonsAreTheGeometrysCorners() {
    for (arguments, hexes, pointy) in [
      (["shape", "spiral", "--radius", "2"], Array(Hex.zero.spiral(radius: 2)), false),
      (["shape", "ring", "--radius", "3", "--center", "2,-1", "--pointy"], Array(Hex(q: 2, r: -1).ring(radius: 3)), true),
      (["shape", "line", "--from", "-3,1", "--to", "3,-2"], Array(Hex(q: -3, r: 1).line(to: Hex(q: 3, r: -2))), false),
      (["shape", "walk", "--count", "10"], Array(Hex.zero.honeycombWalk(count: 10)), false),
      (["shape", "triangle", "--radius", "3"], Array(HexRegion.triangle(size: 3)), false),
    ] {
      let outcome = HexGridCommand.execute(arguments)
      XCTAssertEqual(outcome.status, 0, "\(arguments): \(outcome.standardError)")
      let geometry = HexGeometry(orientation: pointy ? .pointyTop : .flatTop, size: 30)
      assertPolygons(outcome.standardOutput, equal: hexes.map { geometry.hexagon(of: $0) })
    }
    let cube = HexGridCommand.execute(["shape", "hexagon", "--radius", "1", "--cube"])
    XCTAssertTrue(cube.standardOutput.contains(">1,-1,0</text>"))
  }

  func testHoneycombPolygonsFollowTheLayoutAndTheFisheye() {
    let arguments = ["honeycomb", "--count", "14", "--diameter", "125", "--width", "400", "--height", "600"]
    let layout = HoneycombLayout(diameter: 125, contentOffset: Point(x: 60, y: -40))
    let cache = layout.makeCache(count: 14)
    let walk = Array(Hex.zero.honeycombWalk(count: 14))
    let radius = 125 / (3.0).squareRoot()
    let placements = layout.placeSubviews(in: Rect(x: 0, y: 0, width: 400, height: 600), proposal: .unspecified, cache: cache)
    let expected = placements.map { p -> Hexagon in
      let effect = layout.fisheye(for: walk[p.subviewIndex], containerSize: Size(width: 400, height: 600))
      return Hexagon(
        center: Point(x: p.position.x + effect.shift.x, y: p.position.y + effect.shift.y),
        size: Size(width: radius * effect.scale, height: radius * effect.scale), orientation: .flatTop)
    }
    let outcome = HexGridCommand.execute(arguments + ["--fisheye", "--offset", "60,-40"])
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    assertPolygons(outcome.standardOutput, equal: expected)
    let plain = HexGridCommand.execute(arguments)
    XCTAssertTrue(plain.standardOutput.contains(">Swift</text>"))
    // The centre cell sits in the middle: corner 0 at (200 + r, 300).
    XCTAssertTrue(plain.standardOutput.contains("<path d=\"M 272.17,300 L "))
  }

  /// `hexgrid outline`: the overlay is HexOutline's path of the movement
  /// range (one outer loop and the hole around the pillar), inset and rounded.
  func testOutlineDrawsTheRangeOutline() throws {
    let outcome = HexGridCommand.execute(["outline", "--steps", "7"])
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    XCTAssertTrue(outcome.standardOutput.contains("1 outer loop, 1 hole</title>"), outcome.standardOutput)
    let paths = try parseXML(outcome.standardOutput).filter { $0.name == "path" }
    XCTAssertEqual(paths.count, 91 + 1, "91 cells of the radius-5 map and the outline")
    let d = paths.last?.attributes["d"] ?? ""
    XCTAssertEqual(d.split(separator: " ").filter { $0 == "M" }.count, 2, d)
    XCTAssertEqual(d.split(separator: " ").filter { $0 == "Z" }.count, 2, d)
    XCTAssertTrue(d.contains("Q"), d)
    XCTAssertEqual(paths.last?.attributes["fill-rule"], "evenodd")
    XCTAssertEqual(HexGridCommand.execute(["outline", "--steps", "-1"]).status, 2)
    XCTAssertEqual(HexGridCommand.execute(["outline", "--inset", "nan"]).status, 2)
    XCTAssertEqual(HexGridCommand.execute(["outline", "--pointy", "--corner-radius", "0"]).status, 0)
  }

  func testLabelsFile() throws {
    let path = NSTemporaryPath("labels.txt")
    try writeFile(path, "Alpha\nBeta\n\nGamma\n")
    defer { unlink(path) }
    let outcome = HexGridCommand.execute(["honeycomb", "--labels", path])
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    XCTAssertEqual(try parseXML(outcome.standardOutput).filter { $0.name == "path" }.count, 3)
    XCTAssertTrue(outcome.standardOutput.contains(">Gamma</text>"))
  }

  func testHelpExitsZero() {
    for arguments in [["--help"], ["-h"], ["offset", "--help"], ["honeycomb", "-h"], ["shape", "--help"], ["outline", "--help"], ["help", "offset"], ["pictures", "--help"]] {
      let outcome = HexGridCommand.execute(arguments)
      XCTAssertEqual(outcome.status, 0, "\(arguments)")
      XCTAssertTrue(outcome.standardOutput.contains("Usage"), "\(arguments)")
      XCTAssertEqual(outcome.standardError, "")
    }
  }

  func testBadInputExitsTwoWithOneLine() {
    let cases: [([String], String)] = [
      (["draw"], "unknown command 'draw'"),
      (["offset", "--colour", "red"], "unknown option --colour"),
      (["offset", "--rows"], "--rows needs a value"),
      (["offset", "--rows", "four"], "--rows needs a whole number, not 'four'"),
      (["honeycomb", "--count", "-3"], "--count cannot be negative"),
      (["offset", "--width", "nan"], "--width needs a number, not 'nan'"),
      (["offset", "--kind", "odd-x"], "--kind must be odd-q, even-q, odd-r or even-r"),
      (["offset", "--orientation", "pointy", "--kind", "odd-q"], "is not drawn pointy-top"),
      (["offset", "--rows", "2", "--rows", "3"], "--rows given twice"),
      (["shape"], "shape needs a kind"),
      (["shape", "blob"], "unknown shape 'blob'"),
      (["shape", "ring", "--radius", "99"], "--radius must be in 0...30"),
      (["shape", "line", "--to", "3"], "--to needs a hex written q,r"),
      (["honeycomb", "--labels", "/nonexistent/labels.txt"], "cannot read /nonexistent/labels.txt"),
      (["offset", "extra"], "unexpected argument extra"),
    ]
    for (arguments, message) in cases {
      let outcome = HexGridCommand.execute(arguments)
      XCTAssertEqual(outcome.status, 2, "\(arguments)")
      XCTAssertEqual(outcome.standardOutput, "", "\(arguments)")
      XCTAssertTrue(outcome.standardError.hasPrefix("hexgrid: error: "), "\(arguments): \(outcome.standardError)")
      XCTAssertTrue(outcome.standardError.contains(message), "\(arguments): \(outcome.standardError)")
      XCTAssertEqual(outcome.standardError.filter { $0 == "\n" }.count, 1, "one line: \(outcome.standardError)")
    }
  }

  func testUnwritableOutputExitsTwoAndLeavesNothing() {
    let directory = NSTemporaryPath("no-such-directory")
    let path = directory + "/grid.svg"
    // `perform` returns what `run` would print, so the error is checked here
    // instead of reaching the test log.
    let failed = HexGridCommand.perform(["offset", "-o", path])
    XCTAssertEqual(failed.status, 2)
    XCTAssertTrue(failed.standardError.hasPrefix("hexgrid: error: cannot write \(path)"), failed.standardError)
    XCTAssertEqual(failed.standardOutput, "")
    XCTAssertNotEqual(access(path, F_OK), 0)
    // A good path gets exactly the SVG, and no temporary file stays.
    let good = NSTemporaryPath("grid.svg")
    defer { unlink(good) }
    XCTAssertEqual(HexGridCommand.perform(["shape", "ring", "--radius", "1", "-o", good]).status, 0)
    XCTAssertEqual(try readFile(good), HexGridCommand.execute(["shape", "ring", "--radius", "1"]).standardOutput)
  }

  /// The README's terminal sample is the start of what the command prints.
  func testReadmeSampleIsTheRealOutput() throws {
    let root = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
    let readme = try readFile("/" + root + "/README.md")
    guard let start = readme.range(of: "```text\n"), let end = readme.range(of: "```", range: start.upperBound..<readme.endIndex)
    else { return XCTFail("no text block in the README") }
    let sample = readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    let output = HexGridCommand.execute([]).standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertFalse(sample.isEmpty)
    XCTAssertEqual(Array(sample), Array(output.prefix(sample.count)))
  }

  /// The pictures in the documentation are what the current code draws.
  func testCommittedPicturesAreUpToDate() throws {
    let root = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
    for picture in HexGridCommand.pictures {
      let outcome = HexGridCommand.execute(picture.arguments)
      XCTAssertEqual(outcome.status, 0)
      let committed = try readFile("/" + root + "/" + picture.path)
      XCTAssertEqual(committed, outcome.standardOutput, "\(picture.path) is stale: run `swift run hexgrid pictures`")
    }
  }
}

private func NSTemporaryPath(_ name: String) -> String {
  "/tmp/hexgrid-test-\(getpid())-\(name)"
}

private func writeFile(_ path: String, _ text: String) throws {
  guard let file = fopen(path, "w") else { throw POSIXError(errno) }
  _ = text.utf8CString.withUnsafeBufferPointer { fputs($0.baseAddress, file) }
  fclose(file)
}

private func readFile(_ path: String) throws -> String {
  guard let file = fopen(path, "r") else { throw POSIXError(errno) }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while case let n = fread(&buffer, 1, buffer.count, file), n > 0 { bytes += buffer[0..<n] }
  return String(decoding: bytes, as: UTF8.self)
}

private struct POSIXError: Error {
  var code: Int32
  init(_ code: Int32) { self.code = code }
}
