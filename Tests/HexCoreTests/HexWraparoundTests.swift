import HexCore
import XCTest
import _HexTestSupport

/// Wrapping hexagon maps at any center, against independent oracles.
final class HexWraparoundTests: XCTestCase {
  /// The oracle for "stands for": f(q, r) = q − (3R + 1)·r is a group map
  /// onto ℤ/N (N = 3R(R + 1) + 1) that sends both lattice vectors
  /// (2R + 1, −R) and (R, R + 1) to multiples of N, and the hexagon has N
  /// hexes in distinct classes; so two hexes stand for each other exactly
  /// when f of their difference is 0 mod N.
  func sameClass(_ a: Hex, _ b: Hex, radius n: Int) -> Bool {
    let d = a - b, size = 3 * n * (n + 1) + 1
    return (d.q - (3 * n + 1) * d.r) % size == 0
  }

  func testCanonicalAgainstTheModularOracleAtAnyCenter() {
    withSeededCases(count: 300, seed: 0x5752_4150) { rng, c in
      let radius = Int.random(in: 0...40, using: &rng)
      let center = Hex.random(in: -1_000...1_000, using: &rng)
      let world = HexWraparound(center: center, radius: radius)!
      let hex = Hex.random(in: -5_000...5_000, using: &rng)
      let w = world.canonical(hex)!
      XCTAssertLessThanOrEqual(w.distance(to: center), radius, "\(c)")
      XCTAssertTrue(sameClass(w, hex, radius: radius), "\(c) \(hex) → \(w)")
      XCTAssertEqual(world.canonical(w), w, "\(c)")
      XCTAssertTrue(world.contains(w), "\(c)")
    }
  }

  /// Every hex of a small map has its own class, so the map hexes stand
  /// for themselves; the count is the formula's.
  func testMapHexesStandForThemselves() {
    for radius in 0...6 {
      let world = HexWraparound(center: Hex(q: 7, r: -3), radius: radius)!
      let hexes = Array(world.region)
      XCTAssertEqual(hexes.count, world.count)
      XCTAssertEqual(world.count, 3 * radius * (radius + 1) + 1)
      for h in hexes { XCTAssertEqual(world.canonical(h), h) }
    }
  }

  /// Distances against brute force over the neighboring copies; neighbors
  /// are one wrapped step away; lines are gap-free and as long as the
  /// distance.
  func testDistancesNeighborsAndLinesAgainstBruteForce() {
    for radius in [1, 2, 3] {
      let center = Hex(q: -4, r: 9)
      let world = HexWraparound(center: center, radius: radius)!
      let mirrors = (0..<6).map { Hex(q: 2 * radius + 1, r: -radius).rotated(by: .clockwise($0)) }
      let hexes = Array(world.region)
      for a in hexes {
        for b in hexes {
          let brute = ([b] + mirrors.map { b + $0 }).map { a.distance(to: $0) }.min()!
          XCTAssertEqual(world.distance(from: a, to: b), brute, "\(radius) \(a) \(b)")
          let line = world.line(from: a, to: b)
          XCTAssertEqual(line.count, brute + 1, "\(radius) \(a) \(b)")
          XCTAssertEqual(line.first, a)
          XCTAssertEqual(line.last, b)
          for (p, q) in zip(line, line.dropFirst()) {
            XCTAssertEqual(world.distance(from: p, to: q), 1, "\(radius) \(a) \(b)")
            XCTAssertTrue(world.contains(q))
          }
        }
        for n in world.neighbors(of: a) {
          XCTAssertTrue(world.contains(n))
          XCTAssertEqual(world.distance(from: a, to: n), 1)
        }
      }
    }
    // A one-hex map: everything wraps onto the center, which has no neighbors.
    let dot = HexWraparound(center: Hex(q: 2, r: 2), radius: 0)!
    XCTAssertEqual(dot.canonical(Hex(q: -50, r: 3)), Hex(q: 2, r: 2))
    XCTAssertEqual(dot.neighbors(of: Hex(q: 2, r: 2)), [])
  }

  /// A map centered away from the origin, by hand.
  ///
  /// The map of radius 2 around (10, 0); (13, 0) is (3, 0) from the
  /// center, which wraps to (3, 0) − (5, −2) = (−2, 2), so (8, 2). From
  /// (12, 0) to (8, 0) is (−4, 0) in the plane; across the seam, plus the
  /// mirror center (5, −2), it is (1, −2): 2 steps.
  func testByHand() {
    let world = HexWraparound(center: Hex(q: 10, r: 0), radius: 2)!
    XCTAssertEqual(world.canonical(Hex(q: 13, r: 0)), Hex(q: 8, r: 2))
    XCTAssertEqual(world.distance(from: Hex(q: 12, r: 0), to: Hex(q: 8, r: 0)), 2)
  }

  /// Radii far above the old 2²⁰ limit work, without traps, up to the
  /// range; a radius or center that leaves the range gives nil.
  func testLargeRadiiAndTheRangesEdge() {
    let limit = 1 << 30
    XCTAssertNil(HexWraparound(radius: -1))
    XCTAssertNil(HexWraparound(radius: limit + 1))
    XCTAssertNil(HexWraparound(center: Hex(q: 1, r: 0), radius: limit))
    XCTAssertNil(HexWraparound(center: Hex(q: limit + 1, r: 0), radius: 0))
    XCTAssertNotNil(HexWraparound(radius: limit))
    withSeededCases(count: 200, seed: 0x5752_4151) { rng, c in
      let radius = Int.random(in: (1 << 20)...(1 << 29), using: &rng)
      let center = Hex(q: Int.random(in: -(1 << 29)...(1 << 29), using: &rng) / 2, r: 0)
      guard let world = HexWraparound(center: center, radius: radius) else { return }
      let hex = Hex.random(in: -limit...limit, using: &rng)
      let w = world.canonical(hex)!
      XCTAssertLessThanOrEqual(w.distance(to: center), radius, "\(c)")
      XCTAssertTrue(sameClass(w, hex, radius: radius), "\(c)")
    }
    // The old entry points no longer trap above 2²⁰, nor outside the range.
    let far = Hex(q: limit, r: -limit)
    XCTAssertEqual(far.wrapped(radius: 1 << 25).distance(to: .zero) <= 1 << 25, true)
    XCTAssertEqual(Hex(q: limit + 5, r: 0).wrapped(radius: 3), Hex(q: limit + 5, r: 0))
    XCTAssertEqual(Hex(q: limit + 5, r: 0).wrappedNeighbors(radius: 3), [])
    XCTAssertEqual(Hex(q: 5, r: 0).wrapped(radius: Int.max), Hex(q: 5, r: 0))
  }

  /// HexMap storage reads and writes any hex through the wrap, in O(1).
  func testHexMapWrappingSubscript() {
    let center = Hex(q: 3, r: -1)
    var map = HexMap(radius: 2, center: center, repeating: 0)
    let world = HexWraparound(center: center, radius: 2)!
    map[center + Hex(q: 3, r: 0), wrappingIn: world] = 7
    XCTAssertEqual(map[center + Hex(q: -2, r: 2)], 7)
    XCTAssertEqual(map[center + Hex(q: 3 + 5 * 4, r: -2 * 4), wrappingIn: world], 7)
    XCTAssertNil(map[Hex(q: 1 << 31, r: 0), wrappingIn: world])
  }
}
