import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// Wrapping hexagon maps at any center, against independent oracles.
final class HexWraparoundTests: XCTestCase {
  /// The oracle for "stands for": f(q, r) = q − (3R + 1)·r is a group map
  /// onto ℤ/N (N = 3R(R + 1) + 1) that sends both lattice vectors
  /// (2R + 1, −R) and (R, R + 1) to multiples of N, and the hexagon has N
  /// hexes in distinct classes; so two hexes stand for each other exactly
  /// when f of their difference is 0 mod N.
  func sameClass(_ a: Hex, _ b: Hex, radius n: Int) -> Bool {
    let d = a - b, size = 3 * n * (n + 1) + 1
    return (d.q - (3 * n + 1) * d.r) % size == 0
  }

  func testCanonicalAgainstTheModularOracleAtAnyCenter() {
    withSeededCases(count: 300, seed: 0x5752_4150) { rng, c in
      let radius = Int.random(in: 0...40, using: &rng)
      let center = Hex.random(in: -1_000...1_000, using: &rng)
      let world = HexWraparound(center: center, radius: radius)!
      let hex = Hex.random(in: -5_000...5_000, using: &rng)
      let w = world.canonical(hex)!
      XCTAssertLessThanOrEqual(w.distance(to: center), radius, "\(c)")
      XCTAssertTrue(sameClass(w, hex, radius: radius), "\(c) \(hex) → \(w)")
      XCTAssertEqual(world.canonical(w), w, "\(c)")
      XCTAssertTrue(world.contains(w), "\(c)")
    }
  }

  /// Every hex of a small map has its own class, so the map hexes stand
  /// for themselves; the count is the formula's.
  func testMapHexesStandForThemselves() {
    for radius in 0...6 {
      let world = HexWraparound(center: Hex(q: 7, r: -3), radius: radius)!
      let hexes = Array(world.bounds)
      XCTAssertEqual(hexes.count, world.count)
      XCTAssertEqual(world.count, 3 * radius * (radius + 1) + 1)
      for h in hexes { XCTAssertEqual(world.canonical(h), h) }
    }
  }

  /// Distances against brute force over the neighboring copies; neighbors
  /// are one wrapped step away; lines are gap-free and as long as the
  /// distance.
  func testDistancesNeighborsAndLinesAgainstBruteForce() {
    for radius in [1, 2, 3] {
      let center = Hex(q: -4, r: 9)
      let world = HexWraparound(center: center, radius: radius)!
      let mirrors = (0..<6).map { Hex(q: 2 * radius + 1, r: -radius).rotated(by: .clockwise($0)) }
      let hexes = Array(world.bounds)
      for a in hexes {
        for b in hexes {
          let brute = ([b] + mirrors.map { b + $0 }).map { a.distance(to: $0) }.min()!
          XCTAssertEqual(world.distance(from: a, to: b), brute, "\(radius) \(a) \(b)")
          let line = world.line(from: a, to: b)
          XCTAssertEqual(line.count, brute + 1, "\(radius) \(a) \(b)")
          XCTAssertEqual(line.first, a)
          XCTAssertEqual(line.last, b)
          for (p, q) in zip(line, line.dropFirst()) {
            XCTAssertEqual(world.distance(from: p, to: q), 1, "\(radius) \(a) \(b)")
            XCTAssertTrue(world.contains(q))
          }
        }
        for n in world.neighbors(of: a) {
          XCTAssertTrue(world.contains(n))
          XCTAssertEqual(world.distance(from: a, to: n), 1)
        }
      }
    }
    // A one-hex map: everything wraps onto the center, which has no neighbors.
    let dot = HexWraparound(center: Hex(q: 2, r: 2), radius: 0)!
    XCTAssertEqual(dot.canonical(Hex(q: -50, r: 3)), Hex(q: 2, r: 2))
    XCTAssertEqual(dot.neighbors(of: Hex(q: 2, r: 2)), [])
  }

  /// A map centered away from the origin, by hand.
  ///
  /// The map of radius 2 around (10, 0); (13, 0) is (3, 0) from the
  /// center, which wraps to (3, 0) − (5, −2) = (−2, 2), so (8, 2). From
  /// (12, 0) to (8, 0) is (−4, 0) in the plane; across the seam, plus the
  /// mirror center (5, −2), it is (1, −2): 2 steps.
  func testByHand() {
    let world = HexWraparound(center: Hex(q: 10, r: 0), radius: 2)!
    XCTAssertEqual(world.canonical(Hex(q: 13, r: 0)), Hex(q: 8, r: 2))
    XCTAssertEqual(world.distance(from: Hex(q: 12, r: 0), to: Hex(q: 8, r: 0)), 2)
  }

