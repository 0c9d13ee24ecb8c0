// HexGrid, HoneycombGrid and the EngineLayouts driven through the view-level
// model (ModelRenderer): what is drawn where, what a tap selects, what
// VoiceOver reads and where the arrow keys go.

import HexCore
import HexGridSwiftUI
import HexLayoutEngine
import SwiftUI
import XCTest

/// The model itself, against what SwiftUI's documentation says.
final class ModelRendererTests: XCTestCase {
  /// A layout that places nothing.
  struct PlacesNothing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: 200, height: 100)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    func makeCache(subviews: Subviews) {}
    func updateCache(_ cache: inout (), subviews: Subviews) {}
  }

  func testUnplacedSubviewsShowAtTheCenterAndReadersAtTheCorner() {
    MainActor.assumeIsolated {
      // Never placed: the middle of the container at the ideal size (10 × 10
      // for a shape).
      let unplaced = ModelRenderer.render(PlacesNothing()({ Rectangle() }), proposal: .unspecified)
      XCTAssertEqual(unplaced.leaves.map(\.frame), [CGRect(x: 95, y: 45, width: 10, height: 10)])
      // A reader takes what it is offered and puts its content top-leading.
      let reader = GeometryReader { proxy in
        Rectangle().frame(width: proxy.size.width / 2, height: 30)
      }
      let rendering = ModelRenderer.render(reader, proposal: ProposedViewSize(width: 300, height: 200))
      XCTAssertEqual(rendering.size, CGSize(width: 300, height: 200))
      XCTAssertEqual(rendering.leaves.map(\.frame), [CGRect(x: 0, y: 0, width: 150, height: 30)])
      // Scale effects scale what is drawn around the view's center, not its frame.
      let scaled = ModelRenderer.render(
        Rectangle().frame(width: 40, height: 20).scaleEffect(0.5).opacity(0.5), proposal: .unspecified)
      XCTAssertEqual(scaled.leaves.first?.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
      XCTAssertEqual(scaled.leaves.first?.drawnFrame, CGRect(x: 10, y: 5, width: 20, height: 10))
      XCTAssertEqual(scaled.leaves.first?.opacity, 0.5)
    }
  }
}

final class GridViewModelTests: XCTestCase {
  struct Cell: OffsetCoordinateProviding {
    var name: String
    var offsetCoordinate: OffsetCoordinate
  }

  /// Proposals to render at: a fixed size, and unspecified or infinite
  /// dimensions, as inside a scroll view.
  static let proposals = [
    ProposedViewSize(width: 400, height: 300), .unspecified, .infinity,
    ProposedViewSize(width: nil, height: 300), ProposedViewSize(width: 400, height: .infinity),
  ]

  static func isFinite(_ r: CGRect) -> Bool {
    [r.minX, r.minY, r.width, r.height].allSatisfy { $0.isFinite } && r.width >= 0 && r.height >= 0
  }

  /// The rect of `size` centered on `p`.
  static func rect(_ p: PixelPoint, _ size: ProposedSize) -> CGRect {
    let w = size.width ?? 0, h = size.height ?? 0
    return CGRect(x: p.x - w / 2, y: p.y - h / 2, width: w, height: h)
  }

