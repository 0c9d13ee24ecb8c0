import HexCore
import XCTest
import _HexTestSupport

/// `hexes(intersecting:within:limit:)` against a brute-force scan: the
/// hexes of a region whose `hexagon(of:)` intersects the rectangle.
final class HexGeometryCullingTests: XCTestCase {
  /// The brute-force answer, in the query's documented order.
  func bruteForce(_ geometry: HexGeometry, _ rect: PixelRect, _ region: HexRegion) -> [Hex] {
    let hits = region.filter { geometry.hexagon(of: $0).intersects(rect) }
    return hits.sorted {
      geometry.orientation == .flatTop ? ($0.q, $0.r) < ($1.q, $1.r) : ($0.r, $0.q) < ($1.r, $1.q)
    }
  }

  /// 10,000 random geometries and viewports (both orientations, both y
  /// axes, stretched and mirrored cells, viewports from a sliver to wider
  /// than the map) over a hexagon of radius 5 around a random center.
  func testMatchesABruteForceScan() {
    var rng = SplitMix64(seed: 0x5EED_C011)
    var partial = 0
    // 3,000 trials here; FuzzMapView compares the draw list's cells, which
    // this query culls, with a brute-force scan on ever new viewports.
    for trial in 0..<3_000 {
      let orientation: HexOrientation = Bool.random(using: &rng) ? .flatTop : .pointyTop
      let yAxis: HexYAxis = Bool.random(using: &rng) ? .down : .up
      let width = Double.random(in: 0.5...40, using: &rng) * (Int.random(in: 0..<8, using: &rng) == 0 ? -1 : 1)
      let height = Bool.random(using: &rng) ? width : Double.random(in: 0.5...40, using: &rng)
      let geometry = HexGeometry(
        orientation: orientation, size: PixelSize(width: width, height: height),
        origin: PixelPoint(x: .random(in: -500...500, using: &rng), y: .random(in: -500...500, using: &rng)),
        yAxis: yAxis)
      let center = Hex(q: .random(in: -20...20, using: &rng), r: .random(in: -20...20, using: &rng))
      let region = center.hexagonRegion(radius: 5)
      let focus = geometry.center(of: center + Hex(q: .random(in: -6...6, using: &rng), r: 0))
      let cell = Swift.max(width.magnitude, height)
      let rect = PixelRect(
        x: focus.x + cell * .random(in: -8...8, using: &rng), y: focus.y + cell * .random(in: -8...8, using: &rng),
        width: cell * .random(in: 0...12, using: &rng), height: cell * .random(in: 0...12, using: &rng))
      let expected = bruteForce(geometry, rect, region)
      XCTAssertEqual(geometry.hexes(intersecting: rect, within: region), expected, "trial \(trial)")
      if !expected.isEmpty && expected.count < region.count { partial += 1 }
    }
    // Not vacuous: most viewports show part of the map.
    XCTAssertGreaterThan(partial, 900)
  }

  /// Without a region the query clips to the coordinate range: a viewport
  /// over the range's corner returns only hexes inside it.
  func testClipsToTheCoordinateRange() throws {
    let n = Hex.coordinateRange.upperBound
    let geometry = HexGeometry(orientation: .flatTop, size: 1)
    let corner = geometry.center(of: Hex(q: n, r: -n))
    let rect = PixelRect(x: corner.x - 5, y: corner.y - 5, width: 10, height: 10)
    let hexes = try XCTUnwrap(geometry.hexes(intersecting: rect))
    XCTAssertTrue(hexes.contains(Hex(q: n, r: -n)))
    XCTAssertTrue(hexes.allSatisfy(\.isInCoordinateRange))
    let nearby = Hex(q: n, r: -n).hexagonRegion(radius: 6).filter(\.isInCoordinateRange)
    XCTAssertEqual(Set(hexes), Set(nearby.filter { geometry.hexagon(of: $0).intersects(rect) }))
  }

