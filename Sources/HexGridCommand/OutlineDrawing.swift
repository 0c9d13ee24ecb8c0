import HexCore

/// `hexgrid outline`: a movement range inside walls, outlined with
/// ``HexOutline`` (inset and rounded) over the map it was computed on.
func drawOutline(_ options: Options) throws -> String {
  let radius = try options[Subcommands.Outline.radius]
  let steps = try options[Subcommands.Outline.steps]
  let inset = try options[Subcommands.Outline.inset]
  let cornerRadius = try options[Subcommands.Outline.cornerRadius]
  let cellSize = try options[Subcommands.Outline.cellSize]
  let pointy = try options[Subcommands.Outline.pointy]
  let geometry = HexGeometry(orientation: pointy ? .pointyTop : .flatTop, size: cellSize)

  // The walls: the ring of radius 2 with a two-cell gap, and a pillar
  // outside it that the range flows around (it makes a hole).
  var walls = Set(Hex.zero.ring(radius: 2).enumerated().filter { $0.offset >= 2 }.map(\.element))
  walls.insert(Hex(q: 4, r: -1))
  let reachable = Hex.zero.movementRange(steps: steps, within: Hex.zero.hexagon(radius: radius)) {
    !walls.contains($0)
  }.hexes
  let inRange = Set(reachable)

  let cells = Hex.zero.hexagon(radius: radius).map { hex in
    DrawnCell(
      hexagon: geometry.hexagon(of: hex),
      fill: walls.contains(hex) ? "#415a77" : (inRange.contains(hex) ? "#deebf7" : "#f8f9fa"),
      label: "")
  }
  let outline = reachable.outline()
  guard !folds(outline, geometry, inset: inset) else {
    let (low, high) = unfoldedInsets(outline, geometry)
    throw UsageError(
      "--inset \(format(inset)) folds the outline (its sides cross over); insets from \(format(low)) to "
        + "\(format(high)) keep it whole here")
  }
  let d = try svgPathData(outline.path(in: geometry, inset: inset, cornerRadius: cornerRadius))
  let holes = outline.loops.filter(\.isHole).count
  // The picture frames the cells and the outline, which an outward inset
  // moves past them (plus half the stroke).
  let points = outline.polygons(in: geometry, inset: inset).joined()
  var frame = boundingBox(of: cells.map(\.hexagon), margin: 6)
  if let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(), let minY = points.map(\.y).min(),
    let maxY = points.map(\.y).max()
  {
    frame = union(frame, PixelRect(x: minX - 3, y: minY - 3, width: maxX - minX + 6, height: maxY - minY + 6))
  }
  return try svg(
    cells: cells, viewBox: frame,
    title: "outline of \(reachable.count) hexes within \(steps) steps: "
      + counted(outline.loops.count - holes, "outer loop") + ", " + counted(holes, "hole"),
    overlay: "<path d=\"\(d)\" fill=\"#fd8d3c\" fill-opacity=\"0.25\" fill-rule=\"evenodd\" "
      + "stroke=\"#e6550d\" stroke-width=\"3\" stroke-linejoin=\"round\"/>\n")
}

/// `1 hole`, `2 holes`.
private func counted(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }

/// Whether moving the outline's sides by `inset` folds the drawing: a side
/// turned around (a part narrower than twice the inset, or a hole smaller
/// than it), or two sides that cross (parts moved into each other).
private func folds(_ outline: HexOutline, _ geometry: HexGeometry, inset: Double) -> Bool {
  let plain = outline.polygons(in: geometry), moved = outline.polygons(in: geometry, inset: inset)
  var sides: [(PixelPoint, PixelPoint, loop: Int, index: Int, count: Int)] = []
  for (loop, (p, q)) in zip(plain, moved).enumerated() where p.count == q.count {
    for i in p.indices {
      let j = (i + 1) % p.count
      let along = (p[j].x - p[i].x) * (q[j].x - q[i].x) + (p[j].y - p[i].y) * (q[j].y - q[i].y)
      if along <= 0 { return true }
      sides.append((q[i], q[j], loop, i, p.count))
    }
  }
  // Every pair of sides but neighbours on one loop, which share a corner.
  for a in sides.indices {
    for b in sides.indices where b > a {
      let s = sides[a], t = sides[b]
      if s.loop == t.loop && ((s.index + 1) % s.count == t.index || (t.index + 1) % t.count == s.index) { continue }
      if cross(s.0, s.1, t.0, t.1) { return true }
    }
  }
  return false
}

/// Whether the segments `ab` and `cd` cross at a point inside both.
private func cross(_ a: PixelPoint, _ b: PixelPoint, _ c: PixelPoint, _ d: PixelPoint) -> Bool {
  func side(_ p: PixelPoint, _ q: PixelPoint, _ r: PixelPoint) -> Double {
    (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x)
  }
  let d1 = side(a, b, c), d2 = side(a, b, d), d3 = side(c, d, a), d4 = side(c, d, b)
  return (d1 > 0) != (d2 > 0) && (d3 > 0) != (d4 > 0) && d1 != 0 && d2 != 0 && d3 != 0 && d4 != 0
}

/// The insets, in the option's range, that keep the outline whole: from
/// 0 outward and inward until the first that folds, to 0.1.
private func unfoldedInsets(_ outline: HexOutline, _ geometry: HexGeometry) -> (Double, Double) {
  func last(toward end: Double) -> Double {
    var good = 0.0, bad = end
    guard folds(outline, geometry, inset: end) else { return end }
    while abs(bad - good) > 0.1 {
      let mid = (good + bad) / 2
      if folds(outline, geometry, inset: mid) { bad = mid } else { good = mid }
    }
    return (good * 10).rounded(.towardZero) / 10
  }
  let range = Subcommands.Outline.insetRange
  return (last(toward: range.lowerBound), last(toward: range.upperBound))
}
