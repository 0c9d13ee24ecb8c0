import HexCore
import XCTest
import _HexTestSupport

/// `Hex.ring(radius:startingAt:)` / `HexRing`, and `Hex.spiral(radius:startingAt:)`
/// / `HexSpiral` (Red Blob, "Rings" and "Spiral rings").
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
}
