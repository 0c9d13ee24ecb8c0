import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// Outlines: `HexOutline` (region boundaries as vertex loops) and one
/// hexagon's `Hexagon.outline(cornerRadius:)`, with the polygon rounding both use.
///
/// Oracles for `HexOutline`: the brute-force
/// set of boundary sides, even-odd and winding-number point-in-polygon tests
/// on hex centres, shoelace areas for the winding, and hand-worked insets.
final class HexOutlineTests: XCTestCase {
  let sqrt3 = (3.0).squareRoot()

  /// The edge joining two consecutive loop vertices (they must share one).
  func edge(_ a: HexVertex, _ b: HexVertex) -> HexEdge? {
    a.edges.first { $0.vertices.contains(b) }
  }

  /// Seeded random regions: about half the cells of a radius-6 hexagon,
  /// which makes islands, holes and islands in holes.
  func randomRegions(seed: UInt64, count: Int) -> [Set<Hex>] {
    var rng = SplitMix64(seed: seed)
    return (0..<count).map { k in
      let density = [0.3, 0.5, 0.7, 0.9][k % 4]
      return Set(Hex(q: 3, r: -1).hexagon(radius: 6).filter { _ in Double.random(in: 0..<1, using: &rng) < density })
    }
  }

  func testEveryBoundarySideAppearsExactlyOnce() {
    let seed: UInt64 = 0x4f55_5431
    for (k, region) in randomRegions(seed: seed, count: 40).enumerated() {
      let context = "seed=\(seed) region #\(k) of \(region.count) hexes"
      let outline = region.outline()
      var expected = Set<HexEdge>()
      for hex in region {
        for edge in hex.edges where !edge.hexes.allSatisfy(region.contains) { expected.insert(edge) }
      }
      var seen: [HexEdge] = []
      var vertices: [HexVertex] = []
      for loop in outline.loops {
        XCTAssertGreaterThanOrEqual(loop.vertices.count, 6, context)
        vertices += loop.vertices
        for (i, a) in loop.vertices.enumerated() {
          let b = loop.vertices[(i + 1) % loop.vertices.count]
          guard let e = edge(a, b) else {
            XCTFail("\(context): \(a) and \(b) are not joined by an edge")
            continue
          }
          seen.append(e)
        }
      }
      XCTAssertEqual(seen.count, expected.count, context)
      XCTAssertEqual(Set(seen), expected, context)
      XCTAssertEqual(Set(vertices).count, vertices.count, "\(context): a vertex on two loops")
    }
  }

  func testContainmentAndWindingAgreeWithMembership() {
    let seed: UInt64 = 0x4f55_5432
    let geometries = [
      HexGeometry(orientation: .flatTop, size: 10, origin: PixelPoint(x: 5, y: 7)),
      HexGeometry(orientation: .pointyTop, size: PixelSize(width: 6, height: 9)),
    ]
    for (k, region) in randomRegions(seed: seed, count: 24).enumerated() {
      let outline = region.outline()
      for geometry in geometries {
        let context = "seed=\(seed) region #\(k) \(geometry)"
        let polygons = outline.polygons(in: geometry)
        for hex in Hex(q: 3, r: -1).hexagon(radius: 8) {
          let c = geometry.center(of: hex)
          XCTAssertEqual(evenOddContains(polygons, c), region.contains(hex), "\(context) \(hex)")
          // Outer loops −1 (counterclockwise on screen), holes +1: nonzero
          // winding fills the set too.
          let winding = windingNumber(polygons, c)
          XCTAssertEqual(winding, region.contains(hex) ? -1 : 0, "\(context) \(hex)")
        }
        for (loop, polygon) in zip(outline.loops, polygons) {
          let area = signedArea(polygon)
          XCTAssertEqual(area > 0, loop.isHole, "\(context): hole \(loop.isHole) with area \(area)")
        }
      }
    }
  }

