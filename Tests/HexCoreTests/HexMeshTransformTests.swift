import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// Independent measurements of a mesh: volume by the divergence theorem,
/// face normals by cross products, edges by counting.
enum MeshOracle {
  static func double(_ v: SIMD3<Float>) -> SIMD3<Double> { SIMD3(Double(v.x), Double(v.y), Double(v.z)) }

  static func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
  }

  /// The three corners of triangle `t`.
  static func triangle<I>(_ mesh: HexMesh<I>, _ t: Int) -> [SIMD3<Double>] {
    (0..<3).map { double(mesh.positions[Int(mesh.indices[3 * t + $0])]) }
  }

  /// `(b − a) × (c − a)` of triangle `t`: along its front normal, twice
  /// its area long.
  static func faceNormal<I>(_ mesh: HexMesh<I>, _ t: Int) -> SIMD3<Double> {
    let p = triangle(mesh, t)
    return cross(p[1] - p[0], p[2] - p[0])
  }

  /// The signed volume the triangles enclose, `Σ a · (b × c) / 6`
  /// (divergence theorem); positive for an outward-wound closed surface.
  static func volume<I>(_ mesh: HexMesh<I>) -> Double {
    var sum = 0.0
    for t in 0..<mesh.triangleCount {
      let p = triangle(mesh, t)
      sum += (p[0] * cross(p[1], p[2])).sum()
    }
    return sum / 6
  }

  /// The area of a hexagon in the plane, by the shoelace formula.
  static func area<C: Collection>(_ points: C) -> Double where C.Element == PixelPoint {
    let corners = Array(points)
    var sum = 0.0
    for i in corners.indices {
      let a = corners[i], b = corners[(i + 1) % corners.count]
      sum += a.x * b.y - b.x * a.y
    }
    return abs(sum) / 2
  }

  struct Edge: Hashable {
    var from: SIMD3<Float>, to: SIMD3<Float>
  }

  /// The problems that keep the mesh from being closed and consistently wound.
  ///
  /// A problem is a directed edge (by position) used other than once, or
  /// whose reverse is not used once. Empty for a watertight mesh.
  static func watertightnessProblems<I>(_ mesh: HexMesh<I>) -> [String] {
    var uses: [Edge: Int] = [:]
    for t in 0..<mesh.triangleCount {
      let v = (0..<3).map { mesh.positions[Int(mesh.indices[3 * t + $0])] }
      for k in 0..<3 { uses[Edge(from: v[k], to: v[(k + 1) % 3]), default: 0] += 1 }
    }
    var problems: [String] = []
    for (edge, count) in uses {
      let back = uses[Edge(from: edge.to, to: edge.from)] ?? 0
      if count != 1 || back != 1 { problems.append("\(edge.from)→\(edge.to): \(count) forward, \(back) back") }
    }
    return problems
  }

  /// Every triangle has area and its winding's normal agrees with each
  /// of its vertices' stored (unit) normals, as on flat faces.
  static func windingProblems<I>(_ mesh: HexMesh<I>) -> [String] {
    var problems: [String] = []
    for t in 0..<mesh.triangleCount {
      let n = faceNormal(mesh, t)
      let length = (n * n).sum().squareRoot()
      guard length > 0 else {
        problems.append("triangle \(t) is degenerate")
        continue
      }
      for k in 0..<3 {
        let s = double(mesh.normals[Int(mesh.indices[3 * t + k])])
        if abs((s * s).sum() - 1) > 1e-5 { problems.append("triangle \(t): normal \(s) is not unit") }
        if (n * s).sum() / length < 0.9999 { problems.append("triangle \(t) winds against its normal \(s)") }
      }
    }
    return problems
  }
}

/// `translated(by:)`, `scaled(by:)` and `rotated(by:around:)`, against
/// cross products, the prism volume and a rotation matrix from
/// Foundation's sine and cosine.
final class HexMeshTransformTests: XCTestCase {
  let geometry = HexGeometry(
    orientation: .pointyTop, size: PixelSize(width: 3, height: 2), origin: PixelPoint(x: 1, y: 2))

