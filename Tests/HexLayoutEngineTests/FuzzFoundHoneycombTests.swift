import HexCore
import HexLayoutEngine
import XCTest

/// Found by FuzzLayouts: culling a viewport far out (coordinates near ±10^308)
/// trapped when the inverted fisheye's range came out as ∞…∞.
final class FuzzFoundHoneycombTests: XCTestCase {
  func testViewportsAtTheEndsOfDoubleAreCulledWithoutTrapping() {
    for effects in [HoneycombEffects.none, .fisheye] {
      let honeycomb = HoneycombLayout(diameter: 50, effects: effects)
      let cache = honeycomb.makeCache(count: 19)
      let bounds = Rect(x: 0, y: 0, width: 300, height: 300)
      for rect in [
        Rect(x: 1e308, y: 1e308, width: 1e307, height: 1),
        Rect(x: -1.7e308, y: 0, width: 1e308, height: 1e308),
        Rect(x: 7e307, y: -7e307, width: 0, height: 0),
      ] {
        XCTAssertEqual(honeycomb.subviewIndices(intersecting: rect, in: bounds, cache: cache), [], "\(rect)")
        XCTAssertNil(honeycomb.subviewIndex(at: rect.origin, in: bounds, cache: cache), "\(rect)")
      }
    }
  }
}