  /// Bad input: non-finite rectangles and degenerate geometries intersect
  /// nothing; more hexes than the limit give `nil`, at once.
  func testBadInputAndTheLimit() {
    let geometry = HexGeometry(orientation: .pointyTop, size: 10)
    for rect in [
      PixelRect(x: .nan, y: 0, width: 10, height: 10), PixelRect(x: 0, y: 0, width: .infinity, height: 10),
      PixelRect(x: -.infinity, y: 0, width: 10, height: 10),
    ] {
      XCTAssertEqual(geometry.hexes(intersecting: rect), [], "\(rect)")
    }
    for size in [
      PixelSize(width: 0, height: 1), PixelSize(width: .nan, height: 1), PixelSize(width: 1, height: .infinity),
    ] {
      let bad = HexGeometry(orientation: .flatTop, size: size)
      XCTAssertEqual(bad.hexes(intersecting: PixelRect(x: 0, y: 0, width: 10, height: 10)), [], "\(size)")
    }
    // A 1e6 × 1e6 viewport over cells of radius 1e-3: about 10^17 hexes.
    let tiny = HexGeometry(orientation: .flatTop, size: 1e-3)
    XCTAssertNil(tiny.hexes(intersecting: PixelRect(x: 0, y: 0, width: 1e6, height: 1e6)))
    // A 100 × 100 viewport over cells of radius 1 (spacing 1.5 × √3):
    // about 100² / (1.5·√3) ≈ 3,849 cells, plus the border.
    let small = HexGeometry(orientation: .flatTop, size: 1)
    let rect = PixelRect(x: 0, y: 0, width: 100, height: 100)
    XCTAssertNil(small.hexes(intersecting: rect, limit: 1_000))
    let all = small.hexes(intersecting: rect, limit: 10_000)
    XCTAssertNotNil(all)
    XCTAssertEqual(Double(all?.count ?? 0), 100 * 100 / (1.5 * 3.0.squareRoot()), accuracy: 300)
    XCTAssertEqual(small.hexes(intersecting: rect, limit: -1), nil)
    XCTAssertEqual(small.hexes(intersecting: rect, within: .empty), [])
  }

  /// The limit counts hits, not candidates: with `limit` equal to the
  /// number of intersecting hexes the answer is complete, with one fewer it
  /// is `nil`, and an empty answer is `[]` at `limit: 0` (issue 40, item 6).
  func testTheLimitCountsHitsExactly() {
    var rng = SplitMix64(seed: 0x11_1117)
    var nonEmpty = 0
    for trial in 0..<600 {
      let orientation: HexOrientation = Bool.random(using: &rng) ? .flatTop : .pointyTop
      let size = Double.random(in: 1...20, using: &rng)
      let geometry = HexGeometry(
        orientation: orientation, size: PixelSize(width: size, height: size * .random(in: 0.5...2, using: &rng)),
        origin: PixelPoint(x: .random(in: -100...100, using: &rng), y: .random(in: -100...100, using: &rng)))
      let middle = Hex(q: .random(in: -9...9, using: &rng), r: .random(in: -9...9, using: &rng))
      let region = middle.hexagonRegion(radius: .random(in: 0...6, using: &rng))
      let focus = geometry.center(of: middle)
      let rect = PixelRect(
        x: focus.x + size * .random(in: -15...8, using: &rng), y: focus.y + size * .random(in: -15...8, using: &rng),
        width: size * .random(in: 0...10, using: &rng), height: size * .random(in: 0...10, using: &rng))
      let expected = bruteForce(geometry, rect, region)
      let k = expected.count
      XCTAssertEqual(geometry.hexes(intersecting: rect, within: region, limit: k), expected, "trial \(trial)")
      if k > 0 {
        XCTAssertNil(geometry.hexes(intersecting: rect, within: region, limit: k - 1), "trial \(trial)")
      }
      var calls = 0
      let complete = geometry.forEachHex(intersecting: rect, within: region, limit: k) { _ in calls += 1 }
      XCTAssertTrue(complete, "trial \(trial)")
      XCTAssertEqual(calls, k, "trial \(trial)")
      if k > 0 { nonEmpty += 1 }
    }
    XCTAssertGreaterThan(nonEmpty, 240)
    // The cases: a viewport over nothing, at limit 0.
    let geometry = HexGeometry(orientation: .flatTop, size: 10)
    let far = PixelRect(x: 1_000, y: 1_000, width: 5, height: 5)
    XCTAssertEqual(geometry.hexes(intersecting: far, within: Hex.zero.hexagonRegion(radius: 3), limit: 0), [])
    XCTAssertEqual(geometry.hexes(intersecting: PixelRect(x: 1, y: 1, width: 1, height: 1), limit: 1), [.zero])
  }

