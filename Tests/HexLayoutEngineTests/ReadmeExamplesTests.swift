// swift-format-ignore-file
// The README's code blocks appear here verbatim (a test checks it), laid
// out for reading in the README, trailing comments aligned; the formatter
// would re-flow them, so this file is exempt.
import Foundation
import HexCore
import HexLayoutEngine
import XCTest

/// The README's code, compiled and checked.
///
/// `testReadmeBlocksAreCompiledHere` fails when a README block is not found
/// verbatim in this file, so the two cannot drift apart.
final class ReadmeExamplesTests: XCTestCase {
  func testTour() {
    let a = Hex(q: 1, r: -2)
    let b = Hex(q: -2, r: 3)
    let steps = a.distance(to: b)                 // 5
    let below = a.neighbor(in: .flatBottom)       // Hex(q: 1, r: -1)
    let ring = Hex.zero.ring(radius: 2)           // 12 hexes, lazily
    let path = Array(a.line(to: b))               // 6 hexes from a to b
    let geometry = HexGeometry(orientation: .flatTop, size: 10)
    let center = geometry.center(of: a)           // (15.0, -25.98…)
    let back = geometry.hex(containing: center)   // Hex(q: 1, r: -2)
    let corners = geometry.corners(of: a)         // 6 points, no allocation

    // By hand: a - b = (3, -5, 2), so the distance is 5.
    XCTAssertEqual(steps, 5)
    XCTAssertEqual(below, Hex(q: 1, r: -1))
    XCTAssertEqual(ring.count, 12)
    XCTAssertEqual(path.count, 6)
    XCTAssertEqual(path.first, a)
    XCTAssertEqual(path.last, b)
    // x = 1.5 · 10 · q = 15; y = 10 · √3 · (q/2 + r) = -15√3.
    XCTAssertEqual(center.x, 15, accuracy: 1e-12)
    XCTAssertEqual(center.y, -15 * (3.0).squareRoot(), accuracy: 1e-12)
    XCTAssertEqual(back, a)
    XCTAssertEqual(corners.count, 6)
  }

  func testGameMaps() throws {
    var terrain = HexMap(radius: 8, repeating: 1)   // movement cost per hex
    terrain[Hex(q: 1, r: 0)] = 5                    // a swamp
    let route = try Hex.zero.path(to: Hex(q: 3, r: 0), within: Hex.zero.hexagon(radius: 8)) { terrain[$0] }.get()
    // 5 hexes around the swamp, cost 4; throws .unreachable or .expansionLimitReached if not found
    let reach = Hex.zero.movementRange(steps: 2) { terrain[$0] != nil }   // 19 hexes
    let seen = Hex.zero.fieldOfView(radius: 3) { $0 == Hex(q: 1, r: 0) } // 33 of 37

    // Straight through costs 5 + 1 + 1 = 7. Every 3-step path from (0, 0)
    // to (3, 0) takes direction (1, 0) three times, through the swamp, so
    // the cheapest detour has 4 steps, costs 4, and 5 hexes.
    XCTAssertEqual(route.hexes.count, 5)
    XCTAssertEqual(route.cost, 4)
    XCTAssertFalse(route.hexes.contains(Hex(q: 1, r: 0)))
    XCTAssertEqual(route.hexes.last, Hex(q: 3, r: 0))
    XCTAssertEqual(reach.count, 19)  // 3·2·3 + 1: nothing blocks
    XCTAssertEqual(seen.count, 33)  // four hexes hide behind the pillar (FieldOfViewTests)

    var field = HexFlowField(region: Hex.zero.hexagon(radius: 8))!
    field.build(toward: [Hex(q: 3, r: 0)]) { terrain[$0] }   // every hex's cost to the goal, once
    let step = field.nextHex(after: .zero)              // then each unit steers in O(1)
    let left = field.cost(of: .zero)                    // 4, as the A* route above
    // The same terrain and goal as the route: the field's cost from the
    // start is the route's, and its first step is one of the route's cost.
    XCTAssertEqual(left, route.cost)
    XCTAssertEqual(step.flatMap { field.cost(of: $0) }, route.cost - 1)
  }