  var column: HexMesh<UInt16> { HexMesh(column: geometry.hexagon(of: Hex(q: 1, r: -2)), bottom: -1, top: 2.5)! }

  /// The prism formula: the hexagon's area times the height.
  var prismVolume: Double { MeshOracle.area(geometry.corners(of: Hex(q: 1, r: -2))) * 3.5 }

  func testColumnVolumeIsThePrismFormula() {
    XCTAssertEqual(MeshOracle.volume(column), prismVolume, accuracy: 1e-5 * prismVolume)
  }

  func testTranslationMovesPositionsOnly() {
    let offset = SIMD3<Double>(10, -3, 0.25)
    let moved = column.translated(by: offset)!
    for (p, q) in zip(column.positions, moved.positions) {
      // Computed in Double, rounded to Float once.
      let want = MeshOracle.double(p) + offset
      XCTAssertEqual(q, SIMD3<Float>(Float(want.x), Float(want.y), Float(want.z)))
    }
    XCTAssertEqual(moved.normals, column.normals)
    XCTAssertEqual(moved.textureCoordinates, column.textureCoordinates)
    XCTAssertEqual(moved.indices, column.indices)
    XCTAssertEqual(MeshOracle.volume(moved), prismVolume, accuracy: 1e-4 * prismVolume)
  }

  func testTranslationRefusesNonFiniteInputAndOverflow() {
    XCTAssertNil(column.translated(by: SIMD3(.nan, 0, 0)))
    XCTAssertNil(column.translated(by: SIMD3(0, .infinity, 0)))
    XCTAssertNil(column.translated(by: SIMD3(0, 1e39, 0)))
  }

  func testScalingKeepsNormalsPerpendicularAndFacesOutward() {
    let scales: [SIMD3<Double>] = [
      SIMD3(2, 2, 2), SIMD3(1, 3, 1), SIMD3(2, 0.5, 3), SIMD3(-1, 1, 1), SIMD3(-2, -3, 0.7), SIMD3(-1, -1, -1),
      SIMD3(0.001, 1000, 1),
    ]
    for s in scales {
      guard let scaled = column.scaled(by: s) else {
        XCTFail("no mesh for scale \(s)")
        continue
      }
      XCTAssertEqual(MeshOracle.windingProblems(scaled), [], "scale \(s)")
      XCTAssertEqual(MeshOracle.watertightnessProblems(scaled), [], "scale \(s)")
      // Outward faces enclose a positive volume, |sx·sy·sz| times the prism's.
      let expected = abs(s.x * s.y * s.z) * prismVolume
      XCTAssertEqual(MeshOracle.volume(scaled), expected, accuracy: 1e-4 * expected, "scale \(s)")
      for (p, q) in zip(column.positions, scaled.positions) {
        let want = MeshOracle.double(p) * s
        XCTAssertEqual(MeshOracle.double(q).x, want.x, accuracy: 1e-6 * abs(want.x) + 1e-30, "scale \(s)")
      }
    }
  }

  func testScalingByPositiveFactorsMultipliesTheVolume() {
    let s = SIMD3<Double>(1.5, 2, 0.25)
    XCTAssertEqual(MeshOracle.volume(column.scaled(by: s)!), prismVolume * 0.75, accuracy: 1e-4)
  }

  func testScalingRefusesZeroAndNonFiniteFactors() {
    XCTAssertNil(column.scaled(by: SIMD3(1, 0, 1)))
    XCTAssertNil(column.scaled(by: SIMD3(.nan, 1, 1)))
    XCTAssertNil(column.scaled(by: SIMD3(1, 1, .infinity)))
    XCTAssertNil(column.scaled(by: SIMD3(1e300, 1e300, 1)))
  }

