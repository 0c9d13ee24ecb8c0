import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// The peers' shapes: two-run lines, supercover lines, ring sides,
/// diagonal wedges and spirals over a range of radii.
///
/// Oracles: hand-worked paths; breadth of shortest paths (distance drops by
/// one per step); a brute-force clip of the segment against every nearby
/// cell in exact rational arithmetic; pixel angles for cones; ring and
/// spiral membership by distance.
final class PeerShapesTests: XCTestCase {
  let flat = HexGeometry(orientation: .flatTop, size: 1)

  func randomHex(_ rng: inout SplitMix64, _ span: ClosedRange<Int>) -> Hex {
    Hex(q: .random(in: span, using: &rng), r: .random(in: span, using: &rng))
  }

  // MARK: rectiline

  func testRectilineHandWorked() {
    XCTAssertEqual(
      Array(Hex.zero.rectiline(to: Hex(q: 2, r: 1))),
      [Hex(q: 0, r: 0), Hex(q: 1, r: 0), Hex(q: 2, r: 0), Hex(q: 2, r: 1)])
    XCTAssertEqual(
      Array(Hex.zero.rectiline(to: Hex(q: 2, r: 1), clockwise: false)),
      [Hex(q: 0, r: 0), Hex(q: 0, r: 1), Hex(q: 1, r: 1), Hex(q: 2, r: 1)])
    // Straight along a direction: one run, either way.
    let straight = [Hex(q: 0, r: 0), Hex(q: 0, r: -1), Hex(q: 0, r: -2)]
    XCTAssertEqual(Array(Hex.zero.rectiline(to: Hex(q: 0, r: -2))), straight)
    XCTAssertEqual(Array(Hex.zero.rectiline(to: Hex(q: 0, r: -2), clockwise: false)), straight)
    XCTAssertEqual(Array(Hex(q: 3, r: 3).rectiline(to: Hex(q: 3, r: 3))), [Hex(q: 3, r: 3)])
    // Ends outside the coordinate range: an empty path, not a trap.
    XCTAssertTrue(Hex.zero.rectiline(to: Hex(q: 1 << 40, r: 0)).isEmpty)
    XCTAssertTrue(Hex(q: Int.min / 2, r: 0).rectiline(to: .zero, clockwise: false).isEmpty)
  }

  /// Paths across the whole range, up to 2³¹ steps long: element `i` is
  /// `i` steps from the start and `count − 1 − i` from the end (so the
  /// last is the end), and stays in range, at every index looked at.
  func testRectilineAcrossTheWholeRange() {
    let edge = Hex.coordinateRange.upperBound
    var rng = SplitMix64(seed: 0x5245_4358)
    let corners = HexDirection.allCases.map { $0.vector * edge }
    var pairs: [(Hex, Hex)] = []
    for k in 0..<6 {
      pairs.append((corners[k], corners[(k + 3) % 6]))  // opposite corners: 2³¹ steps
      pairs.append((corners[k], corners[(k + 2) % 6] + HexDirection.allCases[k].vector))
    }
    for (a, b) in pairs {
      for clockwise in [true, false] {
        let path = a.rectiline(to: b, clockwise: clockwise)
        let n = a.distance(to: b)
        XCTAssertEqual(path.count, n + 1, "\(a) → \(b)")
        var indices = [0, 1, n / 2 - 1, n / 2, n / 2 + 1, n - 2, n - 1, n]
        indices += (0..<50).map { _ in Int.random(in: 0...n, using: &rng) }
        for i in indices {
          let hex = path[i]
          XCTAssertTrue(hex.isInCoordinateRange, "\(a) → \(b) [\(i)] \(hex)")
          XCTAssertEqual(hex.distance(to: a), i, "\(a) → \(b) [\(i)] \(hex)")
          XCTAssertEqual(hex.distance(to: b), n - i, "\(a) → \(b) [\(i)] \(hex)")
        }
        XCTAssertEqual(path.last, b)
      }
    }
  }

  /// The signed turn from one step to the next on a y-down flat-top
  /// screen: positive is clockwise as seen.
  func turn(_ a: Hex, _ b: Hex, _ c: Hex) -> Double {
    let p = flat.center(of: a), q = flat.center(of: b), r = flat.center(of: c)
    return (q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x)
  }

