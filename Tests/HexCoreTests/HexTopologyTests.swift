import HexCore
import XCTest
import _HexTestSupport

/// A world of the caller's own: every search runs on any ``HexTopology``,
/// with the protocol's default stepping and estimate.
final class HexTopologyTests: XCTestCase {
  /// A parallelogram whose opposite sides are glued: `q` wraps modulo
  /// `width` and `r` modulo `height` (a torus), or, unglued, a bounded
  /// parallelogram whose outside is off the map.
  struct Parallelogram: HexTopology {
    var width: Int
    var height: Int
    var wraps: Bool

    func canonical(_ hex: Hex) -> Hex? {
      if wraps {
        return Hex(q: ((hex.q % width) + width) % width, r: ((hex.r % height) + height) % height)
      }
      return (0..<width).contains(hex.q) && (0..<height).contains(hex.r) ? hex : nil
    }

    func distance(from a: Hex, to b: Hex) -> Int? {
      guard let a = canonical(a), let b = canonical(b) else { return nil }
      // A parallelogram of the axes is convex: a shortest way stays inside.
      guard wraps else { return a.distance(to: b) }
      var best = Int.max
      for k in -2...2 {
        for l in -2...2 { best = Swift.min(best, a.distance(to: Hex(q: b.q + k * width, r: b.r + l * height))) }
      }
      return best
    }

    var count: Int { width * height }
    var bounds: HexRegion { HexRegion(q: 0...(width - 1), r: 0...(height - 1), s: -(width + height)...0) }
  }

  /// Steps on the world by brute force: the six plane neighbors,
  /// canonicalized, off-map ones dropped.
  func neighbors(_ hex: Hex, _ world: Parallelogram) -> [Hex] {
    hex.neighbors.compactMap { world.canonical($0) }.filter { $0 != hex }
  }

  /// Breadth-first distances from `start` over the open hexes.
  func distances(from start: Hex, _ world: Parallelogram, open: (Hex) -> Bool) -> [Hex: Int] {
    var result = [start: 0], queue = [start], i = 0
    while i < queue.count {
      let hex = queue[i]
      i += 1
      for n in neighbors(hex, world) where result[n] == nil && open(n) {
        result[n] = result[hex]! + 1
        queue.append(n)
      }
    }
    return result
  }

  func testEverySearchRunsOnACallersTopology() throws {
    var rng = SplitMix64(seed: 0x70_9010)
    for world in [
      Parallelogram(width: 9, height: 6, wraps: true), Parallelogram(width: 8, height: 7, wraps: false),
    ] {
      let all = (0..<world.width).flatMap { q in (0..<world.height).map { Hex(q: q, r: $0) } }
      for trial in 0..<40 {
        let walls = Set(all.filter { _ in Int.random(in: 0..<5, using: &rng) == 0 })
        let open = { (h: Hex) in !walls.contains(h) }
        let start = all.filter(open).randomElement(using: &rng)!
        let truth = distances(from: start, world, open: open)
        let context = "\(world) trial \(trial)"
        // A* and the finder, both kinds of cost: the BFS distance.
        for goal in all.filter(open).prefix(12) {
          let expected = truth[goal]
          let viaCost = try? start.path(to: goal, on: world) { open($0) ? 1 : nil }.get()
          var finder = HexPathFinder()
          let viaStep = try? finder.path(from: start, to: goal, on: world) { open($1) ? 1 : nil }.get()
          XCTAssertEqual(viaCost?.cost, expected, context)
          XCTAssertEqual(viaStep?.cost, expected, context)
          if let path = viaCost?.hexes {
            for (a, b) in zip(path, path.dropFirst()) { XCTAssertTrue(neighbors(a, world).contains(b), context) }
          }
        }
        // Movement ranges, by steps and by cost: the BFS ball.
        let steps = Int.random(in: 0...5, using: &rng)
        let ball = Set(truth.filter { $0.value <= steps }.keys)
        XCTAssertEqual(Set(start.movementRange(steps: steps, on: world, isPassable: open).hexes), ball, context)
        XCTAssertEqual(Set(start.movementRange(budget: steps, on: world) { open($0) ? 1 : nil }.hexes), ball, context)
        XCTAssertEqual(
          Set(start.movementRange(budget: steps, on: world) { open($1) ? 1 : nil }.hexes), ball, context)
        // Field of view without walls sees every hex within the radius, once.
        let seen = start.fieldOfView(radius: steps, on: world) { _ in false }
        XCTAssertEqual(seen.count, Set(seen).count, context)
        let near = Set(distances(from: start, world, open: { _ in true }).filter { $0.value <= steps }.keys)
        if world.wraps {
          XCTAssertEqual(Set(seen), near, context)
        } else {
          XCTAssertTrue(Set(seen).isSubset(of: near), context)
          XCTAssertTrue(seen.contains(start), context)
        }
      }
    }
  }

