import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

/// Hit tests that return the placement, reading order and screen-direction
/// moves, against oracles written from offset coordinates and hex
/// directions alone.
final class PlacedCellsNavigationTests: XCTestCase {
  /// A full `rows` × `cols` grid of `kind`, its cells in a shuffled
  /// subview order; returns the placed cells and each subview's coordinate.
  func grid(
    _ kind: OffsetKind, rows: Int, cols: Int, rng: inout SplitMix64
  ) -> (PlacedCells, [OffsetCoordinate]) {
    var cells = (0..<rows).flatMap { r in (0..<cols).map { OffsetCoordinate(row: r, col: $0) } }
    cells.shuffle(using: &rng)
    let layout = HexLayout(kind: kind, spacing: Double(rng.next() % 3))
    let placed = layout.placedCells(
      in: PixelRect(x: 10, y: -5, width: 500, height: 400), cache: layout.makeCache(coordinates: cells))
    return (placed, cells)
  }

  func testPlacementAtAPointIsTheCellDrawnThere() {
    var rng = SplitMix64(seed: 0x4E41_5601)
    for kind in OffsetKind.allCases {
      let (placed, cells) = grid(kind, rows: 3, cols: 4, rng: &rng)
      for cell in placed {
        let hit = placed.placement(at: cell.position)
        XCTAssertEqual(hit, cell, "\(kind)")
        XCTAssertEqual(hit?.hex, cell.hex, "\(kind)")
        XCTAssertEqual(cells[cell.subviewIndex], cells[hit?.subviewIndex ?? -1], "\(kind)")
      }
      XCTAssertNil(placed.placement(at: PixelPoint(x: -1_000, y: -1_000)), "\(kind)")
      XCTAssertNil(placed.placement(at: PixelPoint(x: .nan, y: 0)), "\(kind)")
    }
  }

  /// A honeycomb with the fisheye and a touched cell: the center of each
  /// drawn circle hits that circle's placement, hex and scale included.
  func testHoneycombPlacementAtADrawnCenter() {
    let walk = Array(Hex.zero.honeycombWalk(count: 19))
    let layout = HoneycombLayout(
      diameter: 80, contentOffset: PixelPoint(x: 30, y: -20),
      effects: HoneycombEffects(fisheye: true, touchedCell: walk[2]))
    let placed = layout.placedCells(
      in: PixelRect(x: 0, y: 0, width: 300, height: 400), cache: layout.makeCache(coordinates: walk))
    for cell in placed where cell.scale > 0.01 {
      XCTAssertEqual(placed.placement(at: cell.position), cell, "\(cell.hex)")
    }
    // The touched cell is drawn at 0.9 of its untouched scale.
    var untouched = layout
    untouched.effects.touchedCell = nil
    let resting = untouched.placedCells(
      in: PixelRect(x: 0, y: 0, width: 300, height: 400), cache: layout.makeCache(coordinates: walk))
    XCTAssertEqual(placed.placement(at: placed[2].position)?.hex, walk[2])
    XCTAssertEqual(placed.placement(at: placed[2].position)?.scale ?? 0, 0.9 * resting[2].scale, accuracy: 1e-12)
    XCTAssertNil(placed.placement(at: PixelPoint(x: -500, y: -500)))
  }

  /// Full grids read row by row, each row by column, whatever the stagger
  /// and the subview order; pointy-top rows are level, so any subset does.
  func testReadingOrderIsRowsThenColumns() {
    withSeededCases(count: 40, seed: 0x4E41_5602) { rng, seeded in
      let kind = OffsetKind.allCases[seeded.index % 4]
      let (placed, cells) = grid(
        kind, rows: 1 + Int(rng.next() % 6), cols: 1 + Int(rng.next() % 7), rng: &rng)
      let expected = cells.indices.sorted { (cells[$0].row, cells[$0].col) < (cells[$1].row, cells[$1].col) }
      XCTAssertEqual(placed.subviewIndicesInReadingOrder(), expected, "\(seeded) \(kind)")
    }
    withSeededCases(count: 20, seed: 0x4E41_5603) { rng, seeded in
      let layout = HexLayout(kind: seeded.index % 2 == 0 ? .oddR : .evenR)
      let cells = (0..<Int(rng.next() % 30)).map { _ in
        OffsetCoordinate(row: Int(rng.next() % 6), col: Int(rng.next() % 6))
      }
      let unique = Set(cells.map { [$0.row, $0.col] }).count == cells.count
      guard unique else { return }
      let placed = layout.placedCells(
        in: PixelRect(x: 0, y: 0, width: 300, height: 300), cache: layout.makeCache(coordinates: cells))
      let expected = cells.indices.sorted { (cells[$0].row, cells[$0].col) < (cells[$1].row, cells[$1].col) }
      XCTAssertEqual(placed.subviewIndicesInReadingOrder(), expected, "\(seeded)")
    }
  }

