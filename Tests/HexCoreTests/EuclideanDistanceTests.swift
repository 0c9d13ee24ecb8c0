import HexCore
import XCTest
import _HexTestSupport

final class EuclideanDistanceTests: XCTestCase {
  /// By hand: along a direction k steps are k apart; the nearest diagonal
  /// neighbor (2, −1) is √3 away; (1, 1) is √(1 + 1 + 1) = √3 too, and
  /// (3, −1) is √(9 − 3 + 1) = √7.
  func testHandValues() {
    XCTAssertEqual(Hex.zero.euclideanDistance(to: .zero), 0)
    for direction in HexDirection.allCases {
      XCTAssertEqual(Hex.zero.euclideanDistance(to: Hex.zero.neighbor(in: direction) * 5), 5, accuracy: 1e-12)
    }
    XCTAssertEqual(Hex.zero.euclideanDistance(to: Hex(q: 2, r: -1)), 3.0.squareRoot(), accuracy: 1e-12)
    XCTAssertEqual(Hex.zero.euclideanDistance(to: Hex(q: 1, r: 1)), 3.0.squareRoot(), accuracy: 1e-12)
    XCTAssertEqual(Hex(q: 4, r: 2).euclideanDistance(to: Hex(q: 7, r: 1)), 7.0.squareRoot(), accuracy: 1e-12)
  }

  /// Oracle: the pixel distance of the centers in a geometry of size 1,
  /// divided by the neighbors' spacing √3, for both orientations; and the
  /// metric's own laws (symmetry, never more than the step distance).
  func testMatchesPixelCentersAndIsAMetric() {
    withSeededCases(count: 500, seed: 0x4555_434C) { rng, c in
      let a = Hex.random(in: -1_000...1_000, using: &rng), b = Hex.random(in: -1_000...1_000, using: &rng)
      let d = a.euclideanDistance(to: b)
      for orientation in [HexOrientation.flatTop, .pointyTop] {
        let geometry = HexGeometry(orientation: orientation, size: 1)
        XCTAssertEqual(d, geometry.distance(from: a, to: b) / 3.0.squareRoot(), accuracy: 1e-9 * (1 + d), "\(c)")
      }
      XCTAssertEqual(d, b.euclideanDistance(to: a), "\(c)")
      XCTAssertLessThanOrEqual(d, Double(a.distance(to: b)) + 1e-9, "\(c)")
      // Hex distance exceeds the Euclidean one by at most a factor 2/√3.
      XCTAssertGreaterThanOrEqual(d * 2 / 3.0.squareRoot() + 1e-9, Double(a.distance(to: b)), "\(c)")
    }
  }

  /// At the corners of the coordinate range the distance stays finite.
  func testExtremeHexes() {
    let limit = 1 << 30
    let d = Hex(q: limit, r: -limit).euclideanDistance(to: Hex(q: -limit, r: limit))
    XCTAssertEqual(d, Double(2 * limit), accuracy: 1)
    XCTAssertTrue(d.isFinite)
  }
}
