import HexCore
import XCTest
import _HexTestSupport

/// Rotation and reflection (Red Blob, "Rotation" and "Reflection").
///
/// The screen
/// oracle: on a flat-top grid (y down), a clockwise 60° rotation of a hex is the
/// rotation of its pixel center by +60° in y-down coordinates,
/// (x, y) → (x cos 60° − y sin 60°, x sin 60° + y cos 60°).
final class RotationReflectionTests: XCTestCase {
  let geometry = HexGeometry(orientation: .flatTop, size: 1)

  func testReferenceVectors() {
    // Red Blob test_hex_rotate_right / left: Hex(1, -3, 2) → (3, -2, -1) / (-2, -1, 3).
    XCTAssertEqual(Hex(q: 1, r: -3).rotated(by: .clockwise(1)), Hex(q: 3, r: -2))
    XCTAssertEqual(Hex(q: 1, r: -3).rotated(by: .counterclockwise(1)), Hex(q: -2, r: -1))
    // Reflecting across q keeps q and swaps r and s: (1, -3, 2) → (1, 2, -3).
    XCTAssertEqual(Hex(q: 1, r: -3).reflected(across: .q), Hex(q: 1, r: 2))
    XCTAssertEqual(Hex(q: 1, r: -3).reflected(across: .r), Hex(q: 2, r: -3))
    XCTAssertEqual(Hex(q: 1, r: -3).reflected(across: .s), Hex(q: -3, r: 1))
  }

  func testClockwiseRotationTurnsPixelCentersClockwise() {
    let c = 0.5, s = (3.0).squareRoot() / 2
    for h in Hex.zero.hexagon(radius: 20) {
      let p = geometry.center(of: h)
      let rotated = geometry.center(of: h.rotated(by: .clockwise(1)))
      XCTAssertEqual(rotated.x, p.x * c - p.y * s, accuracy: 1e-9, "\(h)")
      XCTAssertEqual(rotated.y, p.x * s + p.y * c, accuracy: 1e-9, "\(h)")
    }
  }

  func testDirectionsRotateLikeHexes() {
    for d in HexDirection.allCases {
      for steps in -7...7 {
        XCTAssertEqual(
          d.vector.rotated(by: .clockwise(steps)), d.rotated(by: .clockwise(steps)).vector, "\(d) \(steps)")
      }
    }
  }

  func testSixRotationsReturnHomeAndPreserveDistance() {
    let center = Hex(q: 3, r: -5)
    for h in Hex.zero.hexagon(radius: 20) {
      var x = h, y = h
      for step in 1...6 {
        x = x.rotated(by: .clockwise(1))
        y.rotate(by: .counterclockwise(1), around: center)
        XCTAssertEqual(x.length, h.length, "\(h) \(step)")
        XCTAssertEqual(y.distance(to: center), h.distance(to: center), "\(h) \(step)")
        if step < 6 && h != .zero { XCTAssertNotEqual(x, h, "\(h) \(step)") }
      }
      XCTAssertEqual(x, h)
      XCTAssertEqual(y, h)
    }
  }

  func testRotationValuesReduceModuloSix() {
    XCTAssertEqual(HexRotation.clockwise(7), .clockwise(1))
    XCTAssertEqual(HexRotation.clockwise(-1), .clockwise(5))
    XCTAssertEqual(HexRotation.counterclockwise(1), .clockwise(5))
    XCTAssertEqual(HexRotation.counterclockwise(-2), .clockwise(2))
    XCTAssertEqual(HexRotation.clockwise(6), .identity)
    XCTAssertEqual(HexRotation.clockwise(Int.min).clockwiseSteps, 4)  // −2^63 ≡ 4 (mod 6)
    XCTAssertEqual(HexRotation.counterclockwise(Int.min).clockwiseSteps, 2)
    XCTAssertEqual(HexRotation.clockwise(-13).clockwiseSteps, 5)
    let h = Hex(q: 2, r: -7)
    XCTAssertEqual(h.rotated(by: .identity), h)
    var m = h
    m.rotate(by: .clockwise(2))
    XCTAssertEqual(m, h.rotated(by: .clockwise(1)).rotated(by: .clockwise(1)))
  }

  func testRotationAroundACenter() {
    let seed: UInt64 = 0x524F_5441
    withSeededCases(count: 500, seed: seed) { rng, seeded in
      let h = Hex.random(in: -10_000...10_000, using: &rng)
      let c = Hex.random(in: -10_000...10_000, using: &rng)
      let steps = Int.random(in: -12...12, using: &rng)
      let context = "\(seeded) h=\(h) c=\(c) steps=\(steps)"
      let r = h.rotated(by: .clockwise(steps), around: c)
      XCTAssertEqual(r, (h - c).rotated(by: .clockwise(steps)) + c, context)
      XCTAssertEqual(r.distance(to: c), h.distance(to: c), context)
      XCTAssertEqual(c.rotated(by: .clockwise(steps), around: c), c, context)
      XCTAssertEqual(r.rotated(by: .counterclockwise(steps), around: c), h, context)
    }
  }

  func testReflectionAcrossQMirrorsFlatTopPixelsVertically() {
    // x = 1.5q is kept; y = √3(q/2 + r) becomes √3(q/2 + s) = −√3(q/2 + r).
    for h in Hex.zero.hexagon(radius: 10) {
      let p = geometry.center(of: h), m = geometry.center(of: h.reflected(across: .q))
      XCTAssertEqual(m.x, p.x, accuracy: 1e-9, "\(h)")
      XCTAssertEqual(m.y, -p.y, accuracy: 1e-9, "\(h)")
    }
  }

  func testReflectionsAreInvolutionsFixingTheirAxis() {
    for h in Hex.zero.hexagon(radius: 20) {
      for axis in HexAxis.allCases {
        let m = h.reflected(across: axis)
        XCTAssertEqual(m.reflected(across: axis), h, "\(h) \(axis)")
        XCTAssertEqual(m.length, h.length, "\(h) \(axis)")
        // The kept coordinate, and the fixed points: the other two equal.
        switch axis {
        case .q:
          XCTAssertEqual(m.q, h.q)
          XCTAssertEqual(m == h, h.r == h.s, "\(h)")
        case .r:
          XCTAssertEqual(m.r, h.r)
          XCTAssertEqual(m == h, h.q == h.s, "\(h)")
        case .s:
          XCTAssertEqual(m.s, h.s)
          XCTAssertEqual(m == h, h.q == h.r, "\(h)")
        }
        var mutated = h
        mutated.reflect(across: axis)
        XCTAssertEqual(mutated, m)
      }
    }
  }

  func testReflectionThroughACenter() {
    let c = Hex(q: 4, r: -9)
    for h in c.hexagon(radius: 6) {
      for axis in HexAxis.allCases {
        let m = h.reflected(across: axis, through: c)
        XCTAssertEqual(m, (h - c).reflected(across: axis) + c)
        XCTAssertEqual(m.reflected(across: axis, through: c), h)
        XCTAssertEqual(m.distance(to: c), h.distance(to: c))
      }
    }
  }
}
