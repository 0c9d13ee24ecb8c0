import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

/// The honeycomb's hit testing and culling against a brute-force oracle over
/// every placement: what is drawn is what is hit.
///
/// A placement's drawn circle is
/// centred at its position with diameter `proposal.width × scale`; the oracle
/// tests every circle, the library only the few its inverted fisheye finds.
final class HoneycombHitTestingTests: XCTestCase {
  struct Circle {
    let index: Int
    let center: PixelPoint
    let radius: Double

    func contains(_ p: PixelPoint) -> Bool {
      let dx = p.x - center.x, dy = p.y - center.y
      return radius > 0 && dx * dx + dy * dy <= radius * radius
    }

    func meets(_ rect: PixelRect) -> Bool {
      let nearest = PixelPoint(
        x: min(max(center.x, rect.minX), rect.maxX), y: min(max(center.y, rect.minY), rect.maxY))
      return contains(nearest)
    }
  }

  /// The circles drawn, each of its true size (``drawnRadius(_:of:in:)``).
  func circles(_ placed: PlacedCells, _ layout: HoneycombLayout, _ bounds: PixelRect) -> [Circle] {
    placed.map {
      Circle(index: $0.subviewIndex, center: $0.position, radius: drawnRadius($0, of: layout, in: bounds))
    }
  }

  /// A random honeycomb: the walk, or scattered cells with holes and repeats,
  /// in either orientation, with or without the fisheye and a touched cell.
  func randomHoneycomb(
    _ i: Int, _ rng: inout SplitMix64
  ) -> (HoneycombLayout, HoneycombLayout.Cache, PixelRect) {
    let d = Double.random(in: 20...140, using: &rng)
    let effects = HoneycombEffects(
      fisheye: i % 3 != 0,
      touchedCell: i % 4 == 0 ? Hex.random(in: -2...2, using: &rng) : nil)
    let honeycomb = HoneycombLayout(
      diameter: d,
      contentOffset: PixelPoint(x: .random(in: -150...150, using: &rng), y: .random(in: -150...150, using: &rng)),
      orientation: i % 2 == 0 ? .flatTop : .pointyTop, effects: effects)
    let cache: HoneycombLayout.Cache
    if i % 5 < 3 {
      cache = honeycomb.makeCache(count: Int.random(in: 1...90, using: &rng))
    } else {
      cache = honeycomb.makeCache(
        coordinates: (0..<40).map { _ -> Hex? in
          Int.random(in: 0..<8, using: &rng) == 0 ? nil : Hex.random(in: -4...4, using: &rng)
        })
    }
    let bounds = PixelRect(
      x: .random(in: -100...100, using: &rng), y: .random(in: -100...100, using: &rng),
      width: .random(in: 60...900, using: &rng), height: .random(in: 60...900, using: &rng))
    return (honeycomb, cache, bounds)
  }

  func testHitTestingMatchesBruteForceWithAndWithoutFisheye() {
    let seed: UInt64 = 0x4843_4854
    var hits = 0, gaps = 0, rims = 0
    withSeededCases(count: 150, seed: seed) { rng, seeded in
      let i = seeded.index
      let (honeycomb, cache, bounds) = randomHoneycomb(i, &rng)
      let placed = honeycomb.placedCells(in: bounds, cache: cache)
      let drawn = circles(placed, honeycomb, bounds)
      guard !drawn.isEmpty else { return }
      var points: [PixelPoint] = []
      // Centres, points on the rims, random points around (gaps, outside).
      for c in drawn.prefix(20) {
        points.append(c.center)
        let angle = Double.random(in: 0..<(2 * Double.pi), using: &rng)
        // A rim point from a rational parametrisation of the circle (no trig):
        // t = tan(angle/4) stand-in, ((1−t²), 2t)/(1+t²) has length 1.
        let t = angle / 7 - 0.5
        let (ux, uy) = ((1 - t * t) / (1 + t * t), 2 * t / (1 + t * t))
        points.append(PixelPoint(x: c.center.x + c.radius * ux, y: c.center.y + c.radius * uy))
        rims += 1
      }
      let xs = drawn.map(\.center.x), ys = drawn.map(\.center.y)
      let d = honeycomb.diameter
      for _ in 0..<120 {
        points.append(
          PixelPoint(
            x: .random(in: (xs.min()! - d)...(xs.max()! + d), using: &rng),
            y: .random(in: (ys.min()! - d)...(ys.max()! + d), using: &rng)))
      }
      for (j, p) in points.enumerated() {
        let expected = drawn.filter { $0.contains(p) }.map(\.index).max()
        let context = "\(seeded) j=\(j) \(honeycomb) \(bounds) \(p)"
        XCTAssertEqual(placed.subviewIndex(at: p), expected, context)
        XCTAssertEqual(honeycomb.subviewIndex(at: p, in: bounds, cache: cache), expected, context)
        if expected == nil { gaps += 1 } else { hits += 1 }
      }
    }
    XCTAssertGreaterThan(hits, 3_000)
    XCTAssertGreaterThan(gaps, 3_000)
    XCTAssertGreaterThan(rims, 1_000)
  }

