/// How a single hexagon's mesh is cut: inset, rounded corners, a frame in
/// its faces and a column's side bands.
///
/// How texture coordinates cover the faces is the builders'
/// `textureMapping` parameter, as for every mesh builder.
public struct HexMeshStyle: Hashable, Sendable {
  /// How far each side moves toward the center, in the geometry's units.
  ///
  /// Zero, negative or NaN keeps the full hexagon. Exact for a regular
  /// hexagon; a stretched one loses `2·inset/√3` from each size component.
  public var inset: Double
  /// Whether ``faceInset`` leaves an inner face: no frame, or a fraction
  /// below 1.
  internal var _isValidFrame: Bool { faceInset.map { !($0.fraction >= 1) } ?? true }

  /// The radius of the rounded corners, as in
  /// ``Hexagon/outline(cornerRadius:)``; zero gives sharp corners.
  public var cornerRadius: Double
  /// The number of straight segments each rounded corner is flattened
  /// into, clamped to `1...64`.
  public var curveSegments: Int
  /// The number of horizontal bands each side of a column is cut into,
  /// clamped to `1...1024`; a flat hexagon has no sides and ignores it.
  ///
  /// Each band is two triangles; the bands of a side share their vertices
  /// (`2(n + 1)` per side for `n` bands) and its texture's `v` runs on
  /// from band to band, top to bottom, so deforming or lighting a tall
  /// column per vertex has vertices to work with.
  public var sideSegments: Int
  /// A frame cut into the hexagonal faces, or `nil` for plain faces.
  public var faceInset: HexFaceInset?

  /// Creates a style; the default is the full hexagon with sharp corners.
  ///
  /// - Parameters:
  ///   - inset: How far each side moves inward.
  ///   - cornerRadius: The rounding of the corners.
  ///   - curveSegments: Segments per rounded corner.
  public init(inset: Double = 0, cornerRadius: Double = 0, curveSegments: Int = 4) {
    self.init(inset: inset, cornerRadius: cornerRadius, curveSegments: curveSegments, sideSegments: 1)
  }

  /// Creates a style with column side bands or a frame in the faces.
  ///
  /// - Parameters:
  ///   - inset: How far each side moves inward.
  ///   - cornerRadius: The rounding of the corners.
  ///   - curveSegments: Segments per rounded corner.
  ///   - sideSegments: Horizontal bands per column side.
  ///   - faceInset: A frame in the hexagonal faces.
  public init(
    inset: Double = 0, cornerRadius: Double = 0, curveSegments: Int = 4, sideSegments: Int = 1,
    faceInset: HexFaceInset? = nil
  ) {
    self.inset = inset
    self.cornerRadius = cornerRadius
    self.curveSegments = curveSegments
    self.sideSegments = sideSegments
    self.faceInset = faceInset
  }
}

extension HexMesh {
  /// Creates a flat hexagon facing up at a height.
  ///
  /// With sharp corners (inset or not) the mesh has its 6 corners and 4
  /// triangles — three ears and the one on corners 0, 2 and 4, as hexx's
  /// flat faces; with rounded corners (cut short of half a side), a fan
  /// around the center: `6(s + 1) + 1` vertices and `6(s + 1)` triangles
  /// for `s` ``HexMeshStyle/curveSegments``. Texture coordinates are affine
  /// in the position over the face, so both read a texture alike.
  ///
  /// A ``HexMeshStyle/faceInset`` frame over an outline of `n` points has
  /// `2n` vertices and `2n` triangles, and its inner face, when kept, 4
  /// triangles more (sharp) or a vertex and `n` triangles (rounded).
  ///
  /// - Parameters:
  ///   - hexagon: The hexagon in the plane (``HexGeometry/hexagon(of:)``).
  ///   - height: The height of the face (its y).
  ///   - style: Inset, rounded corners and a frame.
  ///   - textureMapping: How texture coordinates cover the faces. `.world`
  ///     mapping counts as `.wholeHex` for a single hexagon.
  ///   - tile: The atlas cell, for `.atlas` mapping.
  /// - Returns: The mesh, or `nil` when the hexagon or height is not
  ///   finite, a vertex does not fit in `Float` (beyond about ±3.4 × 10³⁸),
  ///   the inset leaves nothing, a face inset's fraction is 1 or more, or
  ///   `Index` cannot number the vertices.
  public init?(
    hexagon: Hexagon, height: Double = 0, style: HexMeshStyle = HexMeshStyle(),
    textureMapping: HexTextureMapping = .wholeHex, tile: Int = 0
  ) {
    guard height.isFinite, style._isValidFrame, let outline = _flatOutline(hexagon, style) else { return nil }
    var builder = _MeshBuilder()
    builder.face(outline, at: height, up: true, mapping: textureMapping, tile: tile, frame: style.faceInset)
    self.init(builder)
  }

