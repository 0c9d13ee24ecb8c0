import Foundation
import HexGridCommand
import XCTest

/// The README's alt texts say what the pictures draw: the figures in them
/// are read from the SVG files the README shows.
final class ReadmePictureTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  private func text(_ path: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
  }

  /// The README line showing `picture`, and the command on the line after it.
  private func readmeLines(showing picture: String) throws -> (alt: String, command: String) {
    let lines = try text("README.md").split(separator: "\n", omittingEmptySubsequences: false)
    guard let index = lines.firstIndex(where: { $0.hasPrefix("![") && $0.contains(picture) }) else {
      throw XCTSkip("README.md shows no \(picture)")
    }
    return (String(lines[index]), String(lines[index + 1]))
  }

  /// README.md, the honeycomb picture: "A honeycomb of 14 topics scrolled
  /// off-center: the 12 in view".
  func testHoneycombAltTextCountsTheDrawnCells() throws {
    let readme = try readmeLines(showing: "honeycomb-fisheye.svg")
    let svg = try text("Sources/HexLayoutEngine/HexLayoutEngine.docc/Resources/honeycomb-fisheye.svg")
    XCTAssertTrue(readme.alt.contains("A honeycomb of 14 topics"), readme.alt)
    XCTAssertTrue(readme.command.contains("--count 14"), readme.command)
    XCTAssertTrue(readme.alt.contains("the 12 in view"), readme.alt)
    XCTAssertEqual(svg.components(separatedBy: "<circle ").count - 1, 12)
  }

  /// The README's map pictures: "the radius-40 hexagon", "zoomed in 2.5 times".
  ///
  /// The SVG's title counts the map's hexes: 3 · 40 · 41 + 1 = 4921.
  func testMapAltTextsNameTheDrawnMap() throws {
    let map = try readmeLines(showing: "map.svg")
    XCTAssertTrue(map.alt.contains("the radius-40 hexagon"), map.alt)
    let svg = try text("Sources/HexCore/HexCore.docc/Resources/map.svg")
    XCTAssertTrue(svg.contains("<title>a map of 4921 hexes"), String(svg.prefix(300)))
    let zoomed = try readmeLines(showing: "map-zoomed.svg")
    XCTAssertTrue(zoomed.alt.contains("zoomed in 2.5 times"), zoomed.alt)
    XCTAssertTrue(zoomed.command.contains("--zoom 2.5"), zoomed.command)
  }

  /// The README's "draws a 19-cell honeycomb": the labels `q,r` the command prints.
  func testTheTerminalHoneycombHas19Cells() throws {
    XCTAssertTrue(try text("README.md").contains("draws a 19-cell honeycomb"))
    // The picture, before the usage text that follows it.
    let output = HexGridCommand.execute([]).standardOutput
    let picture = output[..<(output.range(of: "Usage:")?.lowerBound ?? output.endIndex)]
    let labels = picture.matches(of: /(?:^|\s)(-?\d+,-?\d+)(?=\s)/).map { String($0.1) }
    XCTAssertEqual(labels.count, 19, "\(labels)")
    XCTAssertEqual(Set(labels).count, 19, "\(labels)")
  }

  /// The README's platforms table: each version it states is the one the
  /// sources' `@available` attributes say.
  func testPlatformTableMatchesTheAvailabilityAttributes() throws {
    let readme = try text("README.md")
    let claims: [(readme: String, attribute: String, file: String)] = [
      (
        "iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1", "@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)",
        "Sources/HexGridSwiftUI/HexGrid.swift"
      ),
      (
        "`HexMapView` iOS 17, macOS 14, tvOS 17, watchOS 10", "@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)",
        "Sources/HexGridSwiftUI/HexMapView.swift"
      ),
      (
        "macOS 12.3, iOS 15.4, tvOS 15.4 or watchOS 8.5", "@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)",
        "Sources/HexCore/Coordinates/Coordinates+CodingKey.swift"
      ),
    ]
    for claim in claims {
      XCTAssertTrue(readme.contains(claim.readme), claim.readme)
      XCTAssertTrue(try text(claim.file).contains(claim.attribute), "\(claim.file): \(claim.attribute)")
    }
  }
}
