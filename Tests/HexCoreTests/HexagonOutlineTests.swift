import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// `PathElement`, `Hexagon.outline(cornerRadius:)` and the polygon rounding
/// behind it.
///
/// Oracles: the corners themselves, hand-worked tangent points,
/// and the circle-tangent distance `r / tan(θ/2)` for the actual angle.
final class HexagonOutlineTests: XCTestCase {
  let sqrt3 = (3.0).squareRoot()

  func assertClose(
    _ a: PixelPoint, _ b: PixelPoint, _ tolerance: Double = 1e-9, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(a.x, b.x, accuracy: tolerance, "\(message) \(a) vs \(b)", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: tolerance, "\(message) \(a) vs \(b)", file: file, line: line)
  }

  func testSharpOutlineIsTheCornersExactly() {
    for orientation in HexOrientation.allCases {
      for size in [PixelSize(width: 10, height: 10), PixelSize(width: 7, height: 3), PixelSize(width: -2, height: 5)] {
        let hexagon = Hexagon(center: PixelPoint(x: 3, y: -4), size: size, orientation: orientation)
        let c = hexagon.corners
        let expected: [PathElement] =
          [.move(to: c[0])] + (1..<6).map { PathElement.line(to: c[$0]) } + [.closeSubpath]
        XCTAssertEqual(hexagon.outline(), expected, "\(orientation) \(size)")
        for radius in [0, -1, -Double.infinity, Double.nan] {
          XCTAssertEqual(hexagon.outline(cornerRadius: radius), expected, "radius \(radius)")
        }
      }
    }
  }

  /// Flat-top, centre (0, 0), circumradius 10, corner radius √3.
  ///
  /// The 120°
  /// corner is cut at t = r / tan(60°) = √3 / √3 = 1 along each side.
  /// Corner 0 = (10, 0); corner 5 = (5, 5√3), corner 1 = (5, -5√3); the unit
  /// vectors from corner 0 toward them are (-1/2, √3/2) and (-1/2, -√3/2).
  /// So the path starts at (9.5, √3/2), curves (control (10, 0)) to
  /// (9.5, -√3/2), then runs along the side to corner 1's entry cut:
  /// corner 1 + (1/2, √3/2) = (5.5, -5√3 + √3/2) = (5.5, -4.5√3).
  func testRoundedCornerHandWorked() {
    let hexagon = Hexagon(center: .zero, size: PixelSize(width: 10, height: 10), orientation: .flatTop)
    let path = hexagon.outline(cornerRadius: sqrt3)
    XCTAssertEqual(path.count, 13)  // M, Q, then (L, Q) × 5, Z
    guard path.count == 13,
      case .move(let start) = path[0],
      case .quadCurve(let end, let control) = path[1],
      case .line(let next) = path[2]
    else { return XCTFail("unexpected path \(path)") }
    assertClose(start, PixelPoint(x: 9.5, y: sqrt3 / 2))
    assertClose(end, PixelPoint(x: 9.5, y: -sqrt3 / 2))
    XCTAssertEqual(control, PixelPoint(x: 10, y: 0))
    assertClose(next, PixelPoint(x: 5.5, y: -4.5 * sqrt3))
    XCTAssertEqual(path.last, .closeSubpath)
    // Every curve's control point is the corner, in corner order.
    let controls = path.compactMap { e -> PixelPoint? in
      if case .quadCurve(_, let c) = e { return c } else { return nil }
    }
    XCTAssertEqual(controls, Array(hexagon.corners))
  }

