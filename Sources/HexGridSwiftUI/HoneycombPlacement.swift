// Where a honeycomb view puts its elements: on the walk, or growing.

#if canImport(SwiftUI)
  import HexCore
  import HexLayoutEngine

  /// Where a ``HoneycombGrid`` built with `id:` puts its elements: on the
  /// honeycomb walk in collection order, or growing, each new element on a
  /// free cell next to an existing one while every other element keeps its
  /// cell.
  ///
  /// On the walk (``walk``, the default), inserting an element in the
  /// middle of the data moves every later element one cell along the
  /// walk, as the engine's `reflow(inserting:after:itemCount:in:)` does.
  /// Growing (``growing`` or ``growing(nextTo:)``), the grid remembers each
  /// element's cell by its identity, as the topic picker of Galata's
  /// honeycomb chapter does when a topic adds sub-topics around itself:
  ///
  /// - The elements present when the grid first appears (or when it has
  ///   none placed) take the walk in collection order.
  /// - An element that stays keeps its cell, wherever it moves in the data.
  /// - An element removed frees its cell.
  /// - Elements new in an update take, in collection order, the free cells
  ///   nearest to the anchor's cell (`HoneycombOccupancy.grow(nextTo:count:)`:
  ///   its free neighbours first, clockwise from direction 0, then the next
  ///   rings), and scale and fade in with the settle spring.
  ///
  /// The anchor is an element that was placed before the update and stays;
  /// with none (no selection, `nil`, or an identity not placed), new
  /// elements take the free cells nearest to the center cell (the center
  /// itself first), so they fill the nearest gap or extend the honeycomb's
  /// edge.
  ///
  /// ```swift
  /// HoneycombGrid(topics, id: \.name, selection: $selected, placement: .growing) { topic in
  ///   Text(topic.name)
  /// }
  /// ```
  public struct HoneycombPlacement<ID: Hashable>: Hashable {
    /// The kinds of placement.
    internal enum Form: Hashable {
      case walk
      case growing(nextTo: ID?, followsSelection: Bool)
    }
    internal let form: Form

    /// Elements sit on the honeycomb walk in collection order (the
    /// default): an insertion moves every later element.
    public static var walk: Self { Self(form: .walk) }

    /// New elements grow next to the selected element (the grid's
    /// `selection:`), or as near the center cell as is free when none is
    /// selected; every other element keeps its cell.
    public static var growing: Self { Self(form: .growing(nextTo: nil, followsSelection: true)) }

    /// New elements grow next to the element identified by `anchor`, or as
    /// near the center cell as is free for `nil`; every other element keeps
    /// its cell.
    ///
    /// Set the anchor in the same update that inserts the elements, for
    /// example to the element whose button added them.
    ///
    /// - Parameter anchor: The identity of the element to grow next to.
    public static func growing(nextTo anchor: ID?) -> Self {
      Self(form: .growing(nextTo: anchor, followsSelection: false))
    }
  }

  extension HoneycombPlacement: Sendable where ID: Sendable {}
  extension HoneycombPlacement.Form: Sendable where ID: Sendable {}

  /// The cells of a growing honeycomb's elements, by identity: the pure
  /// logic of ``HoneycombPlacement/growing``, as a value.
  package struct HoneycombAssignment {
    /// The occupied cells, indexed for growth.
    package private(set) var occupancy = HoneycombOccupancy([Hex]())
    /// Each placed identity's cell.
    package private(set) var hexes: [AnyHashable: Hex] = [:]

    /// Creates an assignment with no element placed.
    package init() {}

    /// Updates the assignment for the data's identities now being `ids`,
    /// in collection order.
    ///
    /// Identities no longer in `ids` free their cells; identities kept keep
    /// theirs. If no identity is placed then, the new ones take the walk in
    /// order; otherwise they take, in order, the free cells nearest to
    /// `anchor`'s cell, or, when `anchor` is `nil` or not placed, the free
    /// cells nearest to the center cell, the center itself first. A repeated identity counts once. Updating with the same
    /// identities again changes nothing.
    ///
    /// - Parameters:
    ///   - ids: The identities of the data's elements, in order.
    ///   - anchor: The identity of the element to grow next to.
    ///
    /// - Complexity: O(*n* + *k* · *g*), where *n* is the number of
    ///   identities, *k* the number of new ones and *g* the cost of one
    ///   growth step (see `HoneycombOccupancy.growthCells(nextTo:count:)`).
    package mutating func update(ids: [AnyHashable], anchor: AnyHashable?) {
      let present = Set(ids)
      for (id, hex) in hexes where !present.contains(id) {
        hexes[id] = nil
        occupancy.remove(hex)
      }
      var seen = Set<AnyHashable>()
      let new = ids.filter { hexes[$0] == nil && seen.insert($0).inserted }
      guard !new.isEmpty else { return }
      let cells: [Hex]
      if hexes.isEmpty {
        cells = Array(Hex.zero.honeycombWalk(count: new.count))
        for hex in cells { occupancy.insert(hex) }
      } else if let source = anchor.flatMap({ hexes[$0] }) {
        cells = occupancy.grow(nextTo: source, count: new.count)
      } else {
        // Nearest to the center, the center itself first when it is free.
        let center = occupancy.insert(.zero) ? [Hex.zero] : []
        cells = center + occupancy.grow(nextTo: .zero, count: new.count - center.count)
      }
      for (id, hex) in zip(new, cells) { hexes[id] = hex }
    }

    /// Each identity's cell, in order: `nil` for one not placed and for a
    /// repeat of an earlier identity.
    ///
    /// - Complexity: O(*n*), where *n* is the number of identities.
    package func coordinates(of ids: [AnyHashable]) -> [Hex?] {
      var seen = Set<AnyHashable>()
      return ids.map { seen.insert($0).inserted ? hexes[$0] : nil }
    }
  }

  /// A growing honeycomb's assignment, kept in the view's state across
  /// updates.
  ///
  /// A reference, so that `body` can bring it up to date with the data it
  /// is drawing without a state write: the update is deterministic and
  /// doing it again with the same data changes nothing.
  @MainActor
  final class HoneycombAssignmentStore {
    /// The assignment as of the last update.
    var assignment = HoneycombAssignment()
    nonisolated init() {}
  }
#endif
