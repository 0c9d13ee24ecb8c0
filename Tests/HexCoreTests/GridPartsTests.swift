import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// `HexEdge`, `HexVertex` and their pixel geometry.
///
/// Oracles: counts derived
/// by hand below, brute-force membership over the radius-10 hexagon, the
/// library's own corners (compared within 1e-9), brute-force nearest
/// search over every part, and near the coordinate range's edge the range
/// rebuilt by hand (``CoordinateRangeOracle``).
final class GridPartsTests: XCTestCase, CoordinateRangeOracle {
  let region = Array(Hex.zero.hexagon(radius: 10))
  let geometries = [
    HexGeometry(orientation: .flatTop, size: 10, origin: PixelPoint(x: 3, y: -7)),
    HexGeometry(orientation: .pointyTop, size: 10, origin: PixelPoint(x: -5, y: 2)),
    HexGeometry(orientation: .flatTop, size: PixelSize(width: 12, height: 5)),
    HexGeometry(orientation: .pointyTop, size: PixelSize(width: 4, height: 15)),
  ]

  func close(_ a: PixelPoint, _ b: PixelPoint, _ tolerance: Double = 1e-9) -> Bool {
    (a.x - b.x).magnitude <= tolerance && (a.y - b.y).magnitude <= tolerance
  }

  /// The counts of hexes, edges and vertices of the hexagon of radius R.
  ///
  /// Derived:
  /// - hexes N = 1 + 6·(1 + 2 + … + R) = 3R² + 3R + 1;
  /// - boundary sides B: the 6 corner hexes of ring R have 3 outward sides,
  ///   the other 6(R − 1) ring hexes have 2, so B = 18 + 12(R − 1) = 12R + 6;
  ///   every other side is shared by two region hexes, so the edges are
  ///   E = (6N + B) / 2 = 9R² + 15R + 6;
  /// - vertices from Euler's formula V − E + F = 2 with F = N + 1 faces:
  ///   V = E − N + 1 = 6R² + 12R + 6 = 6(R + 1)².
  /// R = 10: N = 331, E = 1056, V = 726. R = 1: 7, 30, 24 (counted on paper:
  /// 6 inner vertices + 18 on the rim).
  func testCountsOverTheRadius10HexagonMatchTheFormulas() {
    for radius in [0, 1, 2, 10] {
      let hexes = Array(Hex.zero.hexagon(radius: radius))
      let edges = Set(hexes.flatMap { Array($0.edges) })
      let vertices = Set(hexes.flatMap { Array($0.vertices) })
      let r = radius
      XCTAssertEqual(hexes.count, 3 * r * r + 3 * r + 1, "R=\(r)")
      XCTAssertEqual(edges.count, 9 * r * r + 15 * r + 6, "R=\(r)")
      XCTAssertEqual(vertices.count, 6 * (r + 1) * (r + 1), "R=\(r)")
    }
  }

  func testEveryEdgeBelongsToExactlyTwoHexes() {
    let edges = Set(region.flatMap { Array($0.edges) })
    for edge in edges {
      XCTAssertTrue(edge.direction.index < 3, "\(edge)")
      let hexes = edge.hexes
      XCTAssertEqual(hexes.count, 2)
      XCTAssertTrue(hexes[0].isNeighbor(of: hexes[1]), "\(edge)")
      // Brute force: among all hexes near the edge, exactly these two list it.
      let owners = edge.hex.hexagon(radius: 2).filter { $0.edges.contains(edge) }
      XCTAssertEqual(Set(owners), Set(hexes), "\(edge)")
      for hex in hexes { XCTAssertEqual(hex.edges.filter { $0 == edge }.count, 1, "\(edge) \(hex)") }
      XCTAssertEqual(HexEdge(between: hexes[0], and: hexes[1]), edge)
      XCTAssertEqual(HexEdge(between: hexes[1], and: hexes[0]), edge)
    }
  }

  func testEveryVertexBelongsToExactlyThreeHexes() {
    let vertices = Set(region.flatMap { Array($0.vertices) })
    for vertex in vertices {
      XCTAssertTrue(vertex.corner == 0 || vertex.corner == 1, "\(vertex)")
      let hexes = vertex.hexes
      XCTAssertEqual(Set(hexes).count, 3, "\(vertex)")
      for a in hexes { for b in hexes where a != b { XCTAssertTrue(a.isNeighbor(of: b), "\(vertex)") } }
      let owners = vertex.hex.hexagon(radius: 2).filter { $0.vertices.contains(vertex) }
      XCTAssertEqual(Set(owners), Set(hexes), "\(vertex)")
      for hex in hexes { XCTAssertEqual(hex.vertices.filter { $0 == vertex }.count, 1, "\(vertex) \(hex)") }
    }
  }