  /// The cut never exceeds half a side: a huge or infinite radius meets at
  /// the side midpoints.
  func testRoundingIsClampedToHalfASide() {
    for orientation in HexOrientation.allCases {
      let hexagon = Hexagon(
        center: PixelPoint(x: 1, y: 2), size: PixelSize(width: 10, height: 10), orientation: orientation)
      let c = hexagon.corners
      for radius in [100.0, .infinity, .greatestFiniteMagnitude] {
        let path = hexagon.outline(cornerRadius: radius)
        let ends = path.compactMap { e -> (PixelPoint, PixelPoint)? in
          if case .quadCurve(let p, let k) = e { return (p, k) } else { return nil }
        }
        XCTAssertEqual(ends.count, 6, "\(radius)")
        for (i, (end, control)) in ends.enumerated() {
          let next = c[(i + 1) % 6]
          XCTAssertEqual(control, c[i])
          assertClose(end, PixelPoint(x: (c[i].x + next.x) / 2, y: (c[i].y + next.y) / 2), 1e-9, "radius \(radius)")
        }
        for element in path {
          if case .line(let p) = element {  // at most a rounding-error stub
            XCTAssertTrue(ends.contains { ($0.0.x - p.x).magnitude < 1e-9 && ($0.0.y - p.y).magnitude < 1e-9 })
          }
        }
      }
    }
  }

  /// Seeded: every element finite, one subpath, closed; each cut lies on its
  /// two sides at distance r / tan(θ/2) from the corner (θ measured from
  /// the corners with atan2, independently of the implementation).
  func testRoundedOutlinesAreClosedFiniteAndTangent() {
    let seed: UInt64 = 0x4f55_544c
    withSeededCases(count: 500, seed: seed) { rng, seeded in
      let orientation: HexOrientation = Bool.random(using: &rng) ? .flatTop : .pointyTop
      let size = PixelSize(
        width: Double.random(in: 0.5...50, using: &rng), height: Double.random(in: 0.5...50, using: &rng))
      let center = PixelPoint(
        x: Double.random(in: -1e3...1e3, using: &rng), y: Double.random(in: -1e3...1e3, using: &rng))
      let radius = Double.random(in: 0.01...20, using: &rng)
      let hexagon = Hexagon(center: center, size: size, orientation: orientation)
      let context = "\(seeded) \(hexagon) r=\(radius)"
      let path = hexagon.outline(cornerRadius: radius)
      XCTAssertTrue(path.allSatisfy(\.isFinite), context)
      XCTAssertEqual(path.first.map { if case .move = $0 { true } else { false } }, true, context)
      XCTAssertEqual(path.last, .closeSubpath, context)
      XCTAssertEqual(path.filter { if case .move = $0 { true } else { false } }.count, 1, context)
      // Walk the path: the point before each curve is its entry cut.
      var current = PixelPoint.zero
      var corner = 0
      let c = hexagon.corners
      for element in path {
        switch element {
        case .move(let p), .line(let p): current = p
        case .quadCurve(let exit, let control):
          XCTAssertEqual(control, c[corner], context)
          let previous = c[(corner + 5) % 6], next = c[(corner + 1) % 6]
          let a1 = atan2(previous.y - control.y, previous.x - control.x)
          let a2 = atan2(next.y - control.y, next.x - control.x)
          var theta = abs(a1 - a2)
          if theta > .pi { theta = 2 * .pi - theta }
          let sideA = hypot(previous.x - control.x, previous.y - control.y)
          let sideB = hypot(next.x - control.x, next.y - control.y)
          let t = min(radius / tan(theta / 2), min(sideA, sideB) / 2)
          let tolerance = 1e-9 * max(1, size.width, size.height, abs(center.x), abs(center.y))
          assertClose(
            current,
            PixelPoint(
              x: control.x + (previous.x - control.x) / sideA * t,
              y: control.y + (previous.y - control.y) / sideA * t), tolerance, context)
          assertClose(
            exit,
            PixelPoint(
              x: control.x + (next.x - control.x) / sideB * t,
              y: control.y + (next.y - control.y) / sideB * t), tolerance, context)
          current = exit
          corner += 1
        case .closeSubpath: break
        }
      }
      XCTAssertEqual(corner, 6, context)
    }
  }

  func testNonFiniteHexagonHasNoOutline() {
    for bad in [Double.nan, .infinity] {
      XCTAssertEqual(
        Hexagon(center: PixelPoint(x: bad, y: 0), size: PixelSize(width: 1, height: 1), orientation: .flatTop)
          .outline(cornerRadius: 1), [])
      XCTAssertEqual(
        Hexagon(center: .zero, size: PixelSize(width: 1, height: bad), orientation: .pointyTop)
          .outline(), [])
    }
  }