  /// Nil, duplicate and out-of-range coordinates: an element without a
  /// coordinate gets no view, one out of range draws nothing, and every
  /// leaf that draws is exactly its cell (the engine's placement of its
  /// coordinate in the grid's bounds).
  func testHexGridDrawsEachElementOnItsCellAndNothingElsewhere() {
    MainActor.assumeIsolated {
      let coordinates: [OffsetCoordinate?] = [
        OffsetCoordinate(row: 0, col: 0), nil, OffsetCoordinate(row: 0, col: 1), OffsetCoordinate(row: 1, col: 1),
        OffsetCoordinate(row: 0, col: 1), OffsetCoordinate(row: .max, col: 0), nil, OffsetCoordinate(row: 2, col: 3),
      ]
      for kind in OffsetKind.allCases {
        let layout = HexLayout(kind: kind, spacing: 2)
        let grid = HexGrid(coordinates, layout: layout, coordinate: { $0 }) { _ in Rectangle() }
        for proposal in Self.proposals {
          let context = "\(kind) \(proposal)"
          let rendering = ModelRenderer.render(grid, proposal: proposal)
          XCTAssertTrue(rendering.size.width.isFinite && rendering.size.width >= 0, context)
          XCTAssertTrue(rendering.size.height.isFinite && rendering.size.height >= 0, context)
          // One view per element with a coordinate.
          XCTAssertEqual(rendering.leaves.count, 6, context)
          // The engine's cells for the same coordinates, in the same bounds.
          let bounds = PixelRect(x: 0, y: 0, width: Double(rendering.size.width), height: Double(rendering.size.height))
          let present = coordinates.compactMap { $0 }
          let cells = Array(layout.placedCells(in: bounds, cache: layout.makeCache(coordinates: present)))
          var cellFrame: [OffsetCoordinate: CGRect] = [:]
          for p in cells { cellFrame[present[p.subviewIndex]] = Self.rect(p.position, p.proposal) }
          XCTAssertNil(cellFrame[OffsetCoordinate(row: .max, col: 0)], context)
          for leaf in rendering.leaves {
            XCTAssertTrue(Self.isFinite(leaf.frame), "\(context) \(leaf.frame)")
            guard let coordinate = leaf.layoutValue(OffsetCoordinateKey.self) ?? nil else {
              return XCTFail("\(context): a leaf without a coordinate")
            }
            if let expected = cellFrame[coordinate] {
              XCTAssertEqual(leaf.frame, expected, "\(context) \(coordinate)")
              XCTAssertEqual(leaf.clipShapes, ["HexagonShape"], context)
            } else {
              XCTAssertEqual(leaf.frame.size, .zero, "\(context) \(coordinate) has no cell but draws")
              XCTAssertTrue(leaf.isAccessibilityHidden, "\(context) \(coordinate)")
            }
          }
        }
      }
    }
  }

  /// The engine layouts alone, with flexible content: the same rule.
  ///
  /// A subview without a cell takes no room; every other one is drawn
  /// exactly on the engine's cell for its coordinate, in the layout's bounds.
  func testEngineLayoutsDrawNothingWhereNoCellIs() {
    MainActor.assumeIsolated {
      let offsets: [OffsetCoordinate?] = [
        nil, OffsetCoordinate(row: 0, col: 0), OffsetCoordinate(row: -1, col: .min), OffsetCoordinate(row: 2, col: 1),
        OffsetCoordinate(row: 0, col: 0),
      ]
      let hexes: [Hex?] = [Hex.zero, nil, Hex(q: 1, r: 0), Hex(q: 1, r: 0), Hex(q: .max, r: 0), Hex(q: -3, r: 1)]
      for proposal in Self.proposals {
        let offsetLayout = HexLayout(kind: .evenR, spacing: 3)
        let offsetGrid = ModelRenderer.render(
          OffsetGridLayout(offsetLayout)({
            ForEach(offsets.indices.map(Identified.init)) { Rectangle().offsetCoordinate(offsets[$0.id]) }
          }), proposal: proposal)
        let honeycombLayout = HoneycombLayout(diameter: 50, effects: .fisheye)
        let honeycomb = ModelRenderer.render(
          HoneycombGridLayout(honeycombLayout)({
            ForEach(hexes.indices.map(Identified.init)) { Rectangle().hexCoordinate(hexes[$0.id]) }
          }), proposal: proposal)
        // Subviews without a cell take no room; those with one are placed.
        XCTAssertEqual(
          offsetGrid.leaves.map { $0.frame.size == .zero }, [true, false, true, false, false], "\(proposal)")
        XCTAssertEqual(
          honeycomb.leaves.map { $0.frame.size == .zero }, [false, true, false, false, true, false], "\(proposal)")
        XCTAssertEqual(honeycomb.leaves[0].frame.size, CGSize(width: 50, height: 50), "\(proposal)")
        func check<L: HexCellLayout>(_ layout: L, _ coordinates: [L.Coordinate?], _ rendering: ModelRendering) {
          XCTAssertTrue(rendering.size.width.isFinite && rendering.size.height.isFinite, "\(proposal)")
          let bounds = PixelRect(x: 0, y: 0, width: Double(rendering.size.width), height: Double(rendering.size.height))
          let cells = Array(layout.placedCells(in: bounds, cache: layout.makeCache(coordinates: coordinates)))
          var expected = rendering.leaves.map { _ in CGRect.zero }
          for p in cells { expected[p.subviewIndex] = Self.rect(p.position, p.proposal) }
          for (index, leaf) in rendering.leaves.enumerated() {
            XCTAssertTrue(Self.isFinite(leaf.frame), "\(proposal) \(leaf.frame)")
            if leaf.frame.size != .zero { XCTAssertEqual(leaf.frame, expected[index], "\(proposal) \(index)") }
          }
        }
        check(offsetLayout, offsets, offsetGrid)
        check(honeycombLayout, hexes, honeycomb)
      }
    }
  }

