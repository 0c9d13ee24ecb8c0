/// A frame cut into a mesh's hexagonal faces: each face's outline joined
/// to a smaller copy of itself by a ring of quads, with or without the
/// copy filled.
///
/// The inner outline is the outline scaled toward the face's center by
/// `1 − fraction`: a fraction of 0.2 leaves a frame a fifth of the way in.
/// Texture coordinates stay affine in the position over the face, so a
/// texture reads across frame and inner face as over the plain face. Set
/// it as ``HexMeshStyle/faceInset``; it applies to a flat hexagon and to a
/// column's top and bottom.
///
///     let tile = HexMesh<UInt16>(
///       hexagon: hexagon, style: HexMeshStyle(faceInset: HexFaceInset(fraction: 0.2, keepsInnerFace: false)))
///     // a hexagonal frame: 12 vertices, 12 triangles, a hole in the middle
public struct HexFaceInset: Hashable, Sendable {
  /// How far the inner outline lies toward the center, as a fraction of
  /// the way from the outline.
  ///
  /// Zero, negative or NaN cuts no frame (the plain face); 1 or more
  /// leaves no inner face, and the builders return `nil`.
  public var fraction: Double
  /// Whether the inner face is kept; without it each face is a frame
  /// around a hole, and a column is no longer closed.
  public var keepsInnerFace: Bool

  /// Creates a frame.
  ///
  /// - Parameters:
  ///   - fraction: How far in the inner outline lies, in `0 < fraction < 1`.
  ///   - keepsInnerFace: Whether the inner face is kept.
  public init(fraction: Double, keepsInnerFace: Bool = true) {
    self.fraction = fraction
    self.keepsInnerFace = keepsInnerFace
  }
}

extension _MeshBuilder {
  /// Adds a horizontal face over `outline` at height `y` as a frame and,
  /// when `keepsInnerFace`, the inner face; texture coordinates by `uv`.
  mutating func framedFace(
    _ outline: _FlatOutline, at y: Double, normal: SIMD3<Double>, fraction: Double, keepsInnerFace: Bool,
    uv: (SIMD2<Double>) -> SIMD2<Double>
  ) {
    let facing = normal
    let n = outline.points.count
    let c = outline.center
    let inner = outline.points.map { c + ($0 - c) * (1 - fraction) }
    let outerPoints = outline.points.map { SIMD3($0.x, y, $0.y) }
    let innerPoints = inner.map { SIMD3($0.x, y, $0.y) }
    let outer = positions.count
    for (p, q) in zip(outline.points, outerPoints) { _ = vertex(q, normal: normal, uv: uv(p)) }
    let first = positions.count
    for (p, q) in zip(inner, innerPoints) { _ = vertex(q, normal: normal, uv: uv(p)) }
    for i in 0..<n {
      let j = (i + 1) % n
      triangle(outer + i, outer + j, first + j, facing: facing, at: (outerPoints[i], outerPoints[j], innerPoints[j]))
      triangle(outer + i, first + j, first + i, facing: facing, at: (outerPoints[i], innerPoints[j], innerPoints[i]))
    }
    guard keepsInnerFace else { return }
    if n == 6 {
      hexagonTop(first, innerPoints, facing: facing)
      return
    }
    let center = SIMD3(c.x, y, c.y)
    let middle = vertex(center, normal: normal, uv: uv(c))
    for i in 0..<n {
      let j = (i + 1) % n
      triangle(middle, first + i, first + j, facing: facing, at: (center, innerPoints[i], innerPoints[j]))
    }
  }
}
