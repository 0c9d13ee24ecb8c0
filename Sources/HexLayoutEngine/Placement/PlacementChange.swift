import HexCore

/// How one subview moves when a layout's cells change: where it was placed
/// before and where it is placed after, for an app to animate between.
///
/// A subview that only exists after the change has no ``from``; one that
/// only existed before has no ``to``.
public struct PlacementChange<ID: Hashable & Sendable>: Hashable, Sendable {
  /// The subview's identity, the same before and after.
  public var id: ID
  /// Its placement before the change, or `nil` when it is new or was not
  /// placed.
  public var from: Placement?
  /// Its placement after the change, or `nil` when it is gone or is not
  /// placed.
  public var to: Placement?

  /// Creates a change.
  ///
  /// - Parameters:
  ///   - id: The subview's identity.
  ///   - from: Its placement before.
  ///   - to: Its placement after.
  public init(id: ID, from: Placement?, to: Placement?) {
    self.id = id
    self.from = from
    self.to = to
  }
}

extension HexCellLayout {
  /// Returns how every subview moves between two sets of cells, matched by
  /// identity.
  ///
  /// Subviews are named by `oldIDs` and `newIDs`, parallel to the subviews
  /// each cache was built from. The result lists the subviews of the new
  /// set in their order, each with its old placement (if it had one) and
  /// its new one, then the subviews that are gone, in their old order. When
  /// an identity repeats, only its first subview on each side is matched.
  ///
  /// ```swift
  /// let before = layout.makeCache(coordinates: oldCells)
  /// let after = layout.makeCache(coordinates: newCells)
  /// let changes = layout.placementChanges(
  ///   from: oldIDs, cache: before, in: bounds, to: newIDs, cache: after, in: bounds)
  /// // animate each change from `from` to `to`
  /// ```
  ///
  /// - Parameters:
  ///   - oldIDs: The identity of each subview the old cache was built from.
  ///   - oldCache: The cache before the change.
  ///   - oldBounds: The bounds the old cells were placed in.
  ///   - newIDs: The identity of each subview the new cache was built from.
  ///   - newCache: The cache after the change.
  ///   - newBounds: The bounds the new cells are placed in.
  ///
  /// - Complexity: O(*m* + *n*) on average, where *m* and *n* are the
  ///   numbers of old and new subviews.
  public func placementChanges<ID: Hashable & Sendable>(
    from oldIDs: [ID], cache oldCache: Cache, in oldBounds: PixelRect,
    to newIDs: [ID], cache newCache: Cache, in newBounds: PixelRect
  ) -> [PlacementChange<ID>] {
    func placementsByIndex(_ cache: Cache, _ bounds: PixelRect, count: Int) -> [Placement?] {
      var result = [Placement?](repeating: nil, count: count)
      for placement in placedCells(in: bounds, cache: cache) where placement.subviewIndex < count {
        result[placement.subviewIndex] = placement
      }
      return result
    }
    let before = placementsByIndex(oldCache, oldBounds, count: oldIDs.count)
    let after = placementsByIndex(newCache, newBounds, count: newIDs.count)
    var oldIndex: [ID: Int] = [:]
    oldIndex.reserveCapacity(oldIDs.count)
    for (i, id) in oldIDs.enumerated() where oldIndex[id] == nil { oldIndex[id] = i }
    var matched = Set<Int>()
    var changes: [PlacementChange<ID>] = []
    changes.reserveCapacity(newIDs.count)
    var seen = Set<ID>()
    for (i, id) in newIDs.enumerated() where seen.insert(id).inserted {
      let old = oldIndex[id]
      if let old { matched.insert(old) }
      changes.append(PlacementChange(id: id, from: old.flatMap { before[$0] }, to: after[i]))
    }
    for (i, id) in oldIDs.enumerated() where oldIndex[id] == i && !matched.contains(i) {
      changes.append(PlacementChange(id: id, from: before[i], to: nil))
    }
    return changes
  }
}