  /// Radii far above the old 2²⁰ limit work, without traps, up to the
  /// range; a radius or center that leaves the range gives nil.
  func testLargeRadiiAndTheRangesEdge() {
    let limit = 1 << 30
    XCTAssertNil(HexWraparound(radius: -1))
    XCTAssertNil(HexWraparound(radius: limit + 1))
    XCTAssertNil(HexWraparound(center: Hex(q: 1, r: 0), radius: limit))
    XCTAssertNil(HexWraparound(center: Hex(q: limit + 1, r: 0), radius: 0))
    XCTAssertNotNil(HexWraparound(radius: limit))
    withSeededCases(count: 200, seed: 0x5752_4151) { rng, c in
      let radius = Int.random(in: (1 << 20)...(1 << 29), using: &rng)
      let center = Hex(q: Int.random(in: -(1 << 29)...(1 << 29), using: &rng) / 2, r: 0)
      guard let world = HexWraparound(center: center, radius: radius) else { return }
      let hex = Hex.random(in: -limit...limit, using: &rng)
      let w = world.canonical(hex)!
      XCTAssertLessThanOrEqual(w.distance(to: center), radius, "\(c)")
      XCTAssertTrue(sameClass(w, hex, radius: radius), "\(c)")
    }
    // Far corners of the range wrap onto a radius above 2²⁰; radii the
    // range cannot hold give no world at all.
    let far = Hex(q: limit, r: -limit)
    XCTAssertLessThanOrEqual(HexWraparound(radius: 1 << 25)!.canonical(far)!.length, 1 << 25)
    XCTAssertNil(HexWraparound(radius: Int.max))
    XCTAssertNil(HexWraparound(radius: -3))
  }

  /// The class of `(q, r)` in ℤ/N under the modular oracle above, exact for
  /// any `Int` components and radius up to 2³⁰: the products are taken in
  /// full width (two words), so nothing overflows where N nears 2⁶².
  func exactClass(q: Int, r: Int, radius n: Int) -> Int {
    let size = 3 * n * (n + 1) + 1
    func mod(_ x: Int) -> Int { ((x % size) + size) % size }
    // f = q − (3n + 1)·r; each factor below N, so the product's high word
    // is below N and the two-word division cannot trap.
    let product = mod(3 * n + 1).multipliedFullWidth(by: mod(r))
    let rr = size.dividingFullWidth(product).remainder
    return mod(mod(q) - rr)
  }

  /// The number of steps from the origin to `(q, r)`, in `Int`.
  func length(_ q: Int, _ r: Int) -> Int { max(abs(q), abs(r), abs(q + r)) }

  /// Maps at the range's edge, by hand.
  ///
  /// With R = 2³⁰:
  /// - From (R, −R) to (0, R) is (−R, 2R) in the plane; adding the mirror
  ///   center a − b = (R + 1, −2R − 1) gives (1, −1): one step across the
  ///   seam, both ways, and a line of two hexes.
  /// - On the radius-1 map around (R − 1, −R + 1), (−R, 0) is
  ///   (−2R + 1, R − 1) from the center. The classes mod 7 (f = q − 4r):
  ///   2³ ≡ 1, so R = 2³⁰ ≡ 1 and f ≡ −6 + 5 ≡ 6, the class of (−1, 0):
  ///   the hex (R − 2, −R + 1).
  func testMapsAtTheRangesEdgeByHand() {
    let big = 1 << 30
    let world = HexWraparound(radius: big)!
    let a = Hex(q: big, r: -big), b = Hex(q: 0, r: big)
    XCTAssertEqual(world.distance(from: a, to: b), 1)
    XCTAssertEqual(world.distance(from: b, to: a), 1)
    XCTAssertEqual(world.line(from: a, to: b), [a, b])
    XCTAssertEqual(world.line(from: b, to: a), [b, a])
    let corner = HexWraparound(center: Hex(q: big - 1, r: -(big - 1)), radius: 1)!
    XCTAssertEqual(corner.canonical(Hex(q: -big, r: 0)), Hex(q: big - 2, r: -big + 1))
  }

