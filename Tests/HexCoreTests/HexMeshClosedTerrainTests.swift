import HexCore
import XCTest
import _HexTestSupport

/// `init(closedTerrain:…)` against edge counting and the sum of prisms,
/// and the open terrain's `fringeHeight` against building the whole map.
final class HexMeshClosedTerrainTests: XCTestCase {
  let geometries = [
    HexGeometry(orientation: .pointyTop, size: 1.0),
    HexGeometry(orientation: .flatTop, size: 10.0, origin: PixelPoint(x: 3, y: -4)),
    HexGeometry(orientation: .flatTop, size: PixelSize(width: 12, height: 7)),
  ]

  /// A random height map: a hexagon of radius 0–4 with heights among a few
  /// levels, so that neighbors are often equal, and some holes (NaN, at or
  /// below the base, or missing).
  func randomHeights(_ rng: inout SplitMix64, base: Double) -> [Hex: Double] {
    let radius = Int.random(in: 0...4, using: &rng)
    var heights: [Hex: Double] = [:]
    for hex in Hex.zero.hexagon(radius: radius) {
      switch Int.random(in: 0..<12, using: &rng) {
      case 0: continue
      case 1: heights[hex] = .nan
      case 2: heights[hex] = base - 1
      case 3: heights[hex] = base
      default: heights[hex] = base + [0.5, 1, 2, 2.75][Int.random(in: 0..<4, using: &rng)]
      }
    }
    return heights
  }

  func testClosedTerrainIsWatertightAndHasThePrismsVolume() {
    let seed: UInt64 = 0x5741_5445_52
    var rng = SplitMix64(seed: seed)
    for trial in 0..<60 {
      let geometry = geometries[trial % geometries.count]
      let base = [0.0, -1.5, 3][Int.random(in: 0..<3, using: &rng)]
      let heights = randomHeights(&rng, base: base)
      let mapping: HexTextureMapping = [.wholeHex, .world, .atlas(columns: 2, rows: 2)][trial % 3]
      let context = "seed=\(seed) trial=\(trial) base=\(base) mapping=\(mapping) heights=\(heights)"
      guard
        let mesh = HexMesh<UInt32>(
          closedTerrain: heights, geometry: geometry, baseHeight: base, textureMapping: mapping)
      else {
        XCTFail("no mesh, \(context)")
        continue
      }
      XCTAssertEqual(MeshOracle.watertightnessProblems(mesh), [], context)
      XCTAssertEqual(MeshOracle.windingProblems(mesh), [], context)
      var prisms = 0.0
      for (hex, height) in heights where height.isFinite && height > base {
        prisms += MeshOracle.area(geometry.corners(of: hex)) * (height - base)
      }
      XCTAssertEqual(MeshOracle.volume(mesh), prisms, accuracy: 1e-5 * max(prisms, 1), context)
      for uv in mesh.textureCoordinates {
        XCTAssertTrue((0...1).contains(uv.x) && (0...1).contains(uv.y), "\(uv) \(context)")
      }
    }
  }

  func testUniformMapTriangleCount() {
    let geometry = geometries[0]
    for radius in 0...5 {
      let heights = HexMap(radius: radius, repeating: 2.0)
      let mesh = HexMesh<UInt32>(closedTerrain: heights, geometry: geometry, baseHeight: -1)
      XCTAssertEqual(mesh?.triangleCount, 8 * heights.count + 12 * (2 * radius + 1), "radius \(radius)")
    }
  }

