import HexCore
import XCTest
import _HexTestSupport

/// `OffsetRectangle`: the rectangle-shaped map of Red Blob's "Map storage".
final class OffsetRectangleTests: XCTestCase, CoordinateRangeOracle {
  func testElementsAreTheRowsAndColumnsInRowMajorOrder() {
    for kind in OffsetKind.allCases {
      let map = OffsetRectangle(rows: -2..<3, columns: -1..<4, kind: kind)
      var expected: [Hex] = []
      for row in -2..<3 {
        for col in -1..<4 { expected.append(Hex(OffsetCoordinate(row: row, col: col), kind: kind)) }
      }
      XCTAssertEqual(map.count, 25, "\(kind)")
      XCTAssertEqual(Array(map), expected, "\(kind)")
      XCTAssertEqual(Set(map).count, 25, "\(kind)")
      // contains agrees with membership over a wider area.
      let members = Set(expected)
      for h in Hex.zero.hexagon(radius: 8) {
        XCTAssertEqual(map.contains(h), members.contains(h), "\(kind) \(h)")
      }
    }
  }

  func testCountInitializer() {
    let map = OffsetRectangle(rows: 2, columns: 3, kind: .oddQ)
    XCTAssertEqual(map.count, 6)
    // The doc example: element 4 is row 1, col 1.
    XCTAssertEqual(map[4], Hex(OffsetCoordinate(row: 1, col: 1), kind: .oddQ))
    XCTAssertTrue(OffsetRectangle(rows: 0, columns: 3, kind: .oddQ).isEmpty)
    XCTAssertTrue(OffsetRectangle(rows: -4, columns: 3, kind: .oddR).isEmpty)
    XCTAssertTrue(OffsetRectangle(rows: 3, columns: -1, kind: .evenQ).isEmpty)
  }

  func testEdgesOfTheRectangleAreStraightOnScreen() {
    // An odd-q rectangle's left column has one x; its rows zigzag by half a cell
    // but stay within [row, row + ½] cells.
    let geometry = HexGeometry(orientation: .flatTop, size: 1)
    let map = OffsetRectangle(rows: 0..<4, columns: 0..<5, kind: .oddQ)
    let left = map.filter { OffsetCoordinate($0, kind: .oddQ).col == 0 }.map { geometry.center(of: $0).x }
    XCTAssertEqual(Set(left), [0])
    let top = map.prefix(5).map { geometry.center(of: $0).y }
    XCTAssertEqual(top.max()! - top.min()!, (3.0).squareRoot() / 2, accuracy: 1e-12)
  }

  /// Rows and columns beyond the coordinate range are left out rather
  /// than trapping (2³¹ columns trapped): the ranges are clamped to
  /// `-2³⁰ ..< 2³⁰ + 1`, and what remains is clipped as any rectangle.
  func testRangesBeyondTheCoordinateRangeAreClamped() {
    let b = Hex.coordinateRange.upperBound
    let wide = OffsetRectangle(rows: 0..<2, columns: 0..<(1 << 31), kind: .oddQ)
    XCTAssertEqual(wide.columns, 0..<(b + 1))
    XCTAssertEqual(wide.rows, 0..<2)
    // Odd-q: q = col, r = row - (col - (col & 1)) / 2, so s = -q - r stays
    // within -2³⁰ ... 0 for rows 0 and 1: every cell is in range.
    XCTAssertEqual(wide.count, 2 * (b + 1))
    XCTAssertEqual(wide.last, Hex(OffsetCoordinate(row: 1, col: b), kind: .oddQ))
    XCTAssertTrue(wide.last!.isInCoordinateRange)
    let all = OffsetRectangle(rows: Int.min..<Int.max, columns: Int.min..<Int.max, kind: .evenR)
    XCTAssertEqual(all.rows, -b..<(b + 1))
    XCTAssertEqual(all.columns, -b..<(b + 1))
    XCTAssertTrue(all[all.count - 1].isInCoordinateRange)
    XCTAssertTrue(all[0].isInCoordinateRange)
    // Wholly outside: empty.
    XCTAssertTrue(OffsetRectangle(rows: (1 << 31)..<(1 << 32), columns: 0..<4, kind: .oddR).isEmpty)
    XCTAssertTrue(OffsetRectangle(rows: 0..<4, columns: Int.min..<(-b - 1), kind: .evenQ).isEmpty)
    // In range, nothing changes.
    XCTAssertEqual(
      Array(OffsetRectangle(rows: -1..<1, columns: 3..<5, kind: .oddR)),
      [(-1, 3), (-1, 4), (0, 3), (0, 4)].map { Hex(OffsetCoordinate(row: $0.0, col: $0.1), kind: .oddR) })
  }

