import HexCore

/// Where a layout's cells are centered, and which of them lie in a region.
@usableFromInline
internal struct _Lattice: Sendable {
  /// Centers of cells; its size is uniform and nonnegative.
  @usableFromInline internal var geometry: HexGeometry

  @inlinable
  internal init(geometry: HexGeometry) {
    self.geometry = geometry
  }

  /// Calls `body` once for every stored hex whose center lies in `rect`
  /// (widened by a hair, so rounding never drops one), with its topmost
  /// subview; or, when walking the lattice would visit more hexes than the
  /// store holds, once for every stored hex (a superset).
  ///
  /// Along the major axis (x for flat-top) centers are 1.5R apart; along
  /// the minor axis they are √3R apart, and each major line shifts the
  /// minor positions by half a step. Nothing is allocated.
  internal func forEachStoredHex(
    centeredIn rect: PixelRect, store: _CellStore, _ body: (Hex, Int) -> Void
  ) {
    if let lines = _LatticeLines(geometry: geometry, rect: rect, store: store) {
      let flat = geometry.orientation == .flatTop
      lines.forEach { major, minorRange in
        for minor in minorRange {
          let hex = flat ? Hex(q: major, r: minor) : Hex(q: minor, r: major)
          if let top = store.topSubview(at: hex) { body(hex, top) }
        }
      }
    } else {
      // Each hex once: through the topmost of the subviews on it.
      store.forEachCell { hex, subview in
        if store.topSubview(at: hex) == subview { body(hex, subview) }
      }
    }
  }
}

/// The lines of lattice hexes whose centers lie in a rectangle, clipped to a
/// store's extents: major positions `first...last`, and for each a range of
/// minor positions (q then r for flat-top, r then q for pointy-top).
internal struct _LatticeLines {
  let first: Int, last: Int
  let minorLo: Double, minorHi: Double
  let storeMinorMin: Double, storeMinorMax: Double

  /// Finds the lines, or returns `nil` when scanning the store's cells is
  /// cheaper than walking them.
  ///
  /// That is when there are more lines, or more hexes on them, than the
  /// store has cells. A caller whose rectangle spans a few cells at most (a
  /// hit test) skips counting the hexes with `isSmall`.
  init?(geometry: HexGeometry, rect: PixelRect, store: _CellStore, isSmall: Bool = false) {
    let radius = geometry.size.width
    guard radius > 0, radius.isFinite else { return nil }
    let flat = geometry.orientation == .flatTop
    let (majorLo, majorHi, minorLo, minorHi) =
      flat
      ? (
        rect.minX - geometry.origin.x, rect.maxX - geometry.origin.x,
        rect.minY - geometry.origin.y, rect.maxY - geometry.origin.y
      )
      : (
        rect.minY - geometry.origin.y, rect.maxY - geometry.origin.y,
        rect.minX - geometry.origin.x, rect.maxX - geometry.origin.x
      )
    let e = store.extents
    let (storeMajorMin, storeMajorMax) = flat ? (e.minQ, e.maxQ) : (e.minR, e.maxR)
    let majorStep = 1.5 * radius, minorStep = _sqrt3 * radius
    let first = Swift.max(Double(storeMajorMin), _ceil(majorLo / majorStep - _hair))
    let last = Swift.min(Double(storeMajorMax), _floor(majorHi / majorStep + _hair))
    let cellCount = Double(store.count)
    // More lines than cells means a sparse grid: scanning the cells is cheaper
    // (and a viewport across a grid spread over 2^30 columns must not walk them).
    guard first > last || last - first < cellCount + _lineScanAllowance else { return nil }
    self.first = first > last ? 1 : Int(first)
    self.last = first > last ? 0 : Int(last)
    self.minorLo = minorLo / minorStep - _hair
    self.minorHi = minorHi / minorStep + _hair
    (storeMinorMin, storeMinorMax) =
      flat ? (Double(e.minR), Double(e.maxR)) : (Double(e.minQ), Double(e.maxQ))
    guard first <= last, !isSmall else { return }
    var total = 0.0
    for major in self.first...self.last {
      let (lo, hi) = minorBounds(major)
      if lo <= hi { total += hi - lo + 1 }
    }
    guard total <= cellCount else { return nil }
  }

  /// The first and last minor positions on line `major`; empty when the
  /// first exceeds the last.
  @inline(__always)  // called per line of every fisheye hit test
  func minorBounds(_ major: Int) -> (Double, Double) {
    let half = Double(major) / 2
    return (
      Swift.max(storeMinorMin, _ceil(minorLo - half)),
      Swift.min(storeMinorMax, _floor(minorHi - half))
    )
  }

  /// Calls `body` with each major position and its nonempty minor range.
  func forEach(_ body: (Int, ClosedRange<Int>) -> Void) {
    guard first <= last else { return }
    for major in first...last {
      let (lo, hi) = minorBounds(major)
      if lo <= hi { body(major, Int(lo)...Int(hi)) }
    }
  }
}

/// Returns `x.rounded(.down)` without a libm call.
///
/// `rounded` is a libm call on x86-64 without SSE4.1. This is exact, since a
/// `Double` of magnitude 2⁵² or more is an integer already; NaN stays NaN.
@inline(__always)  // two to four roundings per line of every hit test
internal func _floor(_ x: Double) -> Double {
  guard x.magnitude < 0x1p52 else { return x }
  let t = Double(Int64(x))
  return t > x ? t - 1 : t
}

/// `x.rounded(.up)` without a libm call; see ``_floor(_:)``.
@inline(__always)  // as `_floor`
internal func _ceil(_ x: Double) -> Double {
  guard x.magnitude < 0x1p52 else { return x }
  let t = Double(Int64(x))
  return t < x ? t + 1 : t
}

/// How far, in lattice steps, a candidate search widens its region so that
/// rounding never drops a cell that lies on the region's edge.
private let _hair = 1e-9

/// How many more lines than cells a lattice walk may visit before scanning
/// the cells is cheaper: a few dozen lines cost less than setting up a scan.
private let _lineScanAllowance = 64.0