  func testRectilineIsAShortestPathWithOneBendTurningAsAsked() {
    withSeededCases(count: 400, seed: 0x5245_4354) { rng, seeded in
      let a = randomHex(&rng, -30...30), b = randomHex(&rng, -30...30)
      for clockwise in [true, false] {
        let path = Array(a.rectiline(to: b, clockwise: clockwise))
        XCTAssertEqual(path.count, a.distance(to: b) + 1, "\(seeded)")
        XCTAssertEqual(path.first, a)
        XCTAssertEqual(path.last, b)
        for (i, hex) in path.enumerated() {
          // Shortest: every step brings the end one closer.
          XCTAssertEqual(hex.distance(to: b), path.count - 1 - i, "\(seeded)")
        }
        var bends = 0
        for i in path.indices.dropFirst().dropLast() {
          let t = turn(path[i - 1], path[i], path[i + 1])
          if abs(t) > 1e-9 {
            bends += 1
            XCTAssertEqual(t > 0, clockwise, "\(seeded) \(a)→\(b)")
          }
        }
        XCTAssertLessThanOrEqual(bends, 1, "\(seeded)")
      }
    }
  }

  // MARK: supercover

  /// The hexes whose closed cell meets the segment between the centers in
  /// a stretch of positive length, in order along it (the right-hand one
  /// first when two share a stretch), by clipping the segment against each
  /// cell's six half-planes in exact rationals.
  func supercoverOracle(_ a: Hex, _ b: Hex) -> [Hex] {
    let d = Hex(q: b.q - a.q, r: b.r - a.r)
    let n = a.distance(to: b)
    var found: [(hex: Hex, low: (Int, Int), side: Double)] = []
    for hex in a.hexagon(radius: n + 1) {
      let h = Hex(q: hex.q - a.q, r: hex.r - a.r)
      // t·(D·e) - h·e <= 1 for the six unit vectors e; t in [0, 1].
      var low = (0, 1), high = (1, 1)
      var empty = false
      for e in HexDirection.allCases.map(\.vector) {
        let de = d.q * e.q + d.r * e.r + d.s * e.s, he = h.q * e.q + h.r * e.r + h.s * e.s
        if de > 0 {
          if (1 + he) * high.1 < high.0 * de { high = (1 + he, de) }
        } else if de < 0 {
          // t >= (1 + he) / de, de < 0: t >= -(1 + he) / -de.
          let bound = (-(1 + he), -de)
          if bound.0 * low.1 > low.0 * bound.1 { low = bound }
        } else if he < -1 {
          empty = true
        }
      }
      if empty || low.0 * high.1 >= high.0 * low.1 { continue }
      let p = flat.center(of: a), q = flat.center(of: b), c = flat.center(of: hex)
      // y-down: a positive cross product is clockwise of travel, the right.
      let side = (q.x - p.x) * (c.y - p.y) - (q.y - p.y) * (c.x - p.x)
      found.append((hex, low, side))
    }
    found.sort { x, y in
      let lhs = x.low.0 * y.low.1, rhs = y.low.0 * x.low.1
      return lhs != rhs ? lhs < rhs : x.side > y.side
    }
    return found.map(\.hex)
  }

  func testSupercoverHandWorked() {
    // Along a diagonal: the segment runs along the edge between (0, 1) and
    // (1, 0); (0, 1) lies on the right of the travel.
    XCTAssertEqual(
      Hex.zero.supercoverLine(to: Hex(q: 1, r: 1)),
      [Hex(q: 0, r: 0), Hex(q: 0, r: 1), Hex(q: 1, r: 0), Hex(q: 1, r: 1)])
    // Along a direction: the hexes of the straight line.
    XCTAssertEqual(Hex.zero.supercoverLine(to: Hex(q: 3, r: 0)), Array(Hex.zero.line(to: Hex(q: 3, r: 0))))
    XCTAssertEqual(Hex(q: 2, r: 2).supercoverLine(to: Hex(q: 2, r: 2)), [Hex(q: 2, r: 2)])
    XCTAssertEqual(Hex.zero.supercoverLine(to: Hex(q: 1 << 31, r: 0)), [])
  }