  /// Offset rectangles near the range's corners keep, in row-major order,
  /// exactly the cells whose hexes are in range: checked against a
  /// brute-force scan of every cell, for all four kinds.
  func testOffsetRectanglesKeepToTheRange() {
    let kinds: [OffsetKind] = [.oddQ, .evenQ, .oddR, .evenR]
    withSeededCases(count: 300, seed: 0x5245_4354) { rng, seeded in
      let kind = kinds[Int.random(in: 0..<4, using: &rng)]
      // Starts near -2³⁰, 0 or 2³⁰, sizes up to 40, clipped to the range.
      func span() -> Range<Int> {
        let anchor = [-bound, 0, bound][Int.random(in: 0..<3, using: &rng)]
        let low = Swift.max(-bound, anchor - Int.random(in: 0...40, using: &rng))
        let high = Swift.min(bound, low + Int.random(in: 0...40, using: &rng))
        return low..<(high + 1)
      }
      let rows = span(), columns = span()
      let rectangle = OffsetRectangle(rows: rows, columns: columns, kind: kind)
      var expected: [Hex] = []
      for row in rows {
        for col in columns {
          let hex = Hex(OffsetCoordinate(row: row, col: col), kind: kind)
          if inRange(hex) { expected.append(hex) }
        }
      }
      let context = "\(seeded) \(kind) rows \(rows) columns \(columns)"
      XCTAssertEqual(rectangle.count, expected.count, context)
      XCTAssertEqual(Array(rectangle), expected, context)
      for (i, hex) in expected.enumerated() where i % 5 == 0 { XCTAssertEqual(rectangle[i], hex, context) }
      XCTAssertTrue(expected.allSatisfy(rectangle.contains), context)
    }
    // Hand-counted: odd-q rows and columns 2³⁰ - 1 ... 2³⁰. Column 2³⁰ has
    // r = row - 2²⁹ and s = -2³⁰ - r: in range only for r <= 0, so rows up
    // to 2²⁹ — none of these. Column 2³⁰ - 1 (odd) shifts by 2²⁹ - 1:
    // s = -(2³⁰ - 1) - (row - 2²⁹ + 1) = 2²⁹ - row - 2³⁰, below -2³⁰ for
    // row > 2²⁹. So no cell is in range.
    XCTAssertEqual(
      OffsetRectangle(rows: (bound - 1)..<(bound + 1), columns: (bound - 1)..<(bound + 1), kind: .oddQ).count, 0)
    // The whole quarter 0...2³⁰ × 0...2³⁰ of odd-q: column c keeps rows
    // 0 ... 2³⁰ - c + ⌊c/2⌋ (s >= -2³⁰), so 2³⁰ - ⌈c/2⌉ + 1 rows.
    let quarter = OffsetRectangle(rows: bound + 1, columns: bound + 1, kind: .oddQ)
    let n = bound
    // Σ over c of (n + 1 - ⌈c/2⌉) = (n + 1)² - Σ ⌈c/2⌉, and Σ_{c=0}^{n} ⌈c/2⌉
    // for even n is 2 · (1 + ... + n/2) = (n/2)(n/2 + 1).
    XCTAssertEqual(quarter.count, (n + 1) * (n + 1) - (n / 2) * (n / 2 + 1))
    XCTAssertTrue(inRange(quarter[quarter.count - 1]))
  }
}
