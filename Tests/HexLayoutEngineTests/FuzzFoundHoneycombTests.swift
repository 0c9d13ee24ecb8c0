import HexCore
import HexLayoutEngine
import XCTest

/// Cases FuzzLayouts found in the honeycomb's hit testing and culling.
final class FuzzFoundHoneycombTests: XCTestCase {
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
