import Foundation
import HexCore
import XCTest
import _HexTestSupport

/// Cylinder maps against brute force: the distance is the minimum over the
/// map's shifted copies.
final class HexCylinderTests: XCTestCase {
  func testParityAndSizesAreValidated() {
    XCTAssertNil(HexCylinder(rows: 4, columns: 5, kind: .oddQ))  // odd wrapped columns
    XCTAssertNotNil(HexCylinder(rows: 5, columns: 4, kind: .oddQ))  // odd rows are fine for q kinds
    XCTAssertNil(HexCylinder(rows: 5, columns: 4, kind: .evenR))  // odd wrapped rows
    XCTAssertNil(HexCylinder(rows: 0, columns: 4, kind: .oddQ))
    XCTAssertNil(HexCylinder(rows: Int.max, columns: Int.max, kind: .evenQ))
    XCTAssertNil(HexCylinder(rows: 1 << 20, columns: 1 << 20, kind: .evenQ))
  }

  func testDistancesMatchTheMinimumOverShiftedCopies() {
    for kind in OffsetKind.allCases {
      let cylinder =
        HexCylinder(rows: 6, columns: 8, kind: kind)
        ?? HexCylinder(rows: 8, columns: 6, kind: kind)!
      let hexes = Array(cylinder.rectangle)
      let w = cylinder.period
      for a in hexes {
        for b in hexes {
          let expected = (-3...3).map { a.distance(to: b + w * $0) }.min()!
          XCTAssertEqual(cylinder.distance(from: a, to: b), expected, "\(kind) \(a) \(b)")
          // The line: gap-free, as long as the wrapped distance, on the map,
          // toward the nearest copy (ties as documented: the unshifted copy,
          // then backward, then forward).
          let copy = [0, -1, 1, -2, 2, -3, 3].map { b + w * $0 }.min { a.distance(to: $0) < a.distance(to: $1) }!
          let straight = Array(a.line(to: copy))
          let line = cylinder.line(from: a, to: b)
          XCTAssertEqual(line.count, expected + 1, "\(kind) \(a) \(b)")
          XCTAssertEqual(line.first, a)
          XCTAssertEqual(line.last, b)
          XCTAssertTrue(line.allSatisfy(cylinder.contains), "\(kind) \(a) \(b)")
          for (p, q) in zip(line, line.dropFirst()) {
            XCTAssertEqual(cylinder.distance(from: p, to: q), 1, "\(kind) \(a) \(b)")
          }
          // Where the straight line stays on the map, each hex is as near the
          // ideal point as the straight line's (equal up to ties).
          if straight.allSatisfy({ cylinder.canonical($0) != nil }) {
            let n = Double(expected)
            for (i, (mine, theirs)) in zip(line, straight).enumerated() where n > 0 {
              let pq = Double(a.q) + Double(copy.q - a.q) * Double(i) / n
              let pr = Double(a.r) + Double(copy.r - a.r) * Double(i) / n
              func error(_ h: Hex) -> Double {
                let dq = Double(h.q) - pq, dr = Double(h.r) - pr
                return dq * dq + dq * dr + dr * dr
              }
              // Compare in the unwrapped frame: the straight line's hex vs the
              // copy of ours that lies next to it.
              let ours = [0, -1, 1].map { mine + w * $0 }.min { $0.distance(to: theirs) < $1.distance(to: theirs) }!
              XCTAssertEqual(error(ours), error(theirs), accuracy: 1e-9, "\(kind) \(a) \(b) step \(i)")
            }
          }
        }
        // Neighbors across the seam are one step away and on the map.
        for n in cylinder.neighbors(of: a) {
          XCTAssertTrue(cylinder.contains(n))
          XCTAssertEqual(cylinder.distance(from: a, to: n), 1)
        }
        // Canonicalization is idempotent and undoes a period.
        XCTAssertEqual(cylinder.canonical(a), a)
        XCTAssertEqual(cylinder.canonical(a + w * 3), a)
        XCTAssertEqual(cylinder.canonical(a - w), a)
      }
    }
  }

