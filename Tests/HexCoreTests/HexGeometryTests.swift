import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// Tests of `HexGeometry` (hex ↔ pixel), `Hexagon` and `HexCorners`.
///
/// Oracles: Red Blob's forward matrices written out by hand, corner angles from `cos`/`sin`, a
/// cross-product point-in-polygon test and Sutherland–Hodgman clipping for
/// hexagon/rectangle intersection.
final class HexGeometryTests: XCTestCase {
  let sqrt3 = (3.0).squareRoot()

  /// Red Blob's "Hex to pixel", written out: flat-top x = 3/2·q, y = √3/2·q + √3·r;
  /// pointy-top x = √3·q + √3/2·r, y = 3/2·r; scaled per axis, plus the origin.
  func expectedCenter(_ h: Hex, _ g: HexGeometry) -> PixelPoint {
    let q = Double(h.q), r = Double(h.r)
    switch g.orientation {
    case .flatTop:
      return PixelPoint(
        x: 1.5 * q * g.size.width + g.origin.x, y: (sqrt3 / 2 * q + sqrt3 * r) * g.size.height + g.origin.y)
    case .pointyTop:
      return PixelPoint(
        x: (sqrt3 * q + sqrt3 / 2 * r) * g.size.width + g.origin.x, y: 1.5 * r * g.size.height + g.origin.y)
    }
  }

  /// Corner i by trigonometry: angle −60°·i (flat) or −30° − 60°·i (pointy)
  /// from +x, on a y-down screen (so −60° is up and to the right).
  func expectedCorner(_ i: Int, center: PixelPoint, size: PixelSize, _ orientation: HexOrientation) -> PixelPoint {
    let degrees = orientation == .flatTop ? -60.0 * Double(i) : -30.0 - 60.0 * Double(i)
    let a = degrees * .pi / 180
    return PixelPoint(x: center.x + cos(a) * size.width, y: center.y + sin(a) * size.height)
  }

  let configurations: [HexGeometry] = {
    var result: [HexGeometry] = []
    for orientation in HexOrientation.allCases {
      for size in [
        PixelSize(width: 10, height: 10), PixelSize(width: 10, height: 15), PixelSize(width: -7, height: 12),
        PixelSize(width: 3, height: -0.5), PixelSize(width: -2, height: -2),
      ] {
        for origin in [PixelPoint.zero, PixelPoint(x: 35, y: 71), PixelPoint(x: -1e6, y: 2e5)] {
          result.append(HexGeometry(orientation: orientation, size: size, origin: origin))
        }
      }
    }
    return result
  }()

  func testCentersByHand() {
    // Flat-top, size 10: (2, 0) is at x = 30, y = √3/2·2·10 = 17.32…
    let flat = HexGeometry(orientation: .flatTop, size: 10)
    XCTAssertEqual(flat.center(of: Hex(q: 2, r: 0)).x, 30, accuracy: 1e-12)
    XCTAssertEqual(flat.center(of: Hex(q: 2, r: 0)).y, 10 * sqrt3, accuracy: 1e-12)
    XCTAssertEqual(flat.center(of: .zero), .zero)
    // Pointy-top, size (10, 15), origin (35, 71): (3, 4) is at
    // x = 35 + 10·√3·(3 + 2) = 35 + 50√3, y = 71 + 15·1.5·4 = 161.
    let pointy = HexGeometry(
      orientation: .pointyTop, size: PixelSize(width: 10, height: 15), origin: PixelPoint(x: 35, y: 71))
    XCTAssertEqual(pointy.center(of: Hex(q: 3, r: 4)).x, 35 + 50 * sqrt3, accuracy: 1e-9)
    XCTAssertEqual(pointy.center(of: Hex(q: 3, r: 4)).y, 161, accuracy: 1e-9)
    XCTAssertEqual(pointy.center(of: .zero), PixelPoint(x: 35, y: 71))
    for g in configurations {
      for h in Hex(q: 3, r: -2).hexagon(radius: 3) {
        let c = g.center(of: h), e = expectedCenter(h, g)
        XCTAssertEqual(c.x, e.x, accuracy: 1e-6, "\(g) \(h)")
        XCTAssertEqual(c.y, e.y, accuracy: 1e-6, "\(g) \(h)")
      }
    }
  }

