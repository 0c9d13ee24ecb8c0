import HexCore

/// One of the four directions on screen, with y pointing down: what an arrow
/// key or a move command asks for.
public enum ScreenDirection: Hashable, Sendable, CaseIterable {
  /// Toward smaller y.
  case up
  /// Toward larger y.
  case down
  /// Toward smaller x.
  case left
  /// Toward larger x.
  case right
}

extension PlacedCells {
  /// Returns the placement of the cell drawn at `point`, hex included, or
  /// `nil`.
  ///
  /// The cell hit is the one ``subviewIndex(at:)`` finds, so a tap learns
  /// the hex and position it hit without searching again.
  ///
  /// - Parameter point: A point in the same coordinates as the bounds.
  ///
  /// - Complexity: O(log *n*), where *n* is the number of placed subviews.
  public func placement(at point: PixelPoint) -> Placement? {
    subviewIndex(at: point).flatMap { placement(ofSubview: $0) }
  }

  /// The vertical distance between two reading rows and the horizontal one
  /// between two columns of the lattice, before effects: for flat-top cells
  /// the distance between a cell and its bottom neighbor, and between
  /// neighboring columns; for pointy-top cells the distance between rows, and
  /// between neighbors in a row.
  private var steps: (row: Double, column: Double)? {
    guard let geometry else { return nil }
    let origin = geometry.center(of: .zero)
    let row = abs(geometry.center(of: Hex(q: 0, r: 1)).y - origin.y)
    let column = abs(geometry.center(of: Hex(q: 1, r: 0)).x - origin.x)
    guard row.isFinite, column.isFinite else { return nil }
    return (row, column)
  }

  /// The placements whose drawn centers are finite, as (subview, center).
  private var finiteCenters: [(subview: Int, center: PixelPoint)] {
    compactMap { $0.position.isFinite ? ($0.subviewIndex, $0.position) : nil }
  }

  /// Returns the placed subviews in reading order: top to bottom, then left
  /// to right, by drawn center.
  ///
  /// Rows are bands: the topmost center not yet read opens a row, and every
  /// center at most half a row step below it belongs to that row (the row
  /// step is the vertical distance between a flat-top cell and its bottom
  /// neighbor, or between two pointy-top rows, with the layout's spacing).
  /// In a staggered row — the columns of an odd-q or even-q grid, or of a
  /// flat-top honeycomb, alternate by exactly half a step — the lower cells
  /// are half a step below the higher ones and read with them, while the
  /// next row starts a whole step down. Within a row, cells read by
  /// ascending x, then by subview index. Cells whose drawn center is not
  /// finite are left out.
  ///
  ///     // An odd-q grid of row 0, columns 0 to 2, and row 1, column 0:
  ///     // (0,0) (0,1) (0,2) read first, column 1 half a cell lower, then (1,0).
  ///
  /// Use it for VoiceOver's order (SwiftUI's `accessibilitySortPriority`).
  ///
  /// - Returns: Subview indices, each placed subview once.
  ///
  /// - Complexity: O(*n* log *n*), where *n* is the number of placed
  ///   subviews.
  public func subviewIndicesInReadingOrder() -> [Int] {
    Array(readingRows().joined())
  }

  /// The reading rows, top to bottom, each left to right.
  private func readingRows() -> [[Int]] {
    guard let steps else { return [] }
    let band = steps.row / 2 * (1 + 1e-9)
    let byHeight = finiteCenters.sorted {
      ($0.center.y, $0.center.x, $0.subview) < ($1.center.y, $1.center.x, $1.subview)
    }
    var rows: [[Int]] = []
    var start = 0
    while start < byHeight.count {
      let top = byHeight[start].center.y
      var end = start + 1
      while end < byHeight.count && byHeight[end].center.y - top <= band { end += 1 }
      rows.append(
        byHeight[start..<end].sorted { ($0.center.x, $0.subview) < ($1.center.x, $1.subview) }.map(\.subview))
      start = end
    }
    return rows
  }

  /// Returns the subview a move in `direction` from `subviewIndex` goes to,
  /// or `nil` at the edge: what an arrow key or a move command does.
  ///
  /// Centers are the drawn ones, and the row step and column step come from
  /// the lattice (see ``subviewIndicesInReadingOrder()``), so the
  /// orientation decides:
  /// - **Left and right** stay in the reading row: the previous or next
  /// cell of the row ``subviewIndicesInReadingOrder()`` puts the subview in,
  /// and `nil` at the row's ends. On a flat-top grid this walks the zig-zag
  /// of a staggered row; on a pointy-top grid it goes to the neighbor in the
  /// row.
  /// - **Up and down** leave the row: the cell nearest in y among those more
  ///   than half a row step above (or below) and at most half a column step
  ///   to either side. On a flat-top grid that is the `HexDirection`
  ///   `flatTop` (or `flatBottom`) neighbor; on a pointy-top grid the two
  ///   cells of the next row are equally near, and up takes the left one and
  ///   down the right one, so that up then down comes back.
  ///
  /// Ties go to the smaller subview index. A subview that is not placed, or
  /// whose center is not finite, goes nowhere.
  ///
  /// - Parameters:
  ///   - subviewIndex: The subview focus is on.
  ///   - direction: The direction on screen.
  /// - Returns: The next subview, or `nil` when none lies that way.
  ///
  /// - Complexity: O(*n*) for up and down, O(*n* log *n*) for left and
  ///   right, where *n* is the number of placed subviews.
  public func subviewIndex(from subviewIndex: Int, toward direction: ScreenDirection) -> Int? {
    guard let steps, let start = placement(ofSubview: subviewIndex), start.position.isFinite else {
      return nil
    }
    if direction == .left || direction == .right {
      for row in readingRows() {
        guard let column = row.firstIndex(of: subviewIndex) else { continue }
        let next = direction == .left ? column - 1 : column + 1
        return row.indices.contains(next) ? row[next] : nil
      }
      return nil
    }
    let rowBand = steps.row / 2 * (1 + 1e-9)
    let columnBand = steps.column / 2 * (1 + 1e-9)
    var best: (key: (Double, Double, Int), subview: Int)?
    for (subview, center) in finiteCenters where subview != subviewIndex {
      let dx = center.x - start.position.x, dy = center.y - start.position.y
      guard abs(dx) <= columnBand, direction == .up ? dy < -rowBand : dy > rowBand else { continue }
      // Up prefers the left of two equally near cells, down the right.
      let key = (abs(dy), direction == .up ? dx : -dx, subview)
      if best.map({ key < $0.key }) ?? true { best = (key, subview) }
    }
    return best?.subview
  }
}
