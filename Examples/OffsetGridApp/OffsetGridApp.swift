// OffsetGridApp: a board of 6 × 8 named tiles (rows A–F, columns 1–8) laid
// out by `HexGrid` as an odd-q offset grid, with a selection. The grid's
// `selection:` binding keeps the selected tile's name in the screen's state:
// a tap inside a tile's hexagon, Return or Space on the focused tile, the
// tvOS select button and VoiceOver's activation all set it. Each tile reads
// `@Environment(\.isHexCellSelected)` to draw itself highlighted, and the
// label under the board names the selected tile and its row and column.

import HexGridSwiftUI
import SwiftUI

@main
struct OffsetGridApp: App {
  var body: some Scene {
    WindowGroup {
      BoardScreen()
    }
  }
}

/// One tile of the board: a name such as "C5" and its cell.
struct Tile {
  var name: String
  var coordinate: OffsetCoordinate

  /// The board: row letters A–F, column numbers 1–8.
  static let board: [Tile] = (0..<6).flatMap { row in
    (0..<8).map { col in
      let letter = ["A", "B", "C", "D", "E", "F"][row]
      return Tile(name: "\(letter)\(col + 1)", coordinate: OffsetCoordinate(row: row, col: col))
    }
  }
}

/// The board and a label naming the selected tile.
struct BoardScreen: View {
  @State private var selected: String?

  var body: some View {
    VStack(spacing: 16) {
      HexGrid(
        Tile.board, id: \.name, selection: $selected, layout: HexLayout(kind: .oddQ, spacing: 2),
        coordinate: { $0.coordinate }
      ) { tile in
        TileView(name: tile.name)
      }
      Text(selectionDescription)
        .font(.headline)
    }
    .padding()
  }

  /// What the label says: the selected tile, with its row and column.
  private var selectionDescription: String {
    guard let selected, let tile = Tile.board.first(where: { $0.name == selected }) else {
      return "Tap a tile"
    }
    return "Selected \(tile.name) (row \(tile.coordinate.row), column \(tile.coordinate.col))"
  }
}

/// A tile: a colored hexagon (the grid clips each cell to its hexagon) with
/// the tile's name, orange and bold while selected.
struct TileView: View {
  var name: String
  @Environment(\.isHexCellSelected) private var isSelected

  var body: some View {
    ZStack {
      isSelected ? Color.orange : Color.green.opacity(0.6)
      Text(name)
        .fontWeight(isSelected ? .bold : .regular)
    }
  }
}
