// Prepended to the README's blocks by scripts/doc-blocks: only names the
// README uses but never defines.

/// The reader's renderer, which the mesh example hands its arrays to.
func upload(_ positions: [SIMD3<Float>], _ normals: [SIMD3<Float>], _ uvs: [SIMD2<Float>], _ indices: [UInt32]) {}
