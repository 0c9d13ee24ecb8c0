import HexCore
import XCTest
import _HexTestSupport

/// Beyond `Hex.coordinateRange` conversions are documented to wrap, not
/// trap; inside it they are exact up to the range's edge.
///
/// Hexes store Int32 components, so the farthest hexes are at Int32's ends;
/// offset rows and columns are `Int` and are still tried at Int's ends.
final class ExtremeValueTests: XCTestCase {
  func testOffsetAndDoubledConversionsDoNotTrapAtIntsEnds() {
    let hi = Int(Int32.max), lo = Int(Int32.min)
    for q in [Int.max, Int.min, Int.max - 1, Int.min + 1, hi, lo, hi - 1, lo + 1] {
      for r in [0, Int.max, Int.min, hi, lo] {
        for kind in OffsetKind.allCases {
          _ = Hex(OffsetCoordinate(row: q, col: r), kind: kind)
          XCTAssertNil(Hex(validating: OffsetCoordinate(row: q, col: r), kind: kind), "\(q), \(r)")
        }
        if let doubled = DoubledCoordinate(row: q, col: r) {
          _ = Hex(doubled, kind: .doubledHeight)
          // r = row lies outside the range for every row tried here.
          XCTAssertNil(Hex(validating: doubled, kind: .doubledWidth), "\(q), \(r)")
        }
        guard let q32 = Int32(exactly: q), let r32 = Int32(exactly: r) else { continue }
        let hex = Hex(q: Int(q32), r: Int(r32))
        // Every storable hex converts exactly and round-trips: its
        // components fit in Int32, and the conversion computes in Int.
        for kind in OffsetKind.allCases {
          XCTAssertEqual(Hex(OffsetCoordinate(hex, kind: kind), kind: kind), hex, "\(kind) \(hex)")
        }
        for kind in [DoubledKind.doubledWidth, .doubledHeight] {
          XCTAssertEqual(Hex(DoubledCoordinate(hex, kind: kind), kind: kind), hex, "\(kind) \(hex)")
        }
      }
    }
  }

  func testConversionsAreExactAtTheEdgesOfTheRange() {
    let edge = 1 << 30
    // Hexes whose three components all stay within ±2³⁰.
    let hexes = [
      Hex(q: edge, r: -edge), Hex(q: -edge, r: edge), Hex(q: edge, r: 0), Hex(q: 0, r: -edge),
      Hex(q: edge - 1, r: -edge), Hex(q: -edge + 1, r: edge - 1),
    ]
    for hex in hexes {
      XCTAssertTrue(hex.isInCoordinateRange, "\(hex)")
      for kind in OffsetKind.allCases {
        XCTAssertEqual(Hex(OffsetCoordinate(hex, kind: kind), kind: kind), hex, "\(kind) \(hex)")
      }
      for kind in [DoubledKind.doubledWidth, .doubledHeight] {
        XCTAssertEqual(Hex(DoubledCoordinate(hex, kind: kind), kind: kind), hex, "\(kind) \(hex)")
      }
    }
    // odd-q by hand at the edge: col = q = 2³⁰ (even), row = r + q/2 = -2³⁰ + 2²⁹.
    XCTAssertEqual(OffsetCoordinate(Hex(q: edge, r: -edge), kind: .oddQ), OffsetCoordinate(row: -edge / 2, col: edge))
    // even-q with an odd column: row = r + (q + 1)/2; q = 2³⁰ - 1, r = -2³⁰ + 1 → row = -2³⁰ + 1 + 2²⁹.
    XCTAssertEqual(
      OffsetCoordinate(Hex(q: edge - 1, r: -edge + 1), kind: .evenQ),
      OffsetCoordinate(row: -edge + 1 + edge / 2, col: edge - 1))
  }
}

