/// A triangle mesh of hexagons in 3D, as plain arrays ready for Metal,
/// SceneKit (`SCNGeometrySource`, `SCNGeometryElement`) and RealityKit
/// (`MeshDescriptor`).
///
/// ## Conventions
///
/// - **Axes: y up.** A point of the plane at pixel position `(x, y)` (the
///   ``HexGeometry``'s, y down on screen) at height `h` is the vertex
///   `(x, h, y)`: x to the right, y up, z toward the viewer. Seen from
///   above (from +y, with −z at the top of the screen) a mesh looks like
///   the 2D drawing, unmirrored. This is SceneKit's and RealityKit's
///   right-handed frame.
/// - **Winding: counterclockwise front faces.** Seen from outside, each
///   triangle's vertices go counterclockwise, so the cross product
///   `(b − a) × (c − a)` points out of the surface, along the vertex
///   normals. SceneKit and RealityKit cull back faces by this rule; in
///   Metal set `frontFacing = .counterClockwise`.
/// - **Normals** are per face (flat shading): a top face's is `(0, 1, 0)`,
///   a bottom face's `(0, −1, 0)`, a side's horizontal and pointing away
///   from its hexagon's center.
/// - **Texture coordinates** are in `[0, 1]`, with `v` growing with the
///   plane's y (see ``HexTextureMapping``).
///
/// The arrays are parallel: vertex `i` is `positions[i]`, `normals[i]`,
/// `textureCoordinates[i]`; ``indices`` lists three vertices per triangle.
/// `SIMD3<Float>` has the 16-byte stride of Metal's `float3` and is what
/// RealityKit's `MeshBuffers.positions` takes.
///
/// `Index` is `UInt16` or `UInt32` (any unsigned fixed-width integer): the
/// builders return `nil` when a mesh has more vertices than `Index` can
/// number. They also return `nil` when a vertex does not fit in `Float`:
/// input that is finite as a `Double` but beyond `Float`'s range (about
/// ±3.4 × 10³⁸), such as a hexagon of size 10³⁹, gives no mesh rather than
/// one with infinite positions.
///
///     let geometry = HexGeometry(orientation: .pointyTop, size: 1.0)
///     let column = HexMesh<UInt16>(column: geometry.hexagon(of: .zero), bottom: 0, top: 2)!
///     column.vertexCount      // 36: 6 on top, 6 below, 4 per side
///     column.triangleCount    // 20
public struct HexMesh<Index: FixedWidthInteger & UnsignedInteger & Sendable>: Hashable, Sendable {
  /// The vertex positions, y up.
  public var positions: [SIMD3<Float>]
  /// The unit normal of each vertex.
  public var normals: [SIMD3<Float>]
  /// The texture coordinate of each vertex, in `[0, 1]`.
  public var textureCoordinates: [SIMD2<Float>]
  /// Three vertex indices per triangle, counterclockwise seen from the
  /// front.
  public var indices: [Index]

  /// Creates a mesh from its arrays, or returns `nil` unless the vertex
  /// arrays have one count, the index count is a multiple of 3 and every
  /// index names a vertex.
  ///
  /// - Parameters:
  ///   - positions: The vertex positions.
  ///   - normals: The vertex normals.
  ///   - textureCoordinates: The vertex texture coordinates.
  ///   - indices: Three indices per triangle.
  ///
  /// - Complexity: O(*n*), where *n* is the number of indices.
  public init?(
    positions: [SIMD3<Float>], normals: [SIMD3<Float>], textureCoordinates: [SIMD2<Float>], indices: [Index]
  ) {
    guard normals.count == positions.count, textureCoordinates.count == positions.count,
      indices.count % 3 == 0, indices.allSatisfy({ Int($0) < positions.count })
    else { return nil }
    self.positions = positions
    self.normals = normals
    self.textureCoordinates = textureCoordinates
    self.indices = indices
  }

  /// The builders' mesh, or `nil` when `Index` cannot number its vertices
  /// or a number did not fit in `Float`.
  internal init?(_ builder: _MeshBuilder) {
    guard builder.isFinite, builder.positions.count <= Self._maximumVertexCount else { return nil }
    positions = builder.positions
    normals = builder.normals
    textureCoordinates = builder.textureCoordinates
    indices = Self._indices(builder.indices)
  }

