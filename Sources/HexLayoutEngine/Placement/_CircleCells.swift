import HexCore

/// Circular cells of one diameter on a lattice, moved and scaled by the
/// honeycomb's effects: the honeycomb's cells as they are drawn.
///
/// A cell's drawn circle is centered at `middle + p + shift`, where `p` is
/// its lattice center relative to the container's middle (content offset
/// included) and `shift` the fisheye's; its diameter is `d · scale`. Hit
/// testing and culling invert the fisheye, which moves each axis
/// monotonically on either side of the middle, to find the few candidates,
/// then test exactly the circles that placement computes.
@usableFromInline
internal struct _CircleCells: Sendable {
  /// Lattice centers relative to the container's middle, before the offset.
  @usableFromInline internal var relative: HexGeometry
  /// The middle of the bounds.
  @usableFromInline internal var middle: PixelPoint
  /// The content offset, made finite.
  @usableFromInline internal var offset: PixelPoint
  /// The cells' diameter, made safe.
  @usableFromInline internal var diameter: Double
  /// Half the container's size, when the fisheye is on.
  @usableFromInline internal var fisheye: PixelSize?
  /// The cell being touched, if any.
  @usableFromInline internal var touched: Hex?

  @inlinable
  internal init(
    relative: HexGeometry, middle: PixelPoint, offset: PixelPoint, diameter: Double, fisheye: PixelSize?,
    touched: Hex?
  ) {
    self.relative = relative
    self.middle = middle
    self.offset = offset
    self.diameter = diameter
    self.fisheye = fisheye
    self.touched = touched
  }

  /// The lattice centers in the bounds' coordinates, before effects.
  @usableFromInline
  internal var lattice: _Lattice {
    _Lattice(
      geometry: HexGeometry(
        orientation: relative.orientation, size: relative.size,
        origin: PixelPoint(x: middle.x + offset.x, y: middle.y + offset.y)))
  }

  /// The least scale a cell is displayed at: 0.001.
  ///
  /// A view's scale transform must stay invertible. The floor is for
  /// display only: a cell whose size works out to zero is shown at this
  /// scale but contains no point and meets no rectangle.
  @usableFromInline
  internal static let displayScaleFloor = 0.001

  /// The fisheye and touch effects on the cell centered at `p`, relative to
  /// the container's middle: the shift, the size after the fisheye, and the
  /// true scale (0 for a cell of size zero; see ``displayScaleFloor``).
  @inlinable
  internal func effect(at p: PixelPoint, hex: Hex) -> (shift: PixelPoint, size: Double, scale: Double) {
    let d = diameter
    var shift = PixelPoint.zero
    var size = d
    if let half = fisheye {
      let ex = p.x.magnitude + d - half.width
      let ey = p.y.magnitude + d - half.height
      let e = Swift.max(0, Swift.max(ex, ey))
      size = Swift.max(0, d - 0.75 * e)
      // `max(0, e) / 3`, dividing only where the cell is moved (most
      // candidates of a hit test are not).
      shift = PixelPoint(
        x: (p.x > 0 ? -1 : 1) * (ex > 0 ? ex / 3 : 0), y: (p.y > 0 ? -1 : 1) * (ey > 0 ? ey / 3 : 0))
    }
    var scale = d > 0 ? size / d : 0
    if let touched, touched == hex || touched.isNeighbor(of: hex) { scale *= 0.9 }
    return (shift, size, scale)
  }

  /// The center and diameter of the circle drawn for `hex`, and the scale
  /// it is displayed at.
  ///
  /// The diameter is the true one, `d · scale`, zero for a cell that
  /// shrinks to nothing; only the returned scale has the display floor.
  @inlinable
  internal func drawn(_ hex: Hex) -> (center: PixelPoint, diameter: Double, scale: Double) {
    let c = relative.center(of: hex)
    let p = PixelPoint(x: c.x + offset.x, y: c.y + offset.y)
    let e = effect(at: p, hex: hex)
    return (
      PixelPoint(x: middle.x + (p.x + e.shift.x), y: middle.y + (p.y + e.shift.y)),
      diameter * e.scale, Swift.max(e.scale, Self.displayScaleFloor)
    )
  }

  /// The placement of the subview on `hex`: centered on its drawn circle,
  /// displayed at its scale.
  @inlinable @inline(__always)  // one placement per cell
  internal func placement(of hex: Hex, subview: Int, proposal: ProposedSize) -> Placement {
    let drawn = drawn(hex)
    return Placement(
      subviewIndex: subview, hex: hex, position: drawn.center, anchor: .center, proposal: proposal,
      scale: drawn.scale)
  }

