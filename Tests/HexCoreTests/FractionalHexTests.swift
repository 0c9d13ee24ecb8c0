import HexCore
import XCTest
import _HexTestSupport

/// `FractionalHex`: cube rounding and interpolation.
final class FractionalHexTests: XCTestCase {
  func testInitializers() {
    let f = FractionalHex(q: 0.5, r: -1.25)
    XCTAssertEqual(f.s, 0.75)
    let g = FractionalHex(Hex(q: 3, r: -7))
    XCTAssertEqual(g, FractionalHex(q: 3, r: -7, s: 4))
    XCTAssertEqual(FractionalHex(q: 1, r: 1, s: 1).s, 1)  // stored as given
    XCTAssertEqual(f.description, "FractionalHex(q: 0.5, r: -1.25, s: 0.75)")
  }

  func testRoundingByHand() {
    // Doc example: (0.4, -0.3, -0.1) rounds each to 0.
    XCTAssertEqual(FractionalHex(q: 0.4, r: -0.3).rounded(), .zero)
    // (1.6, -0.3, -1.3) rounds to (2, 0, -1), sum 1: q moved most (0.4), so
    // q = -r - s = 1.
    XCTAssertEqual(FractionalHex(q: 1.6, r: -0.3).rounded(), Hex(q: 1, r: 0))
    // (0.2, 0.6, -0.8) → (0, 1, -1): valid as is.
    XCTAssertEqual(FractionalHex(q: 0.2, r: 0.6).rounded(), Hex(q: 0, r: 1))
    // Exact hexes round to themselves.
    for h in Hex.zero.hexagon(radius: 10) {
      XCTAssertEqual(FractionalHex(h).rounded(), h, "\(h)")
    }
  }

  func testRoundingReferenceVectors() {
    // Red Blob test_hex_round: lerp between cube (0,0,0) and (10,-20,10) at ½ → (5,-10,5);
    // between (0,0,0) and (1,-1,0) at 0.499 → origin, at 0.501 → (1,-1,0).
    let a = FractionalHex(q: 0, r: 0, s: 0), b = FractionalHex(q: 1, r: -1, s: 0)
    XCTAssertEqual(a.interpolated(to: FractionalHex(q: 10, r: -20, s: 10), by: 0.5).rounded(), Hex(q: 5, r: -10))
    XCTAssertEqual(a.interpolated(to: b, by: 0.499).rounded(), .zero)
    XCTAssertEqual(a.interpolated(to: b, by: 0.501).rounded(), Hex(q: 1, r: -1))
  }

  /// Oracle: the rounded hex is the one whose center is nearest on screen.
  ///
  /// On a regular hex lattice the cell containing a point is the nearest
  /// center (Voronoi), so search the nearby hexes by brute force.
  func testRoundingPicksTheNearestCenter() {
    let geometry = HexGeometry(orientation: .pointyTop, size: 1)
    let seed: UInt64 = 0x4652_4143
    withSeededCases(count: 3_000, seed: seed) { rng, seeded in
      let i = seeded.index
      let scale = [10.0, 1_000, 1e6][i % 3]
      let f = FractionalHex(
        q: Double.random(in: -scale...scale, using: &rng), r: Double.random(in: -scale...scale, using: &rng))
      let context = "\(seeded) \(f)"
      guard let h = f.rounded() else {
        XCTFail("nil for an in-range point, \(context)")
        return
      }
      XCTAssertEqual(h.q + h.r + h.s, 0, context)
      // The point's screen position, by the pointy-top forward matrix.
      let x = (3.0).squareRoot() * (f.q + f.r / 2), y = 1.5 * f.r
      func d2(_ c: Hex) -> Double {
        let p = geometry.center(of: c)
        return (p.x - x) * (p.x - x) + (p.y - y) * (p.y - y)
      }
      let base = Hex(q: Int(f.q.rounded(.down)), r: Int(f.r.rounded(.down)))
      let best = base.hexagon(radius: 2).map(d2).min()!
      XCTAssertLessThanOrEqual(d2(h), best + 1e-9 * max(1, scale), context)
    }
  }