  /// Finite numbers near the end of `Double`'s range: exact still.
  ///
  /// Cells of size up to 10³⁰⁷, and cells and viewports near ±1.7·10³⁰⁸:
  /// the answer is still exactly the hexes whose `hexagon(of:)` intersects
  /// the rectangle (issue 40, item 7).
  func testMatchesABruteForceScanNearTheEndOfDouble() {
    var rng = SplitMix64(seed: 0xF1_0A7)
    var nonEmpty = 0
    for trial in 0..<900 {
      let orientation: HexOrientation = Bool.random(using: &rng) ? .flatTop : .pointyTop
      let yAxis: HexYAxis = Bool.random(using: &rng) ? .down : .up
      let huge = Double.greatestFiniteMagnitude
      let size: Double
      var origin = PixelPoint.zero
      switch trial % 3 {
      case 0:  // enormous cells
        size = .random(in: 1e300...1e307, using: &rng) * (Bool.random(using: &rng) ? 1 : 10)
      case 1:  // cells near the end of the range, larger than the spacing of
        // `Double` there (about 2·10²⁹²; smaller cells all compute to the
        // same point, outside the domain the method documents)
        size = .random(in: 1e299...1e304, using: &rng)
        origin = PixelPoint(
          x: huge * .random(in: -1...1, using: &rng), y: huge * .random(in: -1...1, using: &rng))
      default:  // large cells with the origin far out
        size = .random(in: 1e305...1e307, using: &rng)
        origin = PixelPoint(
          x: huge * .random(in: -0.99...0.99, using: &rng), y: huge * .random(in: -0.99...0.99, using: &rng))
      }
      let geometry = HexGeometry(
        orientation: orientation, size: PixelSize(width: size, height: size * .random(in: 0.7...1, using: &rng)),
        origin: origin, yAxis: yAxis)
      let region = Hex(q: .random(in: -2...2, using: &rng), r: .random(in: -2...2, using: &rng))
        .hexagonRegion(radius: 3)
      let focus = geometry.center(of: Hex(q: .random(in: -2...2, using: &rng), r: .random(in: -2...2, using: &rng)))
      guard focus.isFinite else { continue }
      let extent = size * .random(in: 0...3, using: &rng)
      let rect = PixelRect(
        x: focus.x - size * .random(in: -1...2, using: &rng), y: focus.y - size * .random(in: -1...2, using: &rng),
        width: extent, height: extent * .random(in: 0...2, using: &rng))
      guard rect.isFinite else { continue }
      let expected = bruteForce(geometry, rect, region)
      XCTAssertEqual(
        geometry.hexes(intersecting: rect, within: region), expected, "trial \(trial): \(geometry) \(rect)")
      if !expected.isEmpty { nonEmpty += 1 }
    }
    XCTAssertGreaterThan(nonEmpty, 300)
  }
}

extension Hex {
  /// The hexagon of `radius` around this hex, as a region.
  fileprivate func hexagonRegion(radius: Int) -> HexRegion {
    HexRegion(q: (q - radius)...(q + radius), r: (r - radius)...(r + radius), s: (s - radius)...(s + radius))
  }
}
