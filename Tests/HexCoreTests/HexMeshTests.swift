import HexCore
import XCTest
import _HexTestSupport

/// Meshes against counts by formula and the invariants of a closed,
/// outward-facing surface.
final class HexMeshTests: XCTestCase {
  let geometries = [
    HexGeometry(orientation: .pointyTop, size: 1.0),
    HexGeometry(orientation: .flatTop, size: 10.0, origin: PixelPoint(x: 3, y: -4)),
    HexGeometry(orientation: .flatTop, size: PixelSize(width: 12, height: 7)),
  ]

  /// The face normal of triangle `t` from its winding, unnormalized.
  func faceNormal<I>(_ mesh: HexMesh<I>, _ t: Int) -> SIMD3<Double> {
    let p = (0..<3).map { k in
      let v = mesh.positions[Int(mesh.indices[3 * t + k])]
      return SIMD3<Double>(Double(v.x), Double(v.y), Double(v.z))
    }
    let u = p[1] - p[0], w = p[2] - p[0]
    return SIMD3(u.y * w.z - u.z * w.y, u.z * w.x - u.x * w.z, u.x * w.y - u.y * w.x)
  }

  /// The number of triangles using each undirected edge, by position.
  func edgeUses<I>(_ mesh: HexMesh<I>) -> [[SIMD3<Float>]: Int] {
    var uses: [[SIMD3<Float>]: Int] = [:]
    for t in 0..<mesh.triangleCount {
      let v = (0..<3).map { mesh.positions[Int(mesh.indices[3 * t + $0])] }
      for (a, b) in [(v[0], v[1]), (v[1], v[2]), (v[2], v[0])] {
        let key = [a, b].sorted { ($0.x, $0.y, $0.z) < ($1.x, $1.y, $1.z) }
        uses[key, default: 0] += 1
      }
    }
    return uses
  }

  /// Every triangle turns counterclockwise around the stored normals of
  /// its vertices, and has area.
  func assertWindingAgreesWithNormals<I>(_ mesh: HexMesh<I>, file: StaticString = #filePath, line: UInt = #line) {
    for t in 0..<mesh.triangleCount {
      let n = faceNormal(mesh, t)
      let length = (n * n).sum().squareRoot()
      XCTAssertGreaterThan(length, 0, "degenerate triangle \(t)", file: file, line: line)
      for k in 0..<3 {
        let stored = mesh.normals[Int(mesh.indices[3 * t + k])]
        let s = SIMD3<Double>(Double(stored.x), Double(stored.y), Double(stored.z))
        XCTAssertEqual((s * s).sum(), 1, accuracy: 1e-6, file: file, line: line)
        XCTAssertGreaterThan(
          (n * s).sum() / length, 0.999, "triangle \(t) winds against its normal", file: file, line: line)
      }
    }
  }

  func assertUVsInUnitSquare<I>(_ mesh: HexMesh<I>, file: StaticString = #filePath, line: UInt = #line) {
    for uv in mesh.textureCoordinates {
      XCTAssertTrue((0...1).contains(uv.x) && (0...1).contains(uv.y), "\(uv)", file: file, line: line)
    }
  }

  func testFlatHexagonCounts() {
    for geometry in geometries {
      let hexagon = geometry.hexagon(of: Hex(q: 2, r: -1))
      let sharp = HexMesh<UInt16>(hexagon: hexagon, height: 1.5)!
      // Corners only: three ears and the triangle on corners 0, 2 and 4.
      XCTAssertEqual(sharp.vertexCount, 6)
      XCTAssertEqual(sharp.triangleCount, 4)
      XCTAssertTrue(sharp.positions.allSatisfy { $0.y == 1.5 })
      assertWindingAgreesWithNormals(sharp)
      XCTAssertTrue(sharp.normals.allSatisfy { $0 == SIMD3(0, 1, 0) })
      assertUVsInUnitSquare(sharp)
      for s in [1, 3, 8] {
        // A corner radius well under half a side: each corner becomes its
        // two cut points and s − 1 curve points between them.
        let style = HexMeshStyle(cornerRadius: geometry.size.height / 10, curveSegments: s)
        let rounded = HexMesh<UInt32>(hexagon: hexagon, style: style)!
        XCTAssertEqual(rounded.vertexCount, 6 * (s + 1) + 1, "s=\(s)")
        XCTAssertEqual(rounded.triangleCount, 6 * (s + 1), "s=\(s)")
        assertWindingAgreesWithNormals(rounded)
        assertUVsInUnitSquare(rounded)
        // Fully rounded: consecutive corners' cut points meet at the
        // sides' midpoints, counted once (for a regular hexagon, whose
        // sides are all as long).
        guard geometry.size.width == geometry.size.height else { continue }
        let round = HexMesh<UInt32>(hexagon: hexagon, style: HexMeshStyle(cornerRadius: .infinity, curveSegments: s))
        // (One segment leaves the six midpoints, a sharp hexagon: corners only.)
        XCTAssertEqual(round?.vertexCount, s == 1 ? 6 : 6 * s + 1, "s=\(s)")
      }
    }
  }

