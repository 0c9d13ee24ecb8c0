import HexCore

/// What a map view draws in one frame: the visible cells and overlays, in
/// screen points, culled to the viewport.
///
/// A draw list is built from a world (any `HexTopology`: a `HexRegion`
/// map, a `HexCylinder`, a `HexWraparound`), its geometry, a
/// ``HexCamera`` and the viewport's size. Its cells are exactly the hexes
/// of the plane whose cells intersect the viewport and that stand for a hex
/// of the world (see `HexGeometry.hexes(intersecting:within:limit:)`),
/// found in time that follows their number, not the world's; each is
/// drawn as `geometry.hexagon(of: hex).outline()`, where ``geometry`` is
/// the world's geometry on screen, and stands for the world's hex at the
/// same index of ``canonicalCells``. Overlays come from the library's own
/// results — a `HexPath`, an outline (`HexOutline`: a movement range's
/// border), a set of cells (a field of view), grid edges and vertices —
/// culled the same way.
///
///     let map = Hex.zero.hexagon(radius: 577)                // 10⁶ hexes
///     let geometry = HexGeometry(orientation: .flatTop, size: 10)
///     let camera = HexCamera(center: .zero, zoom: 1)
///     var frame = HexDrawList(world: map, geometry: geometry, camera: camera,
///                             viewport: PixelSize(width: 1920, height: 1080))
///     frame.cells.count                                       // 8,191
///     frame.addPath(route, id: "route")
///
/// (About 1920 × 1080 / 259.8, the area of a cell of size 10, is 7,981
/// cells wholly or partly inside; the 8,191 include the cells the
/// viewport's border cuts.)
///
/// **Wrapping worlds.** A `HexRegion`, an `OffsetRectangle` and the
/// `HexPlane` do not wrap; any other world may. On a world that wraps, the plane holds many copies
/// of each hex: a cylinder's columns repeat every `period`. The draw list
/// shows every copy in view, so panning east goes round the world, and
/// ``canonicalCells`` names the world's hex each cell stands for (what to
/// fill it with, what a tap selects). Overlays are given in the world's
/// hexes, as searches on the world return them, and are drawn at every
/// copy in view: a path that crosses the seam is drawn as one line across
/// it, and ``addOutline(of:id:)`` draws a set's border as it looks on the
/// plane, joined across the seam.
///
/// **Level of detail.** The list has no cells, its ``levelOfDetail`` is
/// ``LevelOfDetail/mapOutline``, and the map is drawn as one polygon,
/// ``mapOutline``, through the centers of the corner hexes of the world's
/// `bounds` (for a region, the map itself; for a wrapping world, one copy
/// of the region that holds it), in two cases:
///
/// - Below ``minimumCellSize`` screen points per cell (the smaller of the
///   magnitudes of the geometry's size components times the zoom), cells
///   are too small to tell apart. Cells of size zero, or subnormal (below
///   2⁻¹⁰²² points), count as too small whatever the minimum, 0 included.
/// - More than `HexGeometry.defaultCullingLimit` (2²², about 4 million)
///   cells would be visible: a huge viewport, or a small
///   `minimumCellSize`, over a big map. (For a world that may wrap, the
///   cells counted are the plane's in view, before those off the world are
///   left out; for an `OffsetRectangle`, those of its bounding region.)
///
/// When the map cannot be placed on screen in finite numbers — the
/// geometry's origin or size times the zoom, or a corner hex's center on
/// screen, overflows, which takes a geometry near `Double`'s largest value
/// (see ``HexCamera``'s domain) — there is nothing to draw: the level is
/// ``LevelOfDetail/mapOutline`` with no cells and an empty ``mapOutline``.
/// Overlays are kept at every level.
///
/// A viewport whose size is not finite is taken as 0 × 0, and a negative
/// side as 0: the list then holds the cells that touch the viewport's one
/// point, the camera's center (one cell, or two or three when the center
/// lies on an edge or a corner).
///
/// **Precision.** The cells and overlays are placed by ``geometry``, the
/// camera's ``HexCamera/screenGeometry(for:in:)``: positions on screen are
/// exact to about `|geometry.origin − camera.center| · zoom · 2⁻⁵²` points
/// (world geometry and camera), so a cell whose outline only grazes the
/// viewport by less than that may be in or out.
public struct HexDrawList: Sendable {
  /// How much a draw list shows of each cell.
  public enum LevelOfDetail: Hashable, Sendable {
    /// Every visible cell, each with its outline.
    case cells
    /// No cells: the map as one polygon (cells are below
    /// ``HexDrawList/minimumCellSize`` on screen, or more than 2²² would
    /// be visible); an empty polygon when the map cannot be placed on
    /// screen in finite numbers.
    case mapOutline
  }