  struct Identified: Identifiable {
    var id: Int
  }

  /// A cell view with a fixed frame ignores the zero proposal the layout
  /// parks a subview without a cell with (the model's `frame` keeps its
  /// size, as SwiftUI's does), so the grid view itself hides such a view:
  /// nothing is drawn, hit or read where no cell is.
  func testHexGridHidesFixedFrameViewsWithoutACell() {
    MainActor.assumeIsolated {
      let coordinates: [OffsetCoordinate] = [
        OffsetCoordinate(row: 0, col: 0), OffsetCoordinate(row: .max, col: 0), OffsetCoordinate(row: 1, col: 1),
        OffsetCoordinate(row: 0, col: .min),
      ]
      let grid = HexGrid(coordinates.indices, coordinate: { coordinates[$0] }) { _ in
        Rectangle().frame(width: 60, height: 60)
      }
      let rendering = ModelRenderer.render(grid, proposal: ProposedViewSize(width: 400, height: 300))
      XCTAssertEqual(rendering.leaves.count, 4)
      // The two in range are drawn; the two out of range would be drawn at
      // the top-leading corner at 60 × 60 if they were not hidden.
      XCTAssertEqual(rendering.leaves.map(\.isVisible), [true, false, true, false])
      XCTAssertEqual(rendering.leaves.map(\.allowsHitTesting), [true, false, true, false])
      XCTAssertEqual(rendering.leaves.map(\.isAccessibilityHidden), [false, true, false, true])
      XCTAssertEqual(rendering.leaves[1].frame.size, CGSize(width: 60, height: 60))
    }
  }

  /// A fixed-frame view without a cell in the engine layout alone is where
  /// the documentation says it is (the model must see the difference that
  /// the grid views hide): at the top-leading corner, at its own size.
  func testTheModelKeepsAFixedFrameAgainstAZeroProposal() {
    MainActor.assumeIsolated {
      let rendering = ModelRenderer.render(
        OffsetGridLayout(HexLayout())({
          ForEach([Identified(id: 0)]) { _ in Rectangle().frame(width: 60, height: 60).offsetCoordinate(nil) }
        }), proposal: ProposedViewSize(width: 400, height: 300))
      XCTAssertEqual(rendering.leaves.map(\.frame), [CGRect(x: 0, y: 0, width: 60, height: 60)])
    }
  }

