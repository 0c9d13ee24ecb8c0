// Geometry oracles shared by the test suites: independent of the library's
// own hexagon tests, written from first principles.

import HexCore

/// The signed distance-like margin of `p` inside a convex polygon: the
/// smallest signed distance to an edge line, positive inside (either winding).
public func polygonMargin(_ p: PixelPoint, _ polygon: [PixelPoint]) -> Double {
  var area = 0.0
  for i in polygon.indices {
    let a = polygon[i], b = polygon[(i + 1) % polygon.count]
    area += a.x * b.y - a.y * b.x
  }
  let sign: Double = area > 0 ? 1 : -1
  var margin = Double.infinity
  for i in polygon.indices {
    let a = polygon[i], b = polygon[(i + 1) % polygon.count]
    let ex = b.x - a.x, ey = b.y - a.y
    let length = (ex * ex + ey * ey).squareRoot()
    let d = sign * (ex * (p.y - a.y) - ey * (p.x - a.x)) / length
    margin = min(margin, d)
  }
  return margin
}

/// Whether a convex polygon meets the closed box, by Sutherland–Hodgman
/// clipping against its four sides: anything left means they intersect.
public func clips(_ polygon: [PixelPoint], minX: Double, maxX: Double, minY: Double, maxY: Double) -> Bool {
  func clip(_ points: [PixelPoint], _ inside: (PixelPoint) -> Bool, _ cross: (PixelPoint, PixelPoint) -> PixelPoint)
    -> [PixelPoint]
  {
    var out: [PixelPoint] = []
    for i in points.indices {
      let a = points[i], b = points[(i + 1) % points.count]
      switch (inside(a), inside(b)) {
      case (true, true): out.append(b)
      case (true, false): out.append(cross(a, b))
      case (false, true): out += [cross(a, b), b]
      case (false, false): break
      }
    }
    return out
  }
  func atX(_ x: Double) -> (PixelPoint, PixelPoint) -> PixelPoint {
    { a, b in PixelPoint(x: x, y: a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)) }
  }
  func atY(_ y: Double) -> (PixelPoint, PixelPoint) -> PixelPoint {
    { a, b in PixelPoint(x: a.x + (b.x - a.x) * (y - a.y) / (b.y - a.y), y: y) }
  }
  var p = polygon
  p = clip(p, { $0.x >= minX }, atX(minX))
  if p.isEmpty { return false }
  p = clip(p, { $0.x <= maxX }, atX(maxX))
  if p.isEmpty { return false }
  p = clip(p, { $0.y >= minY }, atY(minY))
  if p.isEmpty { return false }
  p = clip(p, { $0.y <= maxY }, atY(maxY))
  return !p.isEmpty
}