  func testSmallCases() {
    XCTAssertEqual([Hex]().outline().loops, [])
    XCTAssertEqual(HexOutline([Hex]()).path(in: HexGeometry(orientation: .flatTop, size: 1)), [])
    // One hex: its six vertices in corner order (counterclockwise on screen).
    let one = [Hex(q: 2, r: -5)].outline()
    XCTAssertEqual(one.loops.count, 1)
    XCTAssertEqual(one.loops[0].vertices, Array(Hex(q: 2, r: -5).vertices))
    XCTAssertFalse(one.loops[0].isHole)
    // Repeats count once.
    XCTAssertEqual([Hex.zero, .zero, .zero].outline(), [Hex.zero].outline())
    // A ring has an outer loop and a hole. The radius-2 ring's outer loop is
    // the boundary of the radius-2 hexagon: 6 corner hexes with 3 outward
    // sides and 6 side hexes with 2, 30 sides (12R + 6). The hole is the
    // boundary of the radius-1 hexagon: 12·1 + 6 = 18 sides.
    let ring = Hex.zero.ring(radius: 2).outline()
    XCTAssertEqual(ring.loops.count, 2)
    XCTAssertEqual(ring.loops.map(\.isHole).sorted { !$0 && $1 }, [false, true])
    XCTAssertEqual(ring.loops.first { !$0.isHole }?.vertices.count, 30)
    XCTAssertEqual(ring.loops.first { $0.isHole }?.vertices.count, 18)
    // Two hexes that are not neighbours: two outer loops.
    XCTAssertEqual([Hex.zero, Hex(q: 2, r: 0)].outline().loops.count, 2)
    // Far from the origin nothing traps: two neighbors one step inside the
    // range's corner have one loop of 10 vertices.
    let limit = 1 << 30
    let far = [Hex(q: limit - 1, r: 1 - limit), Hex(q: limit - 2, r: 1 - limit)].outline()
    XCTAssertEqual(far.loops.count, 1)
    XCTAssertEqual(far.loops[0].vertices.count, 10)
    XCTAssertTrue(far.loops[0].vertices.allSatisfy(\.isInCoordinateRange))
    // On the range's outermost ring a hex's boundary would touch hexes
    // outside the range: such hexes are left out.
    XCTAssertEqual([Hex(q: limit, r: -limit), Hex(q: limit - 1, r: -limit)].outline().loops, [])
    XCTAssertEqual(
      [Hex(q: limit, r: -limit), Hex(q: limit - 2, r: 1 - limit)].outline().loops.map(\.vertices.count), [6])
  }

  /// A regular hexagon of circumradius s with its sides moved in by d has
  /// its sides at apothem s·√3/2 − d, so its circumradius is
  /// (s·√3/2 − d)·2/√3 = s − 2d/√3.
  ///
  /// Size 10, d = √3: circumradius 8.
  /// A hole grows the other way: the hole of the radius-1 ring is the centre
  /// hex, whose inset polygon has circumradius 10 + 2 = 12.
  func testInsetHandWorked() {
    let geometry = HexGeometry(orientation: .flatTop, size: 10)
    let single = [Hex.zero].outline().polygons(in: geometry, inset: sqrt3)
    XCTAssertEqual(single.count, 1)
    for (p, unit) in zip(
      single[0], Hexagon(center: .zero, size: PixelSize(width: 8, height: 8), orientation: .flatTop).corners)
    {
      XCTAssertEqual(p.x, unit.x, accuracy: 1e-9)
      XCTAssertEqual(p.y, unit.y, accuracy: 1e-9)
    }
    let ring = Hex.zero.ring(radius: 1).outline()
    guard let holeIndex = ring.loops.firstIndex(where: \.isHole) else { return XCTFail("no hole") }
    let hole = ring.polygons(in: geometry, inset: sqrt3)[holeIndex]
    XCTAssertEqual(hole.count, 6)
    for p in hole { XCTAssertEqual(hypot(p.x, p.y), 12, accuracy: 1e-9) }
  }

