import HexCore
import XCTest
import _HexTestSupport

/// `Hex.wedge(toward:radius:)`, centered on a diagonal, and
/// `Hex.cornerWedge(toward:spread:radius:)`, centered on a direction.
///
/// Oracles: the angle between screen centers, by `atan2`; ring sides
/// rebuilt from their definition; hand-worked wedges.
final class WedgeTests: XCTestCase {
  let geometry = HexGeometry(orientation: .flatTop, size: 1)

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

  func testWedgesMatchTheAngleOracle() {
    for d in HexDirection.allCases {
      for spread in 0...2 {
        let wedge = Set(Hex.zero.cornerWedge(toward: d, spread: spread, radius: 10))
        let axis = geometry.center(of: d.vector)
        for hex in Hex.zero.hexagon(radius: 10) {
          let inside =
            hex == .zero || angleGap(geometry.center(of: hex), axis) <= Double(2 * spread + 1) * .pi / 6 + 1e-9
          XCTAssertEqual(wedge.contains(hex), inside, "\(d) spread \(spread) \(hex)")
        }
      }
    }
    // By hand, direction 0, radius 2: the center; (1, 0); at distance 2 the
    // hex (2, 0) on the axis and (2, -1), (1, 1) on the boundary diagonals.
    XCTAssertEqual(
      Set(Hex.zero.cornerWedge(toward: .flatBottomRight, radius: 2)),
      [.zero, Hex(q: 1, r: 0), Hex(q: 2, r: 0), Hex(q: 2, r: -1), Hex(q: 1, r: 1)])
    XCTAssertEqual(Hex.zero.cornerWedge(toward: .flatTop, radius: -1), [])
    XCTAssertEqual(Hex.zero.cornerWedge(toward: .flatTop, radius: 0), [.zero])
    XCTAssertEqual(Hex.zero.cornerWedge(toward: .flatTop, spread: 3, radius: 3).count, 37)
  }

  /// Near the edge of the range a wedge keeps the hexes in range.
  ///
  /// They come in hexagon order, as the angle oracle says; and it costs what it
  /// returns: from a corner (or an edge) of the range pointing outward it is
  /// its apex alone however large the radius, where visiting the clipped
  /// hexagon of radius 2³¹ around a corner (about 3.5·10¹⁸ hexes inward)
  /// never ended.
  func testWedgesNearTheRangeEdgeKeepTheAngleRuleAndCostWhatTheyReturn() {
    let b = Hex.coordinateRange.upperBound
    let corners = [
      Hex(q: b, r: -b), Hex(q: b, r: 0), Hex(q: 0, r: b), Hex(q: -b, r: b), Hex(q: -b, r: 0), Hex(q: 0, r: -b),
    ]
    let edges = [Hex(q: b, r: -b / 2), Hex(q: -b / 2, r: b), Hex(q: b / 2, r: -b), Hex(q: b - 2, r: -b + 5)]
    for apex in corners + edges + [Hex(q: 3, r: -7)] {
      for d in HexDirection.allCases {
        let axis = geometry.center(of: d.vector)
        for spread in 0...4 {
          let wedge = apex.cornerWedge(toward: d, spread: spread, radius: 6)
          let expected =
            [apex]
            + apex.hexagon(radius: 6).filter { hex in
              hex != apex
                && (spread >= 3
                  || angleGap(geometry.center(of: hex - apex), axis) <= Double(2 * spread + 1) * .pi / 6 + 1e-9)
            }
          XCTAssertEqual(wedge, expected, "\(apex) \(d) spread \(spread)")
          // A wedge that stops short of its radius holds nothing farther:
          // the same for any radius, returned at once.
          if wedge.allSatisfy({ $0.distance(to: apex) < 6 }) {
            for radius in [1 << 20, 1 << 31, Int.max] {
              XCTAssertEqual(
                apex.cornerWedge(toward: d, spread: spread, radius: radius), wedge, "\(apex) \(d) \(radius)")
            }
          }
        }
      }
    }
    // Pointing outward from the corner (2³⁰, -2³⁰): q grows or r shrinks
    // along direction 0, (1, 0), so nothing but the apex is in range.
    XCTAssertEqual(Hex(q: b, r: -b).cornerWedge(toward: .flatBottomRight, radius: 1 << 20), [Hex(q: b, r: -b)])
    // Radii above 1024 count as 1024 (the whole hexagon with spread 3:
    // 3·1024·1025 + 1 hexes).
    XCTAssertEqual(Hex.zero.cornerWedge(toward: .flatTop, spread: 3, radius: Int.max).count, 3_148_801)
    XCTAssertEqual(
      Hex.zero.cornerWedge(toward: .flatTop, radius: 5_000), Hex.zero.cornerWedge(toward: .flatTop, radius: 1_024))
  }

  /// `cornerWedge` with spread 0 is centered on a direction (the neighbor
  /// across an edge), as hexx's `corner_wedge`, and the default facing field
  /// of view is that 60° wedge, not hexx's 120° `directional_fov`.
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
}
