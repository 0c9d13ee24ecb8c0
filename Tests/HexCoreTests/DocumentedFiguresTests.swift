import HexCore
import XCTest

/// Figures stated in documentation comments and articles, each test naming
/// the place it holds.
final class DocumentedFiguresTests: XCTestCase {
  /// The column counts of HexMesh+Shapes.swift's `init(column:…)`.
  ///
  /// "A sharp column has 36 vertices (6 on top, 6 below, 4 per side) and 20
  /// triangles (4 per cap, 2 per side); a rounded one with `n` outline
  /// points, each cap a fan around its center, `6n + 2` vertices and `4n`
  /// triangles."
  func testColumnVertexAndTriangleCounts() {
    let hexagon = HexGeometry(orientation: .flatTop, size: 10).hexagon(of: .zero)
    let sharp = HexMesh<UInt32>(column: hexagon, bottom: 0, top: 1)!
    XCTAssertEqual(sharp.vertexCount, 36)
    XCTAssertEqual(sharp.triangleCount, 20)
    // Independently of the formula: a fan's cap has one vertex more than its
    // outline, so the outline has (top vertices − 1) points; count the
    // vertices at the top height whose normal points up.
    for segments in [1, 3, 8] {
      let style = HexMeshStyle(cornerRadius: 2, curveSegments: segments)
      let rounded = HexMesh<UInt32>(column: hexagon, bottom: 0, top: 1, style: style)!
      let topCap = zip(rounded.positions, rounded.normals).filter { $0.0.y == 1 && $0.1.y == 1 }.count
      let n = topCap - 1
      XCTAssertEqual(n, 6 * (segments + 1), "segments \(segments)")
      XCTAssertEqual(rounded.vertexCount, 6 * n + 2, "segments \(segments)")
      XCTAssertEqual(rounded.triangleCount, 4 * n, "segments \(segments)")
    }
  }

  /// BigWorldsAnd3D.md: "`UInt16` holds a flat hexagon of radius 58, 10,267 hexes".
  ///
  /// By hand: a flat hexagon of radius R has N = 3R(R + 1) + 1 tops of 6
  /// vertices and a side of 4 on each of its 6(2R + 1) boundary edges:
  /// R = 58 gives 61,602 + 2,808 = 64,410 vertices, within 65,536; R = 59
  /// gives 63,726 + 2,856 = 66,582, beyond.
  func testTheLargestFlatHexagonAUInt16MeshHolds() {
    let geometry = HexGeometry(orientation: .pointyTop, size: 1)
    let fits = HexMap(radius: 58, repeating: 1.0)
    XCTAssertEqual(fits.count, 10_267)
    XCTAssertEqual(HexMesh<UInt16>(heights: fits, geometry: geometry)?.vertexCount, 64_410)
    XCTAssertNil(HexMesh<UInt16>(heights: HexMap(radius: 59, repeating: 1.0), geometry: geometry))
  }
}