  /// An overlay: a library result as screen-space shapes.
  public struct Overlay: Sendable {
    /// What the overlay draws.
    public enum Drawing: Sendable {
      /// A polyline through the centers of a path's hexes (the visible
      /// stretches; a stretch breaks where the path leaves the viewport).
      case polylines([[PixelPoint]])
      /// Closed polygons, outer loops and holes (an outline).
      case polygons([[PixelPoint]])
      /// Whole cells, filled (a field of view, a selection).
      case cells([Hex])
      /// Line segments (grid edges).
      case segments([(start: PixelPoint, end: PixelPoint)])
      /// Points (grid vertices).
      case points([PixelPoint])
    }

    /// The name the caller gave it, to style it by.
    public var id: String
    /// What it draws, in screen points, culled to the viewport.
    public var drawing: Drawing
  }

  /// The smallest cell drawn by default: 2 screen points.
  public static let defaultMinimumCellSize = 2.0

  /// The map's geometry on screen: `hexagon(of: hex)` is a cell as drawn.
  public let geometry: HexGeometry
  /// The viewport, in screen points, at the origin.
  public let viewport: PixelRect
  /// A region that holds every hex of the world: the world's `bounds`
  /// (for a `HexRegion` map, the map).
  public let bounds: HexRegion
  /// The smallest cell size drawn cell by cell.
  public let minimumCellSize: Double
  /// Whether cells are drawn one by one.
  public let levelOfDetail: LevelOfDetail
  /// The visible cells, as hexes of the plane.
  ///
  /// They are those whose cells intersect the viewport and that stand for
  /// a hex of the world, column by column (flat-top) or row by row
  /// (pointy-top); empty at ``LevelOfDetail/mapOutline``. Draw each at
  /// `geometry.hexagon(of: hex)`.
  public let cells: [Hex]
  /// The world's hex each of ``cells`` stands for, at the same index: the
  /// cell itself on a world that does not wrap, the canonical hex of its
  /// copy on one that does.
  public let canonicalCells: [Hex]
  /// The moves from the world's canonical hexes to the copies in view
  /// (each `cell − canonical`), sorted by `q`, then `r`: `[Hex.zero]` on a
  /// world that does not wrap, and whenever no cell is in view.
  package let copies: [Hex]
  /// The one copy of a world that does not wrap: shared, so that a frame
  /// of a region allocates nothing for its copies.
  private static let unmoved: [Hex] = [.zero]
  /// The world's `canonical(_:)`, or `nil` for a world that does not wrap
  /// (a region, the plane): its hexes stand for themselves.
  private let canonicalOf: (@Sendable (Hex) -> Hex?)?
  /// The map drawn as one polygon at ``LevelOfDetail/mapOutline`` (the
  /// centers of its corner hexes, on screen); empty otherwise.
  public let mapOutline: [PixelPoint]
  /// The overlays, in the order they were added.
  public private(set) var overlays: [Overlay] = []

