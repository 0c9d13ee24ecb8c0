import Foundation
import HexCore
import XCTest

/// The figures the documentation states for the searches' defaults and
/// limits are the code's constants (issue 24, item 7: the article said 2²⁰
/// expansions while the code had 2¹⁶).
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
    let expansions = HexPathFinder.defaultMaximumExpansions
    XCTAssertEqual(expansions, 1 << 16)  // the figure the fix settles on
    let article = "Sources/HexCore/HexCore.docc/PathfindingAndFieldOfView.md"
    try assertFigures(in: article, nextTo: "maximumExpansions:", equal: expansions)
    try assertFigures(in: "README.md", nextTo: "expansions run out (default", equal: expansions)
    try assertFigures(
      in: "Sources/HexCore/Search/HexPathFinder.swift", nextTo: "defaultMaximumExpansions", equal: expansions)
  }

  func testMaximumStepCostAsDocumented() throws {
    let article = "Sources/HexCore/HexCore.docc/PathfindingAndFieldOfView.md"
    try assertFigures(in: article, nextTo: "maximumStepCost", equal: HexPathFinder.maximumStepCost)
  }

  func testMaximumFieldOfViewRadiusAsDocumented() throws {
    let article = try text("Sources/HexCore/HexCore.docc/PathfindingAndFieldOfView.md")
    XCTAssertTrue(
      article.contains("radius \(Hex.maximumFieldOfViewRadius) (the largest radius looked to"),
      "the article's largest field-of-view radius")
  }
}
