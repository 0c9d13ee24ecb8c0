import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// `HexYAxis.up`: every answer of a y-up geometry is the y-down answer
/// mirrored about the horizontal line through the origin.
///
/// Oracle: the y-down geometry (pinned by its own tests), its answers
/// reflected by `y ↦ 2·origin.y - y`; shoelace areas for the winding.
final class YAxisTests: XCTestCase {
  /// A random geometry with positive, possibly stretched sizes, and its
  /// y-up twin.
  func pair(_ rng: inout SplitMix64) -> (down: HexGeometry, up: HexGeometry) {
    let orientation: HexOrientation = Bool.random(using: &rng) ? .flatTop : .pointyTop
    let size = PixelSize(width: .random(in: 0.5...40, using: &rng), height: .random(in: 0.5...40, using: &rng))
    let origin = PixelPoint(x: .random(in: -500...500, using: &rng), y: .random(in: -500...500, using: &rng))
    return (
      HexGeometry(orientation: orientation, size: size, origin: origin),
      HexGeometry(orientation: orientation, size: size, origin: origin, yAxis: .up)
    )
  }

  func mirror(_ p: PixelPoint, about y: Double) -> PixelPoint { PixelPoint(x: p.x, y: 2 * y - p.y) }

  func assertClose(
    _ a: PixelPoint, _ b: PixelPoint, _ message: @autoclosure () -> String, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let scale = max(1, abs(a.x), abs(a.y))
    XCTAssert(
      abs(a.x - b.x) <= 1e-9 * scale && abs(a.y - b.y) <= 1e-9 * scale, "\(message()) \(a) vs \(b)",
      file: file, line: line)
  }

  /// The signed area by the shoelace formula, in the coordinates' own sense.
  func shoelace(_ points: [PixelPoint]) -> Double {
    var sum = 0.0
    for i in points.indices {
      let a = points[i], b = points[(i + 1) % points.count]
      sum += a.x * b.y - b.x * a.y
    }
    return sum / 2
  }

  func testDefaultIsDownAndHandWorkedCenters() {
    XCTAssertEqual(HexGeometry(orientation: .flatTop, size: 10).yAxis, .down)
    let up = HexGeometry(orientation: .flatTop, size: 10, origin: PixelPoint(x: 5, y: 100), yAxis: .up)
    // Flat-top: Hex(0, 1) is √3·10 below the origin on screen; with y up
    // that is y = 100 - 17.32….
    let c = up.center(of: Hex(q: 0, r: 1))
    XCTAssertEqual(c.x, 5, accuracy: 1e-12)
    XCTAssertEqual(c.y, 100 - 10 * 3.0.squareRoot(), accuracy: 1e-12)
    // Corner 1 of a flat-top hex is the upper right: +y when y is up.
    let corner1 = up.corners(of: .zero)[1]
    XCTAssertEqual(corner1.x, 10, accuracy: 1e-12)
    XCTAssertEqual(corner1.y, 100 + 5 * 3.0.squareRoot(), accuracy: 1e-12)
    XCTAssertEqual(up.hex(containing: PixelPoint(x: 5, y: 100 - 17)), Hex(q: 0, r: 1))
  }

  func testCentersCornersAndPickingAreMirrored() {
    withSeededCases(count: 300, seed: 0x5941_5849) { rng, seeded in
      let (down, up) = pair(&rng)
      let hex = Hex(q: .random(in: -50...50, using: &rng), r: .random(in: -50...50, using: &rng))
      assertClose(up.center(of: hex), mirror(down.center(of: hex), about: down.origin.y), "\(seeded) center")
      let downCorners = down.corners(of: hex), upCorners = up.corners(of: hex)
      for i in 0..<6 {
        assertClose(upCorners[i], mirror(downCorners[i], about: down.origin.y), "\(seeded) corner \(i)")
      }
      XCTAssertEqual(up.hexagon(of: hex).bounds.height, down.hexagon(of: hex).bounds.height, accuracy: 1e-9)
      // A point inside the cell (at most 0.8 of the way to a corner).
      let k = Int.random(in: 0..<6, using: &rng), t = Double.random(in: 0...0.8, using: &rng)
      let c = down.center(of: hex), corner = downCorners[k]
      let p = PixelPoint(x: c.x + t * (corner.x - c.x), y: c.y + t * (corner.y - c.y))
      let q = mirror(p, about: down.origin.y)
      XCTAssertEqual(down.hex(containing: p), hex, "\(seeded)")
      XCTAssertEqual(up.hex(containing: q), hex, "\(seeded)")
      let fd = down.fractionalHex(at: p), fu = up.fractionalHex(at: q)
      XCTAssertEqual(fd.q, fu.q, accuracy: 1e-6, "\(seeded)")
      XCTAssertEqual(fd.r, fu.r, accuracy: 1e-6, "\(seeded)")
      XCTAssertTrue(up.hexagon(of: hex).contains(q), "\(seeded)")
    }
  }