  /// Creates a closed column (a prism): a top face, a bottom face and a
  /// rectangle for each side.
  ///
  /// Faces meet at shared positions but keep their own vertices, so that
  /// each has its own normal (flat shading). With one band per side
  /// (``HexMeshStyle/sideSegments``), a sharp column has 36 vertices (6 on
  /// top, 6 below, 4 per side) and 20 triangles (4 per cap, 2 per side); a
  /// rounded one with `n` outline points, each cap a fan around its center,
  /// `6n + 2` vertices and `4n` triangles. Each further band adds 2
  /// vertices and 2 triangles to every side; the column stays closed.
  ///
  /// - Parameters:
  ///   - hexagon: The hexagon in the plane (``HexGeometry/hexagon(of:)``).
  ///   - bottom: The height of the bottom face.
  ///   - top: The height of the top face, above `bottom`.
  ///   - style: Inset, rounded corners, frames and side bands.
  ///   - textureMapping: How texture coordinates cover the faces. `.world`
  ///     mapping counts as `.wholeHex` for a single column.
  ///   - tile: The atlas cell, for `.atlas` mapping.
  /// - Returns: The mesh, or `nil` when a number is not finite, a vertex
  ///   does not fit in `Float` (beyond about ±3.4 × 10³⁸), `bottom >= top`,
  ///   the inset leaves nothing, a face inset's fraction is 1 or more, or
  ///   `Index` cannot number the vertices.
  public init?(
    column hexagon: Hexagon, bottom: Double, top: Double, style: HexMeshStyle = HexMeshStyle(),
    textureMapping: HexTextureMapping = .wholeHex, tile: Int = 0
  ) {
    guard bottom.isFinite, top.isFinite, bottom < top, style._isValidFrame, let outline = _flatOutline(hexagon, style)
    else { return nil }
    var builder = _MeshBuilder()
    builder.face(outline, at: top, up: true, mapping: textureMapping, tile: tile, frame: style.faceInset)
    builder.face(outline, at: bottom, up: false, mapping: textureMapping, tile: tile, frame: style.faceInset)
    let center = outline.center
    for i in outline.points.indices {
      let a = outline.points[i], b = outline.points[(i + 1) % outline.points.count]
      builder.side(
        from: a, to: b, top: top, bottom: bottom, away: center, mapping: textureMapping, tile: tile,
        bands: min(max(style.sideSegments, 1), 1024))
    }
    self.init(builder)
  }
}

/// A flattened outline: its points counterclockwise or clockwise as the
/// orientation has them, its center and bounding box.
internal struct _FlatOutline {
  var points: [SIMD2<Double>]
  var center: SIMD2<Double>
  var minimum: SIMD2<Double>
  var maximum: SIMD2<Double>
}

