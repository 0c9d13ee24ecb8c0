/// A rectangle of a texture that a face is textured from, for atlases.
///
/// A face's own coordinates `t` in `[0, 1]²` (see ``HexTextureMapping/wholeHex``)
/// land at `start + t · (end − start)`. So `start` is where the face's
/// `(0, 0)` lands and `end` where its `(1, 1)` does; an `end` below `start`
/// in `u` or `v` flips the face's texture along that axis.
///
///     // The top-right cell of a 4 × 4 atlas, and the same mirrored in u.
///     let cell = HexTextureRect(column: 3, row: 0, columns: 4, rows: 4)
///     let mirrored = cell.flippedU()
public struct HexTextureRect: Hashable, Sendable {
  /// The texture coordinate of the face's `(0, 0)`, in `[0, 1]²`.
  public var start: SIMD2<Double>
  /// The texture coordinate of the face's `(1, 1)`, in `[0, 1]²`.
  public var end: SIMD2<Double>

  /// Creates a rectangle from the texture coordinates of a face's two
  /// opposite corners.
  ///
  /// Components are clamped to `[0, 1]`; a NaN component takes the whole
  /// texture's value (0 for `start`, 1 for `end`).
  ///
  /// - Parameters:
  ///   - start: Where the face's `(0, 0)` lands.
  ///   - end: Where the face's `(1, 1)` lands.
  public init(start: SIMD2<Double>, end: SIMD2<Double>) {
    func clamp(_ x: Double, _ fallback: Double) -> Double { x.isNaN ? fallback : min(max(x, 0), 1) }
    self.start = SIMD2(clamp(start.x, 0), clamp(start.y, 0))
    self.end = SIMD2(clamp(end.x, 1), clamp(end.y, 1))
  }

  /// Creates the rectangle of one cell of an atlas of `columns × rows`
  /// equal cells, counted from the top left.
  ///
  /// Sizes below 1 count as 1, and a cell outside the grid wraps around
  /// (taken modulo the size), as ``HexTextureMapping/atlas(columns:rows:)``
  /// does.
  ///
  /// - Parameters:
  ///   - column: The cell's column, from the left.
  ///   - row: The cell's row, from the top.
  ///   - columns: The atlas's number of columns.
  ///   - rows: The atlas's number of rows.
  public init(column: Int, row: Int, columns: Int, rows: Int) {
    let columns = max(columns, 1), rows = max(rows, 1)
    let c = Double(((column % columns) + columns) % columns), r = Double(((row % rows) + rows) % rows)
    self.init(
      start: SIMD2(c / Double(columns), r / Double(rows)),
      end: SIMD2((c + 1) / Double(columns), (r + 1) / Double(rows)))
  }

  /// The whole texture.
  public static var whole: HexTextureRect { HexTextureRect(start: SIMD2(0, 0), end: SIMD2(1, 1)) }

  /// Returns this rectangle with the texture mirrored along `u`.
  public func flippedU() -> HexTextureRect {
    HexTextureRect(start: SIMD2(end.x, start.y), end: SIMD2(start.x, end.y))
  }

  /// Returns this rectangle with the texture mirrored along `v`.
  public func flippedV() -> HexTextureRect {
    HexTextureRect(start: SIMD2(start.x, end.y), end: SIMD2(end.x, start.y))
  }

  /// Where the face coordinate `t` lands.
  internal func _coordinate(_ t: SIMD2<Double>) -> SIMD2<Double> {
    start + t * (end - start)
  }
}

/// The texture rectangles of a column's faces: its top, its bottom and
/// each side, for tile atlases.
///
/// Side `k` is the rectangle under the hexagon's edge from corner `k` to
/// corner `k + 1` (``Hexagon/corners``), with `u` running from corner `k`
/// to corner `k + 1` and `v` from the top (0) to the bottom (1); it takes
/// `sides[k % sides.count]`, so one rectangle serves every side. A rounded
/// column's sides are its outline's segments, counted the same way.
///
///     let atlas = { (column: Int, row: Int) in HexTextureRect(column: column, row: row, columns: 4, rows: 4) }
///     let textures = HexColumnTextures(top: atlas(0, 0), bottom: atlas(1, 0), sides: [atlas(2, 0)])
public struct HexColumnTextures: Hashable, Sendable {
  /// The top face's rectangle, by the face's bounding box.
  public var top: HexTextureRect
  /// The bottom face's rectangle, by the face's bounding box.
  public var bottom: HexTextureRect
  /// The sides' rectangles, taken in turn; empty means the whole texture.
  public var sides: [HexTextureRect]

  /// Creates the rectangles of a column's faces; by default each face
  /// spans the whole texture.
  ///
  /// - Parameters:
  ///   - top: The top face's rectangle.
  ///   - bottom: The bottom face's rectangle.
  ///   - sides: The sides' rectangles, taken in turn.
  public init(top: HexTextureRect = .whole, bottom: HexTextureRect = .whole, sides: [HexTextureRect] = [.whole]) {
    self.top = top
    self.bottom = bottom
    self.sides = sides
  }

  /// The rectangle of side `k`.
  internal func _side(_ k: Int) -> HexTextureRect {
    sides.isEmpty ? .whole : sides[k % sides.count]
  }
}

extension HexMesh {
  /// Creates a closed column whose faces each take their own rectangle of
  /// a texture: a top, a bottom and sides from a tile atlas.
  ///
  /// The same column as ``init(column:bottom:top:style:textureMapping:tile:)``,
  /// vertex for vertex, with each face's texture coordinates inside its
  /// rectangle of `textures`.
  ///
  ///     let atlas = { (column: Int) in HexTextureRect(column: column, row: 0, columns: 4, rows: 1) }
  ///     let crate = HexMesh<UInt16>(
  ///       column: hexagon, bottom: 0, top: 1,
  ///       textures: HexColumnTextures(top: atlas(0), bottom: atlas(1), sides: [atlas(2), atlas(3)]))
  ///
  /// - Parameters:
  ///   - hexagon: The hexagon in the plane (``HexGeometry/hexagon(of:)``).
  ///   - bottom: The height of the bottom face.
  ///   - top: The height of the top face, above `bottom`.
  ///   - style: Inset, rounded corners and side bands.
  ///   - textures: Each face's rectangle of the texture.
  /// - Returns: The mesh, or `nil` as for
  ///   ``init(column:bottom:top:style:textureMapping:tile:)``.
  public init?(
    column hexagon: Hexagon, bottom: Double, top: Double, style: HexMeshStyle = HexMeshStyle(),
    textures: HexColumnTextures
  ) {
    guard bottom.isFinite, top.isFinite, bottom < top, style._isValidFrame, let outline = _flatOutline(hexagon, style)
    else { return nil }
    var builder = _MeshBuilder()
    builder.face(outline, at: top, up: true, mapping: .wholeHex, tile: 0, rect: textures.top, frame: style.faceInset)
    builder.face(
      outline, at: bottom, up: false, mapping: .wholeHex, tile: 0, rect: textures.bottom, frame: style.faceInset)
    let center = outline.center
    for i in outline.points.indices {
      let a = outline.points[i], b = outline.points[(i + 1) % outline.points.count]
      builder.side(
        from: a, to: b, top: top, bottom: bottom, away: center, mapping: .wholeHex, tile: 0,
        bands: min(max(style.sideSegments, 1), 1024), rect: textures._side(i))
    }
    self.init(builder)
  }
}