  /// The documented rule, decided in exact rationals: step `i` of `n` goes
  /// to the neighbor one step nearer the end, on the map, whose center is
  /// nearest the point `i / n` of the way (the squared distance times
  /// `n²`, `eq² + eq·er + er²`, in integers), ties to the lower direction.
  func ruleLine(_ cylinder: HexCylinder, from a: Hex, to b: Hex) -> [Hex] {
    let copy = [0, -1, 1].map { b + cylinder.period * $0 }.min { a.distance(to: $0) < a.distance(to: $1) }!
    let n = a.distance(to: copy)
    var line = [a], current = a
    for i in stride(from: 1, through: n, by: 1) {
      var best: (hex: Hex, error: Int)?
      for d in HexDirection.allCases {
        let h = current.neighbor(in: d)
        guard h.distance(to: copy) == n - i, cylinder.canonical(h) != nil else { continue }
        let eq = n * (h.q - a.q) - (copy.q - a.q) * i, er = n * (h.r - a.r) - (copy.r - a.r) * i
        let error = eq * eq + eq * er + er * er
        if best == nil || error < best!.error { best = (h, error) }
      }
      current = best!.hex
      line.append(cylinder.canonical(current)!)
    }
    return line
  }

  /// Lines follow their tie rule exactly, wherever they start.
  ///
  /// A shift by two of the wrapped columns (rows) maps the cylinder onto
  /// itself, so it moves every line with it (when one copy of the end is
  /// the nearest); and each line is the rule's, decided in exact
  /// rationals. Short diagonals near q = 0 hit ties such as the
  /// point 7.5 of the way, which floating point put at 7.499999999999999.
  func testLinesFollowTheTieRuleExactlyWhereverTheyStart() {
    withSeededCases(count: 300, seed: 0x4359_4C54) { rng, c in
      let kind = OffsetKind.allCases[Int.random(in: 0..<4, using: &rng)]
      let wrapped = 2 * Int.random(in: 4...40, using: &rng), other = Int.random(in: 3...40, using: &rng)
      let flat = kind.orientation == .flatTop
      let cylinder =
        flat
        ? HexCylinder(rows: other, columns: wrapped, kind: kind)!
        : HexCylinder(rows: wrapped, columns: other, kind: kind)!
      let hexes = Array(cylinder.rectangle)
      let a = hexes.randomElement(using: &rng)!
      // Often a short diagonal from near the origin.
      let b =
        Bool.random(using: &rng)
        ? hexes.randomElement(using: &rng)!
        : cylinder.canonical(a + Hex(q: 11, r: -22).rotated(by: .clockwise(Int.random(in: 0..<6, using: &rng)))) ?? a
      let line = cylinder.line(from: a, to: b)
      XCTAssertEqual(line, ruleLine(cylinder, from: a, to: b), "\(c) \(kind) \(a) → \(b)")
      // Two copies of b equally near (half the map around): which is taken
      // depends on where the seam is, as documented, so such lines move
      // with the shift only up to that choice; skip them.
      let distances = [-1, 0, 1].map { a.distance(to: b + cylinder.period * $0) }.sorted()
      guard distances[0] < distances[1] else { return }
      let k = Int.random(in: 1..<(wrapped / 2), using: &rng)
      let shift = flat ? Hex(q: 2 * k, r: -k) : Hex(q: -k, r: 2 * k)
      let moved = cylinder.line(from: cylinder.canonical(a + shift)!, to: cylinder.canonical(b + shift)!)
      XCTAssertEqual(moved, line.map { cylinder.canonical($0 + shift)! }, "\(c) \(kind) \(a) → \(b) by \(shift)")
    }
  }

  /// A tie by hand.
  ///
  /// From (1, 30) to (12, 8) is 22 steps on an odd-q map of 60 × 60
  /// (columns 1 and 12, rows 30 and 14, no seam or edge near).
  /// Step 15 is at (1 + 11·15/22, 30 − 15) = (8.5, 15), from (8, 16); its
  /// candidates 7 steps from the end, (8, 15) in direction 4 and (9, 15) in
  /// direction 5, both lie half a hex from it: the tie goes to direction 4.
  /// In floating point 11·(15/22) is 7.499999999999999, which picked
  /// (9, 15).
  func testATieByHand() {
    let cylinder = HexCylinder(rows: 60, columns: 60, kind: .oddQ)!
    let line = cylinder.line(from: Hex(q: 1, r: 30), to: Hex(q: 12, r: 8))
    XCTAssertEqual(line.count, 23)
    XCTAssertEqual(line[14], Hex(q: 8, r: 16))
    XCTAssertEqual(line[15], Hex(q: 8, r: 15))
  }

