// Package-visible hooks for HexCore's tests, kept in one place as
// swift-collections keeps Deque's in Deque+Testing.swift. Nothing outside
// the package sees them; nothing in the library calls them.

extension HexPathFinder {
  /// The number of hex slots the finder's bookkeeping holds: a test hook
  /// for the bound on memory.
  package var _slotCount: Int { search.table.stamps.count }
}

/// Package-visible hooks for tests of the rounding tricks.
package enum _RoundingTesting {
  /// `_cubeRounded`, for tests against the straightforward algorithm.
  package static func cubeRounded(q: Double, r: Double, s: Double) -> Hex {
    _cubeRounded(q: q, r: r, s: s)
  }
}
