import HexCore
import XCTest

final class HoneycombWalkPositionTests: XCTestCase {
  /// The inverse of the subscript: every cell of a walk maps back to its
  /// position, around several centers.
  func testPositionInvertsTheSubscript() {
    for center in [Hex.zero, Hex(q: 5, r: -9), Hex(q: -1_000, r: 77)] {
      let walk = center.honeycombWalk(count: 1_000)
      for (i, hex) in walk.enumerated() {
        XCTAssertEqual(walk.position(of: hex), i, "\(center) \(hex)")
      }
    }
  }

  /// By hand, from the walk's rule (pass k: direction 0 for k + 1 steps,
  /// direction 1 for k, directions 2…5 for k + 1): positions 0, 1, 2 are
  /// (0, 0), (1, 0), (0, 1); position 7 starts ring 2 at (2, −1).
  func testPositionsByHand() {
    let walk = Hex.zero.honeycombWalk(count: 19)
    XCTAssertEqual(walk.position(of: .zero), 0)
    XCTAssertEqual(walk.position(of: Hex(q: 1, r: 0)), 1)
    XCTAssertEqual(walk.position(of: Hex(q: 0, r: 1)), 2)
    XCTAssertEqual(walk.position(of: Hex(q: 2, r: -1)), 7)
  }

  func testCellsBeyondTheWalkHaveNoPosition() {
    let walk = Hex.zero.honeycombWalk(count: 10)
    let beyond = Array(Hex.zero.honeycombWalk(count: 30))[10...]
    for hex in beyond { XCTAssertNil(walk.position(of: hex), "\(hex)") }
    XCTAssertNil(Hex.zero.honeycombWalk(count: 0).position(of: .zero))
    XCTAssertNil(walk.position(of: Hex(q: Int(Int32.max), r: 0)))
    XCTAssertNil(walk.position(of: Hex(q: Hex.coordinateRange.upperBound, r: 0)))
    XCTAssertNil(Hex(q: Int(Int32.min), r: 0).honeycombWalk(count: 5).position(of: .zero))
  }
}
