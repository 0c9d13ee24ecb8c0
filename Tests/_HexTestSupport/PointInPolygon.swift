// Point-in-polygon oracles for region outlines, written from first
// principles (crossing number and winding number; see e.g. Dan Sunday,
// "Inclusion of a Point in a Polygon").

import HexCore

/// Whether `p` is inside a set of closed polygons by the even-odd rule: a
/// ray to +x crosses their sides an odd number of times.
public func evenOddContains(_ polygons: [[PixelPoint]], _ p: PixelPoint) -> Bool {
  var inside = false
  for polygon in polygons {
    for i in polygon.indices {
      let a = polygon[i], b = polygon[(i + 1) % polygon.count]
      if (a.y > p.y) != (b.y > p.y) {
        let x = a.x + (p.y - a.y) * (b.x - a.x) / (b.y - a.y)
        if x > p.x { inside.toggle() }
      }
    }
  }
  return inside
}

/// The total winding number of closed polygons around `p`, counted
/// positive for counterclockwise in the mathematical sense of the
/// coordinates (which is clockwise on a y-down screen).
public func windingNumber(_ polygons: [[PixelPoint]], _ p: PixelPoint) -> Int {
  var winding = 0
  for polygon in polygons {
    for i in polygon.indices {
      let a = polygon[i], b = polygon[(i + 1) % polygon.count]
      let cross = (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
      if a.y <= p.y {
        if b.y > p.y && cross > 0 { winding += 1 }
      } else if b.y <= p.y && cross < 0 {
        winding -= 1
      }
    }
  }
  return winding
}

/// The signed area of a closed polygon by the shoelace formula: positive
/// for counterclockwise in the mathematical sense of the coordinates.
public func signedArea(_ polygon: [PixelPoint]) -> Double {
  var sum = 0.0
  for i in polygon.indices {
    let a = polygon[i], b = polygon[(i + 1) % polygon.count]
    sum += a.x * b.y - b.x * a.y
  }
  return sum / 2
}