  func testNeighborSpacing() {
    // Flat-top: neighbors in a column are √3·height apart, columns 1.5·width apart.
    let g = HexGeometry(orientation: .flatTop, size: PixelSize(width: 4, height: 6))
    let a = g.center(of: Hex(q: 2, r: 1))
    XCTAssertEqual(g.center(of: Hex(q: 2, r: 2)).y - a.y, sqrt3 * 6, accuracy: 1e-12)
    XCTAssertEqual(g.center(of: Hex(q: 3, r: 1)).x - a.x, 1.5 * 4, accuracy: 1e-12)
  }

  func testPixelRoundTripsOverRadius20() {
    for g in configurations {
      for h in Hex.zero.hexagon(radius: 20) {
        XCTAssertEqual(g.hex(containing: g.center(of: h)), h, "\(g) \(h)")
        let f = g.fractionalHex(at: g.center(of: h))
        XCTAssertEqual(f.q, Double(h.q), accuracy: 1e-6, "\(g) \(h)")
        XCTAssertEqual(f.r, Double(h.r), accuracy: 1e-6, "\(g) \(h)")
      }
    }
  }

  func testPointsInsideACellFindThatCell() {
    // Offsets within 0.99 of the inscribed radius (√3/2 of the circumradius),
    // in unit-cell coordinates scaled per axis, stay in the cell.
    let seed: UInt64 = 0x4745_4F4D
    withSeededCases(count: 5_000, seed: seed) { rng, seeded in
      let i = seeded.index
      let g = configurations[i % configurations.count]
      let h = Hex.random(in: -100_000...100_000, using: &rng)
      let angle = Double.random(in: 0..<(2 * .pi), using: &rng)
      let radius = Double.random(in: 0...(0.99 * sqrt3 / 2), using: &rng)
      let c = g.center(of: h)
      let p = PixelPoint(x: c.x + cos(angle) * radius * g.size.width, y: c.y + sin(angle) * radius * g.size.height)
      XCTAssertEqual(g.hex(containing: p), h, "\(seeded) \(g) \(h) \(p)")
    }
  }

  func testPointsAtTheEdgesOfTheCoordinateRangeRoundTrip() {
    let limit = 1 << 30
    for g in configurations {
      for h in [Hex(q: limit, r: -limit), Hex(q: -limit, r: 0), Hex(q: 0, r: limit), Hex(q: limit - 1, r: 7 - limit)] {
        XCTAssertEqual(g.hex(containing: g.center(of: h)), h, "\(g) \(h)")
      }
      // One step beyond the range: nil, not a trap.
      XCTAssertNil(g.hex(containing: g.center(of: Hex(q: limit + 1, r: -limit))), "\(g)")
      XCTAssertNil(g.hex(containing: g.center(of: Hex(q: limit, r: 1))), "\(g)")  // s = -2^30 - 1
    }
  }

  func testHexContainingIsNilForBadPoints() {
    let g = HexGeometry(orientation: .flatTop, size: 10, origin: PixelPoint(x: 3, y: 4))
    for bad in [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -1e300, 1e20] {
      XCTAssertNil(g.hex(containing: PixelPoint(x: bad, y: 0)), "\(bad)")
      XCTAssertNil(g.hex(containing: PixelPoint(x: 0, y: bad)), "\(bad)")
      XCTAssertNil(g.hex(containing: PixelPoint(x: bad, y: bad)), "\(bad)")
    }
    // A seeded probe of finite and special values never traps, and a non-nil
    // answer is always in range and consistent with the fractional hex.
    let seed: UInt64 = 0x5052_4F42
    withSeededCases(count: 5_000, seed: seed) { rng, seeded in
      let p = PixelPoint(x: .randomProbe(magnitude: 1e12, using: &rng), y: .randomProbe(magnitude: 1e12, using: &rng))
      if let h = g.hex(containing: p) {
        XCTAssertTrue(p.isFinite, "\(seeded) \(p)")
        XCTAssertTrue(h.isInCoordinateRange, "\(seeded) \(p)")
        XCTAssertEqual(g.fractionalHex(at: p).rounded(), h, "\(seeded) \(p)")
      }
    }
  }

