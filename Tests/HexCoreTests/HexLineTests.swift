import HexCore
import XCTest
import _HexTestSupport

/// `Hex.line(to:)` and `HexLine`.
final class HexLineTests: XCTestCase {
  /// The invariants of a line from `a` to `b` with N = distance: N + 1
  /// cells, from a to b, consecutive cells adjacent, so cell i is i from a
  /// and N − i from b (a shortest path), and each cell is the rounding of a
  /// point within half a cell of the straight line.
  func checkLine(_ a: Hex, _ b: Hex, _ context: String, file: StaticString = #filePath, line: UInt = #line) {
    let cells = Array(a.line(to: b))
    let n = a.distance(to: b)
    XCTAssertEqual(cells.count, n + 1, context, file: file, line: line)
    XCTAssertEqual(a.line(to: b).count, n + 1, context, file: file, line: line)
    XCTAssertEqual(cells.first, a, context, file: file, line: line)
    XCTAssertEqual(cells.last, b, context, file: file, line: line)
    for (i, c) in cells.enumerated() {
      XCTAssertEqual(a.distance(to: c), i, "\(context) i=\(i)", file: file, line: line)
      XCTAssertEqual(b.distance(to: c), n - i, "\(context) i=\(i)", file: file, line: line)
      guard n > 0 else { continue }
      let t = Double(i) / Double(n)
      let dq = Double(c.q - a.q) - Double(b.q - a.q) * t
      let dr = Double(c.r - a.r) - Double(b.r - a.r) * t
      let ds = Double(c.s - a.s) - Double(b.s - a.s) * t
      XCTAssertLessThanOrEqual(max(abs(dq), abs(dr), abs(ds)), 1, "\(context) i=\(i)", file: file, line: line)
    }
  }

  func testReferenceVector() {
    // Red Blob test_hex_linedraw: (0,0,0) to (1,-5,4).
    let expected = [(0, 0), (0, -1), (0, -2), (1, -3), (1, -4), (1, -5)].map { Hex(q: $0.0, r: $0.1) }
    XCTAssertEqual(Array(Hex.zero.line(to: Hex(q: 1, r: -5))), expected)
  }

  func testLineToItselfIsOneHex() {
    XCTAssertEqual(Array(Hex(q: 4, r: -9).line(to: Hex(q: 4, r: -9))), [Hex(q: 4, r: -9)])
  }

  func testStraightLinesAlongDirectionsAreTheRays() {
    for d in HexDirection.allCases {
      let a = Hex(q: -3, r: 7)
      XCTAssertEqual(Array(a.line(to: a + d.vector * 9)), (0...9).map { a + d.vector * $0 }, "\(d)")
    }
  }

  func testLinesAlongCellEdgesAreStable() {
    // From the origin to the diagonal (2, -1) the straight line runs along the
    // edge between (1, 0) and (1, -1); the nudge must pick one side, and the
    // line must still be adjacent cell to cell.
    let cells = Array(Hex.zero.line(to: Hex(q: 2, r: -1)))
    XCTAssertEqual(cells.count, 3)
    XCTAssertTrue([Hex(q: 1, r: 0), Hex(q: 1, r: -1)].contains(cells[1]))
    for diagonal in HexDiagonal.allCases {
      checkLine(.zero, diagonal.vector * 5, "diagonal \(diagonal)")
    }
  }

  func testAllLinesWithinRadius4() {
    let area = Array(Hex(q: 1, r: -1).hexagon(radius: 4))
    for a in area {
      for b in area { checkLine(a, b, "a=\(a) b=\(b)") }
    }
  }

  func testRandomLongLines() {
    let seed: UInt64 = 0x4C49_4E45
    withSeededCases(count: 300, seed: seed) { rng, seeded in
      let a = Hex.random(in: -1_000_000...1_000_000, using: &rng)
      let b = a + Hex.random(in: -200...200, using: &rng)
      checkLine(a, b, "\(seeded) a=\(a) b=\(b)")
    }
  }