  /// Any radius up to 2³⁰ at any center, hexes anywhere in the range
  /// (often at its edges): the canonical hex is within the radius of the
  /// center and in the same class (the exact oracle), which together pin
  /// it down; distances are symmetric and equal the nearest of the seven
  /// copies (computed in `Int`), and lines step one wrapped step at a time.
  func testCanonicalAndDistanceAgainstExactOraclesAtAnyRadius() {
    let big = 1 << 30
    func coordinate(_ rng: inout SplitMix64) -> Int {
      switch Int.random(in: 0..<4, using: &rng) {
      case 0: return Int.random(in: -big...big, using: &rng)
      case 1: return (Bool.random(using: &rng) ? big : -big) - Int.random(in: -2...2, using: &rng)
      case 2: return Int.random(in: -3...3, using: &rng)
      default: return Int.random(in: -big / 2...big / 2, using: &rng)
      }
    }
    func hex(_ rng: inout SplitMix64) -> Hex {
      while true {
        let h = Hex(q: coordinate(&rng), r: coordinate(&rng))
        if h.isInCoordinateRange { return h }
      }
    }
    withSeededCases(count: 3000, seed: 0x5752_4152) { rng, c in
      let radius: Int
      switch Int.random(in: 0..<5, using: &rng) {
      case 0: radius = big - Int.random(in: 0...2, using: &rng)
      case 1: radius = Int.random(in: 0...5, using: &rng)
      case 2: radius = Int.random(in: 0...1_000, using: &rng)
      default: radius = Int.random(in: 0...big, using: &rng)
      }
      // A center from which the map fits, often against the range's edge.
      let room = big - radius
      var center = Hex.zero
      if room > 0 {
        let q = Int.random(in: -room...room, using: &rng)
        let rLow = max(-room, -room - q), rHigh = min(room, room - q)
        let r =
          Bool.random(using: &rng) ? (Bool.random(using: &rng) ? rLow : rHigh) : .random(in: rLow...rHigh, using: &rng)
        center = Hex(q: q, r: r)
      }
      guard let world = HexWraparound(center: center, radius: radius) else {
        return XCTFail("\(c) refused \(center) \(radius)")
      }
      let h = hex(&rng)
      guard let w = world.canonical(h) else { return XCTFail("\(c) no canonical hex for \(h)") }
      XCTAssertLessThanOrEqual(length(w.q - center.q, w.r - center.r), radius, "\(c) \(h) → \(w)")
      XCTAssertEqual(
        exactClass(q: w.q - h.q, r: w.r - h.r, radius: radius), 0, "\(c) \(center) R=\(radius) \(h) → \(w)")
      XCTAssertEqual(world.canonical(w), w, "\(c)")
      // Distances: two map hexes, against the seven copies.
      let u = world.canonical(hex(&rng))!, v = world.canonical(hex(&rng))!
      let n = radius
      let mirrors = [
        (0, 0), (2 * n + 1, -n), (n, n + 1), (-n - 1, 2 * n + 1), (-2 * n - 1, n), (-n, -n - 1), (n + 1, -2 * n - 1),
      ]
      let brute = mirrors.map { length(v.q + $0.0 - u.q, v.r + $0.1 - u.r) }.min()!
      XCTAssertEqual(world.distance(from: u, to: v), brute, "\(c) \(u) \(v)")
      XCTAssertEqual(world.distance(from: v, to: u), brute, "\(c) \(u) \(v)")
      if brute <= 64 {
        let line = world.line(from: u, to: v)
        XCTAssertEqual(line.count, brute + 1, "\(c)")
        XCTAssertEqual(line.first, u)
        XCTAssertEqual(line.last, v)
        for (p, q) in zip(line, line.dropFirst()) {
          XCTAssertEqual(world.distance(from: p, to: q), 1, "\(c) \(u) \(v)")
        }
      }
      // The neighbors across the seam are one step away, each once.
      let neighbors = world.neighbors(of: u)
      XCTAssertEqual(Set(neighbors).count, neighbors.count, "\(c)")
      XCTAssertEqual(neighbors.count, radius >= 1 ? 6 : 0, "\(c)")
      for x in neighbors { XCTAssertEqual(world.distance(from: u, to: x), 1, "\(c) \(u) \(x)") }
    }
  }