  /// Builds the draw list of one frame.
  ///
  /// - Parameters:
  ///   - world: The world: a `HexRegion` map, or any `HexTopology`.
  ///   - geometry: The world's geometry, in world coordinates.
  ///   - camera: What the viewport shows.
  ///   - viewport: The viewport's size, in screen points. A size that is
  ///     not finite is taken as 0 × 0, a negative side as 0.
  ///   - minimumCellSize: Below this many screen points per cell, the map
  ///     is drawn as one polygon; the default is ``defaultMinimumCellSize``
  ///     (also for a size that is not finite; a negative one is 0). Above
  ///     it too when more than 2²² cells would be visible
  ///     (`HexGeometry.defaultCullingLimit`).
  ///
  /// - Complexity: O(*v* + *c*), where *v* is the number of visible cells
  ///   and *c* the number of columns (rows) of the map on screen; at most
  ///   O(2²²).
  public init<World: HexTopology>(
    world: World, geometry: HexGeometry, camera: HexCamera, viewport: PixelSize,
    minimumCellSize: Double = HexDrawList.defaultMinimumCellSize
  ) {
    let size =
      viewport.isFinite ? PixelSize(width: Swift.max(viewport.width, 0), height: Swift.max(viewport.height, 0)) : .zero
    let screen = camera.screenGeometry(for: geometry, in: size)
    self.geometry = screen
    self.viewport = PixelRect(origin: .zero, size: size)
    self.bounds = world.bounds
    self.minimumCellSize = minimumCellSize.isFinite ? Swift.max(minimumCellSize, 0) : Self.defaultMinimumCellSize
    let cellSize = Swift.min(screen.size.width.magnitude, screen.size.height.magnitude)
    // A region, a rectangle and the plane do not wrap: cull within their
    // bounds (a region and the plane are their bounds; a rectangle's other
    // hexes are left out below). Any other world may wrap: cull the plane,
    // then keep what stands for a hex of the world.
    let isItsBounds = World.self == HexRegion.self || World.self == HexPlane.self
    let doesNotWrap = world._doesNotWrap
    if doesNotWrap {
      self.canonicalOf = nil
    } else {
      self.canonicalOf = { world.canonical($0) }
    }
    if !screen.origin.isFinite || !screen.size.isFinite {
      // Nothing can be placed on screen: no cells, and no polygon either.
      levelOfDetail = .mapOutline
      (cells, canonicalCells, copies, mapOutline) = ([], [], Self.unmoved, [])
    } else if cellSize.isNormal, cellSize >= self.minimumCellSize,
      let visible = screen.hexes(intersecting: self.viewport, within: doesNotWrap ? bounds : nil)
    {
      levelOfDetail = .cells
      mapOutline = []
      if isItsBounds {
        (cells, canonicalCells, copies) = (visible, visible, Self.unmoved)
      } else {
        var kept: [Hex] = [], canonical: [Hex] = [], moves: Set<Hex> = []
        kept.reserveCapacity(visible.count)
        canonical.reserveCapacity(visible.count)
        for hex in visible {
          guard let c = world.canonical(hex) else { continue }
          kept.append(hex)
          canonical.append(c)
          moves.insert(Hex(q: hex.q - c.q, r: hex.r - c.r))
        }
        (cells, canonicalCells) = (kept, canonical)
        let onlyHome = moves.isEmpty || moves == [.zero]
        copies = onlyHome ? Self.unmoved : moves.sorted { ($0.q, $0.r) < ($1.q, $1.r) }
      }
    } else {
      levelOfDetail = .mapOutline
      (cells, canonicalCells, copies) = ([], [], Self.unmoved)
      let outline = Self.cornerCenters(of: bounds).map { screen.center(of: $0) }
      mapOutline = outline.allSatisfy(\.isFinite) ? outline : []
    }
  }

  /// The hexes at the corners of a region, in turn around it (up to six,
  /// repeats removed).
  static func cornerCenters(of region: HexRegion) -> [Hex] {
    guard !region.isEmpty else { return [] }
    // Going around: each corner maximizes one coordinate and minimizes
    // another (s = −q − r).
    let corners = [
      Hex(q: region.maxQ, r: -region.maxQ - region.minS), Hex(q: region.maxQ, r: region.minR),
      Hex(q: -region.minR - region.maxS, r: region.minR), Hex(q: region.minQ, r: -region.minQ - region.maxS),
      Hex(q: region.minQ, r: region.maxR), Hex(q: -region.maxR - region.minS, r: region.maxR),
    ].map {
      Hex(
        q: Swift.min(Swift.max($0.q, region.minQ), region.maxQ), r: Swift.min(Swift.max($0.r, region.minR), region.maxR)
      )
    }
    var result: [Hex] = []
    for corner in corners where region.contains(corner) && result.last != corner && result.first != corner {
      result.append(corner)
    }
    return result
  }

  /// Whether the segment's bounding box meets the viewport.
  private func isVisible(_ a: PixelPoint, _ b: PixelPoint, margin: Double = 0) -> Bool {
    let box = PixelRect(
      x: Swift.min(a.x, b.x) - margin, y: Swift.min(a.y, b.y) - margin,
      width: (a.x - b.x).magnitude + 2 * margin, height: (a.y - b.y).magnitude + 2 * margin)
    return box.intersects(viewport)
  }

  /// The screen offset of a copy: where the copy moved by `move` lies
  /// relative to the canonical one.
  private func offset(of move: Hex) -> PixelSize {
    let a = geometry.center(of: .zero), b = geometry.center(of: move)
    return PixelSize(width: b.x - a.x, height: b.y - a.y)
  }

  /// The path laid out on the plane (``_unroll(_:canonical:)``), with the
  /// copy each hex lies in.
  private func unrolled(_ path: [Hex]) -> (hexes: [Hex], moves: [Hex]) {
    guard let canonicalOf else { return (path, Self.unmoved) }
    let (hexes, moves) = _unroll(path, canonical: canonicalOf)
    return (hexes, Array(moves))
  }

