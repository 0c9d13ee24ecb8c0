import Foundation
import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

/// An independent model of the offset-grid layout, written from DESIGN.md's
/// formulas (not from the implementation), generalized to every offset kind:
/// a cell has a *major* index along the axis where neighbouring lines are a
/// `step` apart (the column for flat-top kinds, the row for pointy-top ones)
/// and a *minor* position in cell heights across it, `row + ½` (or `col + ½`)
/// in the shifted lines: odd columns for odd-q, even ones for even-q, odd rows
/// for odd-r, even rows for even-r (Red Blob, "Offset coordinates").
///
/// With `a = 2/√3`: `W = maxMajor − minMajor + 4/3` steps, `H = maxMinor −
/// minMinor + 1` cells, `step = min(majorLength / W, minorLength / H / a)`,
/// size `(step·W, step·H·a)`; a cell's centre is `2/3·step + step·(major −
/// minMajor)` along the major axis and `pitch/2 + pitch·(minor − minMinor)`
/// across it, `pitch = step·a` (the distance between neighbouring centres).
struct OffsetGridModel {
  static let a = 2 / (3.0).squareRoot()
  let kind: OffsetKind
  let cells: [(index: Int, major: Int, minor: Double, hex: Hex)]
  let minMajor: Int, maxMajor: Int
  let minMinor: Double, maxMinor: Double

  init?(kind: OffsetKind, coordinates: [OffsetCoordinate?]) {
    self.kind = kind
    var cells: [(Int, Int, Double, Hex)] = []
    for (i, c) in coordinates.enumerated() {
      guard let c else { continue }
      let flat = kind.orientation == .flatTop
      let major = flat ? c.col : c.row
      let line = flat ? c.col : c.row
      let odd = line & 1 == 1
      let shifted = (kind == .oddQ || kind == .oddR) ? odd : !odd
      let minor = Double(flat ? c.row : c.col) + (shifted ? 0.5 : 0)
      cells.append((i, major, minor, Hex(c, kind: kind)))
    }
    guard !cells.isEmpty else { return nil }
    self.cells = cells
    minMajor = cells.map(\.1).min()!
    maxMajor = cells.map(\.1).max()!
    minMinor = cells.map(\.2).min()!
    maxMinor = cells.map(\.2).max()!
  }

  var isFlat: Bool { kind.orientation == .flatTop }
  var W: Double { Double(maxMajor - minMajor) + 4.0 / 3 }
  var H: Double { maxMinor - minMinor + 1 }

  func step(width: Double, height: Double) -> Double {
    let (major, minor) = isFlat ? (width, height) : (height, width)
    return min(major / W, minor / H / Self.a)
  }

  func size(step: Double) -> PixelSize {
    let major = step * W, minor = step * H * Self.a
    return isFlat ? PixelSize(width: major, height: minor) : PixelSize(width: minor, height: major)
  }

  /// The centre of each cell, in subview order.
  func centers(in bounds: PixelRect) -> [(index: Int, center: PixelPoint)] {
    let step = self.step(width: bounds.width, height: bounds.height)
    let pitch = step * Self.a
    return cells.map { cell in
      let along = 2.0 / 3 * step + step * Double(cell.major - minMajor)
      let across = pitch / 2 + pitch * (cell.minor - minMinor)
      let p =
        isFlat
        ? PixelPoint(x: bounds.minX + along, y: bounds.minY + across)
        : PixelPoint(x: bounds.minX + across, y: bounds.minY + along)
      return (cell.index, p)
    }
  }
}

/// The corners of a regular hexagon of circumradius `radius`, by angle.
func hexagonCorners(center: PixelPoint, radius: Double, flat: Bool) -> [PixelPoint] {
  (0..<6).map { i in
    let degrees = (flat ? 0.0 : 30.0) + 60.0 * Double(i)
    let angle = degrees * Double.pi / 180
    return PixelPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }
}

/// A random offset grid: 1–40 subviews (about 10% without a coordinate),
/// rows and columns in a random window that may be negative.
func randomOffsetGrid(using rng: inout SplitMix64) -> [OffsetCoordinate?] {
  let count = Int.random(in: 1...40, using: &rng)
  let row0 = Int.random(in: -50...50, using: &rng), col0 = Int.random(in: -50...50, using: &rng)
  let rows = Int.random(in: 0...8, using: &rng), cols = Int.random(in: 0...8, using: &rng)
  var result: [OffsetCoordinate?] = (0..<count).map { _ in
    Int.random(in: 0..<10, using: &rng) == 0
      ? nil
      : OffsetCoordinate(
        row: row0 + Int.random(in: 0...rows, using: &rng), col: col0 + Int.random(in: 0...cols, using: &rng))
  }
  if result.allSatisfy({ $0 == nil }) { result.append(OffsetCoordinate(row: row0, col: col0)) }
  return result
}

func distance(_ a: PixelPoint, _ b: PixelPoint) -> Double {
  ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}

/// The radius of the circle a honeycomb draws for `placement` in `bounds`:
/// the proposal times the cell's true scale.
///
/// That is ``Placement/scale`` except for its display floor of 0.001: a
/// cell the fisheye shrinks to size 0 has radius 0, whatever scale it is
/// shown at. The true scale is worked out from the documented effects: the
/// fisheye's size over the diameter, times the touch effect's factor.
func drawnRadius(_ placement: Placement, of layout: HoneycombLayout, in bounds: PixelRect) -> Double {
  let d = placement.proposal.width ?? 0
  guard layout.effects.fisheye else { return d * placement.scale / 2 }
  let container = PixelSize(width: bounds.size.width.magnitude, height: bounds.size.height.magnitude)
  let size = layout.fisheye(for: placement.hex, containerSize: container).size
  let touch = layout.touchEffect(for: placement.hex).scale
  return d * ((d > 0 ? size / d : 0) * touch) / 2
}
