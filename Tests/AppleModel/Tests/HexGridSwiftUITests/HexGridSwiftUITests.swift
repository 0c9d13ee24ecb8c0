// Tests of HexGridSwiftUI's own source files, compiled as a module of their
// own against the model of Apple's SDK (Sources/SwiftUI, Sources/CoreGraphics,
// Sources/MacTypes of this package).

import HexCore
import HexGridSwiftUI
import HexLayoutEngine
import SwiftUI
import XCTest
import _HexTestSupport

final class EngineLayoutTests: XCTestCase {
  /// Fake subviews reporting `values` through the layout value `Key`.
  func subviews<Key: LayoutValueKey>(_ key: Key.Type, _ values: [Key.Value]) -> LayoutSubviews {
    LayoutSubviews(values.map { LayoutSubview(values: [ObjectIdentifier(key): $0 as Any]) })
  }

  /// Drives a SwiftUI layout as SwiftUI would and checks every placement
  /// and proposal against the engine's own answer for the same input.
  func checkAgainstEngine<Engine: SwiftUICellLayout>(
    _ engine: Engine, _ coordinates: [Engine.Coordinate?], proposal: ProposedViewSize,
    context: String
  ) {
    let layout = EngineLayout(engine)
    let views = subviews(Engine.CoordinateKey.self, coordinates)
    var cache = layout.makeCache(subviews: views)
    let size = layout.sizeThatFits(proposal: proposal, subviews: views, cache: &cache)
    let engineCache = engine.makeCache(coordinates: coordinates)
    let expectedSize = engine.sizeThatFits(proposal: ProposedSize(proposal), cache: engineCache)
    XCTAssertEqual(Double(size.width), expectedSize.width, context)
    XCTAssertEqual(Double(size.height), expectedSize.height, context)
    let bounds = CGRect(x: 12, y: -7, width: Double(size.width), height: Double(size.height))
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: views, cache: &cache)
    let expected = Array(
      engine.placedCells(
        in: PixelRect(x: 12, y: -7, width: expectedSize.width, height: expectedSize.height), cache: engineCache))
    var placedCount = 0
    for (index, view) in views.enumerated() {
      let mine = expected.filter { $0.subviewIndex == index }
      // Every subview is placed exactly once; one without a cell out of
      // sight: at the bounds' top-leading corner with a zero proposal.
      XCTAssertEqual(view.placements.count, 1, "\(context) subview \(index)")
      guard let p = mine.first, let got = view.placements.first else {
        XCTAssertEqual(
          view.placements.first,
          LayoutSubview.Placed(position: bounds.origin, anchor: .topLeading, proposal: .zero),
          "\(context) subview \(index)")
        XCTAssertEqual(view.frame(in: bounds).size, .zero, "\(context) subview \(index)")
        continue
      }
      placedCount += 1
      XCTAssertEqual(Double(got.position.x), p.position.x, "\(context) \(index)")
      XCTAssertEqual(Double(got.position.y), p.position.y, "\(context) \(index)")
      XCTAssertEqual(got.anchor, UnitPoint(x: 0.5, y: 0.5), "\(context) \(index)")
      XCTAssertEqual(got.proposal.width.map { Double($0) }, p.proposal.width, "\(context) \(index)")
      XCTAssertEqual(got.proposal.height.map { Double($0) }, p.proposal.height, "\(context) \(index)")
    }
    XCTAssertEqual(placedCount, expected.count, context)
  }

  func testOffsetGridLayoutPlacesWhatTheEnginePlaces() {
    let seed: UInt64 = 0x5357_4F47
    withSeededCases(count: 40, seed: seed) { rng, seeded in
      let i = seeded.index
      let kind = OffsetKind.allCases[i % 4]
      let coordinates: [OffsetCoordinate?] = (0..<Int.random(in: 0...30, using: &rng)).map { _ in
        Int.random(in: 0..<6, using: &rng) == 0
          ? nil
          : OffsetCoordinate(row: .random(in: -3...5, using: &rng), col: .random(in: -3...5, using: &rng))
      }
      let proposal = ProposedViewSize(
        width: i % 5 == 0 ? nil : CGFloat(.random(in: 50...700, using: &rng)),
        height: CGFloat(.random(in: 50...700, using: &rng)))
      checkAgainstEngine(
        HexLayout(kind: kind, spacing: Double(i % 3)), coordinates, proposal: proposal,
        context: "\(seeded)")
    }
  }

  func testHoneycombGridLayoutPlacesWhatTheEnginePlaces() {
    let seed: UInt64 = 0x5357_4843
    withSeededCases(count: 40, seed: seed) { rng, seeded in
      let i = seeded.index
      let walk = Array(Hex.zero.honeycombWalk(count: Int.random(in: 0...40, using: &rng)))
      let coordinates: [Hex?] = walk.map { Int.random(in: 0..<8, using: &rng) == 0 ? nil : $0 }
      let engine = HoneycombLayout(
        diameter: .random(in: 20...130, using: &rng),
        contentOffset: PixelPoint(x: .random(in: -80...80, using: &rng), y: .random(in: -80...80, using: &rng)),
        orientation: i % 2 == 0 ? .flatTop : .pointyTop,
        effects: HoneycombEffects(fisheye: i % 3 != 0, touchedCell: walk.first))
      checkAgainstEngine(
        engine, coordinates,
        proposal: ProposedViewSize(width: CGFloat(.random(in: 100...600, using: &rng)), height: 500),
        context: "\(seeded)")
    }
  }

  /// A subview without a layout value has no cell, and takes no room.
  ///
  /// The cache is the engine's: one cell for the one coordinate. SwiftUI would draw a
  /// subview that gets no `place` call at the middle of the container at its
  /// ideal size, over the grid (the model's `frame(in:)` does); so it is
  /// placed at the corner with a zero proposal, and takes no room.
  func testSubviewsWithoutACoordinateTakeNoRoom() {
    let layout = OffsetGridLayout(HexLayout())
    let views = LayoutSubviews([
      LayoutSubview(),
      LayoutSubview(values: [ObjectIdentifier(OffsetCoordinateKey.self): OffsetCoordinate(row: 0, col: 0) as Any]),
    ])
    var cache = layout.makeCache(subviews: views)
    XCTAssertEqual(cache.cellCount, 1)
    let bounds = CGRect(x: 5, y: 6, width: 100, height: 100)
    layout.placeSubviews(in: bounds, proposal: .unspecified, subviews: views, cache: &cache)
    XCTAssertEqual(
      views[0].placements,
      [LayoutSubview.Placed(position: CGPoint(x: 5, y: 6), anchor: .topLeading, proposal: .zero)])
    XCTAssertEqual(views[0].frame(in: bounds), CGRect(x: 5, y: 6, width: 0, height: 0))
    XCTAssertEqual(views[1].placements.count, 1)
    // The model itself: a subview never placed shows at the middle at its ideal size.
    XCTAssertEqual(LayoutSubview().frame(in: bounds), CGRect(x: 35, y: 41, width: 40, height: 30))
  }

  /// A layout handed a cache places from it and reads no layout value:
  /// subviews that report other cells (or none) are placed where the
  /// cache's cells are, exactly as a layout built from those cells places
  /// them, and `makeCache` returns the very cache (its cells, not a copy
  /// rebuilt from the subviews: a cache of two cells for three subviews
  /// leaves the third out of sight).
  func testAHandedCacheIsTheLayoutsCache() {
    let engine = HexLayout(kind: .evenR)
    let cells = [OffsetCoordinate(row: 2, col: 1), OffsetCoordinate(row: 0, col: 3)]
    let cache = engine.makeCache(coordinates: cells)
    let handed = OffsetGridLayout(engine, cache: cache)
    let wrong = subviews(
      OffsetCoordinateKey.self, [nil, OffsetCoordinate(row: 9, col: 9), OffsetCoordinate(row: 0, col: 0)])
    XCTAssertEqual(handed.makeCache(subviews: wrong).cellCount, 2)
    let right = subviews(OffsetCoordinateKey.self, cells + [nil])
    let bounds = OffsetGridLayout(engine).modelLayoutPass(
      subviews: right, proposal: ProposedViewSize(width: 300, height: 200))
    XCTAssertEqual(handed.modelLayoutPass(subviews: wrong, proposal: ProposedViewSize(width: 300, height: 200)), bounds)
    for index in 0..<3 {
      XCTAssertEqual(wrong[index].placements, right[index].placements, "subview \(index)")
    }
    XCTAssertEqual(wrong[2].frame(in: bounds).size, .zero)
  }

  /// The honeycomb animates its content offset; the offset grid its spacing.
  func testAnimatableDataIsTheContentOffset() {
    var layout = HoneycombGridLayout(HoneycombLayout(diameter: 100, contentOffset: PixelPoint(x: 3, y: -4)))
    XCTAssertEqual(layout.animatableData, AnimatablePair(3.0, -4.0))
    layout.animatableData = AnimatablePair(10, 20)
    XCTAssertEqual(layout.engine.contentOffset, PixelPoint(x: 10, y: 20))
    var grid = OffsetGridLayout(HexLayout(spacing: 2))
    XCTAssertEqual(grid.animatableData, 2)
    grid.animatableData = 5
    XCTAssertEqual(grid.engine.spacing, 5)
  }

  func testConversionsRoundTrip() {
    let rect = PixelRect(x: 1.5, y: -2, width: 30, height: 40.25)
    XCTAssertEqual(PixelRect(CGRect(rect)), rect)
    XCTAssertEqual(PixelPoint(CGPoint(PixelPoint(x: -3, y: 7))), PixelPoint(x: -3, y: 7))
    XCTAssertEqual(PixelSize(CGSize(PixelSize(width: 3, height: 4))), PixelSize(width: 3, height: 4))
    XCTAssertEqual(
      ProposedSize(ProposedViewSize(ProposedSize(width: nil, height: 4))), ProposedSize(width: nil, height: 4))
    XCTAssertEqual(PlacementAnchor(UnitPoint(PlacementAnchor.center)), PlacementAnchor.center)
    XCTAssertEqual(CGRect(rect).origin, CGPoint(x: 1.5, y: -2))
  }
}

