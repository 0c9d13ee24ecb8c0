// W1–W8: HexCore's coordinates, walks and pixels.

import HexCore
import HexLayoutEngine
import _HexTestSupport

extension Bench {
  func addCoreBenchmarks() {
    let geometry = self.geometry, radius = self.radius
    let size = geometry.size.width
    // Collect the set only when a W row is selected: it is large.
    let set = filters.isEmpty || filters.contains(where: { $0.hasPrefix("W") }) ? self.set : []

    run("W1", "generate the radius-\(radius) hexagon", items: set.count, target: "≤ 0.25 ns/hex", limit: 0.25) {
      var sum = 0
      for h in Hex.zero.hexagon(radius: radius) { sum &+= square(h.q &* 31 &+ h.r) }
      return sum
    }
    addBaseline("W1", items: set.count) {
      // Red Blob's range loop, appending cube hexes to an array.
      var cells: [ArticleHex] = []
      for q in -radius...radius {
        for r in max(-radius, -q - radius)...min(radius, -q + radius) {
          cells.append(ArticleHex(q: q, r: r, s: -q - r))
        }
      }
      var sum = 0
      for h in cells { sum &+= square(h.q &* 31 &+ h.r) }
      return sum
    }

    run("W2", "rings 1…\(radius) around (0,0) plus the center", items: set.count, target: "≤ 1.0 ns/hex", limit: 1.0) {
      var sum = 0
      for k in 0...radius {
        for h in Hex.zero.ring(radius: k) { sum &+= square(h.q &* 31 &+ h.r) }
      }
      return sum
    }

    run("W3", "distance from each hex to (3,−7)", items: set.count, target: "≤ 0.6 ns/hex", limit: 0.6) {
      let target = Hex(q: 3, r: -7)
      var sum = 0
      for h in set { sum &+= h.distance(to: target) }
      return sum
    }

    run("W4", "center, then hex containing it (round trip)", items: set.count, target: "≤ 6 ns/hex", limit: 6) {
      var sum = 0
      for h in set {
        let p = geometry.center(of: h)
        guard geometry.hex(containing: p) == h else { fatalError("W4: \(h) does not round-trip") }
        sum &+= roundedMagnitude(p.x) &+ roundedMagnitude(p.y)
      }
      return sum
    }
    addBaseline("W4", items: set.count) {
      var sum = 0
      let sqrt3 = (3.0).squareRoot()
      for h in set {
        let x = 1.5 * Double(h.q) * size
        let y = (sqrt3 / 2 * Double(h.q) + sqrt3 * Double(h.r)) * size
        let back = articleHexContaining(x, y, size: size)
        guard back.q == h.q && back.r == h.r else { fatalError("W4 baseline: \(h)") }
        sum &+= roundedMagnitude(x) &+ roundedMagnitude(y)
      }
      return sum
    }

    run("W5", "odd-q offset and back (round trip)", items: set.count, target: "≤ 0.4 ns/hex", limit: 0.4) {
      var sum = 0
      for h in set {
        let o = OffsetCoordinate(h, kind: .oddQ)
        guard Hex(o, kind: .oddQ) == h else { fatalError("W5: \(h) does not round-trip") }
        sum &+= o.col &* 31 &+ o.row
      }
      return sum
    }

    run("W6", "the six neighbors of each hex", items: set.count, target: "≤ 0.8 ns/hex", limit: 0.8) {
      var sum = 0
      for h in set {
        for n in h.neighbors { sum &+= square(n.q &* 31 &+ n.r) }
      }
      return sum
    }

    let lineEnds = Array(Hex.zero.ring(radius: quick ? 10 : 100))
    let lineHexCount = lineEnds.reduce(0) { $0 + Hex.zero.distance(to: $1) + 1 }
    run(
      "W7", "lines from (0,0) to each hex of ring \(quick ? 10 : 100)", items: lineHexCount, unit: "ns/hex",
      target: "≤ 6 ns per line hex", limit: 6
    ) {
      var sum = 0, count = 0
      for end in lineEnds {
        for h in Hex.zero.line(to: end) {
          sum &+= h.q &* 31 &+ h.r
          count += 1
        }
      }
      guard count == lineHexCount else { fatalError("W7: \(count) hexes, expected \(lineHexCount)") }
      return sum
    }
    addBaseline("W7", items: lineHexCount) {
      var sum = 0
      for end in lineEnds {
        for h in articleLine(from: ArticleHex(q: 0, r: 0, s: 0), to: ArticleHex(q: end.q, r: end.r, s: end.s)) {
          sum &+= h.q &* 31 &+ h.r
        }
      }
      return sum
    }

    run("W8", "the six corners of each hex", items: set.count, target: "≤ 8 ns/hex", limit: 8) {
      var sum = 0
      for h in set {
        for p in geometry.corners(of: h) { sum &+= roundedMagnitude(p.x) &+ roundedMagnitude(p.y) }
      }
      return sum
    }
  }
}
