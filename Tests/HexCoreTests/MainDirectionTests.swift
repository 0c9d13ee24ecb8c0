import Foundation
import HexCore
import XCTest

/// Directions toward any hex, wedges and cones, against an angle oracle
/// computed with `atan2` on the hexes' screen centers.
final class MainDirectionTests: XCTestCase {
  let geometry = HexGeometry(orientation: .flatTop, size: 1)

  func angle(_ p: PixelPoint) -> Double { atan2(p.y, p.x) }

  /// The smallest angle between two screen vectors, in radians.
  func gap(_ a: PixelPoint, _ b: PixelPoint) -> Double {
    var d = abs(angle(a) - angle(b))
    if d > .pi { d = 2 * .pi - d }
    return d
  }

  func testMainDirectionIsTheNearestInAngle() {
    for hex in Hex.zero.hexagon(radius: 10) where hex != .zero {
      let v = geometry.center(of: hex)
      let gaps = HexDirection.allCases.map { gap(v, geometry.center(of: $0.vector)) }
      let best = gaps.min()!
      // The oracle's choice: the smallest index among those within rounding
      // of the best.
      let expected = HexDirection.allCases.first { gaps[$0.index] <= best + 1e-9 }!
      XCTAssertEqual(Hex.zero.mainDirection(to: hex), expected, "\(hex)")
      let dgaps = HexDiagonal.allCases.map { gap(v, geometry.center(of: $0.vector)) }
      let dbest = dgaps.min()!
      XCTAssertEqual(
        Hex.zero.mainDiagonal(to: hex), HexDiagonal.allCases.first { dgaps[$0.index] <= dbest + 1e-9 }, "\(hex)")
      // Moving the origin changes nothing.
      XCTAssertEqual(Hex(q: -7, r: 40).mainDirection(to: Hex(q: -7, r: 40) + hex), expected)
    }
    XCTAssertNil(Hex(q: 3, r: 3).mainDirection(to: Hex(q: 3, r: 3)))
    XCTAssertNil(Hex.zero.mainDiagonal(to: .zero))
    // By hand: (1, 1) lies on the diagonal between directions 0 (1, 0) and
    // 1 (0, 1), equally far: the tie goes to index 0.
    XCTAssertEqual(Hex.zero.mainDirection(to: Hex(q: 1, r: 1))?.index, 0)
    // Far hexes at the range's edge do not overflow.
    let edge = Hex.coordinateRange.upperBound
    XCTAssertEqual(Hex(q: -edge, r: 0).mainDirection(to: Hex(q: edge, r: 0))?.index, 0)
  }

  func testWedgesMatchTheAngleOracle() {
    for d in HexDirection.allCases {
      for spread in 0...2 {
        let wedge = Set(Hex.zero.cornerWedge(toward: d, spread: spread, radius: 10))
        let axis = geometry.center(of: d.vector)
        for hex in Hex.zero.hexagon(radius: 10) {
          let inside = hex == .zero || gap(geometry.center(of: hex), axis) <= Double(2 * spread + 1) * .pi / 6 + 1e-9
          XCTAssertEqual(wedge.contains(hex), inside, "\(d) spread \(spread) \(hex)")
        }
      }
    }
    // By hand, direction 0, radius 2: the center; (1, 0); at distance 2 the
    // hex (2, 0) on the axis and (2, -1), (1, 1) on the boundary diagonals.
    XCTAssertEqual(
      Set(Hex.zero.cornerWedge(toward: .flatBottomRight, radius: 2)),
      [.zero, Hex(q: 1, r: 0), Hex(q: 2, r: 0), Hex(q: 2, r: -1), Hex(q: 1, r: 1)])
    XCTAssertEqual(Hex.zero.cornerWedge(toward: .flatTop, radius: -1), [])
    XCTAssertEqual(Hex.zero.cornerWedge(toward: .flatTop, radius: 0), [.zero])
    XCTAssertEqual(Hex.zero.cornerWedge(toward: .flatTop, spread: 3, radius: 3).count, 37)
  }

