import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// Tests of `HexGeometry.bounds(of:)` and `HexGeometry(fitting:in:orientation:padding:)`.
///
/// Oracle: the minimum and maximum over every corner of every cell.
final class HexGeometryBoundsTests: XCTestCase {
  func cornerBox(_ hexes: [Hex], _ geometry: HexGeometry) -> (minX: Double, maxX: Double, minY: Double, maxY: Double) {
    let corners = hexes.flatMap { Array(geometry.corners(of: $0)) }
    return (
      corners.map(\.x).min()!, corners.map(\.x).max()!, corners.map(\.y).min()!, corners.map(\.y).max()!
    )
  }

  func randomHexes(_ rng: inout SplitMix64) -> [Hex] {
    let count = Int.random(in: 1...40, using: &rng)
    let spread = [1, 5, 100, 1 << 20][Int.random(in: 0..<4, using: &rng)]
    return (0..<count).map { _ in
      Hex(q: Int.random(in: -spread...spread, using: &rng), r: Int.random(in: -spread...spread, using: &rng))
    }
  }

  /// One flat-top hex of size 10: corners at x = ±10 and y = ±5√3.
  func testBoundsHandWorked() {
    let b = HexGeometry(orientation: .flatTop, size: 10).bounds(of: [Hex.zero])!
    XCTAssertEqual(b.minX, -10)
    XCTAssertEqual(b.width, 20)
    XCTAssertEqual(b.minY, -5 * (3.0).squareRoot(), accuracy: 1e-12)
    XCTAssertEqual(b.height, 10 * (3.0).squareRoot(), accuracy: 1e-12)
    XCTAssertNil(HexGeometry(orientation: .flatTop, size: 10).bounds(of: [Hex]()))
    XCTAssertNil(HexGeometry(orientation: .pointyTop, size: .nan).bounds(of: [Hex.zero]))
    XCTAssertNil(HexGeometry(orientation: .pointyTop, size: .infinity).bounds(of: [Hex.zero]))
  }

  func testBoundsAreTheCornersBox() {
    let seed: UInt64 = 0x424f_554e
    withSeededCases(count: 300, seed: seed) { rng, seeded in
      let hexes = randomHexes(&rng)
      let geometry = HexGeometry(
        orientation: Bool.random(using: &rng) ? .flatTop : .pointyTop,
        size: PixelSize(
          width: Double.random(in: -20...20, using: &rng), height: Double.random(in: 0.1...20, using: &rng)),
        origin: PixelPoint(x: Double.random(in: -100...100, using: &rng), y: Double.random(in: -100...100, using: &rng))
      )
      let context = "\(seeded) \(geometry) \(hexes)"
      guard let b = geometry.bounds(of: hexes) else { return XCTFail(context) }
      let box = cornerBox(hexes, geometry)
      let tolerance = 1e-9 * max(1, abs(box.minX), abs(box.maxX), abs(box.minY), abs(box.maxY))
      XCTAssertEqual(b.minX, box.minX, accuracy: tolerance, context)
      XCTAssertEqual(b.maxX, box.maxX, accuracy: tolerance, context)
      XCTAssertEqual(b.minY, box.minY, accuracy: tolerance, context)
      XCTAssertEqual(b.maxY, box.maxY, accuracy: tolerance, context)
    }
  }

