import HexCore
import XCTest

/// `append(_:)`, `+` and `init(combining:)` against concatenation with
/// offset indices, and their refusal past what the index type numbers.
final class HexMeshCombiningTests: XCTestCase {
  let geometry = HexGeometry(orientation: .flatTop, size: 2.0)

  func column(_ hex: Hex, top: Double) -> HexMesh<UInt16> {
    HexMesh(column: geometry.hexagon(of: hex), bottom: 0, top: top)!
  }

  /// A mesh of `count` vertices (at least 3) and one triangle.
  func mesh(vertices count: Int) -> HexMesh<UInt16> {
    HexMesh(
      positions: (0..<count).map { SIMD3(Float($0), 0, 0) }, normals: Array(repeating: SIMD3(0, 1, 0), count: count),
      textureCoordinates: Array(repeating: .zero, count: count), indices: [0, 1, UInt16(count - 1)])!
  }

  func testAppendIsConcatenationWithOffsetIndices() {
    let a = column(.zero, top: 1), b = HexMesh<UInt16>(hexagon: geometry.hexagon(of: Hex(q: 2, r: -1)), height: 3)!
    var merged = a
    XCTAssertTrue(merged.append(b))
    XCTAssertEqual(merged.positions, a.positions + b.positions)
    XCTAssertEqual(merged.normals, a.normals + b.normals)
    XCTAssertEqual(merged.textureCoordinates, a.textureCoordinates + b.textureCoordinates)
    XCTAssertEqual(merged.indices, a.indices + b.indices.map { $0 + UInt16(a.vertexCount) })
    XCTAssertEqual(a + b, merged)
    XCTAssertEqual(a.appending(b), merged)
    XCTAssertEqual(HexMesh(combining: [a, b]), merged)
    // Still a valid mesh: the checked initializer accepts its arrays.
    XCTAssertNotNil(
      HexMesh(
        positions: merged.positions, normals: merged.normals, textureCoordinates: merged.textureCoordinates,
        indices: merged.indices))
  }

  func testCombiningManyIsRepeatedAppending() {
    let columns = Hex.zero.hexagon(radius: 3).map { column($0, top: Double(1 + ($0.q & 3))) }
    var folded = HexMesh<UInt16>(positions: [], normals: [], textureCoordinates: [], indices: [])!
    for c in columns { XCTAssertTrue(folded.append(c)) }
    let combined = HexMesh(combining: columns)
    XCTAssertEqual(combined, folded)
    XCTAssertEqual(combined?.triangleCount, 37 * 20)
    XCTAssertEqual(combined?.vertexCount, 37 * column(.zero, top: 1).vertexCount)
    // Each column keeps its own closed surface: the volumes add up.
    XCTAssertEqual(
      MeshOracle.volume(combined!), columns.map(MeshOracle.volume).reduce(0, +), accuracy: 1e-3)
  }

  func testAppendingEmptyMeshesChangesNothing() {
    let empty = HexMesh<UInt16>(positions: [], normals: [], textureCoordinates: [], indices: [])!
    let a = column(.zero, top: 1)
    XCTAssertEqual(a + empty, a)
    XCTAssertEqual(empty + a, a)
    XCTAssertEqual(HexMesh<UInt16>(combining: []), empty)
  }

  func testMergingRefusesMoreVerticesThanTheIndexNumbers() {
    // 32,768 + 32,768 = 65,536 vertices: the last index is 65,535, UInt16.max.
    let half = mesh(vertices: 32_768)
    let full = half + half
    XCTAssertEqual(full?.vertexCount, 65_536)
    XCTAssertEqual(full?.indices.last, UInt16.max)
    // One more vertex is one too many: refused, and nothing changes.
    var big = full!
    XCTAssertFalse(big.append(mesh(vertices: 3)))
    XCTAssertEqual(big, full)
    XCTAssertNil(full! + mesh(vertices: 3))
    XCTAssertNil(HexMesh(combining: [half, half, mesh(vertices: 3)]))
    // UInt32 indices take the same vertices.
    let wide = HexMesh<UInt32>(
      positions: big.positions, normals: big.normals, textureCoordinates: big.textureCoordinates,
      indices: big.indices.map(UInt32.init))!
    XCTAssertEqual((wide + wide)?.vertexCount, 131_072)
    XCTAssertEqual((wide + wide)?.indices.last, 131_071)
  }
}

/// The examples of the mesh documentation, as written there.
final class HexMeshCombiningExampleTests: XCTestCase {
  /// BigWorldsAnd3D, "Combining and transforming".
  func testArticleExample() {
    let geometry = HexGeometry(orientation: .pointyTop, size: 1.0)
    let board = HexMesh<UInt32>(
      combining: Hex.zero.hexagon(radius: 10).compactMap { hex in
        HexMesh(column: geometry.hexagon(of: hex), bottom: 0, top: 1 + Double(hex.q & 1))
      })
    let placed = board?.scaled(by: SIMD3(1, 0.5, 1))?.translated(by: SIMD3(0, -2, 0))
    XCTAssertEqual(placed?.triangleCount, 331 * 20)
    XCTAssertEqual(placed?.positions.map(\.y).min(), -2)
    XCTAssertEqual(placed?.positions.map(\.y).max(), -1)
  }

  /// `append(_:)`'s and `init(combining:)`'s examples.
  func testSymbolExamples() {
    let geometry = HexGeometry(orientation: .pointyTop, size: 1.0)
    var board = HexMesh<UInt16>(column: geometry.hexagon(of: .zero), bottom: 0, top: 1)!
    XCTAssertTrue(board.append(HexMesh(column: geometry.hexagon(of: Hex(q: 1, r: 0)), bottom: 0, top: 2)!))
    XCTAssertEqual(board.vertexCount, 2 * 36)
    XCTAssertEqual(board.triangleCount, 2 * 20)
    let many = HexMesh<UInt32>(
      combining: Hex.zero.hexagon(radius: 10).map { hex in
        HexMesh(column: geometry.hexagon(of: hex), bottom: 0, top: 1)!
      })
    XCTAssertEqual(many?.triangleCount, 331 * 20)
    let heights = HexMap(radius: 2) { hex in Double(1 + (hex.q & 1)) }
    let solid = HexMesh<UInt32>(closedTerrain: heights, geometry: geometry, baseHeight: 0)
    XCTAssertEqual(solid.map(MeshOracle.watertightnessProblems), [])
  }
}