  func testSupercoverMatchesTheClippingOracle() {
    var longer = 0, alongEdges = 0
    withSeededCases(count: 400, seed: 0x5355_5043) { rng, seeded in
      let a = randomHex(&rng, -6...6), b = a + randomHex(&rng, -7...7)
      let line = a.supercoverLine(to: b)
      XCTAssertEqual(line, supercoverOracle(a, b), "\(seeded) \(a)→\(b)")
      XCTAssertEqual(b.supercoverLine(to: a), line.reversed(), "\(seeded) reversal")
      for (x, y) in zip(line, line.dropFirst()) { XCTAssertTrue(x.isNeighbor(of: y), "\(seeded)") }
      let n = a.distance(to: b)
      XCTAssertTrue((n + 1...2 * n + 1).contains(line.count), "\(seeded)")
      if line.count > n + 1 { longer += 1 }
      if HexDiagonal.allCases.contains(where: { (b - a) == $0.vector * max(n / 2, 1) }) && n > 0 { alongEdges += 1 }
    }
    // The loop meets both kinds of extra hexes: clipped corners, and
    // segments along edges.
    XCTAssertGreaterThan(longer, 50)
    XCTAssertGreaterThan(alongEdges, 0)
  }

  func testSupercoverFarFromTheOriginAndLong() {
    // Full-width comparisons: ends near opposite corners of the range.
    let limit = (1 << 30) - 1
    let a = Hex(q: -limit, r: 0), b = Hex(q: limit, r: -limit + 7)
    let line = a.supercoverLine(to: Hex(q: -limit + 40, r: 17))
    XCTAssertEqual(line.first, a)
    XCTAssertEqual(line.last, Hex(q: -limit + 40, r: 17))
    for (x, y) in zip(line, line.dropFirst()) { XCTAssertTrue(x.isNeighbor(of: y)) }
    XCTAssertEqual(line.count, supercoverOracle(Hex.zero, Hex(q: 40, r: 17)).count)
    XCTAssertTrue(b.isInCoordinateRange)
  }

  // MARK: ring sides and wedges

  /// Whether `hex` lies in the closed 60° cone from `center` around a
  /// diagonal, by pixel angle.
  func inCone(_ hex: Hex, of center: Hex, _ diagonal: HexDiagonal) -> Bool {
    if hex == center { return true }
    let c = flat.center(of: center), p = flat.center(of: hex), g = flat.center(of: center + diagonal.vector)
    let a = atan2(p.y - c.y, p.x - c.x), b = atan2(g.y - c.y, g.x - c.x)
    var delta = abs(a - b)
    if delta > .pi { delta = 2 * .pi - delta }
    return delta <= .pi / 6 + 1e-9
  }

  func testRingSidesHandWorkedAndAgainstTheRing() {
    XCTAssertEqual(
      Hex.zero.ringSide(radius: 2, facing: .flatBottomRight), [Hex(q: 2, r: 0), Hex(q: 1, r: 1), Hex(q: 0, r: 2)])
    XCTAssertEqual(Hex(q: 4, r: 1).ringSide(radius: 0, facing: .flatLeft), [Hex(q: 4, r: 1)])
    XCTAssertEqual(Hex.zero.ringSide(radius: -1, facing: .flatLeft), [])
    withSeededCases(count: 60, seed: 0x5249_4e47) { rng, seeded in
      let center = randomHex(&rng, -20...20), radius = Int.random(in: 1...9, using: &rng)
      var all: [Hex] = []
      for diagonal in HexDiagonal.allCases {
        let side = center.ringSide(radius: radius, facing: diagonal)
        XCTAssertEqual(side.count, radius + 1, "\(seeded)")
        for (x, y) in zip(side, side.dropFirst()) { XCTAssertTrue(x.isNeighbor(of: y), "\(seeded)") }
        XCTAssertTrue(side.allSatisfy { $0.distance(to: center) == radius && inCone($0, of: center, diagonal) })
        all += side.dropLast()
      }
      // The six sides, each less its last corner, are the ring in order
      // from its start in direction 0.
      XCTAssertEqual(all, Array(center.ring(radius: radius, startingAt: .flatBottomRight)), "\(seeded)")
    }
  }