  /// Seeded: a small inset keeps every vertex inside a hex of the set, at
  /// 2d/√3 from its vertex (both convex 120° and concave 240° corners), for
  /// both orientations and a mirrored geometry.
  func testInsetMovesIntoTheSet() {
    let seed: UInt64 = 0x4f55_5433
    let geometries = [
      HexGeometry(orientation: .flatTop, size: 10),
      HexGeometry(orientation: .pointyTop, size: 10, origin: PixelPoint(x: -3, y: 4)),
      HexGeometry(orientation: .flatTop, size: PixelSize(width: -10, height: 10)),
    ]
    for (k, region) in randomRegions(seed: seed, count: 16).enumerated() {
      let outline = region.outline()
      for geometry in geometries {
        let context = "seed=\(seed) region #\(k) \(geometry)"
        let plain = outline.polygons(in: geometry)
        let inset = outline.polygons(in: geometry, inset: 1)
        let outset = outline.polygons(in: geometry, inset: -1)
        for (polygon, (moved, out)) in zip(plain, zip(inset, outset)) {
          for (p, (q, o)) in zip(polygon, zip(moved, out)) {
            XCTAssertEqual(hypot(q.x - p.x, q.y - p.y), 2 / sqrt3, accuracy: 1e-9, context)
            if let h = geometry.hex(containing: q) { XCTAssertTrue(region.contains(h), "\(context) \(q)") }
            if let h = geometry.hex(containing: o) { XCTAssertFalse(region.contains(h), "\(context) \(o)") }
          }
        }
      }
    }
  }

  func testPathsAreClosedFiniteSubpaths() {
    let seed: UInt64 = 0x4f55_5434
    let geometry = HexGeometry(orientation: .pointyTop, size: 12)
    for (k, region) in randomRegions(seed: seed, count: 12).enumerated() {
      let outline = region.outline()
      for (inset, radius) in [(0.0, 0.0), (2, 3), (0, .infinity), (-1, 1)] {
        let context = "seed=\(seed) region #\(k) inset \(inset) radius \(radius)"
        let path = outline.path(in: geometry, inset: inset, cornerRadius: radius)
        XCTAssertTrue(path.allSatisfy(\.isFinite), context)
        XCTAssertEqual(path.filter { if case .move = $0 { true } else { false } }.count, outline.loops.count, context)
        XCTAssertEqual(path.filter { $0 == .closeSubpath }.count, outline.loops.count, context)
        XCTAssertEqual(path.last, outline.loops.isEmpty ? nil : .closeSubpath, context)
      }
      XCTAssertEqual(outline.path(in: geometry, inset: .nan), [], "seed=\(seed)")
      XCTAssertEqual(outline.polygons(in: geometry, inset: .infinity), [], "seed=\(seed)")
    }
    XCTAssertEqual([Hex.zero].outline().path(in: HexGeometry(orientation: .flatTop, size: .nan)), [])
    // Sharp: the path is the loop's points.
    let g = HexGeometry(orientation: .flatTop, size: 5)
    XCTAssertEqual([Hex.zero].outline().path(in: g), g.hexagon(of: .zero).outline())
  }

  // MARK: One hexagon's outline and the polygon rounding behind it

  // `PathElement`, `Hexagon.outline(cornerRadius:)` and `_roundedPolygon`.
  // Oracles: the corners themselves, hand-worked tangent points, and the
  // circle-tangent distance `r / tan(θ/2)` for the actual angle.

  func assertClose(
    _ a: PixelPoint, _ b: PixelPoint, _ tolerance: Double = 1e-9, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(a.x, b.x, accuracy: tolerance, "\(message) \(a) vs \(b)", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: tolerance, "\(message) \(a) vs \(b)", file: file, line: line)
  }

  func testSharpOutlineIsTheCornersExactly() {
    for orientation in HexOrientation.allCases {
      for size in [PixelSize(width: 10, height: 10), PixelSize(width: 7, height: 3), PixelSize(width: -2, height: 5)] {
        let hexagon = Hexagon(center: PixelPoint(x: 3, y: -4), size: size, orientation: orientation)
        let c = hexagon.corners
        let expected: [PathElement] =
          [.move(to: c[0])] + (1..<6).map { PathElement.line(to: c[$0]) } + [.closeSubpath]
        XCTAssertEqual(hexagon.outline(), expected, "\(orientation) \(size)")
        for radius in [0, -1, -Double.infinity, Double.nan] {
          XCTAssertEqual(hexagon.outline(cornerRadius: radius), expected, "radius \(radius)")
        }
      }
    }
  }

