extension HexMesh {
  /// Returns this mesh with smooth shading: coinciding vertices shared,
  /// and each normal averaged, weighted by area, over the triangles around
  /// its position.
  ///
  /// The builders shade flat: each face has its own vertices and one
  /// normal, so a terrain's steps look faceted. Here, vertices with equal
  /// positions and equal texture coordinates become one vertex (with the
  /// first one's normal until averaged; vertices keep their order of first
  /// appearance), and every vertex at a position
  /// gets the normal `Σ (b − a) × (c − a)` over the triangles `a b c` that
  /// touch that position, normalized: each triangle counts by its area
  /// (the cross product's length is twice the area). Vertices that differ
  /// only in texture coordinate stay apart, so textures keep their seams,
  /// but get the same normal, so the lighting has none.
  ///
  /// A position whose triangles' cross products cancel (or that no
  /// triangle uses) keeps the normal its first vertex had. Triangles and
  /// their winding are unchanged. Indices name the shared vertices, so the
  /// vertex count drops: a column with equal texture coordinates
  /// everywhere goes from 36 vertices to its 12 corners.
  ///
  ///     let smooth = terrain.smoothed()
  ///     // smooth.triangleCount == terrain.triangleCount
  ///
  /// - Complexity: O(*n*) expected, where *n* is the number of vertices
  ///   and indices.
  @_specialize(where Index == UInt32)
  @_specialize(where Index == UInt16)
  public func smoothed() -> HexMesh {
    // Position groups and (position, texture coordinate) vertices, by
    // first appearance.
    var groupOf: [_PositionKey: Int] = [:], vertexOf: [_VertexKey: Int] = [:]
    groupOf.reserveCapacity(positions.count)
    vertexOf.reserveCapacity(positions.count)
    var group = [Int](repeating: 0, count: positions.count)
    var remap = [Int](repeating: 0, count: positions.count)
    var result = HexMesh(positions: [], normals: [], textureCoordinates: [], indices: [])!
    var groupOfNewVertex: [Int] = []
    for i in positions.indices {
      let p = positions[i]
      let key = _PositionKey(p)
      let g = groupOf[key] ?? groupOf.count
      if g == groupOf.count { groupOf[key] = g }
      group[i] = g
      let uv = textureCoordinates[i]
      let vertexKey = _VertexKey(position: key, u: uv.x.bitPattern, v: uv.y.bitPattern)
      if let v = vertexOf[vertexKey] {
        remap[i] = v
      } else {
        remap[i] = result.positions.count
        vertexOf[vertexKey] = remap[i]
        result.positions.append(p)
        result.normals.append(normals[i])
        result.textureCoordinates.append(textureCoordinates[i])
        groupOfNewVertex.append(g)
      }
    }
    // Area-weighted sums per position.
    var sums = [SIMD3<Double>](repeating: .zero, count: groupOf.count)
    var t = 0
    while t + 2 < indices.count {
      let a = Int(indices[t]), b = Int(indices[t + 1]), c = Int(indices[t + 2])
      t += 3
      guard a < positions.count, b < positions.count, c < positions.count else { continue }
      let pa = _double(positions[a]), pb = _double(positions[b]), pc = _double(positions[c])
      let n = _cross(pb - pa, pc - pa)
      sums[group[a]] += n
      sums[group[b]] += n
      sums[group[c]] += n
    }
    for v in result.normals.indices {
      if let n = _unit(sums[groupOfNewVertex[v]]) { result.normals[v] = n }
    }
    result.indices = indices.map { i in
      // Indices that name no vertex stay as they were.
      Int(i) < remap.count ? Index(truncatingIfNeeded: remap[Int(i)]) : i
    }
    return result
  }
}

/// A position as a dictionary key: its bits, with −0 taken as 0.
internal struct _PositionKey: Hashable {
  var x: UInt32, y: UInt32, z: UInt32

  init(_ p: SIMD3<Float>) {
    x = (p.x == 0 ? 0 : p.x).bitPattern
    y = (p.y == 0 ? 0 : p.y).bitPattern
    z = (p.z == 0 ? 0 : p.z).bitPattern
  }
}

/// A position and a texture coordinate's bits, as a dictionary key.
internal struct _VertexKey: Hashable {
  var position: _PositionKey
  var u: UInt32, v: UInt32
}

/// `v` as `Double`s.
internal func _double(_ v: SIMD3<Float>) -> SIMD3<Double> {
  SIMD3(Double(v.x), Double(v.y), Double(v.z))
}