  /// Hexes beyond the range stand for map hexes too, up to 2³⁰ − 2 steps
  /// out (length 2³¹ − 2); from length 2³¹ − 1 on, where saturating
  /// arithmetic clamps components, the answer is nil.
  func testHexesBeyondTheRangeStandForMapHexes() {
    let big = 1 << 30, far = (1 << 31) - 2
    withSeededCases(count: 500, seed: 0x4245_594F) { rng, c in
      let radius = Int.random(in: 0...3, using: &rng) == 0 ? big : Int.random(in: 0...100, using: &rng)
      let world = HexWraparound(radius: radius)!
      // A hex of length between 2³⁰ + 1 and 2³¹ − 2, on a random side.
      let length =
        Bool.random(using: &rng) ? far - Int.random(in: 0...2, using: &rng) : big + Int.random(in: 1...4, using: &rng)
      let k = Int.random(in: 0..<6, using: &rng), t = Int.random(in: 0..<length, using: &rng)
      let corner = HexDirection.allCases[k].vector, along = HexDirection.allCases[(k + 2) % 6].vector
      let hex = Hex(q: corner.q * length + along.q * t, r: corner.r * length + along.r * t)
      XCTAssertEqual(hex.length, length, "\(c)")
      guard let w = world.canonical(hex) else { return XCTFail("\(c) \(hex) refused") }
      XCTAssertLessThanOrEqual(w.length, radius, "\(c)")
      XCTAssertEqual(exactClass(q: w.q - hex.q, r: w.r - hex.r, radius: radius), 0, "\(c) \(hex) → \(w)")
      XCTAssertEqual(world.neighbors(of: hex), world.neighbors(of: w), "\(c)")
    }
    let world = HexWraparound(center: Hex(q: 5, r: -5), radius: 7)!
    for hex in [
      Hex(q: Int.max, r: 0), Hex(q: Int.min, r: 0), Hex(q: far + 1, r: 0), Hex(q: 0, r: -far - 1),
      Hex(q: -far, r: -far),
    ] {
      XCTAssertNil(world.canonical(hex), "\(hex)")
      XCTAssertNil(world.distance(from: hex, to: .zero), "\(hex)")
      XCTAssertEqual(world.neighbors(of: hex), [], "\(hex)")
      XCTAssertEqual(world.line(from: .zero, to: hex), [], "\(hex)")
    }
  }

  /// HexMap storage reads and writes any hex through the wrap, in O(1).
  func testHexMapWrappingSubscript() {
    let center = Hex(q: 3, r: -1)
    var map = HexMap(radius: 2, center: center, repeating: 0)
    let world = HexWraparound(center: center, radius: 2)!
    map[center + Hex(q: 3, r: 0), wrappingIn: world] = 7
    XCTAssertEqual(map[center + Hex(q: -2, r: 2)], 7)
    XCTAssertEqual(map[center + Hex(q: 3 + 5 * 4, r: -2 * 4), wrappingIn: world], 7)
    XCTAssertNil(map[Hex(q: 1 << 31, r: 0), wrappingIn: world])
  }

  // Wrapping around the origin (Red Blob Games, "Wraparound maps": the
  // mirror centers are (2R + 1, −R) and its rotations).

  func testWrappingLandsInTheMapAndIsIdempotent() {
    var rng = SplitMix64(seed: 0x3A9A_0001)
    for radius in [0, 1, 2, 3, 7, 50] {
      let world = HexWraparound(radius: radius)!
      for i in 0..<500 {
        let hex = Hex.random(in: -10_000...10_000, using: &rng)
        let w = world.canonical(hex)!
        XCTAssertLessThanOrEqual(w.length, radius, "radius \(radius) draw \(i): \(hex) → \(w)")
        XCTAssertEqual(world.canonical(w), w)
        // The difference is a combination of mirror centres: wrapping it
        // gives the origin.
        XCTAssertEqual(world.canonical(hex - w), .zero, "radius \(radius) draw \(i)")
      }
      for hex in Hex.zero.hexagon(radius: radius) { XCTAssertEqual(world.canonical(hex), hex) }
    }
  }

  func testMirrorCentresWrapToTheOrigin() {
    for radius in [1, 2, 5] {
      let world = HexWraparound(radius: radius)!
      let mirror = Hex(q: 2 * radius + 1, r: -radius)
      for k in 0..<6 {
        XCTAssertEqual(world.canonical(mirror.rotated(by: .clockwise(k))), .zero)
      }
    }
    XCTAssertEqual(HexWraparound(radius: 2)!.canonical(Hex(q: 3, r: 0)), Hex(q: -2, r: 2))  // (3,0) - (5,-2)
  }