  /// Flat-top, centre (0, 0), circumradius 10, corner radius √3.
  ///
  /// The 120°
  /// corner is cut at t = r / tan(60°) = √3 / √3 = 1 along each side.
  /// Corner 0 = (10, 0); corner 5 = (5, 5√3), corner 1 = (5, -5√3); the unit
  /// vectors from corner 0 toward them are (-1/2, √3/2) and (-1/2, -√3/2).
  /// So the path starts at (9.5, √3/2), curves (control (10, 0)) to
  /// (9.5, -√3/2), then runs along the side to corner 1's entry cut:
  /// corner 1 + (1/2, √3/2) = (5.5, -5√3 + √3/2) = (5.5, -4.5√3).
  func testRoundedCornerHandWorked() {
    let hexagon = Hexagon(center: .zero, size: PixelSize(width: 10, height: 10), orientation: .flatTop)
    let path = hexagon.outline(cornerRadius: sqrt3)
    XCTAssertEqual(path.count, 13)  // M, Q, then (L, Q) × 5, Z
    guard path.count == 13,
      case .move(let start) = path[0],
      case .quadCurve(let end, let control) = path[1],
      case .line(let next) = path[2]
    else { return XCTFail("unexpected path \(path)") }
    assertClose(start, PixelPoint(x: 9.5, y: sqrt3 / 2))
    assertClose(end, PixelPoint(x: 9.5, y: -sqrt3 / 2))
    XCTAssertEqual(control, PixelPoint(x: 10, y: 0))
    assertClose(next, PixelPoint(x: 5.5, y: -4.5 * sqrt3))
    XCTAssertEqual(path.last, .closeSubpath)
    // Every curve's control point is the corner, in corner order.
    let controls = path.compactMap { e -> PixelPoint? in
      if case .quadCurve(_, let c) = e { return c } else { return nil }
    }
    XCTAssertEqual(controls, Array(hexagon.corners))
  }

  /// The cut never exceeds half a side: a huge or infinite radius meets at
  /// the side midpoints.
  func testRoundingIsClampedToHalfASide() {
    for orientation in HexOrientation.allCases {
      let hexagon = Hexagon(
        center: PixelPoint(x: 1, y: 2), size: PixelSize(width: 10, height: 10), orientation: orientation)
      let c = hexagon.corners
      for radius in [100.0, .infinity, .greatestFiniteMagnitude] {
        let path = hexagon.outline(cornerRadius: radius)
        let ends = path.compactMap { e -> (PixelPoint, PixelPoint)? in
          if case .quadCurve(let p, let k) = e { return (p, k) } else { return nil }
        }
        XCTAssertEqual(ends.count, 6, "\(radius)")
        for (i, (end, control)) in ends.enumerated() {
          let next = c[(i + 1) % 6]
          XCTAssertEqual(control, c[i])
          assertClose(end, PixelPoint(x: (c[i].x + next.x) / 2, y: (c[i].y + next.y) / 2), 1e-9, "radius \(radius)")
        }
        for element in path {
          if case .line(let p) = element {  // at most a rounding-error stub
            XCTAssertTrue(ends.contains { ($0.0.x - p.x).magnitude < 1e-9 && ($0.0.y - p.y).magnitude < 1e-9 })
          }
        }
      }
    }
  }

