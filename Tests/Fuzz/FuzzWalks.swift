// Fuzz harness: rings, spirals, the honeycomb walk, lines and regions with
// raw radii and endpoints, capped so that one input stays fast; and rings
// of any radius, walks and two-run lines across the whole range, sampled.
import HexCore

/// libFuzzer's entry point: runs one input, trapping on a broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWalks(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let limit = 1 << 30 - 64
  let center = Hex(q: input.coordinate() % limit, r: input.coordinate() % limit)
  guard (center.s).magnitude <= limit else { return 0 }
  let radius = input.int(upTo: 40) - 3
  let start = HexDirection(index: input.int(upTo: 5))!
  fuzzShapesOfAnySize(&input, start: start)

  let ring = center.ring(radius: radius, startingAt: start)
  let expected = radius < 0 ? 0 : radius == 0 ? 1 : 6 * radius
  check(ring.count == expected, "ring count \(ring.count) for radius \(radius)")
  var previous: Hex? = nil
  for (i, hex) in ring.enumerated() {
    check(hex == ring[i], "ring iterator and subscript disagree at \(i)")
    check(hex.distance(to: center) == radius, "ring element at the wrong distance")
    if let previous { check(previous.isNeighbor(of: hex), "ring elements not adjacent") }
    previous = hex
  }

  let spiral = center.spiral(radius: radius, startingAt: start)
  check(spiral.count == (radius < 0 ? 0 : 3 * radius * (radius + 1) + 1), "spiral count")
  check(Set(spiral).count == spiral.count, "spiral repeats a hex")

  let count = input.int(upTo: 3000) - 5
  let walk = center.honeycombWalk(count: count)
  check(walk.count == max(count, 0), "walk count")
  previous = nil
  var seen = Set<Hex>()
  for (i, hex) in walk.enumerated() {
    check(hex == walk[i], "walk iterator and subscript disagree at \(i)")
    if let previous { check(previous.isNeighbor(of: hex), "walk steps are not adjacent at \(i)") }
    check(seen.insert(hex).inserted, "walk repeats \(hex)")
    previous = hex
  }

  let end = center + Hex(q: input.int(upTo: 400) - 200, r: input.int(upTo: 400) - 200)
  if end.isInCoordinateRange {
    let line = center.line(to: end)
    check(line.count == center.distance(to: end) + 1, "line count")
    check(line.first == center && line.last == end, "line ends")
    for (a, b) in zip(line, line.dropFirst()) { check(a.isNeighbor(of: b), "line steps not adjacent") }
  }

  let lo = { (x: inout FuzzInput) in x.int(upTo: 30) - 15 }
  let q0 = lo(&input), r0 = lo(&input), s0 = lo(&input)
  let region = HexRegion(
    q: q0...(q0 + input.int(upTo: 12)), r: r0...(r0 + input.int(upTo: 12)), s: s0...(s0 + input.int(upTo: 12)))
  var brute = 0
  for q in -40...40 {
    for r in -40...40 where region.contains(Hex(q: q, r: r)) { brute += 1 }
  }
  check(region.count == brute, "region count \(region.count) vs \(brute)")
  check(Array(region).count == brute, "region iteration count")
  let other = Hex.zero.hexagon(radius: input.int(upTo: 10))
  let both = region.intersection(other)
  check(Set(both) == Set(region).intersection(Set(other)), "region intersection")

  // Wedges and directions toward any hex: each wedge hex's main direction
  // is within the spread (boundary hexes may name the neighbor), the wedges
  // of the six directions cover the hexagon, and the position on the walk
  // inverts the walk's subscript.
  let spread = input.int(upTo: 4) - 1
  let wedgeRadius = min(max(radius, -1), 12)
  let wedge = center.cornerWedge(toward: start, spread: spread, radius: wedgeRadius)
  check(wedgeRadius < 0 ? wedge.isEmpty : wedge.first == center, "wedge apex")
  check(wedge.allSatisfy { $0.distance(to: center) <= max(wedgeRadius, 0) }, "wedge beyond its radius")
  if wedgeRadius >= 0 {
    var covered = Set<Hex>()
    for d in HexDirection.allCases { covered.formUnion(center.cornerWedge(toward: d, radius: wedgeRadius)) }
    check(covered == Set(center.hexagon(radius: wedgeRadius)), "wedges do not cover the hexagon")
  }
  let far = center + Hex(q: input.int(upTo: 200) - 100, r: input.int(upTo: 200) - 100)
  if let d = center.mainDirection(to: far) {
    let steps = center.distance(to: far)
    check(center.distance(to: center + d.vector * steps) <= steps, "main direction")
  } else {
    check(far == center, "no main direction to another hex")
  }
  // Near a corner or side of the range every walk and shape keeps its
  // in-range hexes only, with exact counts (brute force over the hexagon).
  let b = 1 << 30
  let edgeCenter =
    HexDirection(index: input.int(upTo: 5))!.vector * b
    + HexDirection(index: input.int(upTo: 5))!.vector * (input.int(upTo: 6) - 2)
    + HexDirection(index: input.int(upTo: 5))!.vector * input.int(upTo: b / 2)
  let r = input.int(upTo: 12)
  var within = 0, at = 0
  for dq in -r...r {
    for dr in max(-r, -dq - r)...min(r, -dq + r) {
      let hex = Hex(q: edgeCenter.q + dq, r: edgeCenter.r + dr)
      guard hex.isInCoordinateRange else { continue }
      within += 1
      if hex.distance(to: edgeCenter) == r { at += 1 }
    }
  }
  let edgeRing = edgeCenter.ring(radius: r, startingAt: start)
  check(
    edgeRing.count == at && Array(edgeRing).count == at, "ring count \(edgeRing.count), expected \(at) at \(edgeCenter)"
  )
  check(edgeRing.allSatisfy { $0.isInCoordinateRange && $0.distance(to: edgeCenter) == r }, "ring leaves the range")
  for (i, hex) in edgeRing.enumerated() { check(edgeRing[i] == hex, "clipped ring subscript at \(i)") }
  let edgeSpiral = edgeCenter.spiral(radius: r, startingAt: start)
  check(edgeSpiral.count == within && Set(edgeSpiral).count == within, "spiral count at \(edgeCenter)")
  check(edgeSpiral.allSatisfy(\.isInCoordinateRange), "spiral leaves the range")
  for (i, hex) in edgeSpiral.enumerated() where i % 7 == 0 { check(edgeSpiral[i] == hex, "clipped spiral subscript") }
  let edgeWalk = edgeCenter.honeycombWalk(count: input.int(upTo: 3 * r * (r + 1) + 1))
  check(edgeWalk.allSatisfy(\.isInCoordinateRange), "walk leaves the range")
  check(Array(edgeWalk).count == edgeWalk.count && Set(edgeWalk).count == edgeWalk.count, "clipped walk count")
  for (i, hex) in edgeWalk.enumerated() where i % 3 == 0 {
    check(
      edgeWalk[i] == hex && edgeWalk.position(of: hex) == (edgeCenter.isInCoordinateRange ? i : nil),
      "clipped walk at \(i)")
  }
  let visible = edgeCenter.fieldOfView(radius: min(r, 8)) { _ in false }
  check(visible.allSatisfy(\.isInCoordinateRange), "field of view leaves the range")
  check(
    Set(visible) == (edgeCenter.isInCoordinateRange ? Set(edgeCenter.hexagon(radius: min(r, 8))) : []),
    "open field of view")
  let cone = edgeCenter.fieldOfView(radius: min(r, 8), facing: start, spread: spread) { _ in false }
  check(
    Set(cone) == Set(edgeCenter.cornerWedge(toward: start, spread: spread, radius: min(r, 8))), "cone is not the wedge")
  check(cone.allSatisfy(\.isInCoordinateRange), "cone leaves the range")

  // Offset rectangles near the range's corners: the in-range cells, in
  // row-major order, against a scan of every cell.
  let kinds: [OffsetKind] = [.oddQ, .evenQ, .oddR, .evenR]
  let kind = kinds[input.int(upTo: 3)]
  func span(_ x: inout FuzzInput) -> Range<Int> {
    let anchor = [-b, 0, b][x.int(upTo: 2)]
    let low = max(-b, anchor - x.int(upTo: 30))
    return low..<(min(b, low + x.int(upTo: 30)) + 1)
  }
  let rows = span(&input), columns = span(&input)
  let rectangle = OffsetRectangle(rows: rows, columns: columns, kind: kind)
  var cells: [Hex] = []
  for row in rows {
    for col in columns {
      let hex = Hex(OffsetCoordinate(row: row, col: col), kind: kind)
      if hex.isInCoordinateRange { cells.append(hex) }
    }
  }
  check(rectangle.count == cells.count && Array(rectangle) == cells, "offset rectangle \(rows) \(columns) \(kind)")
  for (i, hex) in cells.enumerated() where i % 11 == 0 { check(rectangle[i] == hex, "offset rectangle at \(i)") }

  let longWalk = center.honeycombWalk(count: max(0, radius) * 7)
  for (i, hex) in longWalk.enumerated() where i % 5 == 0 {
    check(longWalk.position(of: hex) == i, "walk position of \(hex)")
  }

  // The peers' shapes: two-run lines, supercover lines, ring sides,
  // diagonal wedges and spirals over radii, near the center and at the
  // range's edge.
  let near = center + Hex(q: input.int(upTo: 60) - 30, r: input.int(upTo: 60) - 30)
  if near.isInCoordinateRange {
    let n = center.distance(to: near)
    for clockwise in [true, false] {
      let staircase = center.rectiline(to: near, clockwise: clockwise)
      check(staircase.count == n + 1 && staircase.first == center && staircase.last == near, "rectiline ends")
      for (i, hex) in staircase.enumerated() {
        check(staircase[i] == hex && hex.distance(to: near) == n - i, "rectiline is not a shortest path at \(i)")
      }
    }
    let cover = center.supercoverLine(to: near)
    check(cover.first == center && cover.last == near, "supercover ends")
    check((n + 1...2 * n + 1).contains(cover.count), "supercover count \(cover.count) for distance \(n)")
    for (a, b) in zip(cover, cover.dropFirst()) { check(a.isNeighbor(of: b), "supercover steps not adjacent") }
    check(near.supercoverLine(to: center) == cover.reversed(), "supercover not reversible")
  }
  let farCover = edgeCenter.supercoverLine(
    to: edgeCenter + Hex(q: input.int(upTo: 20) - 10, r: input.int(upTo: 20) - 10))
  check(farCover.allSatisfy(\.isInCoordinateRange), "supercover leaves the range")
  let diagonal = HexDiagonal(index: input.int(upTo: 5))!
  let sideRadius = input.int(upTo: 14) - 2
  for c in [center, edgeCenter] {
    let side = c.ringSide(radius: sideRadius, facing: diagonal)
    check(side.allSatisfy { $0.isInCoordinateRange && $0.distance(to: c) == sideRadius }, "ring side off its ring")
    check(side.count <= max(sideRadius + 1, 0), "ring side too long")
    if sideRadius >= 0 && c.isInCoordinateRange && _fits(c, sideRadius) {
      check(side.count == sideRadius + 1, "ring side count")
    }
    let wedge = c.wedge(toward: diagonal, radius: min(sideRadius, 10))
    check(wedge.allSatisfy(\.isInCoordinateRange) && Set(wedge).count == wedge.count, "diagonal wedge repeats")
    if sideRadius >= 0 && c.isInCoordinateRange && _fits(c, sideRadius) {
      let r = min(sideRadius, 10)
      check(wedge.count == (r + 1) * (r + 2) / 2, "diagonal wedge count")
    }
    let low = input.int(upTo: 8) - 2
    let part = c.spiral(radii: low...(low + input.int(upTo: 6)), startingAt: start)
    check(Array(part).count == part.count, "spiral part count")
    check(
      part.allSatisfy { $0.isInCoordinateRange && $0.distance(to: c) >= max(low, 0) }, "spiral part holds an inner hex")
  }
  return 0
}

