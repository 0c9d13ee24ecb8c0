import HexCore
import XCTest
import _HexTestSupport

/// `Hex.ring(radius:startingAt:)` / `HexRing`, `Hex.ringSide(radius:facing:)`,
/// and `Hex.spiral(radius:startingAt:)` / `Hex.spiral(radii:startingAt:)` /
/// `HexSpiral` (Red Blob, "Rings" and "Spiral rings").
final class HexRingTests: XCTestCase {
  func testRingOfRadiusZeroContainsOnlyCenter() {
    let c = Hex(q: 2, r: -5)
    XCTAssertEqual(Array(c.ring(radius: 0)), [c])
    XCTAssertEqual(c.ring(radius: 0).count, 1)
  }

  func testNegativeRadiusGivesEmptyRingAndSpiral() {
    for radius in [-1, -2, -1_000, Int.min] {
      XCTAssertTrue(Hex.zero.ring(radius: radius).isEmpty, "\(radius)")
      XCTAssertEqual(Array(Hex.zero.ring(radius: radius)), [], "\(radius)")
      XCTAssertTrue(Hex.zero.spiral(radius: radius).isEmpty, "\(radius)")
      XCTAssertEqual(Array(Hex.zero.spiral(radius: radius)), [], "\(radius)")
    }
  }

  func testRingOfRadiusOneIsTheNeighbors() {
    let c = Hex(q: -3, r: 1)
    XCTAssertEqual(Array(c.ring(radius: 1)), Array(c.neighbors))
  }

  func testRingByHand() {
    // Radius 2 from (2, 0), walking direction 2 (−1, 1), then 3, 4, 5, 0, 1.
    let expected = [
      (2, 0), (1, 1), (0, 2), (-1, 2), (-2, 2), (-2, 1), (-2, 0), (-1, -1), (0, -2), (1, -2), (2, -2), (2, -1),
    ].map { Hex(q: $0.0, r: $0.1) }
    XCTAssertEqual(Array(Hex.zero.ring(radius: 2)), expected)
  }

  func testRingsUpToRadius20() {
    for center in [Hex.zero, Hex(q: 7, r: -3)] {
      for k in 1...20 {
        for start in HexDirection.allCases {
          let ring = center.ring(radius: k, startingAt: start)
          let cells = Array(ring)
          let context = "center=\(center) k=\(k) start=\(start)"
          XCTAssertEqual(cells.count, 6 * k, context)
          XCTAssertEqual(ring.count, 6 * k, context)
          XCTAssertEqual(ring.underestimatedCount, 6 * k, context)
          XCTAssertEqual(Set(cells).count, 6 * k, context)
          XCTAssertEqual(cells.first, center + start.vector * k, context)
          XCTAssertEqual(cells, ring.indices.map { ring[$0] }, context)
          for (i, h) in cells.enumerated() {
            XCTAssertEqual(h.distance(to: center), k, "\(context) i=\(i)")
            XCTAssertTrue(h.isNeighbor(of: cells[(i + 1) % cells.count]), "\(context) i=\(i)")
          }
        }
      }
    }
  }

  func testRingsAreExactlyTheHexesAtTheirDistance() {
    // Brute force: every hex of the radius-12 hexagon lies on exactly one ring.
    let center = Hex(q: -4, r: 9)
    var byDistance: [Int: Set<Hex>] = [:]
    for q in -12...12 {
      for r in -12...12 {
        let h = center + Hex(q: q, r: r)
        let d = h.distance(to: center)
        if d <= 12 { byDistance[d, default: []].insert(h) }
      }
    }
    for k in 0...12 {
      XCTAssertEqual(Set(center.ring(radius: k)), byDistance[k], "k=\(k)")
    }
  }

  func testRingsRunClockwiseOnScreen() {
    // On a y-down flat-top screen, walking clockwise around the center means
    // each step turns the center-to-cell vector clockwise: cross(p, p') > 0.
    let geometry = HexGeometry(orientation: .flatTop, size: 1)
    let cells = Array(Hex.zero.ring(radius: 3))
    for (i, h) in cells.enumerated() {
      let p = geometry.center(of: h), n = geometry.center(of: cells[(i + 1) % cells.count])
      XCTAssertGreaterThan(p.x * n.y - p.y * n.x, 0, "i=\(i) \(h)")
    }
  }

