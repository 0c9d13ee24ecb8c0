import HexCore
import XCTest
import _HexTestSupport

/// Everything the library returns near the edge of `Hex.coordinateRange`
/// stays in it (issue 24, items 2, 3 and 6).
///
/// Oracles: the range is the hexagon max(|q|, |r|, |s|) ≤ 2³⁰, tested here
/// with plain integer arithmetic; the unclipped rings, spirals and
/// honeycomb walks are rebuilt step by step from their documented
/// definitions and filtered; brute-force hexagons; hand-counted parts of a
/// corner hex.
final class RangeEdgeTests: XCTestCase {
  let bound = 1 << 30

  /// Whether `hex` lies in ±2³⁰ in all three cube components.
  func inRange(_ hex: Hex) -> Bool {
    abs(hex.q) <= bound && abs(hex.r) <= bound && abs(hex.q + hex.r) <= bound
  }

  /// The six corner hexes of the range: 2³⁰ times each direction vector.
  var corners: [Hex] {
    HexDirection.allCases.map { Hex(q: $0.vector.q * bound, r: $0.vector.r * bound) }
  }

  /// Hexes to center shapes on: the corners, a hex in the middle of an
  /// edge of the range, one just inside a corner, and one just outside.
  var centers: [Hex] {
    corners + [Hex(q: bound, r: -bound / 2), Hex(q: bound - 1, r: 1 - bound), Hex(q: bound + 1, r: -bound)]
  }

  /// The documented unclipped ring: from `center + k·dir(start)`, six sides
  /// of `k` steps, side `i` in direction `start + i + 2`.
  func rawRing(_ center: Hex, _ k: Int, _ start: Int) -> [Hex] {
    if k == 0 { return [center] }
    let v = { (d: Int) in HexDirection(index: d % 6)!.vector }
    var hex = Hex(q: center.q + v(start).q * k, r: center.r + v(start).r * k)
    var result: [Hex] = []
    for side in 0..<6 {
      for _ in 0..<k {
        result.append(hex)
        hex = Hex(q: hex.q + v(start + side + 2).q, r: hex.r + v(start + side + 2).r)
      }
    }
    return result
  }