  /// Each cell one element labelled from its content, read row by row
  /// (odd-q: row 0's columns, the odd ones half a cell lower, before row
  /// 1), whatever the collection order.
  func testHexGridReadsCellsInReadingOrder() {
    MainActor.assumeIsolated {
      let cells = [(1, 1), (0, 2), (1, 0), (0, 0), (0, 1), (1, 2)].map {
        Cell(name: "\($0.0),\($0.1)", offsetCoordinate: OffsetCoordinate(row: $0.0, col: $0.1))
      }
      let grid = HexGrid(cells) { cell in Text(cell.name) }
      let rendering = ModelRenderer.render(grid, proposal: ProposedViewSize(width: 400, height: 300))
      XCTAssertEqual(
        rendering.accessibilityOrder.map(\.accessibilityLabel), ["0,0", "0,1", "0,2", "1,0", "1,1", "1,2"])
      XCTAssertEqual(Set(rendering.leaves.compactMap(\.accessibilityElement)).count, 6)
      XCTAssertTrue(rendering.leaves.allSatisfy(\.isFocusable))
    }
  }

  /// Arrow keys: from no focus to the first cell read, then along rows and
  /// columns; at the edge focus stays.
  func testHexGridMoveCommandsFollowTheGrid() {
    MainActor.assumeIsolated {
      let cells = (0..<3).flatMap { r in
        (0..<3).map { Cell(name: "\(r),\($0)", offsetCoordinate: OffsetCoordinate(row: r, col: $0)) }
      }
      let moves: [(MoveCommandDirection, String)] = [
        (.right, "0,0"), (.right, "0,1"), (.down, "1,1"), (.down, "2,1"), (.down, "2,1"), (.up, "1,1"),
        (.left, "1,0"), (.left, "1,0"), (.up, "0,0"), (.up, "0,0"),
      ]
      // Move commands (macOS, tvOS) and arrow keys (iPadOS) alike.
      for byKey in [false, true] {
        let grid = HexGrid(cells) { cell in Text(cell.name) }
        let proposal = ProposedViewSize(width: 400, height: 300)
        var rendering = ModelRenderer.render(grid, proposal: proposal)
        XCTAssertTrue(rendering.handlesMoveCommands)
        XCTAssertEqual(rendering.leaves.filter(\.isFocused).count, 0)
        for (step, (direction, expected)) in moves.enumerated() {
          if byKey {
            XCTAssertEqual(rendering.keyPress(arrowKey(direction)), .handled)
          } else {
            rendering.moveCommand(direction)
          }
          rendering = ModelRenderer.render(grid, proposal: proposal)
          XCTAssertEqual(
            rendering.leaves.filter(\.isFocused).map(\.text), [expected], "step \(step) \(direction) byKey=\(byKey)")
        }
      }
    }
  }
}

final class HoneycombViewModelTests: XCTestCase {
  static let topics = (0..<19).map { "topic \($0)" }

  /// Selected topics, in order.
  @MainActor final class Selections {
    var names: [String] = []
  }

