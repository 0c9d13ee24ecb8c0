// The README's SceneKit example, compiled and run wherever SceneKit exists
// (Apple platforms). On Linux this file compiles to nothing: SceneKit is
// not there, and HexCore's mesh tests run without it.
#if canImport(SceneKit)
  import Foundation
  import HexCore
  import SceneKit
  import XCTest

  /// Builds an `SCNGeometry` from a terrain mesh, as the README shows.
  func makeTerrainGeometry(heights: HexMap<Double>, geometry: HexGeometry) -> SCNGeometry? {
    guard let mesh = HexMesh<UInt32>(heights: heights, geometry: geometry) else { return nil }
    let vertices = SCNGeometrySource(vertices: mesh.positions.map { SCNVector3($0.x, $0.y, $0.z) })
    let normals = SCNGeometrySource(normals: mesh.normals.map { SCNVector3($0.x, $0.y, $0.z) })
    let uvs = SCNGeometrySource(
      textureCoordinates: mesh.textureCoordinates.map { CGPoint(x: CGFloat($0.x), y: CGFloat($0.y)) })
    let triangles = SCNGeometryElement(indices: mesh.indices, primitiveType: .triangles)
    return SCNGeometry(sources: [vertices, normals, uvs], elements: [triangles])
  }

  final class HexMeshSceneKitExampleTests: XCTestCase {
    func testTerrainBecomesAnSCNGeometry() throws {
      let heights = HexMap(radius: 3) { hex in Double(hex.length) * 0.5 }
      let scene = try XCTUnwrap(
        makeTerrainGeometry(heights: heights, geometry: HexGeometry(orientation: .pointyTop, size: 1.0)))
      let mesh = try XCTUnwrap(
        HexMesh<UInt32>(heights: heights, geometry: HexGeometry(orientation: .pointyTop, size: 1.0)))
      XCTAssertEqual(scene.elements.first?.primitiveCount, mesh.triangleCount)
      XCTAssertEqual(scene.sources(for: .vertex).first?.vectorCount, mesh.vertexCount)
    }
  }
#endif
