// Fuzz harness: coordinates and their conversions from raw integers.
import HexCore

/// libFuzzer's entry point: runs one input, trapping on a broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCoordinates(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let hex = Hex(q: input.coordinate(), r: input.coordinate())
  let other = Hex(q: input.coordinate(), r: input.coordinate())
  guard hex.isInCoordinateRange, other.isInCoordinateRange else { return 0 }

  check(hex.q + hex.r + hex.s == 0, "cube sum of \(hex)")
  check(Hex(q: hex.q, r: hex.r, s: hex.s) == hex, "cube init of \(hex)")
  check(Hex(q: hex.q, r: hex.r, s: hex.s &+ 1) == nil, "cube init accepted a bad sum at \(hex)")
  let (q, r, s) = (input.int(), input.int(), input.int())
  // Components are stored in Int32: a zero sum whose q or r does not fit is refused.
  let storable = Int32(exactly: q) != nil && Int32(exactly: r) != nil
  check(
    (Hex(q: q, r: r, s: s) != nil) == (storable && Int128(q) + Int128(r) + Int128(s) == 0),
    "cube init of \(q), \(r), \(s)")
  // Untrusted input never traps: nil exactly outside the coordinate range.
  let inRange = [Int128(q), Int128(r), -Int128(q) - Int128(r)].allSatisfy { $0.magnitude <= 1 << 30 }
  check((Hex(validatingQ: q, r: r) != nil) == inRange, "validating init of \(q), \(r)")
  for kind in [OffsetKind.oddQ, .evenQ, .oddR, .evenR] {
    if let checked = Hex(validating: OffsetCoordinate(row: q, col: r), kind: kind) {
      check(checked.isInCoordinateRange, "validating \(kind) of \(q), \(r)")
      check(OffsetCoordinate(checked, kind: kind) == OffsetCoordinate(row: q, col: r), "validating \(kind) round trip")
    }
    _ = Hex(OffsetCoordinate(row: q, col: r), kind: kind)  // wraps, never traps
  }

  for kind in [OffsetKind.oddQ, .evenQ, .oddR, .evenR] {
    let offset = OffsetCoordinate(hex, kind: kind)
    check(Hex(offset, kind: kind) == hex, "\(kind) round trip of \(hex)")
  }
  for kind in [DoubledKind.doubledWidth, .doubledHeight] {
    let doubled = DoubledCoordinate(hex, kind: kind)
    check(Hex(doubled, kind: kind) == hex, "\(kind) round trip of \(hex)")
    check(DoubledCoordinate(row: doubled.row, col: doubled.col) == doubled, "doubled parity of \(hex)")
  }
  let (col, row) = (input.int(), input.int())
  check((DoubledCoordinate(row: row, col: col) != nil) == ((col ^ row) & 1 == 0), "doubled init \(col), \(row)")

  check(hex.distance(to: other) == other.distance(to: hex), "distance symmetry")
  check(hex.distance(to: other) >= 0, "distance sign")
  check((hex.distance(to: other) == 0) == (hex == other), "distance zero")
  check(hex.distance(to: other) <= hex.length + other.length, "triangle inequality")
  // The 32-bit distance against the cube distance in Int (exact: each
  // difference is at most 2³¹ here).
  let (dq, dr) = (hex.q - other.q, hex.r - other.r)
  check(hex.distance(to: other) == max(abs(dq), abs(dr), abs(dq + dr)), "distance of \(hex), \(other)")

  let steps = input.int()
  let turned = hex.rotated(by: .clockwise(steps))
  check(turned.length == hex.length, "rotation keeps length")
  check(turned.rotated(by: .counterclockwise(steps)) == hex, "rotation undone")
  let center = Hex(q: input.coordinate() / 2, r: input.coordinate() / 2)
  let local = Hex(q: hex.q / 2, r: hex.r / 2)
  check(
    local.rotated(by: .clockwise(steps), around: center).distance(to: center) == local.distance(to: center),
    "rotation around a center keeps the distance to it")
  for axis in [HexAxis.q, .r, .s] {
    check(hex.reflected(across: axis).reflected(across: axis) == hex, "reflection twice")
    check(hex.reflected(across: axis).length == hex.length, "reflection keeps length")
  }
  check(FractionalHex(hex).rounded() == hex, "fractional round trip of \(hex)")

  let edge = Hex.coordinateRange
  if hex.q > edge.lowerBound, hex.q < edge.upperBound, hex.r > edge.lowerBound, hex.r < edge.upperBound,
    hex.s > edge.lowerBound, hex.s < edge.upperBound
  {
    for (index, neighbor) in hex.neighbors.enumerated() {
      check(hex.distance(to: neighbor) == 1, "neighbor distance")
      check(hex.direction(to: neighbor)?.index == index, "direction to neighbor")
      check(neighbor.isNeighbor(of: hex), "isNeighbor")
    }
  }
  check((hex.direction(to: other) != nil) == (hex.distance(to: other) == 1), "direction only to neighbors")
  return 0
}