  /// Near the edge of the range a wedge keeps the hexes in range.
  ///
  /// They come in hexagon order, as the angle oracle says; and it costs what it
  /// returns: from a corner (or an edge) of the range pointing outward it is
  /// its apex alone however large the radius, where visiting the clipped
  /// hexagon of radius 2³¹ around a corner (about 3.5·10¹⁸ hexes inward)
  /// never ended.
  func testWedgesNearTheRangeEdgeKeepTheAngleRuleAndCostWhatTheyReturn() {
    let b = Hex.coordinateRange.upperBound
    let corners = [
      Hex(q: b, r: -b), Hex(q: b, r: 0), Hex(q: 0, r: b), Hex(q: -b, r: b), Hex(q: -b, r: 0), Hex(q: 0, r: -b),
    ]
    let edges = [Hex(q: b, r: -b / 2), Hex(q: -b / 2, r: b), Hex(q: b / 2, r: -b), Hex(q: b - 2, r: -b + 5)]
    for apex in corners + edges + [Hex(q: 3, r: -7)] {
      for d in HexDirection.allCases {
        let axis = geometry.center(of: d.vector)
        for spread in 0...4 {
          let wedge = apex.cornerWedge(toward: d, spread: spread, radius: 6)
          let expected =
            [apex]
            + apex.hexagon(radius: 6).filter { hex in
              hex != apex
                && (spread >= 3
                  || gap(geometry.center(of: hex - apex), axis) <= Double(2 * spread + 1) * .pi / 6 + 1e-9)
            }
          XCTAssertEqual(wedge, expected, "\(apex) \(d) spread \(spread)")
          // A wedge that stops short of its radius holds nothing farther:
          // the same for any radius, returned at once.
          if wedge.allSatisfy({ $0.distance(to: apex) < 6 }) {
            for radius in [1 << 20, 1 << 31, Int.max] {
              XCTAssertEqual(
                apex.cornerWedge(toward: d, spread: spread, radius: radius), wedge, "\(apex) \(d) \(radius)")
            }
          }
        }
      }
    }
    // Pointing outward from the corner (2³⁰, -2³⁰): q grows or r shrinks
    // along direction 0, (1, 0), so nothing but the apex is in range.
    XCTAssertEqual(Hex(q: b, r: -b).cornerWedge(toward: .flatBottomRight, radius: 1 << 20), [Hex(q: b, r: -b)])
    // Radii above 1024 count as 1024 (the whole hexagon with spread 3:
    // 3·1024·1025 + 1 hexes).
    XCTAssertEqual(Hex.zero.cornerWedge(toward: .flatTop, spread: 3, radius: Int.max).count, 3_148_801)
    XCTAssertEqual(
      Hex.zero.cornerWedge(toward: .flatTop, radius: 5_000), Hex.zero.cornerWedge(toward: .flatTop, radius: 1_024))
  }

  func testConeOfSightIsSightWithinTheWedge() {
    let pillar = Hex(q: 2, r: 0)
    let blocks = { (h: Hex) in h == pillar }
    let cone = Hex.zero.fieldOfView(radius: 5, facing: .flatBottomRight, blocksSight: blocks)
    let expected = Hex.zero.fieldOfView(radius: 5, blocksSight: blocks)
      .filter { Set(Hex.zero.cornerWedge(toward: .flatBottomRight, radius: 5)).contains($0) }
    XCTAssertEqual(cone, expected)
    XCTAssertTrue(cone.contains(pillar))
    XCTAssertFalse(cone.contains(Hex(q: 4, r: 0)))  // behind the pillar
    XCTAssertFalse(cone.contains(Hex(q: -1, r: 0)))  // behind the viewer
  }

  func testScreenVectorsAndUnitVectors() {
    for orientation in HexOrientation.allCases {
      let g = HexGeometry(orientation: orientation, size: 1)
      for d in HexDirection.allCases {
        let u = d.unitVector(for: orientation)
        let c = g.center(of: d.vector)
        XCTAssertEqual(u.x * u.x + u.y * u.y, 1, accuracy: 1e-12)
        XCTAssertEqual(u.x * c.y - u.y * c.x, 0, accuracy: 1e-12)  // parallel
        XCTAssertGreaterThan(u.x * c.x + u.y * c.y, 0)  // same way
        // A swipe along a direction, or nudged 20° off it, picks it.
        XCTAssertEqual(HexDirection.nearest(to: PixelPoint(x: 40 * u.x, y: 40 * u.y), orientation: orientation), d)
        let turn = 20.0 * .pi / 180
        let nudged = PixelPoint(x: u.x * cos(turn) - u.y * sin(turn), y: u.x * sin(turn) + u.y * cos(turn))
        XCTAssertEqual(HexDirection.nearest(to: nudged, orientation: orientation), d)
      }
      for d in HexDiagonal.allCases {
        let u = d.unitVector(for: orientation)
        XCTAssertEqual(HexDiagonal.nearest(to: PixelPoint(x: 1e300 * u.x, y: 1e300 * u.y), orientation: orientation), d)
      }
    }
    XCTAssertEqual(HexDirection.pointyRight.unitVector(for: .pointyTop).x, 1, accuracy: 1e-12)
    XCTAssertEqual(HexDirection.flatBottomRight.unitVector(for: .flatTop).x, 3.0.squareRoot() / 2, accuracy: 1e-12)
    XCTAssertNil(HexDirection.nearest(to: .zero, orientation: .flatTop))
    XCTAssertNil(HexDirection.nearest(to: PixelPoint(x: .nan, y: 1), orientation: .flatTop))
    XCTAssertNil(HexDiagonal.nearest(to: PixelPoint(x: .infinity, y: 1), orientation: .pointyTop))
  }
}