  func testLinesAcrossTheWholeCoordinateRange() {
    // Lines of length up to 2^31: sample positions and check that each
    // sampled cell is at the right distance from both ends and adjacent to the
    // next one.
    let limit = 1 << 30
    let seed: UInt64 = 0x4C49_4E46
    withSeededCases(count: 50, seed: seed) { rng, seeded in
      let i = seeded.index
      // |q| within 1000 of the limit, r chosen so that s stays in range.
      let q = Int.random(in: (limit - 1_000)...limit, using: &rng)
      let a = Hex(q: q, r: -Int.random(in: 0...(limit - 1_000), using: &rng)) * (i.isMultiple(of: 2) ? 1 : -1)
      let b = Hex.random(in: -limit...limit, using: &rng)
      let line = a.line(to: b)
      let n = a.distance(to: b)
      for _ in 0..<20 {
        let k = Int.random(in: 0..<n, using: &rng)
        let context = "\(seeded) a=\(a) b=\(b) k=\(k)"
        XCTAssertEqual(a.distance(to: line[k]), k, context)
        XCTAssertEqual(b.distance(to: line[k]), n - k, context)
        XCTAssertEqual(line[k].distance(to: line[k + 1]), 1, context)
        XCTAssertTrue(line[k].isInCoordinateRange, context)
      }
    }
  }

  func testIteratorMatchesSubscriptAndCount() {
    let line = Hex(q: -7, r: 2).line(to: Hex(q: 11, r: -20))
    XCTAssertEqual(line.underestimatedCount, line.count)
    XCTAssertEqual(Array(line), line.indices.map { line[$0] })
    XCTAssertEqual(line.start, Hex(q: -7, r: 2))
    XCTAssertEqual(line.end, Hex(q: 11, r: -20))
  }
}

/// Lines along cell edges are ties that only the nudge breaks.
///
/// With the
/// article's nudge (1e-6, 2e-6, -3e-6) every pairwise tie is broken one way,
/// so our relative computation and the article's absolute one (Red Blob
/// Games, "Line drawing": lerp between the nudged endpoints, then cube
/// round) agree on every line from the origin to ring 100 — 600 lines, many
/// of them through exact ties such as (4.5, 0.5, -5) on the way to (90, 10).
final class HexLineTieTests: XCTestCase {
  private func articleLine(to end: Hex) -> [Hex] {
    let n = end.length
    return (0...n).map { i in
      let t = 1.0 / Double(n) * Double(i)
      let q = 1e-6 * (1 - t) + (Double(end.q) + 1e-6) * t
      let r = 2e-6 * (1 - t) + (Double(end.r) + 2e-6) * t
      let s = -3e-6 * (1 - t) + (Double(end.s) - 3e-6) * t
      var rq = q.rounded(), rr = r.rounded(), rs = s.rounded()
      let dq = abs(rq - q), dr = abs(rr - r), ds = abs(rs - s)
      if dq > dr && dq > ds { rq = -rr - rs } else if dr > ds { rr = -rq - rs } else { rs = -rq - rr }
      _ = rs
      return Hex(q: Int(rq), r: Int(rr))
    }
  }

  func testEdgeRunningLinesMatchTheArticle() {
    for end in Hex.zero.ring(radius: 100) {
      XCTAssertEqual(Array(Hex.zero.line(to: end)), articleLine(to: end), "line to \(end)")
    }
  }

  func testTiesAreBrokenTheSameWayAnywhere() {
    // Relative to its start, a line is the same wherever it is drawn.
    for offset in [Hex(q: 123_456, r: -654_321), Hex(q: -(1 << 29), r: 1 << 28)] {
      XCTAssertEqual(
        Array(offset.line(to: offset + Hex(q: 90, r: 10))).map { $0 - offset },
        Array(Hex.zero.line(to: Hex(q: 90, r: 10))))
    }
  }
}

/// `Hex.supercoverLine(to:)` against a brute-force clip of the segment
/// against every nearby cell in exact rational arithmetic.
final class SupercoverLineTests: XCTestCase {
  let flat = HexGeometry(orientation: .flatTop, size: 1)

