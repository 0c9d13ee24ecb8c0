import HexCore
import XCTest

/// Faces with a frame (`HexMeshStyle.faceInset`), against counts by
/// formula, the frame's area `A·(1 − (1 − f)²)`, edge counting and the
/// prism volume.
final class HexMeshInsetTests: XCTestCase {
  let geometry = HexGeometry(
    orientation: .flatTop, size: PixelSize(width: 4, height: 3), origin: PixelPoint(x: 2, y: -3))

  /// The area of triangle `t`.
  func area<I>(_ mesh: HexMesh<I>, _ t: Int) -> Double {
    let n = MeshOracle.faceNormal(mesh, t)
    return (n * n).sum().squareRoot() / 2
  }

  func testFrameAreaCountsAndHole() {
    let hex = Hex(q: -2, r: 3)
    let hexagon = geometry.hexagon(of: hex)
    let full = MeshOracle.area(geometry.corners(of: hex))
    for fraction in [0.05, 0.25, 0.5, 0.9] {
      let frame = HexMesh<UInt16>(
        hexagon: hexagon, height: 2,
        style: HexMeshStyle(faceInset: HexFaceInset(fraction: fraction, keepsInnerFace: false)))!
      XCTAssertEqual(frame.vertexCount, 12)
      XCTAssertEqual(frame.triangleCount, 12)
      let ring = (0..<frame.triangleCount).map { area(frame, $0) }.reduce(0, +)
      let expected = full * (1 - (1 - fraction) * (1 - fraction))
      XCTAssertEqual(ring, expected, accuracy: 1e-5 * full, "fraction \(fraction)")
      XCTAssertEqual(MeshOracle.windingProblems(frame), [], "fraction \(fraction)")
      let filled = HexMesh<UInt16>(
        hexagon: hexagon, height: 2, style: HexMeshStyle(faceInset: HexFaceInset(fraction: fraction)))!
      XCTAssertEqual(filled.vertexCount, 12)
      XCTAssertEqual(filled.triangleCount, 16)
      let total = (0..<filled.triangleCount).map { area(filled, $0) }.reduce(0, +)
      XCTAssertEqual(total, full, accuracy: 1e-5 * full, "fraction \(fraction)")
    }
  }

  func testFramedColumnsStayClosedWithTheInnerFace() {
    let hex = Hex(q: 1, r: 1)
    let hexagon = geometry.hexagon(of: hex)
    let volume = MeshOracle.area(geometry.corners(of: hex)) * 3
    for style in [
      HexMeshStyle(faceInset: HexFaceInset(fraction: 0.3)),
      HexMeshStyle(cornerRadius: 0.5, curveSegments: 3, sideSegments: 2, faceInset: HexFaceInset(fraction: 0.6)),
    ] {
      let column = HexMesh<UInt32>(column: hexagon, bottom: -1, top: 2, style: style)!
      XCTAssertEqual(MeshOracle.watertightnessProblems(column), [], "\(style)")
      XCTAssertEqual(MeshOracle.windingProblems(column), [], "\(style)")
      if style.cornerRadius == 0 {
        XCTAssertEqual(MeshOracle.volume(column), volume, accuracy: 1e-5 * volume)
      }
      // Without the inner faces: exactly the two inner outlines are open.
      var open = style
      open.faceInset?.keepsInnerFace = false
      let frame = HexMesh<UInt32>(column: hexagon, bottom: -1, top: 2, style: open)!
      let problems = MeshOracle.watertightnessProblems(frame)
      let outline = column.triangleCount - frame.triangleCount  // per face: 4 (sharp) or n (fan)
      XCTAssertEqual(problems.count, style.cornerRadius == 0 ? 12 : outline, "\(style)")
    }
  }

  func testTextureCoordinatesStayAffine() {
    // A frame and its inner face read a texture as the plain face does:
    // each vertex's coordinate is the plain face's at its position.
    let hexagon = geometry.hexagon(of: .zero)
    let plain = HexMesh<UInt16>(hexagon: hexagon)!
    let framed = HexMesh<UInt16>(hexagon: hexagon, style: HexMeshStyle(faceInset: HexFaceInset(fraction: 0.4)))!
    // The plain face's coordinates are affine: (u, v) = A·(x, z) + b, fit
    // from three corners.
    let p = (0..<3).map { MeshOracle.double(plain.positions[$0]) }
    let t = (0..<3).map { plain.textureCoordinates[$0] }
    func solve(_ values: [Double]) -> (Double, Double, Double) {
      let (x1, z1) = (p[1].x - p[0].x, p[1].z - p[0].z), (x2, z2) = (p[2].x - p[0].x, p[2].z - p[0].z)
      let (d1, d2) = (values[1] - values[0], values[2] - values[0])
      let det = x1 * z2 - x2 * z1
      let a = (d1 * z2 - d2 * z1) / det, b = (x1 * d2 - x2 * d1) / det
      return (a, b, values[0] - a * p[0].x - b * p[0].z)
    }
    let u = solve(t.map { Double($0.x) }), v = solve(t.map { Double($0.y) })
    for (q, uv) in zip(framed.positions, framed.textureCoordinates) {
      let x = Double(q.x), z = Double(q.z)
      XCTAssertEqual(Double(uv.x), u.0 * x + u.1 * z + u.2, accuracy: 1e-5)
      XCTAssertEqual(Double(uv.y), v.0 * x + v.1 * z + v.2, accuracy: 1e-5)
    }
  }

  func testFractionsOutsideTheOpenInterval() {
    let hexagon = geometry.hexagon(of: .zero)
    let plain = HexMesh<UInt16>(hexagon: hexagon)
    for fraction in [0, -1, Double.nan] {
      XCTAssertEqual(
        HexMesh<UInt16>(hexagon: hexagon, style: HexMeshStyle(faceInset: HexFaceInset(fraction: fraction))), plain)
    }
    for fraction in [1, 2, Double.infinity] {
      let style = HexMeshStyle(faceInset: HexFaceInset(fraction: fraction))
      XCTAssertNil(HexMesh<UInt16>(hexagon: hexagon, style: style))
      XCTAssertNil(HexMesh<UInt16>(column: hexagon, bottom: 0, top: 1, style: style))
      XCTAssertNil(HexMesh<UInt16>(column: hexagon, bottom: 0, top: 1, style: style, textures: HexColumnTextures()))
    }
  }
}