/// The outline of `hexagon` cut by `style`, flattened to points, or `nil`
/// when it is not finite or the inset leaves nothing.
internal func _flatOutline(_ hexagon: Hexagon, _ style: HexMeshStyle) -> _FlatOutline? {
  guard hexagon.center.isFinite, hexagon.size.isFinite, hexagon.size.width > 0, hexagon.size.height > 0 else {
    return nil
  }
  var shape = hexagon
  if style.inset > 0 {
    guard style.inset.isFinite else { return nil }
    let shrink = 2 * style.inset / (3.0).squareRoot()
    shape.size = PixelSize(width: hexagon.size.width - shrink, height: hexagon.size.height - shrink)
    guard shape.size.width > 0, shape.size.height > 0 else { return nil }
  }
  let segments = min(max(style.curveSegments, 1), 64)
  var points: [SIMD2<Double>] = []
  var current = SIMD2<Double>(0, 0)
  for element in shape.outline(cornerRadius: style.cornerRadius) {
    switch element {
    case .move(let p), .line(let p):
      current = SIMD2(p.x, p.y)
      points.append(current)
    case .quadCurve(let p, let c):
      let start = current, control = SIMD2(c.x, c.y), end = SIMD2(p.x, p.y)
      for step in 1...segments {
        let t = Double(step) / Double(segments), u = 1 - t
        points.append(u * u * start + 2 * u * t * control + t * t * end)
      }
      current = end
    case .closeSubpath:
      break
    }
  }
  // Drop repeated points (a fully rounded outline meets itself at each
  // side's midpoint) and the closing repeat of the first.
  let tolerance = 1e-9 * max(shape.size.width, shape.size.height)
  var unique: [SIMD2<Double>] = []
  for p in points {
    if let last = unique.last, abs(last.x - p.x) <= tolerance, abs(last.y - p.y) <= tolerance { continue }
    unique.append(p)
  }
  if unique.count > 1, let first = unique.first, let last = unique.last,
    abs(last.x - first.x) <= tolerance, abs(last.y - first.y) <= tolerance
  {
    unique.removeLast()
  }
  guard unique.count >= 3 else { return nil }
  var minimum = unique[0], maximum = unique[0]
  for p in unique {
    minimum = pointwiseMin(minimum, p)
    maximum = pointwiseMax(maximum, p)
  }
  return _FlatOutline(points: unique, center: SIMD2(shape.center.x, shape.center.y), minimum: minimum, maximum: maximum)
}

/// The texture coordinate of `uv` (in `[0, 1]²`) inside atlas cell `tile`,
/// or `uv` itself for the other mappings.
internal func _atlasCoordinate(_ uv: SIMD2<Double>, _ mapping: HexTextureMapping, tile: Int) -> SIMD2<Double> {
  guard case .atlas(let c, let r) = mapping else { return uv }
  let columns = max(c, 1), rows = max(r, 1)
  let (cells, overflow) = columns.multipliedReportingOverflow(by: rows)
  guard !overflow else { return uv }
  let cell = ((tile % cells) + cells) % cells
  let column = Double(cell % columns), row = Double(cell / columns)
  return SIMD2((column + uv.x) / Double(columns), (row + uv.y) / Double(rows))
}

extension _MeshBuilder {
  /// Adds a horizontal face over `outline` at height `y`, facing up or
  /// down, textured by its bounding box: a sharp hexagon as four
  /// triangles on its corners, a rounded outline as a fan around its
  /// center.
  ///
  /// A `rect` replaces `mapping` and `tile`.
  mutating func face(
    _ outline: _FlatOutline, at y: Double, up: Bool, mapping: HexTextureMapping, tile: Int,
    rect: HexTextureRect? = nil, frame: HexFaceInset? = nil
  ) {
    let span = outline.maximum - outline.minimum
    func uv(_ p: SIMD2<Double>) -> SIMD2<Double> {
      let t = (p - outline.minimum) / span
      return rect?._coordinate(t) ?? _atlasCoordinate(t, mapping, tile: tile)
    }
    let normal = SIMD3<Double>(0, up ? 1 : -1, 0), facing = normal
    if let frame, frame.fraction > 0 {
      // The initializers refuse fractions of 1 or more.
      framedFace(
        outline, at: y, normal: normal, fraction: frame.fraction, keepsInnerFace: frame.keepsInnerFace, uv: uv)
      return
    }
    if outline.points.count == 6 {
      // Texture coordinates are affine in the position over a face, so a
      // center vertex adds nothing a corner triangulation lacks.
      let first = positions.count
      let corners = outline.points.map { SIMD3($0.x, y, $0.y) }
      for (p, q) in zip(outline.points, corners) { _ = vertex(q, normal: normal, uv: uv(p)) }
      hexagonTop(first, corners, facing: facing)
      return
    }
    let c = SIMD3(outline.center.x, y, outline.center.y)
    let center = vertex(c, normal: normal, uv: uv(outline.center))
    let first = positions.count
    for p in outline.points { _ = vertex(SIMD3(p.x, y, p.y), normal: normal, uv: uv(p)) }
    let n = outline.points.count
    for i in 0..<n {
      let a = outline.points[i], b = outline.points[(i + 1) % n]
      triangle(
        center, first + i, first + (i + 1) % n, facing: facing, at: (c, SIMD3(a.x, y, a.y), SIMD3(b.x, y, b.y)))
    }
  }