  func testHugeRingsStayInRangeAndAdjacent() {
    let k = 1 << 30
    let ring = Hex.zero.ring(radius: k)
    XCTAssertEqual(ring.count, 6 * k)
    let seed: UInt64 = 0x5249_4E47
    withSeededCases(count: 1_000, seed: seed) { rng, seeded in
      let i = Int.random(in: 0..<ring.count, using: &rng)
      let context = "\(seeded) index \(i)"
      XCTAssertTrue(ring[i].isInCoordinateRange, context)
      XCTAssertEqual(ring[i].length, k, context)
      XCTAssertEqual(ring[i].distance(to: ring[(i + 1) % ring.count]), 1, context)
    }
  }

  /// Rings around the range's corners, by hand (R = 2³⁰, center (R, −R)).
  ///
  /// The offset d = h − (R, −R) of a ring hex has length k; h is in range
  /// when d.q ∈ [−2R, 0], d.r ∈ [0, 2R] and d.s ∈ [−R, R]. The ring starts
  /// at d = (k, 0) and side i runs k steps t from k·dir(i) along dir(i + 2):
  /// - sides 0, 4 and 5 have d.q > 0 or d.r < 0: none in range;
  /// - side 1, d = (−t, k), needs d.s = t − k ≥ −R: t in max(0, k − R)..<k;
  /// - side 2, d = (−k, k − t), needs d.s = t ≤ R: t in 0..<min(k, R + 1);
  /// - side 3, d = (t − k, −t), needs t = 0 and k ≤ R.
  ///
  /// So k = R keeps R + R + 1 hexes, from (R, 0) (side 1, t = 0) to
  /// (0, −R) (side 3); R < k ≤ 2R keeps R + (R + 1), from (2R − k, k − R)
  /// (side 1, t = k − R) to (R − k, k − 2R) (side 2, t = R); above 2R, d.r
  /// on side 1 and d.q on side 2 leave the range: none.
  func testRingsAroundTheRangesCornersByHand() {
    let big = 1 << 30
    let corner = Hex(q: big, r: -big)
    for k in [big, big + 1, 2 * big - 1, 2 * big] {
      let ring = corner.ring(radius: k)
      XCTAssertEqual(ring.count, 2 * big + 1, "\(k)")
      XCTAssertEqual(ring.first, Hex(q: 2 * big - k, r: k - big), "\(k)")
      XCTAssertEqual(ring.last, k == big ? Hex(q: 0, r: -big) : Hex(q: big - k, r: k - 2 * big), "\(k)")
    }
    XCTAssertEqual(corner.ring(radius: 2 * big + 1).count, 0)
    XCTAssertTrue(corner.ring(radius: 2 * big + 1).isEmpty)
  }

  /// Rings of any radius around hexes at and near the range's edge hold
  /// exactly the hexes in range at that distance.
  ///
  /// The count is that of ``HexRegion``, counted in closed form (the
  /// hexagon of `k` minus that of `k − 1`), and every element looked at is
  /// in range at that distance. Radii past the range give an empty ring,
  /// not a trap.
  func testRingsOfAnyRadiusNearTheRangesEdge() {
    let big = 1 << 30
    var centers: [Hex] = []
    for k in 0..<6 {
      let corner = HexDirection.allCases[k].vector * big
      let along = HexDirection.allCases[(k + 2) % 6].vector
      centers += [corner, corner + along, corner - HexDirection.allCases[k].vector, corner + along * (big / 2)]
    }
    centers.append(.zero)
    var rng = SplitMix64(seed: 0x5249_4E45)
    for center in centers {
      let radii =
        [1, 2, big - 1, big, big + 1, 2 * big - 1, 2 * big, 2 * big + 1, 1 << 40, Int.max]
        + [Int.random(in: 1...(2 * big), using: &rng)]
      for k in radii {
        for start in [HexDirection.allCases[0], HexDirection.allCases[Int.random(in: 0..<6, using: &rng)]] {
          let ring = center.ring(radius: k, startingAt: start)
          let expected = center.hexagon(radius: k).count - center.hexagon(radius: k - 1).count
          XCTAssertEqual(ring.count, expected, "\(center) \(k) \(start)")
          guard !ring.isEmpty else { continue }
          let indices = [0, ring.count - 1] + (0..<40).map { _ in Int.random(in: 0..<ring.count, using: &rng) }
          for i in indices {
            let hex = ring[i]
            XCTAssertTrue(hex.isInCoordinateRange, "\(center) \(k) [\(i)] \(hex)")
            XCTAssertEqual(hex.distance(to: center), k, "\(center) \(k) [\(i)] \(hex)")
          }
          XCTAssertEqual(Array(ring.prefix(3)), (0..<min(3, ring.count)).map { ring[$0] })
        }
      }
    }
  }

