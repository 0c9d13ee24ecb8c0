extension HexMesh {
  /// Creates one mesh for a whole map of heights: a flat top on every hex,
  /// and sides only where the hex stands above its neighbor.
  ///
  /// Each hex gets a sharp hexagonal top at its height: its 6 corners and
  /// 4 triangles, with no center vertex. Across each of its six edges:
  /// - a neighbor at the same height or higher: no face (nothing there
  ///   could be seen);
  /// - a lower neighbor: a side from this hex's height down to the
  ///   neighbor's (2 triangles);
  /// - no neighbor (outside the map, or a non-finite height): a side down
  ///   to `baseHeight`, when the hex stands above it.
  ///
  /// So every drop is drawn once, by the higher hex. Where three hexes of
  /// three heights meet, the tallest one's side gets a vertex at the middle
  /// height, where the other two sides' edges end: the surface has no
  /// T-junctions and is closed except along the base. Vertices are shared wherever they coincide
  /// with the same normal and texture coordinate: the six of each top
  /// among its triangles, the four of each side between its two, and, with
  /// `.world` mapping, the corners of neighboring tops at the same height.
  /// A map of `N` hexes at one height above the base, a hexagon of radius
  /// `R`, has `4N + 12(2R + 1)` triangles.
  ///
  /// For the heights of hexes beyond the map (a neighboring chunk's), see
  /// ``init(heights:geometry:baseHeight:textureMapping:tile:fringeHeight:)``;
  /// for a closed solid, ``init(closedTerrain:geometry:baseHeight:textureMapping:tile:)``.
  ///
  /// - Parameters:
  ///   - heights: The height of each hex, in any storage: a ``HexMap``, a
  ///     ``HexSparseMap`` or a `Dictionary`; NaN or infinite heights leave
  ///     the hex out.
  ///   - geometry: Where hexes are in the plane.
  ///   - baseHeight: Where sides at the map's edge end.
  ///   - textureMapping: How texture coordinates cover the faces.
  ///   - tile: The atlas cell of each hex, for `.atlas` mapping.
  /// - Returns: The mesh, or `nil` when `baseHeight` or the geometry is not
  ///   finite, a size component is zero, a vertex does not fit in `Float`
  ///   (a height or position beyond about ±3.4 × 10³⁸), or `Index` cannot
  ///   number the vertices (`UInt16` holds about 9,000 hexes with
  ///   `.wholeHex` mapping). A map with more hexes than `Index` could
  ///   number even without sides is refused before anything is allocated.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  @_specialize(where Index == UInt32, Heights == HexMap<Double>)
  @_specialize(where Index == UInt16, Heights == HexMap<Double>)
  public init?<Heights: HexStorage>(
    heights: Heights, geometry: HexGeometry, baseHeight: Double = 0,
    textureMapping: HexTextureMapping = .wholeHex, tile: (Hex) -> Int = { _ in 0 }
  ) where Heights.Value == Double {
    self.init(
      _terrain: heights, geometry: geometry, baseHeight: baseHeight, closed: false,
      textureMapping: textureMapping, tile: tile, fringeHeight: { _ in nil })
  }

  /// Creates one mesh for a whole map of heights whose sides at the map's
  /// edge drop to the heights of the hexes beyond it (fringe heights).
  ///
  /// The surface of ``init(heights:geometry:baseHeight:textureMapping:tile:)``,
  /// except that across an edge with no drawn neighbor (outside the map, or
  /// a non-finite height) the side goes down to that hex's fringe height
  /// when `fringeHeight` gives a finite one, and only when the hex stands
  /// above it; to `baseHeight` otherwise. Give a large map's neighboring
  /// chunk's heights here and the chunks, built apart, meet without gaps
  /// or doubled sides: their triangles are those of the whole map built at
  /// once.
  ///
  ///     let west = HexMesh<UInt32>(heights: westHeights, geometry: geometry, fringeHeight: { eastHeights[$0] })
  ///
  /// - Parameters:
  ///   - heights: The height of each hex, in any ``HexStorage``.
  ///   - geometry: Where hexes are in the plane.
  ///   - baseHeight: The height of every hex beyond the map that
  ///     `fringeHeight` gives none.
  ///   - textureMapping: How texture coordinates cover the faces.
  ///   - tile: The atlas cell of each hex, for `.atlas` mapping.
  ///   - fringeHeight: The height of a hex that is not drawn, asked once
  ///     for each edge a drawn hex shares with it; `nil` or a non-finite
  ///     answer means `baseHeight`.
  /// - Returns: The mesh, or `nil` as for
  ///   ``init(heights:geometry:baseHeight:textureMapping:tile:)``.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  @_specialize(where Index == UInt32, Heights == HexMap<Double>)
  @_specialize(where Index == UInt16, Heights == HexMap<Double>)
  public init?<Heights: HexStorage>(
    heights: Heights, geometry: HexGeometry, baseHeight: Double = 0,
    textureMapping: HexTextureMapping = .wholeHex, tile: (Hex) -> Int = { _ in 0 },
    fringeHeight: (Hex) -> Double?
  ) where Heights.Value == Double {
    self.init(
      _terrain: heights, geometry: geometry, baseHeight: baseHeight, closed: false,
      textureMapping: textureMapping, tile: tile, fringeHeight: fringeHeight)
  }

  /// The terrain builder: the open surface, or with `closed` the solid
  /// down to `baseHeight` (hexes not above it left out, walls at every
  /// edge without a drawn neighbor, a bottom under every hex, no fringe).
  @_specialize(where Index == UInt32, Heights == HexMap<Double>)
  @_specialize(where Index == UInt16, Heights == HexMap<Double>)
  internal init?<Heights: HexStorage>(
    _terrain heights: Heights, geometry: HexGeometry, baseHeight: Double, closed: Bool,
    textureMapping: HexTextureMapping, tile: (Hex) -> Int, fringeHeight: (Hex) -> Double?
  ) where Heights.Value == Double {
    // Whether a hex of this height is drawn.
    func stands(_ height: Double) -> Bool { height.isFinite && (!closed || height > baseHeight) }
    guard baseHeight.isFinite, geometry.size.isFinite, geometry.origin.isFinite, geometry.size.width != 0,
      geometry.size.height != 0
    else { return nil }
    // Before anything is reserved: as at most three hexes share a corner,
    // every drawn hex makes two corners' worth of vertices at least (six
    // of its own without `.world` mapping), so a map with more drawn hexes
    // than that allows is refused at once.
    var drawn = 0
    heights.forEachValue { _, height in if stands(height) { drawn += 1 } }
    let maximumVertices = Self._maximumVertexCount
    // A closed solid adds each hex's six bottom vertices.
    let least = (textureMapping == .world ? 2 : 6) + (closed ? 6 : 0)
    guard drawn <= maximumVertices / least else { return nil }
    // The drawn hexes in the storage's order; a hex's place in it numbers
    // its corners' slots below.
    var cells: [(hex: Hex, height: Double)] = []
    cells.reserveCapacity(drawn)
    heights.forEachValue { hex, height in if stands(height) { cells.append((hex, height)) } }
    // Only `.world` mapping shares corners, and looks up where a neighbor stands.
    let places = textureMapping == .world ? _Places(cells.lazy.map(\.hex)) : nil
    var builder = _MeshBuilder()
    // Room for a top and three sides per hex (half its edges dropping), so
    // that rough terrain rarely regrows, up to what `Index` can number;
    // untouched capacity costs no pages.
    let perHex = closed ? 24 : 18
    let vertexRoom = Swift.min(drawn * perHex, maximumVertices)
    builder.positions.reserveCapacity(vertexRoom)
    builder.normals.reserveCapacity(vertexRoom)
    builder.textureCoordinates.reserveCapacity(vertexRoom)
    builder.indices.reserveCapacity(vertexRoom / perHex * (closed ? 42 : 30))
    // The plane's bounding box, for `.world` mapping.
    var minimum = SIMD2<Double>(.infinity, .infinity), maximum = -minimum
    if textureMapping == .world {
      for (hex, _) in cells {
        for p in geometry.corners(of: hex) {
          minimum = pointwiseMin(minimum, SIMD2(p.x, p.y))
          maximum = pointwiseMax(maximum, SIMD2(p.x, p.y))
        }
      }
    }
    let span = pointwiseMax(maximum - minimum, SIMD2(.leastNormalMagnitude, .leastNormalMagnitude))
    // With `.world` mapping, the vertex index of each top corner by map
    // storage position (6 per hex), −1 until made; and, for each corner,
    // the two neighbors that meet there with the corner they see it as.
    let world = textureMapping == .world
    var cornerSlots = world ? [Int](repeating: -1, count: 6 * cells.count) : []
    let sharers: [[(offset: Hex, corner: Int)]] = (0..<6).map { i in
      let vertex = HexVertex(hex: .zero, corner: i)
      return [(6 - i) % 6, (5 - i) % 6].map { d in
        let offset = HexDirection.allCases[d].vector
        let corner = (0..<6).first { HexVertex(hex: offset, corner: $0) == vertex } ?? 0
        return (offset, corner)
      }
    }
    let up = SIMD3<Double>(0, 1, 0), facingUp = up, down = -up
    var corners = [SIMD3<Double>](repeating: .zero, count: 6)
    var bottoms = corners
    var cornerIndices = [Int](repeating: 0, count: 6)
    var below = [Double](repeating: 0, count: 6)
    var vertices = [HexVertex?](repeating: nil, count: 6)
    // Edge i joins corners i and i + 1; it is shared with the neighbor in
    // direction 5 − i (see HexVertex).
    let across = (0..<6).map { HexDirection.allCases[(11 - $0) % 6].vector }
    let sideMapping = textureMapping == .world ? .wholeHex : textureMapping
    for (position, (hex, height)) in cells.enumerated() {
      let hexagon = geometry.hexagon(of: hex)
      let center = SIMD2(hexagon.center.x, hexagon.center.y)
      var low = SIMD2<Double>(.infinity, .infinity), high = -low
      for i in 0..<6 {
        // Each grid vertex computed from its one canonical hex, so that
        // the hexes meeting there agree to the bit.
        vertices[i] = HexVertex(hex: hex, corner: i)
        let p = vertices[i].map(geometry.point(of:)) ?? hexagon.corners[i]
        corners[i] = SIMD3(p.x, height, p.y)
        low = pointwiseMin(low, SIMD2(p.x, p.y))
        high = pointwiseMax(high, SIMD2(p.x, p.y))
      }
      let cell = tile(hex)
      func uv(_ p: SIMD2<Double>) -> SIMD2<Double> {
        textureMapping == .world
          ? (p - minimum) / span : _atlasCoordinate((p - low) / (high - low), textureMapping, tile: cell)
      }
      for i in 0..<6 {
        let p = SIMD2(corners[i].x, corners[i].z)
        if world, vertices[i] != nil {
          // An earlier neighbor at the same height made this corner.
          var made = -1
          for sharer in sharers[i] {
            let neighbor = hex + sharer.offset
            guard let other = heights[neighbor], other == height, let k = places?.position(of: neighbor) else {
              continue
            }
            made = max(made, cornerSlots[6 * k + sharer.corner])
          }
          cornerIndices[i] = made >= 0 ? made : builder.vertex(corners[i], normal: up, uv: uv(p))
          cornerSlots[6 * position + i] = cornerIndices[i]
        } else {
          cornerIndices[i] = builder.vertex(corners[i], normal: up, uv: uv(p))
        }
      }
      builder.hexagonTop(0, corners, facing: facingUp, indices: cornerIndices)
      if closed {
        let first = builder.positions.count
        for i in 0..<6 {
          bottoms[i] = SIMD3(corners[i].x, baseHeight, corners[i].z)
          _ = builder.vertex(bottoms[i], normal: down, uv: uv(SIMD2(corners[i].x, corners[i].z)))
        }
        builder.hexagonTop(first, bottoms, facing: down)
      }
      // The height each side drops to: the neighbor's, the fringe's or the
      // base's.
      for i in 0..<6 {
        let neighbor = hex + across[i]
        if let other = heights[neighbor], stands(other) {
          below[i] = other
        } else if !closed, let fringe = fringeHeight(neighbor), fringe.isFinite {
          below[i] = fringe
        } else {
          below[i] = baseHeight
        }
      }
      for i in 0..<6 where below[i] < height {
        let a = SIMD2(corners[i].x, corners[i].z), b = SIMD2(corners[(i + 1) % 6].x, corners[(i + 1) % 6].z)
        // At corner i the third hex is across edge i − 1, at corner i + 1
        // across edge i + 1: where its side ends, split this one.
        builder.side(
          from: a, to: b, top: height, bottom: below[i], away: center, mapping: sideMapping, tile: cell,
          splitA: below[(i + 5) % 6], splitB: below[(i + 1) % 6])
      }
      // Past what `Index` can number: no need to build the rest.
      guard builder.positions.count <= maximumVertices else { return nil }
    }
    self.init(builder)
  }
}

/// The position of each of some distinct hexes in their list: a dense
/// table over their bounding parallelogram when it is at most four times
/// their number (a map's shape), else a dictionary (scattered hexes).
internal struct _Places {
  private var box: _Parallelogram?
  private var dense: [Int32] = []
  private var sparse: [Hex: Int] = [:]

  /// Records the position of each hex of `hexes`.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  init<S: Collection>(_ hexes: S) where S.Element == Hex {
    if let box = _Parallelogram(boundingBoxOf: hexes), let area = box.count, area <= 4 * hexes.count + 64 {
      self.box = box
      dense = [Int32](repeating: -1, count: area)
      for (position, hex) in hexes.enumerated() { dense[box.index(of: hex)!] = Int32(truncatingIfNeeded: position) }
    } else {
      sparse.reserveCapacity(hexes.count)
      for (position, hex) in hexes.enumerated() { sparse[hex] = position }
    }
  }

  /// The position of `hex`, or `nil` when it is not one of the hexes.
  func position(of hex: Hex) -> Int? {
    guard let box else { return sparse[hex] }
    guard let i = box.index(of: hex), dense[i] >= 0 else { return nil }
    return Int(dense[i])
  }
}