  func testOffsetGridLayout() {
    let layout = HexLayout()  // flat-top, odd-q
    let cells = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)].map { OffsetCoordinate(row: $0.0, col: $0.1) }
    let cache = layout.makeCache(coordinates: cells)
    let size = layout.sizeThatFits(proposal: ProposedSize(width: 300, height: 300), cache: cache)
    // size is 300 × 259.81: 10/3 column steps of 90 points wide, 2.5 cells tall
    let placements = layout.placedCells(in: PixelRect(origin: .zero, size: size), cache: cache)
    // centers (60, 51.96), (150, 103.92), (240, 51.96), (60, 155.88), (150, 207.85)
    let hit = layout.subviewIndex(at: PixelPoint(x: 150, y: 100), in: PixelRect(origin: .zero, size: size), cache: cache)
    // hit == 1

    let h = 120 / (2 / (3.0).squareRoot())  // cell height: w / a with w = 4/3 · 90
    XCTAssertEqual(size.width, 300, accuracy: 1e-9)
    XCTAssertEqual(size.height, 2.5 * h, accuracy: 1e-9)
    let expected: [(Double, Double)] = [(60, h / 2), (150, h), (240, h / 2), (60, 1.5 * h), (150, 2 * h)]
    XCTAssertEqual(placements.count, 5)
    for (p, e) in zip(placements, expected) {
      XCTAssertEqual(p.position.x, e.0, accuracy: 1e-9)
      XCTAssertEqual(p.position.y, e.1, accuracy: 1e-9)
    }
    XCTAssertEqual(hit, 1)
  }

  func testHoneycombLayout() {
    let honeycomb = HoneycombLayout(diameter: 125)
    let topics = honeycomb.makeCache(count: 14)
    let spots = honeycomb.placedCells(in: PixelRect(x: 0, y: 0, width: 400, height: 600), cache: topics)
    // spots[0] is the center cell at (200, 300); spots[1] is at (308.25, 362.5)
    let effect = honeycomb.fisheye(for: Hex(q: 2, r: -1), containerSize: PixelSize(width: 400, height: 600))
    // cells near the border shrink and move inward; effect.size < 125
    let grown = Hex.zero.nearestFreeHexes(count: 2, occupied: Set(Hex.zero.honeycombWalk(count: 14)))
    // the two free cells nearest the center, deterministic

    XCTAssertEqual(spots.count, 14)
    XCTAssertEqual(spots[0].position, PixelPoint(x: 200, y: 300))
    // Hex (1, 0): x = √3/2 · 125, y = 125/2.
    XCTAssertEqual(spots[1].position.x, 200 + (3.0).squareRoot() / 2 * 125, accuracy: 1e-9)
    XCTAssertEqual(spots[1].position.y, 362.5, accuracy: 1e-9)
    // Hex (2, -1) is at x = √3 · 125 = 216.5: ex = 216.5 + 125 - 200 = 141.5,
    // size = 125 - 0.75 · 141.5.
    XCTAssertEqual(effect.size, 125 - 0.75 * ((3.0).squareRoot() * 125 + 125 - 200), accuracy: 1e-9)
    // Ring 1 and the first six cells of ring 2 (from (2, 0) clockwise) are
    // taken by the 14 topics; the next two of ring 2 are free.
    XCTAssertEqual(grown, [Hex(q: -2, r: 0), Hex(q: -1, r: -1)])
  }

  func testEdgeCostsAndReusedSearches() throws {
    // Crossing from r = 0 to r = 1 fords a river: 4 instead of 1.
    let river = { (from: Hex, to: Hex) -> Int? in from.r == 0 && to.r == 1 ? 4 : 1 }
    let range = Hex.zero.movementRange(budget: 3, stepCost: river)
    let way = range.path(to: Hex(q: 2, r: -1))          // read back, no second search; nil out of range
    var finder = HexPathFinder()                        // keeps its tables between queries
    let crossing = try finder.path(from: .zero, to: Hex(q: 0, r: 2), stepCost: river).get()
    // crossing.cost == 5: one ford and one step

    // By hand: (0, 2) is 2 steps away and every way there leaves row 0 for
    // row 1 once (cost 4), then one more step (1): 5.
    XCTAssertEqual(crossing.cost, 5)
    XCTAssertEqual(crossing.hexes.count, 3)
    // (2, -1) is 2 steps away without entering row 1: cost 2, 3 hexes from
    // the start; (0, 2) lies across the ford, at 5, out of a budget of 3.
    XCTAssertEqual(way?.hexes.count, 3)
    XCTAssertEqual(way?.cost, 2)
    XCTAssertEqual(way?.hexes.first, .zero)
    XCTAssertEqual(range.cost(of: Hex(q: 2, r: -1)), 2)
    XCTAssertNil(range.cost(of: Hex(q: 0, r: 2)))
    XCTAssertEqual(range.cost(of: Hex(q: 1, r: -1)), 1)
  }

  func testHoneycombEffectsAndReflow() {
    let picker = HoneycombLayout(diameter: 125, contentOffset: PixelPoint(x: 60, y: -40), effects: .fisheye)
    let cells = picker.placedCells(in: PixelRect(x: 0, y: 0, width: 400, height: 800), cache: picker.makeCache(count: 30))
    let tapped = cells.subviewIndex(at: PixelPoint(x: 260, y: 360))   // the drawn circle under the finger, or nil
    let reflow = picker.reflow(inserting: 3, after: 0, itemCount: 30, in: PixelRect(x: 0, y: 0, width: 400, height: 800))
    // reflow[i].from → reflow[i].to for each item; items 30, 31, 32 appear at walk positions 1…3

    // (260, 360) is the center cell's drawn center: middle (200, 400) plus
    // the offset (60, -40), untouched by the fisheye there.
    XCTAssertEqual(tapped, 0)
    XCTAssertEqual(cells[0].position, PixelPoint(x: 260, y: 360))
    XCTAssertEqual(reflow.count, 33)
    XCTAssertEqual(reflow[1...3].map(\.id), [30, 31, 32])
    XCTAssertEqual(reflow[1...3].map { $0.from }, [nil, nil, nil])
  }

  // MARK: Game maps (README "Game maps")

  func testPickingEdgesAndVertices() throws {
    let board = HexGeometry(orientation: .flatTop, size: 10)
    let wall = board.edge(nearest: PixelPoint(x: 0, y: 8))      // bottom side of Hex.zero
    let wallHexes = wall?.hexes                                 // Hex.zero and Hex(q: 0, r: 1)
    let spot = board.vertex(nearest: PixelPoint(x: 9, y: 1))    // corner 0 of Hex.zero
    let kingdom = Hex.zero.ring(radius: 2).outline()            // 2 loops: the border and a hole
    let border = kingdom.path(in: board, inset: 1, cornerRadius: 2) // move, lines, curves, close

    // By hand: the bottom side of a flat-top hex of size 10 is at y = 5√3 ≈ 8.66.
    XCTAssertEqual(Set(wallHexes ?? []), [Hex.zero, Hex(q: 0, r: 1)])
    let corner = spot.map { board.point(of: $0) }
    XCTAssertEqual(corner?.x ?? 0, 10, accuracy: 1e-12)
    XCTAssertEqual(corner?.y ?? 1, 0, accuracy: 1e-12)
    XCTAssertEqual(kingdom.loops.count, 2)
    XCTAssertEqual(kingdom.loops.filter(\.isHole).count, 1)
    XCTAssertEqual(border.filter { if case .move = $0 { return true } else { return false } }.count, 2)
  }

  func testWrappingWorlds() throws {
    let world = HexCylinder(rows: 20, columns: 40, kind: .oddQ)!
    let west = Hex(OffsetCoordinate(row: 0, col: 0), kind: .oddQ)
    let east = Hex(OffsetCoordinate(row: 0, col: 39), kind: .oddQ)
    let across = world.distance(from: west, to: east)           // 1, across the seam
    let road = world.line(from: west, to: east)                 // [west, east]
    let donut = HexWraparound(radius: 2)!
    let folded = donut.canonical(Hex(q: 3, r: 0))               // Hex(q: -2, r: 2)

    XCTAssertEqual(across, 1)
    XCTAssertEqual(road, [west, east])
    // Radius 2 wraps with period (3, 2): (3, 0) - (5, -2) = (-2, 2).
    XCTAssertEqual(folded, Hex(q: -2, r: 2))
  }

  func testSavingMapsAsJSON() throws {
    let units: [Hex: String] = [Hex(q: 1, r: -1): "knight"]
    let json = try JSONEncoder().encode(units)                   // {"1,-1,0":"knight"}
    let loaded = try JSONDecoder().decode([Hex: String].self, from: json)
    let board = HexMap(q: 0...7, r: 0...7, repeating: 0)          // a rhombus of 64 hexes
    let saved = try JSONEncoder().encode(board)                   // {"q":[0,7],"r":[0,7],"shape":"rhombus",…}

    XCTAssertEqual(String(decoding: json, as: UTF8.self), #"{"1,-1,0":"knight"}"#)
    XCTAssertEqual(loaded, units)
    XCTAssertEqual(board.count, 64)
    let text = String(decoding: saved, as: UTF8.self)
    XCTAssertTrue(text.contains(#""shape":"rhombus""#) && text.contains(#""q":[0,7]"#), text)
    XCTAssertEqual(try JSONDecoder().decode(HexMap<Int>.self, from: saved), board)
  }

  func testYUpWorlds() throws {
    let scene = HexGeometry(orientation: .pointyTop, size: 32, yAxis: .up)
    let node = scene.center(of: Hex(q: 0, r: 1))                // (27.71…, -48.0): below the origin
    let tapped = scene.hex(containing: PixelPoint(x: 27, y: -50)) // Hex(q: 0, r: 1)
    let shape = Hex.zero.hexagon(radius: 1).outline().polygons(in: scene)[0]
    // shape → SKShapeNode(points:count:) or an SCNShape path, counterclockwise

    // Pointy-top: Hex(0, 1) is (√3/2 · 32, 1.5 · 32) on a y-down screen.
    XCTAssertEqual(node.x, 16 * (3.0).squareRoot(), accuracy: 1e-9)
    XCTAssertEqual(node.y, -48, accuracy: 1e-9)
    XCTAssertEqual(tapped, Hex(q: 0, r: 1))
    var area = 0.0
    for i in shape.indices {
      let a = shape[i], b = shape[(i + 1) % shape.count]
      area += a.x * b.y - b.x * a.y
    }
    XCTAssertGreaterThan(area, 0)  // counterclockwise in y-up numbers
    XCTAssertEqual(shape.count, 18)
  }

  func testPeerLinesAndShapes() throws {
    let corridor = Hex.zero.rectiline(to: Hex(q: 2, r: 1))       // two straight runs: (0,0) (1,0) (2,0) (2,1)
    let sight = Hex.zero.supercoverLine(to: Hex(q: 1, r: 1))     // every hex the segment crosses: 4
    let side = Hex.zero.ringSide(radius: 2, facing: .flatBottomRight) // 3 hexes of one side of the ring
    let cone = Hex.zero.wedge(toward: .flatBottomRight, radius: 2)    // 6 hexes, centered on a diagonal
    let rings = Hex.zero.spiral(radii: 1...2)                    // 18 hexes: the spiral without its center

    XCTAssertEqual(Array(corridor), [Hex(q: 0, r: 0), Hex(q: 1, r: 0), Hex(q: 2, r: 0), Hex(q: 2, r: 1)])
    XCTAssertEqual(sight.count, 4)
    XCTAssertEqual(side.count, 3)
    XCTAssertEqual(cone.count, 6)
    XCTAssertEqual(rings.count, 18)
  }

  func testReadmeMeshExample() {
    var uploaded: (vertices: Int, normals: Int, uvs: Int, indices: Int)?
    func upload(_ p: [SIMD3<Float>], _ n: [SIMD3<Float>], _ uv: [SIMD2<Float>], _ i: [UInt32]) {
      uploaded = (p.count, n.count, uv.count, i.count)
    }
    let tiles = HexGeometry(orientation: .pointyTop, size: 1.0)
    let heights = HexMap(radius: 3) { hex in Double(hex.length) * 0.5 }
    if let mesh = HexMesh<UInt32>(heights: heights, geometry: tiles) {
      // To your renderer: SIMD3<Float> positions and normals, SIMD2<Float> UVs, UInt32 indices.
      upload(mesh.positions, mesh.normals, mesh.textureCoordinates, mesh.indices)
    }
    // 37 hexes, each with at least its top's 6 triangles.
    XCTAssertEqual(uploaded?.vertices, uploaded?.normals)
    XCTAssertEqual(uploaded?.vertices, uploaded?.uvs)
    XCTAssertGreaterThanOrEqual(uploaded?.indices ?? 0, 3 * 6 * 37)
  }

  func testReadmeIsOneScreenPerAudience() throws {
    // The README is a quick start; the contract and performance live in
    // the DocC articles it links to, fuzzing and sanitizers in CONTRIBUTING.md.
    let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    XCTAssertLessThanOrEqual(readme.split(separator: "\n", omittingEmptySubsequences: false).count, 251)
    XCTAssertTrue(readme.contains("](CONTRIBUTING.md)"))
    for link in ["TheBadInputContract.md", "Performance.md", "ComingFromRedBlobAndHexx.md"] {
      XCTAssertTrue(readme.contains("HexCore.docc/" + link), link)
      XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/HexCore/HexCore.docc/" + link).path), link)
    }
  }

  func testReadmeBlocksAreCompiledHere() throws {
    // Through symbolic links: the Apple model compiles this file from its own Tests/ folder.
    let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let this = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    func normalized(_ text: Substring) -> [String] {
      text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }
    // The SceneKit block is compiled on Apple platforms by HexCoreTests.
    let sceneKit = try String(
      contentsOf: root.appendingPathComponent("Tests/HexCoreTests/HexMeshSceneKitExampleTests.swift"), encoding: .utf8)
    let haystack = normalized(this[...]).joined(separator: "\n") + "\n" + normalized(sceneKit[...]).joined(separator: "\n")
    let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map {
      $0.components(separatedBy: "```")[0]
    }
    XCTAssertGreaterThanOrEqual(blocks.count, 4)
    for block in blocks {
      // SwiftUI needs an Apple platform, and a manifest is not code to run:
      // scripts/doc-blocks compiles those (DocBlocksTests, the Apple model).
      if block.contains("import SwiftUI") || block.hasPrefix("// swift-tools-version") {
        continue
      }
      let needle = normalized(block[...]).joined(separator: "\n")
      XCTAssertTrue(haystack.contains(needle), "README block not compiled by a test:\n\(block)")
    }
  }
}