  /// Edges and vertices of a hex in corner order: edge i runs from vertex i
  /// to vertex i + 1 and separates the hex from its neighbor in direction
  /// 5 − i.
  func testHexEdgesAndVerticesFollowTheCorners() {
    for hex in region {
      for i in 0..<6 {
        let edge = hex.edges[i]
        XCTAssertEqual(Set(edge.hexes), [hex, hex.neighbor(in: HexDirection(index: 5 - i)!)], "\(hex) \(i)")
        XCTAssertEqual(Set(edge.vertices), [hex.vertices[i], hex.vertices[(i + 1) % 6]], "\(hex) \(i)")
        XCTAssertEqual(HexEdge(hex: hex, direction: HexDirection(index: 5 - i)!), edge)
        XCTAssertEqual(HexVertex(hex: hex, corner: i), hex.vertices[i])
      }
    }
  }

  func testRelationsBetweenEdgesAndVertices() {
    let edges = Set(region.flatMap { Array($0.edges) })
    for edge in edges {
      let adjacent = edge.adjacentEdges
      XCTAssertEqual(Set(adjacent).count, 4, "\(edge)")
      XCTAssertFalse(adjacent.contains(edge))
      for other in adjacent {
        XCTAssertEqual(Set(other.vertices).intersection(edge.vertices).count, 1, "\(edge) \(other)")
      }
    }
    let vertices = Set(region.flatMap { Array($0.vertices) })
    for vertex in vertices {
      let ends = vertex.edges
      XCTAssertEqual(Set(ends).count, 3, "\(vertex)")
      for edge in ends { XCTAssertTrue(edge.vertices.contains(vertex), "\(vertex) \(edge)") }
      // Each edge is between two of the vertex's hexes.
      for edge in ends { XCTAssertTrue(Set(edge.hexes).isSubset(of: vertex.hexes), "\(vertex) \(edge)") }
      let neighbors = vertex.adjacentVertices
      XCTAssertEqual(Set(neighbors).count, 3, "\(vertex)")
      XCTAssertFalse(neighbors.contains(vertex))
      for (edge, other) in zip(ends, neighbors) { XCTAssertEqual(Set(edge.vertices), [vertex, other]) }
    }
  }

  /// Hand-worked: flat-top, size 1.
  ///
  /// Corner 2 of Hex.zero is (−1/2, −√3/2).
  /// Hex(q: −1, r: 0) has its centre at (−3/2, −√3/2), so its corner 0
  /// (centre + (1, 0)) is the same point: the canonical form.
  func testCanonicalFormsHandWorked() {
    XCTAssertEqual(HexVertex(hex: .zero, corner: 2), HexVertex(hex: Hex(q: -1, r: 0), corner: 0))
    XCTAssertEqual(HexVertex(hex: .zero, corner: 2)?.hex, Hex(q: -1, r: 0))
    XCTAssertNil(HexVertex(hex: .zero, corner: 6))
    XCTAssertNil(HexVertex(hex: .zero, corner: -1))
    let top = HexEdge(hex: .zero, direction: .flatTop)
    XCTAssertEqual(top.hex, Hex(q: 0, r: -1))
    XCTAssertEqual(top.direction, .flatBottom)
    XCTAssertNil(HexEdge(between: .zero, and: .zero))
    XCTAssertNil(HexEdge(between: .zero, and: Hex(q: 2, r: 0)))
    XCTAssertNil(HexEdge(between: Hex(q: Int(Int32.max), r: 0), and: Hex(q: Int(Int32.min), r: 0)))
    XCTAssertEqual(top.description, "HexEdge(q: 0, r: -1, direction: 1)")
    XCTAssertEqual(HexVertex(hex: .zero, corner: 1)!.description, "HexVertex(q: 0, r: 0, corner: 1)")
    // Far outside the coordinate range (at Int32's ends, the farthest
    // storable hex) nothing traps, and a hex there has
    // no parts.
    let far = Hex(q: Int(Int32.max), r: Int(Int32.min))
    XCTAssertTrue(far.edges.isEmpty)
    XCTAssertTrue(far.vertices.isEmpty)
    for d in HexDirection.allCases {
      let edge = HexEdge(hex: far, direction: d)
      XCTAssertEqual(edge.vertices, [])
      XCTAssertEqual(edge.adjacentEdges, [])
    }
  }