  /// An inset of d moves every side d toward the center: the corners of a
  /// regular hexagon of size R come in to R − 2d/√3.
  func testInset() {
    let geometry = HexGeometry(orientation: .pointyTop, size: 10.0)
    let mesh = HexMesh<UInt16>(
      hexagon: geometry.hexagon(of: .zero), style: HexMeshStyle(inset: 3 * 3.0.squareRoot() / 2))!
    for p in mesh.positions.dropFirst() {
      XCTAssertEqual(Double((p.x * p.x + p.z * p.z).squareRoot()), 7, accuracy: 1e-5)
    }
    XCTAssertNil(HexMesh<UInt16>(hexagon: geometry.hexagon(of: .zero), style: HexMeshStyle(inset: 9)))
    XCTAssertNil(HexMesh<UInt16>(hexagon: geometry.hexagon(of: .zero), style: HexMeshStyle(inset: .infinity)))
  }

  func testColumnIsClosedAndFacesOutward() {
    for geometry in geometries {
      for style in [HexMeshStyle(), HexMeshStyle(inset: 0.2, cornerRadius: 0.3, curveSegments: 3)] {
        let hexagon = geometry.hexagon(of: Hex(q: -3, r: 5))
        let mesh = HexMesh<UInt16>(column: hexagon, bottom: -1, top: 2.5, style: style)!
        // n outline points: on top and below, a sharp hexagon's 6 corners
        // and 4 triangles, or a fan of n around the center; two per side.
        let n = style.cornerRadius > 0 ? 6 * (style.curveSegments + 1) : 6
        let face = n == 6 ? (vertices: 6, triangles: 4) : (vertices: n + 1, triangles: n)
        XCTAssertEqual(mesh.vertexCount, 2 * face.vertices + 4 * n)
        XCTAssertEqual(mesh.triangleCount, 2 * face.triangles + 2 * n)
        // Watertight: every edge between exactly two triangles.
        let uses = edgeUses(mesh)
        XCTAssertEqual(uses.count, 3 * mesh.triangleCount / 2)
        XCTAssertTrue(uses.values.allSatisfy { $0 == 2 }, "\(uses.values.filter { $0 != 2 })")
        assertWindingAgreesWithNormals(mesh)
        assertUVsInUnitSquare(mesh)
        // Outward: each face normal points away from the column's center.
        let center = SIMD3<Double>(hexagon.center.x, 0.75, hexagon.center.y)
        for t in 0..<mesh.triangleCount {
          let v = mesh.positions[Int(mesh.indices[3 * t])]
          let p = SIMD3<Double>(Double(v.x), Double(v.y), Double(v.z))
          XCTAssertGreaterThan((faceNormal(mesh, t) * (p - center)).sum(), 0, "triangle \(t) faces inward")
        }
      }
    }
  }

  func testColumnRefusesBadInput() {
    let hexagon = HexGeometry(orientation: .flatTop, size: 1.0).hexagon(of: .zero)
    XCTAssertNil(HexMesh<UInt16>(column: hexagon, bottom: 2, top: 2))
    XCTAssertNil(HexMesh<UInt16>(column: hexagon, bottom: 3, top: 2))
    XCTAssertNil(HexMesh<UInt16>(column: hexagon, bottom: .nan, top: 2))
    XCTAssertNil(HexMesh<UInt16>(hexagon: hexagon, height: .infinity))
    var broken = hexagon
    broken.center = PixelPoint(x: .nan, y: 0)
    XCTAssertNil(HexMesh<UInt16>(column: broken, bottom: 0, top: 1))
    XCTAssertNil(HexMesh<UInt16>(positions: [.zero], normals: [], textureCoordinates: [.zero], indices: [0, 0, 0]))
    XCTAssertNil(
      HexMesh<UInt16>(positions: [.zero], normals: [.zero], textureCoordinates: [.zero], indices: [0, 0, 1]))
  }