  func testCullingMatchesBruteForceWithAndWithoutFisheye() {
    let seed: UInt64 = 0x4843_434C
    withSeededCases(count: 150, seed: seed) { rng, seeded in
      let i = seeded.index
      let (honeycomb, cache, bounds) = randomHoneycomb(i, &rng)
      let placed = honeycomb.placedCells(in: bounds, cache: cache)
      let drawn = circles(placed, honeycomb, bounds)
      for j in 0..<30 {
        let w = Double.random(in: 0...(bounds.width * 0.6), using: &rng)
        let h = Double.random(in: 0...(bounds.height * 0.6), using: &rng)
        let rect = PixelRect(
          x: .random(in: (bounds.minX - w - 40)...(bounds.maxX + 40), using: &rng),
          y: .random(in: (bounds.minY - h - 40)...(bounds.maxY + 40), using: &rng),
          width: j % 7 == 0 ? 0 : w, height: h)
        let expected = drawn.filter { $0.meets(rect) }.map(\.index).sorted()
        let context = "\(seeded) j=\(j) \(honeycomb) \(bounds) \(rect)"
        XCTAssertEqual(placed.subviewIndices(intersecting: rect), expected, context)
      }
      XCTAssertEqual(
        placed.subviewIndices(intersecting: PixelRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)),
        drawn.filter { $0.radius > 0 }.map(\.index).sorted(), "\(seeded) everything but size zero")
    }
  }

  /// The honeycomb chapter's topic picker, tried as a user would: 30 cells of
  /// diameter 125, offset (60, −40), fisheye on, taps every 2 points over a
  /// 400 × 800 screen.
  ///
  /// Every tap agrees with the drawn circles.
  func testTopicPickerTapsLandWhereTheCirclesAreDrawn() {
    let honeycomb = HoneycombLayout(diameter: 125, contentOffset: PixelPoint(x: 60, y: -40), effects: .fisheye)
    let cache = honeycomb.makeCache(count: 30)
    let bounds = PixelRect(x: 0, y: 0, width: 400, height: 800)
    let placed = honeycomb.placedCells(in: bounds, cache: cache)
    let drawn = circles(placed, honeycomb, bounds)
    var inside = 0, empty = 0
    for x in stride(from: 0.0, through: 400, by: 2) {
      for y in stride(from: 0.0, through: 800, by: 2) {
        let p = PixelPoint(x: x, y: y)
        let expected = drawn.filter { $0.contains(p) }.map(\.index).max()
        XCTAssertEqual(placed.subviewIndex(at: p), expected, "\(p)")
        if expected == nil { empty += 1 } else { inside += 1 }
      }
    }
    XCTAssertGreaterThan(inside, 10_000)
    XCTAssertGreaterThan(empty, 10_000)
  }

  /// Hand-worked: d = 100, container 400 × 400, no offset.
  ///
  /// Hex (2, 0) is at
  /// x = 3/2 · 2 · 100/√3 = 100√3 ≈ 173.205, y = √3/2 · 2 · 100/√3 = 100.
  /// ex = 173.205 + 100 − 200 = 73.205, ey = 100 + 100 − 200 = 0, so the
  /// size is 100 − ¾ · 73.205 = 45.096, the shift (−24.402, 0), the scale
  /// 0.45096; the drawn centre (200 + 148.803, 200 + 100) = (348.803, 300),
  /// radius 22.548.
  func testFisheyePlacementByHand() {
    let honeycomb = HoneycombLayout(diameter: 100, effects: .fisheye)
    let cache = honeycomb.makeCache(coordinates: [Hex.zero, Hex(q: 2, r: 0)])
    let placed = honeycomb.placedCells(in: PixelRect(x: 0, y: 0, width: 400, height: 400), cache: cache)
    let p = placed[1]
    XCTAssertEqual(p.hex, Hex(q: 2, r: 0))
    XCTAssertEqual(p.position.x, 200 + 100 * 3.0.squareRoot() - (100 * 3.0.squareRoot() - 100) / 3, accuracy: 1e-9)
    XCTAssertEqual(p.position.x, 348.803, accuracy: 1e-3)
    XCTAssertEqual(p.position.y, 300, accuracy: 1e-9)
    XCTAssertEqual(p.scale, 0.45096, accuracy: 1e-5)
    XCTAssertEqual(p.proposal, ProposedSize(width: 100, height: 100))
    // Inside the drawn circle (radius 22.548), outside the undistorted one's
    // centre region: (348.803 + 22, 300) hits, (348.803 + 23, 300) does not.
    XCTAssertEqual(placed.subviewIndex(at: PixelPoint(x: 348.803 + 22, y: 300)), 1)
    XCTAssertNil(placed.subviewIndex(at: PixelPoint(x: 348.803 + 23, y: 300)))
    // The undistorted centre (373.205, 300) is in no drawn circle.
    XCTAssertNil(placed.subviewIndex(at: PixelPoint(x: 373.205, y: 300)))
    // The centre cell is untouched: (200, 200), scale 1.
    XCTAssertEqual(placed[0].position, PixelPoint(x: 200, y: 200))
    XCTAssertEqual(placed[0].scale, 1)
  }

  /// Pointy-top by hand: d = 60, hex (1, 0) is at x = √3 · 60/√3 = 60, y = 0,
  /// hex (0, 1) at x = √3/2 · 60/√3 = 30, y = 3/2 · 60/√3 = 30√3 ≈ 51.962.
  func testPointyTopCentersByHand() {
    let honeycomb = HoneycombLayout(diameter: 60, orientation: .pointyTop)
    XCTAssertEqual(honeycomb.center(of: Hex(q: 1, r: 0)).x, 60, accuracy: 1e-12)
    XCTAssertEqual(honeycomb.center(of: Hex(q: 1, r: 0)).y, 0, accuracy: 1e-12)
    XCTAssertEqual(honeycomb.center(of: Hex(q: 0, r: 1)).x, 30, accuracy: 1e-12)
    XCTAssertEqual(honeycomb.center(of: Hex(q: 0, r: 1)).y, 30 * 3.0.squareRoot(), accuracy: 1e-12)
    // Extent of the 7-cell walk: |x| ≤ 60 and |y| ≤ 51.962, plus d:
    // 2 · 60 + 60 = 180 wide and 2 · 30√3 + 60 ≈ 163.923 high.
    let size = honeycomb.sizeThatFits(proposal: .unspecified, cache: honeycomb.makeCache(count: 7))
    XCTAssertEqual(size.width, 180, accuracy: 1e-9)
    XCTAssertEqual(size.height, 60 * 3.0.squareRoot() + 60, accuracy: 1e-9)
  }

  /// Touch without the fisheye: the touched cell and its neighbours are drawn
  /// at 0.9, so a point 0.46 d from a neighbour's centre misses it while the
  /// same offset from a far cell hits.
  func testTouchScalesTheDrawnCircles() {
    let honeycomb = HoneycombLayout(diameter: 100, effects: HoneycombEffects(touchedCell: .zero))
    let cache = honeycomb.makeCache(count: 19)
    let placed = honeycomb.placedCells(in: PixelRect(x: 0, y: 0, width: 1000, height: 1000), cache: cache)
    for p in placed {
      let near = p.hex == .zero || p.hex.isNeighbor(of: .zero)
      XCTAssertEqual(p.scale, near ? 0.9 : 1, "\(p.hex)")
      let probe = PixelPoint(x: p.position.x + 46, y: p.position.y)
      XCTAssertEqual(placed.subviewIndex(at: probe) == p.subviewIndex, !near, "\(p.hex)")
    }
  }

  func testZeroSizedHoneycombsHitNothing() {
    for d in [0, -5, Double.nan] {
      let honeycomb = HoneycombLayout(diameter: d)
      let cache = honeycomb.makeCache(count: 7)
      let bounds = PixelRect(x: 0, y: 0, width: 300, height: 300)
      XCTAssertNil(honeycomb.subviewIndex(at: PixelPoint(x: 1e9, y: -1e9), in: bounds, cache: cache), "\(d)")
      XCTAssertNil(honeycomb.subviewIndex(at: PixelPoint(x: 150, y: 150), in: bounds, cache: cache), "\(d)")
      XCTAssertEqual(honeycomb.subviewIndices(intersecting: bounds, in: bounds, cache: cache), [], "\(d)")
    }
  }

  func testNonFiniteOffsetsAndPointsNeverTrap() {
    for offset in [PixelPoint(x: .nan, y: 0), PixelPoint(x: .infinity, y: -.infinity)] {
      let honeycomb = HoneycombLayout(diameter: 50, contentOffset: offset, effects: .fisheye)
      let cache = honeycomb.makeCache(count: 10)
      let placed = honeycomb.placedCells(in: PixelRect(x: 0, y: 0, width: 300, height: 300), cache: cache)
      for p in placed {
        XCTAssertTrue(p.position.isFinite && p.scale.isFinite && p.scale > 0, "\(offset) \(p)")
      }
      XCTAssertNil(placed.subviewIndex(at: PixelPoint(x: .nan, y: 0)))
      XCTAssertEqual(placed.subviewIndices(intersecting: PixelRect(x: 0, y: 0, width: .infinity, height: 1)), [])
    }
  }
}