  func testRoundingRefusesNonFiniteAndOutOfRange() {
    let limit = Double(1 << 30)
    for bad in [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, 1e300] {
      XCTAssertNil(FractionalHex(q: bad, r: 0).rounded(), "\(bad)")
      XCTAssertNil(FractionalHex(q: 0, r: bad).rounded(), "\(bad)")
      XCTAssertNil(FractionalHex(q: 0, r: 0, s: bad).rounded(), "\(bad)")
    }
    // At the edge: q = 2^30, r = -2^30 is in range; one more is not.
    XCTAssertEqual(FractionalHex(q: limit, r: -limit).rounded(), Hex(q: 1 << 30, r: -(1 << 30)))
    XCTAssertEqual(FractionalHex(q: limit + 0.4, r: -limit).rounded(), Hex(q: 1 << 30, r: -(1 << 30)))
    XCTAssertNil(FractionalHex(q: limit + 1, r: -limit - 1).rounded())
    XCTAssertNil(FractionalHex(q: limit + 0.9, r: -limit).rounded())
    // q and r in range but s = -2^31 is not.
    XCTAssertNil(FractionalHex(q: limit, r: limit).rounded())
  }

  func testInterpolation() {
    let a = FractionalHex(q: 1, r: -2), b = FractionalHex(q: 5, r: 2)
    XCTAssertEqual(a.interpolated(to: b, by: 0), a)
    XCTAssertEqual(a.interpolated(to: b, by: 1), b)
    XCTAssertEqual(a.interpolated(to: b, by: 0.5), FractionalHex(q: 3, r: 0, s: -3))
    XCTAssertEqual(a.interpolated(to: b, by: 2), FractionalHex(q: 9, r: 6, s: -15))
    XCTAssertEqual(a.interpolated(to: b, by: -1), FractionalHex(q: -3, r: -6, s: 9))
  }
}

/// The bit-pattern cube rounding against Red Blob Games' cube_round: round
/// each component with libm, then recompute the one with the largest error.
final class CubeRoundingTests: XCTestCase {
  func testMatchesTheStraightforwardAlgorithm() {
    let seed: UInt64 = 0x4355_4245
    withSeededCases(count: 50_000, seed: seed) { rng, seeded in
      let i = seeded.index
      let magnitude = [2.0, 1e3, 1e9, 0x1p40][i % 4]
      let q = Double.random(in: -magnitude...magnitude, using: &rng)
      let r = Double.random(in: -magnitude...magnitude, using: &rng)
      // Halves and near-ties too.
      let (fq, fr) = i % 7 == 0 ? ((q * 2).rounded() / 2, (r * 2).rounded() / 2) : (q, r)
      let fs = -fq - fr
      var rq = fq.rounded(), rr = fr.rounded(), rs = fs.rounded()
      let dq = abs(rq - fq), dr = abs(rr - fr), ds = abs(rs - fs)
      if dq > dr && dq > ds { rq = -rr - rs } else if dr > ds { rr = -rq - rs } else { rs = -rq - rr }
      let got = _RoundingTesting.cubeRounded(q: fq, r: fr, s: fs)
      // The rounding is exact below 2⁵¹; the hex it returns holds the
      // components modulo 2³² (Int32 storage), so compare the low 32 bits.
      let expected = Hex(q: Int(Int32(truncatingIfNeeded: Int(rq))), r: Int(Int32(truncatingIfNeeded: Int(rr))))
      // Ties to even (the trick) and away from zero (libm) differ only on
      // exact halves; compare where the component is not a tie.
      let ties = [fq, fr, fs].contains { $0 - $0.rounded(.down) == 0.5 }
      if !ties {
        XCTAssertEqual(got, expected, "\(seeded) \(fq) \(fr)")
      }
      // Always a hex at most one step from the point's nearest rounding.
      XCTAssertLessThanOrEqual(got.distance(to: expected), 1, "\(seeded)")
    }
  }
}