/// Shapes clipped to the coordinate range: with sizes far beyond it, or
/// around hexes at its edge, they keep exactly the part inside it, never
/// trap, and never gain hexes outside their definition.
///
/// Oracles: the range rebuilt in plain integer arithmetic
/// (``CoordinateRangeOracle``); rings, spirals and honeycomb walks rebuilt
/// step by step from their documented definitions and filtered.
final class ClippedShapeTests: XCTestCase, CoordinateRangeOracle {
  func testHugeTriangleSizes() {
    for size in [Int.max, Int.max / 2 + 1, 1 << 40] {
      let inverted = HexRegion.invertedTriangle(size: size)
      let triangle = HexRegion.triangle(size: size)
      // An inverted triangle of size ≥ 2^31 needs q + r ≥ 2^31, so s ≤ -2^31:
      // no hex of it lies in the coordinate range (clamping the size first
      // would make it non-empty).
      XCTAssertTrue(inverted.isEmpty)
      // The triangle's corner at the origin is in range.
      XCTAssertFalse(triangle.isEmpty)
      XCTAssertTrue(triangle.contains(Hex(q: 0, r: 0)))
      XCTAssertTrue(triangle.contains(Hex(q: 1 << 29, r: 1 << 29)))
    }
  }

  /// Regions wholly outside the range are empty; partly outside keep the
  /// inside part; centers anywhere never trap.
  func testRegionsOutsideTheRangeAreEmpty() {
    XCTAssertTrue(HexRegion(q: (1 << 40)...(1 << 41), r: -5...5, s: -5...5).isEmpty)
    XCTAssertEqual(HexRegion(q: (1 << 40)...(1 << 41), r: -5...5, s: -5...5).count, 0)
    let hi = Int(Int32.max), lo = Int(Int32.min)  // the farthest storable hexes
    XCTAssertTrue(Hex(q: hi, r: -hi).hexagon(radius: 0).isEmpty)
    XCTAssertFalse(Hex(q: hi, r: -hi).hexagon(radius: 0).contains(Hex(q: 1 << 30, r: -(1 << 30))))
    XCTAssertTrue(Hex(q: lo, r: 0).hexagon(radius: 1).isEmpty)
    XCTAssertTrue(Hex(q: hi, r: hi).hexagon(radius: 5).isEmpty)
    XCTAssertTrue(HexRegion.parallelogram(q: (1 << 40)...(1 << 41), r: 0...3).isEmpty)
    // Partly outside: the part inside. Around (2^30, 0): the center, and of
    // its neighbors (2^30, -1), (2^30 - 1, 0), (2^30 - 1, 1); the others have
    // q = 2^30 + 1 or s = -2^30 - 1.
    let edge = Hex.coordinateRange.upperBound
    XCTAssertEqual(
      Set(Hex(q: edge, r: 0).hexagon(radius: 1)),
      [Hex(q: edge, r: 0), Hex(q: edge, r: -1), Hex(q: edge - 1, r: 0), Hex(q: edge - 1, r: 1)])
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

  /// Checks that the hexes meeting at `vertex` are in range.
  func checkInRange(_ vertex: HexVertex, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(inRange(vertex), "\(vertex) \(context)", file: file, line: line)
    XCTAssertTrue(vertex.isInCoordinateRange, "\(vertex) \(context)", file: file, line: line)
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
}

/// Every public HexCore API that takes a count, a radius, a size, a budget
/// or a step number survives `Int.max`, `Int.min` and other extremes.
///
/// Each call returns at once with its documented answer (clamped, bounded,
/// empty or `nil`), never a trap, a hang or a huge allocation; the expected
/// values follow from the documented rules, worked out in the comments.
/// (`ring(radius:)` is checked with the rings; the clamping `HexMap`
/// initializers with huge sizes, which allocate what they clamp to, with
/// the maps.)
final class ExtremeCountTests: XCTestCase {
  let extremes = [Int.max, Int.max - 1, Int.min, Int.min + 1, -1, 1 << 31, (1 << 30) + 1, 1 << 62]
  let b = Hex.coordinateRange.upperBound

  /// 3k(k + 1) + 1, the hexes within `k` (small `k`).
  func hexagonCount(_ k: Int) -> Int { 3 * k * (k + 1) + 1 }

  func testEveryCountTakingAPISurvivesIntsEnds() {
    let corner = Hex(q: b, r: -b), left = Hex(q: -b, r: 0)
    let whole = Hex.zero.hexagon(radius: b).count  // 3·2³⁰·(2³⁰ + 1) + 1, the range
    let maximumStepCost = HexSearchLimits.maximumStepCost  // 2³¹ - 1
    for n in extremes {
      // Every positive extreme here is beyond 2³⁰, every other negative.
      let big = n > 0
      let outside = !Hex.coordinateRange.contains(n)
      // Hexes and vectors: saturated far outside the range, refused by the
      // validating forms; a cube sum of 3n is never 0 (even overflowing).
      XCTAssertEqual(Hex(q: n, r: 0).isInCoordinateRange, !outside, "\(n)")
      XCTAssertEqual(Hex(validatingQ: n, r: 0) == nil, outside, "\(n)")
      XCTAssertNil(Hex(q: n, r: n, s: n), "\(n)")
      XCTAssertEqual((Hex(q: 1, r: 0) * n).isInCoordinateRange, !outside, "\(n)")
      XCTAssertEqual((n * Hex(q: 0, r: 1)).isInCoordinateRange, !outside, "\(n)")
      // Turns count modulo 6; indices outside 0..<6 are refused.
      let h = Hex(q: 2, r: -1), turns = ((n % 6) + 6) % 6
      XCTAssertEqual(h.rotated(by: .clockwise(n)), h.rotated(by: .clockwise(turns)), "\(n)")
      XCTAssertEqual(h.rotated(by: .counterclockwise(n)), h.rotated(by: .counterclockwise(turns)), "\(n)")
      XCTAssertNil(HexDirection(index: n), "\(n)")
      XCTAssertNil(HexDiagonal(index: n), "\(n)")
      XCTAssertNil(HexVertex(hex: .zero, corner: n), "\(n)")
      // Offset and doubled coordinates: hexes out of range are refused.
      if outside { XCTAssertNil(Hex(validating: OffsetCoordinate(row: n, col: 0), kind: .oddQ), "\(n)") }
      _ = DoubledCoordinate(row: n, col: n)
      // Shapes around the origin: every positive extreme reaches past the
      // range's edge, so the whole range; negative ones nothing.
      XCTAssertEqual(Hex.zero.hexagon(radius: n).count, big ? whole : 0, "\(n)")
      XCTAssertEqual(Hex.zero.spiral(radius: n).count, big ? whole : 0, "\(n)")
      XCTAssertEqual(Hex.zero.spiral(radii: n...Int.max).count, big ? 0 : whole, "\(n)")
      XCTAssertEqual(Hex.zero.spiral(radii: Int.min...n).count, big ? whole : 0, "\(n)")
      XCTAssertEqual(Hex.zero.spiral(radii: Swift.min(n, 0)..<Swift.max(n, 0)).count, big ? whole : 0, "\(n)")
      XCTAssertEqual(Hex.zero.honeycombWalk(count: n).count, Swift.min(Swift.max(n, 0), whole), "\(n)")
      // Around a corner: the cells in range among the first n.
      let walk = left.honeycombWalk(count: n)
      if n >= whole {
        XCTAssertEqual(walk.count, left.hexagon(radius: b).count, "\(n)")
      } else {
        XCTAssertTrue(big ? walk.count > 0 && walk.count <= n : walk.isEmpty, "\(n)")
      }
      // Radii above 2³⁰ hold no hex in range around the origin.
      XCTAssertEqual(Hex.zero.ringSide(radius: n, facing: .flatLeft), [], "\(n)")
      // Wedges stop at radius 1024: (1025 · 1026) / 2 hexes.
      XCTAssertEqual(Hex.zero.wedge(toward: .flatLeft, radius: n).count, big ? 1025 * 1026 / 2 : 0, "\(n)")
      XCTAssertEqual(corner.cornerWedge(toward: .flatBottomRight, radius: n), big ? [corner] : [], "\(n)")
      // Spread 3 or more is everything within 3 (37 hexes); below 0 counts
      // as 0, the 60° wedge: 1 + 1 + 3 + 3 hexes at distances 0...3.
      XCTAssertEqual(Hex.zero.cornerWedge(toward: .flatTop, spread: n, radius: 3).count, big ? 37 : 8, "\(n)")
      XCTAssertEqual(HexRegion.triangle(size: n).isEmpty, !big, "\(n)")
      // An inverted triangle of size k has s ≤ -k: out of range beyond 2³⁰.
      XCTAssertTrue(HexRegion.invertedTriangle(size: n).isEmpty, "\(n)")
      XCTAssertTrue(HexRegion.parallelogram(q: Swift.min(n, 0)...Swift.max(n, 0), r: 0...0).contains(.zero))
      // Column 0 of odd-q is (0, row): rows 0...2³⁰ are in range.
      XCTAssertEqual(OffsetRectangle(rows: n, columns: 1, kind: .oddQ).count, big ? b + 1 : 0, "\(n)")
      // Row 0 of odd-r is (col, 0): columns -2³⁰ ... 2³⁰ are in range, and
      // the range of columns is clamped to them.
      let columns = Swift.min(n, 0)..<Swift.max(n, 0)
      let inRange = big ? b + 1 : Swift.min(0 - Swift.max(n, -b), b)
      XCTAssertEqual(OffsetRectangle(rows: 0..<1, columns: columns, kind: .oddR).count, inRange, "\(n)")
      // Maps: the validating forms say nil beyond the limits; the others
      // clamp (a radius at the corner to 0: one hex).
      XCTAssertEqual(HexMap(validatingRadius: n, repeating: 0)?.count, big ? nil : 0, "\(n)")
      XCTAssertEqual(HexMap(validatingRows: n, columns: 1, kind: .oddQ, repeating: 0)?.count, big ? nil : 0, "\(n)")
      XCTAssertEqual(HexMap(validatingQ: n...n, r: 0...0, repeating: 0) == nil, outside, "\(n)")
      XCTAssertEqual(HexMap(radius: n, center: corner, repeating: 0).count, big ? 1 : 0, "\(n)")
      XCTAssertEqual(HexMap(radius: n, center: corner) { $0 }.count, big ? 1 : 0, "\(n)")
      if !big {
        XCTAssertTrue(HexMap(rows: n, columns: n, kind: .evenQ, repeating: 0).isEmpty, "\(n)")
        XCTAssertTrue(HexMap(rows: n, columns: n, kind: .evenQ) { $0 }.isEmpty, "\(n)")
      }
      XCTAssertEqual(HexMap(q: n...n, r: 0...0, repeating: 0).isEmpty, outside, "\(n)")
      XCTAssertEqual(HexMap(q: n...n, r: 0...0) { $0 }.isEmpty, outside, "\(n)")
      // Wrapping maps and chunks: sizes that do not fit are refused.
      XCTAssertEqual(HexWraparound(radius: n) == nil, n < 0 || n > b, "\(n)")
      XCTAssertNil(HexCylinder(rows: n, columns: 2, kind: .oddQ), "\(n)")
      XCTAssertNil(HexCylinder(rows: 2, columns: n, kind: .oddQ), "\(n)")
      XCTAssertNil(HexChunking(radius: n), "\(n)")
      XCTAssertNil(HexSparseMap<Int>(chunkRadius: n), "\(n)")
      XCTAssertNil(HexChunking(radius: 2)!.hex(inChunk: .zero, at: n), "\(n)")
      // Movement ranges stop after their expansions: with 100, the largest
      // hexagon within is radius 5 (91 hexes; radius 6 has 127).
      let steps = Hex.zero.movementRange(steps: n, maximumExpansions: 100) { _ in true }
      XCTAssertEqual(steps.count, big ? 91 : 0, "\(n)")
      XCTAssertEqual(steps.failure, big ? .expansionLimitReached : nil, "\(n)")
      XCTAssertEqual(Hex.zero.movementRange(budget: n, maximumExpansions: 100) { _ in 1 }.count, big ? 91 : 0)
      // Steps costing 2³¹ - 1: a budget of n reaches n / (2³¹ - 1) steps.
      let perStep = Hex.zero.movementRange(budget: n, maximumExpansions: 100) { _, _ in Int.max }
      let reach = n / maximumStepCost
      XCTAssertEqual(perStep.count, n < 0 ? 0 : reach > 5 ? 91 : hexagonCount(reach), "\(n)")
      // Expansions below 1 count as 1: the start alone.
      XCTAssertEqual(Hex.zero.movementRange(steps: 2, maximumExpansions: n) { _ in true }.count, big ? 19 : 1)
      XCTAssertEqual(Hex.zero.movementRange(budget: 2, maximumExpansions: n) { _ in 1 }.count, big ? 19 : 1)
      // A wraparound of radius 3 holds 37 hexes: any budget reaches all.
      let world = HexWraparound(radius: 3)!
      XCTAssertEqual(Hex.zero.movementRange(steps: n, on: world) { _ in true }.count, big ? 37 : 0, "\(n)")
      XCTAssertEqual(Hex.zero.movementRange(budget: n, on: world) { _ in 1 }.count, big ? 37 : 0, "\(n)")
      XCTAssertEqual(Hex.zero.movementRange(budget: n, on: world) { _, _ in 1 }.count, big ? 37 : 0, "\(n)")
      // Sight stops at the blockers 2 away (seen, hiding what lies behind):
      // the in-range hexes within 2.
      let sight = corner.fieldOfView(radius: n) { $0.distance(to: corner) >= 2 }
      XCTAssertEqual(sight.count, big ? corner.hexagon(radius: 2).count : 0, "\(n)")
      XCTAssertEqual(Hex.zero.fieldOfView(radius: n, on: world) { _ in false }.count, big ? 37 : 0, "\(n)")
      let cone = Hex.zero.fieldOfView(radius: n, facing: .flatTop, spread: n) { $0.length >= 2 }
      XCTAssertEqual(cone.count, big ? 19 : 0, "\(n)")
      // Paths: a negative maximum cost cannot reach (0, 5) 5 steps away.
      let goal = Hex(q: 5, r: 0)
      let path = Hex.zero.path(to: goal, maximumCost: n, maximumExpansions: n) { _ in 1 }
      XCTAssertEqual(path.failure, big ? nil : .unreachable, "\(n)")
      var finder = HexPathFinder()
      let stepped = finder.path(from: .zero, to: goal, maximumCost: n, maximumExpansions: n) { _, _ in n }
      // Each step costs n clamped to 1...2³¹ - 1; five steps must fit in n.
      let stepCost = Swift.min(Swift.max(n, 1), maximumStepCost)
      XCTAssertEqual(stepped.failure == nil, n >= 5 * stepCost, "\(n)")
      // A flow field keeps costs up to its maximum: hexes cost n clamped to
      // 1...2³¹ - 1, so n / that many steps (none below 0, not even the
      // goal at cost 0).
      var field = HexFlowField(region: Hex.zero.hexagon(radius: 3))!
      field.build(toward: [Hex.zero], maximumCost: n) { _ in n }
      XCTAssertEqual(field.reachedCount, n < 0 ? 0 : hexagonCount(Swift.min(n / stepCost, 3)), "\(n)")
      // Meshes: tiles wrap, segments clamp to 1...64, atlases of any size.
      let hexagon = HexGeometry(orientation: .flatTop, size: 1).hexagon(of: .zero)
      let style = HexMeshStyle(cornerRadius: 0.2, curveSegments: n),
        atlas = HexTextureMapping.atlas(columns: n, rows: n)
      XCTAssertNotNil(HexMesh<UInt16>(hexagon: hexagon, style: style, textureMapping: atlas, tile: n), "\(n)")
      XCTAssertNotNil(
        HexMesh<UInt32>(column: hexagon, bottom: 0, top: 1, style: style, textureMapping: atlas, tile: n), "\(n)")
    }
  }
}