  /// The library's worlds answer the new requirements like the defaults
  /// would, faster: the neighbor is the canonical plane neighbor, and the
  /// estimate never exceeds the distance.
  func testLibraryWorldsAgreeWithTheDefaults() throws {
    let cylinder = try XCTUnwrap(HexCylinder(rows: 5, columns: 8, kind: .oddQ))
    let wraparound = try XCTUnwrap(HexWraparound(radius: 3))
    for hex in Hex.zero.hexagon(radius: 4) {
      for d in HexDirection.allCases {
        if let c = cylinder.canonical(hex) {
          let plain = cylinder.canonical(c.neighbor(in: d)).flatMap { $0 == c ? nil : $0 }
          XCTAssertEqual(cylinder.neighbor(of: c, toward: d), plain, "\(hex) \(d)")
        }
        if let w = wraparound.canonical(hex) {
          let plain = wraparound.canonical(w.neighbor(in: d)).flatMap { $0 == w ? nil : $0 }
          XCTAssertEqual(wraparound.neighbor(of: w, toward: d), plain, "\(hex) \(d)")
        }
        XCTAssertEqual(HexPlane().neighbor(of: hex, toward: d), hex.neighbor(in: d))
      }
      for other in Hex.zero.hexagon(radius: 4) {
        if let a = cylinder.canonical(hex), let b = cylinder.canonical(other) {
          XCTAssertLessThanOrEqual(cylinder.estimatedDistance(from: a, to: b), cylinder.distance(from: a, to: b) ?? 0)
        }
      }
    }
    XCTAssertNil(HexPlane().neighbor(of: Hex(q: Hex.coordinateRange.upperBound, r: 0), toward: .flatBottomRight))
  }

  /// A 5×5 world that says it is the plane, as a user's type could before
  /// 1.0 (`isPlane` was a public requirement the searches trusted): the
  /// property is now only the type's own, and every search stays in the
  /// world and asks about its hexes only (issue 41, item 1).
  struct ClaimsToBeThePlane: HexTopology {
    var isPlane: Bool { true }
    let inner = Parallelogram(width: 5, height: 5, wraps: false)
    func canonical(_ hex: Hex) -> Hex? { inner.canonical(hex) }
    func distance(from a: Hex, to b: Hex) -> Int? { inner.distance(from: a, to: b) }
    var count: Int { inner.count }
    var bounds: HexRegion { inner.bounds }
  }

  func testAWorldThatClaimsToBeThePlaneStaysInItsBounds() {
    let world = ClaimsToBeThePlane()
    let start = Hex(q: 2, r: 2)
    var asked: [Hex] = []
    let inWorld = { (hex: Hex) in world.canonical(hex) == hex }
    let steps = start.movementRange(steps: 3, on: world) {
      asked.append($0); return true
    }
    // Every hex of the 5×5 parallelogram lies within 3 steps of (2, 2)
    // except the two acute corners, (0, 0) and (4, 4), at distance 4
    // (|dq + dr| = 4).
    XCTAssertEqual(steps.count, 23)
    XCTAssertTrue(steps.allSatisfy { inWorld($0.hex) })
    let budget = start.movementRange(budget: 3, on: world) {
      asked.append($0); return 1
    }
    XCTAssertEqual(Set(budget.map(\.hex)), Set(steps.map(\.hex)))
    let path = start.path(to: Hex(q: 0, r: 0), on: world) {
      asked.append($0); return 1
    }
    XCTAssertEqual(try path.get().cost, 4)
    XCTAssertTrue(try path.get().hexes.allSatisfy(inWorld))
    let seen = start.fieldOfView(radius: 6, on: world) { _ in false }
    XCTAssertEqual(seen.count, 25)
    XCTAssertTrue(seen.allSatisfy(inWorld))
    guard var field = HexFlowField(region: world.bounds) else { return XCTFail("a small region") }
    field.build(toward: [start], on: world) {
      asked.append($0); return 1
    }
    XCTAssertNil(field.cost(of: Hex(q: -1, r: 2)))
    XCTAssertEqual(field.cost(of: Hex(q: 4, r: 4)), 4)
    XCTAssertFalse(asked.isEmpty)
    XCTAssertTrue(asked.allSatisfy(inWorld), "asked about \(asked.filter { !inWorld($0) })")
  }
}