  func testHexContainingIsNilForDegenerateSizes() {
    // Documented: nil when a size component is zero or not finite.
    for size in [
      PixelSize(width: 0, height: 10), PixelSize(width: 10, height: 0), PixelSize.zero,
      PixelSize(width: .nan, height: 10), PixelSize(width: .infinity, height: 10),
      PixelSize(width: 10, height: -.infinity),
    ] {
      let g = HexGeometry(orientation: .pointyTop, size: size)
      for p in [PixelPoint(x: 5, y: 5), PixelPoint.zero, PixelPoint(x: -3, y: 1e9)] {
        XCTAssertNil(g.hex(containing: p), "\(size) \(p)")
      }
    }
  }

  // MARK: Corners

  func testCornersByHand() {
    // Flat-top, size 10 at (0, 0): corner 0 is the right-hand point (10, 0),
    // corner 1 the upper right (5, −5√3).
    let flat = HexGeometry(orientation: .flatTop, size: 10).corners(of: .zero)
    XCTAssertEqual(flat.count, 6)
    XCTAssertEqual(flat[0], PixelPoint(x: 10, y: 0))
    XCTAssertEqual(flat[1].x, 5, accuracy: 1e-12)
    XCTAssertEqual(flat[1].y, -5 * sqrt3, accuracy: 1e-12)
    XCTAssertEqual(flat[3], PixelPoint(x: -10, y: 0))
    // Pointy-top: corner 0 is the upper right (5√3, −5), corner 1 the top (0, −10).
    let pointy = HexGeometry(orientation: .pointyTop, size: 10).corners(of: .zero)
    XCTAssertEqual(pointy[0].x, 5 * sqrt3, accuracy: 1e-12)
    XCTAssertEqual(pointy[0].y, -5, accuracy: 1e-12)
    XCTAssertEqual(pointy[1], PixelPoint(x: 0, y: -10))
  }

  func testCornersMatchTrigonometryAndRunCounterclockwise() {
    for g in configurations {
      for h in Hex(q: -2, r: 1).hexagon(radius: 2) {
        let corners = g.corners(of: h)
        let c = g.center(of: h)
        XCTAssertEqual(Array(corners), Array(g.hexagon(of: h).corners), "\(g) \(h)")
        for i in 0..<6 {
          let e = expectedCorner(i, center: c, size: g.size, g.orientation)
          XCTAssertEqual(corners[i].x, e.x, accuracy: 1e-9, "\(g) \(h) \(i)")
          XCTAssertEqual(corners[i].y, e.y, accuracy: 1e-9, "\(g) \(h) \(i)")
        }
        // Counterclockwise as seen on a y-down screen: negative cross products,
        // when the size does not mirror the grid.
        if g.size.width * g.size.height > 0 {
          for i in 0..<6 {
            let a = corners[i], b = corners[(i + 1) % 6]
            let cross = (a.x - c.x) * (b.y - c.y) - (a.y - c.y) * (b.x - c.x)
            XCTAssertLessThan(cross, 0, "\(g) \(h) \(i)")
          }
        }
      }
    }
  }

  func testEdgeIFacesDirectionFiveMinusI() {
    // Documented: the edge from corner i to i + 1 faces HexDirection 5 − i, so
    // its midpoint is halfway to that neighbor's center, and the two corners are
    // shared with that neighbor.
    for g in configurations {
      let h = Hex(q: 1, r: 2)
      let corners = g.corners(of: h)
      for i in 0..<6 {
        let a = corners[i], b = corners[(i + 1) % 6]
        let n = h.neighbor(in: HexDirection(index: 5 - i)!)
        let c = g.center(of: h), d = g.center(of: n)
        XCTAssertEqual((a.x + b.x) / 2, (c.x + d.x) / 2, accuracy: 1e-9, "\(g) \(i)")
        XCTAssertEqual((a.y + b.y) / 2, (c.y + d.y) / 2, accuracy: 1e-9, "\(g) \(i)")
        let shared = g.corners(of: n).filter { p in
          [a, b].contains { abs($0.x - p.x) < 1e-9 && abs($0.y - p.y) < 1e-9 }
        }
        XCTAssertEqual(shared.count, 2, "\(g) \(i)")
      }
    }
  }