  func testEdgeAndVertexPickingAreMirrored() {
    withSeededCases(count: 300, seed: 0x5941_5850) { rng, seeded in
      let (down, up) = pair(&rng)
      let p = PixelPoint(
        x: down.origin.x + .random(in: -300...300, using: &rng), y: down.origin.y + .random(in: -300...300, using: &rng)
      )
      let q = mirror(p, about: down.origin.y)
      if let edge = down.edge(nearest: p) {
        // Skip near-ties: the mirrored distances agree only to rounding.
        let (a, b) = down.endpoints(of: edge)
        let (ua, ub) = up.endpoints(of: edge)
        assertClose(ua, mirror(a, about: down.origin.y), "\(seeded) edge start")
        assertClose(ub, mirror(b, about: down.origin.y), "\(seeded) edge end")
        let upEdge = up.edge(nearest: q)
        if upEdge != edge, let upEdge {
          // Only a tie may differ: both edges equally near.
          let d1 = distance(p, toSegment: down.endpoints(of: edge))
          let d2 = distance(p, toSegment: down.endpoints(of: upEdge))
          XCTAssertEqual(d1, d2, accuracy: 1e-6, "\(seeded)")
        }
      }
      if let vertex = down.vertex(nearest: p) {
        assertClose(up.point(of: vertex), mirror(down.point(of: vertex), about: down.origin.y), "\(seeded) vertex")
        let upVertex = up.vertex(nearest: q)
        if upVertex != vertex, let upVertex {
          let a = down.point(of: vertex), b = down.point(of: upVertex)
          XCTAssertEqual(hypot(p.x - a.x, p.y - a.y), hypot(p.x - b.x, p.y - b.y), accuracy: 1e-6, "\(seeded)")
        }
      }
    }
  }

  func distance(_ p: PixelPoint, toSegment s: (start: PixelPoint, end: PixelPoint)) -> Double {
    let ex = s.end.x - s.start.x, ey = s.end.y - s.start.y
    let t = max(0, min(1, ((p.x - s.start.x) * ex + (p.y - s.start.y) * ey) / (ex * ex + ey * ey)))
    return hypot(p.x - s.start.x - t * ex, p.y - s.start.y - t * ey)
  }

  func testBoundsAndFittingAreMirrored() {
    withSeededCases(count: 200, seed: 0x5941_5851) { rng, seeded in
      let (down, up) = pair(&rng)
      let hexes = (0..<Int.random(in: 1...12, using: &rng)).map { _ in
        Hex(q: .random(in: -9...9, using: &rng), r: .random(in: -9...9, using: &rng))
      }
      let bd = down.bounds(of: hexes)!, bu = up.bounds(of: hexes)!
      XCTAssertEqual(bu.minX, bd.minX, accuracy: 1e-9, "\(seeded)")
      XCTAssertEqual(bu.width, bd.width, accuracy: 1e-9, "\(seeded)")
      XCTAssertEqual(bu.minY, 2 * down.origin.y - bd.maxY, accuracy: 1e-9, "\(seeded)")
      XCTAssertEqual(bu.height, bd.height, accuracy: 1e-9, "\(seeded)")
      // Fitting: both fill the same rectangle; the y-up centers are the
      // y-down ones mirrored about the rectangle's middle line.
      let rect = PixelRect(
        x: 10, y: -40, width: .random(in: 50...500, using: &rng), height: .random(in: 50...500, using: &rng))
      let fd = HexGeometry(fitting: hexes, in: rect, orientation: down.orientation, padding: 4)!
      let fu = HexGeometry(fitting: hexes, in: rect, orientation: down.orientation, padding: 4, yAxis: .up)!
      XCTAssertEqual(fu.yAxis, .up)
      XCTAssertEqual(fu.size, fd.size)
      let rd = fd.bounds(of: hexes)!, ru = fu.bounds(of: hexes)!
      XCTAssertEqual(ru.minY, rd.minY, accuracy: 1e-9, "\(seeded)")
      XCTAssertEqual(ru.maxY, rd.maxY, accuracy: 1e-9, "\(seeded)")
      for hex in hexes {
        assertClose(fu.center(of: hex), mirror(fd.center(of: hex), about: rect.midY), "\(seeded) fit")
      }
    }
  }

