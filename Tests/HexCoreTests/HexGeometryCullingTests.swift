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
    for trial in 0..<10_000 {
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
    XCTAssertGreaterThan(partial, 3_000)
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
}

extension Hex {
  /// The hexagon of `radius` around this hex, as a region.
  fileprivate func hexagonRegion(radius: Int) -> HexRegion {
    HexRegion(q: (q - radius)...(q + radius), r: (r - radius)...(r + radius), s: (s - radius)...(s + radius))
  }
}