  /// The reported gap, by hand.
  ///
  /// On an odd-q map 20 rows by 40 columns, the last row from column 1 to column 27 is 14 steps the short way, west
  /// across the seam (1, 0, 39, …, 27). Along a row every step can stay in
  /// the row (an even column's neighbors in the next column are rows r − 1
  /// and r, an odd one's rows r and r + 1), so the line is the 15 hexes of
  /// row 19; the straight line zigzags into row 20, off the map.
  func testLineAlongTheEdgeRowHasNoGaps() {
    let cylinder = HexCylinder(rows: 20, columns: 40, kind: .oddQ)!
    let start = Hex(OffsetCoordinate(row: 19, col: 1), kind: .oddQ)
    let end = Hex(OffsetCoordinate(row: 19, col: 27), kind: .oddQ)
    XCTAssertEqual(cylinder.distance(from: start, to: end), 14)
    let expected = ([1, 0] + Array(stride(from: 39, through: 27, by: -1))).map {
      Hex(OffsetCoordinate(row: 19, col: $0), kind: .oddQ)
    }
    XCTAssertEqual(cylinder.line(from: start, to: end), expected)
  }

  /// By hand, odd-q 4 × 4: column 0 and column 3 of row 0 are neighbors
  /// across the seam (column 3 shifted back by 4 is column -1, next to 0).
  func testSeamByHand() {
    let cylinder = HexCylinder(rows: 4, columns: 4, kind: .oddQ)!
    let west = Hex(OffsetCoordinate(row: 0, col: 0), kind: .oddQ)
    let east = Hex(OffsetCoordinate(row: 0, col: 3), kind: .oddQ)
    XCTAssertEqual(west.distance(to: east), 3)
    XCTAssertEqual(cylinder.distance(from: west, to: east), 1)
    XCTAssertTrue(cylinder.neighbors(of: west).contains(east))
    // Off the unwrapped edges (rows) there is nothing.
    XCTAssertNil(cylinder.canonical(Hex(OffsetCoordinate(row: 4, col: 0), kind: .oddQ)))
    XCTAssertNil(cylinder.distance(from: west, to: Hex(OffsetCoordinate(row: -1, col: 0), kind: .oddQ)))
    XCTAssertEqual(cylinder.line(from: west, to: Hex(OffsetCoordinate(row: 9, col: 0), kind: .oddQ)), [])
  }

  func testMapAccessThroughTheWrap() {
    let cylinder = HexCylinder(rows: 3, columns: 6, kind: .evenQ)!
    var map = HexMap(rows: 3, columns: 6, kind: .evenQ, repeating: 0)
    let beyond = Hex(OffsetCoordinate(row: 1, col: 7), kind: .evenQ)
    map[beyond, wrappingIn: cylinder] = 9
    XCTAssertEqual(map[Hex(OffsetCoordinate(row: 1, col: 1), kind: .evenQ)], 9)
    XCTAssertEqual(map[Hex(OffsetCoordinate(row: 1, col: -5), kind: .evenQ), wrappingIn: cylinder], 9)
    XCTAssertNil(map[Hex(OffsetCoordinate(row: 5, col: 1), kind: .evenQ), wrappingIn: cylinder])
  }

  func testCodable() throws {
    let cylinder = HexCylinder(rows: 3, columns: 6, kind: .evenQ)!
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    XCTAssertEqual(
      String(decoding: try encoder.encode(cylinder), as: UTF8.self), #"{"columns":6,"kind":"evenQ","rows":3}"#)
    XCTAssertEqual(
      try JSONDecoder().decode(HexCylinder.self, from: Data(#"{"columns":6,"kind":"evenQ","rows":3}"#.utf8)), cylinder)
    XCTAssertThrowsError(
      try JSONDecoder().decode(HexCylinder.self, from: Data(#"{"columns":5,"kind":"evenQ","rows":3}"#.utf8)))
  }
}