final class HexagonShapeTests: XCTestCase {
  func elements(_ path: Path) -> [Path.Element] {
    var result: [Path.Element] = []
    path.forEach { result.append($0) }
    return result
  }

  /// Sharp corners: the path visits exactly HexCore's corners of the
  /// hexagon fitting the rect, in order, and closes.
  func testSharpOutlineIsHexCoresCorners() {
    for orientation in [HexOrientation.flatTop, .pointyTop] {
      let rect = PixelRect(x: 10, y: 20, width: 120, height: 90)
      let path = HexagonShape(orientation: orientation).path(in: CGRect(rect))
      let corners = Array(Hexagon(fitting: rect, orientation: orientation).corners).map(CGPoint.init)
      XCTAssertEqual(
        elements(path), [.move(to: corners[0])] + corners.dropFirst().map { .line(to: $0) } + [.closeSubpath],
        "\(orientation)")
    }
  }

  /// Rounded by hand: a flat-top hexagon fitting 200 × 200 has width
  /// min(200, 200 · 2/√3) = 200, so circumradius R = 100 and centre
  /// (100, 100); corner 0 is (200, 100), corner 1 (150, 100 − 50√3) and
  /// corner 5 (150, 100 + 50√3).
  ///
  /// With corner radius 10√3 each cut is
  /// r/√3 = 10 along both sides (sides are 100 long): the curve into
  /// corner 0 starts 10 along the side from corner 5, at
  /// (200 − 5, 100 + 5√3), and ends 10 toward corner 1, at (195, 100 − 5√3),
  /// with control point (200, 100).
  func testRoundedCornersByHand() {
    let shape = HexagonShape(cornerRadius: 10 * 3.0.squareRoot())
    let outline = shape.hexagonShapeOutline(in: PixelRect(x: 0, y: 0, width: 200, height: 200))
    XCTAssertEqual(outline.count, 13)  // move, curve, then (line, curve) × 5, close
    guard case .move(let start) = outline[0], case .quadCurve(let end, let control) = outline[1] else {
      return XCTFail("\(outline)")
    }
    let r3 = 3.0.squareRoot()
    XCTAssertEqual(start.x, 195, accuracy: 1e-9)
    XCTAssertEqual(start.y, 100 + 5 * r3, accuracy: 1e-9)
    XCTAssertEqual(end.x, 195, accuracy: 1e-9)
    XCTAssertEqual(end.y, 100 - 5 * r3, accuracy: 1e-9)
    XCTAssertEqual(control.x, 200, accuracy: 1e-9)
    XCTAssertEqual(control.y, 100, accuracy: 1e-9)
    XCTAssertEqual(outline.last, .closeSubpath)
  }