  // MARK: Hexagon

  func testHexagonFittingARectByHand() {
    let wide = PixelRect(x: 0, y: 0, width: 200, height: 100)
    // Flat-top: width = min(200, 100·2/√3) = 200/√3, so the circumradius is 100/√3
    // and the height √3·100/√3 = 100 fills the rect.
    let flat = Hexagon(fitting: wide, orientation: .flatTop)
    XCTAssertEqual(flat.center, PixelPoint(x: 100, y: 50))
    XCTAssertEqual(flat.size.width, 100 / sqrt3, accuracy: 1e-12)
    XCTAssertEqual(flat.size.height, 100 / sqrt3, accuracy: 1e-12)
    XCTAssertEqual(flat.height, 100, accuracy: 1e-12)
    XCTAssertEqual(flat.width, 200 / sqrt3, accuracy: 1e-12)
    // Pointy-top: height = min(100, 200·2/√3) = 100, circumradius 50.
    let pointy = Hexagon(fitting: wide, orientation: .pointyTop)
    XCTAssertEqual(pointy.size.width, 50, accuracy: 1e-12)
    XCTAssertEqual(pointy.height, 100, accuracy: 1e-12)
    XCTAssertEqual(pointy.width, 50 * sqrt3, accuracy: 1e-12)
    // Tall: flat-top width = min(100, 300·2/√3) = 100 → circumradius 50;
    // pointy-top height = min(300, 100·2/√3) → circumradius 100/√3.
    let tall = PixelRect(x: 10, y: 20, width: 100, height: 300)
    XCTAssertEqual(Hexagon(fitting: tall, orientation: .flatTop).size.width, 50, accuracy: 1e-12)
    XCTAssertEqual(Hexagon(fitting: tall, orientation: .pointyTop).size.width, 100 / sqrt3, accuracy: 1e-12)
    XCTAssertEqual(Hexagon(fitting: tall, orientation: .pointyTop).width, 100, accuracy: 1e-12)
    XCTAssertEqual(Hexagon(fitting: tall, orientation: .flatTop).center, PixelPoint(x: 60, y: 170))
    // Flat-top corner i is at angle −60°·i: corner 0 is the right-hand point.
    XCTAssertEqual(flat.corners[0].x, 100 + 100 / sqrt3, accuracy: 1e-12)
    XCTAssertEqual(flat.corners[0].y, 50, accuracy: 1e-12)
  }

  func testHexagonFittingNegativeAndNonFiniteRects() {
    let positive = Hexagon(fitting: PixelRect(x: 0, y: 0, width: 200, height: 100), orientation: .flatTop)
    let negative = Hexagon(fitting: PixelRect(x: 200, y: 100, width: -200, height: -100), orientation: .flatTop)
    XCTAssertEqual(negative.center, positive.center)
    XCTAssertEqual(negative.size.width, positive.size.width, accuracy: 1e-12)
    for bad in [
      PixelRect(x: .nan, y: 0, width: 10, height: 10), PixelRect(x: 0, y: 0, width: .infinity, height: 10),
      PixelRect(x: 0, y: -.infinity, width: 10, height: 10), PixelRect(x: 0, y: 0, width: 10, height: .nan),
    ] {
      for orientation in HexOrientation.allCases {
        let h = Hexagon(fitting: bad, orientation: orientation)
        XCTAssertEqual(h.center, .zero, "\(bad)")
        XCTAssertEqual(h.size, .zero, "\(bad)")
      }
    }
  }

