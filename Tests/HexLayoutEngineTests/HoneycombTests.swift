import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

/// `HoneycombLayout`: positions, size, growth, fisheye, drag settling,
/// selection and touch, with hand-computed expectations.
final class HoneycombTests: XCTestCase {
  /// One rule for the honeycomb's unspecified proposal, the cells'
  /// extent: 14 cells of diameter 125 are 558.0 × 625 (|x| ≤ 2 · (√3/2) ·
  /// 125 = 216.5, so 2 · 216.5 + 125 = 558.0; |y| ≤ 250, so 625).
  func testTheHoneycombsUnspecifiedProposalIsItsExtent() {
    let honeycomb = HoneycombLayout(diameter: 125)
    let size = honeycomb.sizeThatFits(proposal: .unspecified, cache: honeycomb.makeCache(count: 14))
    XCTAssertEqual(size.width, 2 * 3.0.squareRoot() * 125 + 125, accuracy: 1e-9)
    XCTAssertEqual(size.height, 625, accuracy: 1e-9)
    XCTAssertEqual(honeycomb.sizeThatFits(proposal: .infinity, cache: honeycomb.makeCache(count: 14)), size)
  }

  let sqrt3 = (3.0).squareRoot()

  func testNeighbourCentresAreOneDiameterApart() {
    let seed: UInt64 = 0x484F_4E31
    withSeededCases(count: 50, seed: seed) { rng, seeded in
      let d = Double.random(in: 1...500, using: &rng)
      let honeycomb = HoneycombLayout(diameter: d)
      for h in Hex.zero.hexagon(radius: 4) {
        for n in h.neighbors {
          XCTAssertEqual(
            distance(honeycomb.center(of: h), honeycomb.center(of: n)), d, accuracy: 1e-9 * d,
            "\(seeded) \(h) \(n)")
        }
        // Non-neighbours are farther: cells never overlap.
        for other in Hex.zero.hexagon(radius: 4) where other != h && !other.isNeighbor(of: h) {
          XCTAssertGreaterThan(
            distance(honeycomb.center(of: h), honeycomb.center(of: other)), d * 1.7, "\(seeded)")
        }
      }
    }
  }

  func testTheArticlesFourteenTopicsIn400x600() {
    // d = 125, container 400 × 600. DESIGN.md: size = d/√3, x = 3/2·q·size,
    // y = (√3/2·q + √3·r)·size. So x = (√3/2)·125·q = 108.253…·q and
    // y = 125·(q/2 + r) = 62.5·q + 125·r, from the middle (200, 300).
    // The first 14 cells of the walk (see HoneycombWalkTests): (0,0), ring 1
    // from (1,0) round to (1,-1), then (2,-1), (2,0), (1,1), (0,2), (-1,2),
    // (-2,2), (-2,1).
    let dx = sqrt3 / 2 * 125
    let expected: [(q: Int, r: Int, x: Double, y: Double)] = [
      (0, 0, 200, 300), (1, 0, 200 + dx, 362.5), (0, 1, 200, 425), (-1, 1, 200 - dx, 362.5),
      (-1, 0, 200 - dx, 237.5), (0, -1, 200, 175), (1, -1, 200 + dx, 237.5), (2, -1, 200 + 2 * dx, 300),
      (2, 0, 200 + 2 * dx, 425), (1, 1, 200 + dx, 487.5), (0, 2, 200, 550), (-1, 2, 200 - dx, 487.5),
      (-2, 2, 200 - 2 * dx, 425), (-2, 1, 200 - 2 * dx, 300),
    ]
    let honeycomb = HoneycombLayout(diameter: 125)
    let cache = honeycomb.makeCache(count: 14)
    XCTAssertEqual(cache.cellCount, 14)
    XCTAssertEqual(cache.lastCell, Hex(q: -2, r: 1))
    let container = PixelRect(x: 0, y: 0, width: 400, height: 600)
    // A finite proposal is taken as offered.
    XCTAssertEqual(
      honeycomb.sizeThatFits(proposal: ProposedSize(width: 400, height: 600), cache: cache),
      PixelSize(width: 400, height: 600))
    let placements = Array(honeycomb.placedCells(in: container, cache: cache))
    XCTAssertEqual(placements.count, 14)
    XCTAssertEqual(Array(Hex.zero.honeycombWalk(count: 14)), expected.map { Hex(q: $0.q, r: $0.r) })
    for (i, (p, e)) in zip(placements, expected).enumerated() {
      XCTAssertEqual(p.subviewIndex, i)
      XCTAssertEqual(p.position.x, e.x, accuracy: 1e-9, "cell \(i) (\(e.q), \(e.r))")
      XCTAssertEqual(p.position.y, e.y, accuracy: 1e-9, "cell \(i) (\(e.q), \(e.r))")
      XCTAssertEqual(p.anchor, .center)
      XCTAssertEqual(p.proposal, ProposedSize(width: 125, height: 125))
    }
    // Bounds elsewhere move everything by their origin.
    let moved = Array(honeycomb.placedCells(in: PixelRect(x: 30, y: -40, width: 400, height: 600), cache: cache))
    XCTAssertEqual(moved[5].position.x, 230, accuracy: 1e-9)
    XCTAssertEqual(moved[5].position.y, 135, accuracy: 1e-9)
  }