  /// Every corner lies inside the padded rect, the cells touch it on one
  /// pair of opposite sides, and they are centered between the other pair.
  func testFittingIsInsideTightAndCentered() {
    let seed: UInt64 = 0x4649_5421
    withSeededCases(count: 300, seed: seed) { rng, seeded in
      let hexes = randomHexes(&rng)
      let orientation: HexOrientation = Bool.random(using: &rng) ? .flatTop : .pointyTop
      let rect = PixelRect(
        x: Double.random(in: -500...500, using: &rng), y: Double.random(in: -500...500, using: &rng),
        width: Double.random(in: 30...1000, using: &rng) * (Bool.random(using: &rng) ? 1 : -1),
        height: Double.random(in: 30...1000, using: &rng))
      let padding = Double.random(in: 0...10, using: &rng)
      let context = "\(seeded) \(rect) padding \(padding) \(orientation) \(hexes)"
      guard let geometry = HexGeometry(fitting: hexes, in: rect, orientation: orientation, padding: padding) else {
        XCTFail(context)
        return
      }
      XCTAssertEqual(geometry.size.width, geometry.size.height, context)
      XCTAssertEqual(geometry.orientation, orientation, context)
      let box = cornerBox(hexes, geometry)
      let tolerance = 1e-9 * max(1, abs(rect.minX), abs(rect.maxX), abs(rect.minY), abs(rect.maxY))
      let (left, right) = (box.minX - (rect.minX + padding), (rect.maxX - padding) - box.maxX)
      let (top, bottom) = (box.minY - (rect.minY + padding), (rect.maxY - padding) - box.maxY)
      for gap in [left, right, top, bottom] { XCTAssertGreaterThanOrEqual(gap, -tolerance, context) }
      let touchesX = abs(left) <= tolerance && abs(right) <= tolerance
      let touchesY = abs(top) <= tolerance && abs(bottom) <= tolerance
      XCTAssertTrue(touchesX || touchesY, "\(context): gaps \(left) \(right) \(top) \(bottom)")
      XCTAssertEqual(left, right, accuracy: tolerance, context)
      XCTAssertEqual(top, bottom, accuracy: tolerance, context)
    }
  }

  /// The documented example: the radius-2 hexagon is 8 × 5√3 at size 1;
  /// in 320 × 240 with padding 8 the size is 224 / (5√3), centred at (160, 120).
  func testFittingHandWorked() {
    let geometry = HexGeometry(
      fitting: Hex.zero.hexagon(radius: 2), in: PixelRect(x: 0, y: 0, width: 320, height: 240), orientation: .flatTop,
      padding: 8)
    XCTAssertEqual(geometry?.size.width ?? 0, 224 / (5 * (3.0).squareRoot()), accuracy: 1e-12)
    XCTAssertEqual(geometry?.origin.x ?? 0, 160, accuracy: 1e-12)
    XCTAssertEqual(geometry?.origin.y ?? 0, 120, accuracy: 1e-12)
  }

  func testFittingRefusesBadInput() {
    let rect = PixelRect(x: 0, y: 0, width: 100, height: 100)
    XCTAssertNil(HexGeometry(fitting: [Hex](), in: rect, orientation: .flatTop))
    XCTAssertNil(HexGeometry(fitting: [Hex.zero], in: .zero, orientation: .flatTop))
    XCTAssertNil(
      HexGeometry(fitting: [Hex.zero], in: PixelRect(x: 0, y: 0, width: 100, height: 0), orientation: .pointyTop))
    XCTAssertNil(
      HexGeometry(fitting: [Hex.zero], in: PixelRect(x: .nan, y: 0, width: 1, height: 1), orientation: .flatTop))
    XCTAssertNil(
      HexGeometry(fitting: [Hex.zero], in: PixelRect(x: 0, y: 0, width: .infinity, height: 1), orientation: .flatTop))
    XCTAssertNil(HexGeometry(fitting: [Hex.zero], in: rect, orientation: .flatTop, padding: 50))
    XCTAssertNil(HexGeometry(fitting: [Hex.zero], in: rect, orientation: .flatTop, padding: .nan))
    // One hex far out still fits, and its cell lands in the rect.
    let far = Hex(q: 1 << 30, r: -(1 << 29))
    let g = HexGeometry(fitting: [far], in: rect, orientation: .pointyTop)
    XCTAssertNotNil(g)
    if let g { XCTAssertEqual(g.center(of: far).x, 50, accuracy: 1e-6) }
  }
}
