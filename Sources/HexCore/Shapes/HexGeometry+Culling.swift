extension HexGeometry {
  /// The most hexes ``hexes(intersecting:within:limit:)`` returns by
  /// default: 2²², about 4 million (32 MB of hexes).
  public static let defaultCullingLimit = 1 << 22

  /// Returns the hexes whose cells intersect `rect`, edges included: the
  /// hexes to draw in a viewport.
  ///
  /// The answer is exact: a hex is in it if and only if
  /// `hexagon(of: hex).intersects(rect)`, for every finite rectangle and
  /// geometry, up to the ends of `Double`'s range (nothing overflows on
  /// the way), as long as a cell is larger than about 2²⁰ times the spacing
  /// of `Double` values at its coordinates. Cells smaller than that (a
  /// cell 10⁵ wide centered at 10³⁰⁸) all compute to nearly the same
  /// point; the answer is then the hexes whose true cells intersect. Only hexes of `region` (when
  /// given) and of ``Hex/coordinateRange`` are returned. The hexes come
  /// column by column for a flat-top geometry (by increasing `q`, then
  /// `r`), row by row for a pointy-top one (by increasing `r`, then `q`).
  ///
  /// The work follows the answer, not the rectangle or the region: the
  /// candidates are the hexes of each column (or row) between two bounds
  /// worked out from the rectangle, and only the few at each end of a
  /// column are tested against the cell's outline.
  ///
  ///     let geometry = HexGeometry(orientation: .flatTop, size: 10)
  ///     geometry.hexes(intersecting: PixelRect(x: -1, y: -1, width: 2, height: 2))  // [Hex.zero]
  ///
  /// - Parameters:
  ///   - rect: The viewport, in the geometry's coordinates.
  ///   - region: The hexes that exist (a map's shape), or `nil` for every
  ///     hex of the coordinate range.
  ///   - limit: The most hexes to return; the default is
  ///     ``defaultCullingLimit``.
  /// - Returns: The hexes, or `nil` when more than `limit` intersect
  ///   (a viewport zoomed far out over tiny cells; a negative limit counts
  ///   as 0); an empty array when `rect` or the geometry is not finite, or
  ///   a size component is zero.
  ///
  /// - Complexity: O(*v* + *c*), where *v* is the number of hexes returned
  ///   and *c* the number of columns (rows) the rectangle spans in the
  ///   region; O(min(*v*, `limit`) + *c*) when the answer is `nil`.
  public func hexes(
    intersecting rect: PixelRect, within region: HexRegion? = nil, limit: Int = HexGeometry.defaultCullingLimit
  ) -> [Hex]? {
    var result: [Hex] = []
    let complete = forEachHex(intersecting: rect, within: region, limit: limit) { result.append($0) }
    return complete ? result : nil
  }

  /// Calls `body` with each hex whose cell intersects `rect`, in the order
  /// of ``hexes(intersecting:within:limit:)``, without allocating.
  ///
  /// - Parameters:
  ///   - rect: The viewport, in the geometry's coordinates.
  ///   - region: The hexes that exist, or `nil` for every hex of the
  ///     coordinate range.
  ///   - limit: The most hexes to visit; when more intersect, `body` is
  ///     not called at all. A negative limit counts as 0.
  ///   - body: Called with each hex.
  /// - Returns: `false`, without calling `body`, when more than `limit`
  ///   hexes intersect; `true` otherwise.
  ///
  /// - Complexity: O(*v* + *c*), as ``hexes(intersecting:within:limit:)``.
  @discardableResult
  public func forEachHex(
    intersecting rect: PixelRect, within region: HexRegion? = nil, limit: Int = HexGeometry.defaultCullingLimit,
    _ body: (Hex) throws -> Void
  ) rethrows -> Bool {
    guard let plan = _CullingPlan(geometry: self, rect: rect, region: region) else { return true }
    guard plan.hasAtMost(Swift.max(limit, 0), hitsIn: self, rect) else { return false }
    let flat = orientation == .flatTop
    var o = plan.outer.lowerBound
    while o <= plan.outer.upperBound {
      let column = plan.inner(at: o)
      // The middle of an edge column hits or misses as one (see `_CullingPlan`).
      let middleHits = column.middle.isEmpty || column.inside == column.middle || column.test(self, rect, flat, o)
      var i = column.candidates.lowerBound
      while i < column.candidates.upperBound {
        let hex = flat ? Hex(q: o, r: i) : Hex(q: i, r: o)
        if column.inside.contains(i) {
          try body(hex)
        } else if column.middle.contains(i) {
          guard middleHits else {
            i = column.middle.upperBound
            continue
          }
          try body(hex)
        } else if hexagon(of: hex).intersects(rect) {
          try body(hex)
        }
        i += 1
      }
      o += 1
    }
    return true
  }
}

