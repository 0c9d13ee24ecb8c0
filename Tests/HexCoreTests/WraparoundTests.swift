import HexCore
import XCTest
import _HexTestSupport

final class WraparoundTests: XCTestCase {
  func testWrappingLandsInTheMapAndIsIdempotent() {
    var rng = SplitMix64(seed: 0x3A9A_0001)
    for radius in [0, 1, 2, 3, 7, 50] {
      for i in 0..<500 {
        let hex = Hex.random(in: -10_000...10_000, using: &rng)
        let w = hex.wrapped(radius: radius)
        XCTAssertLessThanOrEqual(w.length, radius, "radius \(radius) draw \(i): \(hex) → \(w)")
        XCTAssertEqual(w.wrapped(radius: radius), w)
        // The difference is a combination of mirror centres: wrapping it
        // gives the origin.
        XCTAssertEqual((hex - w).wrapped(radius: radius), .zero, "radius \(radius) draw \(i)")
      }
      for hex in Hex.zero.hexagon(radius: radius) { XCTAssertEqual(hex.wrapped(radius: radius), hex) }
    }
  }

  func testMirrorCentresWrapToTheOrigin() {
    // (2R+1, -R) and its rotations are the centres of the neighbouring copies.
    for radius in [1, 2, 5] {
      let mirror = Hex(q: 2 * radius + 1, r: -radius)
      for k in 0..<6 {
        XCTAssertEqual(mirror.rotated(by: .clockwise(k)).wrapped(radius: radius), .zero)
      }
    }
    XCTAssertEqual(Hex(q: 3, r: 0).wrapped(radius: 2), Hex(q: -2, r: 2))  // (3,0) - (5,-2)
  }

  func testNeighboursAcrossTheSeamAreAdjacent() {
    let radius = 4
    for hex in Hex.zero.ring(radius: radius) {
      for (d, n) in hex.wrappedNeighbors(radius: radius).enumerated() {
        XCTAssertLessThanOrEqual(n.length, radius)
        XCTAssertEqual(hex.wrappedDistance(to: n, radius: radius), 1, "\(hex) direction \(d)")
      }
    }
  }

  func testWrappedDistanceIsTheShortestOverCopies() {
    let radius = 3
    let mirrors = (0..<6).map { Hex(q: 2 * radius + 1, r: -radius).rotated(by: .clockwise($0)) }
    for a in Hex.zero.hexagon(radius: radius) {
      for b in Hex.zero.hexagon(radius: radius) {
        let brute = ([b] + mirrors.map { b + $0 }).map { a.distance(to: $0) }.min()!
        XCTAssertEqual(a.wrappedDistance(to: b, radius: radius), brute, "\(a) \(b)")
      }
    }
  }

  func testNegativeRadiusIsAOneHexMap() {
    XCTAssertEqual(Hex(q: 5, r: -2).wrapped(radius: -3), .zero)
  }
}

/// Reliability issue, item 3: a hex at the edge of the range has wrapped
/// neighbors, equal to its wrapped image's.
final class WraparoundEdgeTests: XCTestCase {
  func testHexesAtTheRangesEdgeHaveWrappedNeighbors() {
    let edge = Hex.coordinateRange.upperBound
    for hex in [Hex(q: edge, r: 0), Hex(q: -edge, r: edge), Hex(q: 0, r: -edge), Hex(q: edge, r: -edge)] {
      for radius in [0, 1, 5, 1 << 20] {
        let neighbors = hex.wrappedNeighbors(radius: radius)
        XCTAssertEqual(neighbors, hex.wrapped(radius: radius).wrappedNeighbors(radius: radius), "\(hex) \(radius)")
        // Each is on the map and one wrapped step from the hex.
        for n in neighbors {
          XCTAssertLessThanOrEqual(n.length, radius, "\(hex) \(radius)")
          XCTAssertLessThanOrEqual(n.wrappedDistance(to: hex, radius: radius), 1, "\(hex) \(radius) \(n)")
        }
      }
    }
  }
}