  func testClosedTerrainBadInput() {
    let heights = HexMap(radius: 1, repeating: 2.0)
    XCTAssertNil(HexMesh<UInt32>(closedTerrain: heights, geometry: geometries[0], baseHeight: .nan))
    let flat = HexGeometry(orientation: .flatTop, size: PixelSize(width: 0, height: 1))
    XCTAssertNil(HexMesh<UInt32>(closedTerrain: heights, geometry: flat))
    // Nothing stands above the base: the empty mesh.
    let empty = HexMesh<UInt32>(closedTerrain: heights, geometry: geometries[0], baseHeight: 2)
    XCTAssertEqual(empty?.vertexCount, 0)
    XCTAssertEqual(empty?.triangleCount, 0)
    // Too many vertices for UInt16 indices.
    // Radius 45: 6,211 hexes of 12 top and bottom vertices each, past 65,536.
    let tooBig = HexMesh<UInt16>(closedTerrain: HexMap(radius: 45, repeating: 1.0), geometry: geometries[0])
    XCTAssertNil(tooBig?.vertexCount)
    XCTAssertNotNil(HexMesh<UInt32>(closedTerrain: HexMap(radius: 45, repeating: 1.0), geometry: geometries[0]))
  }

  /// Triangles as position triples, each rotated to start at its least
  /// corner so that winding is kept, counted.
  func triangles<I>(_ mesh: HexMesh<I>) -> [[Float]: Int] {
    var counts: [[Float]: Int] = [:]
    for t in 0..<mesh.triangleCount {
      let v = (0..<3).map { mesh.positions[Int(mesh.indices[3 * t + $0])] }
      let keys = v.map { [$0.x, $0.y, $0.z] }
      let first = (0..<3).min { keys[$0].lexicographicallyPrecedes(keys[$1]) }!
      let rotated = (0..<3).flatMap { keys[(first + $0) % 3] }
      counts[rotated, default: 0] += 1
    }
    return counts
  }

  /// Two chunks, each given the other's heights as its fringe, have the
  /// triangles of the whole map built at once: no gap, no doubled side.
  func testFringeHeightsJoinChunksSeamlessly() {
    let seed: UInt64 = 0x4652_494e_4745
    var rng = SplitMix64(seed: seed)
    for trial in 0..<30 {
      let geometry = geometries[trial % geometries.count]
      var whole: [Hex: Double] = [:]
      for hex in Hex.zero.hexagon(radius: 4) { whole[hex] = Double(Int.random(in: 0...3, using: &rng)) }
      let west = whole.filter { $0.key.q < 0 }, east = whole.filter { $0.key.q >= 0 }
      let context = "seed=\(seed) trial=\(trial)"
      let all = HexMesh<UInt32>(heights: whole, geometry: geometry, baseHeight: -1)!
      let westMesh = HexMesh<UInt32>(heights: west, geometry: geometry, baseHeight: -1, fringeHeight: { east[$0] })!
      let eastMesh = HexMesh<UInt32>(heights: east, geometry: geometry, baseHeight: -1, fringeHeight: { west[$0] })!
      XCTAssertEqual(triangles((westMesh + eastMesh)!), triangles(all), context)
      // Without the fringe each chunk walls its cut down to the base.
      let walled = HexMesh<UInt32>(heights: west, geometry: geometry, baseHeight: -1)!
      XCTAssertGreaterThan(walled.triangleCount, westMesh.triangleCount, context)
    }
  }

  func testFringeHeightsThatAreMissingOrNotFiniteMeanTheBase() {
    let heights = HexMap(radius: 2, repeating: 3.0)
    let geometry = geometries[1]
    let plain = HexMesh<UInt32>(heights: heights, geometry: geometry, baseHeight: 1)!
    XCTAssertEqual(
      HexMesh<UInt32>(heights: heights, geometry: geometry, baseHeight: 1, fringeHeight: { _ in .nan }), plain)
    XCTAssertEqual(
      HexMesh<UInt32>(heights: heights, geometry: geometry, baseHeight: 1, fringeHeight: { _ in nil }), plain)
    // A fringe as high as the map: no walls at all.
    let level = HexMesh<UInt32>(heights: heights, geometry: geometry, baseHeight: 1, fringeHeight: { _ in 3 })!
    XCTAssertEqual(level.triangleCount, 4 * heights.count)
  }
}
