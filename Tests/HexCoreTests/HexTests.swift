import HexCore
import XCTest
import _HexTestSupport

/// `Hex`: storage, the cube view and initializer, arithmetic, distance, the
/// documented coordinate range and descriptions.
final class HexTests: XCTestCase {
  let limit = 1 << 30

  // MARK: Cube view and initializer

  func testSIsMinusQMinusR() {
    // By hand: s = -q - r.
    XCTAssertEqual(Hex(q: 1, r: -2).s, 1)
    XCTAssertEqual(Hex(q: -4, r: -5).s, 9)
    XCTAssertEqual(Hex.zero.s, 0)
    for h in Hex.zero.hexagon(radius: 10) {
      XCTAssertEqual(h.q + h.r + h.s, 0, "\(h)")
    }
  }

  func testCubeInitializerAcceptsOnlyZeroSum() {
    XCTAssertEqual(Hex(q: 1, r: -2, s: 1), Hex(q: 1, r: -2))
    XCTAssertEqual(Hex(q: 0, r: 0, s: 0), .zero)
    XCTAssertNil(Hex(q: 1, r: 1, s: 1))
    XCTAssertNil(Hex(q: 1, r: -2, s: 0))
    XCTAssertNil(Hex(q: 0, r: 0, s: -1))
    // Exhaustive over a small cube: accepted exactly when the sum is zero,
    // and never silently fixed up.
    for q in -4...4 {
      for r in -4...4 {
        for s in -4...4 {
          let hex = Hex(q: q, r: r, s: s)
          if q + r + s == 0 {
            XCTAssertEqual(hex, Hex(q: q, r: r), "(\(q), \(r), \(s))")
          } else {
            XCTAssertNil(hex, "(\(q), \(r), \(s))")
          }
        }
      }
    }
  }

  func testCubeInitializerRefusesOverflowingTriples() {
    // Zero sums whose q or r does not fit in Int32 are refused, not trapped:
    // (2^63 - 1) + 1 - 2^63 = 0, but q = 2^63 - 1 is not storable.
    XCTAssertNil(Hex(q: Int.max, r: 1, s: Int.min))
    XCTAssertNil(Hex(q: Int.max, r: Int.min, s: 1))
    XCTAssertNil(Hex(q: 1 << 31, r: -(1 << 31), s: 0))
    // -2^64 and 2^64 wrap to 0 in Int but are not 0.
    XCTAssertNil(Hex(q: Int.min, r: Int.min, s: 0))
    XCTAssertNil(Hex(q: Int.max, r: Int.max, s: 2))
    // q + r fits, the sum with s overflows Int: 2^31 - 1 + Int.max.
    XCTAssertNil(Hex(q: Int(Int32.max), r: 0, s: Int.max))
    // A genuine zero sum at Int32's ends is accepted; s = 2 - 2^32 itself
    // does not fit in Int32 and need not: it is derived.
    let hi = Int(Int32.max), lo = Int(Int32.min)
    XCTAssertEqual(Hex(q: hi, r: hi, s: -2 * hi)?.s, -2 * hi)
    XCTAssertEqual(Hex(q: hi, r: lo, s: 1), Hex(q: hi, r: lo))
  }

  // MARK: Arithmetic

  func testArithmeticByHand() {
    let a = Hex(q: 1, r: -3), b = Hex(q: 3, r: -7)
    XCTAssertEqual(a + b, Hex(q: 4, r: -10))
    XCTAssertEqual(a - b, Hex(q: -2, r: 4))
    XCTAssertEqual(-a, Hex(q: -1, r: 3))
    XCTAssertEqual(a * 3, Hex(q: 3, r: -9))
    XCTAssertEqual(3 * a, Hex(q: 3, r: -9))
    XCTAssertEqual(a * 0, .zero)
    XCTAssertEqual(a * -2, Hex(q: -2, r: 6))
    var c = a
    c += b
    XCTAssertEqual(c, Hex(q: 4, r: -10))
    c -= b
    XCTAssertEqual(c, a)
    c *= -1
    XCTAssertEqual(c, -a)
  }

  func testAdditiveArithmeticZeroIsTheOrigin() {
    func genericZero<T: AdditiveArithmetic>(_: T.Type) -> T { .zero }
    XCTAssertEqual(genericZero(Hex.self), Hex(q: 0, r: 0))
    XCTAssertEqual(Hex.zero, Hex(q: 0, r: 0))
  }

