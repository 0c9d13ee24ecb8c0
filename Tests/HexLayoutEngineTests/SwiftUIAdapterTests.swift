import Foundation
import HexCore
import HexLayoutEngine
import XCTest

// The README's SwiftUI `Layout` adapter, compiled and run without SwiftUI.
// The stand-ins below mirror the SwiftUI and CoreGraphics API the adapter uses;
// a fake subview reports an optional coordinate and records where it is placed.

/// A distinct type, as in CoreGraphics, so that `Double.init` and
/// `CGFloat(_:)` conversions in the adapter are really exercised. (Swift's
/// implicit CGFloat ↔ Double conversion applies to the real type only, so the
/// geometry stand-ins below store `Double`.)
struct CGFloat: Equatable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  var value: Double
  init(_ value: Double) { self.value = value }
  init(floatLiteral value: Double) { self.value = value }
  init(integerLiteral value: Int) { self.value = Double(value) }
}

extension Double {
  init(_ value: CGFloat) { self = value.value }
}

struct CGPoint: Equatable {
  var x: Double
  var y: Double
}

struct CGSize: Equatable {
  var width: Double
  var height: Double
}

struct CGRect {
  var origin: CGPoint
  var size: CGSize
  init(x: Double, y: Double, width: Double, height: Double) {
    origin = CGPoint(x: x, y: y)
    size = CGSize(width: width, height: height)
  }
  var minX: Double { min(origin.x, origin.x + size.width) }
  var minY: Double { min(origin.y, origin.y + size.height) }
  var width: Double { abs(size.width) }
  var height: Double { abs(size.height) }
}

struct UnitPoint: Equatable {
  var x: Double
  var y: Double
}

struct ProposedViewSize: Equatable {
  var width: CGFloat?
  var height: CGFloat?
  init(width: CGFloat? = nil, height: CGFloat? = nil) {
    self.width = width
    self.height = height
  }
}

protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// What one fake subview was told by `place(at:anchor:proposal:)`.
struct RecordedPlacement: Equatable {
  var position: CGPoint
  var anchor: UnitPoint
  var proposal: ProposedViewSize
}

/// Shared storage for the placements, as SwiftUI's `place` is non-mutating.
final class PlacementRecorder {
  var placements: [Int: [RecordedPlacement]] = [:]
}

/// A stand-in for `LayoutSubview`: an optional coordinate and a recorder.
struct LayoutSubview {
  let index: Int
  let coordinate: OffsetCoordinate?
  let recorder: PlacementRecorder

  subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    // Only OffsetKey exists here; anything else gets its default.
    (coordinate as? K.Value) ?? K.defaultValue
  }

  func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
    recorder.placements[index, default: []].append(RecordedPlacement(position: position, anchor: anchor, proposal: proposal))
  }
}

protocol Layout {
  associatedtype Cache
  typealias Subviews = [LayoutSubview]
  func makeCache(subviews: Subviews) -> Cache
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

// MARK: The README's code, verbatim below this line (minus `import SwiftUI`).

struct OffsetKey: LayoutValueKey {
  static let defaultValue: OffsetCoordinate? = nil
}

struct HexGridLayout: Layout {
  var engine = HexLayout()

  func makeCache(subviews: Subviews) -> HexLayout.Cache {
    engine.makeCache(coordinates: subviews.map { $0[OffsetKey.self] })
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout HexLayout.Cache) -> CGSize {
    let size = engine.sizeThatFits(
      proposal: ProposedSize(width: proposal.width.map(Double.init), height: proposal.height.map(Double.init)),
      cache: cache)
    return CGSize(width: size.width, height: size.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout HexLayout.Cache) {
    let rect = Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: bounds.height)
    engine.placeSubviews(in: rect, proposal: .unspecified, cache: cache) { placement in
      subviews[placement.subviewIndex].place(
        at: CGPoint(x: placement.position.x, y: placement.position.y),
        anchor: UnitPoint(x: placement.anchor.x, y: placement.anchor.y),
        proposal: ProposedViewSize(
          width: placement.proposal.width.map { CGFloat($0) },
          height: placement.proposal.height.map { CGFloat($0) }))
    }
  }
}

// MARK: Tests

final class SwiftUIAdapterTests: XCTestCase {
  func subviews(_ coordinates: [OffsetCoordinate?], _ recorder: PlacementRecorder) -> [LayoutSubview] {
    coordinates.enumerated().map { LayoutSubview(index: $0.offset, coordinate: $0.element, recorder: recorder) }
  }

