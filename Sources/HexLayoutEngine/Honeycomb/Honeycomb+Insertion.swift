import HexCore

extension HoneycombLayout {
  /// Returns how a walk-shaped honeycomb reflows when `count` items are
  /// inserted after walk position `slot`: a launcher adding sub-topics next
  /// to the selected topic.
  ///
  /// Before, `itemCount` items sit on the first `itemCount` cells of the
  /// honeycomb walk (``makeCache(count:)``), item *i* on walk position *i*.
  /// After, items at positions up to `slot` stay, the new items take
  /// positions `slot + 1 ... slot + count`, and every later item moves
  /// `count` positions outward along the walk, so existing items keep their
  /// order. Items are identified by their index before the change; new items
  /// by `itemCount`, `itemCount + 1`, … in insertion order.
  ///
  ///     let changes = honeycomb.reflow(inserting: 2, after: 0, itemCount: 7, in: bounds)
  ///     // items 1…6 move to positions 3…8; items 7 and 8 appear at 1 and 2
  ///
  /// - Parameters:
  ///   - count: The number of items to insert; zero or negative inserts
  ///     none, and every item stays where it is.
  ///   - slot: The walk position to insert after; -1 inserts before the
  ///     center. Values below -1 count as -1, values past the last item
  ///     append.
  ///   - itemCount: The number of items before the insertion; negative
  ///     counts as 0. Both `itemCount` and `itemCount + count` are capped
  ///     at ``HoneycombLayout/maximumCellCount``, as for ``makeCache(count:)``.
  ///   - bounds: The bounds the honeycomb is placed in, before and after.
  /// - Returns: One change per item after the insertion, in walk order,
  ///   each with its placement before (none for new items) and after.
  ///
  /// - Complexity: O(*n* + *k*), where *n* is `itemCount` and *k* is `count`,
  ///   together at most ``HoneycombLayout/maximumCellCount``.
  public func reflow(
    inserting count: Int, after slot: Int, itemCount: Int, in bounds: PixelRect
  ) -> [PlacementChange<Int>] {
    // Counts are numbers, not storage: capped as makeCache(count:) caps them.
    let n = Swift.min(Swift.max(itemCount, 0), Self.maximumCellCount)
    let k = Swift.min(Swift.max(count, 0), Self.maximumCellCount - n)
    let cut = Swift.min(Swift.max(slot, -1), n - 1) + 1
    let oldIDs = Array(0..<n)
    let newIDs = Array(0..<cut) + Array(n..<(n + k)) + Array(cut..<n)
    return placementChanges(
      from: oldIDs, cache: makeCache(count: n), in: bounds,
      to: newIDs, cache: makeCache(count: n + k), in: bounds)
  }
}