  func testIdealSizeIsTheSymmetricExtentOfTheCells() {
    // 14 cells, d = 125: max |x| = 2·108.25 (q = ±2), max |y| = 250 (cell (0,2));
    // the size is 2·max + d in each direction: (250√3 + 125) × 625.
    let honeycomb = HoneycombLayout(diameter: 125)
    let cache = honeycomb.makeCache(count: 14)
    for proposal in [ProposedSize.unspecified, .infinity, ProposedSize(width: nil, height: .infinity)] {
      let size = honeycomb.sizeThatFits(proposal: proposal, cache: cache)
      XCTAssertEqual(size.width, 250 * sqrt3 + 125, accuracy: 1e-9, "\(proposal)")
      XCTAssertEqual(size.height, 625, accuracy: 1e-9, "\(proposal)")
    }
    let mixed = honeycomb.sizeThatFits(proposal: ProposedSize(width: 300, height: nil), cache: cache)
    XCTAssertEqual(mixed.width, 300)
    XCTAssertEqual(mixed.height, 625, accuracy: 1e-9)
    // A single off-centre cell at (3, 0): x = 3·108.25, y = 187.5; symmetric about the centre.
    let one = honeycomb.makeCache(coordinates: [Hex(q: 3, r: 0)])
    let size = honeycomb.sizeThatFits(proposal: .unspecified, cache: one)
    XCTAssertEqual(size.width, 2 * 3 * sqrt3 / 2 * 125 + 125, accuracy: 1e-9)
    XCTAssertEqual(size.height, 2 * 187.5 + 125, accuracy: 1e-9)
    // Placed in that size, every cell's circle lies inside the bounds.
    for count in [1, 7, 14, 19, 50] {
      let c = honeycomb.makeCache(count: count)
      let s = honeycomb.sizeThatFits(proposal: .unspecified, cache: c)
      for p in honeycomb.placedCells(in: PixelRect(origin: .zero, size: s), cache: c) {
        XCTAssertGreaterThanOrEqual(p.position.x - 62.5, -1e-9, "count=\(count)")
        XCTAssertLessThanOrEqual(p.position.x + 62.5, s.width + 1e-9, "count=\(count)")
        XCTAssertGreaterThanOrEqual(p.position.y - 62.5, -1e-9, "count=\(count)")
        XCTAssertLessThanOrEqual(p.position.y + 62.5, s.height + 1e-9, "count=\(count)")
      }
    }
  }

  /// A count is capped at the documented maximum, 2^20, never taken as
  /// storage to reserve: `makeCache(count: .max)` once stored 2^31 − 1
  /// cells (an abort allocating 3.2 GB on the way to 25 GB).
  func testCountsAreCappedAtTheMaximum() {
    XCTAssertEqual(HoneycombLayout.maximumCellCount, 1_048_576)
    let honeycomb = HoneycombLayout(diameter: 10)
    let cache = honeycomb.makeCache(count: .max)
    XCTAssertEqual(cache.cellCount, 1 << 20)
    // The cache holds the walk's first 2^20 cells: its last is the walk's.
    XCTAssertEqual(cache.lastCell, Hex.zero.honeycombWalk(count: 1 << 20)[(1 << 20) - 1])
  }

  // MARK: Fisheye

  func testFisheyeWellInsideChangesNothing() {
    // Centre cell, no offset, 400 × 600: p = (0, 0), ex = 0 + 125 − 200 = −75,
    // ey = 125 − 300 = −175, e = 0.
    let effect = HoneycombLayout(diameter: 125).fisheye(for: .zero, containerSize: PixelSize(width: 400, height: 600))
    XCTAssertEqual(effect.size, 125)
    XCTAssertEqual(effect.shift.x, 0)
    XCTAssertEqual(effect.shift.y, 0)
    XCTAssertEqual(effect.scale, 1)
  }