  /// Insetting by a moves every side in by a: the circumradius shrinks by
  /// 2a/√3.
  ///
  /// Fitting 200 × 200 (R = 100), an inset of 5√3/2 leaves R = 95,
  /// so corner 0 is at (195, 100).
  func testInsetMovesTheSidesInward() {
    let inset = HexagonShape().inset(by: CGFloat(5 * 3.0.squareRoot() / 2))
    let outline = inset.hexagonShapeOutline(in: PixelRect(x: 0, y: 0, width: 200, height: 200))
    guard case .move(let first) = outline[0] else { return XCTFail("\(outline)") }
    XCTAssertEqual(first.x, 195, accuracy: 1e-9)
    XCTAssertEqual(first.y, 100, accuracy: 1e-9)
    // Insetting past the hexagon leaves a point, never a negative size.
    let gone = HexagonShape().inset(by: 1_000).hexagonShapeOutline(in: PixelRect(x: 0, y: 0, width: 200, height: 200))
    for element in gone {
      if case .line(let p) = element { XCTAssertEqual(p, PixelPoint(x: 100, y: 100)) }
    }
  }

  func testDegenerateRectsGiveFiniteOutlines() {
    for rect in [PixelRect(x: 0, y: 0, width: 0, height: 0), PixelRect(x: .nan, y: 0, width: .infinity, height: 10)] {
      for element in HexagonShape(cornerRadius: 4).hexagonShapeOutline(in: rect) {
        switch element {
        case .move(let p), .line(let p): XCTAssertTrue(p.isFinite, "\(rect) \(element)")
        case .quadCurve(let p, let c): XCTAssertTrue(p.isFinite && c.isFinite, "\(rect) \(element)")
        case .closeSubpath: break
        }
      }
    }
  }
}

