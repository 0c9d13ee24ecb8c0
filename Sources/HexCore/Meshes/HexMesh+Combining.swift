extension HexMesh {
  /// Adds another mesh's vertices and triangles to this one, or leaves
  /// this mesh unchanged and returns `false` when `Index` cannot number
  /// the merged vertices.
  ///
  /// The other mesh's vertices follow this one's, and its indices are
  /// offset by this mesh's vertex count, so every triangle keeps its
  /// vertices. Nothing is welded and no hidden face is removed: merge
  /// columns that touch and their touching sides stay (see
  /// ``smoothed()`` to share coinciding vertices).
  ///
  ///     var board = HexMesh<UInt16>(column: geometry.hexagon(of: .zero), bottom: 0, top: 1)!
  ///     board.append(HexMesh(column: geometry.hexagon(of: Hex(q: 1, r: 0)), bottom: 0, top: 2)!)
  ///     // true: board.vertexCount == 2 × 36, board.triangleCount == 2 × 20
  ///
  /// `UInt16` numbers 65,536 vertices, `UInt32` 4,294,967,296.
  ///
  /// - Parameter other: The mesh to add.
  /// - Returns: Whether the mesh was added: `false` when the merged vertex
  ///   count is more than `Index` numbers.
  ///
  /// - Complexity: O(*m*), where *m* is the size of `other`'s arrays.
  @inlinable
  @discardableResult
  public mutating func append(_ other: HexMesh) -> Bool {
    // A mesh without vertices has nothing to add.
    guard other.vertexCount > 0 else { return true }
    let offset = vertexCount
    // The largest merged index must be an `Index`.
    guard offset <= Int.max - other.vertexCount, Index(exactly: offset + other.vertexCount - 1) != nil,
      let shift = Index(exactly: offset)
    else { return false }
    positions.append(contentsOf: other.positions)
    normals.append(contentsOf: other.normals)
    textureCoordinates.append(contentsOf: other.textureCoordinates)
    indices.reserveCapacity(indices.count + other.indices.count)
    // Every sum fits: each index of `other` is below its vertex count.
    for i in other.indices { indices.append(i &+ shift) }
    return true
  }

  /// Returns this mesh followed by another one, or `nil` when `Index`
  /// cannot number the merged vertices.
  ///
  /// See ``append(_:)``.
  ///
  /// - Parameter other: The mesh to add.
  /// - Returns: The merged mesh, or `nil` when the merged vertex count is
  ///   more than `Index` numbers.
  ///
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the sizes of the
  ///   two meshes' arrays.
  public func appending(_ other: HexMesh) -> HexMesh? {
    var merged = self
    return merged.append(other) ? merged : nil
  }

  /// Returns the left mesh followed by the right one, or `nil` when
  /// `Index` cannot number the merged vertices.
  ///
  /// The same as `lhs.appending(rhs)`; see ``append(_:)``.
  ///
  /// - Complexity: O(*n* + *m*), where *n* and *m* are the sizes of the
  ///   two meshes' arrays.
  public static func + (lhs: HexMesh, rhs: HexMesh) -> HexMesh? {
    lhs.appending(rhs)
  }

  /// Creates one mesh from many, in order, or returns `nil` when `Index`
  /// cannot number their vertices together.
  ///
  /// The result is the meshes appended one after another
  /// (``append(_:)``), with each array allocated once: the way to build a
  /// board of many columns. No meshes give the empty mesh.
  ///
  ///     let board = HexMesh<UInt32>(combining: Hex.zero.hexagon(radius: 10).map { hex in
  ///       HexMesh(column: geometry.hexagon(of: hex), bottom: 0, top: 1)!
  ///     })
  ///     // board?.triangleCount == 331 × 20
  ///
  /// - Parameter meshes: The meshes to merge.
  ///
  /// - Complexity: O(*n*), where *n* is the total size of the meshes'
  ///   arrays.
  @_specialize(where Index == UInt32, Meshes == [HexMesh<UInt32>])
  @_specialize(where Index == UInt16, Meshes == [HexMesh<UInt16>])
  public init?<Meshes: Collection>(combining meshes: Meshes) where Meshes.Element == HexMesh {
    var vertices = 0, indexCount = 0
    for mesh in meshes {
      guard mesh.vertexCount <= Int.max - vertices else { return nil }
      vertices += mesh.vertexCount
      indexCount += mesh.indices.count
    }
    guard vertices == 0 || Index(exactly: vertices - 1) != nil else { return nil }
    self.init(positions: [], normals: [], textureCoordinates: [], indices: [])!
    positions.reserveCapacity(vertices)
    normals.reserveCapacity(vertices)
    textureCoordinates.reserveCapacity(vertices)
    indices.reserveCapacity(indexCount)
    for mesh in meshes {
      // Cannot fail: the total was checked.
      guard append(mesh) else { return nil }
    }
  }
}
