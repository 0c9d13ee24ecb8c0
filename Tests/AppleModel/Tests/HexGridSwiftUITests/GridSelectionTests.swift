// HexGrid's selection, and the keyboard selection both grids share, driven
// through the view-level model: a tap inside a cell's hexagon (and not in
// the corners of its frame), Return and Space on the focused cell, and
// VoiceOver's activation all set the binding, call onSelect, and mark the
// cell selected for its content and for accessibility.

import HexCore
import HexGridSwiftUI
import HexLayoutEngine
import SwiftUI
import XCTest

final class GridSelectionTests: XCTestCase {
  struct Cell: OffsetCoordinateProviding {
    var name: String
    var offsetCoordinate: OffsetCoordinate
  }

  /// Cells named "row,col".
  static func cells(_ coordinates: [(Int, Int)]) -> [Cell] {
    coordinates.map { Cell(name: "\($0.0),\($0.1)", offsetCoordinate: OffsetCoordinate(row: $0.0, col: $0.1)) }
  }

  /// Elements passed to `onSelect`, in order.
  @MainActor final class Calls {
    var names: [String] = []
  }

  /// A value a binding reads and writes.
  @MainActor final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
  }

  /// Whether `p` is inside the flat-top hexagon that fits `frame`, by hand.
  ///
  /// The hexagon has circumradius R = min(w/2, h/√3) about the frame's
  /// centre; `p` is inside when |dy| ≤ (√3/2)·R and |dx| ≤ R − |dy|/√3 (the slanted sides run
  /// from the side corners (±R, 0) to the top and bottom corners
  /// (±R/2, ∓(√3/2)·R)).
  static func hexagonContains(_ frame: CGRect, _ p: CGPoint) -> Bool {
    let r3 = 3.0.squareRoot()
    let radius = min(Double(frame.width) / 2, Double(frame.height) / r3)
    let dx = abs(Double(p.x - frame.midX)), dy = abs(Double(p.y - frame.midY))
    return dy <= r3 / 2 * radius && dx <= radius - dy / r3
  }

  /// The texts of the cells whose content sees `isHexCellSelected`, and of
  /// those with the `isSelected` trait.
  static func selected(_ rendering: ModelRendering) -> (environment: [String?], traits: [String?]) {
    (
      rendering.leaves.filter(\.environment.isHexCellSelected).map(\.text),
      rendering.leaves.filter { $0.accessibilityTraits.contains(.isSelected) }.map(\.text)
    )
  }

  /// A tap inside a cell's hexagon selects it; one in a corner of the
  /// cell's frame outside the hexagon does not.
  ///
  /// Cell 0,0 is the top-left one of a 2 × 2 odd-q grid, with nothing to
  /// its left or above. With its hexagon's centre (cx, cy) and
  /// circumradius R, take y = cy − ¾ · (√3/2)·R, three quarters of the way
  /// up: the upper-left side is at x = cx − R + ¾ · R/2 = cx − 5R/8 there.
  /// So (cx − 6R/8, y) is outside the hexagon, though inside the frame
  /// (which starts at cx − R), and (cx − 4R/8, y) is inside.
  func testATapSelectsOnlyInsideTheHexagon() {
    MainActor.assumeIsolated {
      let selection = Box<Int?>(nil)
      let calls = Calls()
      let cells = Self.cells([(0, 0), (1, 0), (0, 1), (1, 1)])
      let grid = HexGrid(cells, selection: selection.binding) { _ in
        StandInView()
      } onSelect: {
        calls.names.append($0.name)
      }
      let proposal = ProposedViewSize(width: 400, height: 300)
      let rendering = ModelRenderer.render(grid, proposal: proposal)
      let frame = rendering.leaves[0].frame
      let r3 = 3.0.squareRoot()
      let radius = min(Double(frame.width) / 2, Double(frame.height) / r3)
      XCTAssertGreaterThan(radius, 20)
      let (cx, cy) = (Double(frame.midX), Double(frame.midY))
      let y = cy - 0.75 * r3 / 2 * radius
      let outside = CGPoint(x: cx - 0.75 * radius, y: y)
      let inside = CGPoint(x: cx - 0.5 * radius, y: y)
      XCTAssertTrue(frame.contains(outside), "\(frame) \(outside)")
      XCTAssertFalse(Self.hexagonContains(frame, outside))
      XCTAssertTrue(Self.hexagonContains(frame, inside))
      // The corner: no cell's hexagon is there, so nothing is hit.
      XCTAssertFalse(rendering.tap(at: outside))
      XCTAssertNil(selection.value)
      XCTAssertEqual(calls.names, [])
      XCTAssertEqual(Self.selected(ModelRenderer.render(grid, proposal: proposal)).environment, [])
      // Inside: cell 0,0, for the binding, the callback, the content and
      // accessibility alike.
      XCTAssertTrue(rendering.tap(at: inside))
      XCTAssertEqual(selection.value, 0)
      XCTAssertEqual(calls.names, ["0,0"])
      let after = Self.selected(ModelRenderer.render(grid, proposal: proposal))
      XCTAssertEqual(after.environment.count, 1)
      XCTAssertEqual(after.traits.count, 1)
      let leaves = ModelRenderer.render(grid, proposal: proposal).leaves
      XCTAssertTrue(leaves[0].environment.isHexCellSelected)
      XCTAssertTrue(leaves[0].accessibilityTraits.contains(.isSelected))
      XCTAssertTrue(leaves.dropFirst().allSatisfy { !$0.environment.isHexCellSelected })
    }
  }

  /// Where two frames overlap, the tap goes to the cell whose hexagon
  /// holds the point, not to the cell drawn last.
  ///
  /// In a flat-top odd-q grid, cell 0,1 sits half a row lower than 0,0
  /// and 1,0. The point a quarter of R in from the lower-left corner of
  /// 0,1's frame, (cx − ¾R, cy + ¾ · (√3/2)·R) from its centre, is
  /// outside 0,1's hexagon (the lower-left side is at cx − 5R/8 there) and
  /// inside 1,0's, whose centre is 1.5R to the left and (√3/2)·R lower:
  /// relative to it the point is at (¾R, −⅛√3·R), and ¾R ≤ R − ⅛R.
  func testATapInAnOverlapOfFramesGoesToTheHexagonHoldingIt() {
    MainActor.assumeIsolated {
      let calls = Calls()
      // 0,1 last, so a hit test by frame would give it the tap.
      let cells = Self.cells([(0, 0), (1, 0), (0, 1)])
      let grid = HexGrid(cells) { _ in
        StandInView()
      } onSelect: {
        calls.names.append($0.name)
      }
      let rendering = ModelRenderer.render(grid, proposal: ProposedViewSize(width: 400, height: 400))
      let right = rendering.leaves[2].frame, below = rendering.leaves[1].frame
      let r3 = 3.0.squareRoot()
      let radius = min(Double(right.width) / 2, Double(right.height) / r3)
      let point = CGPoint(x: Double(right.midX) - 0.75 * radius, y: Double(right.midY) + 0.75 * r3 / 2 * radius)
      XCTAssertTrue(right.contains(point), "\(right) \(point)")
      XCTAssertFalse(Self.hexagonContains(right, point))
      XCTAssertTrue(Self.hexagonContains(below, point), "\(below) \(point)")
      XCTAssertTrue(rendering.tap(at: point))
      XCTAssertEqual(calls.names, ["1,0"])
    }
  }

  /// Return and Space select the cell with keyboard focus (the arrow keys
  /// move it: the first key to the first cell read, 0,0); with no cell
  /// focused they are not handled and select nothing.
  func testReturnAndSpaceSelectTheFocusedCell() {
    MainActor.assumeIsolated {
      let selection = Box<String?>(nil)
      let calls = Calls()
      let cells = Self.cells([(0, 0), (0, 1), (1, 0), (1, 1)])
      let grid = HexGrid(cells, id: \.name, selection: selection.binding, coordinate: { $0.offsetCoordinate }) {
        Text($0.name)
      } onSelect: {
        calls.names.append($0.name)
      }
      let proposal = ProposedViewSize(width: 400, height: 300)
      var rendering = ModelRenderer.render(grid, proposal: proposal)
      XCTAssertEqual(rendering.keyPress(.return), .ignored)
      XCTAssertNil(selection.value)
      rendering.moveCommand(.right)
      rendering = ModelRenderer.render(grid, proposal: proposal)
      XCTAssertEqual(rendering.keyPress(.return), .handled)
      XCTAssertEqual(selection.value, "0,0")
      rendering.moveCommand(.down)
      rendering = ModelRenderer.render(grid, proposal: proposal)
      XCTAssertEqual(rendering.leaves.filter(\.isFocused).map(\.text), ["1,0"])
      XCTAssertEqual(rendering.keyPress(.space), .handled)
      XCTAssertEqual(selection.value, "1,0")
      XCTAssertEqual(calls.names, ["0,0", "1,0"])
      rendering = ModelRenderer.render(grid, proposal: proposal)
      XCTAssertEqual(Self.selected(rendering).environment, ["1,0"])
      XCTAssertEqual(Self.selected(rendering).traits, ["1,0"])
    }
  }

  /// VoiceOver's activation selects the cell it reads, by index.
  ///
  /// The binding, the callback, the content's environment and the trait
  /// agree; every cell is a button. An index set from outside marks that
  /// cell; one outside the data marks none.
  func testVoiceOverActivationSelectsByIndex() {
    MainActor.assumeIsolated {
      let selection = Box<Int?>(nil)
      let calls = Calls()
      let cells = Self.cells([(0, 0), (0, 1), (0, 2), (1, 1)])
      let grid = HexGrid(cells, selection: selection.binding) {
        Text($0.name)
      } onSelect: {
        calls.names.append($0.name)
      }
      let proposal = ProposedViewSize(width: 400, height: 300)
      for target in [2, 0, 3] {
        let rendering = ModelRenderer.render(grid, proposal: proposal)
        XCTAssertTrue(
          rendering.leaves.allSatisfy { $0.hasAccessibilityAction && $0.accessibilityTraits.contains(.isButton) })
        rendering.leaves[target].activate()
        XCTAssertEqual(selection.value, target)
        XCTAssertEqual(calls.names.last, cells[target].name)
        let after = Self.selected(ModelRenderer.render(grid, proposal: proposal))
        XCTAssertEqual(after.environment, [cells[target].name])
        XCTAssertEqual(after.traits, [cells[target].name])
      }
      selection.value = 1
      XCTAssertEqual(Self.selected(ModelRenderer.render(grid, proposal: proposal)).environment, ["0,1"])
      selection.value = 4
      XCTAssertEqual(Self.selected(ModelRenderer.render(grid, proposal: proposal)).environment, [])
      XCTAssertEqual(calls.names.count, 3)
    }
  }

  /// A grid with neither a selection nor `onSelect` is not interactive:
  /// no gesture, no action, no button trait, and keys go on unhandled.
  func testAGridWithoutSelectionIsNotInteractive() {
    MainActor.assumeIsolated {
      let grid = HexGrid(Self.cells([(0, 0), (0, 1)])) { Text($0.name) }
      let rendering = ModelRenderer.render(grid, proposal: ProposedViewSize(width: 400, height: 300))
      XCTAssertTrue(rendering.gestures.isEmpty)
      XCTAssertTrue(rendering.leaves.allSatisfy { !$0.hasAccessibilityAction })
      XCTAssertTrue(rendering.leaves.allSatisfy { !$0.accessibilityTraits.contains(.isButton) })
      rendering.moveCommand(.right)
      XCTAssertEqual(
        ModelRenderer.render(grid, proposal: ProposedViewSize(width: 400, height: 300)).keyPress(.return), .ignored)
    }
  }

  /// One environment value for both grids: a honeycomb's selected cell
  /// sees `isHexCellSelected`, and `isHoneycombCellSelected` is the same
  /// value under the other name, set or read through either.
  func testBothGridsSetTheOneEnvironmentValue() {
    MainActor.assumeIsolated {
      var values = EnvironmentValues()
      values.isHoneycombCellSelected = true
      XCTAssertTrue(values.isHexCellSelected)
      values.isHexCellSelected = false
      XCTAssertFalse(values.isHoneycombCellSelected)
      let selection = Box<Int?>(2)
      let honeycomb = HoneycombGrid(["a", "b", "c"], selection: selection.binding, diameter: 100, fisheye: false) {
        Text($0)
      }
      let leaves = ModelRenderer.render(honeycomb, proposal: ProposedViewSize(width: 400, height: 400)).leaves
      XCTAssertEqual(leaves.filter(\.environment.isHexCellSelected).map(\.text), ["c"])
      XCTAssertEqual(leaves.filter(\.environment.isHoneycombCellSelected).map(\.text), ["c"])
    }
  }

  /// The honeycomb takes Return too: it selects the focused cell, for the
  /// binding, the content and accessibility alike.
  func testReturnSelectsTheHoneycombsFocusedCell() {
    MainActor.assumeIsolated {
      let selection = Box<String?>(nil)
      let topics = ["a", "b", "c", "d", "e", "f", "g"]
      let grid = HoneycombGrid(topics, id: \.self, selection: selection.binding, diameter: 100, fisheye: false) {
        Text($0)
      }
      let proposal = ProposedViewSize(width: 600, height: 600)
      var rendering = ModelRenderer.render(grid, proposal: proposal)
      XCTAssertEqual(rendering.keyPress(.return), .ignored)
      rendering.moveCommand(.down)
      rendering = ModelRenderer.render(grid, proposal: proposal)
      let focused = rendering.leaves.filter(\.isFocused).compactMap(\.text)
      XCTAssertEqual(focused.count, 1)
      XCTAssertEqual(rendering.keyPress(.return), .handled)
      XCTAssertEqual(selection.value, focused.first)
      let after = ModelRenderer.render(grid, proposal: proposal).leaves.first { $0.text == focused.first }
      XCTAssertEqual(after?.environment.isHexCellSelected, true)
      XCTAssertEqual(after?.accessibilityTraits.contains(.isSelected), true)
    }
  }
}
