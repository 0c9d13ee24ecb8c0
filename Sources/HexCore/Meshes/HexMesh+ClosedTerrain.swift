extension HexMesh {
  /// Creates a closed, watertight solid for a map of heights: the terrain's
  /// surface, walls at its border down to a base, and a bottom.
  ///
  /// Every hex standing above `baseHeight` is a prism from the base up to
  /// its height, and the prisms are fused: the tops and the sides between
  /// neighbors are those of ``init(heights:geometry:baseHeight:textureMapping:tile:)``;
  /// across each edge with no standing neighbor (the map's border, a hole,
  /// a hex at or below the base) a wall goes down to `baseHeight`; and each
  /// hex has a bottom face at `baseHeight`, facing down. Hexes whose height
  /// is not finite or not above `baseHeight` are left out, as holes.
  ///
  /// The result is what physics engines and 3D printers ask for: every
  /// edge is shared by exactly two triangles, which run along it in
  /// opposite directions, so the surface is closed and consistently wound,
  /// with normals and front faces outward. Its volume is the sum over the
  /// hexes of the hexagon's area times `height − baseHeight`.
  ///
  ///     let heights = HexMap(radius: 2) { hex in Double(1 + (hex.q & 1)) }
  ///     let solid = HexMesh<UInt32>(closedTerrain: heights, geometry: geometry, baseHeight: 0)
  ///
  /// A map of `N` hexes at one height, a hexagon of radius `R`, has
  /// `8N + 12(2R + 1)` triangles: four on each top and bottom, two on each
  /// border wall.
  ///
  /// - Parameters:
  ///   - heights: The height of each hex, in any ``HexStorage``.
  ///   - geometry: Where hexes are in the plane.
  ///   - baseHeight: The height of the bottom.
  ///   - textureMapping: How texture coordinates cover the faces; bottoms
  ///     are mapped as their tops.
  ///   - tile: The atlas cell of each hex, for `.atlas` mapping.
  /// - Returns: The mesh, or `nil` when `baseHeight` or the geometry is not
  ///   finite, a size component is zero, a vertex does not fit in `Float`,
  ///   or `Index` cannot number the vertices. A map with no hex above the
  ///   base gives the empty mesh.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public init?<Heights: HexStorage>(
    closedTerrain heights: Heights, geometry: HexGeometry, baseHeight: Double = 0,
    textureMapping: HexTextureMapping = .wholeHex, tile: (Hex) -> Int = { _ in 0 }
  ) where Heights.Value == Double {
    self.init(
      _terrain: heights, geometry: geometry, baseHeight: baseHeight, closed: true,
      textureMapping: textureMapping, tile: tile, fringeHeight: { _ in nil })
  }
}