  func testFisheyeAtTheBorder() {
    // Offset (75, 0): p.x = 75, ex = 75 + 125 − 200 = 0, so nothing changes yet.
    let honeycomb = HoneycombLayout(diameter: 125, contentOffset: PixelPoint(x: 75, y: 0))
    let effect = honeycomb.fisheye(for: .zero, containerSize: PixelSize(width: 400, height: 600))
    XCTAssertEqual(effect.size, 125, accuracy: 1e-12)
    XCTAssertEqual(effect.shift.x, 0, accuracy: 1e-12)
    XCTAssertEqual(effect.scale, 1, accuracy: 1e-12)
    // One point further: ex = 1, size = 125 − 0.75, shift −1/3.
    let beyond = HoneycombLayout(diameter: 125, contentOffset: PixelPoint(x: 76, y: 0))
      .fisheye(for: .zero, containerSize: PixelSize(width: 400, height: 600))
    XCTAssertEqual(beyond.size, 124.25, accuracy: 1e-12)
    XCTAssertEqual(beyond.shift.x, -1.0 / 3, accuracy: 1e-12)
    XCTAssertEqual(beyond.shift.y, 0, accuracy: 1e-12)
  }

  func testFisheyeBeyondTheBorder() {
    // Offset (150, −250): p = (150, −250); ex = 150 + 125 − 200 = 75,
    // ey = 250 + 125 − 300 = 75; e = 75; size = 125 − 56.25 = 68.75;
    // shift = (−75/3, +75/3) = (−25, 25); scale = 68.75/125 = 0.55.
    let honeycomb = HoneycombLayout(diameter: 125, contentOffset: PixelPoint(x: 150, y: -250))
    let container = PixelSize(width: 400, height: 600)
    let effect = honeycomb.fisheye(for: .zero, containerSize: container)
    XCTAssertEqual(effect.size, 68.75, accuracy: 1e-12)
    XCTAssertEqual(effect.shift.x, -25, accuracy: 1e-12)
    XCTAssertEqual(effect.shift.y, 25, accuracy: 1e-12)
    XCTAssertEqual(effect.scale, 0.55, accuracy: 1e-12)
    // Touched: ×0.9 for the touched cell and its neighbours only.
    func touching(_ hex: Hex) -> HoneycombLayout {
      var touched = honeycomb
      touched.effects.touchedCell = hex
      return touched
    }
    XCTAssertEqual(touching(.zero).fisheye(for: .zero, containerSize: container).scale, 0.495, accuracy: 1e-12)
    XCTAssertEqual(
      touching(Hex(q: 0, r: 1)).fisheye(for: .zero, containerSize: container).scale, 0.495, accuracy: 1e-12)
    XCTAssertEqual(
      touching(Hex(q: 0, r: 2)).fisheye(for: .zero, containerSize: container).scale, 0.55, accuracy: 1e-12)
    // The larger excess decides the size: p = (100, −280): ex = 25, ey = 105,
    // size = 125 − 78.75 = 46.25, shift = (−25/3, 35).
    let uneven = HoneycombLayout(diameter: 125, contentOffset: PixelPoint(x: 100, y: -280)).fisheye(
      for: .zero, containerSize: container)
    XCTAssertEqual(uneven.size, 46.25, accuracy: 1e-12)
    XCTAssertEqual(uneven.shift.x, -25.0 / 3, accuracy: 1e-12)
    XCTAssertEqual(uneven.shift.y, 35, accuracy: 1e-12)
    // Far beyond: size 0, scale clamped to 0.001; p = (1000, 0), ex = 925.
    let far = HoneycombLayout(diameter: 125, contentOffset: PixelPoint(x: 1_000, y: 0)).fisheye(
      for: .zero, containerSize: container)
    XCTAssertEqual(far.size, 0)
    XCTAssertEqual(far.scale, 0.001)
    XCTAssertEqual(far.shift.x, -925.0 / 3, accuracy: 1e-9)
    // Left of centre, the shift points right: p = (−150, 0), ex = 75.
    let left = HoneycombLayout(diameter: 125, contentOffset: PixelPoint(x: -150, y: 0)).fisheye(
      for: .zero, containerSize: container)
    XCTAssertEqual(left.shift.x, 25, accuracy: 1e-12)
  }