  /// The copies to draw a shape spread over `moves` at: every move that
  /// brings one of its parts into a copy in view.
  private func placements(for moves: [Hex]) -> [Hex] {
    if copies.count == 1, moves.count == 1, let copy = copies.first, let move = moves.first {
      return copy == move ? Self.unmoved : [Hex(q: copy.q - move.q, r: copy.r - move.r)]
    }
    var result: Set<Hex> = []
    for copy in copies {
      for move in moves { result.insert(Hex(q: copy.q - move.q, r: copy.r - move.r)) }
    }
    return result.sorted { ($0.q, $0.r) < ($1.q, $1.r) }
  }

  /// Adds a path: the polyline through its hexes' centers, split into the
  /// stretches that cross the viewport, at every copy in view.
  ///
  /// On a wrapping world a step across the seam is drawn as a step, to the
  /// copy of the next hex beside the previous one.
  ///
  /// - Parameters:
  ///   - path: The hexes of a path, in order (a `HexPath`'s `hexes`, a line).
  ///   - id: A name to style the overlay by.
  ///
  /// - Complexity: O(*n* · *k*), where *n* is the number of hexes and *k*
  ///   the number of copies drawn (1 on a world that does not wrap).
  public mutating func addPath(_ path: [Hex], id: String) {
    let (plane, moves) = unrolled(path)
    var stretches: [[PixelPoint]] = []
    for copy in placements(for: moves) {
      let shift = offset(of: copy)
      var current: [PixelPoint] = []
      var previous: PixelPoint?
      for hex in plane {
        let c = geometry.center(of: hex)
        let point = PixelPoint(x: c.x + shift.width, y: c.y + shift.height)
        if let from = previous, point.isFinite, from.isFinite, isVisible(from, point) {
          if current.isEmpty { current.append(from) }
          current.append(point)
        } else if !current.isEmpty {
          stretches.append(current)
          current = []
        }
        previous = point
      }
      if !current.isEmpty { stretches.append(current) }
      if plane.count == 1, let only = plane.first {
        let cell = geometry.hexagon(of: Hex(q: only.q + copy.q, r: only.r + copy.r))
        if cell.intersects(viewport) { stretches.append([cell.center]) }
      }
    }
    overlays.append(Overlay(id: id, drawing: .polylines(stretches)))
  }

  /// Adds a path a search found: the polyline through its hexes' centers,
  /// as ``addPath(_:id:)-([Hex],_)`` draws it.
  ///
  ///     if case .success(let route) = start.path(to: goal, cost: terrainCost) {
  ///       frame.addPath(route, id: "route")
  ///     }
  ///
  /// - Parameters:
  ///   - path: The path, as `Hex.path(to:…)` or `HexPathFinder` returns it.
  ///   - id: A name to style the overlay by.
  ///
  /// - Complexity: O(*n* · *k*), where *n* is the number of hexes and *k*
  ///   the number of copies drawn.
  public mutating func addPath(_ path: HexPath, id: String) {
    addPath(path.hexes, id: id)
  }

  /// Adds the loops of an outline as polygons, at every copy in view,
  /// those whose bounding box meets the viewport.
  ///
  /// On a wrapping world an outline made from the world's hexes breaks at
  /// the seam; ``addOutline(of:id:)`` draws a set's border joined across
  /// it.
  ///
  /// - Parameters:
  ///   - outline: The outline (a movement range's border).
  ///   - id: A name to style the overlay by.
  ///
  /// - Complexity: O(*v* · *k*), where *v* is the number of the outline's
  ///   vertices and *k* the number of copies in view.
  public mutating func addOutline(_ outline: HexOutline, id: String) {
    let base = outline.polygons(in: geometry)
    var polygons: [[PixelPoint]] = []
    for copy in copies {
      let shift = offset(of: copy)
      for polygon in base {
        let moved = copy == .zero ? polygon : polygon.map { PixelPoint(x: $0.x + shift.width, y: $0.y + shift.height) }
        if meetsViewport(moved) { polygons.append(moved) }
      }
    }
    overlays.append(Overlay(id: id, drawing: .polygons(polygons)))
  }

