/// The boundary of a set of hexes: closed loops of grid vertices, outer
/// boundaries and holes.
///
/// Each loop lists the vertices where the boundary turns or passes, in
/// order; the side from the last vertex back to the first closes it. Every
/// boundary side (an edge between a hex of the set and one outside it)
/// appears in exactly one loop, exactly once.
///
/// **Winding.** Every loop keeps the set on its left as seen on screen
/// (under a ``HexGeometry`` with positive sizes, with either
/// ``HexGeometry/yAxis``). So an outer loop runs counterclockwise on screen,
/// in the same turning sense as a hex's ``HexGeometry/corners(of:)``, and a
/// hole runs clockwise. In the numbers (the shoelace formula on the pixel
/// coordinates), an outer loop has a negative signed area and a hole a
/// positive one with ``HexYAxis/down``; with ``HexYAxis/up`` the picture is
/// mirrored, so an outer loop has a positive area and a hole a negative one.
/// A negative size component mirrors once more and flips these signs.
///
/// Hexes meet three at a vertex, so two hexes that share a corner also share
/// a side: a boundary never touches itself, each vertex lies on at most one
/// loop, once, and every loop is a simple polygon.
///
///     let ring = Hex.zero.ring(radius: 2).outline()
///     ring.loops.count                 // 2
///     ring.loops.filter(\.isHole).count // 1
///
/// Loops start, and are listed, in the order of the input: the first loop
/// is the one through the first hex's first boundary side in corner order.
public struct HexOutline: Hashable, Sendable {
  /// One closed boundary loop.
  public struct Loop: Hashable, Sendable {
    /// The vertices of the loop in order; the loop closes from the last
    /// back to the first.
    public let vertices: [HexVertex]
    /// A Boolean value indicating whether this loop bounds a hole (a part of
    /// the plane enclosed by the set but not in it).
    public let isHole: Bool
  }

  /// The loops: every outer boundary and every hole.
  public let loops: [Loop]

  /// Creates the outline of a set of hexes; repeated hexes count once.
  ///
  /// An empty sequence has no loops; one hex has one loop of six vertices.
  ///
  /// Hexes on the outermost ring of ``Hex/coordinateRange`` or outside it
  /// are left out: their boundary would run through vertices that touch
  /// hexes outside the range, and no part the library returns does (see
  /// ``HexVertex/isInCoordinateRange``).
  ///
  /// - Parameter hexes: The hexes, in any order.
  /// - Complexity: O(*n*) expected, where *n* is the number of hexes.
  public init(_ hexes: some Sequence<Hex>) {
    var members = Set<Hex>()
    var ordered: [Hex] = []
    for hex in hexes where _isInsideRange(hex) && members.insert(hex).inserted { ordered.append(hex) }
    // Each boundary side runs from corner i to corner i + 1 of its hex (the
    // set on its left). Three hexes meet at a vertex, so a vertex starts at
    // most one boundary side.
    var next: [HexVertex: HexVertex] = [:]
    var starts: [HexVertex] = []
    for hex in ordered {
      for i in 0..<6 where !members.contains(_step(hex, 5 - i)) {
        let from = HexVertex(_hex: hex, corner: i)
        next[from] = HexVertex(_hex: hex, corner: i == 5 ? 0 : i + 1)
        starts.append(from)
      }
    }
    var loops: [Loop] = []
    var visited = Set<HexVertex>()
    for start in starts where !visited.contains(start) {
      var vertices: [HexVertex] = []
      var turning = 0
      var vertex = start
      repeat {
        visited.insert(vertex)
        vertices.append(vertex)
        // A corner of one member hex turns toward the set (+60°); a vertex
        // between two members turns away (-60°). Outer loops add up to
        // +360°, holes to -360°.
        // The vertex's three hexes (see HexVertex.hexes), without an array.
        let c = vertex.corner
        var inside = members.contains(vertex.hex) ? 1 : 0
        if members.contains(_step(vertex.hex, c == 0 ? 0 : 5)) { inside += 1 }
        if members.contains(_step(vertex.hex, 5 - c)) { inside += 1 }
        turning += inside == 1 ? 1 : -1
        guard let following = next[vertex] else { break }  // unreachable: boundaries close
        vertex = following
      } while vertex != start
      loops.append(Loop(vertices: vertices, isHole: turning < 0))
    }
    self.loops = loops
  }

  /// Returns the loops as polygons on screen, optionally moved inward.
  ///
  /// Each polygon lists the points of one loop's vertices, in order. With
  /// `inset` `d`, every side moves by `d` toward the set (away from a hole
  /// into the set, inward from an outer boundary), and each corner moves to
  /// where its two moved sides meet; a negative `d` moves outward. An inset
  /// of more than half the set's narrowest width turns loops inside out:
  /// the points cross over but stay finite. For any finite `inset` every
  /// point is finite when the geometry places the loop's vertices at finite
  /// points: an inset beyond ±10³⁰⁰ counts as ±10³⁰⁰, and a coordinate that
  /// would still overflow is held at ±`Double.greatestFiniteMagnitude`.
  ///
  /// - Parameters:
  ///   - geometry: The hex-to-pixel mapping.
  ///   - inset: The distance to move each side toward the set; the default
  ///     is 0.
  /// - Returns: One polygon per loop, in the order of ``loops``, or an empty
  ///   array if `inset` is not finite (infinity or NaN).
  /// - Complexity: O(*v*), where *v* is the number of vertices of all loops.
  public func polygons(in geometry: HexGeometry, inset: Double = 0) -> [[PixelPoint]] {
    guard inset.isFinite else { return [] }
    return loops.map { loop in
      let points = loop.vertices.map { geometry.point(of: $0) }
      return inset == 0 ? points : _insetPolygon(points, by: inset, isHole: loop.isHole)
    }
  }