  func testTheFiveCellExampleThroughTheAdapter() {
    // The offset-grid article's five cells at a 300 × 300 proposal. By hand
    // (see HexLayoutTests): step 90, size 300 × 2.5·(120·√3/2) = 259.81, cell
    // 120 × 103.92, centres x = 60 + 90·col, y = 51.96·(1 + 2·row + col&1).
    let recorder = PlacementRecorder()
    let cells = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1)].map { OffsetCoordinate(row: $0.0, col: $0.1) }
    let views = subviews(cells, recorder)
    let layout = HexGridLayout()
    var cache = layout.makeCache(subviews: views)
    let size = layout.sizeThatFits(proposal: ProposedViewSize(width: 300, height: 300), subviews: views, cache: &cache)
    let h = 120 * (3.0).squareRoot() / 2
    XCTAssertEqual(size.width, 300, accuracy: 1e-9)
    XCTAssertEqual(size.height, 2.5 * h, accuracy: 1e-9)
    // Placed at an origin other than zero, everything moves with it.
    layout.placeSubviews(
      in: CGRect(x: 10, y: 20, width: size.width, height: size.height), proposal: ProposedViewSize(width: 300, height: 300),
      subviews: views, cache: &cache)
    let expected: [(Double, Double)] = [(60, h / 2), (150, h), (240, h / 2), (60, 1.5 * h), (150, 2 * h)]
    XCTAssertEqual(recorder.placements.keys.sorted(), [0, 1, 2, 3, 4])
    for (i, e) in expected.enumerated() {
      let p = recorder.placements[i]!
      XCTAssertEqual(p.count, 1, "subview \(i) placed once")
      XCTAssertEqual(p[0].position.x, 10 + e.0, accuracy: 1e-9, "subview \(i)")
      XCTAssertEqual(p[0].position.y, 20 + e.1, accuracy: 1e-9, "subview \(i)")
      XCTAssertEqual(p[0].anchor, UnitPoint(x: 0.5, y: 0.5))
      XCTAssertEqual(p[0].proposal.width.map(Double.init) ?? -1, 120, accuracy: 1e-9)
      XCTAssertEqual(p[0].proposal.height.map(Double.init) ?? -1, h, accuracy: 1e-9)
    }
  }

  func testTheAdapterForwardsEverythingTheEngineComputes() {
    // Subviews without a coordinate are not placed; duplicates all are; every
    // field matches the engine's own placement; nil proposals stay nil.
    let coordinates: [OffsetCoordinate?] = [
      OffsetCoordinate(row: -2, col: 3), nil, OffsetCoordinate(row: 0, col: 4), OffsetCoordinate(row: -2, col: 3),
      OffsetCoordinate(row: 1, col: 5), nil,
    ]
    for kind in OffsetKind.allCases {
      for proposal in [ProposedViewSize(width: 250, height: 400), ProposedViewSize(width: nil, height: 90), ProposedViewSize(width: nil, height: nil)] {
        let recorder = PlacementRecorder()
        let views = subviews(coordinates, recorder)
        let layout = HexGridLayout(engine: HexLayout(kind: kind, spacing: 3))
        var cache = layout.makeCache(subviews: views)
        let size = layout.sizeThatFits(proposal: proposal, subviews: views, cache: &cache)
        let engineSize = layout.engine.sizeThatFits(
          proposal: ProposedSize(width: proposal.width.map(Double.init), height: proposal.height.map(Double.init)), cache: cache)
        XCTAssertEqual(size, CGSize(width: engineSize.width, height: engineSize.height), "\(kind) \(proposal)")
        let bounds = CGRect(x: -7, y: 3, width: size.width, height: size.height)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: views, cache: &cache)
        let engine = layout.engine.placeSubviews(
          in: Rect(x: -7, y: 3, width: size.width, height: size.height), proposal: .unspecified, cache: cache)
        XCTAssertEqual(recorder.placements.keys.sorted(), [0, 2, 3, 4], "\(kind) \(proposal)")
        for p in engine {
          let width: CGFloat? = p.proposal.width.map { CGFloat($0) }
          let height: CGFloat? = p.proposal.height.map { CGFloat($0) }
          let expected = RecordedPlacement(
            position: CGPoint(x: p.position.x, y: p.position.y), anchor: UnitPoint(x: p.anchor.x, y: p.anchor.y),
            proposal: ProposedViewSize(width: width, height: height))
          XCTAssertEqual(recorder.placements[p.subviewIndex], [expected], "\(kind) \(proposal) subview \(p.subviewIndex)")
        }
        // The duplicates sit on one spot.
        XCTAssertEqual(recorder.placements[0]?.first?.position, recorder.placements[3]?.first?.position)
      }
    }
  }

  func testAFlippedCGRectIsNormalizedByTheAdapter() {
    // CGRect's minX/width normalize a negative size; the engine sees the same grid.
    let recorder = PlacementRecorder()
    let views = subviews([OffsetCoordinate(row: 0, col: 0), OffsetCoordinate(row: 0, col: 1)], recorder)
    let layout = HexGridLayout()
    var cache = layout.makeCache(subviews: views)
    layout.placeSubviews(in: CGRect(x: 100, y: 100, width: -100, height: -100), proposal: ProposedViewSize(), subviews: views, cache: &cache)
    let flipped = recorder.placements
    recorder.placements = [:]
    layout.placeSubviews(in: CGRect(x: 0, y: 0, width: 100, height: 100), proposal: ProposedViewSize(), subviews: views, cache: &cache)
    XCTAssertEqual(flipped, recorder.placements)
    XCTAssertEqual(flipped.count, 2)
  }

  func testTheReadmeAdapterIsCompiledHereVerbatim() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let this = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
    func normalized(_ text: String) -> String {
      text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("import ") }.joined(separator: "\n")
    }
    let blocks = readme.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    let adapter = try XCTUnwrap(blocks.first { $0.contains("import SwiftUI") })
    XCTAssertTrue(normalized(this).contains(normalized(adapter)), "README adapter block not found verbatim here")
  }
}
