import HexCore
import XCTest

/// Columns whose sides are cut into bands (`HexMeshStyle.sideSegments`),
/// against counts by formula, edge counting, the prism volume and the
/// band heights.
final class HexMeshSideSegmentsTests: XCTestCase {
  let geometry = HexGeometry(
    orientation: .flatTop, size: PixelSize(width: 3, height: 2), origin: PixelPoint(x: -1, y: 4))

  func testCountsVolumeAndClosure() {
    let hexagon = geometry.hexagon(of: Hex(q: 2, r: -1))
    let area = MeshOracle.area(geometry.corners(of: Hex(q: 2, r: -1)))
    for bands in 1...6 {
      let column = HexMesh<UInt16>(
        column: hexagon, bottom: -0.5, top: 3, style: HexMeshStyle(sideSegments: bands))!
      XCTAssertEqual(column.vertexCount, 12 + 6 * 2 * (bands + 1), "bands \(bands)")
      XCTAssertEqual(column.triangleCount, 8 + 6 * 2 * bands, "bands \(bands)")
      XCTAssertEqual(MeshOracle.watertightnessProblems(column), [], "bands \(bands)")
      XCTAssertEqual(MeshOracle.windingProblems(column), [], "bands \(bands)")
      XCTAssertEqual(MeshOracle.volume(column), area * 3.5, accuracy: 1e-5 * area * 3.5, "bands \(bands)")
    }
  }

  func testRoundedColumnsAreCutToo() {
    let hexagon = geometry.hexagon(of: .zero)
    let flat = HexMesh<UInt32>(hexagon: hexagon, style: HexMeshStyle(cornerRadius: 0.3, curveSegments: 3))!
    let outline = flat.vertexCount - 1  // a fan: the center and the outline
    for bands in [1, 2, 5] {
      let style = HexMeshStyle(cornerRadius: 0.3, curveSegments: 3, sideSegments: bands)
      let column = HexMesh<UInt32>(column: hexagon, bottom: 0, top: 1, style: style)!
      XCTAssertEqual(column.vertexCount, 2 * (outline + 1) + outline * 2 * (bands + 1), "bands \(bands)")
      XCTAssertEqual(column.triangleCount, 2 * outline + outline * 2 * bands, "bands \(bands)")
      XCTAssertEqual(MeshOracle.watertightnessProblems(column), [], "bands \(bands)")
    }
  }

  /// Side vertices sit at the `n + 1` evenly spaced heights, and their
  /// texture's `v` runs from 0 at the top to 1 at the bottom.
  func testBandsAreEvenAndTextureRunsOn() {
    let bands = 4, bottom = 1.0, top = 9.0
    let column = HexMesh<UInt16>(
      column: geometry.hexagon(of: .zero), bottom: bottom, top: top, style: HexMeshStyle(sideSegments: bands))!
    var heights = Set<Float>()
    for i in 0..<column.vertexCount where column.normals[i].y == 0 {
      let y = Double(column.positions[i].y)
      heights.insert(column.positions[i].y)
      XCTAssertEqual(Double(column.textureCoordinates[i].y), (top - y) / (top - bottom), accuracy: 1e-6)
    }
    XCTAssertEqual(heights, Set((0...bands).map { Float(bottom + (top - bottom) * Double($0) / Double(bands)) }))
  }

  func testOutOfRangeBandCountsAreClamped() {
    let hexagon = geometry.hexagon(of: .zero)
    let one = HexMesh<UInt32>(column: hexagon, bottom: 0, top: 1)
    XCTAssertEqual(HexMesh<UInt32>(column: hexagon, bottom: 0, top: 1, style: HexMeshStyle(sideSegments: 0)), one)
    XCTAssertEqual(HexMesh<UInt32>(column: hexagon, bottom: 0, top: 1, style: HexMeshStyle(sideSegments: -7)), one)
    let most = HexMesh<UInt32>(column: hexagon, bottom: 0, top: 1, style: HexMeshStyle(sideSegments: .max))
    XCTAssertEqual(most?.triangleCount, 8 + 6 * 2 * 1024)
    // A flat hexagon has no sides.
    XCTAssertEqual(
      HexMesh<UInt16>(hexagon: hexagon, style: HexMeshStyle(sideSegments: 9)), HexMesh<UInt16>(hexagon: hexagon))
  }
}
