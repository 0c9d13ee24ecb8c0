import HexCore
import XCTest

/// Columns textured from an atlas face by face (`HexColumnTextures`):
/// every texture coordinate inside its face's rectangle, and the
/// rectangle covered.
final class HexMeshTextureRectTests: XCTestCase {
  let geometry = HexGeometry(
    orientation: .pointyTop, size: PixelSize(width: 2, height: 3), origin: PixelPoint(x: 5, y: 1))

  func cell(_ column: Int, _ row: Int) -> HexTextureRect {
    HexTextureRect(column: column, row: row, columns: 4, rows: 4)
  }

  /// The face each vertex belongs to: "top", "bottom", or the side whose
  /// outward normal (from the hexagon's corners, independently) is the
  /// vertex's normal.
  func faces<I>(_ mesh: HexMesh<I>, _ hexagon: Hexagon) -> [String] {
    let corners = Array(hexagon.corners).map { SIMD2($0.x, $0.y) }
    let center = SIMD2(hexagon.center.x, hexagon.center.y)
    let outward = (0..<6).map { k -> SIMD2<Double> in
      let a = corners[k], b = corners[(k + 1) % 6], d = b - a
      var n = SIMD2(d.y, -d.x)
      if (((a + b) / 2 - center) * n).sum() < 0 { n = -n }
      return n / (n * n).sum().squareRoot()
    }
    return mesh.normals.map { n in
      if n.y > 0.5 { return "top" }
      if n.y < -0.5 { return "bottom" }
      let k = (0..<6).max { a, b in
        (outward[a] * SIMD2(Double(n.x), Double(n.z))).sum() < (outward[b] * SIMD2(Double(n.x), Double(n.z))).sum()
      }!
      return "side \(k)"
    }
  }

  func testTextureCoordinatesFillTheirFacesRectangles() {
    let sides = (0..<6).map { cell($0 % 4, 1 + $0 / 4) }
    let textures = HexColumnTextures(top: cell(0, 0), bottom: cell(3, 3).flippedV(), sides: sides)
    for style in [HexMeshStyle(), HexMeshStyle(sideSegments: 3), HexMeshStyle(inset: 0.2)] {
      for hex in [Hex.zero, Hex(q: 3, r: -7)] {
        let hexagon = geometry.hexagon(of: hex)
        let mesh = HexMesh<UInt16>(column: hexagon, bottom: -2, top: 4, style: style, textures: textures)!
        var rects: [String: HexTextureRect] = ["top": textures.top, "bottom": textures.bottom]
        for k in 0..<6 { rects["side \(k)"] = sides[k] }
        var seen: [String: (low: SIMD2<Float>, high: SIMD2<Float>)] = [:]
        for (uv, face) in zip(mesh.textureCoordinates, faces(mesh, hexagon)) {
          let rect = rects[face]!
          let low = pointwiseMin(rect.start, rect.end), high = pointwiseMax(rect.start, rect.end)
          let u = Double(uv.x), v = Double(uv.y)
          XCTAssertTrue(
            u >= low.x - 1e-6 && u <= high.x + 1e-6 && v >= low.y - 1e-6 && v <= high.y + 1e-6,
            "\(face) \(uv) outside \(rect), style \(style), hex \(hex)")
          let old = seen[face] ?? (uv, uv)
          seen[face] = (pointwiseMin(old.low, uv), pointwiseMax(old.high, uv))
        }
        // Each face reaches its rectangle's edges: the whole cell is used.
        XCTAssertEqual(seen.count, 8)
        for (face, (low, high)) in seen {
          let rect = rects[face]!
          let want = (pointwiseMin(rect.start, rect.end), pointwiseMax(rect.start, rect.end))
          for (got, expected) in [(low, want.0), (high, want.1)] {
            XCTAssertEqual(Double(got.x), expected.x, accuracy: 1e-6, face)
            XCTAssertEqual(Double(got.y), expected.y, accuracy: 1e-6, face)
          }
        }
        // Positions, normals and triangles as with the whole-hex mapping.
        let plain = HexMesh<UInt16>(column: hexagon, bottom: -2, top: 4, style: style)!
        XCTAssertEqual(mesh.positions, plain.positions)
        XCTAssertEqual(mesh.normals, plain.normals)
        XCTAssertEqual(mesh.indices, plain.indices)
      }
    }
  }

  /// A side's `u` runs from corner k to corner k + 1 and `v` from the top
  /// down; a flipped rectangle runs the other way.
  func testSideOrientationAndFlips() {
    let hexagon = geometry.hexagon(of: .zero)
    let corner0 = Array(hexagon.corners)[0]
    let rect = cell(2, 2)
    for (sides, uAtCorner0) in [([rect], rect.start.x), ([rect.flippedU()], rect.end.x)] {
      let mesh = HexMesh<UInt32>(column: hexagon, bottom: 0, top: 1, textures: HexColumnTextures(sides: sides))!
      let labels = faces(mesh, hexagon)
      for i in mesh.positions.indices where labels[i] == "side 0" {
        let p = mesh.positions[i]
        let atCorner0 = abs(Double(p.x) - corner0.x) < 1e-5 && abs(Double(p.z) - corner0.y) < 1e-5
        let u = Double(mesh.textureCoordinates[i].x), v = Double(mesh.textureCoordinates[i].y)
        XCTAssertEqual(
          u, atCorner0 ? uAtCorner0 : (uAtCorner0 == rect.start.x ? rect.end.x : rect.start.x), accuracy: 1e-6)
        XCTAssertEqual(v, p.y == 1 ? rect.start.y : rect.end.y, accuracy: 1e-6)
      }
    }
  }

  func testRectangleInputIsClampedAndCellsWrap() {
    let odd = HexTextureRect(start: SIMD2(-1, .nan), end: SIMD2(2, 0.5))
    XCTAssertEqual(odd.start, SIMD2(0, 0))
    XCTAssertEqual(odd.end, SIMD2(1, 0.5))
    XCTAssertEqual(HexTextureRect(start: SIMD2(.nan, .nan), end: SIMD2(.nan, .nan)), .whole)
    XCTAssertEqual(HexTextureRect(column: 5, row: -1, columns: 4, rows: 4), cell(1, 3))
    XCTAssertEqual(HexTextureRect(column: 0, row: 0, columns: 0, rows: -3), .whole)
    XCTAssertEqual(cell(1, 2).flippedU().flippedU(), cell(1, 2))
    // No side rectangles: the whole texture.
    let hexagon = geometry.hexagon(of: .zero)
    XCTAssertEqual(
      HexMesh<UInt16>(column: hexagon, bottom: 0, top: 1, textures: HexColumnTextures(sides: [])),
      HexMesh<UInt16>(column: hexagon, bottom: 0, top: 1))
    XCTAssertNil(HexMesh<UInt16>(column: hexagon, bottom: 1, top: 1, textures: HexColumnTextures()))
  }
}
