// The growing honeycomb: HoneycombAssignment as values (seeded insert and
// remove sequences against invariants), and HoneycombGrid with
// `placement: .growing` through the view-level model.

import HexCore
import HexGridSwiftUI
import HexLayoutEngine
import SwiftUI
import XCTest
import _HexTestSupport

final class HoneycombGrowthTests: XCTestCase {
  /// Growth keeps every other element in place, over random insertions
  /// and removals.
  ///
  /// Each step has a random anchor (a placed element, one just removed, a
  /// new one, or none); after it:
  ///
  /// - every element that stayed has the hex it had before;
  /// - every element has a hex, and no two share one;
  /// - with a placed anchor that stayed, the first min(k, f) of the k new
  ///   elements are neighbours of its hex, where f is the number of its
  ///   neighbours free after the removals (counted here from the hexes);
  /// - with no such anchor, the first new element is as near the center
  ///   as the nearest free hex (searched here ring by ring);
  /// - updating again with the same data changes nothing.
  func testGrowthKeepsEveryOtherElementInPlace() {
    let seed: UInt64 = 0x4752_4F57
    withSeededCases(count: 60, seed: seed) { rng, seeded in
      var assignment = HoneycombAssignment()
      var ids = (0..<Int.random(in: 0...20, using: &rng)).map { AnyHashable($0) }
      var next = ids.count
      assignment.update(ids: ids, anchor: nil)
      // The first elements take the walk, in order.
      XCTAssertEqual(assignment.coordinates(of: ids), Array(Hex.zero.honeycombWalk(count: ids.count)), "\(seeded)")
      for step in 0..<25 {
        let context = "\(seeded) step=\(step)"
        let before = assignment.hexes
        var data = ids
        for _ in 0..<Int.random(in: 0...3, using: &rng) where !data.isEmpty {
          data.remove(at: Int.random(in: 0..<data.count, using: &rng))
        }
        let removed = Set(ids).subtracting(data)
        var new: [AnyHashable] = []
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
          let id = AnyHashable(next)
          next += 1
          new.append(id)
          data.insert(id, at: Int.random(in: 0...data.count, using: &rng))
        }
        let anchor: AnyHashable? =
          switch Int.random(in: 0..<5, using: &rng) {
          case 0: nil
          case 1: removed.first
          case 2: new.first
          default: ids.isEmpty ? nil : ids[Int.random(in: 0..<ids.count, using: &rng)]
          }
        assignment.update(ids: data, anchor: anchor)
        let after = assignment.hexes
        // Kept elements keep their hexes.
        for id in data where before[id] != nil {
          XCTAssertEqual(after[id], before[id], "\(context) id=\(id)")
        }
        // Every element placed, each on its own hex; nothing else placed.
        XCTAssertEqual(Set(after.keys), Set(data), context)
        XCTAssertEqual(Set(after.values).count, data.count, context)
        XCTAssertEqual(assignment.occupancy.cells, Set(after.values), context)
        // Where the new ones went: in data order.
        let newInOrder = data.filter { before[$0] == nil }
        let occupiedBefore = Set(before.filter { !removed.contains($0.key) }.values)
        if let anchor, let source = before[anchor], !removed.contains(anchor) {
          let free = source.neighbors.filter { !occupiedBefore.contains($0) }.count
          for id in newInOrder.prefix(min(newInOrder.count, free)) {
            XCTAssertEqual(after[id].map { $0.distance(to: source) }, 1, "\(context) id=\(id) anchor=\(anchor)")
          }
        } else if let first = newInOrder.first, !occupiedBefore.isEmpty {
          var nearest = 0
          while Hex.zero.ring(radius: nearest).allSatisfy({ occupiedBefore.contains($0) }) { nearest += 1 }
          XCTAssertEqual(after[first]?.distance(to: .zero), nearest, "\(context) anchor=\(String(describing: anchor))")
        } else if !newInOrder.isEmpty {
          // Nothing was placed: the walk again.
          XCTAssertEqual(
            assignment.coordinates(of: newInOrder), Array(Hex.zero.honeycombWalk(count: newInOrder.count)), context)
        }
        // Idempotent.
        assignment.update(ids: data, anchor: anchor)
        XCTAssertEqual(assignment.hexes, after, context)
        ids = data
      }
    }
  }

  /// A repeated identity counts once: the repeat has no cell.
  func testARepeatedIdentityHasNoCell() {
    var assignment = HoneycombAssignment()
    let ids: [AnyHashable] = ["a", "b", "a"]
    assignment.update(ids: ids, anchor: nil)
    XCTAssertEqual(assignment.coordinates(of: ids), [.zero, Hex.zero.honeycombWalk(count: 2).last, nil])
  }

  struct Topic {
    var name: String
  }

  /// The selected topic, as a binding reads and writes it.
  @MainActor final class Selection {
    var name: String?
    var binding: Binding<String?> { Binding(get: { self.name }, set: { self.name = $0 }) }
  }

  /// Each topic's drawn centre.
  @MainActor static func centres(_ grid: some View) -> [String: CGPoint] {
    let rendering = ModelRenderer.render(grid, proposal: ProposedViewSize(width: 800, height: 800))
    var centres: [String: CGPoint] = [:]
    for leaf in rendering.leaves where leaf.isVisible {
      centres[leaf.text ?? ""] = CGPoint(x: leaf.frame.midX, y: leaf.frame.midY)
    }
    return centres
  }

  static func distance(_ a: CGPoint, _ b: CGPoint) -> Double {
    let dx = Double(a.x - b.x), dy = Double(a.y - b.y)
    return (dx * dx + dy * dy).squareRoot()
  }

  /// A growing grid keeps every other cell where it is drawn.
  ///
  /// Growing next to the selection, a topic inserted in the middle of the
  /// data is drawn one diameter (100, the distance between neighbours)
  /// from the selected topic, and every other topic stays where it was
  /// drawn; a topic removed leaves the others in place. On the walk (the
  /// default), the same insertion moves the later topics.
  func testAGrowingGridKeepsEveryOtherCellWhereItIsDrawn() {
    MainActor.assumeIsolated {
      let selection = Selection()
      let topics = (0..<10).map { Topic(name: "topic \($0)") }
      var grid = HoneycombGrid(
        topics, id: \.name, selection: selection.binding, placement: .growing, diameter: 100, fisheye: false
      ) { Text($0.name) }
      var walk = HoneycombGrid(topics, id: \.name, diameter: 100, fisheye: false) { Text($0.name) }
      let first = Self.centres(grid)
      XCTAssertEqual(first.count, 10)
      // Before any change the two placements agree: the walk.
      for (name, centre) in Self.centres(walk) { XCTAssertEqual(first[name], centre, name) }
      selection.name = "topic 7"
      grid.data.insert(Topic(name: "new"), at: 2)
      walk.data.insert(Topic(name: "new"), at: 2)
      let grown = Self.centres(grid)
      XCTAssertEqual(grown.count, 11)
      for (name, centre) in first { XCTAssertEqual(grown[name], centre, name) }
      XCTAssertEqual(Self.distance(grown["new"] ?? .zero, grown["topic 7"] ?? .zero), 100, accuracy: 1e-9)
      let reflowed = Self.centres(walk)
      XCTAssertNotEqual(reflowed["topic 2"], first["topic 2"])
      XCTAssertEqual(reflowed["topic 1"], first["topic 1"])
      // Removing keeps the rest.
      grid.data.removeAll { $0.name == "topic 4" }
      let shrunk = Self.centres(grid)
      XCTAssertEqual(shrunk.count, 10)
      XCTAssertNil(shrunk["topic 4"])
      for (name, centre) in shrunk { XCTAssertEqual(grown[name], centre, name) }
    }
  }

  /// `growing(nextTo:)` names the anchor itself; a new cell scales and
  /// fades in with the settle spring, while the walk keeps SwiftUI's
  /// default fade and the caller's animation.
  func testANamedAnchorAndTheInsertionAnimation() {
    MainActor.assumeIsolated {
      let topics = (0..<7).map { Topic(name: "topic \($0)") }
      var grid = HoneycombGrid(topics, id: \.name, placement: .growing(nextTo: "topic 4"), diameter: 100) {
        Text($0.name)
      }
      _ = Self.centres(grid)
      grid.data.append(Topic(name: "new"))
      let grown = Self.centres(grid)
      // Fisheye on: the drawn centres move, so compare the cells.
      let hexes = Dictionary(uniqueKeysWithValues: grid.entries.map { (($0.id.base as? String) ?? "", $0.coordinate) })
      XCTAssertEqual(hexes["new"]??.distance(to: hexes["topic 4"]!!), 1)
      XCTAssertEqual(grown.count, 8)
      let leaves = ModelRenderer.render(grid, proposal: ProposedViewSize(width: 800, height: 800)).leaves
      for leaf in leaves {
        XCTAssertEqual(leaf.transition, AnyTransition.scale.combined(with: .opacity), leaf.text ?? "")
        XCTAssertEqual(leaf.animation, .some(HoneycombGrid<[Topic], Text>.settleAnimation), leaf.text ?? "")
      }
      let walk = HoneycombGrid(topics, id: \.name, diameter: 100) { Text($0.name) }
      for leaf in ModelRenderer.render(walk, proposal: ProposedViewSize(width: 800, height: 800)).leaves {
        XCTAssertEqual(leaf.transition, .opacity)
        XCTAssertEqual(leaf.animation, .some(nil))
      }
    }
  }
}