  func testFittedHexagonsFillAndStayInsideRandomRects() {
    let seed: UInt64 = 0x4649_5454
    withSeededCases(count: 1_000, seed: seed) { rng, seeded in
      let rect = PixelRect(
        x: .random(in: -500...500, using: &rng), y: .random(in: -500...500, using: &rng),
        width: .random(in: 0...1_000, using: &rng), height: .random(in: 0...1_000, using: &rng))
      for orientation in HexOrientation.allCases {
        let context = "\(seeded) \(rect) \(orientation)"
        let h = Hexagon(fitting: rect, orientation: orientation)
        let tolerance = 1e-9 * 1_000
        for p in h.corners {
          XCTAssertGreaterThanOrEqual(p.x, rect.minX - tolerance, context)
          XCTAssertLessThanOrEqual(p.x, rect.maxX + tolerance, context)
          XCTAssertGreaterThanOrEqual(p.y, rect.minY - tolerance, context)
          XCTAssertLessThanOrEqual(p.y, rect.maxY + tolerance, context)
        }
        // Largest: it touches both sides in at least one axis.
        let fillsWidth = abs(h.width - rect.width) < tolerance
        let fillsHeight = abs(h.height - rect.height) < tolerance
        XCTAssertTrue(fillsWidth || fillsHeight, context)
        XCTAssertEqual(h.center.x, rect.midX, accuracy: tolerance, context)
        XCTAssertEqual(h.center.y, rect.midY, accuracy: tolerance, context)
        // Regular: width / height is 2/√3 (flat) or √3/2 (pointy).
        if h.height > 1e-6 {
          XCTAssertEqual(h.width / h.height, orientation == .flatTop ? 2 / sqrt3 : sqrt3 / 2, accuracy: 1e-9, context)
        }
        XCTAssertEqual(h.bounds.width, h.width, accuracy: 1e-9, context)
        XCTAssertEqual(h.bounds.midX, h.center.x, accuracy: tolerance, context)
      }
    }
  }

  func testContainsAgreesWithAPointInPolygonTest() {
    let seed: UInt64 = 0x434F_4E54
    var inside = 0
    withSeededCases(count: 10_000, seed: seed) { rng, seeded in
      let i = seeded.index
      let orientation = HexOrientation.allCases[i % 2]
      let size = PixelSize(
        width: .random(in: 0.5...50, using: &rng) * (i % 3 == 0 ? -1 : 1), height: .random(in: 0.5...50, using: &rng))
      let hexagon = Hexagon(
        center: PixelPoint(x: .random(in: -100...100, using: &rng), y: .random(in: -100...100, using: &rng)),
        size: size,
        orientation: orientation)
      let p = PixelPoint(
        x: hexagon.center.x + .random(in: -1.2...1.2, using: &rng) * size.width,
        y: hexagon.center.y + .random(in: -1.2...1.2, using: &rng) * size.height)
      let margin = polygonMargin(p, Array(hexagon.corners))
      guard abs(margin) > 1e-9 else { return }
      let context = "\(seeded) \(hexagon) \(p)"
      XCTAssertEqual(hexagon.contains(p), margin > 0, context)
      if margin > 0 { inside += 1 }
    }
    XCTAssertGreaterThan(inside, 2_000)  // the sample exercises both answers
    // Degenerate inputs contain nothing.
    let h = Hexagon(center: .zero, size: PixelSize(width: 10, height: 10), orientation: .flatTop)
    XCTAssertFalse(h.contains(PixelPoint(x: .nan, y: 0)))
    XCTAssertFalse(h.contains(PixelPoint(x: .infinity, y: 0)))
    XCTAssertFalse(Hexagon(center: .zero, size: PixelSize(width: 0, height: 10), orientation: .flatTop).contains(.zero))
    XCTAssertTrue(h.contains(PixelPoint(x: 10, y: 0)))  // a corner is on the edge
  }