  /// Returns the outline as a drawable path: one closed subpath per loop,
  /// optionally moved inward and with rounded corners.
  ///
  /// Every loop is a ``PathElement/move(to:)``, lines (and curves), and a
  /// ``PathElement/closeSubpath``, starting at its first vertex. Fill it with
  /// the even-odd or the nonzero rule: the loops' opposite windings make
  /// both fill the set and leave its holes empty. Corners are rounded as in
  /// ``Hexagon/outline(cornerRadius:)``, from the actual angle at each
  /// corner, convex (120°) or concave (240°).
  ///
  ///     let walls = HexGeometry(orientation: .flatTop, size: 20)
  ///     let path = Hex.zero.hexagon(radius: 2).outline()
  ///       .path(in: walls, inset: 2, cornerRadius: 4)
  ///
  /// - Parameters:
  ///   - geometry: The hex-to-pixel mapping.
  ///   - inset: The distance to move each side toward the set (see
  ///     ``polygons(in:inset:)``); the default is 0.
  ///   - cornerRadius: The rounding radius; zero, negative or NaN gives
  ///     sharp corners. The default is 0.
  /// - Returns: The path, or an empty array if `inset` is not finite or the
  ///   geometry gives non-finite points.
  /// - Complexity: O(*v*), where *v* is the number of vertices of all loops.
  public func path(in geometry: HexGeometry, inset: Double = 0, cornerRadius: Double = 0) -> [PathElement] {
    let polygons = polygons(in: geometry, inset: inset)
    guard polygons.allSatisfy({ $0.allSatisfy(\.isFinite) }) else { return [] }
    return polygons.flatMap { _roundedPolygon($0, cornerRadius: cornerRadius) }
  }
}

extension Sequence<Hex> {
  /// Returns the boundary of these hexes as closed loops of vertices.
  ///
  /// See ``HexOutline`` for the winding of outer loops and holes, and for
  /// the hexes near the edge of ``Hex/coordinateRange`` it leaves out.
  ///
  ///     let outline = Hex.zero.hexagon(radius: 1).outline()
  ///     // one loop of 18 vertices, not a hole
  ///
  /// - Complexity: O(*n*) expected, where *n* is the number of hexes.
  public func outline() -> HexOutline { HexOutline(self) }
}

/// Moves every side of a closed polygon by `distance` toward the side the
/// region is on: the interior of an outer loop, the exterior of a hole.
internal func _insetPolygon(_ points: [PixelPoint], by distance: Double, isHole: Bool) -> [PixelPoint] {
  let n = points.count
  guard n >= 3 else { return points }
  // Which side of the travel direction the region is on follows from the
  // signed area, so mirrored geometries work too. Coordinates relative to
  // the first point keep the sum exact enough far from the origin.
  var area = 0.0
  let o = points[0]
  for i in 0..<n {
    let a = points[i], b = points[i == n - 1 ? 0 : i + 1]
    area += (a.x - o.x) * (b.y - o.y) - (b.x - o.x) * (a.y - o.y)
  }
  // Positive area: counterclockwise in the math sense, interior on the left
  // of (tx, ty), i.e. toward (-ty, tx).
  let side: Double = (area > 0) != isHole ? 1 : -1
  func normal(_ a: PixelPoint, _ b: PixelPoint) -> (x: Double, y: Double) {
    let tx = b.x - a.x, ty = b.y - a.y
    let length = (tx * tx + ty * ty).squareRoot()
    guard length > 0, length.isFinite else { return (0, 0) }
    return (side * -ty / length, side * tx / length)
  }
  let d = Swift.min(Swift.max(distance, -1e300), 1e300)
  var result: [PixelPoint] = []
  result.reserveCapacity(n)
  for i in 0..<n {
    let previous = points[i == 0 ? n - 1 : i - 1], p = points[i], following = points[i == n - 1 ? 0 : i + 1]
    let n1 = normal(previous, p), n2 = normal(p, following)
    // The point at distance `distance` from both moved sides:
    // p + d·(n1 + n2) / (1 + n1·n2).
    // The miter factor (n1 + n2) / (1 + n1·n2) is at most about 44,722 in
    // size (the denominator is kept above 1e-9), so with |distance| at most
    // 1e300 the shift is finite; only adding it to a point near Double's
    // end can still overflow, and that coordinate is held at the end.
    let denominator = 1 + n1.x * n2.x + n1.y * n2.y
    let factor = denominator > 1e-9 ? 1 / denominator : 1
    let x = p.x + (n1.x + n2.x) * factor * d, y = p.y + (n1.y + n2.y) * factor * d
    result.append(p.isFinite ? PixelPoint(x: _heldFinite(x), y: _heldFinite(y)) : PixelPoint(x: x, y: y))
  }
  return result
}

/// `x` with an overflow to ±infinity held at ±`Double.greatestFiniteMagnitude`.
internal func _heldFinite(_ x: Double) -> Double {
  Swift.min(Swift.max(x, -Double.greatestFiniteMagnitude), Double.greatestFiniteMagnitude)
}