  func testPixelGeometryMatchesTheCorners() {
    for geometry in geometries {
      for hex in region {
        let corners = geometry.corners(of: hex)
        for i in 0..<6 {
          let context = "\(geometry) \(hex) \(i)"
          XCTAssertTrue(close(geometry.point(of: hex.vertices[i]), corners[i]), context)
          let edge = hex.edges[i]
          let (a, b) = geometry.endpoints(of: edge)
          let (c0, c1) = (corners[i], corners[(i + 1) % 6])
          XCTAssertTrue((close(a, c0) && close(b, c1)) || (close(a, c1) && close(b, c0)), context)
          let ends = edge.vertices
          XCTAssertTrue(close(a, geometry.point(of: ends[0])) && close(b, geometry.point(of: ends[1])), context)
          let m = geometry.midpoint(of: edge)
          XCTAssertTrue(close(m, PixelPoint(x: (c0.x + c1.x) / 2, y: (c0.y + c1.y) / 2)), context)
        }
      }
    }
  }

  /// Seeded random points over the radius-10 picture; the oracle is the
  /// nearest of all 1,056 edges / 726 vertices by plain distance.
  ///
  /// Near a
  /// tie either answer is right, so distances are compared.
  func testPickingAgreesWithBruteForce() {
    let edges = Array(Set(region.flatMap { Array($0.edges) }))
    let vertices = Array(Set(region.flatMap { Array($0.vertices) }))
    let seed: UInt64 = 0x5041_5254
    var rng = SplitMix64(seed: seed)
    func segmentDistance(_ p: PixelPoint, _ a: PixelPoint, _ b: PixelPoint) -> Double {
      let ex = b.x - a.x, ey = b.y - a.y
      let t = max(0, min(1, ((p.x - a.x) * ex + (p.y - a.y) * ey) / (ex * ex + ey * ey)))
      return hypot(p.x - a.x - t * ex, p.y - a.y - t * ey)
    }
    for geometry in geometries {
      // Points within the radius-8 hexagon's cells, so every candidate is in the sets.
      for _ in 0..<400 {
        let target = Hex(q: Int.random(in: -8...8, using: &rng), r: Int.random(in: -8...8, using: &rng))
        guard target.distance(to: .zero) <= 8 else { continue }
        let c = geometry.center(of: target)
        let p = PixelPoint(
          x: c.x + Double.random(in: -1...1, using: &rng) * geometry.size.width * 1.2,
          y: c.y + Double.random(in: -1...1, using: &rng) * geometry.size.height * 1.2)
        let context = "seed=\(seed) \(geometry) p=\(p)"
        guard let edge = geometry.edge(nearest: p), let vertex = geometry.vertex(nearest: p) else {
          XCTFail(context)
          continue
        }
        let (a, b) = geometry.endpoints(of: edge)
        let picked = segmentDistance(p, a, b)
        let best = edges.map { e -> Double in
          let (a, b) = geometry.endpoints(of: e)
          return segmentDistance(p, a, b)
        }.min()!
        XCTAssertLessThanOrEqual(picked, best + 1e-9, context)
        let v = geometry.point(of: vertex)
        let pickedVertex = hypot(p.x - v.x, p.y - v.y)
        let bestVertex = vertices.map { w -> Double in
          let q = geometry.point(of: w)
          return hypot(p.x - q.x, p.y - q.y)
        }.min()!
        XCTAssertLessThanOrEqual(pickedVertex, bestVertex + 1e-9, context)
      }
    }
  }

  func testPickingHandWorkedAndBadInput() {
    let geometry = HexGeometry(orientation: .flatTop, size: 10)
    // (0, 8) is inside Hex.zero, 0.66 above its bottom side y = 5√3 ≈ 8.66.
    XCTAssertEqual(geometry.edge(nearest: PixelPoint(x: 0, y: 8)), HexEdge(hex: .zero, direction: .flatBottom))
    XCTAssertEqual(geometry.vertex(nearest: PixelPoint(x: 9, y: 1)), HexVertex(hex: .zero, corner: 0))
    for bad in [PixelPoint(x: .nan, y: 0), PixelPoint(x: 0, y: .infinity), PixelPoint(x: 1e300, y: 0)] {
      XCTAssertNil(geometry.edge(nearest: bad), "\(bad)")
      XCTAssertNil(geometry.vertex(nearest: bad), "\(bad)")
    }
    let zero = HexGeometry(orientation: .pointyTop, size: 0)
    XCTAssertNil(zero.edge(nearest: .zero))
    XCTAssertNil(zero.vertex(nearest: .zero))
  }

  func testEdgeBetweenRefusesHexesOutsideTheRange() {
    let corner = Hex(q: bound, r: -bound)
    XCTAssertNil(HexEdge(between: corner, and: Hex(q: bound + 1, r: -bound)))
    XCTAssertNil(HexEdge(between: Hex(q: bound + 1, r: -bound), and: corner))
    XCTAssertNotNil(HexEdge(between: corner, and: Hex(q: bound, r: 1 - bound)))
    // Corner 0 of the corner hex is shared with (2³⁰ + 1, -2³⁰): refused.
    XCTAssertNil(HexVertex(hex: corner, corner: 0))
    XCTAssertNotNil(HexVertex(hex: corner, corner: 3))
  }

