// Oracles for tests near the edge of `Hex.coordinateRange`, written from the
// documented definitions without the library's clipping.

import HexCore

/// The coordinate range rebuilt by hand, for test cases that conform: the
/// hexagon max(|q|, |r|, |s|) ≤ 2³⁰ in plain integer arithmetic, the hexes
/// around its corners and edges, and rings unclipped.
public protocol CoordinateRangeOracle {}

extension CoordinateRangeOracle {
  /// 2³⁰, the largest |q|, |r| or |s| of a hex in range.
  public var bound: Int { 1 << 30 }

  /// Whether `hex` lies in ±2³⁰ in all three cube components.
  public func inRange(_ hex: Hex) -> Bool {
    abs(hex.q) <= bound && abs(hex.r) <= bound && abs(hex.q + hex.r) <= bound
  }

  /// Whether the three hexes that meet at `vertex` all lie in range: corner
  /// c of h meets the neighbors in directions 6 - c and 5 - c.
  public func inRange(_ vertex: HexVertex) -> Bool {
    let c = vertex.corner
    let hexes = [
      vertex.hex, vertex.hex.neighbor(in: HexDirection(index: (6 - c) % 6)!),
      vertex.hex.neighbor(in: HexDirection(index: 5 - c)!),
    ]
    return hexes.allSatisfy(inRange)
  }

  /// The six corner hexes of the range: 2³⁰ times each direction vector.
  public var corners: [Hex] {
    HexDirection.allCases.map { Hex(q: $0.vector.q * bound, r: $0.vector.r * bound) }
  }

  /// Hexes to center shapes on: the corners, a hex in the middle of an
  /// edge of the range, one just inside a corner, and one just outside.
  public var centers: [Hex] {
    corners + [Hex(q: bound, r: -bound / 2), Hex(q: bound - 1, r: 1 - bound), Hex(q: bound + 1, r: -bound)]
  }

  /// The documented unclipped ring: from `center + k·dir(start)`, six sides
  /// of `k` steps, side `i` in direction `start + i + 2`.
  public func rawRing(_ center: Hex, _ k: Int, _ start: Int) -> [Hex] {
    if k == 0 { return [center] }
    let v = { (d: Int) in HexDirection(index: d % 6)!.vector }
    var hex = Hex(q: center.q + v(start).q * k, r: center.r + v(start).r * k)
    var result: [Hex] = []
    for side in 0..<6 {
      for _ in 0..<k {
        result.append(hex)
        hex = Hex(q: hex.q + v(start + side + 2).q, r: hex.r + v(start + side + 2).r)
      }
    }
    return result
  }
}
