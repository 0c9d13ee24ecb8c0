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
    run("W1e", "the same hexagon through its forEach", items: set.count, target: "≤ 0.25 ns/hex", limit: 0.25) {
      var sum = 0
      Hex.zero.hexagon(radius: radius).forEach { h in sum &+= square(h.q &* 31 &+ h.r) }
      return sum
    }
    addFloor("W1", "W1's floor: the same sum, a raw nested q, r loop", items: set.count, alsoFor: ["W1e"]) {
      // In Int32, wrapping, as a hex stores its components: with Int
      // counters the optimizer replaces each column's inner loop by the
      // closed form of its sum of squares (0.006 ns/hex, measured), a
      // shortcut no per-hex iteration gets; with these it still steps once
      // per hex, and vectorizes.
      var sum = 0
      var q = Int32(truncatingIfNeeded: -radius)
      let qLast = Int32(truncatingIfNeeded: radius)
      while true {
        var r = Int32(truncatingIfNeeded: Swift.max(-radius, -Int(q) - radius))
        let rLast = Int32(truncatingIfNeeded: Swift.min(radius, -Int(q) + radius))
        while true {
          sum &+= square(Int(q) &* 31 &+ Int(r))
          if r == rLast { break }
          r &+= 1
        }
        if q == qLast { break }
        q &+= 1
      }
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
    addFloor("W3", "W3's floor: the distance formula inline", items: set.count) {
      var sum = 0
      for h in set {
        // Half the sum of the three component differences' magnitudes
        // (|ds| = |dq + dr|), the differences in Int32 as a hex stores its
        // components (in Int, this loop takes 1.6× as long: half the lanes
        // per vector).
        let dq = Int32(truncatingIfNeeded: h.q) &- 3, dr = Int32(truncatingIfNeeded: h.r) &+ 7
        let ds = dq &+ dr
        sum &+= Int((UInt64(dq.magnitude) &+ UInt64(dr.magnitude) &+ UInt64(ds.magnitude)) >> 1)
      }
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
    addFloor("W5", "W5's floor: the odd-q formulas inline", items: set.count) {
      var sum = 0
      for h in set {
        // Red Blob Games' odd-q: row = r + (q - (q & 1)) / 2, which is
        // r + q >> 1; in Int32, as a hex stores its components.
        let q = Int32(truncatingIfNeeded: h.q), r = Int32(truncatingIfNeeded: h.r)
        let col = q, row = r &+ (q >> 1)
        guard row &- (col >> 1) == r else { fatalError("W5f: \(h) does not round-trip") }
        sum &+= Int(col) &* 31 &+ Int(row)
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
    addFloor("W6", "W6's floor: the six neighbor sums inline", items: set.count) {
      var sum = 0
      for h in set {
        // The neighbors (+1, 0), (+1, −1), (0, −1), (−1, 0), (−1, +1), (0, +1),
        // each component an Int32 sum modulo 2³², as a neighbor is a hex
        // and that is what `neighbors` documents. (Summed in Int instead,
        // which differs at Int32's ends, this loop is about 1.17× faster at
        // x86-64-v3: it widens q and r once per hex, not once per neighbor.)
        let q = Int32(truncatingIfNeeded: h.q), r = Int32(truncatingIfNeeded: h.r)
        let qp = Int(q &+ 1), qm = Int(q &- 1), rp = Int(r &+ 1), rm = Int(r &- 1)
        let q0 = Int(q), r0 = Int(r)
        sum &+= square(qp &* 31 &+ r0) &+ square(qp &* 31 &+ rm)
        sum &+= square(q0 &* 31 &+ rm) &+ square(qm &* 31 &+ r0)
        sum &+= square(qm &* 31 &+ rp) &+ square(q0 &* 31 &+ rp)
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