  /// Atlas cell t of a 4 × 2 atlas is column t mod 4, row t / 4: its
  /// texture coordinates stay inside that cell.
  func testAtlasCells() {
    let hexagon = HexGeometry(orientation: .pointyTop, size: 1.0).hexagon(of: .zero)
    for (tile, cell) in [(0, (0, 0)), (5, (1, 1)), (7, (3, 1)), (8, (0, 0)), (-1, (3, 1))] {
      let atlas = HexTextureMapping.atlas(columns: 4, rows: 2)
      let mesh = HexMesh<UInt16>(column: hexagon, bottom: 0, top: 1, textureMapping: atlas, tile: tile)!
      let us = mesh.textureCoordinates.map(\.x), vs = mesh.textureCoordinates.map(\.y)
      XCTAssertEqual(us.min()!, Float(cell.0) / 4, accuracy: 1e-6, "tile \(tile)")
      XCTAssertEqual(us.max()!, Float(cell.0 + 1) / 4, accuracy: 1e-6, "tile \(tile)")
      XCTAssertEqual(vs.min()!, Float(cell.1) / 2, accuracy: 1e-6, "tile \(tile)")
      XCTAssertEqual(vs.max()!, Float(cell.1 + 1) / 2, accuracy: 1e-6, "tile \(tile)")
    }
  }

  // MARK: Height maps

  /// A hexagon of radius R at one height: N tops of 6 triangles, and a side
  /// on each of the 6(2R + 1) edges of the boundary, none inside.
  func testUniformHeightMapCounts() {
    for geometry in geometries {
      for radius in [0, 1, 4] {
        let n = 3 * radius * (radius + 1) + 1, boundary = 6 * (2 * radius + 1)
        let heights = HexMap(radius: radius, center: Hex(q: 5, r: -2), repeating: 2.0)
        let whole = HexMesh<UInt32>(heights: heights, geometry: geometry)!
        XCTAssertEqual(whole.triangleCount, 4 * n + 2 * boundary)
        XCTAssertEqual(whole.vertexCount, 6 * n + 4 * boundary)
        assertWindingAgreesWithNormals(whole)
        assertUVsInUnitSquare(whole)
        // World mapping shares the corners of the tops: a hexagon of radius
        // R has 6(R + 1)² grid vertices.
        let world = HexMesh<UInt32>(heights: heights, geometry: geometry, textureMapping: .world)!
        XCTAssertEqual(world.triangleCount, 4 * n + 2 * boundary)
        XCTAssertEqual(world.vertexCount, 6 * (radius + 1) * (radius + 1) + 4 * boundary)
        assertWindingAgreesWithNormals(world)
        assertUVsInUnitSquare(world)
        // At or below the base, the edge has no sides.
        let flat = HexMesh<UInt32>(heights: heights, geometry: geometry, baseHeight: 2)!
        XCTAssertEqual(flat.triangleCount, 4 * n)
      }
    }
  }

  /// The triangles of a mesh as sorted corner positions, order-free.
  private func triangleSet<I>(_ mesh: HexMesh<I>) -> [[Float]] {
    stride(from: 0, to: mesh.indices.count, by: 3).map { t in
      (0..<3).map { mesh.positions[Int(mesh.indices[t + $0])] }
        .sorted { ($0.x, $0.y, $0.z) < ($1.x, $1.y, $1.z) }.flatMap { [$0.x, $0.y, $0.z] }
    }.sorted { $0.lexicographicallyPrecedes($1) }
  }