  /// The hexes whose closed cell meets the segment between the centers in
  /// a stretch of positive length, in order along it (the right-hand one
  /// first when two share a stretch), by clipping the segment against each
  /// cell's six half-planes in exact rationals.
  func supercoverOracle(_ a: Hex, _ b: Hex) -> [Hex] {
    let d = Hex(q: b.q - a.q, r: b.r - a.r)
    let n = a.distance(to: b)
    var found: [(hex: Hex, low: (Int, Int), side: Double)] = []
    for hex in a.hexagon(radius: n + 1) {
      let h = Hex(q: hex.q - a.q, r: hex.r - a.r)
      // t·(D·e) - h·e <= 1 for the six unit vectors e; t in [0, 1].
      var low = (0, 1), high = (1, 1)
      var empty = false
      for e in HexDirection.allCases.map(\.vector) {
        let de = d.q * e.q + d.r * e.r + d.s * e.s, he = h.q * e.q + h.r * e.r + h.s * e.s
        if de > 0 {
          if (1 + he) * high.1 < high.0 * de { high = (1 + he, de) }
        } else if de < 0 {
          // t >= (1 + he) / de, de < 0: t >= -(1 + he) / -de.
          let bound = (-(1 + he), -de)
          if bound.0 * low.1 > low.0 * bound.1 { low = bound }
        } else if he < -1 {
          empty = true
        }
      }
      if empty || low.0 * high.1 >= high.0 * low.1 { continue }
      let p = flat.center(of: a), q = flat.center(of: b), c = flat.center(of: hex)
      // y-down: a positive cross product is clockwise of travel, the right.
      let side = (q.x - p.x) * (c.y - p.y) - (q.y - p.y) * (c.x - p.x)
      found.append((hex, low, side))
    }
    found.sort { x, y in
      let lhs = x.low.0 * y.low.1, rhs = y.low.0 * x.low.1
      return lhs != rhs ? lhs < rhs : x.side > y.side
    }
    return found.map(\.hex)
  }

  func testSupercoverHandWorked() {
    // Along a diagonal: the segment runs along the edge between (0, 1) and
    // (1, 0); (0, 1) lies on the right of the travel.
    XCTAssertEqual(
      Hex.zero.supercoverLine(to: Hex(q: 1, r: 1)),
      [Hex(q: 0, r: 0), Hex(q: 0, r: 1), Hex(q: 1, r: 0), Hex(q: 1, r: 1)])
    // Along a direction: the hexes of the straight line.
    XCTAssertEqual(Hex.zero.supercoverLine(to: Hex(q: 3, r: 0)), Array(Hex.zero.line(to: Hex(q: 3, r: 0))))
    XCTAssertEqual(Hex(q: 2, r: 2).supercoverLine(to: Hex(q: 2, r: 2)), [Hex(q: 2, r: 2)])
    XCTAssertEqual(Hex.zero.supercoverLine(to: Hex(q: 1 << 31, r: 0)), [])
  }

  func testSupercoverMatchesTheClippingOracle() {
    var longer = 0, alongEdges = 0
    withSeededCases(count: 400, seed: 0x5355_5043) { rng, seeded in
      let a = randomHex(&rng, -6...6), b = a + randomHex(&rng, -7...7)
      let line = a.supercoverLine(to: b)
      XCTAssertEqual(line, supercoverOracle(a, b), "\(seeded) \(a)→\(b)")
      XCTAssertEqual(b.supercoverLine(to: a), line.reversed(), "\(seeded) reversal")
      for (x, y) in zip(line, line.dropFirst()) { XCTAssertTrue(x.isNeighbor(of: y), "\(seeded)") }
      let n = a.distance(to: b)
      XCTAssertTrue((n + 1...2 * n + 1).contains(line.count), "\(seeded)")
      if line.count > n + 1 { longer += 1 }
      if HexDiagonal.allCases.contains(where: { (b - a) == $0.vector * max(n / 2, 1) }) && n > 0 { alongEdges += 1 }
    }
    // The loop meets both kinds of extra hexes: clipped corners, and
    // segments along edges.
    XCTAssertGreaterThan(longer, 50)
    XCTAssertGreaterThan(alongEdges, 0)
  }

  func testSupercoverFarFromTheOriginAndLong() {
    // Full-width comparisons: ends near opposite corners of the range.
    let limit = (1 << 30) - 1
    let a = Hex(q: -limit, r: 0), b = Hex(q: limit, r: -limit + 7)
    let line = a.supercoverLine(to: Hex(q: -limit + 40, r: 17))
    XCTAssertEqual(line.first, a)
    XCTAssertEqual(line.last, Hex(q: -limit + 40, r: 17))
    for (x, y) in zip(line, line.dropFirst()) { XCTAssertTrue(x.isNeighbor(of: y)) }
    XCTAssertEqual(line.count, supercoverOracle(Hex.zero, Hex(q: 40, r: 17)).count)
    XCTAssertTrue(b.isInCoordinateRange)
  }
}
