import Foundation
import HexCore
import XCTest

/// The code shown in the HexCore DocC articles, with the values their
/// comments claim, so the articles cannot drift from the library.
final class DocumentationExamplesTests: XCTestCase {
  func testCoordinatesArticle() {
    let a = Hex(q: 2, r: -1)
    XCTAssertEqual(a.s, -1)
    XCTAssertEqual(Hex(q: 1, r: 1, s: -2), Hex(q: 1, r: 1))
    XCTAssertNil(Hex(q: 1, r: 1, s: 1))

    // odd-q: col = q = -3; row = r + (q - (q & 1)) / 2 = 5 + (-4) / 2 = 3
    let hex = Hex(q: -3, r: 5)
    let offset = OffsetCoordinate(hex, kind: .oddQ)
    XCTAssertEqual(offset, OffsetCoordinate(row: 3, col: -3))
    XCTAssertEqual(Hex(offset, kind: .oddQ), hex)

    // The direction table: index, vector, flat-top and pointy-top names.
    let table: [(HexDirection, HexDirection, Int, Int)] = [
      (.flatBottomRight, .pointyRight, 1, 0), (.flatBottom, .pointyBottomRight, 0, 1),
      (.flatBottomLeft, .pointyBottomLeft, -1, 1), (.flatTopLeft, .pointyLeft, -1, 0),
      (.flatTop, .pointyTopLeft, 0, -1), (.flatTopRight, .pointyTopRight, 1, -1),
    ]
    for (index, (flat, pointy, q, r)) in table.enumerated() {
      XCTAssertEqual(flat, pointy)
      XCTAssertEqual(flat.index, index)
      XCTAssertEqual(flat.vector, Hex(q: q, r: r))
    }
  }

  func testWalksAndShapesArticle() {
    let ring = Hex.zero.ring(radius: 2)
    XCTAssertEqual(ring.count, 12)
    XCTAssertEqual(ring.first, Hex(q: 2, r: 0))
    XCTAssertTrue(ring.allSatisfy { $0.length == 2 })

    // k = 0: direction 0 takes one step to (1, 0), direction 1 none,
    // direction 2 one step to (0, 1), direction 3 one step to (-1, 1).
    let walk = Array(Hex.zero.honeycombWalk(count: 4))
    XCTAssertEqual(walk, [Hex(q: 0, r: 0), Hex(q: 1, r: 0), Hex(q: 0, r: 1), Hex(q: -1, r: 1)])

    let a = Hex.zero.hexagon(radius: 3)
    let b = Hex(q: 2, r: 0).hexagon(radius: 2)
    XCTAssertEqual(a.count, 37)  // 3·3·4 + 1
    XCTAssertEqual(b.count, 19)  // 3·2·3 + 1
    let both = a.intersection(b)
    XCTAssertTrue(both.contains(Hex(q: 1, r: 1)))
    XCTAssertEqual(Set(both), Set(a).intersection(Set(b)))
  }

  func testPixelsAndCornersArticle() {
    let geometry = HexGeometry(orientation: .flatTop, size: 10)
    XCTAssertEqual(geometry.hex(containing: PixelPoint(x: 29, y: 18)), Hex(q: 2, r: 0))
    XCTAssertNil(geometry.hex(containing: PixelPoint(x: .nan, y: 0)))

    // "y-up worlds": pointy-top Hex(0, 1) is (√3/2 · 32, 1.5 · 32) y-down.
    let scene = HexGeometry(orientation: .pointyTop, size: 32, yAxis: .up)
    let spot = scene.center(of: Hex(q: 0, r: 1))
    XCTAssertEqual(spot.x, 16 * (3.0).squareRoot(), accuracy: 1e-9)
    XCTAssertEqual(spot.y, -48, accuracy: 1e-9)
    XCTAssertEqual(scene.hex(containing: PixelPoint(x: 27, y: -50)), Hex(q: 0, r: 1))
    let border = Hex.zero.hexagon(radius: 1).outline().polygons(in: scene, inset: 2)[0]
    XCTAssertEqual(border.count, 18)
    var area = 0.0
    for i in border.indices {
      let a = border[i], b = border[(i + 1) % border.count]
      area += a.x * b.y - b.x * a.y
    }
    XCTAssertGreaterThan(area, 0)
  }

  func testLinesRingSidesAndWedgesInTheShapesArticle() {
    XCTAssertEqual(
      Array(Hex.zero.rectiline(to: Hex(q: 2, r: 1))),
      [Hex(q: 0, r: 0), Hex(q: 1, r: 0), Hex(q: 2, r: 0), Hex(q: 2, r: 1)])
    XCTAssertEqual(
      Hex.zero.supercoverLine(to: Hex(q: 1, r: 1)),
      [Hex(q: 0, r: 0), Hex(q: 0, r: 1), Hex(q: 1, r: 0), Hex(q: 1, r: 1)])
    XCTAssertEqual(
      Hex.zero.ringSide(radius: 2, facing: .flatBottomRight), [Hex(q: 2, r: 0), Hex(q: 1, r: 1), Hex(q: 0, r: 2)])
    XCTAssertEqual(Hex.zero.wedge(toward: .flatBottomRight, radius: 2).count, 6)
    XCTAssertEqual(Hex.zero.spiral(radii: 1...2).count, 18)
  }