  /// Terrain from any storage: the same heights in a dense map, a sparse
  /// map and a dictionary give the same surface (the same triangles and
  /// vertex count, in each storage's own order).
  func testTerrainFromAnyStorageIsTheSameSurface() {
    var rng = SplitMix64(seed: 0x7E55_0001)
    for mapping in [HexTextureMapping.wholeHex, .world] {
      let dense = HexMap(radius: 4, center: Hex(q: -3, r: 7)) { _ -> Double in
        rng.next() % 7 == 0 ? .nan : Double(rng.next() % 4)
      }
      var sparse = HexSparseMap<Double>(chunkRadius: 2)!
      var dictionary: [Hex: Double] = [:]
      for (hex, height) in dense {
        sparse[hex] = height
        dictionary[hex] = height
      }
      let reference = HexMesh<UInt32>(heights: dense, geometry: geometries[0], textureMapping: mapping)!
      for mesh in [
        HexMesh<UInt32>(heights: sparse, geometry: geometries[0], textureMapping: mapping)!,
        HexMesh<UInt32>(heights: dictionary, geometry: geometries[0], textureMapping: mapping)!,
      ] {
        XCTAssertEqual(mesh.vertexCount, reference.vertexCount, "\(mapping)")
        XCTAssertEqual(triangleSet(mesh), triangleSet(reference), "\(mapping)")
        assertWindingAgreesWithNormals(mesh)
      }
    }
    // Scattered hexes (a box far larger than their number): two islands a
    // million columns apart make the meshes of each island together, with
    // world mapping sharing the corners of the two same-height hexes.
    let west: [Hex: Double] = [Hex(q: 0, r: 0): 1, Hex(q: 1, r: 0): 1]
    let east: [Hex: Double] = [Hex(q: 1_000_000, r: -500_000): 2]
    let both = west.merging(east) { a, _ in a }
    let geometry = HexGeometry(orientation: .flatTop, size: 1.0)
    for mapping in [HexTextureMapping.wholeHex, .world] {
      let a = HexMesh<UInt32>(heights: west, geometry: geometry, textureMapping: mapping)!
      let b = HexMesh<UInt32>(heights: east, geometry: geometry, textureMapping: mapping)!
      let whole = HexMesh<UInt32>(heights: both, geometry: geometry, textureMapping: mapping)!
      XCTAssertEqual(whole.vertexCount, a.vertexCount + b.vertexCount, "\(mapping)")
      XCTAssertEqual(triangleSet(whole), (triangleSet(a) + triangleSet(b)).sorted { $0.lexicographicallyPrecedes($1) })
    }
    // Two neighbors at one height share two top corners with world mapping:
    // 2 × 6 corners less 2, plus the sides' 4 per edge over 10 edges.
    let shared = HexMesh<UInt32>(heights: west, geometry: geometry, textureMapping: .world)!
    XCTAssertEqual(shared.vertexCount, 2 * 6 - 2 + 4 * 10)
  }

  /// Two neighbors: sides only where a neighbor is lower or missing.
  func testSidesOnlyWhereTheNeighborIsLowerOrMissing() {
    let geometry = HexGeometry(orientation: .flatTop, size: 1.0)
    let a = Hex.zero, b = Hex(q: 1, r: 0)
    func triangles(_ ha: Double, _ hb: Double) -> Int {
      var heights = HexMap(radius: 1, repeating: Double.nan)
      heights[a] = ha
      heights[b] = hb
      return HexMesh<UInt16>(heights: heights, geometry: geometry)!.triangleCount
    }
    // Each hex has a top of 4 triangles, 5 open edges (sides to the base)
    // and one shared edge.
    XCTAssertEqual(triangles(1, 1), 8 + 2 * (5 + 5))
    // The higher hex's two open sides next to the shared edge reach the
    // base past the lower hex's corner at height 1: a vertex there splits
    // each into 3 triangles instead of 2.
    XCTAssertEqual(triangles(2, 1), 8 + 2 * (5 + 1 + 5) + 2)
    XCTAssertEqual(triangles(1, 2), 8 + 2 * (5 + 5 + 1) + 2)
    // The drop from 2 to 1 spans heights 1...2 on the edge both share.
    var heights = HexMap(radius: 1, repeating: Double.nan)
    heights[a] = 2
    heights[b] = 1
    let mesh = HexMesh<UInt16>(heights: heights, geometry: geometry, baseHeight: -1)!
    let sides = mesh.normals.indices.filter { mesh.normals[$0].y == 0 }
    let shared = sides.filter { i in
      mesh.positions[i].y == 1
        && geometry.hexagon(of: b).corners.contains { p in
          abs(Double(mesh.positions[i].x) - p.x) < 1e-5 && abs(Double(mesh.positions[i].z) - p.y) < 1e-5
        }
    }
    XCTAssertFalse(shared.isEmpty)
    XCTAssertEqual(sides.map { mesh.positions[$0].y }.min(), -1)
    assertWindingAgreesWithNormals(mesh)
  }