  /// Adds the border of a set of the world's hexes (a movement range) as
  /// polygons: the outline of their cells in view, every copy included,
  /// so that on a wrapping world a set across the seam has one border.
  ///
  /// - Parameters:
  ///   - hexes: The world's hexes.
  ///   - id: A name to style the overlay by.
  ///
  /// - Complexity: O(*n* · *k*), where *n* is the number of hexes and *k*
  ///   the number of copies in view.
  public mutating func addOutline(of hexes: some Sequence<Hex>, id: String) {
    var plane: [Hex] = []
    for hex in hexes {
      for copy in copies { plane.append(Hex(q: hex.q + copy.q, r: hex.r + copy.r)) }
    }
    let polygons = HexOutline(plane).polygons(in: geometry).filter(meetsViewport)
    overlays.append(Overlay(id: id, drawing: .polygons(polygons)))
  }

  /// Whether a polygon's bounding box meets the viewport.
  private func meetsViewport(_ polygon: [PixelPoint]) -> Bool {
    guard let first = polygon.first else { return false }
    var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
    for p in polygon {
      minX = Swift.min(minX, p.x)
      maxX = Swift.max(maxX, p.x)
      minY = Swift.min(minY, p.y)
      maxY = Swift.max(maxY, p.y)
    }
    return isVisible(PixelPoint(x: minX, y: minY), PixelPoint(x: maxX, y: maxY))
  }

  /// Adds whole cells (a field of view, a selection): each copy in view of
  /// each hex whose cell intersects the viewport.
  ///
  /// - Parameters:
  ///   - hexes: The world's hexes.
  ///   - id: A name to style the overlay by.
  ///
  /// - Complexity: O(*n* · *k*), where *n* is the number of hexes and *k*
  ///   the number of copies in view.
  public mutating func addCells(_ hexes: some Sequence<Hex>, id: String) {
    var visible: [Hex] = []
    for hex in hexes {
      for copy in copies {
        let cell = Hex(q: hex.q + copy.q, r: hex.r + copy.r)
        if geometry.hexagon(of: cell).intersects(viewport) { visible.append(cell) }
      }
    }
    overlays.append(Overlay(id: id, drawing: .cells(visible)))
  }

  /// Adds grid edges as segments, at every copy in view, those that meet
  /// the viewport.
  ///
  /// - Parameters:
  ///   - edges: The edges (a wall, a river).
  ///   - id: A name to style the overlay by.
  ///
  /// - Complexity: O(*n* · *k*), where *n* is the number of edges and *k*
  ///   the number of copies in view.
  public mutating func addEdges(_ edges: some Sequence<HexEdge>, id: String) {
    var segments: [(start: PixelPoint, end: PixelPoint)] = []
    let shifts = copies.map(offset(of:))
    for edge in edges {
      let (a0, b0) = geometry.endpoints(of: edge)
      for shift in shifts {
        let a = PixelPoint(x: a0.x + shift.width, y: a0.y + shift.height)
        let b = PixelPoint(x: b0.x + shift.width, y: b0.y + shift.height)
        if a.isFinite, b.isFinite, isVisible(a, b) { segments.append((a, b)) }
      }
    }
    overlays.append(Overlay(id: id, drawing: .segments(segments)))
  }

  /// Adds grid vertices as points, at every copy in view, those in the
  /// viewport.
  ///
  /// - Parameters:
  ///   - vertices: The vertices (towns on corners, say).
  ///   - id: A name to style the overlay by.
  ///
  /// - Complexity: O(*n* · *k*), where *n* is the number of vertices and
  ///   *k* the number of copies in view.
  public mutating func addVertices(_ vertices: some Sequence<HexVertex>, id: String) {
    var points: [PixelPoint] = []
    let shifts = copies.map(offset(of:))
    for vertex in vertices {
      let p = geometry.point(of: vertex)
      for shift in shifts {
        let moved = PixelPoint(x: p.x + shift.width, y: p.y + shift.height)
        if moved.isFinite, viewport.contains(moved) { points.append(moved) }
      }
    }
    overlays.append(Overlay(id: id, drawing: .points(points)))
  }

  /// Adds an overlay given as a value, with the method for its content.
  ///
  /// - Parameter overlay: The overlay: a library result and its name.
  ///
  /// - Complexity: That of the method its content calls.
  public mutating func add(_ overlay: HexOverlay) {
    switch overlay.content {
    case .path(let hexes): addPath(hexes, id: overlay.id)
    case .cells(let hexes): addCells(hexes, id: overlay.id)
    case .outline(let outline): addOutline(outline, id: overlay.id)
    case .outlineOfHexes(let hexes): addOutline(of: hexes, id: overlay.id)
    case .edges(let edges): addEdges(edges, id: overlay.id)
    case .vertices(let vertices): addVertices(vertices, id: overlay.id)
    }
  }
}
