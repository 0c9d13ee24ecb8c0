import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// The main direction and diagonal toward any hex, and the screen vectors of
/// directions, against an angle oracle computed with `atan2` on the hexes'
/// screen centers.
final class MainDirectionTests: XCTestCase {
  let geometry = HexGeometry(orientation: .flatTop, size: 1)

  func testMainDirectionIsTheNearestInAngle() {
    for hex in Hex.zero.hexagon(radius: 10) where hex != .zero {
      let v = geometry.center(of: hex)
      let gaps = HexDirection.allCases.map { angleGap(v, geometry.center(of: $0.vector)) }
      let best = gaps.min()!
      // The oracle's choice: the smallest index among those within rounding
      // of the best.
      let expected = HexDirection.allCases.first { gaps[$0.index] <= best + 1e-9 }!
      XCTAssertEqual(Hex.zero.mainDirection(to: hex), expected, "\(hex)")
      let dgaps = HexDiagonal.allCases.map { angleGap(v, geometry.center(of: $0.vector)) }
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