  /// Whether the circle drawn for `hex` contains `point`, exactly as
  /// ``circle(center:diameter:contains:)`` decides it for ``drawn(_:)``.
  ///
  /// A point farther from the drawn center than `d/2`, the largest drawn
  /// radius, is rejected before the scale is worked out.
  @inlinable
  internal func drawnCircle(of hex: Hex, contains point: PixelPoint) -> Bool {
    let c = relative.center(of: hex)
    let p = PixelPoint(x: c.x + offset.x, y: c.y + offset.y)
    let e = effect(at: p, hex: hex)
    let center = PixelPoint(x: middle.x + (p.x + e.shift.x), y: middle.y + (p.y + e.shift.y))
    let dx = point.x - center.x, dy = point.y - center.y
    let largest = diameter / 2
    // The drawn radius is `diameter * scale / 2` with `scale <= 1`; the
    // margin covers its rounding.
    guard dx * dx + dy * dy <= largest * largest * (1 + 0x1p-40) else { return false }
    return Self.circle(center: center, diameter: diameter * e.scale, contains: point)
  }

  /// Whether a circle contains a point: its rim included, a circle of
  /// diameter zero containing nothing.
  @inlinable
  internal static func circle(center: PixelPoint, diameter: Double, contains point: PixelPoint) -> Bool {
    let r = diameter / 2
    let dx = point.x - center.x, dy = point.y - center.y
    return r > 0 && dx * dx + dy * dy <= r * r
  }

  /// Whether a circle meets a rectangle: the rectangle's point nearest the
  /// center lies in the circle.
  @inlinable
  internal static func circle(center: PixelPoint, diameter: Double, meets rect: PixelRect) -> Bool {
    let nearest = PixelPoint(
      x: Swift.min(Swift.max(center.x, rect.minX), rect.maxX),
      y: Swift.min(Swift.max(center.y, rect.minY), rect.maxY))
    return circle(center: center, diameter: diameter, contains: nearest)
  }

  /// The range of relative centers `t` along one axis whose drawn centers
  /// can lie in `lo...hi` (relative to the middle), or `nil` when none can.
  ///
  /// Without the fisheye the drawn center is `t`. With it, on each side of
  /// the middle it is `t` up to `k = half − d` from the middle and moves
  /// two thirds as fast beyond: `(2t + k)/3` for `t > k`, `(2t − k)/3` for
  /// `t < −k`. Both branches increase, so each inverts; the result is the
  /// hull of the two sides' ranges, widened by a hair against rounding.
  @inline(__always)  // twice per fisheye hit test
  internal func preimage(_ lo: Double, _ hi: Double, half: Double?) -> ClosedRange<Double>? {
    guard lo <= hi else { return nil }
    // Every drawn center lies within ±2^53 (offsets and extents are capped
    // at 2^50): clamping the query there keeps the arithmetic finite.
    let lo = Swift.max(lo, -0x1p60), hi = Swift.min(hi, 0x1p60)
    guard lo <= hi else { return nil }
    guard let half else { return widened(lo, hi) }
    let k = half - diameter
    // On t > 0 the drawn center is min(t, (2t + k)/3), so its inverse is
    // max(y, (3y − k)/2); on t ≤ 0 it is max(t, (2t − k)/3), inverted by
    // min(y, (3y + k)/2). Both sides without branches.
    let pLo = Swift.max(Swift.max(lo, (3 * lo - k) / 2), 0), pHi = Swift.max(hi, (3 * hi - k) / 2)
    let nLo = Swift.min(lo, (3 * lo + k) / 2), nHi = Swift.min(Swift.min(hi, (3 * hi + k) / 2), 0)
    let positive = pHi >= pLo, negative = nHi >= nLo
    guard positive || negative else { return nil }
    return widened(negative ? nLo : pLo, positive ? pHi : nHi)
  }

  /// How far rounding can move a drawn center, or a query's edge, along
  /// one axis: a few units in the last place of the largest absolute
  /// coordinate involved.
  ///
  /// A drawn center is `middle + (p + shift)`, rounded once more after the
  /// relative center; far from the origin that last rounding can exceed a
  /// tiny cell, so that cells whose lattice centers differ are drawn at one
  /// point. Widening every candidate search by this much keeps it a
  /// superset of the cells drawn there.
  internal func roundingSlack(_ middle: Double, _ offset: Double, _ lo: Double, _ hi: Double) -> Double {
    0x1p-49 * (middle.magnitude + offset.magnitude + lo.magnitude + hi.magnitude)
  }

  @inline(__always)  // as `preimage`
  private func widened(_ a: Double, _ b: Double) -> ClosedRange<Double> {
    let hair = 1e-9 * (a.magnitude + b.magnitude + diameter + 1)
    return (a - hair)...(b + hair)
  }

  /// Calls `body` with every stored hex (and its topmost subview) whose
  /// drawn circle may lie within `rect` grown by the largest drawn radius,
  /// `d/2`; a superset when that is cheaper.
  internal func forEachCandidate(
    near rect: PixelRect, store: _CellStore, _ body: (Hex, Int) -> Void
  ) {
    guard let region = candidateRegion(near: rect) else { return }
    lattice.forEachStoredHex(centeredIn: region, store: store, body)
  }

