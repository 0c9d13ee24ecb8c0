extension HexGeometry {
  /// The most hexes ``hexes(intersecting:within:limit:)`` returns by
  /// default: 2²², about 4 million (32 MB of hexes).
  public static let defaultCullingLimit = 1 << 22

  /// Returns the hexes whose cells intersect `rect`, edges included: the
  /// hexes to draw in a viewport.
  ///
  /// The answer is exact: a hex is in it if and only if
  /// `hexagon(of: hex).intersects(rect)`. Only hexes of `region` (when
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
  /// - Returns: The hexes, or `nil` when more than `limit` would intersect
  ///   (a viewport zoomed far out over tiny cells); an empty array when
  ///   `rect` or the geometry is not finite, or a size component is zero.
  ///
  /// - Complexity: O(*v* + *c*), where *v* is the number of hexes returned
  ///   and *c* the number of columns (rows) the rectangle spans in the
  ///   region; at most O(`limit`).
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
  ///   - limit: The most candidates to consider; when more would be,
  ///     `body` is not called at all.
  ///   - body: Called with each hex.
  /// - Returns: `false`, without calling `body`, when more than `limit`
  ///   hexes could intersect; `true` otherwise.
  ///
  /// - Complexity: O(*v* + *c*), as ``hexes(intersecting:within:limit:)``.
  @discardableResult
  public func forEachHex(
    intersecting rect: PixelRect, within region: HexRegion? = nil, limit: Int = HexGeometry.defaultCullingLimit,
    _ body: (Hex) throws -> Void
  ) rethrows -> Bool {
    guard let plan = _CullingPlan(geometry: self, rect: rect, region: region) else { return true }
    guard plan.candidateCount(limit: Swift.max(limit, 0)) else { return false }
    let flat = orientation == .flatTop
    var o = plan.outer.lowerBound
    while o <= plan.outer.upperBound {
      let (candidates, inside) = plan.inner(at: o)
      var i = candidates.lowerBound
      while i < candidates.upperBound {
        let hex = flat ? Hex(q: o, r: i) : Hex(q: i, r: o)
        if inside.contains(i) || hexagon(of: hex).intersects(rect) { try body(hex) }
        i += 1
      }
      o += 1
    }
    return true
  }
}

/// The bounds of a culling query: the columns (flat-top) or rows
/// (pointy-top) a rectangle can touch, and in each the hexes it can touch
/// and those whose whole bounding box lies in it.
///
/// The outer index `o` is `q` for flat-top (a column's centers share `x`)
/// and `r` for pointy-top (a row's centers share `y`); the inner index `i`
/// is the other. Along the outer axis a center is `k·o·S + origin`; along
/// the inner axis `(kOuter·o + kInner·i)·S′ + origin′`.
internal struct _CullingPlan {
  /// The outer indices whose cells can touch the rectangle.
  let outer: ClosedRange<Int>
  let region: HexRegion
  let flat: Bool
  /// The inner axis: the rectangle's extent, the cell's half extent, and
  /// the affine map of (o, i) to a center coordinate.
  let innerMin: Double, innerMax: Double, innerHalf: Double
  let kOuter: Double, kInner: Double, scale: Double, origin: Double
  /// Where a column's (row's) centers must be for its cells to lie inside
  /// the rectangle along the outer axis; `nil` when the rectangle is
  /// narrower than a cell.
  let outerInside: ClosedRange<Double>?
  let outerStep: Double, outerOrigin: Double