  /// An L-shaped polygon: five 90° convex corners and one 270° (reflex)
  /// corner at (2, 2).
  ///
  /// Between perpendicular sides t = r / tan(45°) = r, so
  /// with r = 1 the reflex corner is entered at (3, 2) (coming from (4, 2))
  /// and left at (2, 3) (going to (2, 4)), control (2, 2).
  func testRoundedPolygonHandlesConcaveCorners() {
    let points = [(0, 0), (4, 0), (4, 2), (2, 2), (2, 4), (0, 4)].map { PixelPoint(x: Double($0.0), y: Double($0.1)) }
    let path = _roundedPolygon(points, cornerRadius: 1)
    XCTAssertTrue(path.contains(.quadCurve(to: PixelPoint(x: 2, y: 3), control: PixelPoint(x: 2, y: 2))), "\(path)")
    // The side from (4, 2) to (2, 2) is 2 long, so corner (4, 2) leaves it
    // at (3, 2) exactly where corner (2, 2) enters it: no line between.
    let reflex = path.firstIndex(of: .quadCurve(to: PixelPoint(x: 2, y: 3), control: PixelPoint(x: 2, y: 2)))
    XCTAssertEqual(reflex.map { path[$0 - 1] }, .quadCurve(to: PixelPoint(x: 3, y: 2), control: PixelPoint(x: 4, y: 2)))
    // First corner (0, 0): entered from (0, 4) at (0, 1), left toward (4, 0) at (1, 0).
    XCTAssertEqual(path.first, .move(to: PixelPoint(x: 0, y: 1)))
    XCTAssertEqual(path[1], .quadCurve(to: PixelPoint(x: 1, y: 0), control: .zero))
    // The sides next to (2, 2) are 2 long: a radius of 5 is clamped to 1.
    let clamped = _roundedPolygon(points, cornerRadius: 5)
    XCTAssertTrue(
      clamped.contains(.quadCurve(to: PixelPoint(x: 2, y: 3), control: PixelPoint(x: 2, y: 2))), "\(clamped)")
  }

  func testRoundedPolygonDegenerateInput() {
    XCTAssertEqual(_roundedPolygon([], cornerRadius: 1), [])
    XCTAssertEqual(_roundedPolygon([.zero, PixelPoint(x: 1, y: 0)], cornerRadius: 1), [])
    XCTAssertEqual(_roundedPolygon([.zero, PixelPoint(x: .nan, y: 0), PixelPoint(x: 1, y: 1)], cornerRadius: 1), [])
    // Collinear corner (1, 0) stays sharp; duplicate points stay sharp.
    let straight = _roundedPolygon(
      [.zero, PixelPoint(x: 1, y: 0), PixelPoint(x: 2, y: 0), PixelPoint(x: 1, y: 1)], cornerRadius: 0.1)
    XCTAssertTrue(straight.contains(.line(to: PixelPoint(x: 1, y: 0))), "\(straight)")
    let same = _roundedPolygon([.zero, .zero, .zero], cornerRadius: 1)
    XCTAssertEqual(same, [.move(to: .zero), .closeSubpath])
    XCTAssertTrue(same.allSatisfy(\.isFinite))
  }

  func testPathElementDescriptionsAndPoints() {
    XCTAssertEqual(PathElement.move(to: PixelPoint(x: 1, y: 2)).description, "M (1.0, 2.0)")
    XCTAssertEqual(PathElement.closeSubpath.description, "Z")
    XCTAssertEqual(
      PathElement.quadCurve(to: PixelPoint(x: 1, y: 2), control: PixelPoint(x: 3, y: 4)).points,
      [PixelPoint(x: 1, y: 2), PixelPoint(x: 3, y: 4)])
    XCTAssertFalse(PathElement.line(to: PixelPoint(x: .nan, y: 0)).isFinite)
  }
}