/// The bounds of a culling query: the columns (flat-top) or rows
/// (pointy-top) a rectangle can touch, and in each the hexes it can touch
/// and those whose center lies well inside it.
///
/// The outer index `o` is `q` for flat-top (a column's centers share `x`)
/// and `r` for pointy-top (a row's centers share `y`); the inner index `i`
/// is the other. Along the outer axis a center is `o·step + origin`; along
/// the inner axis `(i + o/2)·innerStep + innerOrigin`.
///
/// Everything is worked out in index space — a coordinate's distance from
/// the origin divided by the step — with the subtraction halved first, so
/// no intermediate overflows for any finite rectangle and geometry, even
/// at the ends of `Double`'s range.
internal struct _CullingPlan {
  /// The outer indices whose cells can touch the rectangle.
  let outer: ClosedRange<Int>
  let region: HexRegion
  /// Whether the outer index is `q` (flat-top) rather than `r`.
  let flat: Bool
  /// The rectangle's inner extent in inner indices (before the column's
  /// shift), and the cell's half extent in inner indices.
  let innerLow: Double, innerHigh: Double, innerHalf: Double
  /// The outer indices whose centers lie inside the rectangle along the
  /// outer axis, a cell's half extent from its sides; `nil` when the
  /// rectangle is narrower than a cell.
  let outerInside: ClosedRange<Double>?
  /// Whether a center inside the rectangle proves an intersection.
  ///
  /// It does as `Hexagon.intersects(_:)` computes it when the corners are
  /// finite. Near the ends of `Double`'s range they may not be, and every
  /// candidate is tested.
  let insideIsExact: Bool

  init?(geometry g: HexGeometry, rect: PixelRect, region given: HexRegion?) {
    guard rect.isFinite, g.origin.isFinite, g.size.isFinite, g.size.width != 0, g.size.height != 0 else {
      return nil
    }
    let flat = g.orientation == .flatTop
    self.flat = flat
    // The cell's half extents: a flat-top cell reaches `size.width` across
    // and `√3/2 · size.height` up and down; a pointy-top one the reverse.
    let w = g.size.width.magnitude, h = g.size.height.magnitude
    let hx = flat ? w : w * (_sqrt3 / 2), hy = flat ? h * (_sqrt3 / 2) : h
    guard hx > 0, hy > 0 else { return nil }
    let n = Hex.coordinateRange.upperBound
    var region = HexRegion(q: -n...n, r: -n...n, s: -n...n)
    if let given { region = region.intersection(given) }
    guard !region.isEmpty else { return nil }
    self.region = region
    let m = g.orientation._forward
    let height = g._screenHeight
    // Outer axis: x = f0·q·W + ox (flat-top, f1 = 0), y = f3·r·H + oy
    // (pointy-top, f2 = 0).
    let outerStep = flat ? m.f0 * g.size.width : m.f3 * height
    let outerOrigin = flat ? g.origin.x : g.origin.y
    let (lo, hi) = flat ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
    let half = (flat ? hx : hy) / outerStep.magnitude
    guard half.isFinite, half > 0 else { return nil }
    let a = Self.index(lo, origin: outerOrigin, step: outerStep)
    let b = Self.index(hi, origin: outerOrigin, step: outerStep)
    guard let outer = Self.integers(Swift.min(a, b) - half, Swift.max(a, b) + half) else { return nil }
    let (minO, maxO) = flat ? (region.minQ, region.maxQ) : (region.minR, region.maxR)
    guard outer.upperBound >= minO, outer.lowerBound <= maxO else { return nil }
    self.outer = Swift.max(outer.lowerBound, minO)...Swift.min(outer.upperBound, maxO)
    outerInside =
      Swift.max(a, b) - Swift.min(a, b) >= 2 * half ? (Swift.min(a, b) + half)...(Swift.max(a, b) - half) : nil
    // Inner axis: y = (f2·q + f3·r)·H + oy (flat-top), x = (f0·q + f1·r)·W + ox
    // (pointy-top), where f2 = f3 / 2 and f1 = f0 / 2: a column's centers
    // are those of column 0 shifted by half a step per column.
    let innerStep = flat ? m.f3 * height : m.f0 * g.size.width
    let innerOrigin = flat ? g.origin.y : g.origin.x
    let (innerMin, innerMax) = flat ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    innerHalf = (flat ? hy : hx) / innerStep.magnitude
    guard innerHalf.isFinite, innerHalf > 0 else { return nil }
    let c = Self.index(innerMin, origin: innerOrigin, step: innerStep)
    let d = Self.index(innerMax, origin: innerOrigin, step: innerStep)
    (innerLow, innerHigh) = (Swift.min(c, d), Swift.max(c, d))
    // Corners are finite, as `Hexagon.intersects(_:)` computes them, for
    // cells whose coordinates stay well inside `Double`'s range.
    let reach = Swift.max(lo.magnitude, hi.magnitude, innerMin.magnitude, innerMax.magnitude)
    insideIsExact = reach < 0x1p1000 && Swift.max(w, h) < 0x1p1000
  }