  init?(geometry g: HexGeometry, rect: PixelRect, region given: HexRegion?) {
    guard rect.isFinite, g.origin.isFinite, g.size.isFinite, g.size.width != 0, g.size.height != 0 else {
      return nil
    }
    let box = g.hexagon(of: .zero).bounds
    let hx = box.width / 2, hy = box.height / 2
    guard hx.isFinite, hy.isFinite, hx > 0, hy > 0 else { return nil }
    let n = Hex.coordinateRange.upperBound
    var region = HexRegion(q: -n...n, r: -n...n, s: -n...n)
    if let given { region = region.intersection(given) }
    guard !region.isEmpty else { return nil }
    self.region = region
    let m = g.orientation._forward
    let height = g._screenHeight
    flat = g.orientation == .flatTop
    // Outer axis: x = f0·q·W + ox (flat-top, f1 = 0), y = f3·r·H + oy
    // (pointy-top, f2 = 0).
    let k = flat ? m.f0 : m.f3
    let s = flat ? g.size.width : height
    let o0 = flat ? g.origin.x : g.origin.y
    let (lo, hi) = flat ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
    let half = flat ? hx : hy
    outerStep = k * s
    outerOrigin = o0
    guard let outer = _CullingPlan.indices(from: lo - half, to: hi + half, step: outerStep, origin: o0) else {
      return nil
    }
    let (minO, maxO) = flat ? (region.minQ, region.maxQ) : (region.minR, region.maxR)
    guard outer.upperBound >= minO, outer.lowerBound <= maxO else { return nil }
    self.outer = Swift.max(outer.lowerBound, minO)...Swift.min(outer.upperBound, maxO)
    outerInside = hi - lo >= 2 * half ? (lo + half)...(hi - half) : nil
    // Inner axis: y = (f2·q + f3·r)·H + oy (flat-top), x = (f0·q + f1·r)·W + ox
    // (pointy-top).
    kOuter = flat ? m.f2 : m.f1
    kInner = flat ? m.f3 : m.f0
    scale = flat ? height : g.size.width
    origin = flat ? g.origin.y : g.origin.x
    (innerMin, innerMax) = flat ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    innerHalf = flat ? hy : hx
  }

  /// The integers `i` with `origin + step·i` in `lo...hi`, widened by one
  /// at each end against rounding, clamped to the coordinate range; `nil`
  /// when there are none.
  static func indices(from lo: Double, to hi: Double, step: Double, origin: Double) -> ClosedRange<Int>? {
    let a = (lo - origin) / step, b = (hi - origin) / step
    let low = Swift.min(a, b).rounded(.down) - 1, high = Swift.max(a, b).rounded(.up) + 1
    let n = Double(Hex.coordinateRange.upperBound)
    guard low.isFinite || high.isFinite, !low.isNaN, !high.isNaN, low <= n, high >= -n else { return nil }
    return Int(Swift.max(low, -n))...Int(Swift.min(high, n))
  }

  /// The candidates of column (row) `o`, and the indices among them whose
  /// whole bounding box lies in the rectangle (no outline test needed).
  func inner(at o: Int) -> (candidates: Range<Int>, inside: Range<Int>) {
    // Centers along the inner axis: origin + (kOuter·o + kInner·i)·scale.
    let base = origin + kOuter * Double(o) * scale
    let step = kInner * scale
    guard
      let wide = Self.indices(from: innerMin - innerHalf, to: innerMax + innerHalf, step: step, origin: base)
    else { return (0..<0, 0..<0) }
    // The region: inner ranges of the other two coordinates (s = -q - r).
    let (minI, maxI) = flat ? (region.minR, region.maxR) : (region.minQ, region.maxQ)
    let low = Swift.max(wide.lowerBound, minI, -o - region.maxS)
    let high = Swift.min(wide.upperBound, maxI, -o - region.minS)
    guard low <= high else { return (0..<0, 0..<0) }
    let candidates = low..<(high + 1)
    // Inside along the outer axis: the column's centers share one
    // coordinate.
    let center = outerOrigin + outerStep * Double(o)
    guard outerInside?.contains(center) == true, innerMax - innerMin >= 2 * innerHalf else {
      return (candidates, low..<low)
    }
    // Inside along the inner axis: centers in [innerMin + half, innerMax - half],
    // narrowed by one at each end against rounding.
    let a = (innerMin + innerHalf - base) / step, b = (innerMax - innerHalf - base) / step
    let first = Swift.max(Swift.min(a, b).rounded(.up) + 1, Double(low))
    let last = Swift.min(Swift.max(a, b).rounded(.down) - 1, Double(high))
    guard first <= last else { return (candidates, low..<low) }
    return (candidates, Int(first)..<(Int(last) + 1))
  }

  /// Whether the candidates number at most `limit`.
  func candidateCount(limit: Int) -> Bool {
    guard outer.count <= limit else { return false }
    var total = 0
    for o in outer {
      let (candidates, _) = inner(at: o)
      total += candidates.count
      if total > limit { return false }
    }
    return true
  }
}