/// Rings of any radius, walks through the range's outermost rings and
/// two-run lines across the whole range, around any center (often a
/// corner of the range), looked at in a few places each: every element in
/// range at its distance (measured in `Int`), and counts those of
/// ``HexRegion``'s closed form.
func fuzzShapesOfAnySize(_ input: inout FuzzInput, start: HexDirection) {
  let b = 1 << 30
  func distance(_ a: Hex, _ c: Hex) -> Int {
    let dq = a.q - c.q, dr = a.r - c.r
    return max(abs(dq), abs(dr), abs(dq + dr))
  }
  let center =
    input.bool()
    ? Hex(q: input.int(), r: input.int())
    : HexDirection(index: input.int(upTo: 5))!.vector * b + HexDirection(index: input.int(upTo: 5))!.vector
      * input.int(upTo: 2)
  let radius = input.int()
  let ring = center.ring(radius: radius, startingAt: start)
  check(ring.count <= (radius < 0 ? 0 : radius == 0 ? 1 : 6 * min(radius, 1 << 40)), "ring count \(ring.count)")
  if radius >= 1 && radius <= 1 << 31 && center.isInCoordinateRange {
    let expected = center.hexagon(radius: radius).count - center.hexagon(radius: radius - 1).count
    check(ring.count == expected, "ring of \(radius) around \(center): \(ring.count), expected \(expected)")
  }
  if !ring.isEmpty {
    for i in [0, ring.count - 1] + (0..<6).map({ _ in input.int(upTo: ring.count - 1) }) {
      check(
        ring[i].isInCoordinateRange && distance(ring[i], center) == radius,
        "ring of \(radius) around \(center) at \(i): \(ring[i])")
    }
  }
  if center.isInCoordinateRange {
    let k = min(max(radius, 0), b)
    let walk = center.honeycombWalk(count: 3 * k * (k + 1) + 1)
    check(walk.count == center.hexagon(radius: k).count, "walk around \(center) through ring \(k): \(walk.count)")
    for i in [0, walk.count - 1] + (0..<6).map({ _ in input.int(upTo: walk.count - 1) }) {
      let hex = walk[i], ring = distance(hex, center)
      check(
        hex.isInCoordinateRange && i < center.hexagon(radius: ring).count
          && i >= center.hexagon(radius: ring - 1).count, "walk around \(center) at \(i): \(hex)")
    }
  }
  let a = Hex(q: input.coordinate(), r: input.coordinate()), z = Hex(q: input.coordinate(), r: input.coordinate())
  if a.isInCoordinateRange && z.isInCoordinateRange {
    let path = a.rectiline(to: z, clockwise: input.bool())
    let n = distance(a, z)
    check(path.count == n + 1, "rectiline count")
    for i in [0, n / 2, n] + (0..<6).map({ _ in input.int(upTo: n) }) {
      check(
        path[i].isInCoordinateRange && distance(path[i], a) == i && distance(path[i], z) == n - i,
        "rectiline \(a) → \(z) at \(i): \(path[i])")
    }
  }
}

/// Whether every hex within `radius` of `center` lies in the coordinate range.
func _fits(_ center: Hex, _ radius: Int) -> Bool {
  let b = 1 << 30
  return center.q.magnitude + UInt(radius) <= b && center.r.magnitude + UInt(radius) <= b
    && center.s.magnitude + UInt(radius) <= b
}
