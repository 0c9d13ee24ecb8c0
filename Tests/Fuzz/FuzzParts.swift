// Fuzz harness: grid parts (edge and vertex picking), region outlines,
// rounded outlines and fit-to-view from raw input.
import HexCore

/// libFuzzer's entry point: runs one input, trapping on a broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParts(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let orientation: HexOrientation = input.bool() ? .flatTop : .pointyTop
  let geometry = HexGeometry(
    orientation: orientation, size: PixelSize(width: input.double(), height: input.double()),
    origin: PixelPoint(x: input.double(), y: input.double()))
  let point = PixelPoint(x: input.double(), y: input.double())
  let sane = { (x: Double) in x.isFinite && x.magnitude >= 1e-3 && x.magnitude <= 1e6 }
  let saneGeometry =
    sane(geometry.size.width) && sane(geometry.size.height) && geometry.origin.x.magnitude <= 1e9
    && geometry.origin.y.magnitude <= 1e9

  // Picking: nil when the point has no hex, or (only on the range's
  // outermost ring) when the nearest part touches a hex outside the range;
  // otherwise a part of that hex, at least as near as every part of it and
  // its neighbors.
  let hex = geometry.hex(containing: point)
  let edge = geometry.edge(nearest: point), vertex = geometry.vertex(nearest: point)
  if hex == nil { check(edge == nil && vertex == nil, "a part without a hex at \(point)") }
  if let hex, edge == nil || vertex == nil { check(!isInside(hex), "no part picked in \(hex) at \(point)") }
  if let edge { checkInRange(edge) }
  if let vertex { checkInRange(vertex) }
  if let hex, let edge, let vertex {
    check(edge.hexes.contains(hex), "\(edge) is not a side of \(hex)")
    check(vertex.hexes.contains(hex), "\(vertex) is not a corner of \(hex)")
    check(edge.direction.index < 3 && (0...1).contains(vertex.corner), "non-canonical \(edge) \(vertex)")
    if saneGeometry, point.x.magnitude < 1e9, point.y.magnitude < 1e9 {
      func distance(_ e: HexEdge) -> Double {
        let (a, b) = geometry.endpoints(of: e)
        let ex = b.x - a.x, ey = b.y - a.y
        let t = Swift.max(0, Swift.min(1, ((point.x - a.x) * ex + (point.y - a.y) * ey) / (ex * ex + ey * ey)))
        let dx = point.x - a.x - t * ex, dy = point.y - a.y - t * ey
        return (dx * dx + dy * dy).squareRoot()
      }
      func distance(_ v: HexVertex) -> Double {
        let p = geometry.point(of: v)
        return ((point.x - p.x) * (point.x - p.x) + (point.y - p.y) * (point.y - p.y)).squareRoot()
      }
      let slack = 1e-6 * Swift.max(1, geometry.size.width.magnitude, geometry.size.height.magnitude)
      for other in [hex] + Array(hex.neighbors) {
        for d in HexDirection.allCases {
          let e = HexEdge(hex: other, direction: d)
          check(distance(edge) <= distance(e) + slack, "\(e) nearer than \(edge) to \(point)")
        }
        for v in other.vertices {
          check(distance(vertex) <= distance(v) + slack, "\(v) nearer than \(vertex) to \(point)")
        }
      }
    }
  }

  // Picking within a few cells of a corner of the range.
  let corner = HexDirection(index: input.int(upTo: 5))!.vector * (1 << 30)
  let near = HexGeometry(orientation: orientation, size: 10)
  let c = near.center(of: corner)
  let p = PixelPoint(
    x: c.x + Double(input.int(upTo: 1000) - 500) / 10, y: c.y + Double(input.int(upTo: 1000) - 500) / 10)
  let cell = near.hex(containing: p)
  for picked in [
    near.edge(nearest: p).map { $0.hexes.count == 2 && $0.isInCoordinateRange },
    near.vertex(nearest: p).map { _ in true },
  ] {
    if picked == nil, let cell { check(!isInside(cell), "nothing picked at \(p) in \(cell)") }
  }
  if let e = near.edge(nearest: p) { checkInRange(e) }
  if let v = near.vertex(nearest: p) { checkInRange(v) }

  // Outlines of up to 40 hexes near a fuzzed base (possibly at the range's edge).
  let base = Hex(q: input.coordinate(), r: input.coordinate())
  let count = input.int(upTo: 40)
  var hexes: [Hex] = []
  for _ in 0..<count {
    hexes.append(Hex(q: base.q &+ input.int(upTo: 8) - 4, r: base.r &+ input.int(upTo: 8) - 4))
  }
  // Hexes on the range's outermost ring or beyond are left out of outlines.
  let members = Set(hexes.filter(isInside))
  let outline = hexes.outline()
  // Every part of these hexes, and every part related to one, is in range.
  for hex in hexes {
    for e in hex.edges {
      checkInRange(e)
      e.vertices.forEach(checkInRange)
      e.adjacentEdges.forEach(checkInRange)
    }
    for v in hex.vertices {
      checkInRange(v)
      v.edges.forEach(checkInRange)
      v.adjacentVertices.forEach(checkInRange)
    }
    check(
      hex.edges.count
        == (0..<6).filter { hex.isInCoordinateRange && hex.neighbor(in: HexDirection(index: $0)!).isInCoordinateRange }
        .count, "edge count of \(hex)")
    check(
      HexEdge(between: hex, and: hex.neighbor(in: .flatTop)).map(\.isInCoordinateRange) ?? true,
      "edge between out of range")
  }
  var sides: [HexEdge] = []
  var seen = Set<HexVertex>()
  for loop in outline.loops {
    check(loop.vertices.count >= 6, "a loop of \(loop.vertices.count) vertices")
    for (i, a) in loop.vertices.enumerated() {
      checkInRange(a)
      check(seen.insert(a).inserted, "\(a) on two loops or twice")
      let b = loop.vertices[(i + 1) % loop.vertices.count]
      guard let side = a.edges.first(where: { $0.vertices.contains(b) }) else {
        check(false, "\(a) and \(b) are not joined")
        return 0
      }
      check(side.hexes.filter(members.contains).count == 1, "\(side) is not a boundary side")
      sides.append(side)
    }
  }
  var expected = 0
  for hex in members {
    for d in HexDirection.allCases where !members.contains(hex.neighbor(in: d)) { expected += 1 }
  }
  check(sides.count == expected && Set(sides).count == expected, "\(sides.count) sides, expected \(expected)")
  check(members.isEmpty == outline.loops.isEmpty, "loops of an empty set, or none of a nonempty one")

  // Any finite inset, up to Double's end, keeps the points finite when the
  // geometry places the vertices at finite points.
  var inset = input.double()
  if input.bool() {
    inset = (input.bool() ? 1 : -1) * Double.greatestFiniteMagnitude / Double(1 + input.int(upTo: 1000))
  }
  let radius = input.double()
  let polygons = outline.polygons(in: geometry, inset: inset)
  if inset.isFinite, outline.polygons(in: geometry).allSatisfy({ $0.allSatisfy(\.isFinite) }) {
    check(polygons.allSatisfy { $0.allSatisfy(\.isFinite) }, "non-finite polygon for inset \(inset)")
    check(polygons.count == outline.loops.count, "one polygon per loop")
  } else if !inset.isFinite {
    check(polygons.isEmpty, "polygons for inset \(inset)")
  }
  let path = outline.path(in: geometry, inset: inset, cornerRadius: radius)
  check(path.allSatisfy(\.isFinite), "non-finite outline path")
  if !inset.isFinite { check(path.isEmpty, "a path for inset \(inset)") }
  if saneGeometry, inset.magnitude < 1e6, !members.isEmpty, base.q.magnitude < 1 << 20, base.r.magnitude < 1 << 20 {
    check(path.filter { $0 == .closeSubpath }.count == outline.loops.count, "one subpath per loop")
  }

  // A single hexagon's rounded outline: empty or entirely finite.
  let hexagon = Hexagon(
    center: PixelPoint(x: input.double(), y: input.double()),
    size: PixelSize(width: input.double(), height: input.double()),
    orientation: orientation)
  let rounded = hexagon.outline(cornerRadius: input.double())
  check(rounded.allSatisfy(\.isFinite), "non-finite hexagon outline \(hexagon)")
  if hexagon.corners.allSatisfy(\.isFinite) {
    check(rounded.first.map { if case .move = $0 { true } else { false } } == true, "no move in \(hexagon)")
    check(rounded.last == .closeSubpath && rounded.count <= 13, "bad outline of \(hexagon): \(rounded)")
  }

  // Bounds and fit-to-view.
  if let bounds = geometry.bounds(of: hexes) {
    check(bounds.isFinite && bounds.width >= 0 && bounds.height >= 0, "bad bounds \(bounds)")
  } else {
    check(hexes.isEmpty || !saneGeometry, "no bounds for \(hexes.count) hexes")
  }
  let rect = PixelRect(x: input.double(), y: input.double(), width: input.double(), height: input.double())
  let padding = input.double()
  if let fitted = HexGeometry(fitting: hexes, in: rect, orientation: orientation, padding: padding) {
    check(fitted.size.width > 0 && fitted.size.width.isFinite && fitted.origin.isFinite, "bad fit \(fitted)")
    check(!hexes.isEmpty && rect.isFinite && padding.isFinite, "a fit from bad input")
    if let b = fitted.bounds(of: hexes), rect.width.magnitude < 1e12, rect.height.magnitude < 1e12,
      rect.origin.x.magnitude < 1e12, rect.origin.y.magnitude < 1e12, padding.magnitude < 1e12
    {
      // Far-out hexes put the origin far away: positions then carry its
      // rounding error (a few ulps of the origin).
      let slack =
        1e-6
        * Swift.max(1, rect.width.magnitude, rect.height.magnitude, rect.origin.x.magnitude, rect.origin.y.magnitude)
        + 1e-14 * Swift.max(fitted.origin.x.magnitude, fitted.origin.y.magnitude)
      check(
        b.minX >= rect.minX + padding - slack && b.maxX <= rect.maxX - padding + slack,
        "fit overflows x: \(b) in \(rect) padding \(padding) by \(fitted) of \(hexes)")
      check(
        b.minY >= rect.minY + padding - slack && b.maxY <= rect.maxY - padding + slack,
        "fit overflows y: \(b) in \(rect) padding \(padding) by \(fitted) of \(hexes)")
    }
  }
  return 0
}

/// Whether every neighbor of `hex` lies in the coordinate range (all three
/// components strictly within ±2³⁰).
func isInside(_ hex: Hex) -> Bool {
  let b = 1 << 30
  return hex.q.magnitude < b && hex.r.magnitude < b && (hex.q &+ hex.r).magnitude < b
}

/// Checks that an edge's two hexes lie in the coordinate range.
func checkInRange(_ edge: HexEdge) {
  check(
    edge.hex.isInCoordinateRange && edge.hex.neighbor(in: edge.direction).isInCoordinateRange,
    "\(edge) leaves the range")
}

/// Checks that a vertex's three hexes lie in the coordinate range.
func checkInRange(_ vertex: HexVertex) {
  let c = vertex.corner, h = vertex.hex
  check(
    h.isInCoordinateRange && h.neighbor(in: HexDirection(index: (6 - c) % 6)!).isInCoordinateRange
      && h.neighbor(in: HexDirection(index: 5 - c)!).isInCoordinateRange, "\(vertex) leaves the range")
}