  func testWrappingWorldsArticle() throws {
    let world = HexCylinder(rows: 6, columns: 12, kind: .oddQ)!
    func at(_ row: Int, _ col: Int) -> Hex { Hex(OffsetCoordinate(row: row, col: col), kind: .oddQ) }
    let wall = Set((0..<6).map { at($0, 6) })
    let route = try at(2, 1).path(to: at(2, 10), on: world) { wall.contains($0) ? nil : 1 }.get()
    XCTAssertEqual(route.cost, 3)
    // Each step moves one column, so three steps from 1 to 10 go 1, 0, 11, 10.
    XCTAssertEqual(route.hexes.map { OffsetCoordinate($0, kind: .oddQ).col }, [1, 0, 11, 10])
    let reach = at(2, 1).movementRange(steps: 2, on: world) { !wall.contains($0) }
    XCTAssertTrue(reach.hexes.contains { OffsetCoordinate($0, kind: .oddQ).col == 11 })
    XCTAssertTrue(reach.hexes.allSatisfy(world.contains))
    let seen = at(2, 1).fieldOfView(radius: 3, on: world) { wall.contains($0) }
    XCTAssertTrue(seen.allSatisfy(world.contains))
    XCTAssertTrue(seen.contains(at(2, 11)))  // two columns away across the seam, nothing in between
  }
}

/// The figures the documentation states for the searches' defaults and
/// limits are the code's constants (an article once said 2²⁰ expansions
/// while the code had 2¹⁶).
final class DocumentedDefaultsTests: XCTestCase {
  // Through symbolic links: the Apple model compiles this file from its own Tests/ folder.
  private static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  private func text(_ path: String) throws -> String {
    try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The powers of two written `2` followed by superscript digits in
  /// `line`, as values: "2¹⁶" is 65536, "2³¹ − 1" is 2147483647.
  private func powersOfTwo(in line: Substring) -> [Int] {
    let superscripts: [Character: Int] = [
      "⁰": 0, "¹": 1, "²": 2, "³": 3, "⁴": 4, "⁵": 5, "⁶": 6, "⁷": 7, "⁸": 8, "⁹": 9,
    ]
    var values: [Int] = []
    var i = line.startIndex
    while i < line.endIndex {
      defer { i = line.index(after: i) }
      guard line[i] == "2" else { continue }
      var j = line.index(after: i), exponent = 0, digits = 0
      while j < line.endIndex, let d = superscripts[line[j]] {
        exponent = exponent * 10 + d
        digits += 1
        j = line.index(after: j)
      }
      guard digits > 0, exponent < 63 else { continue }
      let minusOne = line[j...].hasPrefix(" − 1")
      values.append((1 << exponent) - (minusOne ? 1 : 0))
    }
    return values
  }

  /// The first power of two after `marker`, on each line of `file` that
  /// has both, equals `value`, and there is at least one.
  private func assertFigures(in file: String, nextTo marker: String, equal value: Int) throws {
    let lines = try text(file).split(separator: "\n").compactMap { line in
      line.range(of: marker).map { line[$0.upperBound...] }
    }
    let figures = lines.compactMap { powersOfTwo(in: $0).first }
    XCTAssertFalse(figures.isEmpty, "\(file) states no figure next to \(marker)")
    for figure in figures {
      XCTAssertEqual(figure, value, "\(file): a figure next to \(marker)")
    }
  }

  func testThePowerOfTwoReaderReadsByHand() {
    XCTAssertEqual(powersOfTwo(in: "2¹⁶ and 2²⁰, 2³¹ − 1, 2 and 12"), [65536, 1_048_576, 2_147_483_647])
  }

  func testDefaultMaximumExpansionsAsDocumented() throws {
    let expansions = HexSearchLimits.defaultMaximumExpansions
    XCTAssertEqual(expansions, 1 << 16)  // the figure the articles state
    let article = "Sources/HexCore/HexCore.docc/PathfindingAndFieldOfView.md"
    try assertFigures(in: article, nextTo: "maximumExpansions:", equal: expansions)
    try assertFigures(
      in: "Sources/HexCore/HexCore.docc/TheBadInputContract.md", nextTo: "expansions run out (default",
      equal: expansions)
    try assertFigures(
      in: "Sources/HexCore/Search/HexPathFinder.swift", nextTo: "defaultMaximumExpansions", equal: expansions)
  }

  func testMaximumStepCostAsDocumented() throws {
    let article = "Sources/HexCore/HexCore.docc/PathfindingAndFieldOfView.md"
    try assertFigures(in: article, nextTo: "maximumStepCost", equal: HexSearchLimits.maximumStepCost)
  }

  func testMaximumFieldOfViewRadiusAsDocumented() throws {
    let article = try text("Sources/HexCore/HexCore.docc/PathfindingAndFieldOfView.md")
    XCTAssertTrue(
      article.contains("radius \(Hex.maximumFieldOfViewRadius), the largest radius looked to"),
      "the article's largest field-of-view radius")
  }
}