  /// Random terrains: every triangle winds around its normals, every hex
  /// has its full top (its six corners), texture coordinates stay in the
  /// unit square.
  func testTerrainNormalsFaceOutwardOnRandomHeights() {
    withSeededCases(count: 20, seed: 0x4E54) { rng, c in
      let heights = HexMap(radius: 5) { _ in Double(Int.random(in: 0...3, using: &rng)) }
      let mesh = HexMesh<UInt32>(heights: heights, geometry: geometries[c.index % 3])!
      assertWindingAgreesWithNormals(mesh)
      assertUVsInUnitSquare(mesh)
      XCTAssertGreaterThanOrEqual(mesh.triangleCount, 4 * heights.count, "\(c)")
      XCTAssertEqual(mesh.normals.filter { $0.y == 1 }.count, 6 * heights.count, "\(c)")
    }
  }

  /// Heights above the base everywhere: the surface is closed except along
  /// the base, every other edge between exactly two triangles (no
  /// T-junctions where three heights meet).
  func testTerrainIsWatertightAboveTheBase() {
    withSeededCases(count: 12, seed: 0x7A7E) { rng, c in
      let heights = HexMap(radius: Int.random(in: 0...4, using: &rng)) { _ in
        Double(Int.random(in: 1...4, using: &rng))
      }
      for mapping in [HexTextureMapping.wholeHex, .world] {
        let mesh = HexMesh<UInt32>(heights: heights, geometry: geometries[c.index % 3], textureMapping: mapping)!
        for (edge, count) in edgeUses(mesh) {
          if edge[0].y == 0 && edge[1].y == 0 {
            XCTAssertEqual(count, 1, "\(c) base edge \(edge)")
          } else {
            XCTAssertEqual(count, 2, "\(c) edge \(edge)")
          }
        }
      }
    }
  }

  func testIndexOverflowIsRefused() {
    // Radius 60: 10,981 hexes of 6 vertices each pass UInt16's 65,536.
    let heights = HexMap(radius: 60, repeating: 1.0)
    XCTAssertGreaterThan(6 * heights.count, 65_536)
    XCTAssertNil(HexMesh<UInt16>(heights: heights, geometry: geometries[0]))
    XCTAssertNotNil(HexMesh<UInt32>(heights: heights, geometry: geometries[0]))
    // Radius 40: 4,921 hexes, 6 vertices each and 4 per side of the 486
    // boundary sides, 31,470 in all: UInt16 is enough.
    let small = HexMap(radius: 40, repeating: 1.0)
    XCTAssertEqual(HexMesh<UInt16>(heights: small, geometry: geometries[0])?.vertexCount, 31_470)
    XCTAssertNil(HexMesh<UInt16>(heights: small, geometry: geometries[0], baseHeight: .nan))
    let tiny = HexMap(radius: 1, repeating: 1.0)
    XCTAssertNil(HexMesh<UInt16>(heights: tiny, geometry: HexGeometry(orientation: .flatTop, size: 0.0)))
    XCTAssertNil(HexMesh<UInt16>(heights: tiny, geometry: HexGeometry(orientation: .flatTop, size: .nan)))
    // A negative size mirrors the grid; the mesh still faces outward.
    let mirrored = HexMesh<UInt16>(heights: tiny, geometry: HexGeometry(orientation: .flatTop, size: -2.0))
    XCTAssertEqual(mirrored?.triangleCount, 4 * 7 + 2 * 18)
    if let mirrored { assertWindingAgreesWithNormals(mirrored) }
  }