  func testDiagonalWedgesAgainstTheConeOracle() {
    XCTAssertEqual(Hex.zero.wedge(toward: .flatBottomRight, radius: 1), [Hex.zero, Hex(q: 1, r: 0), Hex(q: 0, r: 1)])
    XCTAssertEqual(Hex.zero.wedge(toward: .flatLeft, radius: -1), [])
    withSeededCases(count: 40, seed: 0x5745_4447) { rng, seeded in
      let center = randomHex(&rng, -20...20), radius = Int.random(in: 0...8, using: &rng)
      var union = Set<Hex>()
      for diagonal in HexDiagonal.allCases {
        let wedge = center.wedge(toward: diagonal, radius: radius)
        XCTAssertEqual(wedge.count, (radius + 1) * (radius + 2) / 2, "\(seeded)")
        XCTAssertEqual(wedge.first, center)
        let expected = Set(center.hexagon(radius: radius).filter { inCone($0, of: center, diagonal) })
        XCTAssertEqual(Set(wedge), expected, "\(seeded) \(diagonal)")
        XCTAssertEqual(Set(wedge).count, wedge.count)
        union.formUnion(wedge)
      }
      XCTAssertEqual(union, Set(center.hexagon(radius: radius)), "\(seeded)")
    }
  }

  /// Wedges and ring sides match their definition near the range's edge.
  ///
  /// Near every corner and along the edges, ring `k`'s side runs from `apex + k·d`
  /// in steps of the direction two further on, kept to hexes in range. A
  /// wedge that holds no hex at its radius holds none farther out, and is
  /// returned at once for any radius (it visited every radius before, 2³¹
  /// of them from a corner pointing outward).
  func testDiagonalWedgesNearTheRangeEdgeCostWhatTheyReturn() {
    let b = Hex.coordinateRange.upperBound
    let apexes = [
      Hex(q: b, r: -b), Hex(q: b, r: 0), Hex(q: 0, r: b), Hex(q: -b, r: b), Hex(q: -b, r: 0), Hex(q: 0, r: -b),
      Hex(q: b, r: -b / 2), Hex(q: -b / 2, r: b), Hex(q: b - 3, r: -b + 1), Hex(q: 5, r: 2),
    ]
    func side(_ apex: Hex, _ k: Int, _ diagonal: HexDiagonal) -> [Hex] {
      let d = HexDirection(index: diagonal.index)!.vector, e = HexDirection(index: (diagonal.index + 2) % 6)!.vector
      return (0...k).compactMap { i in
        Hex(validatingQ: apex.q + d.q * k + e.q * i, r: apex.r + d.r * k + e.r * i)
      }
    }
    for apex in apexes {
      for diagonal in HexDiagonal.allCases {
        for k in 0...7 {
          XCTAssertEqual(apex.ringSide(radius: k, facing: diagonal), side(apex, k, diagonal), "\(apex) \(k)")
        }
        let wedge = apex.wedge(toward: diagonal, radius: 7)
        XCTAssertEqual(wedge, [apex] + (1...7).flatMap { side(apex, $0, diagonal) }, "\(apex) \(diagonal)")
        if side(apex, 7, diagonal).isEmpty {
          for radius in [1 << 20, 1 << 31, Int.max] {
            XCTAssertEqual(apex.wedge(toward: diagonal, radius: radius), wedge, "\(apex) \(diagonal) \(radius)")
          }
          XCTAssertEqual(apex.ringSide(radius: 1 << 31, facing: diagonal), [], "\(apex) \(diagonal)")
        }
      }
    }
    // Radii above 1024 count as 1024: (1025·1026)/2 hexes from the origin.
    XCTAssertEqual(Hex.zero.wedge(toward: .flatBottomRight, radius: Int.max).count, 1025 * 1026 / 2)
    // A side is built whole: up to radius 2²⁰ (2²⁰ + 1 hexes, all in range
    // around the origin), empty beyond rather than gigabytes at 2³⁰.
    XCTAssertEqual(Hex.zero.ringSide(radius: 1 << 20, facing: .flatLeft).count, (1 << 20) + 1)
    XCTAssertEqual(Hex.zero.ringSide(radius: (1 << 20) + 1, facing: .flatLeft), [])
    XCTAssertEqual(Hex.zero.ringSide(radius: 1 << 30, facing: .flatLeft), [])
  }