/// The honeycomb's hit testing and culling at the ends of `Double` (cases
/// the fuzz harnesses found, pinned).
final class HoneycombExtremeHitTestingTests: XCTestCase {
  /// Culling a viewport far out (coordinates near ±10^308) trapped when the
  /// inverted fisheye's range came out as ∞…∞.
  func testViewportsAtTheEndsOfDoubleAreCulledWithoutTrapping() {
    for effects in [HoneycombEffects.none, .fisheye] {
      let honeycomb = HoneycombLayout(diameter: 50, effects: effects)
      let cache = honeycomb.makeCache(count: 19)
      let bounds = PixelRect(x: 0, y: 0, width: 300, height: 300)
      for rect in [
        PixelRect(x: 1e308, y: 1e308, width: 1e307, height: 1),
        PixelRect(x: -1.7e308, y: 0, width: 1e308, height: 1e308),
        PixelRect(x: 7e307, y: -7e307, width: 0, height: 0),
      ] {
        XCTAssertEqual(honeycomb.subviewIndices(intersecting: rect, in: bounds, cache: cache), [], "\(rect)")
        XCTAssertNil(honeycomb.subviewIndex(at: rect.origin, in: bounds, cache: cache), "\(rect)")
      }
    }
  }

  /// Tiny cells far from the origin are hit and culled as drawn.
  ///
  /// The last rounding of a drawn center (`middle + relative`) exceeds the
  /// cells, so many are drawn at one point. The hit test named cell 963 where 994 is drawn on top (995 cells of
  /// diameter 1.5e-47 in bounds at x = 4.6e18, clamped to 2^50).
  func testTinyCellsFarOutAreHitAndCulledAsDrawn() {
    let farBounds = [
      PixelRect(x: 4.611686018427388e18, y: 2.220446049250313e-16, width: 0, height: 0x1p-1035),
      PixelRect(x: -0x1p50, y: 0x1p49, width: 3, height: 1e-300),
      PixelRect(x: 1e12, y: -1e12, width: 1e-9, height: 0),
    ]
    let allEffects = [HoneycombEffects.none, .fisheye, HoneycombEffects(fisheye: true, touchedCell: .zero)]
    let cases = [1.5197906465241482e-47, 1e-12, 1e-4].flatMap { diameter in
      [HexOrientation.flatTop, .pointyTop].flatMap { orientation in
        allEffects.flatMap { effects in farBounds.map { (diameter, orientation, effects, $0) } }
      }
    }
    for (diameter, orientation, effects, bounds) in cases {
      let layout = HoneycombLayout(
        diameter: diameter, contentOffset: PixelPoint(x: diameter, y: -diameter), orientation: orientation,
        effects: effects)
      let cache = layout.makeCache(count: 300)
      let placements = layout.placedCells(in: bounds, cache: cache)
      func drawnCircles(where test: (PixelPoint, Double) -> Bool) -> [Int] {
        placements.filter { p in test(p.position, drawnRadius(p, of: layout, in: bounds)) }.map(\.subviewIndex)
      }
      let context = "d \(diameter) \(orientation) \(effects) \(bounds)"
      var probes = placements.prefix(40).map(\.position)
      probes.append(PixelPoint(x: bounds.midX + diameter / 3, y: bounds.midY))
      for probe in probes {
        let oracle = drawnCircles { center, r in
          let dx = probe.x - center.x, dy = probe.y - center.y
          return r > 0 && dx * dx + dy * dy <= r * r
        }.last
        XCTAssertEqual(layout.subviewIndex(at: probe, in: bounds, cache: cache), oracle, "\(probe) \(context)")
        let viewport = PixelRect(origin: probe, size: PixelSize(width: diameter, height: 0))
        let met = drawnCircles { center, r in
          let nearest = PixelPoint(
            x: min(max(center.x, viewport.minX), viewport.maxX), y: min(max(center.y, viewport.minY), viewport.maxY))
          let dx = nearest.x - center.x, dy = nearest.y - center.y
          return r > 0 && dx * dx + dy * dy <= r * r
        }
        XCTAssertEqual(
          layout.subviewIndices(intersecting: viewport, in: bounds, cache: cache), met, "\(viewport) \(context)")
      }
    }
  }
}
