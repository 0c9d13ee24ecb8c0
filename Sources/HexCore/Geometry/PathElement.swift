/// One element of a drawable path: what SwiftUI's `Path`, Core Graphics and
/// SVG all draw.
///
/// HexCore draws nothing itself; outlines such as
/// ``Hexagon/outline(cornerRadius:)`` come back as an array of these, which
/// a renderer replays: `move` starts a subpath, `line` and `quadCurve` extend
/// it from the current point, `closeSubpath` draws a straight line back to
/// the subpath's start.
///
///     for element in hexagon.outline() {
///       switch element {
///       case .move(let p): path.move(to: p)              // SVG "M"
///       case .line(let p): path.addLine(to: p)           // SVG "L"
///       case .quadCurve(let p, let c): path.addQuadCurve(to: p, control: c)  // "Q"
///       case .closeSubpath: path.closeSubpath()           // SVG "Z"
///       }
///     }
public enum PathElement: Hashable, Sendable {
  /// Starts a new subpath at a point.
  case move(to: PixelPoint)
  /// Adds a straight line from the current point to a point.
  case line(to: PixelPoint)
  /// Adds a quadratic Bézier curve from the current point to a point,
  /// bending toward a control point.
  case quadCurve(to: PixelPoint, control: PixelPoint)
  /// Closes the current subpath with a straight line to its start.
  case closeSubpath

  /// The points this element mentions (its end point, then its control
  /// point), or none for ``closeSubpath``.
  ///
  /// - Complexity: O(1); the result is a small array.
  public var points: [PixelPoint] {
    switch self {
    case .move(let p), .line(let p): return [p]
    case .quadCurve(let p, let c): return [p, c]
    case .closeSubpath: return []
    }
  }

  /// A Boolean value indicating whether every point of this element is
  /// finite.
  @inlinable
  public var isFinite: Bool {
    switch self {
    case .move(let p), .line(let p): return p.isFinite
    case .quadCurve(let p, let c): return p.isFinite && c.isFinite
    case .closeSubpath: return true
    }
  }
}

extension PathElement: CustomStringConvertible {
  /// A short SVG-like description such as `M (0.0, 1.0)` or `Z`.
  public var description: String {
    switch self {
    case .move(let p): return "M \(p)"
    case .line(let p): return "L \(p)"
    case .quadCurve(let p, let c): return "Q \(c) \(p)"
    case .closeSubpath: return "Z"
    }
  }
}

/// Returns the closed path through `points`, with every corner rounded by a
/// circle of radius `cornerRadius` approximated by a quadratic curve.
///
/// At each corner `P` with neighbors `A` (before) and `B` (after), the
/// angle `θ` between the sides `PA` and `PB` is taken from the points
/// themselves, so convex and concave (reflex) corners, and stretched
/// hexagons, all work: a circle of radius `r` tangent to both sides touches
/// them at distance `t = r / tan(θ/2) = r·(1 + cos θ) / sin θ` from `P`. The
/// cut `t` is clamped to half the shorter of the two sides, so neighboring
/// cuts never overlap. The corner is replaced by the quadratic curve from the
/// cut point on `PA` to the cut point on `PB` whose control point is `P`: it
/// is tangent to both sides where the circle would be, and for a hexagon's
/// 120° corner it never strays more than 1.04 % of `r` outside the arc (at
/// its midpoint).
///
/// The path starts at corner 0 (at its incoming cut point when rounded) and
/// visits the corners in order. A corner whose sides are collinear or of
/// zero length stays sharp. `cornerRadius` ≤ 0 or NaN gives sharp corners;
/// `+infinity` gives the maximum rounding (half of each shorter side). Fewer
/// than three points, or a non-finite point, give an empty path.
///
/// - Complexity: O(*n*), where *n* is `points.count`.
package func _roundedPolygon(_ points: [PixelPoint], cornerRadius: Double) -> [PathElement] {
  let n = points.count
  guard n >= 3, points.allSatisfy(\.isFinite) else { return [] }
  var path: [PathElement] = []
  guard cornerRadius > 0 else {  // also false for NaN
    path.reserveCapacity(n + 1)
    path.append(.move(to: points[0]))
    for i in 1..<n { path.append(.line(to: points[i])) }
    path.append(.closeSubpath)
    return path
  }
  path.reserveCapacity(2 * n + 1)
  var current: PixelPoint? = nil
  for i in 0..<n {
    let p = points[i], a = points[i == 0 ? n - 1 : i - 1], b = points[i == n - 1 ? 0 : i + 1]
    let cut = _cornerCut(p, a, b, cornerRadius: cornerRadius)
    let entry = cut.entry, exit = cut.exit
    if let c = current {
      if c != entry { path.append(.line(to: entry)) }
    } else {
      path.append(.move(to: entry))
    }
    if entry != exit { path.append(.quadCurve(to: exit, control: p)) }
    current = exit
  }
  path.append(.closeSubpath)
  return path
}

/// The points where a corner `p` between sides to `a` and `b` is cut for a
/// rounding radius `r > 0` (see ``_roundedPolygon(_:cornerRadius:)``).
@usableFromInline
internal func _cornerCut(
  _ p: PixelPoint, _ a: PixelPoint, _ b: PixelPoint, cornerRadius r: Double
) -> (entry: PixelPoint, exit: PixelPoint) {
  let ux = a.x - p.x, uy = a.y - p.y, vx = b.x - p.x, vy = b.y - p.y
  let la = (ux * ux + uy * uy).squareRoot(), lb = (vx * vx + vy * vy).squareRoot()
  guard la > 0, lb > 0, la.isFinite, lb.isFinite else { return (p, p) }
  let limit = Swift.min(la, lb) / 2
  // cos θ and sin θ from the unit sides, so the products cannot overflow.
  let cx = ux / la, cy = uy / la, dx = vx / lb, dy = vy / lb
  let cosine = cx * dx + cy * dy
  let sine = (cx * dy - cy * dx).magnitude
  var t: Double
  if r == .infinity {
    t = cosine <= -1 ? 0 : limit
  } else if sine == 0 {
    t = cosine < 0 ? 0 : limit  // straight on: nothing to round; a spike: round fully
  } else {
    t = r * ((1 + cosine) / sine)
  }
  if !(t <= limit) { t = limit }  // also catches NaN
  if t <= 0 { return (p, p) }
  return (
    PixelPoint(x: p.x + cx * t, y: p.y + cy * t),
    PixelPoint(x: p.x + dx * t, y: p.y + dy * t)
  )
}