  func testIntersectsAgreesWithPolygonClipping() {
    let seed: UInt64 = 0x4953_4543
    var hits = 0, misses = 0
    withSeededCases(count: 5_000, seed: seed) { rng, seeded in
      let i = seeded.index
      let orientation = HexOrientation.allCases[i % 2]
      let size = PixelSize(
        width: .random(in: 1...30, using: &rng) * (i % 5 == 0 ? -1 : 1), height: .random(in: 1...30, using: &rng))
      let hexagon = Hexagon(
        center: PixelPoint(x: .random(in: -50...50, using: &rng), y: .random(in: -50...50, using: &rng)), size: size,
        orientation: orientation)
      let rect = PixelRect(
        x: .random(in: -100...100, using: &rng), y: .random(in: -100...100, using: &rng),
        width: .random(in: -40...40, using: &rng) * (i % 7 == 0 ? 0 : 1), height: .random(in: -40...40, using: &rng))
      let context = "\(seeded) \(hexagon) \(rect)"
      let polygon = Array(hexagon.corners)
      let answer = hexagon.intersects(rect)
      let eps = 1e-7
      // Certain hits: the rect shrunk by eps still meets the hexagon.
      if rect.maxX - rect.minX > 2 * eps, rect.maxY - rect.minY > 2 * eps,
        clips(polygon, minX: rect.minX + eps, maxX: rect.maxX - eps, minY: rect.minY + eps, maxY: rect.maxY - eps)
      {
        XCTAssertTrue(answer, context)
        hits += 1
      }
      // Certain misses: even the rect grown by eps misses it.
      if !clips(polygon, minX: rect.minX - eps, maxX: rect.maxX + eps, minY: rect.minY - eps, maxY: rect.maxY + eps) {
        XCTAssertFalse(answer, context)
        misses += 1
      }
    }
    XCTAssertGreaterThan(hits, 200)
    XCTAssertGreaterThan(misses, 500)
    // Touching at a corner counts; non-finite inputs intersect nothing.
    let h = Hexagon(center: .zero, size: PixelSize(width: 10, height: 10), orientation: .flatTop)
    XCTAssertTrue(h.intersects(PixelRect(x: 10, y: -1, width: 5, height: 2)))
    XCTAssertFalse(h.intersects(PixelRect(x: 10.001, y: -1, width: 5, height: 2)))
    XCTAssertTrue(h.intersects(PixelRect(x: 0, y: 0, width: 0, height: 0)))
    XCTAssertFalse(h.intersects(PixelRect(x: .nan, y: 0, width: 5, height: 5)))
    XCTAssertFalse(h.intersects(PixelRect(x: 0, y: 0, width: .infinity, height: 5)))
    XCTAssertFalse(
      Hexagon(center: PixelPoint(x: .nan, y: 0), size: PixelSize(width: 1, height: 1), orientation: .flatTop)
        .intersects(
          PixelRect(x: 0, y: 0, width: 5, height: 5)))
  }
}

/// Beyond its exact domain the pixel-to-hex mapping answers nil instead of a
/// wrong hex.
final class HexGeometryDomainTests: XCTestCase {
  func testOutsideTheExactDomainThereIsNoHex() {
    let far = HexGeometry(orientation: .flatTop, size: 10, origin: PixelPoint(x: 1e17, y: 0))
    XCTAssertNil(far.hex(containing: far.center(of: Hex(q: 3, r: 1))))
    let subnormal = HexGeometry(orientation: .pointyTop, size: Double.leastNonzeroMagnitude)
    XCTAssertNil(subnormal.hex(containing: .zero))
    let huge = HexGeometry(orientation: .flatTop, size: 1e300)
    XCTAssertNil(huge.hex(containing: .zero))
    XCTAssertNil(HexGeometry(orientation: .flatTop, size: 0).hex(containing: .zero))
    // At the edges of the domain, round trips hold: size 2^50, origin 2^32
    // sizes away, and the far corners of the coordinate range.
    let edge = Hex.coordinateRange.upperBound
    for geometry in [
      HexGeometry(orientation: .flatTop, size: 0x1p50),
      HexGeometry(orientation: .pointyTop, size: 10, origin: PixelPoint(x: 10 * 0x1p32, y: -10 * 0x1p32)),
      HexGeometry(orientation: .flatTop, size: 1e-300),
    ] {
      for hex in [Hex(q: edge, r: -edge), Hex(q: -edge, r: 0), Hex(q: 7, r: -3), .zero] {
        let c = geometry.center(of: hex)
        XCTAssertTrue(c.isFinite, "\(geometry) \(hex)")
        XCTAssertEqual(geometry.hex(containing: c), hex, "\(geometry) \(hex)")
      }
    }
  }