  /// A tap at a drawn cell's center, in the reader's coordinates, selects
  /// that very element and brings it to the middle, at every proposal the
  /// reader can get, with and without the fisheye; a cell drawn outside
  /// the reader cannot be tapped.
  func testATapOnADrawnCellSelectsThatElement() {
    MainActor.assumeIsolated {
      let cases: [(ProposedViewSize, taps: Int)] = [
        (ProposedViewSize(width: 400, height: 600), 16), (.unspecified, 0), (.infinity, 0),
        (ProposedViewSize(width: 10, height: 10), 0),
      ]
      for (proposal, expectedTaps) in cases {
        for fisheye in [true, false] {
          let selections = Selections()
          let grid = HoneycombGrid(Self.topics, diameter: 100, fisheye: fisheye) { topic in
            Text(topic)
          } onSelect: {
            selections.names.append($0)
          }
          var taps = 0
          for target in [0, 4, 11, 18] + Array(1..<19) {
            let context = "\(proposal) fisheye=\(fisheye) target=\(target)"
            let rendering = ModelRenderer.render(grid, proposal: proposal)
            let size = rendering.size
            XCTAssertTrue(size.width.isFinite && size.height.isFinite, context)
            let leaf = rendering.leaves[target]
            XCTAssertEqual(leaf.text, Self.topics[target], context)
            XCTAssertTrue(Self.isFinite(leaf.drawnFrame), context)
            // Every leaf is in its cell: within a circle of the diameter
            // around the cell's center, scaled about it.
            XCTAssertEqual(leaf.clipShapes, ["Circle"], context)
            XCTAssertLessThanOrEqual(leaf.frame.width, 100, context)
            XCTAssertLessThanOrEqual(leaf.frame.height, 100, context)
            let center = CGPoint(x: leaf.drawnFrame.midX, y: leaf.drawnFrame.midY)
            XCTAssertEqual(leaf.frame.midX, center.x, accuracy: 1e-9, context)
            XCTAssertEqual(leaf.frame.midY, center.y, accuracy: 1e-9, context)
            let before = selections.names.count
            guard CGRect(origin: .zero, size: size).contains(center), leaf.scale > 0.01 else {
              rendering.tap(at: center)
              XCTAssertEqual(selections.names.count, before, "\(context): a cell outside the reader was tapped")
              continue
            }
            XCTAssertTrue(rendering.tap(at: center), context)
            XCTAssertEqual(selections.names.count, before + 1, context)
            XCTAssertEqual(selections.names.last, Self.topics[target], context)
            taps += 1
            // Selected: it is brought to the middle of the reader.
            let after = ModelRenderer.render(grid, proposal: proposal).leaves[target]
            XCTAssertEqual(after.frame.midX, size.width / 2, accuracy: 1e-6, context)
            XCTAssertEqual(after.frame.midY, size.height / 2, accuracy: 1e-6, context)
          }
          XCTAssertGreaterThanOrEqual(taps, expectedTaps, "\(proposal) fisheye=\(fisheye)")
        }
      }
    }
  }

  static func isFinite(_ r: CGRect) -> Bool {
    [r.minX, r.minY, r.width, r.height].allSatisfy { $0.isFinite } && r.width >= 0 && r.height >= 0
  }