  /// Whether every position, normal and texture coordinate is finite.
  func isFinite<I>(_ mesh: HexMesh<I>) -> Bool {
    mesh.positions.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }
      && mesh.normals.allSatisfy { $0.x.isFinite && $0.y.isFinite && $0.z.isFinite }
      && mesh.textureCoordinates.allSatisfy { $0.x.isFinite && $0.y.isFinite }
  }

  /// Finite input beyond Float's range (Float.greatestFiniteMagnitude is
  /// about 3.4e38) gives nil, not infinite positions; input inside it
  /// still gives a mesh.
  func testNumbersBeyondFloatAreRefused() {
    let huge = Hexagon(center: .zero, size: PixelSize(width: 1e39, height: 1e39), orientation: .flatTop)
    XCTAssertNil(HexMesh<UInt32>(hexagon: huge))
    XCTAssertNil(HexMesh<UInt32>(column: huge, bottom: 0, top: 1))
    let unit = HexGeometry(orientation: .flatTop, size: 1.0).hexagon(of: .zero)
    XCTAssertNil(HexMesh<UInt32>(hexagon: unit, height: 1e39))
    XCTAssertNil(HexMesh<UInt32>(column: unit, bottom: -1e39, top: 0))
    XCTAssertNil(HexMesh<UInt32>(column: unit, bottom: 0, top: 1e39))
    let far = Hexagon(center: PixelPoint(x: 0, y: -1e39), size: PixelSize(width: 1, height: 1), orientation: .pointyTop)
    XCTAssertNil(HexMesh<UInt32>(hexagon: far))
    // Terrain: a height, the cell size or the origin beyond Float.
    var heights = HexMap(radius: 2, repeating: 1.0)
    heights[Hex(q: 1, r: -1)] = 1e39
    XCTAssertNil(HexMesh<UInt32>(heights: heights, geometry: geometries[0]))
    XCTAssertNil(HexMesh<UInt32>(heights: heights, geometry: geometries[0], textureMapping: .world))
    let flat = HexMap(radius: 2, repeating: 1.0)
    XCTAssertNil(HexMesh<UInt32>(heights: flat, geometry: HexGeometry(orientation: .flatTop, size: 1e39)))
    XCTAssertNil(
      HexMesh<UInt32>(
        heights: flat, geometry: HexGeometry(orientation: .flatTop, size: 1.0, origin: PixelPoint(x: 1e39, y: 0))))
    XCTAssertNil(HexMesh<UInt32>(heights: flat, geometry: geometries[0], baseHeight: -1e39))
    // Large but inside Float's range: meshes, all finite.
    let big = Hexagon(center: .zero, size: PixelSize(width: 1e38, height: 1e38), orientation: .flatTop)
    XCTAssertTrue(HexMesh<UInt32>(column: big, bottom: -1e38, top: 1e38).map(isFinite) ?? false)
    var tall = flat
    tall[.zero] = 1e38
    XCTAssertTrue(HexMesh<UInt32>(heights: tall, geometry: geometries[1]).map(isFinite) ?? false)
    // Sizes and positions from 10^30 to 10^45: every mesh made is finite,
    // and up to 10^37 (each vertex within 3 · 10^37) one is made.
    withSeededCases(count: 200, seed: 0xF10A_7E39) { rng, seeded in
      let e = 30 + Int(rng.next() % 16), f = 30 + Int(rng.next() % 16)
      let size = (1 + Double(rng.next() % 9)) * pow(10, Double(e - 1))
      let center = PixelPoint(x: pow(10, Double(f)), y: -Double(rng.next() % 100))
      let hexagon = Hexagon(
        center: center, size: PixelSize(width: size, height: size),
        orientation: rng.next() % 2 == 0 ? .flatTop : .pointyTop)
      let height = Double(rng.next() % 3) * pow(10, Double(e))
      let column = HexMesh<UInt32>(column: hexagon, bottom: -1, top: height + 1)
      if let column { XCTAssertTrue(isFinite(column), "\(seeded)") }
      if e <= 37 && f <= 37 { XCTAssertNotNil(column, "\(seeded)") }
      if e >= 40 || f >= 40 { XCTAssertNil(column, "\(seeded)") }
    }
  }

  /// A map with more hexes than `Index` can number without sides is
  /// refused before the builder reserves room or builds anything: a
  /// radius-1500 map (6,753,001 hexes, 7 vertices each on top,
  /// against UInt16's 65,536) once reserved 19 vertices and 36 indices per
  /// hex and built the whole mesh, about 2 GB, before giving nil.
  func testIndexTypeIsCheckedBeforeAnythingIsBuilt() {
    let heights = HexMap(radius: 600, repeating: 1.0)
    XCTAssertEqual(heights.count, 3 * 600 * 601 + 1)
    let before = peakResidentBytes()
    XCTAssertNil(HexMesh<UInt16>(heights: heights, geometry: geometries[0]))
    XCTAssertNil(HexMesh<UInt16>(heights: heights, geometry: geometries[0], textureMapping: .world))
    // The map itself takes 9 MB; building its mesh would take more than
    // 250 MB (6 vertices a hex of 40 bytes each, before sides and indices).
    XCTAssertLessThan(peakResidentBytes() - before, 100 << 20, "the peak grew")
  }

  /// The up-front refusal never refuses a mesh that `Index` can number:
  /// for UInt8 (256 vertices), the answer is nil exactly when the same
  /// mesh built with UInt32 indices has more than 256 vertices, for every
  /// mapping, on maps of every radius up to 6, flat or stepped.
  func testUpFrontRefusalAgreesWithTheBuiltMesh() {
    let geometry = geometries[1]
    for mapping in [HexTextureMapping.wholeHex, .world, .atlas(columns: 2, rows: 2)] {
      for radius in 0...6 {
        for stepped in [false, true] {
          let heights = HexMap(radius: radius) { hex in stepped ? Double(hex.q & 1) : 1.0 }
          guard let wide = HexMesh<UInt32>(heights: heights, geometry: geometry, textureMapping: mapping) else {
            return XCTFail("radius \(radius) \(mapping)")
          }
          let narrow = HexMesh<UInt8>(heights: heights, geometry: geometry, textureMapping: mapping)
          XCTAssertEqual(narrow == nil, wide.vertexCount > 256, "radius \(radius) \(mapping) stepped \(stepped)")
          XCTAssertEqual(narrow?.positions, narrow == nil ? nil : wide.positions)
        }
      }
    }
  }

  /// Any unsigned index type: UInt8 numbers 256 vertices, enough for a
  /// column (6 + 6 + 4 · 6 = 36) or 19 hexes of terrain (6 · 19 + 4 · 30 =
  /// 234), not for 37 (6 · 37 + 4 · 42 = 390).
  func testOtherIndexTypes() {
    let geometry = geometries[1]
    let column = HexMesh<UInt8>(column: geometry.hexagon(of: .zero), bottom: 0, top: 1)
    XCTAssertEqual(column?.vertexCount, 36)
    XCTAssertEqual(
      column.map { $0.indices.map(Int.init) },
      HexMesh<UInt32>(column: geometry.hexagon(of: .zero), bottom: 0, top: 1).map { $0.indices.map(Int.init) })
    XCTAssertEqual(HexMesh<UInt8>(heights: HexMap(radius: 2, repeating: 1.0), geometry: geometry)?.vertexCount, 234)
    XCTAssertTrue(HexMesh<UInt8>(heights: HexMap(radius: 3, repeating: 1.0), geometry: geometry) == nil)
    XCTAssertEqual(
      HexMesh<UInt64>(heights: HexMap(radius: 2, repeating: 1.0), geometry: geometry)?.triangleCount, 4 * 19 + 2 * 30)
  }

  /// The plain example of the README, kept compiled.
  func testReadmeExample() {
    let geometry = HexGeometry(orientation: .pointyTop, size: 1.0)
    let heights = HexMap(radius: 3) { hex in Double(hex.length) * 0.5 }
    guard let mesh = HexMesh<UInt32>(heights: heights, geometry: geometry) else { return XCTFail() }
    // Hand these to Metal, SceneKit or RealityKit:
    let positions: [SIMD3<Float>] = mesh.positions
    let normals: [SIMD3<Float>] = mesh.normals
    let uvs: [SIMD2<Float>] = mesh.textureCoordinates
    let triangles: [UInt32] = mesh.indices
    XCTAssertEqual(positions.count, normals.count)
    XCTAssertEqual(uvs.count, positions.count)
    XCTAssertEqual(triangles.count % 3, 0)
  }
}