  /// A size or origin from a user is checked once, by the validating
  /// initializers.
  ///
  /// They accept exactly the mappings whose every answer is finite and
  /// exact. `center(of:)` itself checks nothing, as documented: a NaN size
  /// gives NaN centers.
  func testValidatingSizesRefusesWhatCenterOfWouldTurnToNaN() {
    let edge = Hex.coordinateRange.upperBound
    let corners = [Hex(q: edge, r: -edge), Hex(q: -edge, r: 0), Hex(q: 0, r: edge), Hex(q: 7, r: -3), .zero]
    let bad: [(PixelSize, PixelPoint)] = [
      (PixelSize(width: .nan, height: 10), .zero), (PixelSize(width: 10, height: .nan), .zero),
      (PixelSize(width: .infinity, height: 10), .zero), (PixelSize(width: 10, height: -.infinity), .zero),
      (PixelSize(width: 0, height: 10), .zero), (PixelSize(width: 10, height: -0.0), .zero),
      (PixelSize(width: .leastNonzeroMagnitude, height: 1), .zero), (PixelSize(width: 0x1p51, height: 1), .zero),
      (PixelSize(width: 10, height: 10), PixelPoint(x: .nan, y: 0)),
      (PixelSize(width: 10, height: 10), PixelPoint(x: 0, y: .infinity)),
      // 2³² sizes of 10 is the most an origin may be: one more is out.
      (PixelSize(width: 10, height: 10), PixelPoint(x: 10 * 0x1p32 + 0x1p12, y: 0)),
    ]
    for (size, origin) in bad {
      for orientation in HexOrientation.allCases {
        XCTAssertNil(HexGeometry(orientation: orientation, validatingSize: size, origin: origin), "\(size) \(origin)")
      }
    }
    for size in [Double.nan, .infinity, 0, -0.0, 1e300, .leastNormalMagnitude / 2] {
      XCTAssertNil(HexGeometry(orientation: .flatTop, validatingSize: size), "\(size)")
    }
    let good: [(PixelSize, PixelPoint)] = [
      (PixelSize(width: 10, height: 8), .zero), (PixelSize(width: -10, height: 8), PixelPoint(x: 3, y: -4)),
      (PixelSize(width: 0x1p50, height: 0x1p50), .zero), (PixelSize(width: 1e-300, height: 1e-300), .zero),
      (PixelSize(width: 10, height: 10), PixelPoint(x: 10 * 0x1p32, y: -10 * 0x1p32)),
    ]
    for (size, origin) in good {
      for orientation in HexOrientation.allCases {
        for yAxis in [HexYAxis.down, .up] {
          let geometry = HexGeometry(orientation: orientation, validatingSize: size, origin: origin, yAxis: yAxis)
          XCTAssertEqual(
            geometry, HexGeometry(orientation: orientation, size: size, origin: origin, yAxis: yAxis), "\(size)")
          for hex in corners {
            let c = geometry?.center(of: hex)
            XCTAssertEqual(c?.isFinite, true, "\(size) \(origin) \(hex)")
            XCTAssertEqual(c.flatMap { geometry?.hex(containing: $0) }, hex, "\(size) \(origin) \(hex)")
          }
        }
      }
    }
    XCTAssertEqual(
      HexGeometry(orientation: .pointyTop, validatingSize: 12.5), HexGeometry(orientation: .pointyTop, size: 12.5))
    // The documented answer without the check: NaN in, NaN out.
    let nan = HexGeometry(orientation: .flatTop, size: .nan).center(of: Hex(q: 1, r: 0))
    XCTAssertTrue(nan.x.isNaN && nan.y.isNaN)
  }
}