  /// One placement: every cell is drawn where the engine, given the
  /// reader's size and the scroll position, places it (its frame, and its
  /// drawn frame after the scale), before and after a drag; the offset
  /// grid's cells where the engine places them in the grid's bounds.
  func testCellsAreDrawnAtTheEnginesPlacements() {
    MainActor.assumeIsolated {
      let box = Box(PixelPoint.zero)
      // Flexible content takes the whole cell, so its frame is the cell's.
      let grid = HoneycombGrid(Self.topics, contentOffset: box.binding, diameter: 100) { _ in StandInView() }
      let engine = HoneycombLayout(diameter: 100, effects: .fisheye)
      let bounds = PixelRect(x: 0, y: 0, width: 400, height: 600)
      for step in 0..<2 {
        let rendering = ModelRenderer.render(grid, proposal: ProposedViewSize(width: 400, height: 600))
        var moved = engine
        moved.contentOffset = box.value
        let placed = moved.placedCells(in: bounds, cache: moved.makeCache(count: Self.topics.count))
        XCTAssertEqual(placed.count, rendering.leaves.count)
        for placement in placed {
          let leaf = rendering.leaves[placement.subviewIndex]
          Self.assertEqual(leaf.frame, placement.frame, "step \(step) \(placement.subviewIndex)")
          Self.assertEqual(leaf.drawnFrame, placement.drawnFrame, "step \(step) \(placement.subviewIndex)")
        }
        rendering.gestures.first?.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 230, y: 280))
        XCTAssertNotEqual(box.value, .zero)
      }
      let board = HexGrid(Array(0..<12), coordinate: { OffsetCoordinate(row: $0 / 4, col: $0 % 4) }) { _ in
        StandInView()
      }
      let rendering = ModelRenderer.render(board, proposal: ProposedViewSize(width: 300, height: 300))
      let layout = HexLayout()
      let cache = layout.makeCache(coordinates: (0..<12).map { OffsetCoordinate(row: $0 / 4, col: $0 % 4) })
      for placement in layout.placedCells(in: PixelRect(origin: .zero, size: PixelSize(rendering.size)), cache: cache) {
        Self.assertEqual(rendering.leaves[placement.subviewIndex].frame, placement.frame, "\(placement.subviewIndex)")
      }
    }
  }

  static func assertEqual(_ rect: CGRect, _ expected: PixelRect, _ context: String) {
    XCTAssertEqual(Double(rect.minX), expected.minX, accuracy: 1e-9, context)
    XCTAssertEqual(Double(rect.minY), expected.minY, accuracy: 1e-9, context)
    XCTAssertEqual(Double(rect.width), expected.width, accuracy: 1e-9, context)
    XCTAssertEqual(Double(rect.height), expected.height, accuracy: 1e-9, context)
  }

  /// A value a binding reads and writes, with every write recorded.
  @MainActor final class Box<Value> {
    var value: Value
    var writes: [Value] = []
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> {
      Binding(
        get: { self.value },
        set: {
          self.value = $0
          self.writes.append($0)
        })
    }
  }

  /// The cell whose content sees `isHoneycombCellSelected`, and the cells
  /// with the `isSelected` trait: the same, one or none.
  static func selectedTexts(_ rendering: ModelRendering) -> (environment: [String?], traits: [String?]) {
    (
      rendering.leaves.filter(\.environment.isHoneycombCellSelected).map(\.text),
      rendering.leaves.filter { $0.accessibilityTraits.contains(.isSelected) }.map(\.text)
    )
  }

  /// A tap sets an index selection to the tapped element's index.
  ///
  /// The selected cell alone is highlighted: its content sees
  /// `isHoneycombCellSelected` and it has the `isSelected` trait. An
  /// index selection set from outside highlights that cell.
  func testATapSetsTheIndexSelection() {
    MainActor.assumeIsolated {
      let selection = Box<Int?>(nil)
      let grid = HoneycombGrid(Self.topics, selection: selection.binding, diameter: 100, fisheye: false) {
        Text($0)
      }
      let proposal = ProposedViewSize(width: 600, height: 600)
      var rendering = ModelRenderer.render(grid, proposal: proposal)
      XCTAssertEqual(Self.selectedTexts(rendering).environment, [])
      XCTAssertEqual(Self.selectedTexts(rendering).traits, [])
      let target = rendering.leaves[4].drawnFrame
      XCTAssertTrue(rendering.tap(at: CGPoint(x: target.midX, y: target.midY)))
      XCTAssertEqual(selection.value, 4)
      rendering = ModelRenderer.render(grid, proposal: proposal)
      XCTAssertEqual(Self.selectedTexts(rendering).environment, ["topic 4"])
      XCTAssertEqual(Self.selectedTexts(rendering).traits, ["topic 4"])
      selection.value = 9
      rendering = ModelRenderer.render(grid, proposal: proposal)
      XCTAssertEqual(Self.selectedTexts(rendering).environment, ["topic 9"])
      // An index outside the data selects nothing.
      selection.value = 40
      XCTAssertEqual(Self.selectedTexts(ModelRenderer.render(grid, proposal: proposal)).environment, [])
    }
  }

  /// VoiceOver's activation selects through the same path as a tap: an
  /// identity selection is set to the element's identity, `onSelect` is
  /// called, and the cell comes to the middle, written to the scroll
  /// binding with the settle animation.
  func testAccessibilityActivationSetsTheIdentitySelection() {
    MainActor.assumeIsolated {
      struct Topic { var name: String }
      let topics = Self.topics.prefix(7).map(Topic.init(name:))
      let selection = Box<String?>(nil)
      let offset = Box(PixelPoint.zero)
      let selections = Selections()
      let grid = HoneycombGrid(
        topics, id: \.name, selection: selection.binding, contentOffset: offset.binding, diameter: 100,
        fisheye: false
      ) {
        Text($0.name)
      } onSelect: {
        selections.names.append($0.name)
      }
      let proposal = ProposedViewSize(width: 600, height: 600)
      let walk = Array(Hex.zero.honeycombWalk(count: 7))
      for target in [3, 0, 6] {
        modelLastAnimation = nil
        ModelRenderer.render(grid, proposal: proposal).leaves[target].activate()
        XCTAssertEqual(selection.value, "topic \(target)")
        XCTAssertEqual(selections.names.last, "topic \(target)")
        // Centred: the offset is minus the cell's centre, 100 apart.
        let centre = HoneycombLayout(diameter: 100).center(of: walk[target])
        XCTAssertEqual(offset.value, PixelPoint(x: -centre.x, y: -centre.y))
        XCTAssertEqual(modelLastAnimation, HoneycombGrid<[Int], Text>.settleAnimation)
        let rendering = ModelRenderer.render(grid, proposal: proposal)
        XCTAssertEqual(Self.selectedTexts(rendering).environment, ["topic \(target)"])
      }
    }
  }

  /// The scroll binding: a drag writes it as it moves (by the translation)
  /// and then where it settles, the engine's inertia (1.25 × the predicted
  /// translation, well inside 0.7 × the last cell's distance of at least
  /// 173); setting it from outside moves every cell by the change.
  func testTheScrollBindingIsWrittenByDragsAndMovesTheCells() {
    MainActor.assumeIsolated {
      let offset = Box(PixelPoint.zero)
      let grid = HoneycombGrid(Self.topics, contentOffset: offset.binding, diameter: 100, fisheye: false) {
        Text($0)
      }
      let proposal = ProposedViewSize(width: 400, height: 600)
      let rendering = ModelRenderer.render(grid, proposal: proposal)
      rendering.gestures.first?.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 260, y: 250))
      XCTAssertEqual(offset.writes, [PixelPoint(x: 60, y: -50), PixelPoint(x: 75, y: -62.5)])
      offset.value = PixelPoint(x: 30, y: 40)
      let moved = ModelRenderer.render(grid, proposal: proposal)
      // The centre cell sits at the middle moved by the offset.
      XCTAssertEqual(moved.leaves[0].frame.midX, 230, accuracy: 1e-9)
      XCTAssertEqual(moved.leaves[0].frame.midY, 340, accuracy: 1e-9)
      for (before, after) in zip(rendering.leaves, moved.leaves) {
        XCTAssertEqual(after.frame.midX - before.frame.midX, 30, accuracy: 1e-9)
        XCTAssertEqual(after.frame.midY - before.frame.midY, 40, accuracy: 1e-9)
      }
      // Without a binding the view keeps its own position: a drag still scrolls.
      let own = HoneycombGrid(Self.topics, diameter: 100, fisheye: false) { Text($0) }
      ModelRenderer.render(own, proposal: proposal).gestures.first?.drag(
        from: CGPoint(x: 200, y: 300), to: CGPoint(x: 260, y: 250))
      XCTAssertEqual(ModelRenderer.render(own, proposal: proposal).leaves[0].frame.midX, 275, accuracy: 1e-9)
    }
  }

  /// VoiceOver's activation of a cell (its default accessibility action)
  /// selects that cell's element and brings it to the middle, as a tap does.
  func testAccessibilityActivationSelectsTheCell() {
    MainActor.assumeIsolated {
      let selections = Selections()
      let grid = HoneycombGrid(Array(Self.topics.prefix(7)), diameter: 100, fisheye: false) {
        Text($0)
      } onSelect: {
        selections.names.append($0)
      }
      let proposal = ProposedViewSize(width: 600, height: 600)
      for target in [3, 0, 6] {
        let rendering = ModelRenderer.render(grid, proposal: proposal)
        XCTAssertTrue(rendering.leaves.allSatisfy(\.hasAccessibilityAction))
        rendering.leaves[target].activate()
        XCTAssertEqual(selections.names.last, Self.topics[target])
        let after = ModelRenderer.render(grid, proposal: proposal).leaves[target]
        XCTAssertEqual(after.frame.midX, 300, accuracy: 1e-6, "\(target)")
        XCTAssertEqual(after.frame.midY, 300, accuracy: 1e-6, "\(target)")
        // Settling bounces: a damping fraction below 1 overshoots (an
        // underdamped spring), as the chapter's animation does.
        XCTAssertLessThan(modelLastAnimation?.dampingFraction ?? 1, 1)
      }
      XCTAssertEqual(selections.names.count, 3)
    }
  }

  /// Marking views with their cells is nonisolated, as SwiftUI's own
  /// `layoutValue(key:value:)` is: this compiles without a warning (the
  /// package builds with warnings as errors) in a nonisolated function.
  nonisolated static func marked<V: View>(_ view: V) -> some View {
    view.hexCoordinate(.zero).offsetCoordinate(OffsetCoordinate(row: 0, col: 0))
  }

  func testMarkingAViewIsNonisolated() {
    MainActor.assumeIsolated {
      let rendering = ModelRenderer.render(
        HoneycombGridLayout(HoneycombLayout(diameter: 40))({ Self.marked(Rectangle()) }),
        proposal: ProposedViewSize(width: 100, height: 100))
      XCTAssertEqual(rendering.leaves.first?.layoutValue(HexCoordinateKey.self), Hex.zero)
    }
  }

  /// Flat-top seven: the upper ring cells read with the top one, the
  /// lower ones with the center, then the bottom one; every cell a button.
  func testHoneycombReadsInReadingOrderAndMovesByColumn() {
    MainActor.assumeIsolated {
      let walk = Array(Hex.zero.honeycombWalk(count: 7))
      func name(_ direction: HexDirection?) -> String {
        "topic \(walk.firstIndex(of: direction.map { Hex.zero.neighbor(in: $0) } ?? .zero)!)"
      }
      let grid = HoneycombGrid(Array(Self.topics.prefix(7)), diameter: 100, fisheye: false) { Text($0) }
      let proposal = ProposedViewSize(width: 600, height: 600)
      var rendering = ModelRenderer.render(grid, proposal: proposal)
      XCTAssertEqual(
        rendering.accessibilityOrder.map(\.accessibilityLabel),
        [
          name(.flatTopLeft), name(.flatTop), name(.flatTopRight), name(.flatBottomLeft), name(nil),
          name(.flatBottomRight), name(.flatBottom),
        ])
      XCTAssertTrue(rendering.leaves.allSatisfy { $0.accessibilityTraits.contains(.isButton) })
      // First key: the first cell read; down keeps its column; the focused
      // cell comes to the middle.
      let moves: [(MoveCommandDirection, String)] = [
        (.down, name(.flatTopLeft)), (.down, name(.flatBottomLeft)), (.down, name(.flatBottomLeft)),
        (.right, name(nil)), (.up, name(.flatTop)), (.up, name(.flatTop)),
      ]
      for (step, (direction, expected)) in moves.enumerated() {
        if step % 2 == 0 {
          rendering.moveCommand(direction)
        } else {
          XCTAssertEqual(rendering.keyPress(arrowKey(direction)), .handled)
        }
        rendering = ModelRenderer.render(grid, proposal: proposal)
        let focused = rendering.leaves.filter(\.isFocused)
        XCTAssertEqual(focused.map(\.text), [expected], "step \(step)")
        XCTAssertEqual(focused.first?.frame.midX ?? 0, 300, accuracy: 1e-6, "step \(step)")
        XCTAssertEqual(focused.first?.frame.midY ?? 0, 300, accuracy: 1e-6, "step \(step)")
      }
    }
  }
}

/// The arrow key of a move command's direction.
func arrowKey(_ direction: MoveCommandDirection) -> KeyEquivalent {
  switch direction {
  case .up: .upArrow
  case .down: .downArrow
  case .left: .leftArrow
  case .right: .rightArrow
  }
}
