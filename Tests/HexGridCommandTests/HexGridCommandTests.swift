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
private func points(_ attribute: String) -> [PixelPoint] {
  let tokens = attribute.split(separator: " ")
  let commands = tokens.filter { !$0.contains(",") }
  XCTAssertEqual(commands.first, "M", attribute)
  XCTAssertEqual(commands.last, "Z", attribute)
  XCTAssertEqual(Set(commands.dropFirst().dropLast()), ["L"], attribute)
  return tokens.filter { $0.contains(",") }.map { pair in
    let xy = pair.split(separator: ",").map { Double($0)! }
    return PixelPoint(x: xy[0], y: xy[1])
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
    let outcome = HexGridCommand.execute([
      "offset", "--rows", "3", "--columns", "4", "--width", "300", "--height", "200",
    ])
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    let layout = HexLayout()
    let cells = (0..<3).flatMap { row in (0..<4).map { OffsetCoordinate(row: row, col: $0) } }
    let cache = layout.makeCache(coordinates: cells)
    let size = layout.sizeThatFits(proposal: ProposedSize(width: 300, height: 200), cache: cache)
    let expected = layout.placedCells(in: PixelRect(origin: .zero, size: size), cache: cache)
      .map {
        Hexagon(
          fitting: PixelRect(
            x: $0.position.x - $0.proposal.width! / 2, y: $0.position.y - $0.proposal.height! / 2,
            width: $0.proposal.width!, height: $0.proposal.height!),
          orientation: .flatTop)
      }
    assertPolygons(outcome.standardOutput, equal: expected)
    XCTAssertTrue(outcome.standardOutput.contains(">2,3</text>"))
  }

  func testShapePolygonsAreTheGeometrysCorners() {
    for (arguments, hexes, pointy) in [
      (["shape", "spiral", "--radius", "2"], Array(Hex.zero.spiral(radius: 2)), false),
      (
        ["shape", "ring", "--radius", "3", "--center", "2,-1", "--pointy"], Array(Hex(q: 2, r: -1).ring(radius: 3)),
        true
      ),
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
    let layout = HoneycombLayout(diameter: 125, contentOffset: PixelPoint(x: 60, y: -40))
    let cache = layout.makeCache(count: 14)
    let walk = Array(Hex.zero.honeycombWalk(count: 14))
    let radius = 125 / (3.0).squareRoot()
    let placements = Array(layout.placedCells(in: PixelRect(x: 0, y: 0, width: 400, height: 600), cache: cache))
    // Cells the fisheye shrinks to size 0 are not drawn: no stray dots.
    let expected = placements.compactMap { p -> Hexagon? in
      let effect = layout.fisheye(for: walk[p.subviewIndex], containerSize: PixelSize(width: 400, height: 600))
      guard effect.size > 0 else { return nil }
      return Hexagon(
        center: PixelPoint(x: p.position.x + effect.shift.x, y: p.position.y + effect.shift.y),
        size: PixelSize(width: radius * effect.scale, height: radius * effect.scale), orientation: .flatTop)
    }
    let outcome = HexGridCommand.execute(arguments + ["--fisheye", "--offset", "60,-40"])
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    // The fisheye's cells are round: circles of the effect's size
    // (diameter 125 · scale), centred where the hexagons would be.
    let circles = (try? parseXML(outcome.standardOutput))?.filter { $0.name == "circle" } ?? []
    XCTAssertEqual(circles.count, expected.count)
    XCTAssertLessThan(expected.count, 14, "the case has cells of size zero")
    for (circle, hexagon) in zip(circles, expected) {
      let cx = Double(circle.attributes["cx"] ?? ""), cy = Double(circle.attributes["cy"] ?? "")
      let r = Double(circle.attributes["r"] ?? "")
      XCTAssertEqual(cx ?? .nan, hexagon.center.x, accuracy: 0.006)
      XCTAssertEqual(cy ?? .nan, hexagon.center.y, accuracy: 0.006)
      XCTAssertEqual(r ?? .nan, 125 * hexagon.size.width / radius / 2, accuracy: 0.006)
    }
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

  /// The picture frames the outline however far an inset moves it, and an
  /// inset that folds the outline is refused with the insets that do not.
  func testOutlineInsetsStayInTheViewBoxOrAreRefused() throws {
    for inset in ["-10", "-6", "-1", "0", "6", "10"] {
      let outcome = HexGridCommand.execute(["outline", "--inset", inset])
      XCTAssertEqual(outcome.status, 0, outcome.standardError)
      let svg = try parseXML(outcome.standardOutput)
      let box = (svg.first?.attributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
      guard box.count == 4 else { return XCTFail("viewBox of \(inset)") }
      // Every point of the outline path (its last path), stroke included (3 wide).
      let d = svg.filter { $0.name == "path" }.last?.attributes["d"] ?? ""
      let numbers = d.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
      XCTAssertGreaterThan(numbers.count, 12, inset)
      for i in stride(from: 0, to: numbers.count - 1, by: 2) {
        let x = numbers[i], y = numbers[i + 1]
        XCTAssertTrue(
          x - 1.5 >= box[0] && x + 1.5 <= box[0] + box[2] && y - 1.5 >= box[1] && y + 1.5 <= box[1] + box[3],
          "inset \(inset): (\(x), \(y)) outside \(box)")
      }
    }
    // ±20 moves the sides of the one-cell walls into each other: 20 is
    // almost the cell's inner radius, 24·√3/2 ≈ 20.8, and the walls' zigzag
    // brings opposite sides closer still.
    for inset in ["-20", "20"] {
      let outcome = HexGridCommand.execute(["outline", "--inset", inset])
      XCTAssertEqual(outcome.status, 2)
      XCTAssertTrue(outcome.standardError.contains("folds the outline"), outcome.standardError)
      XCTAssertEqual(outcome.standardOutput, "")
    }
  }

  /// Labels fit their cells: none is set below 6 points, and a long one
  /// ends in an ellipsis within 80% of its circle's diameter (at 0.6 em a
  /// character); a picture with no cell says so.
  func testLabelsFitTheirCellsAndAnEmptyPictureSaysSo() throws {
    let labels = NSTemporaryPath("long-labels.txt")
    try writeFile(labels, "Geometry and more\nA\nSuperCalifragilistic\n")
    defer { unlink(labels) }
    let outcome = HexGridCommand.execute(["honeycomb", "--fisheye", "--count", "40", "--labels", labels])
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    let elements = try parseXML(outcome.standardOutput)
    let circles = elements.filter { $0.name == "circle" }
    var ellipsized = 0
    for line in outcome.standardOutput.split(separator: "\n") where line.hasPrefix("<text") {
      guard let text = try parseXML(String(line)).first, let open = line.firstIndex(of: ">"),
        let close = line.range(of: "</text>")
      else { return XCTFail(String(line)) }
      let content = String(line[line.index(after: open)..<close.lowerBound])
      let font = Double(text.attributes["font-size"] ?? "") ?? 0
      XCTAssertGreaterThanOrEqual(font, 6, "\(text.attributes)")
      let x = Double(text.attributes["x"] ?? "") ?? .nan, y = Double(text.attributes["y"] ?? "") ?? .nan
      // The circle the text is drawn in: the nearest centre.
      let circle = circles.min { a, b in
        func d(_ c: XMLElement) -> Double {
          let cx = Double(c.attributes["cx"] ?? "") ?? .infinity, cy = Double(c.attributes["cy"] ?? "") ?? .infinity
          return (cx - x) * (cx - x) + (cy - y) * (cy - y)
        }
        return d(a) < d(b)
      }
      let diameter = 2 * (Double(circle?.attributes["r"] ?? "") ?? 0)
      XCTAssertLessThanOrEqual(0.6 * font * Double(content.count), 0.8 * diameter + 1e-9, content)
      if content.hasSuffix("…") { ellipsized += 1 }
    }
    XCTAssertGreaterThanOrEqual(ellipsized, 1, "the two long labels at the centre are cut")
    let empty = HexGridCommand.execute(["honeycomb", "--offset", "1e300,1e300", "--fisheye"])
    XCTAssertEqual(empty.status, 0)
    XCTAssertTrue(empty.standardError.contains("no cell is drawn"), empty.standardError)
  }

  /// `hexgrid shape wedge`: one cell per hex of HexCore's wedge.
  ///
  /// The 60°
  /// wedge spans ±30° about its direction: 1 neighbour on ring 1, and on
  /// ring 2 the hex straight on plus the two on the diagonals bounding it.
  func testWedgeShape() throws {
    let outcome = HexGridCommand.execute(["shape", "wedge", "--radius", "2", "--direction", "3"])
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    XCTAssertEqual(try parseXML(outcome.standardOutput).filter { $0.name == "path" }.count, 1 + 1 + 3)
    XCTAssertEqual(HexGridCommand.execute(["shape", "wedge", "--direction", "6"]).status, 2)
    XCTAssertEqual(HexGridCommand.execute(["shape", "wedge", "--spread", "4"]).status, 2)
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

  /// Labels with every character XML 1.0 forbids (the C0 controls but
  /// tab, line feed and carriage return; U+FFFE, U+FFFF) still give a
  /// document an XML parser accepts: each becomes U+FFFD, and markup
  /// characters are escaped.
  func testLabelsWithControlCharactersGiveWellFormedXML() throws {
    let path = NSTemporaryPath("control-labels.txt")
    let forbidden = (0..<0x20).filter { ![0x9, 0xA, 0xD].contains($0) } + [0xFFFE, 0xFFFF]
    let controls = String(String.UnicodeScalarView(forbidden.compactMap { Unicode.Scalar($0) }))
    try writeFile(path, "A\u{0}B\nbell\u{7}<&>\"'\n\(controls)\ntab\there\n")
    defer { unlink(path) }
    let outcome = HexGridCommand.execute(["honeycomb", "--labels", path])
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    let svg = outcome.standardOutput
    // XML 1.0's Char production, scalar by scalar.
    let bad = svg.unicodeScalars.filter { scalar in
      switch scalar.value {
      case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return false
      default: return true
      }
    }
    XCTAssertEqual(bad.map(\.value), [], "characters XML forbids")
    XCTAssertEqual(try parseXML(svg).filter { $0.name == "path" }.count, 4)
    XCTAssertTrue(svg.contains(">A\u{FFFD}B</text>"), svg)
    XCTAssertTrue(svg.contains(">bell\u{FFFD}&lt;&amp;&gt;&quot;&apos;</text>"), svg)
    // The 30 replaced characters are too wide for a cell: the label keeps
    // its start and ends in an ellipsis.
    let replaced = svg.split(separator: "\n").first { $0.contains(">\u{FFFD}\u{FFFD}") }.map(String.init) ?? ""
    let content = replaced.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" }
    XCTAssertTrue(content.hasSuffix("…") && content.dropLast().allSatisfy { $0 == "\u{FFFD}" }, replaced)
    XCTAssertLessThan(content.count, forbidden.count)
    XCTAssertTrue(svg.contains(">tab\there</text>"), svg)
  }

  /// A labels file takes at most 2000 labels, --count's limit.
  ///
  /// A 1 MB file of 349,525 three-byte lines (2^20 / 3) once drew that
  /// many cells. More is refused with one line on standard error and
  /// status 2; exactly 2000 draws 2000 cells.
  func testLabelsFileKeepsTheCountLimit() throws {
    let path = NSTemporaryPath("many-labels.txt")
    defer { unlink(path) }
    try writeFile(path, String(repeating: "ab\n", count: 349_525))
    let outcome = HexGridCommand.execute(["honeycomb", "--labels", path])
    XCTAssertEqual(outcome.status, 2)
    XCTAssertEqual(outcome.standardOutput, "")
    XCTAssertTrue(
      outcome.standardError.hasPrefix("hexgrid: error: \(path) has 349525 labels; --labels takes at most 2000"),
      outcome.standardError)
    XCTAssertEqual(outcome.standardError.filter { $0 == "\n" }.count, 1, outcome.standardError)
    try writeFile(path, String(repeating: "x\n", count: 2001))
    XCTAssertEqual(HexGridCommand.execute(["honeycomb", "--labels", path]).status, 2)
    try writeFile(path, String(repeating: "x\n", count: 2000))
    let most = HexGridCommand.execute(["honeycomb", "--labels", path, "--width", "10000", "--height", "10000"])
    XCTAssertEqual(most.status, 0, most.standardError)
    XCTAssertEqual(try parseXML(most.standardOutput).filter { $0.name == "path" }.count, 2000)
  }

  /// Under the fisheye, the cells shrunk to size zero are not drawn
  /// (they were stray dots outside the container), every drawn circle lies
  /// in the container, and the container's frame is drawn.
  func testFisheyeDrawsNoZeroSizeCellsAndFramesTheContainer() throws {
    // Diameter 100, 14 cells in 400 × 600: Hex(2, -1) is centered at
    // (3/2 · 2 · 100/√3, 0) = (173.2, 0) from the middle, so ex = 173.2 +
    // 100 − 200 = 73.2 and the cell keeps a size; with the offset 150,0
    // it is at 323.2, ex = 223.2 > 133.3 and its size is 0.
    let outcome = HexGridCommand.execute([
      "honeycomb", "--diameter", "100", "--fisheye", "--offset", "150,0",
    ])
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    let elements = try parseXML(outcome.standardOutput)
    let circles = elements.filter { $0.name == "circle" }
    XCTAssertGreaterThan(circles.count, 0)
    XCTAssertLessThan(circles.count, 14)
    for circle in circles {
      let cx = Double(circle.attributes["cx"] ?? "") ?? .nan, cy = Double(circle.attributes["cy"] ?? "") ?? .nan
      let r = Double(circle.attributes["r"] ?? "") ?? .nan
      XCTAssertGreaterThan(r, 0.1, "\(circle.attributes)")
      XCTAssertTrue(cx - r >= -0.01 && cx + r <= 400.01 && cy - r >= -0.01 && cy + r <= 600.01, "\(circle.attributes)")
    }
    XCTAssertTrue(
      elements.contains {
        $0.name == "rect" && $0.attributes["stroke-dasharray"] != nil && $0.attributes["fill"] == "none"
      },
      "no container frame")
  }

  /// The default honeycomb fits its 400 × 600 container.
  ///
  /// Its 14
  /// cells reach q = ±2 (x = ±√3 · d) and |q + 2r| = 4 (y = ±2d); with
  /// hexagons of circumradius d/√3, they fit while √3 · d + d/√3 ≤ 200 and
  /// 2d + d/2 ≤ 300, so the largest whole diameter is ⌊200 · √3/4⌋ = 86.
  func testTheDefaultHoneycombFitsItsContainer() throws {
    let outcome = HexGridCommand.execute(["honeycomb"])
    XCTAssertEqual(outcome.status, 0)
    XCTAssertEqual(outcome.standardError, "", "no note: nothing is widened")
    XCTAssertTrue(outcome.standardOutput.contains("viewBox=\"0 0 400 600\""))
    // The center cell's corner 0 is at (200 + 86/√3, 300).
    XCTAssertTrue(outcome.standardOutput.contains("<path d=\"M \(249.65),300 L "), outcome.standardOutput)
    let paths = try parseXML(outcome.standardOutput).filter { $0.name == "path" }
    XCTAssertEqual(paths.count, 14)
    for path in paths {
      let numbers = (path.attributes["d"] ?? "").split(whereSeparator: { " ,".contains($0) }).compactMap { Double($0) }
      for (i, v) in numbers.enumerated() {
        XCTAssertTrue(v >= 0 && v <= (i % 2 == 0 ? 400 : 600), "\(path.attributes)")
      }
    }
    // A diameter that does not fit widens the picture, and says so.
    let wide = HexGridCommand.execute(["honeycomb", "--diameter", "125"])
    XCTAssertEqual(wide.status, 0)
    XCTAssertTrue(
      wide.standardError.hasPrefix("hexgrid: note: cells extend past the 400 × 600 container"), wide.standardError)
    XCTAssertFalse(wide.standardOutput.contains("viewBox=\"0 0 400 600\""))
  }

  /// `offset` and `shape rectangle` label the same cells alike.
  ///
  /// Both use the hex's axial q,r; `offset` adds row,col above. Row 2, column 3 of
  /// an odd-q grid is q = 3, r = 2 − (3 − 1)/2 = 1.
  func testOffsetAndRectangleLabelCellsAlike() throws {
    let offset = HexGridCommand.execute(["offset", "--rows", "3", "--columns", "4"])
    let rectangle = HexGridCommand.execute(["shape", "rectangle", "--rows", "3", "--columns", "4"])
    for outcome in [offset, rectangle] {
      XCTAssertEqual(outcome.status, 0, outcome.standardError)
      XCTAssertTrue(outcome.standardOutput.contains(">3,1</text>"), outcome.standardOutput)
    }
    XCTAssertTrue(offset.standardOutput.contains(">2,3</text>"))
    // The large labels (the last text of each cell) are the same set.
    func labels(_ svg: String) throws -> Set<String> {
      let texts = svg.split(separator: "\n").filter { $0.hasPrefix("<text") }.map { line -> String in
        let start = line.firstIndex(of: ">")!, end = line.range(of: "</text>")!.lowerBound
        return String(line[line.index(after: start)..<end])
      }
      // Two texts per cell: caption, then label.
      return Set(stride(from: 1, to: texts.count, by: 2).map { texts[$0] })
    }
    XCTAssertEqual(try labels(offset.standardOutput), try labels(rectangle.standardOutput))
    XCTAssertEqual(try labels(offset.standardOutput).count, 12)
  }

  /// `--help` shows each numeric option's range, and the range it
  /// shows is the one the parser enforces: the upper end is accepted and
  /// one past it refused.
  func testHelpShowsEachOptionsRange() {
    let offsetHelp = HexGridCommand.execute(["offset", "--help"]).standardOutput
    XCTAssertTrue(offsetHelp.contains("  --rows N            rows (range 0...100, default 4)"), offsetHelp)
    let outlineHelp = HexGridCommand.execute(["outline", "--help"]).standardOutput
    XCTAssertTrue(outlineHelp.contains("range -20...20, default 3"), outlineHelp)
    var checked = 0
    for command in ["offset", "honeycomb", "shape", "outline"] {
      let help = HexGridCommand.execute([command, "--help"]).standardOutput
      // Join each option's wrapped lines.
      var entries: [String] = []
      for line in help.split(separator: "\n") {
        if line.hasPrefix("  -") {
          entries.append(String(line))
        } else if line.hasPrefix("      "), !entries.isEmpty {
          entries[entries.count - 1] += " " + line.drop { $0 == " " }
        }
      }
      for entry in entries {
        let words = entry.split(separator: " ")
        let flag = String(words.first { $0.hasPrefix("--") } ?? "")
        let placeholder = words.count > 1 ? String(words[words.firstIndex { $0.hasPrefix("--") }! + 1]) : ""
        let numeric = ["N", "W", "H", "D", "S", "R"].contains(placeholder)
        guard let range = entry.range(of: "range ") else {
          XCTAssertFalse(numeric, "\(command) \(flag) shows no range: \(entry)")
          continue
        }
        let shown = entry[range.upperBound...].prefix { $0 != "," && $0 != ")" }
        guard let dots = shown.range(of: "...") else {
          XCTFail("\(command) \(flag): \(entry)")
          continue
        }
        let bounds = [String(shown[..<dots.lowerBound]), String(shown[dots.upperBound...])]
        guard let high = Double(bounds[1]) else {
          XCTFail("\(command) \(flag): \(entry)")
          continue
        }
        // `shape` reads an option only for the kinds that use it.
        let kinds = ["--direction": "wedge", "--spread": "wedge", "--count": "walk", "--rows": "rectangle"]
        let positional = command == "shape" ? [kinds[flag] ?? (flag == "--columns" ? "rectangle" : "hexagon")] : []
        let top = high.rounded() == high ? String(Int(high)) : String(high)
        // An inset of 20 folds the outline of 24-point cells (refused, as
        // tested above); with 200-point cells it does not.
        let roomy = command == "outline" && flag == "--inset" ? ["--cell-size", "200"] : []
        let accepted = HexGridCommand.execute([command] + positional + roomy + [flag, top])
        XCTAssertEqual(accepted.status, 0, "\(command) \(flag) \(top): \(accepted.standardError)")
        let past = HexGridCommand.execute([command] + positional + [flag, String(Int(high) + 1)])
        XCTAssertTrue(
          past.standardError.contains("must be in \(bounds[0])...\(bounds[1])"),
          "\(command) \(flag): \(past.standardError)")
        checked += 1
      }
    }
    XCTAssertGreaterThanOrEqual(checked, 20)
  }

  /// The help and the parser read one declaration: every flag the help of a
  /// subcommand lists is one the parser knows (it may refuse the value, but
  /// never as an unknown option), and a flag the help leaves out is unknown.
  func testHelpListsExactlyTheOptionsTheParserKnows() {
    for command in ["offset", "honeycomb", "shape"] {
      let help = HexGridCommand.execute([command, "--help"]).standardOutput
      let flags = help.split(separator: "\n").filter { $0.hasPrefix("  -") }.flatMap { line in
        line.prefix(22).split(separator: " ").map(String.init).filter { $0.hasPrefix("-") }.map { $0.replacingComma() }
      }
      XCTAssertTrue(flags.contains("--output") && flags.contains("-o"), "\(command): \(flags)")
      for flag in flags {
        let outcome = HexGridCommand.execute([command, flag, "1"])
        XCTAssertFalse(outcome.standardError.contains("unknown option"), "\(command) \(flag): \(outcome.standardError)")
      }
      let unknown = HexGridCommand.execute([command, "--colour", "1"])
      XCTAssertTrue(unknown.standardError.contains("unknown option --colour"), command)
    }
  }

  func testHelpExitsZero() {
    for arguments in [
      ["--help"], ["-h"], ["offset", "--help"], ["honeycomb", "-h"], ["shape", "--help"], ["outline", "--help"],
      ["help", "offset"],
      ["pictures", "--help"],
    ] {
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
      // The same rule as offset's: a flat-top kind refuses --pointy.
      (["shape", "rectangle", "--kind", "even-q", "--pointy"], "is not drawn pointy-top"),
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
    var output = "", errors = ""
    let status = HexGridCommand.run(
      ["offset", "-o", path], standardOutput: { output += $0 }, standardError: { errors += $0 })
    XCTAssertEqual(status, 2)
    XCTAssertEqual(output, "")
    // One line naming the path and the reason (ENOENT).
    XCTAssertTrue(errors.hasPrefix("hexgrid: error: cannot write \(path): "), errors)
    XCTAssertEqual(errors.filter { $0 == "\n" }.count, 1, errors)
    XCTAssertNotEqual(access(path, F_OK), 0)
    // A good path gets exactly the SVG, prints nothing, and no temporary file stays.
    let good = NSTemporaryPath("grid.svg")
    defer { unlink(good) }
    output = ""
    errors = ""
    let written = HexGridCommand.run(
      ["shape", "ring", "--radius", "1", "-o", good], standardOutput: { output += $0 }, standardError: { errors += $0 })
    XCTAssertEqual(written, 0)
    XCTAssertEqual(output + errors, "")
    XCTAssertEqual(try readFile(good), HexGridCommand.execute(["shape", "ring", "--radius", "1"]).standardOutput)
  }

  /// The README's terminal sample is the start of what the command prints.
  func testReadmeSampleIsTheRealOutput() throws {
    let root = String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
    let readme = try readFile("/" + root + "/README.md")
    guard let start = readme.range(of: "```text\n"),
      let end = readme.range(of: "```", range: start.upperBound..<readme.endIndex)
    else { return XCTFail("no text block in the README") }
    let sample = readme[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast()
    let output = HexGridCommand.execute([]).standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertFalse(sample.isEmpty)
    XCTAssertEqual(Array(sample), Array(output.prefix(sample.count)))
  }

  /// Every picture in the README has its command on the next line, and
  /// that command prints the picture byte for byte.
  func testReadmePicturesAreWhatTheirCaptionsDraw() throws {
    let root = "/" + String(#filePath).split(separator: "/").dropLast(3).joined(separator: "/")
    let lines = try readFile(root + "/README.md").split(separator: "\n", omittingEmptySubsequences: false)
    var checked = 0
    for (i, line) in lines.enumerated() where line.hasPrefix("![") {
      guard let open = line.range(of: "]("), let close = line.range(of: ")", range: open.upperBound..<line.endIndex)
      else { XCTFail("malformed image: \(line)"); continue }
      let path = String(line[open.upperBound..<close.lowerBound])
      let prefix = "`swift run hexgrid ", caption = i + 1 < lines.count ? lines[i + 1] : ""
      guard caption.hasPrefix(prefix), caption.hasSuffix("`") else {
        XCTFail("\(path): the next line is not its command: \(caption)")
        continue
      }
      let arguments = caption.dropFirst(prefix.count).dropLast().split(separator: " ").map(String.init)
      let outcome = HexGridCommand.execute(arguments)
      XCTAssertEqual(outcome.status, 0, path)
      XCTAssertEqual(try readFile(root + "/" + path), outcome.standardOutput, "\(path) is not what `\(caption)` draws")
      checked += 1
    }
    // One picture per audience: the offset grid, the honeycomb, the outline, and the map twice.
    XCTAssertGreaterThanOrEqual(checked, 5)
  }

  /// A rectangle's kind decides its orientation, as in `offset`: odd-r
  /// without `--pointy` draws the same pointy-top picture as with it, not a
  /// skewed flat-top one.
  func testRectangleOrientationFollowsItsKind() {
    let base = ["shape", "rectangle", "--kind", "odd-r", "--rows", "2", "--columns", "3"]
    let derived = HexGridCommand.execute(base), explicit = HexGridCommand.execute(base + ["--pointy"])
    XCTAssertEqual(derived.status, 0)
    XCTAssertEqual(derived, explicit)
    // Pointy-top corners: a pointy hexagon's path starts at angle 30°, so no
    // drawn cell is flat-top; compare with the flat-top kind's picture.
    XCTAssertNotEqual(
      derived.standardOutput, HexGridCommand.execute(base.map { $0 == "odd-r" ? "odd-q" : $0 }).standardOutput)
  }

  /// Every picture frames what it draws.
  ///
  /// Each path's points and each circle lie inside the view box. The fisheye honeycomb draws round
  /// cells as circles, one per cell, and no hexagons.
  func testPicturesFrameEveryDrawnCell() {
    func numbers(after key: String, in line: Substring) -> [Double] {
      guard let start = line.range(of: key + "=\"") else { return [] }
      let rest = line[start.upperBound...]
      return rest.prefix { $0 != "\"" }.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Double($0) }
    }
    // A zoomed map frame is a viewport: the cells at its border are cut
    // by it, as on screen (the fitted map is framed whole).
    for picture in HexGridCommand.pictures where !picture.arguments.contains("--zoom") {
      let svg = HexGridCommand.execute(picture.arguments).standardOutput
      let lines = svg.split(separator: "\n")
      guard let header = lines.first(where: { $0.hasPrefix("<svg") }) else { return XCTFail(picture.path) }
      let box = numbers(after: "viewBox", in: header)
      XCTAssertEqual(box.count, 4, picture.path)
      guard box.count == 4 else { continue }
      func inside(_ x: Double, _ y: Double) -> Bool {
        x >= box[0] - 1e-9 && y >= box[1] - 1e-9 && x <= box[0] + box[2] + 1e-9 && y <= box[1] + box[3] + 1e-9
      }
      for line in lines where line.hasPrefix("<path") {
        let p = numbers(after: "d", in: line)
        for i in stride(from: 0, to: p.count - 1, by: 2) {
          XCTAssertTrue(inside(p[i], p[i + 1]), "\(picture.path): corner \(p[i]),\(p[i + 1]) outside \(box)")
        }
      }
      for line in lines where line.hasPrefix("<circle") {
        let cx = numbers(after: "cx", in: line), cy = numbers(after: "cy", in: line), r = numbers(after: "r", in: line)
        guard let x = cx.first, let y = cy.first, let radius = r.first else { continue }
        XCTAssertTrue(inside(x - radius, y - radius) && inside(x + radius, y + radius), "\(picture.path): \(line)")
      }
      if picture.arguments.contains("--fisheye") {
        // One circle per cell the fisheye leaves a size (the picture's
        // diameter 125, offset 60,-40, 400 × 600).
        let layout = HoneycombLayout(diameter: 125, contentOffset: PixelPoint(x: 60, y: -40))
        let sized = Hex.zero.honeycombWalk(count: 14).filter {
          layout.fisheye(for: $0, containerSize: PixelSize(width: 400, height: 600)).size > 0
        }
        XCTAssertEqual(lines.filter { $0.hasPrefix("<circle") }.count, sized.count, picture.path)
        XCTAssertEqual(lines.filter { $0.hasPrefix("<path") }.count, 0, picture.path)
      }
    }
  }

  /// `execute` writes nothing: `pictures` hands back every picture as a file
  /// to write, and `run` writes them.
  func testPicturesExecuteReturnsTheFilesWithoutWriting() {
    let outcome = HexGridCommand.execute(["pictures"])
    XCTAssertEqual(outcome.status, 0)
    XCTAssertEqual(outcome.files.map(\.path), HexGridCommand.pictures.map(\.path))
    for (file, picture) in zip(outcome.files, HexGridCommand.pictures) {
      XCTAssertEqual(file.contents, HexGridCommand.execute(picture.arguments).standardOutput, file.path)
    }
    XCTAssertEqual(outcome.standardOutput, HexGridCommand.pictures.map { "wrote \($0.path)\n" }.joined())
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

extension String {
  fileprivate func replacingComma() -> String { hasSuffix(",") ? String(dropLast()) : self }
}

private func NSTemporaryPath(_ name: String) -> String {
  "/tmp/hexgrid-test-\(getpid())-\(name)"
}

private func writeFile(_ path: String, _ text: String) throws {
  guard let file = fopen(path, "w") else { throw POSIXError(errno) }
  // Every byte, a NUL included.
  let bytes = Array(text.utf8)
  _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
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

/// `hexgrid map`: one frame of the map view's draw list, as SVG.
final class MapCommandTests: XCTestCase {
  /// The cells drawn are exactly the map's hexes whose cells meet the
  /// viewport, each at its place on screen: against a scan of the whole
  /// map with the camera worked out by hand.
  func testAZoomedFrameDrawsExactlyTheVisibleCells() throws {
    let outcome = HexGridCommand.execute([
      "map", "--zoom", "2.5", "--center", "-150,60", "--width", "640", "--height", "400",
    ])
    XCTAssertEqual(outcome.status, 0, outcome.standardError)
    XCTAssertEqual(outcome.standardError, "")
    let elements = try parseXML(outcome.standardOutput)
    let cells = elements.filter { $0.name == "path" && $0.attributes["stroke"] == "#33415c" }
    // Screen = (world − center) · zoom + viewport / 2: cells of size
    // 10 · 2.5 = 25 with the world origin at (150 · 2.5 + 320, −60 · 2.5 + 200).
    let screen = HexGeometry(orientation: .flatTop, size: 25, origin: PixelPoint(x: 695, y: 50))
    let viewport = PixelRect(x: 0, y: 0, width: 640, height: 400)
    let expected = Hex.zero.hexagon(radius: 40).filter { screen.hexagon(of: $0).intersects(viewport) }
      .sorted { ($0.q, $0.r) < ($1.q, $1.r) }
    XCTAssertEqual(cells.count, expected.count)
    XCTAssertGreaterThan(expected.count, 100)
    for (cell, hex) in zip(cells, expected) {
      let drawn = points(cell.attributes["d"] ?? "")
      for (p, corner) in zip(drawn, screen.hexagon(of: hex).corners) {
        XCTAssertEqual(p.x, corner.x, accuracy: 0.005 + 1e-9, "\(hex)")
        XCTAssertEqual(p.y, corner.y, accuracy: 0.005 + 1e-9, "\(hex)")
      }
    }
    // The route is drawn where it crosses the viewport.
    XCTAssertFalse(elements.filter { $0.name == "polyline" }.isEmpty)
  }

  /// Fitted (the default), the whole map is in view; zoomed far out, the
  /// map is one shape and a note says so; a zoom past the range is refused.
  func testFitLevelOfDetailAndBadInput() throws {
    let fitted = HexGridCommand.execute(["map", "--radius", "12"])
    XCTAssertEqual(fitted.status, 0)
    let cells = try parseXML(fitted.standardOutput).filter {
      $0.name == "path" && $0.attributes["stroke"] == "#33415c"
    }
    XCTAssertEqual(cells.count, 3 * 12 * 13 + 1)
    let tiny = HexGridCommand.execute(["map", "--zoom", "0.01"])
    XCTAssertEqual(tiny.status, 0)
    XCTAssertTrue(tiny.standardError.contains("one shape"), tiny.standardError)
    let shapes = try parseXML(tiny.standardOutput).filter { $0.name == "path" }
    XCTAssertEqual(shapes.first?.attributes["fill"], "#a1d99b")
    XCTAssertEqual(
      try parseXML(tiny.standardOutput).filter { $0.name == "path" && $0.attributes["stroke"] == "#33415c" }
        .count, 1, "only the map's shape")
    XCTAssertEqual(HexGridCommand.execute(["map", "--zoom", "2000"]).status, 2)
    XCTAssertEqual(HexGridCommand.execute(["map", "--radius", "0"]).status, 2)
  }
}