  /// `source` as `Index` values (each fits: the vertices were counted),
  /// written straight into the new array's storage for the common index
  /// types: a copy for `UInt32`, a narrowing loop for `UInt16`, without a
  /// generic call per element.
  internal static func _indices(_ source: [UInt32]) -> [Index] {
    let n = source.count
    return [Index](unsafeUninitializedCapacity: n) { buffer, count in
      source.withUnsafeBufferPointer { source in
        guard n > 0, let from = source.baseAddress, let to = buffer.baseAddress else { return }
        if Index.self == UInt32.self {
          // The same type: its memory is bound to `UInt32` already.
          to.withMemoryRebound(to: UInt32.self, capacity: n) { $0.initialize(from: from, count: n) }
        } else if Index.self == UInt16.self {
          to.withMemoryRebound(to: UInt16.self, capacity: n) { to in
            for i in 0..<n { (to + i).initialize(to: UInt16(truncatingIfNeeded: from[i])) }
          }
        } else {
          for i in 0..<n { (to + i).initialize(to: Index(truncatingIfNeeded: from[i])) }
        }
      }
      count = n
    }
  }

  /// The most vertices a built mesh numbers: `Index` numbers them, and the
  /// builders collect their indices as `UInt32`.
  internal static var _maximumVertexCount: Int {
    Int(min(UInt64(Index.max), UInt64(UInt32.max))) + 1
  }

  /// The number of vertices.
  public var vertexCount: Int { positions.count }

  /// The number of triangles.
  public var triangleCount: Int { indices.count / 3 }
}

/// How a mesh's texture coordinates cover its faces.
public enum HexTextureMapping: Hashable, Sendable {
  /// Each hex's top (and bottom) face spans the whole texture by its
  /// bounding box; each side spans it with `u` along the side and `v` from
  /// the top edge (0) to the bottom edge (1).
  case wholeHex
  /// The texture is an atlas of `columns × rows` equal cells, numbered row
  /// by row from the top left; each hex is textured as by ``wholeHex``
  /// inside the cell its builder's `tile` argument picks.
  ///
  /// A tile number outside `0..<columns·rows` wraps around (it is taken
  /// modulo the cell count); a non-positive size counts as 1.
  case atlas(columns: Int, rows: Int)
  /// Top faces take the position over the whole mesh's bounding box in
  /// the plane (`u` along x, `v` along z), so neighboring tops at one
  /// height share their vertices; sides as by ``wholeHex``.
  case world
}

/// Collects vertices and triangles; the mesh builders share it.
///
/// Every conversion of a mesh's numbers to `Float` happens in
/// ``vertex(_:normal:uv:)``, which also checks that each result is finite.
internal struct _MeshBuilder {
  var positions: [SIMD3<Float>] = []
  var normals: [SIMD3<Float>] = []
  var textureCoordinates: [SIMD2<Float>] = []
  var indices: [UInt32] = []
  /// Zero while every number converted so far is finite: `x - x` is 0 for
  /// a finite `x` and NaN for an infinite or NaN one, and a NaN in the sum
  /// stays.
  private var drift: Float = 0

  /// Whether every vertex's position, normal and texture coordinate is
  /// finite as a `Float`.
  var isFinite: Bool { drift == 0 }

  /// Appends a vertex, converting it to `Float`, and returns its index.
  mutating func vertex(_ p: SIMD3<Double>, normal: SIMD3<Double>, uv: SIMD2<Double>) -> Int {
    let position = SIMD3<Float>(Float(p.x), Float(p.y), Float(p.z))
    let n = SIMD3<Float>(Float(normal.x), Float(normal.y), Float(normal.z))
    let clamped = uv.clamped(lowerBound: SIMD2(0, 0), upperBound: SIMD2(1, 1))
    let t = SIMD2<Float>(Float(clamped.x), Float(clamped.y))
    drift += (position - position).sum() + (n - n).sum() + (t - t).sum()
    positions.append(position)
    normals.append(n)
    textureCoordinates.append(t)
    return positions.count - 1
  }

  /// Appends triangle `a b c`, turned so that it is counterclockwise seen
  /// from the side `facing` points to.
  mutating func triangle(
    _ a: Int, _ b: Int, _ c: Int, facing: SIMD3<Double>, at points: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)
  ) {
    // Larger indices are refused when the mesh is made (HexMesh.init?(_:)).
    let normal = _cross(points.1 - points.0, points.2 - points.0)
    let flip = (normal * facing).sum() < 0
    indices.append(UInt32(truncatingIfNeeded: a))
    indices.append(UInt32(truncatingIfNeeded: flip ? c : b))
    indices.append(UInt32(truncatingIfNeeded: flip ? b : c))
  }
}

/// The cross product `u × v`.
internal func _cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
  SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
}
