import HexCore
import XCTest
import _HexTestSupport

/// `smoothed()` against area-weighted normals summed independently, and
/// the vertex count it should reach.
final class HexMeshSmoothingTests: XCTestCase {
  let geometry = HexGeometry(orientation: .pointyTop, size: PixelSize(width: 2, height: 1.5))

  /// Per position, the normalized sum of the cross products of the
  /// triangles that touch it.
  func expectedNormals<I>(_ mesh: HexMesh<I>) -> [SIMD3<Float>: SIMD3<Double>] {
    var sums: [SIMD3<Float>: SIMD3<Double>] = [:]
    for t in 0..<mesh.triangleCount {
      let n = MeshOracle.faceNormal(mesh, t)
      for k in 0..<3 { sums[mesh.positions[Int(mesh.indices[3 * t + k])], default: .zero] += n }
    }
    return sums.mapValues { $0 / ($0 * $0).sum().squareRoot() }
  }

  func assertSmoothNormals<I>(
    _ original: HexMesh<I>, _ context: String, file: StaticString = #filePath, line: UInt = #line
  ) {
    let smooth = original.smoothed()
    let expected = expectedNormals(original)
    for (p, n) in zip(smooth.positions, smooth.normals) {
      let want = expected[p]!, got = MeshOracle.double(n)
      XCTAssertLessThan(
        ((got - want) * (got - want)).sum().squareRoot(), 1e-5, "at \(p): \(context)", file: file, line: line)
    }
    XCTAssertEqual(smooth.triangleCount, original.triangleCount, context, file: file, line: line)
    // The same triangles, corner by corner.
    for t in 0..<original.triangleCount {
      XCTAssertEqual(MeshOracle.triangle(smooth, t), MeshOracle.triangle(original, t), context, file: file, line: line)
    }
  }

  func testNormalsAreAreaWeightedAveragesOnRandomTerrain() {
    let seed: UInt64 = 0x534d_4f4f_5448
    var rng = SplitMix64(seed: seed)
    for trial in 0..<20 {
      let radius = Int.random(in: 1...4, using: &rng)
      let heights = HexMap(radius: radius) { _ in Double(Int.random(in: 1...4, using: &rng)) / 2 }
      let context = "seed=\(seed) trial=\(trial)"
      assertSmoothNormals(HexMesh<UInt32>(heights: heights, geometry: geometry, textureMapping: .world)!, context)
      assertSmoothNormals(HexMesh<UInt32>(closedTerrain: heights, geometry: geometry, baseHeight: -1)!, context)
    }
  }

  func testColumnWithoutTextureSeamsSharesItsTwelveCorners() {
    var column = HexMesh<UInt16>(column: geometry.hexagon(of: Hex(q: 1, r: 1)), bottom: 0, top: 1)!
    column.textureCoordinates = column.textureCoordinates.map { _ in .zero }
    let smooth = column.smoothed()
    XCTAssertEqual(smooth.vertexCount, 12)
    XCTAssertEqual(smooth.triangleCount, 20)
    assertSmoothNormals(column, "column")
    // Still closed and outward: the volume is unchanged.
    XCTAssertEqual(MeshOracle.volume(smooth), MeshOracle.volume(column), accuracy: 1e-6)
    XCTAssertEqual(MeshOracle.watertightnessProblems(smooth), [])
    // Each corner's normal leans out of the column and toward its face.
    for (p, n) in zip(smooth.positions, smooth.normals) {
      XCTAssertEqual(n.y > 0, p.y > 0.5)
    }
  }

  func testTexturedColumnKeepsItsSeams() {
    let column = HexMesh<UInt16>(column: geometry.hexagon(of: .zero), bottom: 0, top: 1)!
    let smooth = column.smoothed()
    // Tops and bottoms share nothing with the sides' texture corners; the
    // sides' own corners are distinct too: no vertex merges, but every
    // normal is smoothed.
    XCTAssertEqual(smooth.vertexCount, column.vertexCount)
    assertSmoothNormals(column, "textured column")
  }

  func testWorldMappedFlatTerrainHasOneVertexPerCorner() {
    // A flat map with `.world` mapping already shares its top corners; the
    // smooth mesh merges the walls' corners that carry equal coordinates.
    let heights = HexMap(radius: 3, repeating: 1.0)
    let mesh = HexMesh<UInt32>(heights: heights, geometry: geometry, textureMapping: .world)!
    let smooth = mesh.smoothed()
    XCTAssertLessThanOrEqual(smooth.vertexCount, mesh.vertexCount)
    for n in smooth.normals { XCTAssertEqual(Double((n * n).sum()), 1, accuracy: 1e-6) }
  }

  func testEmptyMeshStaysEmpty() {
    let empty = HexMesh<UInt16>(positions: [], normals: [], textureCoordinates: [], indices: [])!
    XCTAssertEqual(empty.smoothed(), empty)
  }
}