  func testQuarterTurnAboutUpSendsXToMinusZ() {
    let point = HexMesh<UInt16>(
      positions: [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)],
      normals: Array(repeating: SIMD3(repeating: 0.577_350_26), count: 3),
      textureCoordinates: Array(repeating: .zero, count: 3), indices: [0, 1, 2])!
    let turned = point.rotated(by: .pi / 2, around: SIMD3(0, 5, 0))!
    XCTAssertEqual(turned.positions[0].x, 0, accuracy: 1e-7)
    XCTAssertEqual(turned.positions[0].z, -1, accuracy: 1e-7)
    XCTAssertEqual(turned.positions[2].x, 1, accuracy: 1e-7)
    XCTAssertEqual(turned.positions[1], SIMD3(0, 1, 0))
  }

  /// Positions against `R = c·I + s·[k]× + (1 − c)·k·kᵀ` with Foundation's
  /// `sin` and `cos`, over many angles, large ones included.
  func testRotationMatchesRodriguesWithFoundationTrigonometry() {
    let seed: UInt64 = 0x524f_54
    var rng = SplitMix64(seed: seed)
    let mesh = column
    for _ in 0..<40 {
      let magnitude = [1.0, 10, 1e3, 1e6][Int.random(in: 0..<4, using: &rng)]
      let angle = Double.random(in: -magnitude...magnitude, using: &rng)
      var axis = SIMD3<Double>(
        .random(in: -1...1, using: &rng), .random(in: -1...1, using: &rng), .random(in: -1...1, using: &rng))
      if Bool.random(using: &rng) {
        axis = [SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, -2)][Int.random(in: 0..<3, using: &rng)]
      }
      let context = "seed=\(seed) angle=\(angle) axis=\(axis)"
      guard let turned = mesh.rotated(by: angle, around: axis) else {
        XCTFail("no mesh, \(context)")
        continue
      }
      let k = axis / (axis * axis).sum().squareRoot()
      let c = cos(angle), s = sin(angle), t = 1 - c
      let rows = [
        SIMD3(c + t * k.x * k.x, t * k.x * k.y - s * k.z, t * k.x * k.z + s * k.y),
        SIMD3(t * k.y * k.x + s * k.z, c + t * k.y * k.y, t * k.y * k.z - s * k.x),
        SIMD3(t * k.z * k.x - s * k.y, t * k.z * k.y + s * k.x, c + t * k.z * k.z),
      ]
      // An angle of magnitude a is reduced with an error of about a·2.5e-16.
      let tolerance = 1e-5 + 1e-15 * abs(angle) * 10
      for (p, q) in zip(mesh.positions, turned.positions) {
        let d = MeshOracle.double(p)
        let want = SIMD3((rows[0] * d).sum(), (rows[1] * d).sum(), (rows[2] * d).sum())
        let error = MeshOracle.double(q) - want
        XCTAssertLessThan((error * error).sum().squareRoot(), tolerance, context)
      }
      XCTAssertEqual(MeshOracle.windingProblems(turned), [], context)
      XCTAssertEqual(MeshOracle.volume(turned), prismVolume, accuracy: 1e-4 * prismVolume, context)
    }
  }

  func testFullTurnReturnsTheMesh() {
    let turned = column.rotated(by: 2 * .pi, around: SIMD3(1, 2, 3))!
    for (p, q) in zip(column.positions, turned.positions) {
      let error = MeshOracle.double(q) - MeshOracle.double(p)
      XCTAssertLessThan((error * error).sum().squareRoot(), 1e-5)
    }
    XCTAssertEqual(turned.indices, column.indices)
  }

  func testRotationRefusesZeroAxisAndNonFiniteInput() {
    XCTAssertNil(column.rotated(by: 1, around: .zero))
    XCTAssertNil(column.rotated(by: .nan, around: SIMD3(0, 1, 0)))
    XCTAssertNil(column.rotated(by: .infinity, around: SIMD3(0, 1, 0)))
    XCTAssertNil(column.rotated(by: 1, around: SIMD3(.nan, 1, 0)))
    // A tiny or huge axis is only a direction.
    XCTAssertEqual(
      column.rotated(by: 1, around: SIMD3(0, 1e-300, 0)), column.rotated(by: 1, around: SIMD3(0, 1e300, 0)))
  }
}