/// Views are main-actor isolated; XCTest runs these on the main thread.
final class GridViewTests: XCTestCase {
  struct Cell: OffsetCoordinateProviding {
    var name: String
    var offsetCoordinate: OffsetCoordinate
  }

  func testHexGridKeepsCellsByPositionOrByKeyPath() {
    MainActor.assumeIsolated { Self.hexGridKeepsCellsByPositionOrByKeyPath() }
  }

  @MainActor static func hexGridKeepsCellsByPositionOrByKeyPath() {
    let cells = [
      Cell(name: "a", offsetCoordinate: OffsetCoordinate(row: 0, col: 0)),
      Cell(name: "b", offsetCoordinate: OffsetCoordinate(row: 0, col: 1)),
    ]
    let byPosition = HexGrid(cells) { _ in StandInView() }
    XCTAssertEqual(byPosition.entries.map(\.id), [AnyHashable(0), AnyHashable(1)])
    XCTAssertEqual(byPosition.entries.map(\.coordinate), cells.map(\.offsetCoordinate))
    let byName = HexGrid(cells, id: \.name, coordinate: { $0.offsetCoordinate }) { _ in StandInView() }
    XCTAssertEqual(byName.entries.map(\.id), [AnyHashable("a"), AnyHashable("b")])
    // A slice keeps its own indices: entries index into it.
    let slice = HexGrid(cells[1...]) { _ in StandInView() }
    XCTAssertEqual(slice.entries.map(\.index), [1])
    XCTAssertEqual(slice.cellShape.orientation, .flatTop)
    XCTAssertEqual(
      HexGrid(cells, layout: HexLayout(kind: .evenR)) { _ in StandInView() }.cellShape.orientation, .pointyTop)
  }

  func testHoneycombGridPutsElementsOnTheWalk() {
    MainActor.assumeIsolated { Self.honeycombGridPutsElementsOnTheWalk() }
  }

  @MainActor static func honeycombGridPutsElementsOnTheWalk() {
    let topics = (0..<14).map { "topic \($0)" }
    let grid = HoneycombGrid(topics) { _ in StandInView() }
    XCTAssertEqual(grid.entries.map(\.coordinate), Array(Hex.zero.honeycombWalk(count: 14)))
    XCTAssertEqual(grid.layout.diameter, 125)
    XCTAssertTrue(grid.layout.effects.fisheye)
  }
}

final class HoneycombInteractionTests: XCTestCase {
  let base = HoneycombLayout(diameter: 100, effects: .fisheye)
  let container = PixelSize(width: 400, height: 600)

  /// A tap on the drawn centre cell selects it and centres it; a tap on a
  /// neighbour's drawn centre selects that neighbour and moves it to the
  /// middle: the offset becomes minus its centre.
  func testTapSelectsTheDrawnCellAndCentresIt() {
    var interaction = HoneycombInteraction()
    let engine = interaction.layout(from: base, contentOffset: .zero)
    let cache = engine.makeCache(count: 7)
    let placed = engine.placedCells(in: PixelRect(origin: .zero, size: container), cache: cache)
    let target = placed[3]
    let during = interaction.dragChanged(
      start: target.position, translation: PixelSize(width: 1, height: 0), contentOffset: .zero, placed: placed)
    XCTAssertEqual(during, .zero)
    XCTAssertEqual(interaction.touched, target.hex)
    XCTAssertEqual(interaction.layout(from: base, contentOffset: .zero).effects.touchedCell, target.hex)
    let ended = interaction.dragEnded(
      at: target.position, translation: PixelSize(width: 1, height: 0),
      predictedEndTranslation: PixelSize(width: 1, height: 0), contentOffset: .zero, engine: engine, cache: cache,
      placed: placed)
    XCTAssertEqual(ended.selected, target.subviewIndex)
    let c = base.center(of: target.hex)
    XCTAssertEqual(ended.offset, PixelPoint(x: -c.x, y: -c.y))
    XCTAssertNil(interaction.touched)
  }