  /// Rings around hexes far outside the range keep the hexes in range at
  /// their distance, whatever the radius.
  ///
  /// Distances are measured in `Int`; no radius up to `Int.max` traps, and
  /// none beyond the farthest hex in range keeps any. Around (−2³¹, −2³¹), whose s is 2³², the
  /// hexes in range lie 2³² − 2³⁰ to 2³² + 2³⁰ away (s alone is off by
  /// 2³² ± 2³⁰; q and r by at most 2³¹ + 2³⁰).
  func testRingsAroundHexesOutsideTheRange() {
    let big = 1 << 30
    let far = Hex(q: Int.min, r: Int.min)
    XCTAssertEqual(far.s, 1 << 32)
    func distance(_ a: Hex, _ b: Hex) -> Int {
      let dq = a.q - b.q, dr = a.r - b.r
      return max(abs(dq), abs(dr), abs(dq + dr))
    }
    var rng = SplitMix64(seed: 0x4641_5252)
    for k in [3 * big - 1, 3 * big, 4 * big, 5 * big, 5 * big + 1, 1 << 40, Int.max] {
      let ring = far.ring(radius: k)
      XCTAssertEqual(ring.isEmpty, k < 3 * big || k > 5 * big, "\(k)")
      guard !ring.isEmpty else { continue }
      for i in [0, ring.count - 1] + (0..<40).map({ _ in Int.random(in: 0..<ring.count, using: &rng) }) {
        XCTAssertTrue(ring[i].isInCoordinateRange, "\(k) [\(i)] \(ring[i])")
        XCTAssertEqual(distance(ring[i], far), k, "\(k) [\(i)] \(ring[i])")
      }
    }
  }

  // MARK: Spiral

  func testSpiralCountAndPrefixes() {
    for radius in 0...15 {
      let spiral = Hex(q: 1, r: 2).spiral(radius: radius)
      XCTAssertEqual(spiral.count, 3 * radius * (radius + 1) + 1, "R=\(radius)")
      XCTAssertEqual(spiral.underestimatedCount, spiral.count, "R=\(radius)")
    }
    let center = Hex(q: 1, r: 2)
    let cells = Array(center.spiral(radius: 12))
    XCTAssertEqual(cells.first, center)
    for k in 0...12 {
      // Its first 3k(k+1)+1 cells are exactly the hexes within k.
      let prefix = cells.prefix(3 * k * (k + 1) + 1)
      XCTAssertEqual(Set(prefix), Set(center.hexagon(radius: k)), "k=\(k)")
      // and ring k follows ring k - 1, in ring order.
      if k > 0 {
        XCTAssertEqual(
          Array(cells[(3 * k * (k - 1) + 1)..<(3 * k * (k + 1) + 1)]), Array(center.ring(radius: k)), "k=\(k)")
      }
    }
  }

  func testSpiralIteratorMatchesSubscript() {
    for start in HexDirection.allCases {
      let spiral = Hex(q: -2, r: 5).spiral(radius: 9, startingAt: start)
      XCTAssertEqual(Array(spiral), spiral.indices.map { spiral[$0] }, "\(start)")
    }
  }

  func testSpiralSubscriptAtHugeIndices() {
    // Index i of the spiral lies on ring k where 3k(k−1)+1 <= i < 3k(k+1)+1.
    let spiral = Hex.zero.spiral(radius: 1 << 30)
    let seed: UInt64 = 0x5350_4952
    withSeededCases(count: 1_000, seed: seed) { rng, seeded in
      let i = Int.random(in: 0..<spiral.count, using: &rng)
      var k = Int((Double(i) / 3).squareRoot())
      while k > 0 && 3 * k * (k - 1) + 1 > i { k -= 1 }
      while 3 * k * (k + 1) + 1 <= i { k += 1 }
      XCTAssertEqual(spiral[i].length, k, "\(seeded) index \(i)")
      XCTAssertTrue(spiral[i].isInCoordinateRange, "\(seeded) index \(i)")
    }
    XCTAssertEqual(spiral[spiral.count - 1].length, 1 << 30)
  }

  // MARK: Ring sides

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

  // MARK: Spirals over a range of radii

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