  /// Seeded: every element finite, one subpath, closed; each cut lies on its
  /// two sides at distance r / tan(θ/2) from the corner (θ measured from
  /// the corners with atan2, independently of the implementation).
  func testRoundedOutlinesAreClosedFiniteAndTangent() {
    let seed: UInt64 = 0x4f55_544c
    withSeededCases(count: 500, seed: seed) { rng, seeded in
      let orientation: HexOrientation = Bool.random(using: &rng) ? .flatTop : .pointyTop
      let size = PixelSize(
        width: Double.random(in: 0.5...50, using: &rng), height: Double.random(in: 0.5...50, using: &rng))
      let center = PixelPoint(
        x: Double.random(in: -1e3...1e3, using: &rng), y: Double.random(in: -1e3...1e3, using: &rng))
      let radius = Double.random(in: 0.01...20, using: &rng)
      let hexagon = Hexagon(center: center, size: size, orientation: orientation)
      let context = "\(seeded) \(hexagon) r=\(radius)"
      let path = hexagon.outline(cornerRadius: radius)
      XCTAssertTrue(path.allSatisfy(\.isFinite), context)
      XCTAssertEqual(path.first.map { if case .move = $0 { true } else { false } }, true, context)
      XCTAssertEqual(path.last, .closeSubpath, context)
      XCTAssertEqual(path.filter { if case .move = $0 { true } else { false } }.count, 1, context)
      // Walk the path: the point before each curve is its entry cut.
      var current = PixelPoint.zero
      var corner = 0
      let c = hexagon.corners
      for element in path {
        switch element {
        case .move(let p), .line(let p): current = p
        case .quadCurve(let exit, let control):
          XCTAssertEqual(control, c[corner], context)
          let previous = c[(corner + 5) % 6], next = c[(corner + 1) % 6]
          let a1 = atan2(previous.y - control.y, previous.x - control.x)
          let a2 = atan2(next.y - control.y, next.x - control.x)
          var theta = abs(a1 - a2)
          if theta > .pi { theta = 2 * .pi - theta }
          let sideA = hypot(previous.x - control.x, previous.y - control.y)
          let sideB = hypot(next.x - control.x, next.y - control.y)
          let t = min(radius / tan(theta / 2), min(sideA, sideB) / 2)
          let tolerance = 1e-9 * max(1, size.width, size.height, abs(center.x), abs(center.y))
          assertClose(
            current,
            PixelPoint(
              x: control.x + (previous.x - control.x) / sideA * t,
              y: control.y + (previous.y - control.y) / sideA * t), tolerance, context)
          assertClose(
            exit,
            PixelPoint(
              x: control.x + (next.x - control.x) / sideB * t,
              y: control.y + (next.y - control.y) / sideB * t), tolerance, context)
          current = exit
          corner += 1
        case .closeSubpath: break
        }
      }
      XCTAssertEqual(corner, 6, context)
    }
  }

  func testNonFiniteHexagonHasNoOutline() {
    for bad in [Double.nan, .infinity] {
      XCTAssertEqual(
        Hexagon(center: PixelPoint(x: bad, y: 0), size: PixelSize(width: 1, height: 1), orientation: .flatTop)
          .outline(cornerRadius: 1), [])
      XCTAssertEqual(
        Hexagon(center: .zero, size: PixelSize(width: 1, height: bad), orientation: .pointyTop)
          .outline(), [])
    }
  }

  /// An L-shaped polygon: five 90° convex corners and one 270° (reflex)
  /// corner at (2, 2).
  ///
  /// Between perpendicular sides t = r / tan(45°) = r, so
  /// with r = 1 the reflex corner is entered at (3, 2) (coming from (4, 2))
  /// and left at (2, 3) (going to (2, 4)), control (2, 2).
  func testRoundedPolygonHandlesConcaveCorners() {
    let points = [(0, 0), (4, 0), (4, 2), (2, 2), (2, 4), (0, 4)].map { PixelPoint(x: Double($0.0), y: Double($0.1)) }
    let path = _roundedPolygon(points, cornerRadius: 1)
    XCTAssertTrue(path.contains(.quadCurve(to: PixelPoint(x: 2, y: 3), control: PixelPoint(x: 2, y: 2))), "\(path)")
    // The side from (4, 2) to (2, 2) is 2 long, so corner (4, 2) leaves it
    // at (3, 2) exactly where corner (2, 2) enters it: no line between.
    let reflex = path.firstIndex(of: .quadCurve(to: PixelPoint(x: 2, y: 3), control: PixelPoint(x: 2, y: 2)))
    XCTAssertEqual(reflex.map { path[$0 - 1] }, .quadCurve(to: PixelPoint(x: 3, y: 2), control: PixelPoint(x: 4, y: 2)))
    // First corner (0, 0): entered from (0, 4) at (0, 1), left toward (4, 0) at (1, 0).
    XCTAssertEqual(path.first, .move(to: PixelPoint(x: 0, y: 1)))
    XCTAssertEqual(path[1], .quadCurve(to: PixelPoint(x: 1, y: 0), control: .zero))
    // The sides next to (2, 2) are 2 long: a radius of 5 is clamped to 1.
    let clamped = _roundedPolygon(points, cornerRadius: 5)
    XCTAssertTrue(
      clamped.contains(.quadCurve(to: PixelPoint(x: 2, y: 3), control: PixelPoint(x: 2, y: 2))), "\(clamped)")
  }