  /// The settle animation is a spring that overshoots: `.spring()` no
  /// longer does on current SDKs (`spring(duration: 0.5, bounce: 0)`, a
  /// damping fraction of 1), so the honeycomb names its own, the iOS 16
  /// defaults `response: 0.55, dampingFraction: 0.825`.
  func testSettleAnimationBounces() {
    MainActor.assumeIsolated {
      XCTAssertEqual(Animation.spring().dampingFraction, 1)
      let settle = HoneycombGrid<[Int], Text>.settleAnimation
      XCTAssertEqual(settle.response, 0.55)
      XCTAssertEqual(settle.dampingFraction, 0.825)
    }
  }

  /// The Digital Crown scrolls between the offsets that center the
  /// lowest and the highest cell: symmetric for a full ring (its top and
  /// bottom cells lie equally far above and below the center), the top
  /// cell's offset at the top, and a point wide for one cell.
  func testCrownRangeSpansTheCells() {
    let engine = HoneycombLayout(diameter: 100)
    let seven = Array(Hex.zero.honeycombWalk(count: 7))
    let range = HoneycombInteraction.crownRange(engine, hexes: seven)
    XCTAssertEqual(range.lowerBound, -range.upperBound, accuracy: 1e-9)
    let top = engine.center(of: Hex(q: 0, r: -1)).y
    XCTAssertEqual(range.upperBound, -top, accuracy: 1e-9)
    XCTAssertGreaterThan(range.upperBound, 50)
    XCTAssertEqual(HoneycombInteraction.crownRange(engine, hexes: [.zero]), 0...1)
  }

  /// A tap in a gap selects nothing and leaves the honeycomb where it is.
  func testTapInAGapSelectsNothing() {
    var interaction = HoneycombInteraction()
    let offset = PixelPoint(x: 5, y: 5)
    let engine = interaction.layout(from: base, contentOffset: offset)
    let cache = engine.makeCache(count: 1)
    let placed = engine.placedCells(in: PixelRect(origin: .zero, size: container), cache: cache)
    let ended = interaction.dragEnded(
      at: PixelPoint(x: 0, y: 0), translation: PixelSize(width: 0, height: 0),
      predictedEndTranslation: PixelSize(width: 0, height: 0), contentOffset: offset, engine: engine, cache: cache,
      placed: placed)
    XCTAssertNil(ended.selected)
    XCTAssertEqual(ended.offset, offset)
  }

  /// A drag scrolls by its translation from where it began and settles
  /// where the engine says; once it scrolls, coming back within the tap
  /// slop keeps scrolling (it does not turn into a tap).
  func testDragScrollsAndSettlesWithTheEnginesInertia() {
    var interaction = HoneycombInteraction()
    let start = PixelPoint(x: 7, y: -3)
    let engine = interaction.layout(from: base, contentOffset: start)
    let cache = engine.makeCache(count: 30)
    let placed = engine.placedCells(in: PixelRect(origin: .zero, size: container), cache: cache)
    var offset = interaction.dragChanged(
      start: PixelPoint(x: 200, y: 300), translation: PixelSize(width: 40, height: -30), contentOffset: start,
      placed: placed)
    XCTAssertNil(interaction.touched)
    XCTAssertEqual(offset, PixelPoint(x: 47, y: -33))
    offset = interaction.dragChanged(
      start: PixelPoint(x: 200, y: 300), translation: PixelSize(width: 2, height: 1), contentOffset: offset,
      placed: placed)
    XCTAssertEqual(offset, PixelPoint(x: 9, y: -2))
    let ended = interaction.dragEnded(
      at: PixelPoint(x: 240, y: 270), translation: PixelSize(width: 40, height: -30),
      predictedEndTranslation: PixelSize(width: 80, height: -60), contentOffset: offset, engine: engine,
      cache: cache, placed: placed)
    XCTAssertNil(ended.selected)
    XCTAssertEqual(
      ended.offset,
      base.settledContentOffset(from: start, predictedEndTranslation: PixelSize(width: 80, height: -60), cache: cache))
    XCTAssertNil(interaction.dragOrigin)
  }
}
