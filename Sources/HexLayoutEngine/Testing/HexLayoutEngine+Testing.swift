// Package-visible hooks for HexLayoutEngine's tests, kept in one place as
// swift-collections keeps Deque's in Deque+Testing.swift. Nothing outside
// the package sees them; nothing in the library calls them.

import HexCore

extension HexLayout {
  /// Builds the cache as `makeCache(coordinates:)` does, reading and
  /// placing only the first `limit` subviews instead of 2³¹ − 1; for tests.
  package func _makeCache<S: Sequence>(coordinates: S, limit: Int) -> Cache where S.Element == OffsetCoordinate {
    Cache(store: _CellStore.make(offsets: coordinates, kind: kind, limit: limit) { $0 }, kind: kind)
  }
}

extension HexLayout.Cache {
  /// Whether the cells are held as a rectangle filled row by row, without
  /// per-cell storage; for tests.
  package var _isRowMajor: Bool { store.isRowMajor }

  /// The number of cells the cache has room for; for tests.
  package var _reservedCells: Int { store.reservedCells }
}

extension HoneycombLayout.Cache {
  /// The number of cells the cache has room for; for tests.
  package var _reservedCells: Int { store.reservedCells }
}