  /// A flat-top honeycomb of seven: the upper ring cells read with the top
  /// one (half a row step lower), the lower ones with the center.
  func testHoneycombReadingOrderByHand() {
    let walk = Array(Hex.zero.honeycombWalk(count: 7))
    let layout = HoneycombLayout(diameter: 100)
    let placed = layout.placedCells(
      in: PixelRect(x: 0, y: 0, width: 600, height: 600), cache: layout.makeCache(coordinates: walk))
    func index(_ direction: HexDirection?) -> Int {
      let hex = direction.map { Hex.zero.neighbor(in: $0) } ?? .zero
      return walk.firstIndex(of: hex)!
    }
    XCTAssertEqual(
      placed.subviewIndicesInReadingOrder(),
      [
        index(.flatTopLeft), index(.flatTop), index(.flatTopRight),
        index(.flatBottomLeft), index(nil), index(.flatBottomRight), index(.flatBottom),
      ])
    // Up and down are the top and bottom neighbors; right from the center
    // stays in its row: the lower right neighbor.
    XCTAssertEqual(placed.subviewIndex(from: index(nil), toward: .up), index(.flatTop))
    XCTAssertEqual(placed.subviewIndex(from: index(nil), toward: .down), index(.flatBottom))
    XCTAssertEqual(placed.subviewIndex(from: index(nil), toward: .right), index(.flatBottomRight))
    XCTAssertNil(placed.subviewIndex(from: index(.flatTop), toward: .up))
  }

  /// Moves in a full grid follow the orientation, and end at every edge.
  ///
  /// Flat-top up and down keep the column, left and right keep the row;
  /// pointy-top up goes up-left (up-right at the left edge) and down goes
  /// down-right (down-left at the right edge).
  func testMovesFollowTheOrientation() {
    withSeededCases(count: 24, seed: 0x4E41_5604) { rng, seeded in
      let kind = OffsetKind.allCases[seeded.index % 4]
      let rows = 1 + Int(rng.next() % 5), cols = 1 + Int(rng.next() % 5)
      let (placed, cells) = grid(kind, rows: rows, cols: cols, rng: &rng)
      func subview(_ r: Int, _ c: Int) -> Int? {
        cells.firstIndex(of: OffsetCoordinate(row: r, col: c))
      }
      for (index, cell) in cells.enumerated() {
        let r = cell.row, c = cell.col
        let expected: [ScreenDirection: Int?]
        if kind == .oddQ || kind == .evenQ {
          expected = [
            .up: subview(r - 1, c), .down: subview(r + 1, c), .left: subview(r, c - 1), .right: subview(r, c + 1),
          ]
        } else {
          let shifted = (kind == .oddR) == (r % 2 == 1)
          let (left, right) = shifted ? (c, c + 1) : (c - 1, c)
          expected = [
            .up: subview(r - 1, left) ?? subview(r - 1, right),
            .down: subview(r + 1, right) ?? subview(r + 1, left),
            .left: subview(r, c - 1), .right: subview(r, c + 1),
          ]
        }
        for direction in ScreenDirection.allCases {
          XCTAssertEqual(
            placed.subviewIndex(from: index, toward: direction), expected[direction] ?? nil,
            "\(seeded) \(kind) \(rows)×\(cols) (\(r), \(c)) \(direction)")
        }
      }
    }
  }

  /// Bad input goes nowhere, never traps.
  func testMovesFromNowhereGoNowhere() {
    let layout = HexLayout()
    let placed = layout.placedCells(
      in: PixelRect(x: 0, y: 0, width: 100, height: 100),
      cache: layout.makeCache(coordinates: [nil, OffsetCoordinate(row: 0, col: 0)]))
    for direction in ScreenDirection.allCases {
      for index in [-1, 0, 1, 2, .max, .min] {
        XCTAssertNil(placed.subviewIndex(from: index, toward: direction), "\(index) \(direction)")
      }
    }
    XCTAssertEqual(placed.subviewIndicesInReadingOrder(), [1])
    let empty = layout.placedCells(
      in: PixelRect(x: 0, y: 0, width: 100, height: 100), cache: layout.makeCache(coordinates: [OffsetCoordinate?]()))
    XCTAssertEqual(empty.subviewIndicesInReadingOrder(), [])
    XCTAssertNil(empty.placement(at: PixelPoint(x: 50, y: 50)))
  }
}