  func testFisheyeUsesTheCellCentre() {
    // Hex (2, −1) sits at x = 2·(√3/2)·125 = 216.5, y = 0: ex = 216.5 + 125 − 200.
    let effect = HoneycombLayout(diameter: 125).fisheye(
      for: Hex(q: 2, r: -1), containerSize: PixelSize(width: 400, height: 600))
    let ex = sqrt3 * 125 + 125 - 200
    XCTAssertEqual(effect.size, 125 - 0.75 * ex, accuracy: 1e-9)
    XCTAssertEqual(effect.shift.x, -ex / 3, accuracy: 1e-9)
    XCTAssertEqual(effect.shift.y, 0, accuracy: 1e-9)  // ey = 0 + 125 − 300 < 0
  }

  // MARK: Drag, selection, touch

  func testDragSettlingAddsInertiaAndClamps() {
    // 14 cells: the last is (−2, 1) at (−2·108.25, 0), 216.5 from the centre;
    // the limit is 0.7 · 125√3 = 151.55.
    let honeycomb = HoneycombLayout(diameter: 125)
    let cache = honeycomb.makeCache(count: 14)
    let limit = 0.7 * 125 * sqrt3
    // Within the limit: 10 + 1.25·40 = 60; −20 + 1.25·(−80) = −120.
    let inside = honeycomb.settledContentOffset(
      from: PixelPoint(x: 10, y: -20), predictedEndTranslation: PixelSize(width: 40, height: -80), cache: cache)
    XCTAssertEqual(inside.x, 60, accuracy: 1e-12)
    XCTAssertEqual(inside.y, -120, accuracy: 1e-12)
    // Beyond: −20 + 1.25·1000 clamps to +limit; 10 − 1.25·400 clamps to −limit.
    let clamped = honeycomb.settledContentOffset(
      from: PixelPoint(x: 10, y: -20), predictedEndTranslation: PixelSize(width: -400, height: 1_000), cache: cache)
    XCTAssertEqual(clamped.x, -limit, accuracy: 1e-9)
    XCTAssertEqual(clamped.y, limit, accuracy: 1e-9)
    // Non-finite inputs count as 0.
    let bad = honeycomb.settledContentOffset(
      from: PixelPoint(x: .nan, y: 30), predictedEndTranslation: PixelSize(width: 8, height: .infinity), cache: cache)
    XCTAssertEqual(bad.x, 10, accuracy: 1e-12)
    XCTAssertEqual(bad.y, 30, accuracy: 1e-12)
    // The clamp scales with the diameter: d = 50 gives 0.7·50√3.
    let small = HoneycombLayout(diameter: 50).settledContentOffset(
      from: .zero, predictedEndTranslation: PixelSize(width: 1e6, height: -1e6), cache: cache)
    XCTAssertEqual(small.x, 0.7 * 50 * sqrt3, accuracy: 1e-9)
    XCTAssertEqual(small.y, -0.7 * 50 * sqrt3, accuracy: 1e-9)
  }

  func testSelectingACellCentresIt() {
    let honeycomb = HoneycombLayout(diameter: 125)
    let cache = honeycomb.makeCache(count: 14)
    let bounds = PixelRect(x: 0, y: 0, width: 400, height: 600)
    for (i, hex) in Hex.zero.honeycombWalk(count: 14).enumerated() {
      let offset = honeycomb.contentOffset(centering: hex)
      let c = honeycomb.center(of: hex)
      XCTAssertEqual(offset, PixelPoint(x: -c.x, y: -c.y))
      var moved = honeycomb
      moved.contentOffset = offset
      let p = moved.placedCells(in: bounds, cache: cache)[i]
      XCTAssertEqual(p.position.x, 200, accuracy: 1e-9, "\(hex)")
      XCTAssertEqual(p.position.y, 300, accuracy: 1e-9, "\(hex)")
      // The centred cell is untouched by the fisheye.
      XCTAssertEqual(
        moved.fisheye(for: hex, containerSize: PixelSize(width: 400, height: 600)).scale, 1, accuracy: 1e-12)
    }
  }

  func testTouchDimsTheCellAndShrinksItsNeighbours() {
    let honeycomb = HoneycombLayout(diameter: 125)
    let touched = Hex(q: 1, r: -1)
    let touching = HoneycombLayout(diameter: 125, effects: HoneycombEffects(touchedCell: touched))
    for h in Hex.zero.hexagon(radius: 4) {
      let effect = touching.touchEffect(for: h)
      let d = h.distance(to: touched)
      XCTAssertEqual(effect.isDimmed, d == 0, "\(h)")
      XCTAssertEqual(effect.scale, d <= 1 ? 0.9 : 1, "\(h)")
      XCTAssertFalse(honeycomb.touchEffect(for: h).isDimmed)
      XCTAssertEqual(honeycomb.touchEffect(for: h).scale, 1)
    }
  }
}