  /// The documented honeycomb walk: pass k moves k steps in direction 1 and
  /// k + 1 in the others.
  func rawWalk(_ center: Hex, _ count: Int) -> [Hex] {
    var result = [center], hex = center, pass = 0
    while result.count < count {
      for d in 0..<6 {
        let v = HexDirection(index: d)!.vector
        for _ in 0..<(d == 1 ? pass : pass + 1) {
          hex = Hex(q: hex.q + v.q, r: hex.r + v.r)
          result.append(hex)
        }
      }
      pass += 1
    }
    return Array(result.prefix(Swift.max(count, 0)))
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
    // Corner c of h meets the neighbors in directions 6 - c and 5 - c.
    let c = vertex.corner
    let hexes = [
      vertex.hex, vertex.hex.neighbor(in: HexDirection(index: (6 - c) % 6)!),
      vertex.hex.neighbor(in: HexDirection(index: 5 - c)!),
    ]
    XCTAssertTrue(hexes.allSatisfy(inRange), "\(vertex) \(context)", file: file, line: line)
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

  /// Every walk and shape around a hex at or near the range's edge keeps
  /// exactly its in-range hexes, in the unclipped order, with an exact count
  /// and matching subscripts.
  func testEveryWalkAndShapeKeepsToTheRangeAtItsCorners() {
    func check(_ actual: some RandomAccessCollection<Hex>, _ expected: [Hex], _ context: String) {
      XCTAssertEqual(Array(actual), expected, context)
      XCTAssertEqual(actual.count, expected.count, context)
      for (i, index) in actual.indices.enumerated() where i < expected.count {
        XCTAssertEqual(actual[index], expected[i], "\(context) [\(i)]")
      }
    }
    for center in centers {
      for radius in [0, 1, 2, 3, 5] {
        for start in HexDirection.allCases {
          let context = "\(center) radius \(radius) start \(start.index)"
          check(
            center.ring(radius: radius, startingAt: start),
            rawRing(center, radius, start.index).filter(inRange), "ring " + context)
          let spiral = (0...radius).flatMap { rawRing(center, $0, start.index) }
          check(center.spiral(radius: radius, startingAt: start), spiral.filter(inRange), "spiral " + context)
        }
        let hexagon = (0...radius).flatMap { rawRing(center, $0, 0) }.filter(inRange)
        XCTAssertEqual(Set(center.hexagon(radius: radius)), Set(hexagon), "\(center) hexagon \(radius)")
        XCTAssertEqual(center.hexagon(radius: radius).count, hexagon.count, "\(center) hexagon \(radius)")
        // An open map: everything in range within the radius is seen.
        let seen = center.fieldOfView(radius: radius) { _ in false }
        XCTAssertEqual(Set(seen), Set(inRange(center) ? hexagon : []), "\(center) field of view \(radius)")
        XCTAssertEqual(seen.count, Set(seen).count)
        for direction in HexDirection.allCases {
          for spread in 0...3 {
            let wedge = center.cornerWedge(toward: direction, spread: spread, radius: radius)
            XCTAssertTrue(wedge.allSatisfy(inRange), "\(center) wedge \(direction) \(spread)")
            let facing = center.fieldOfView(radius: radius, facing: direction, spread: spread) { _ in false }
            XCTAssertEqual(Set(facing), Set(wedge), "\(center) facing \(direction) \(spread) radius \(radius)")
          }
        }
        for hex in hexagon {
          XCTAssertTrue(center.line(to: hex).allSatisfy(inRange) || !inRange(center), "line \(center) \(hex)")
        }
      }
      for count in 0...40 {
        let walk = center.honeycombWalk(count: count)
        let expected = rawWalk(center, count).filter(inRange)
        check(walk, expected, "walk \(center) count \(count)")
        if inRange(center) {
          for (i, hex) in expected.enumerated() { XCTAssertEqual(walk.position(of: hex), i, "\(center) \(hex)") }
        }
      }
      // Outlines near the edge use parts in range only.
      let outline = rawRing(center, 2, 0).outline()
      for loop in outline.loops { loop.vertices.forEach { checkInRange($0, "outline around \(center)") } }
    }
    // Two steps in from a corner the radius-2 ring is whole: 12 hexes. At
    // the corner itself, where the range's sides meet at 120°, two of its
    // six sides lie in range, ends included: 2k + 1 = 5.
    XCTAssertEqual(Hex(q: bound - 2, r: 2 - bound).ring(radius: 2).count, 12)
    XCTAssertEqual(Hex(q: bound, r: -bound).ring(radius: 2).count, 5)
  }

  /// Offset rectangles near the range's corners keep, in row-major order,
  /// exactly the cells whose hexes are in range: checked against a
  /// brute-force scan of every cell, for all four kinds.
  func testOffsetRectanglesKeepToTheRange() {
    let kinds: [OffsetKind] = [.oddQ, .evenQ, .oddR, .evenR]
    withSeededCases(count: 300, seed: 0x5245_4354) { rng, seeded in
      let kind = kinds[Int.random(in: 0..<4, using: &rng)]
      // Starts near -2³⁰, 0 or 2³⁰, sizes up to 40, clipped to the range.
      func span() -> Range<Int> {
        let anchor = [-bound, 0, bound][Int.random(in: 0..<3, using: &rng)]
        let low = Swift.max(-bound, anchor - Int.random(in: 0...40, using: &rng))
        let high = Swift.min(bound, low + Int.random(in: 0...40, using: &rng))
        return low..<(high + 1)
      }
      let rows = span(), columns = span()
      let rectangle = OffsetRectangle(rows: rows, columns: columns, kind: kind)
      var expected: [Hex] = []
      for row in rows {
        for col in columns {
          let hex = Hex(OffsetCoordinate(row: row, col: col), kind: kind)
          if inRange(hex) { expected.append(hex) }
        }
      }
      let context = "\(seeded) \(kind) rows \(rows) columns \(columns)"
      XCTAssertEqual(rectangle.count, expected.count, context)
      XCTAssertEqual(Array(rectangle), expected, context)
      for (i, hex) in expected.enumerated() where i % 5 == 0 { XCTAssertEqual(rectangle[i], hex, context) }
      XCTAssertTrue(expected.allSatisfy(rectangle.contains), context)
    }
    // Hand-counted: odd-q rows and columns 2³⁰ - 1 ... 2³⁰. Column 2³⁰ has
    // r = row - 2²⁹ and s = -2³⁰ - r: in range only for r <= 0, so rows up
    // to 2²⁹ — none of these. Column 2³⁰ - 1 (odd) shifts by 2²⁹ - 1:
    // s = -(2³⁰ - 1) - (row - 2²⁹ + 1) = 2²⁹ - row - 2³⁰, below -2³⁰ for
    // row > 2²⁹. So no cell is in range.
    XCTAssertEqual(
      OffsetRectangle(rows: (bound - 1)..<(bound + 1), columns: (bound - 1)..<(bound + 1), kind: .oddQ).count, 0)
    // The whole quarter 0...2³⁰ × 0...2³⁰ of odd-q: column c keeps rows
    // 0 ... 2³⁰ - c + ⌊c/2⌋ (s >= -2³⁰), so 2³⁰ - ⌈c/2⌉ + 1 rows.
    let quarter = OffsetRectangle(rows: bound + 1, columns: bound + 1, kind: .oddQ)
    let n = bound
    // Σ over c of (n + 1 - ⌈c/2⌉) = (n + 1)² - Σ ⌈c/2⌉, and Σ_{c=0}^{n} ⌈c/2⌉
    // for even n is 2 · (1 + ... + n/2) = (n/2)(n/2 + 1).
    XCTAssertEqual(quarter.count, (n + 1) * (n + 1) - (n / 2) * (n / 2 + 1))
    XCTAssertTrue(inRange(quarter[quarter.count - 1]))
  }

  /// The radius-2 ring at flat-top size 10 with an inset near Double's end
  /// (issue 24 item 6): the points stay finite.
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

  /// The citations of issue 24 item 7: `wedge` with spread 0 is centered on
  /// a direction (the neighbor across an edge), as hexx's `corner_wedge`,
  /// and the default facing field of view is that 60° wedge, not hexx's
  /// 120° `directional_fov`.
  func testWedgeIsEdgeCenteredAndTheDefaultConeIs60Degrees() {
    let wedge = Set(Hex.zero.cornerWedge(toward: .flatBottomRight, radius: 4))
    // Along direction 0, (k, 0) is inside; the diagonals through (2, -1)
    // and (1, 1), on either side of it, bound it.
    for k in 1...4 { XCTAssertTrue(wedge.contains(Hex(q: k, r: 0))) }
    XCTAssertTrue(wedge.contains(Hex(q: 2, r: -1)) && wedge.contains(Hex(q: 1, r: 1)))
    XCTAssertFalse(wedge.contains(Hex(q: 0, r: 1)) || wedge.contains(Hex(q: 1, r: -1)))
    // A 60° cone: at odd distance k the k hexes strictly between the
    // diagonals, at even k those and the two diagonal hexes, k + 1.
    XCTAssertEqual(wedge.count, 1 + 1 + 3 + 3 + 5)
    let cone = Hex.zero.fieldOfView(radius: 4, facing: .flatBottomRight) { _ in false }
    XCTAssertEqual(Set(cone), wedge)
  }

  /// Searches near the range's edge return, and ask their closures about,
  /// hexes in range only (issue 26): `movementRange(steps: 2)` from a corner
  /// used to return 10 hexes outside.
  func testSearchesKeepToTheRange() {
    for center in centers {
      var asked: [Hex] = []
      let steps = center.movementRange(steps: 2) {
        asked.append($0); return true
      }
      let budget = center.movementRange(budget: 2) {
        asked.append($0); return 1
      }
      let stepped = center.movementRange(budget: 2) { from, to in
        asked.append(from); asked.append(to); return 1
      }
      let seen = center.fieldOfView(radius: 2) {
        asked.append($0); return false
      }
      XCTAssertTrue(asked.allSatisfy(inRange), "\(center) asked outside the range")
      // Brute force: the hexes within 2 of the center that lie in range.
      var expected: Set<Hex> = []
      if inRange(center) {
        for dq in -2...2 {
          for dr in -2...2 where abs(dq) + abs(dr) + abs(dq + dr) <= 4 {
            let hex = Hex(q: center.q + dq, r: center.r + dr)
            if inRange(hex) { expected.insert(hex) }
          }
        }
      }
      for (name, result) in [
        ("steps", steps.hexes), ("budget", budget.hexes), ("stepCost", stepped.hexes), ("fov", seen),
      ] {
        XCTAssertEqual(Set(result), expected, "\(name) from \(center)")
        XCTAssertEqual(Set(result).count, result.count, "\(name) from \(center)")
      }
      // A* along the edge, and to a goal outside the range.
      asked = []
      let target = Hex(q: center.q - 3, r: center.r)
      let path = center.path(to: target) {
        asked.append($0); return 1
      }
      XCTAssertTrue(asked.allSatisfy(inRange), "\(center) A* asked outside the range")
      if inRange(center) && inRange(target) {
        XCTAssertEqual(path.found?.cost, 3, "\(center)")  // the straight way along q stays in range here
        XCTAssertTrue(path.found?.hexes.allSatisfy(inRange) ?? false)
      } else {
        XCTAssertEqual(path.failure, .unreachable, "\(center)")
      }
    }
    // The corner of the issue: 19 hexes within 2 steps on the plane, 9 of
    // them in range (the corner, 3 neighbors and 5 at distance 2).
    XCTAssertEqual(Hex(q: bound, r: -bound).movementRange(steps: 2) { _ in true }.count, 9)
  }
}