  /// The parts of hexes on the range's edge, counted by hand.
  ///
  /// A corner hex has three neighbors in range (directions 1, 2 and 3 for
  /// (2³⁰, -2³⁰), and likewise rotated), so three edges; the two vertices
  /// between consecutive in-range neighbors. A hex in the middle of an
  /// edge of the range has four neighbors in range: four edges, three
  /// vertices.
  func testPartsOfHexesOnTheRangesEdge() {
    for corner in corners {
      XCTAssertEqual(corner.edges.count, 3, "\(corner)")
      XCTAssertEqual(Array(corner.edges).count, 3, "\(corner)")
      XCTAssertEqual(corner.vertices.count, 2, "\(corner)")
    }
    let side = Hex(q: bound, r: -bound / 2)
    XCTAssertEqual(side.edges.count, 4)
    XCTAssertEqual(side.vertices.count, 3)
    XCTAssertEqual(Hex(q: bound + 1, r: 0).edges.count, 0)
    XCTAssertEqual(Hex(q: bound - 1, r: 1 - bound).edges.count, 6)
    // Every part these hexes give, and every part related to one, touches
    // in-range hexes only.
    for center in centers {
      for hex in rawRing(center, 1, 0) + [center] {
        for edge in hex.edges { checkInRange(edge, "\(hex)") }
        for vertex in hex.vertices { checkInRange(vertex, "\(hex)") }
        for d in HexDirection.allCases {
          let edge = HexEdge(hex: hex, direction: d)
          edge.vertices.forEach { checkInRange($0, "\(edge)") }
          edge.adjacentEdges.forEach { checkInRange($0, "\(edge)") }
          XCTAssertTrue(edge.hexes.allSatisfy(inRange), "\(edge)")
        }
        for i in 0..<6 {
          guard let vertex = HexVertex(hex: hex, corner: i) else {
            // Refused exactly when a hex at the corner is out of range.
            let others = [
              hex.neighbor(in: HexDirection(index: (6 - i) % 6)!), hex.neighbor(in: HexDirection(index: 5 - i)!),
            ]
            XCTAssertFalse(([hex] + others).allSatisfy(inRange), "\(hex) corner \(i)")
            continue
          }
          checkInRange(vertex, "\(hex) corner \(i)")
          vertex.edges.forEach { checkInRange($0, "\(vertex)") }
          vertex.adjacentVertices.forEach { checkInRange($0, "\(vertex)") }
        }
      }
    }
  }

  func checkInRange(_ edge: HexEdge, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
    let other = edge.hex.neighbor(in: edge.direction)
    XCTAssertTrue(inRange(edge.hex) && inRange(other), "\(edge) \(context)", file: file, line: line)
    XCTAssertTrue(edge.isInCoordinateRange, "\(edge) \(context)", file: file, line: line)
  }

  func checkInRange(_ vertex: HexVertex, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(inRange(vertex), "\(vertex) \(context)", file: file, line: line)
    XCTAssertTrue(vertex.isInCoordinateRange, "\(vertex) \(context)", file: file, line: line)
  }

  /// Picking near every corner hex returns parts in range.
  ///
  /// Points over a 5 × 5-cell square around it. Where the nearest part would touch a hex outside, the answer is
  /// nil; otherwise it is a part of the cell under the point.
  func testPickingNearTheRangesCornersReturnsPartsInRange() {
    for orientation in [HexOrientation.flatTop, .pointyTop] {
      let geometry = HexGeometry(orientation: orientation, size: 10)
      var found = 0, refused = 0
      for corner in corners {
        let c = geometry.center(of: corner)
        for i in -25...25 {
          for j in -25...25 {
            let point = PixelPoint(x: c.x + Double(i) * 2, y: c.y + Double(j) * 2)
            let cell = geometry.hex(containing: point)
            if let edge = geometry.edge(nearest: point) {
              checkInRange(edge, "\(point)")
              found += 1
            } else if cell != nil {
              refused += 1
            }
            if let vertex = geometry.vertex(nearest: point) {
              checkInRange(vertex, "\(point)")
              XCTAssertTrue(vertex.hexes.contains(cell!), "\(vertex) \(point)")
            }
          }
        }
      }
      XCTAssertGreaterThan(found, 1000, "\(orientation)")
      XCTAssertGreaterThan(refused, 50, "\(orientation)")
    }
  }
}