  func testArithmeticLaws() {
    let seed: UInt64 = 0x4845_5801
    let range = -(limit / 4)...(limit / 4)
    withSeededCases(count: 1_000, seed: seed) { rng, seeded in
      let a = Hex.random(in: range, using: &rng)
      let b = Hex.random(in: range, using: &rng)
      let c = Hex.random(in: range, using: &rng)
      let k = Int.random(in: -3...3, using: &rng)
      let context = "\(seeded) a=\(a) b=\(b) c=\(c) k=\(k)"
      XCTAssertEqual(a + b, b + a, context)
      XCTAssertEqual((a + b) + c, a + (b + c), context)
      XCTAssertEqual(a - b, a + -b, context)
      XCTAssertEqual(a - a, .zero, context)
      XCTAssertEqual((a + b) * k, a * k + b * k, context)
      // The cube view is linear too.
      XCTAssertEqual((a + b).s, a.s + b.s, context)
      XCTAssertEqual((a * k).s, a.s * k, context)
    }
  }

  // MARK: Distance

  func testDistanceAndLengthByHand() {
    // Red Blob: hex_distance(Hex(3, -7, 4), Hex(0, 0, 0)) == 7 = max(|3|, |-7|, |4|).
    XCTAssertEqual(Hex(q: 3, r: -7).length, 7)
    XCTAssertEqual(Hex(q: 3, r: -7).distance(to: .zero), 7)
    XCTAssertEqual(Hex.zero.length, 0)
    // (1, -2) to (-2, 3): difference (3, -5, 2), so 5.
    XCTAssertEqual(Hex(q: 1, r: -2).distance(to: Hex(q: -2, r: 3)), 5)
  }

  func testDistanceIsAMetricAndMatchesTheMaxFormula() {
    let seed: UInt64 = 0x4845_5802
    withSeededCases(count: 1_000, seed: seed) { rng, seeded in
      let a = Hex.random(in: Hex.coordinateRange, using: &rng)
      let b = Hex.random(in: Hex.coordinateRange, using: &rng)
      let c = Hex.random(in: Hex.coordinateRange, using: &rng)
      let context = "\(seeded) a=\(a) b=\(b) c=\(c)"
      let d = a - b
      // Oracle: the naive max of the three component differences.
      XCTAssertEqual(a.distance(to: b), max(abs(d.q), abs(d.r), abs(d.s)), context)
      XCTAssertEqual(a.distance(to: b), b.distance(to: a), context)
      XCTAssertEqual(a.distance(to: a), 0, context)
      XCTAssertLessThanOrEqual(a.distance(to: c), a.distance(to: b) + b.distance(to: c), context)
      XCTAssertEqual(a.length, a.distance(to: .zero), context)
    }
  }

  // MARK: Coordinate range

  func testCoordinateRangeIsPlusMinusTwoToTheThirty() {
    XCTAssertEqual(Hex.coordinateRange, -1_073_741_824...1_073_741_824)
  }

  func testIsInCoordinateRangeChecksAllThreeComponents() {
    XCTAssertTrue(Hex(q: limit, r: -limit).isInCoordinateRange)  // s = 0
    XCTAssertTrue(Hex(q: -limit, r: limit).isInCoordinateRange)
    XCTAssertTrue(Hex(q: limit, r: 0).isInCoordinateRange)  // s = -2^30
    XCTAssertTrue(Hex(q: 0, r: -limit).isInCoordinateRange)  // s = 2^30
    XCTAssertFalse(Hex(q: limit + 1, r: -limit).isInCoordinateRange)
    XCTAssertFalse(Hex(q: 0, r: -limit - 1).isInCoordinateRange)
    // q and r in range but s = -(2^30 + 1) is not.
    XCTAssertFalse(Hex(q: limit, r: 1).isInCoordinateRange)
    // s = 2^31.
    XCTAssertFalse(Hex(q: -limit, r: -limit).isInCoordinateRange)
  }

