// Prepended to the article's blocks by scripts/doc-blocks: the import its
// blocks leave out, and the names they use but never define.
import HexCore

/// The reader's terrain type, stored in the sparse map.
enum Terrain { case forest, water }

/// The reader's search: its ends, and its costs in a sparse map.
let start = Hex.zero
let goal = Hex(q: 4, r: -2)
let costs = HexSparseMap<Int>()

/// The reader's renderer, which the mesh example hands its arrays to.
func upload(_ positions: [SIMD3<Float>], _ normals: [SIMD3<Float>], _ uvs: [SIMD2<Float>], _ indices: [UInt32]) {}
