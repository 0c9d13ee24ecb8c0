// Mesh assembly: a board of about 10⁶ flat hexagons merged into one mesh,
// and a closed terrain solid, each with the bytes its arrays keep per hex.

import HexCore

extension Bench {
  func addMeshBenchmarks() {
    let geometry = HexGeometry(orientation: .pointyTop, size: 1.0)

    // The shared radius: 577 gives 1,000,519 hexes in a full run.
    let board = set
    var boardBytes = 0
    run(
      "M6", "\(board.count) flat hexagons merged into one mesh (UInt32, append)", items: board.count,
      unit: "ns/hex", target: "merging adds ≤ 25% to building the hexagons (baseline)", speedup: 0.8
    ) {
      var mesh = HexMesh<UInt32>(positions: [], normals: [], textureCoordinates: [], indices: [])!
      mesh.positions.reserveCapacity(6 * board.count)
      mesh.normals.reserveCapacity(6 * board.count)
      mesh.textureCoordinates.reserveCapacity(6 * board.count)
      mesh.indices.reserveCapacity(12 * board.count)
      for hex in board {
        guard let top = HexMesh<UInt32>(hexagon: geometry.hexagon(of: hex), height: Double(hex.q & 3)),
          mesh.append(top)
        else { return -1 }
      }
      boardBytes = Self.bytes(mesh)
      return mesh.triangleCount
    } baseline: {
      // The same hexagons built one by one and dropped.
      var triangles = 0
      for hex in board {
        triangles += HexMesh<UInt32>(hexagon: geometry.hexagon(of: hex), height: Double(hex.q & 3))?.triangleCount ?? 0
      }
      return triangles
    }
    note("M6", "\(boardBytes / max(board.count, 1)) B/hex; 6 vertices, 4 triangles per hex")

    let terrainRadius = quick ? 30 : 300
    let heights = HexMap(radius: terrainRadius) { h in 1 + Double((h.q &* 7 &+ h.r &* 3) & 3) }
    var solidBytes = 0, solidVertices = 0, solidTriangles = 0
    run(
      "M7", "closed terrain solid of radius \(terrainRadius), \(heights.count) hexes (UInt32)", items: heights.count,
      unit: "ns/hex", target: "≤ 2× M5 per hex"
    ) {
      guard let solid = HexMesh<UInt32>(closedTerrain: heights, geometry: geometry, baseHeight: 0) else { return -1 }
      solidBytes = Self.bytes(solid)
      solidVertices = solid.vertexCount
      solidTriangles = solid.triangleCount
      return solid.triangleCount
    }
    let n = Double(max(heights.count, 1))
    note(
      "M7",
      "\(solidBytes / max(heights.count, 1)) B/hex; "
        + "\(Self.oneDecimal(Double(solidVertices) / n)) vertices, "
        + "\(Self.oneDecimal(Double(solidTriangles) / n)) triangles per hex")
  }

  /// The bytes a mesh's arrays hold (counts, not capacities).
  static func bytes<I>(_ mesh: HexMesh<I>) -> Int {
    mesh.positions.count * MemoryLayout<SIMD3<Float>>.stride + mesh.normals.count * MemoryLayout<SIMD3<Float>>.stride
      + mesh.textureCoordinates.count * MemoryLayout<SIMD2<Float>>.stride + mesh.indices.count
      * MemoryLayout<I>.stride
  }

  static func oneDecimal(_ x: Double) -> String {
    let tenths = Int((x * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
  }
}