  func testRingSidesNearTheRangeKeepHexesInRange() {
    let corner = Hex(q: 1 << 30, r: -(1 << 30))
    let side = corner.ringSide(radius: 3, facing: .flatBottomRight)
    XCTAssertTrue(side.allSatisfy(\.isInCoordinateRange))
    let brute = (0...3).map {
      corner + HexDirection.flatBottomRight.vector * 3 + HexDirection.flatBottomLeft.vector * $0
    }
    .filter(\.isInCoordinateRange)
    XCTAssertEqual(side, brute)
    XCTAssertEqual(Hex.zero.ringSide(radius: Int.max, facing: .flatLeft), [])
  }

  // MARK: spirals over a range of radii

  func testSpiralOverRadiiIsTheRingsInOrder() {
    XCTAssertEqual(Hex.zero.spiral(radii: 1...2).count, 18)
    withSeededCases(count: 60, seed: 0x5350_4952) { rng, seeded in
      let center = randomHex(&rng, -50...50)
      let low = Int.random(in: -2...6, using: &rng), high = low + Int.random(in: 0...5, using: &rng)
      let start = HexDirection(index: .random(in: 0..<6, using: &rng))!
      let part = center.spiral(radii: low...high, startingAt: start)
      var expected: [Hex] = []
      for k in max(low, 0)...max(high, 0) where high >= 0 {
        expected += k == 0 ? [center] : Array(center.ring(radius: k, startingAt: start))
      }
      XCTAssertEqual(Array(part), expected, "\(seeded) \(low)...\(high)")
      XCTAssertEqual(part.count, expected.count, "\(seeded)")
      if let i = part.indices.randomElement(using: &rng) { XCTAssertEqual(part[i], expected[i - part.startIndex]) }
    }
    // Near the range's corner: only hexes in range, exact count.
    let corner = Hex(q: 1 << 30, r: 0)
    let part = corner.spiral(radii: 2...4)
    let brute = corner.hexagon(radius: 4).filter { $0.distance(to: corner) >= 2 && $0.isInCoordinateRange }
    XCTAssertEqual(part.count, brute.count)
    XCTAssertEqual(Set(part), Set(brute))
  }

  /// A half-open range of radii may be empty: `1..<1` gives no rings.
  ///
  /// A closed one cannot be empty (`1...0` traps where it is written). Radii beyond 2³⁰
  /// (where the spiral stops; it trapped beyond) add nothing.
  func testSpiralOverAHalfOpenRangeAndHugeRadii() {
    let center = Hex(q: 4, r: -9)
    XCTAssertTrue(center.spiral(radii: 1..<1).isEmpty)
    XCTAssertTrue(center.spiral(radii: 0..<0).isEmpty)
    XCTAssertTrue(center.spiral(radii: Int.min..<Int.min).isEmpty)
    for n in 0...4 {
      // A slider from 1 to n: rings 1...n, 3n(n + 1) hexes.
      XCTAssertEqual(Array(center.spiral(radii: 1..<(n + 1))), Array(center.spiral(radius: n).dropFirst()), "\(n)")
      XCTAssertEqual(center.spiral(radii: 1..<(n + 1)).count, 3 * n * (n + 1), "\(n)")
      XCTAssertEqual(Array(center.spiral(radii: 0..<(n + 1))), Array(center.spiral(radius: n)), "\(n)")
    }
    let b = Hex.coordinateRange.upperBound
    // The spiral around the origin of radius 2³⁰ is the whole range.
    let whole = Hex.zero.hexagon(radius: b).count
    for radius in [b + 1, 1 << 40, Int.max] {
      XCTAssertEqual(Hex.zero.spiral(radius: radius).radius, b, "\(radius)")
      XCTAssertEqual(Hex.zero.spiral(radius: radius).count, whole, "\(radius)")
    }
    XCTAssertEqual(Hex.zero.spiral(radii: Int.min...Int.max).count, whole)
    XCTAssertEqual(Hex.zero.spiral(radii: 1..<Int.max).count, whole - 1)
    XCTAssertTrue(Hex.zero.spiral(radii: (b + 1)...Int.max).isEmpty)
    XCTAssertTrue(Hex.zero.spiral(radii: (1 << 40)..<Int.max).isEmpty)
    // Only the outermost ring, 2³⁰, from the origin: 6·2³⁰ hexes.
    XCTAssertEqual(Hex.zero.spiral(radii: b...Int.max).count, 6 * b)
  }
}
