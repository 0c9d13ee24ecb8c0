import HexCore
import XCTest
import _HexTestSupport

/// One rule for every search's bounds (issue 40, items 12 and 13): a
/// negative maximum cost allows nothing, not even a start at cost 0, and a
/// path whose start or goal lies outside `within:` or the world fails with
/// `.endpointOutOfBounds`, even from a hex to itself.
final class SearchBoundsTests: XCTestCase {
  func testANegativeMaximumCostAllowsNothing() {
    let goal = Hex(q: 1, r: 0)
    for maximum in [-1, -7, Int.min] {
      XCTAssertEqual(Hex.zero.path(to: .zero, maximumCost: maximum) { _ in 1 }.failure, .unreachable, "\(maximum)")
      XCTAssertEqual(Hex.zero.path(to: goal, maximumCost: maximum) { _ in 1 }.failure, .unreachable, "\(maximum)")
      XCTAssertEqual(
        Hex.zero.path(to: .zero, maximumCost: maximum) { _, _ in 1 }.failure, .unreachable, "\(maximum)")
      guard var field = HexFlowField(region: Hex.zero.hexagon(radius: 3)) else { return XCTFail("a small region") }
      field.build(toward: [Hex.zero, goal], maximumCost: maximum) { _ in 1 }
      XCTAssertNil(field.cost(of: .zero), "\(maximum)")
      XCTAssertNil(field.cost(of: goal), "\(maximum)")
      field.build(toward: [Hex.zero], maximumCost: maximum) { _, _ in 1 }
      XCTAssertNil(field.cost(of: .zero), "\(maximum)")
      XCTAssertTrue(Hex.zero.movementRange(budget: maximum) { _ in 1 }.isEmpty, "\(maximum)")
    }
    // Zero is a bound like any other: the start alone.
    XCTAssertEqual(try Hex.zero.path(to: .zero, maximumCost: 0) { _ in 1 }.get().hexes, [.zero])
    XCTAssertEqual(Hex.zero.path(to: goal, maximumCost: 0) { _ in 1 }.failure, .unreachable)
  }

  func testAnEndpointOutsideTheRegionFailsWithAReason() {
    let region = Hex(q: 10, r: 0).hexagon(radius: 2)
    let inside = Hex(q: 10, r: 0), outside = Hex.zero
    XCTAssertFalse(region.contains(outside))
    var asked = 0
    let cost = { (_: Hex) -> Int? in
      asked += 1
      return 1
    }
    XCTAssertEqual(outside.path(to: outside, within: region, cost: cost).failure, .endpointOutOfBounds)
    XCTAssertEqual(outside.path(to: inside, within: region, cost: cost).failure, .endpointOutOfBounds)
    XCTAssertEqual(inside.path(to: outside, within: region, cost: cost).failure, .endpointOutOfBounds)
    var finder = HexPathFinder()
    XCTAssertEqual(
      finder.path(from: inside, to: outside, within: region) { _, _ in 1 }.failure, .endpointOutOfBounds)
    XCTAssertEqual(asked, 0, "nothing is searched")
    // Inside, the same hex is a path of one hex at cost 0.
    XCTAssertEqual(try inside.path(to: inside, within: region, cost: cost).get(), HexPath(hexes: [inside], cost: 0))
    // Off a wrapping world: the same answer.
    let world = HexCylinder(rows: 2, columns: 4, kind: .oddQ)!
    let off = Hex(OffsetCoordinate(row: 5, col: 0), kind: .oddQ)
    XCTAssertEqual(off.path(to: off, on: world, cost: cost).failure, .endpointOutOfBounds)
  }
}