  func testOperationsAtTheEdgesOfTheCoordinateRangeDoNotOverflow() {
    // The three corners of the range where two components are extreme.
    let corners = [
      Hex(q: limit, r: -limit), Hex(q: -limit, r: limit), Hex(q: limit, r: 0),
      Hex(q: -limit, r: 0), Hex(q: 0, r: limit), Hex(q: 0, r: -limit),
    ]
    var unstorableSums = 0
    for a in corners {
      for b in corners {
        let context = "a=\(a) b=\(b)"
        // Differences reach 2^31 per component, one past Int32.max; the
        // 32-bit distance is still their max, taken in Int here.
        let dq = a.q - b.q, dr = a.r - b.r
        XCTAssertEqual(a.distance(to: b), max(abs(dq), abs(dr), abs(dq + dr)), context)
        // Sums reach ±2^31 too; `+` traps where a component leaves Int32
        // (documented), and round-trips wherever the sum is storable.
        if Int32(exactly: a.q + b.q) != nil, Int32(exactly: a.r + b.r) != nil {
          XCTAssertEqual((a + b) - b, a, context)
        } else {
          unstorableSums += 1
        }
        XCTAssertEqual(-(-a), a, context)
        // Rotating about another in-range hex goes through a difference that
        // may not fit; the result, computed modulo 2^32, is exact: half a
        // turn about b is 2b - a, in Int.
        let turned = a.rotated(by: .clockwise(3), around: b)
        let expected = [2 * b.q - a.q, 2 * b.r - a.r].map { Int(Int32(truncatingIfNeeded: $0)) }
        XCTAssertEqual([turned.q, turned.r], expected, context)
      }
      // Rotations and reflections permute and negate the cube components, so
      // they stay in range.
      for steps in 0..<6 {
        XCTAssertTrue(a.rotated(by: .clockwise(steps)).isInCoordinateRange, "\(a) \(steps)")
      }
      for axis in HexAxis.allCases {
        XCTAssertTrue(a.reflected(across: axis).isInCoordinateRange, "\(a) \(axis)")
      }
      // Neighbors of the edge hexes are computed (one step outside the range
      // is still representable).
      for n in a.neighbors {
        XCTAssertEqual(n.distance(to: a), 1, "\(a) \(n)")
      }
      // Offset and doubled conversions round-trip at the edges.
      for kind in OffsetKind.allCases {
        XCTAssertEqual(Hex(OffsetCoordinate(a, kind: kind), kind: kind), a, "\(a) \(kind)")
      }
      for kind in DoubledKind.allCases {
        XCTAssertEqual(Hex(DoubledCoordinate(a, kind: kind), kind: kind), a, "\(a) \(kind)")
      }
    }
    // Only +2^31 is unstorable (-2^31 is Int32.min): the 4 ordered pairs of
    // the two corners with q = 2^30, and the 4 with r = 2^30; none has both.
    XCTAssertEqual(unstorableSums, 8)
  }

  func testHugeCoordinatesWithinTheRangeKeepDistanceExact() {
    let seed: UInt64 = 0x4845_5803
    let edge = (limit - 2)...limit
    withSeededCases(count: 200, seed: seed) { rng, seeded in
      // Near opposite edges: distances near 2^31.
      let a = Hex(q: Int.random(in: edge, using: &rng), r: -Int.random(in: edge, using: &rng))
      let b = -a
      let context = "\(seeded) a=\(a)"
      XCTAssertEqual(a.distance(to: b), 2 * max(abs(a.q), abs(a.r), abs(a.s)), context)
    }
  }

  // MARK: Identity and descriptions

  func testHashableDistinguishesQAndR() {
    let set: Set<Hex> = [Hex(q: 1, r: 2), Hex(q: 2, r: 1), Hex(q: 1, r: 2)]
    XCTAssertEqual(set.count, 2)
    XCTAssertNotEqual(Hex(q: 1, r: 2), Hex(q: 2, r: 1))
  }

  func testDescriptionIsShort() {
    XCTAssertEqual(Hex(q: 1, r: -2).description, "Hex(q: 1, r: -2)")
    XCTAssertEqual(String(describing: Hex.zero), "Hex(q: 0, r: 0)")
    XCTAssertEqual("\(Hex(q: -3, r: 5))", "Hex(q: -3, r: 5)")
    // One way everywhere (arrays and optionals must not print a second
    // form with s).
    XCTAssertEqual(String(reflecting: Hex(q: 1, r: -2)), "Hex(q: 1, r: -2)")
    XCTAssertEqual("\([Hex(q: 1, r: -2)])", "[Hex(q: 1, r: -2)]")
    XCTAssertEqual("\(Optional(Hex.zero) as Any)", "Optional(Hex(q: 0, r: 0))")
  }
}