  /// Adds the four triangles of a convex hexagon whose corners, in order,
  /// are the vertices `first…first + 5` (or `indices[0…5]`): three ears
  /// and the middle triangle on corners 0, 2 and 4, as hexx's flat faces.
  mutating func hexagonTop(
    _ first: Int, _ corners: [SIMD3<Double>], facing: SIMD3<Double>, indices: [Int]? = nil
  ) {
    func index(_ i: Int) -> Int { indices?[i] ?? first + i }
    for (a, b, c) in [(0, 1, 2), (2, 3, 4), (4, 5, 0), (0, 2, 4)] {
      triangle(index(a), index(b), index(c), facing: facing, at: (corners[a], corners[b], corners[c]))
    }
  }

  /// Adds the vertical rectangle under the segment `a b` from `top` down
  /// to `bottom`, facing away from `away`, with an extra vertex at height
  /// `splitA` above `a` and `splitB` above `b` when given (where another
  /// side's edge ends, so that the sides meet without T-junctions), cut
  /// into `bands` horizontal bands of equal height.
  ///
  /// Splits are for one band only. A `rect` replaces `mapping` and `tile`.
  mutating func side(
    from a: SIMD2<Double>, to b: SIMD2<Double>, top: Double, bottom: Double, away: SIMD2<Double>,
    mapping: HexTextureMapping, tile: Int, splitA: Double? = nil, splitB: Double? = nil, bands: Int = 1,
    rect: HexTextureRect? = nil
  ) {
    func coordinate(_ t: SIMD2<Double>) -> SIMD2<Double> {
      rect?._coordinate(t) ?? _atlasCoordinate(t, mapping, tile: tile)
    }
    let d = b - a
    var out = SIMD2(d.y, -d.x)
    if (((a + b) / 2 - away) * out).sum() < 0 { out = -out }
    let length = (out * out).sum().squareRoot()
    guard length > 0 else { return }
    out /= length
    let normal = SIMD3(out.x, 0, out.y), facing = normal
    let height = top - bottom
    let splitsA = splitA.map { $0 > bottom && $0 < top } ?? false
    let splitsB = splitB.map { $0 > bottom && $0 < top } ?? false
    if !splitsA && !splitsB && bands == 1 {
      // The common case, without the chains' arrays.
      let p0 = SIMD3(a.x, top, a.y), p1 = SIMD3(b.x, top, b.y)
      let p2 = SIMD3(b.x, bottom, b.y), p3 = SIMD3(a.x, bottom, a.y)
      let first = positions.count
      _ = vertex(p0, normal: normal, uv: coordinate(SIMD2(0, 0)))
      _ = vertex(p1, normal: normal, uv: coordinate(SIMD2(1, 0)))
      _ = vertex(p2, normal: normal, uv: coordinate(SIMD2(1, 1)))
      _ = vertex(p3, normal: normal, uv: coordinate(SIMD2(0, 1)))
      triangle(first, first + 1, first + 2, facing: facing, at: (p0, p1, p2))
      triangle(first, first + 2, first + 3, facing: facing, at: (p0, p2, p3))
      return
    }
    // Each end's vertices from the top down: top, the band edges or the
    // split, the bottom; both ends compute a band edge alike.
    let bandEdges = (1..<max(bands, 1)).map { top - height * Double($0) / Double(bands) }
    func chain(_ p: SIMD2<Double>, _ u: Double, _ split: Double?) -> [(index: Int, point: SIMD3<Double>)] {
      var heights = [top] + bandEdges + [bottom]
      if let split, split > bottom, split < top { heights.insert(split, at: 1) }
      return heights.map { y in
        let point = SIMD3(p.x, y, p.y)
        let uv = coordinate(SIMD2(u, (top - y) / height))
        return (vertex(point, normal: normal, uv: uv), point)
      }
    }
    let left = chain(a, 0, splitA), right = chain(b, 1, splitB)
    // Zip the two chains down: each triangle takes two vertices of one
    // end and one of the other, so none is degenerate.
    var i = 0, j = 0
    while i < left.count - 1 || j < right.count - 1 {
      if i < left.count - 1 && (j == right.count - 1 || left[i + 1].point.y >= right[j + 1].point.y) {
        triangle(
          left[i].index, left[i + 1].index, right[j].index, facing: facing,
          at: (left[i].point, left[i + 1].point, right[j].point))
        i += 1
      } else {
        triangle(
          left[i].index, right[j + 1].index, right[j].index, facing: facing,
          at: (left[i].point, right[j + 1].point, right[j].point))
        j += 1
      }
    }
  }
}