  /// The region, in the bounds' coordinates, where the lattice centers lie
  /// of every cell whose drawn circle may meet `rect`, or `nil` when none
  /// can.
  internal func candidateRegion(near rect: PixelRect) -> PixelRect? {
    let r = diameter / 2
    let sx = roundingSlack(middle.x, offset.x, rect.minX, rect.maxX)
    let sy = roundingSlack(middle.y, offset.y, rect.minY, rect.maxY)
    guard
      let xs = preimage(rect.minX - middle.x - r - sx, rect.maxX - middle.x + r + sx, half: fisheye?.width),
      let ys = preimage(rect.minY - middle.y - r - sy, rect.maxY - middle.y + r + sy, half: fisheye?.height)
    else { return nil }
    // Relative centers with the offset are in xs × ys; the lattice has the
    // offset in its origin.
    return PixelRect(
      x: middle.x + xs.lowerBound, y: middle.y + ys.lowerBound,
      width: xs.upperBound - xs.lowerBound, height: ys.upperBound - ys.lowerBound)
  }

  /// The topmost subview whose drawn circle contains `point`, or `nil`.
  @usableFromInline
  internal func subviewIndex(at point: PixelPoint, in store: _CellStore) -> Int? {
    guard point.isFinite, !store.isEmpty, diameter > 0 else { return nil }
    // Where rounding can move a circle by a sizeable part of its diameter
    // (tiny cells far from the origin), only the general search is exact.
    let slack = Swift.max(
      roundingSlack(middle.x, offset.x, point.x, 0), roundingSlack(middle.y, offset.y, point.y, 0))
    guard slack <= diameter * 0x1p-20 else { return generalSubviewIndex(at: point, in: store) }
    // `best` is a plain local, updated in loops rather than from a nested
    // function (a captured variable costs a dynamic access check).
    var best = -1
    if fisheye == nil {
      // Unmoved circles lie inside their lattice hexagons (diameter d, the
      // hexagons' width across the flat sides): only the hexagon containing
      // the point can have one that contains it, or, on a shared edge within
      // rounding, a neighbor.
      // Far from the origin, beyond HexGeometry's exact domain, the
      // general search still finds the circles.
      guard let hex = lattice.geometry.hex(containing: point) else {
        return generalSubviewIndex(at: point, in: store)
      }
      if let top = store.topSubview(at: hex) {
        // Well inside its circle (not within rounding of the rim), the point
        // is at least d/2 from every other center: no other circle has it.
        let circle = drawn(hex)
        let r = circle.diameter / 2
        let dx = point.x - circle.center.x, dy = point.y - circle.center.y
        if dx * dx + dy * dy < r * r * (1 - 1e-9) { return top }
        if Self.circle(center: circle.center, diameter: circle.diameter, contains: point) { best = top }
      }
      for candidate in hex.neighbors where candidate.isInCoordinateRange {
        if let top = store.topSubview(at: candidate), top > best, drawnCircle(of: candidate, contains: point) {
          best = top
        }
      }
      return best >= 0 ? best : nil
    }
    guard let region = candidateRegion(near: PixelRect(origin: point, size: .zero)) else { return nil }
    let geometry = lattice.geometry
    // The region spans at most 1.5d on each side: a few lattice cells.
    guard let lines = _LatticeLines(geometry: geometry, rect: region, store: store, isSmall: true) else {
      return generalSubviewIndex(at: point, in: store)
    }
    let flat = geometry.orientation == .flatTop
    var major = lines.first
    while major <= lines.last {
      let (lo, hi) = lines.minorBounds(major)
      var minor = lo
      while minor <= hi {
        let m = Int(minor)
        let hex = flat ? Hex(q: major, r: m) : Hex(q: m, r: major)
        if let top = store.topSubview(at: hex), top > best, drawnCircle(of: hex, contains: point) { best = top }
        minor += 1
      }
      major += 1
    }
    return best >= 0 ? best : nil
  }

  /// The topmost subview whose drawn circle contains `point`, among every
  /// candidate of ``forEachCandidate(near:store:_:)``: the search that holds
  /// wherever the fast paths' assumptions do not.
  internal func generalSubviewIndex(at point: PixelPoint, in store: _CellStore) -> Int? {
    var best = -1
    forEachCandidate(near: PixelRect(origin: point, size: .zero), store: store) { hex, top in
      if top > best && drawnCircle(of: hex, contains: point) { best = top }
    }
    return best >= 0 ? best : nil
  }

  /// The subviews whose drawn circles meet `rect`, in ascending order.
  internal func subviewIndices(intersecting rect: PixelRect, in store: _CellStore) -> [Int] {
    guard rect.isFinite, !store.isEmpty, diameter > 0 else { return [] }
    var result: [Int] = []
    let covered = store.hasCoveredSubviews
    forEachCandidate(near: rect, store: store) { hex, top in
      let circle = drawn(hex)
      guard Self.circle(center: circle.center, diameter: circle.diameter, meets: rect) else { return }
      store.appendSubviews(at: hex, top: top, covered: covered, to: &result)
    }
    result.sort()
    return result
  }
}