  /// Seeded regions with islands and holes, drawn in both geometries.
  func testOutlinesPolygonsAndPathsAreMirrored() {
    withSeededCases(count: 60, seed: 0x5941_5852) { rng, seeded in
      let (down, up) = pair(&rng)
      let density = Double.random(in: 0.3...0.9, using: &rng)
      let region = Hex(q: 2, r: -1).hexagon(radius: 5).filter { _ in Double.random(in: 0..<1, using: &rng) < density }
      let outline = region.outline()
      let inset = Double.random(in: -2...2, using: &rng) * min(down.size.width, down.size.height) / 10
      let pd = outline.polygons(in: down, inset: inset), pu = outline.polygons(in: up, inset: inset)
      XCTAssertEqual(pd.count, pu.count)
      for (loop, (a, b)) in zip(outline.loops, zip(pd, pu)) {
        XCTAssertEqual(a.count, b.count)
        for (p, q) in zip(a, b) { assertClose(q, mirror(p, about: down.origin.y), "\(seeded) inset \(inset)") }
        // Winding: the same on screen, so opposite in the numbers; y up:
        // outer loops positive, holes negative.
        let area = shoelace(loop.vertices.map { up.point(of: $0) })
        XCTAssertEqual(area > 0, !loop.isHole, "\(seeded)")
        XCTAssertEqual(shoelace(loop.vertices.map { down.point(of: $0) }) < 0, !loop.isHole, "\(seeded)")
      }
      let radius = Double.random(in: 0...3, using: &rng)
      let pathDown = withoutNullLines(outline.path(in: down, inset: inset, cornerRadius: radius))
      let pathUp = withoutNullLines(outline.path(in: up, inset: inset, cornerRadius: radius))
      XCTAssertEqual(pathDown.count, pathUp.count, "\(seeded)")
      for (a, b) in zip(pathDown, pathUp) {
        switch (a, b) {
        case (.move(let p), .move(let q)), (.line(let p), .line(let q)):
          assertClose(q, mirror(p, about: down.origin.y), "\(seeded) path")
        case (.quadCurve(let p, let c), .quadCurve(let q, let d)):
          assertClose(q, mirror(p, about: down.origin.y), "\(seeded) curve")
          assertClose(d, mirror(c, about: down.origin.y), "\(seeded) control")
        case (.closeSubpath, .closeSubpath): break
        default: XCTFail("\(seeded) \(a) vs \(b)")
        }
      }
    }
  }

  /// The path without lines of (near) zero length, which either geometry
  /// may keep or drop by rounding.
  func withoutNullLines(_ path: [PathElement]) -> [PathElement] {
    var result: [PathElement] = []
    var current = PixelPoint.zero
    for element in path {
      switch element {
      case .move(let p): current = p
      case .line(let p):
        if abs(p.x - current.x) + abs(p.y - current.y) <= 1e-9 * max(1, abs(p.x), abs(p.y)) { continue }
        current = p
      case .quadCurve(let p, _): current = p
      default: break
      }
      result.append(element)
    }
    return result
  }

  func testInsetMovesInwardWithYUp() {
    // One flat-top hex of size 10: its inradius is 5√3; an inset of 1
    // leaves every corner at circumradius 10 - 2/√3 from the center.
    let up = HexGeometry(orientation: .flatTop, size: 10, origin: PixelPoint(x: 3, y: 7), yAxis: .up)
    let polygon = [Hex.zero].outline().polygons(in: up, inset: 1)[0]
    for p in polygon {
      XCTAssertEqual(hypot(p.x - 3, p.y - 7), 10 - 2 / 3.0.squareRoot(), accuracy: 1e-9)
    }
  }

  func testHexagonCornersWindCounterclockwiseInYUpNumbers() {
    for orientation in HexOrientation.allCases {
      let up = Hexagon(center: .zero, size: PixelSize(width: 3, height: 5), orientation: orientation, yAxis: .up)
      let down = Hexagon(center: .zero, size: PixelSize(width: 3, height: 5), orientation: orientation)
      XCTAssertGreaterThan(shoelace(Array(up.corners)), 0)
      XCTAssertLessThan(shoelace(Array(down.corners)), 0)
      XCTAssertEqual(up.outline().count, 7)
    }
  }

  func testCodableKeepsOldJSONAndAddsTheAxis() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let up = HexGeometry(orientation: .pointyTop, size: 2, origin: PixelPoint(x: 1, y: 3), yAxis: .up)
    XCTAssertEqual(
      String(decoding: try encoder.encode(up), as: UTF8.self),
      #"{"orientation":"pointyTop","origin":{"x":1,"y":3},"size":{"height":2,"width":2},"yAxis":"up"}"#)
    let down = HexGeometry(orientation: .pointyTop, size: 2, origin: PixelPoint(x: 1, y: 3))
    XCTAssertEqual(
      String(decoding: try encoder.encode(down), as: UTF8.self),
      #"{"orientation":"pointyTop","origin":{"x":1,"y":3},"size":{"height":2,"width":2}}"#)
    let old = Data(#"{"orientation":"flatTop","origin":{"x":0,"y":0},"size":{"height":1,"width":1}}"#.utf8)
    XCTAssertEqual(try JSONDecoder().decode(HexGeometry.self, from: old).yAxis, .down)
    let explicit = Data(
      #"{"orientation":"flatTop","origin":{"x":0,"y":0},"size":{"height":1,"width":1},"yAxis":"down"}"#.utf8)
    XCTAssertEqual(
      try JSONDecoder().decode(HexGeometry.self, from: explicit), HexGeometry(orientation: .flatTop, size: 1))
    XCTAssertEqual(try JSONDecoder().decode(HexGeometry.self, from: try encoder.encode(up)), up)
    let bad = Data(
      #"{"orientation":"flatTop","origin":{"x":0,"y":0},"size":{"height":1,"width":1},"yAxis":"left"}"#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(HexGeometry.self, from: bad))
  }
}
