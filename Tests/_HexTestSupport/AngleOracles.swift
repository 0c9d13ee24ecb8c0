// Angle oracles on screen centers, by `atan2`, independent of the library's
// own direction and wedge code.

import HexCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The smallest angle between two screen vectors, in radians.
public func angleGap(_ a: PixelPoint, _ b: PixelPoint) -> Double {
  var d = abs(atan2(a.y, a.x) - atan2(b.y, b.x))
  if d > .pi { d = 2 * .pi - d }
  return d
}

/// Whether `hex` lies in the closed 60° cone from `center` around a
/// diagonal, by pixel angle on a flat-top grid.
public func inCone(_ hex: Hex, of center: Hex, _ diagonal: HexDiagonal) -> Bool {
  if hex == center { return true }
  let flat = HexGeometry(orientation: .flatTop, size: 1)
  let c = flat.center(of: center), p = flat.center(of: hex), g = flat.center(of: center + diagonal.vector)
  let a = atan2(p.y - c.y, p.x - c.x), b = atan2(g.y - c.y, g.x - c.x)
  var delta = abs(a - b)
  if delta > .pi { delta = 2 * .pi - delta }
  return delta <= .pi / 6 + 1e-9
}