  func testRoundedPolygonDegenerateInput() {
    XCTAssertEqual(_roundedPolygon([], cornerRadius: 1), [])
    XCTAssertEqual(_roundedPolygon([.zero, PixelPoint(x: 1, y: 0)], cornerRadius: 1), [])
    XCTAssertEqual(_roundedPolygon([.zero, PixelPoint(x: .nan, y: 0), PixelPoint(x: 1, y: 1)], cornerRadius: 1), [])
    // Collinear corner (1, 0) stays sharp; duplicate points stay sharp.
    let straight = _roundedPolygon(
      [.zero, PixelPoint(x: 1, y: 0), PixelPoint(x: 2, y: 0), PixelPoint(x: 1, y: 1)], cornerRadius: 0.1)
    XCTAssertTrue(straight.contains(.line(to: PixelPoint(x: 1, y: 0))), "\(straight)")
    let same = _roundedPolygon([.zero, .zero, .zero], cornerRadius: 1)
    XCTAssertEqual(same, [.move(to: .zero), .closeSubpath])
    XCTAssertTrue(same.allSatisfy(\.isFinite))
  }

  func testPathElementDescriptionsAndPoints() {
    XCTAssertEqual(PathElement.move(to: PixelPoint(x: 1, y: 2)).description, "M (1.0, 2.0)")
    XCTAssertEqual(PathElement.closeSubpath.description, "Z")
    XCTAssertEqual(
      PathElement.quadCurve(to: PixelPoint(x: 1, y: 2), control: PixelPoint(x: 3, y: 4)).points,
      [PixelPoint(x: 1, y: 2), PixelPoint(x: 3, y: 4)])
    XCTAssertFalse(PathElement.line(to: PixelPoint(x: .nan, y: 0)).isFinite)
  }

  /// The radius-2 ring at flat-top size 10 with an inset near Double's end:
  /// the points stay finite.
  func testOutlineAtExtremeInsetsStaysFinite() {
    let geometry = HexGeometry(orientation: .flatTop, size: 10)
    let outline = Hex.zero.ring(radius: 2).outline()
    for inset in [1.6e308, -1.6e308, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 1e300, 1e200] {
      let polygons = outline.polygons(in: geometry, inset: inset)
      XCTAssertEqual(polygons.map(\.count), [30, 18], "\(inset)")
      XCTAssertTrue(polygons.allSatisfy { $0.allSatisfy(\.isFinite) }, "\(inset)")
      let path = outline.path(in: geometry, inset: inset, cornerRadius: 3)
      XCTAssertEqual(path.filter { $0 == .closeSubpath }.count, 2, "\(inset)")
      XCTAssertTrue(path.allSatisfy(\.isFinite), "\(inset)")
    }
    XCTAssertEqual(outline.polygons(in: geometry, inset: .infinity), [])
    XCTAssertEqual(outline.polygons(in: geometry, inset: .nan), [])
    // A single huge hexagon: finite or nothing, for any radius.
    for size in [1e307, 1e308, Double.greatestFiniteMagnitude] {
      let hexagon = Hexagon(center: .zero, size: PixelSize(width: size, height: size), orientation: .flatTop)
      for radius in [0, 1, 1e308, .infinity] {
        XCTAssertTrue(hexagon.outline(cornerRadius: radius).allSatisfy(\.isFinite), "\(size) \(radius)")
      }
    }
  }
}