  /// `(x − origin) / step`, the subtraction halved so that it cannot
  /// overflow; ±∞ only where the quotient itself lies beyond `Double`.
  @inline(__always)
  static func index(_ x: Double, origin: Double, step: Double) -> Double {
    (x * 0.5 - origin * 0.5) / step * 2
  }

  /// The integers in `low...high`, widened by one at each end against
  /// rounding, clamped to the coordinate range; `nil` when there are none.
  static func integers(_ low: Double, _ high: Double) -> ClosedRange<Int>? {
    let low = low.rounded(.down) - 1, high = high.rounded(.up) + 1
    let n = Double(Hex.coordinateRange.upperBound)
    guard !low.isNaN, !high.isNaN, low <= n, high >= -n else { return nil }
    return Int(Swift.max(low, -n))...Int(Swift.min(high, n))
  }

  /// One column (row) of a plan: its candidates; those whose cell lies
  /// inside the rectangle along the inner axis (`middle`); and those whose
  /// center lies inside it along both axes, a cell's half extent from its
  /// sides (`inside`, either empty or `middle`), which intersect without a
  /// test.
  ///
  /// The cells of `middle` share their extent along the outer axis (a
  /// column's centers share `x`), and along the inner one each lies
  /// inside the rectangle: they all intersect it or all miss it, and one
  /// test, of the middle one, answers for all.
  struct Column {
    var candidates: Range<Int>
    var middle: Range<Int>
    var inside: Range<Int>

    /// Whether the cells of `middle` intersect `rect`, by testing one.
    func test(_ geometry: HexGeometry, _ rect: PixelRect, _ flat: Bool, _ o: Int) -> Bool {
      let i = middle.lowerBound + middle.count / 2
      return geometry.hexagon(of: flat ? Hex(q: o, r: i) : Hex(q: i, r: o)).intersects(rect)
    }
  }

  /// The column (row) `o`.
  func inner(at o: Int) -> Column {
    let none = Column(candidates: 0..<0, middle: 0..<0, inside: 0..<0)
    // Column o's centers are column 0's shifted by o/2 inner steps.
    let shift = Double(o) / 2
    guard let wide = Self.integers(innerLow - innerHalf - shift, innerHigh + innerHalf - shift) else {
      return none
    }
    // The region: inner ranges of the other two coordinates (s = -q - r).
    let (minI, maxI) = flat ? (region.minR, region.maxR) : (region.minQ, region.maxQ)
    let low = Swift.max(wide.lowerBound, minI, -o - region.maxS)
    let high = Swift.min(wide.upperBound, maxI, -o - region.minS)
    guard low <= high else { return none }
    let candidates = low..<(high + 1)
    // Inside along the inner axis, narrowed by one at each end against
    // rounding.
    guard insideIsExact, innerHigh - innerLow >= 2 * innerHalf else {
      return Column(candidates: candidates, middle: low..<low, inside: low..<low)
    }
    let first = Swift.max((innerLow + innerHalf - shift).rounded(.up) + 1, Double(low))
    let last = Swift.min((innerHigh - innerHalf - shift).rounded(.down) - 1, Double(high))
    guard first <= last else { return Column(candidates: candidates, middle: low..<low, inside: low..<low) }
    let middle = Int(first)..<(Int(last) + 1)
    let inside = outerInside?.contains(Double(o)) == true ? middle : middle.lowerBound..<middle.lowerBound
    return Column(candidates: candidates, middle: middle, inside: inside)
  }

  /// Whether at most `limit` hexes of the plan intersect `rect` in
  /// `geometry`, counting no further than needed.
  ///
  /// The candidates bound the hits from above: when they number at most
  /// `limit`, so do the hits, and nothing is tested. Otherwise the hits
  /// are counted exactly, column by column, until they pass `limit`.
  func hasAtMost(_ limit: Int, hitsIn geometry: HexGeometry, _ rect: PixelRect) -> Bool {
    var total = 0
    var o = outer.lowerBound
    while o <= outer.upperBound {
      total += inner(at: o).candidates.count
      if total > limit { break }
      o += 1
    }
    if total <= limit { return true }
    total = 0
    o = outer.lowerBound
    while o <= outer.upperBound {
      let column = inner(at: o)
      if !column.middle.isEmpty && (column.inside == column.middle || column.test(geometry, rect, flat, o)) {
        total += column.middle.count
      }
      var i = column.candidates.lowerBound
      while i < column.candidates.upperBound {
        if !column.middle.contains(i) {
          let hex = flat ? Hex(q: o, r: i) : Hex(q: i, r: o)
          if geometry.hexagon(of: hex).intersects(rect) { total += 1 }
        } else {
          i = column.middle.upperBound - 1
        }
        i += 1
      }
      if total > limit { return false }
      o += 1
    }
    return true
  }
}
