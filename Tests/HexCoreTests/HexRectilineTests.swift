import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// `Hex.rectiline(to:clockwise:)` / `HexRectiline`: two-run shortest paths.
///
/// Oracles: hand-worked paths; distances to both ends at every index; the
/// signed turn between steps on a flat-top screen.
final class HexRectilineTests: XCTestCase {
  let flat = HexGeometry(orientation: .flatTop, size: 1)

  func testRectilineHandWorked() {
    XCTAssertEqual(
      Array(Hex.zero.rectiline(to: Hex(q: 2, r: 1))),
      [Hex(q: 0, r: 0), Hex(q: 1, r: 0), Hex(q: 2, r: 0), Hex(q: 2, r: 1)])
    XCTAssertEqual(
      Array(Hex.zero.rectiline(to: Hex(q: 2, r: 1), clockwise: false)),
      [Hex(q: 0, r: 0), Hex(q: 0, r: 1), Hex(q: 1, r: 1), Hex(q: 2, r: 1)])
    // Straight along a direction: one run, either way.
    let straight = [Hex(q: 0, r: 0), Hex(q: 0, r: -1), Hex(q: 0, r: -2)]
    XCTAssertEqual(Array(Hex.zero.rectiline(to: Hex(q: 0, r: -2))), straight)
    XCTAssertEqual(Array(Hex.zero.rectiline(to: Hex(q: 0, r: -2), clockwise: false)), straight)
    XCTAssertEqual(Array(Hex(q: 3, r: 3).rectiline(to: Hex(q: 3, r: 3))), [Hex(q: 3, r: 3)])
    // Ends outside the coordinate range: an empty path, not a trap.
    XCTAssertTrue(Hex.zero.rectiline(to: Hex(q: 1 << 40, r: 0)).isEmpty)
    XCTAssertTrue(Hex(q: Int.min / 2, r: 0).rectiline(to: .zero, clockwise: false).isEmpty)
  }

  /// Paths across the whole range, up to 2³¹ steps long: element `i` is
  /// `i` steps from the start and `count − 1 − i` from the end (so the
  /// last is the end), and stays in range, at every index looked at.
  func testRectilineAcrossTheWholeRange() {
    let edge = Hex.coordinateRange.upperBound
    var rng = SplitMix64(seed: 0x5245_4358)
    let corners = HexDirection.allCases.map { $0.vector * edge }
    var pairs: [(Hex, Hex)] = []
    for k in 0..<6 {
      pairs.append((corners[k], corners[(k + 3) % 6]))  // opposite corners: 2³¹ steps
      pairs.append((corners[k], corners[(k + 2) % 6] + HexDirection.allCases[k].vector))
    }
    for (a, b) in pairs {
      for clockwise in [true, false] {
        let path = a.rectiline(to: b, clockwise: clockwise)
        let n = a.distance(to: b)
        XCTAssertEqual(path.count, n + 1, "\(a) → \(b)")
        var indices = [0, 1, n / 2 - 1, n / 2, n / 2 + 1, n - 2, n - 1, n]
        indices += (0..<50).map { _ in Int.random(in: 0...n, using: &rng) }
        for i in indices {
          let hex = path[i]
          XCTAssertTrue(hex.isInCoordinateRange, "\(a) → \(b) [\(i)] \(hex)")
          XCTAssertEqual(hex.distance(to: a), i, "\(a) → \(b) [\(i)] \(hex)")
          XCTAssertEqual(hex.distance(to: b), n - i, "\(a) → \(b) [\(i)] \(hex)")
        }
        XCTAssertEqual(path.last, b)
      }
    }
  }

  /// The signed turn from one step to the next on a y-down flat-top
  /// screen: positive is clockwise as seen.
  func turn(_ a: Hex, _ b: Hex, _ c: Hex) -> Double {
    let p = flat.center(of: a), q = flat.center(of: b), r = flat.center(of: c)
    return (q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x)
  }

  func testRectilineIsAShortestPathWithOneBendTurningAsAsked() {
    withSeededCases(count: 400, seed: 0x5245_4354) { rng, seeded in
      let a = randomHex(&rng, -30...30), b = randomHex(&rng, -30...30)
      for clockwise in [true, false] {
        let path = Array(a.rectiline(to: b, clockwise: clockwise))
        XCTAssertEqual(path.count, a.distance(to: b) + 1, "\(seeded)")
        XCTAssertEqual(path.first, a)
        XCTAssertEqual(path.last, b)
        for (i, hex) in path.enumerated() {
          // Shortest: every step brings the end one closer.
          XCTAssertEqual(hex.distance(to: b), path.count - 1 - i, "\(seeded)")
        }
        var bends = 0
        for i in path.indices.dropFirst().dropLast() {
          let t = turn(path[i - 1], path[i], path[i + 1])
          if abs(t) > 1e-9 {
            bends += 1
            XCTAssertEqual(t > 0, clockwise, "\(seeded) \(a)→\(b)")
          }
        }
        XCTAssertLessThanOrEqual(bends, 1, "\(seeded)")
      }
    }
  }
}
