import HexCore
import XCTest

/// The examples of the "Edges, vertices and outlines" article and of the
/// grid-part doc comments, with the values they claim.
final class EdgesVerticesArticleTests: XCTestCase {
  func testCornerOrderDiagram() {
    // Flat-top, size 10: edge 0 (corners 0 → 1) is the upper-right side, its
    // midpoint at ((10 + 5) / 2, (0 − 5√3) / 2); edge 4 (corners 4 → 5) is
    // the bottom, midpoint (0, 5√3).
    let geometry = HexGeometry(orientation: .flatTop, size: 10)
    let h = (3.0).squareRoot()
    let upperRight = geometry.midpoint(of: Hex.zero.edges[0])
    XCTAssertEqual(upperRight.x, 7.5, accuracy: 1e-12)
    XCTAssertEqual(upperRight.y, -2.5 * h, accuracy: 1e-12)
    let bottom = geometry.midpoint(of: Hex.zero.edges[4])
    XCTAssertEqual(bottom.x, 0, accuracy: 1e-12)
    XCTAssertEqual(bottom.y, 5 * h, accuracy: 1e-12)
    XCTAssertEqual(Hex.zero.edges[0], HexEdge(hex: .zero, direction: .flatTopRight))
    XCTAssertEqual(Hex.zero.edges[4], HexEdge(hex: .zero, direction: .flatBottom))
  }

  func testDocCommentExamples() {
    XCTAssertEqual(
      HexEdge(hex: .zero, direction: .flatTop), HexEdge(hex: Hex(q: 0, r: -1), direction: .flatBottom))
    XCTAssertEqual(HexEdge(between: .zero, and: Hex(q: 0, r: 1)), HexEdge(hex: .zero, direction: .flatBottom))
    XCTAssertNil(HexEdge(between: .zero, and: Hex(q: 2, r: 0)))
    let hexagon = Hexagon(center: .zero, size: PixelSize(width: 10, height: 10), orientation: .flatTop)
    XCTAssertEqual(hexagon.outline().count, 7)
    XCTAssertEqual(hexagon.outline(cornerRadius: 2).count, 13)
    let ring = Hex.zero.ring(radius: 2).outline()
    XCTAssertEqual(ring.loops.count, 2)
    XCTAssertEqual(ring.loops.filter(\.isHole).count, 1)
    let disc = Hex.zero.hexagon(radius: 1).outline()
    XCTAssertEqual(disc.loops.map(\.vertices.count), [18])
    XCTAssertEqual(disc.loops.map(\.isHole), [false])
    let walls = HexGeometry(orientation: .flatTop, size: 20)
    let path = Hex.zero.hexagon(radius: 2).outline().path(in: walls, inset: 2, cornerRadius: 4)
    XCTAssertEqual(path.first.map { if case .move = $0 { true } else { false } }, true)
    XCTAssertEqual(path.last, .closeSubpath)
  }
}