  func testNeighboursAcrossTheSeamAreAdjacent() {
    let world = HexWraparound(radius: 4)!
    for hex in Hex.zero.ring(radius: 4) {
      let neighbors = world.neighbors(of: hex)
      XCTAssertEqual(neighbors.count, 6)
      for (d, n) in neighbors.enumerated() {
        XCTAssertLessThanOrEqual(n.length, 4)
        XCTAssertEqual(world.distance(from: hex, to: n), 1, "\(hex) direction \(d)")
      }
    }
  }

  func testWrappedDistanceIsTheShortestOverCopies() {
    let radius = 3
    let world = HexWraparound(radius: radius)!
    let mirrors = (0..<6).map { Hex(q: 2 * radius + 1, r: -radius).rotated(by: .clockwise($0)) }
    for a in Hex.zero.hexagon(radius: radius) {
      for b in Hex.zero.hexagon(radius: radius) {
        let brute = ([b] + mirrors.map { b + $0 }).map { a.distance(to: $0) }.min()!
        XCTAssertEqual(world.distance(from: a, to: b), brute, "\(a) \(b)")
      }
    }
  }

  func testHexesAtTheRangesEdgeHaveWrappedNeighbors() {
    let edge = Hex.coordinateRange.upperBound
    for hex in [Hex(q: edge, r: 0), Hex(q: -edge, r: edge), Hex(q: 0, r: -edge), Hex(q: edge, r: -edge)] {
      for radius in [0, 1, 5, 1 << 20] {
        let world = HexWraparound(radius: radius)!
        let neighbors = world.neighbors(of: hex)
        XCTAssertEqual(neighbors, world.neighbors(of: world.canonical(hex)!), "\(hex) \(radius)")
        // Each is on the map and one wrapped step from the hex.
        for n in neighbors {
          XCTAssertLessThanOrEqual(n.length, radius, "\(hex) \(radius)")
          XCTAssertLessThanOrEqual(world.distance(from: n, to: hex)!, 1, "\(hex) \(radius) \(n)")
        }
      }
    }
  }

  func testTheWrappingSubscriptServesEveryStorage() {
    // One subscript for every storage and topology: a value written
    // through the seam lands on the map hex, 5 steps across a radius-2
    // map being (3, 0) − (5, −2) = (−2, 2).
    let world = HexWraparound(radius: 2)!
    var dense = HexMap(radius: 2, repeating: 0)
    var sparse = HexSparseMap<Int>()
    var dictionary: [Hex: Int] = [:]
    dense[Hex(q: 3, r: 0), wrappingIn: world] = 4
    sparse[Hex(q: 3, r: 0), wrappingIn: world] = 4
    dictionary[Hex(q: 3, r: 0), wrappingIn: world] = 4
    XCTAssertEqual(dense[Hex(q: -2, r: 2)], 4)
    XCTAssertEqual(sparse[Hex(q: -2, r: 2)], 4)
    XCTAssertEqual(dictionary, [Hex(q: -2, r: 2): 4])
    // Writing nil through the wrap removes where the storage removes.
    sparse[Hex(q: 3, r: 0), wrappingIn: world] = nil
    dictionary[Hex(q: 3, r: 0), wrappingIn: world] = nil
    dense[Hex(q: 3, r: 0), wrappingIn: world] = nil
    XCTAssertTrue(sparse.isEmpty)
    XCTAssertTrue(dictionary.isEmpty)
    XCTAssertEqual(dense[Hex(q: -2, r: 2)], 4)
    // A hex no world stands for reads nil and writes nothing.
    dictionary[Hex(q: 1 << 40, r: 0), wrappingIn: world] = 1
    XCTAssertTrue(dictionary.isEmpty)
    XCTAssertNil(dense[Hex(q: 1 << 40, r: 0), wrappingIn: world])
  }

  func testCodableRoundTripAndRefusal() throws {
    for world in [HexWraparound(radius: 0)!, HexWraparound(center: Hex(q: 10, r: -4), radius: 7)!] {
      let data = try JSONEncoder().encode(world)
      XCTAssertEqual(try JSONDecoder().decode(HexWraparound.self, from: data), world)
    }
    // A radius whose hexagon leaves ±2³⁰ is refused, as by the initializer.
    let bad = Data(#"{"center":{"q":0,"r":0,"s":0},"radius":1073741825}"#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(HexWraparound.self, from: bad))
    let negative = Data(#"{"center":{"q":0,"r":0,"s":0},"radius":-1}"#.utf8)
    XCTAssertThrowsError(try JSONDecoder().decode(HexWraparound.self, from: negative))
  }
}
