// swift-format-ignore-file
// The README's code blocks appear here verbatim (a test checks it), laid
// out for reading in the README, trailing comments aligned; the formatter
// would re-flow them, so this file is exempt.
// The README's SwiftUI examples, compiled here against the model of Apple's
// SDK (Tests/AppleModel), where MacTypes.h's names are visible as on a Mac.

import Foundation
import HexCore
import HexGridSwiftUI
import HexLayoutEngine
import SwiftUI
import XCTest

struct Cell: OffsetCoordinateProviding {
  var name: String
  var offsetCoordinate: OffsetCoordinate
}

struct Board: View {
  let cells: [Cell]
  var body: some View {
    HexGrid(cells) { cell in
      Text(cell.name)
    }
  }
}

struct TopicPicker: View {
  let topics: [String]
  var body: some View {
    HoneycombGrid(topics) { topic in
      Text(topic)
    } onSelect: { topic in
      print("selected", topic)
    }
  }
}

struct Ground {
  var color: Color
  var name: String
}

struct StrategyMap: View {
  let world = Hex.zero.hexagon(radius: 577)
  let geometry = HexGeometry(orientation: .flatTop, size: 10)
  let route: [Hex]
  let reach: [Hex]
  let terrainMap: [Hex: Ground]
  @State var camera = HexCamera()
  @State var selected: Hex?
  var body: some View {
    let terrain = self
    HexMapView(region: world, geometry: geometry, camera: $camera, selection: $selected) { hex in
      terrain[hex].color
    } label: { hex in
      terrain[hex].name
    } overlays: { frame in
      frame.addPath(route, id: "route")
      frame.addOutline(reach.outline(), id: "reach")
    }
  }
  subscript(hex: Hex) -> Ground { terrainMap[hex] ?? Ground(color: .green, name: "grass") }
}

final class ReadmeSwiftUITests: XCTestCase {
  /// Every SwiftUI block of the README stands verbatim in this file (less
  /// imports and indentation), so the README cannot drift from code that
  /// compiles.
  func testReadmeSwiftUIBlocksAreCompiledHere() throws {
    let here = URL(fileURLWithPath: #filePath)
    // Tests/AppleModel/Tests/HexGridSwiftUITests/this file: the main package is four folders up.
    var root = here
    for _ in 0..<5 { root = root.deletingLastPathComponent() }
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let this = try String(contentsOf: here, encoding: .utf8)
    func normalized(_ text: Substring) -> String {
      text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("import ") }.joined(separator: "\n")
    }
    let blocks = readme.components(separatedBy: "```swift\n").dropFirst()
      .map { $0.components(separatedBy: "```")[0] }
      .filter { $0.contains("import SwiftUI") }
    XCTAssertGreaterThanOrEqual(blocks.count, 2)
    for block in blocks {
      XCTAssertTrue(normalized(this[...]).contains(normalized(block[...])), "not compiled here:\n\(block)")
    }
  }
}
