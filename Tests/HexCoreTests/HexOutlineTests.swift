import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// `HexOutline`: region boundaries as vertex loops.
///
/// Oracles: the brute-force
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
}
