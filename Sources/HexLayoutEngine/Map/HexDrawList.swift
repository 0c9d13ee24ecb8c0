import HexCore

/// What a map view draws in one frame: the visible cells and overlays, in
/// screen points, culled to the viewport.
///
/// A draw list is built from a map (its region and geometry), a
/// ``HexCamera`` and the viewport's size. Its cells are exactly the map's
/// hexes whose cells intersect the viewport (see
/// `HexGeometry.hexes(intersecting:within:limit:)`), found in time that
/// follows their number, not the map's; each is drawn as
/// `geometry.hexagon(of: hex).outline()`, where ``geometry`` is the map's
/// geometry on screen. Overlays come from the library's own results — a
/// `HexPath`, an outline (`HexOutline`: a movement range's border), a set
/// of cells (a field of view), grid edges and vertices — culled the same
/// way.
///
///     let map = Hex.zero.hexagon(radius: 577)                // 10⁶ hexes
///     let world = HexGeometry(orientation: .flatTop, size: 10)
///     let camera = HexCamera(center: .zero, zoom: 1)
///     var frame = HexDrawList(region: map, geometry: world, camera: camera,
///                             viewport: PixelSize(width: 1920, height: 1080))
///     frame.cells.count                                       // 8,191
///     frame.addPath(route, id: "route")
///
/// (About 1920 × 1080 / 259.8, the area of a cell of size 10, is 7,981
/// cells wholly or partly inside; the 8,191 include the cells the
/// viewport's border cuts.)
///
/// **Level of detail.** The list has no cells, its ``levelOfDetail`` is
/// ``LevelOfDetail/mapOutline``, and the map is drawn as one polygon,
/// ``mapOutline``, through the centers of its corner hexes, in two cases:
///
/// - Below ``minimumCellSize`` screen points per cell (the smaller of the
///   magnitudes of the geometry's size components times the zoom), cells
///   are too small to tell apart. Cells of size zero, or subnormal (below
///   2⁻¹⁰²² points), count as too small whatever the minimum, 0 included.
/// - More than `HexGeometry.defaultCullingLimit` (2²², about 4 million)
///   cells would be visible: a huge viewport, or a small
///   `minimumCellSize`, over a big map.
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
  /// The map's hexes.
  public let region: HexRegion
  /// The smallest cell size drawn cell by cell.
  public let minimumCellSize: Double
  /// Whether cells are drawn one by one.
  public let levelOfDetail: LevelOfDetail
  /// The visible hexes: those of the map whose cells intersect the
  /// viewport, column by column (flat-top) or row by row (pointy-top);
  /// empty at ``LevelOfDetail/mapOutline``.
  public let cells: [Hex]
  /// The map drawn as one polygon at ``LevelOfDetail/mapOutline`` (the
  /// centers of its corner hexes, on screen); empty otherwise.
  public let mapOutline: [PixelPoint]
  /// The overlays, in the order they were added.
  public private(set) var overlays: [Overlay] = []

  /// Builds the draw list of one frame.
  ///
  /// - Parameters:
  ///   - region: The map's hexes.
  ///   - geometry: The map's geometry, in world coordinates.
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
  public init(
    region: HexRegion, geometry: HexGeometry, camera: HexCamera, viewport: PixelSize,
    minimumCellSize: Double = HexDrawList.defaultMinimumCellSize
  ) {
    let size =
      viewport.isFinite ? PixelSize(width: Swift.max(viewport.width, 0), height: Swift.max(viewport.height, 0)) : .zero
    let screen = camera.screenGeometry(for: geometry, in: size)
    self.geometry = screen
    self.viewport = PixelRect(origin: .zero, size: size)
    self.region = region
    self.minimumCellSize = minimumCellSize.isFinite ? Swift.max(minimumCellSize, 0) : Self.defaultMinimumCellSize
    let cellSize = Swift.min(screen.size.width.magnitude, screen.size.height.magnitude)
    if !screen.origin.isFinite || !screen.size.isFinite {
      // Nothing can be placed on screen: no cells, and no polygon either.
      levelOfDetail = .mapOutline
      cells = []
      mapOutline = []
    } else if cellSize.isNormal, cellSize >= self.minimumCellSize,
      let visible = screen.hexes(intersecting: self.viewport, within: region)
    {
      levelOfDetail = .cells
      cells = visible
      mapOutline = []
    } else {
      levelOfDetail = .mapOutline
      cells = []
      let outline = Self.cornerCenters(of: region).map { screen.center(of: $0) }
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

  /// Adds a path: the polyline through its hexes' centers, split into the
  /// stretches that cross the viewport.
  ///
  /// - Parameters:
  ///   - path: The hexes of a path, in order (a `HexPath`'s `hexes`, a line).
  ///   - id: A name to style the overlay by.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public mutating func addPath(_ path: [Hex], id: String) {
    var stretches: [[PixelPoint]] = []
    var current: [PixelPoint] = []
    var previous: PixelPoint?
    for hex in path {
      let point = geometry.center(of: hex)
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
    if path.count == 1, let only = path.first, geometry.hexagon(of: only).intersects(viewport) {
      stretches = [[geometry.center(of: only)]]
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
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public mutating func addPath(_ path: HexPath, id: String) {
    addPath(path.hexes, id: id)
  }

  /// Adds the outline of a set of hexes (a movement range's border): its
  /// loops as polygons, those whose bounding box meets the viewport.
  ///
  /// - Parameters:
  ///   - outline: The outline.
  ///   - id: A name to style the overlay by.
  ///
  /// - Complexity: O(*v*), where *v* is the number of the outline's vertices.
  public mutating func addOutline(_ outline: HexOutline, id: String) {
    let polygons = outline.polygons(in: geometry).filter { polygon in
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
    overlays.append(Overlay(id: id, drawing: .polygons(polygons)))
  }

  /// Adds whole cells (a field of view, a selection): those whose cells
  /// intersect the viewport.
  ///
  /// - Parameters:
  ///   - hexes: The hexes.
  ///   - id: A name to style the overlay by.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public mutating func addCells(_ hexes: some Sequence<Hex>, id: String) {
    let visible = hexes.filter { geometry.hexagon(of: $0).intersects(viewport) }
    overlays.append(Overlay(id: id, drawing: .cells(visible)))
  }

  /// Adds grid edges as segments, those that meet the viewport.
  ///
  /// - Parameters:
  ///   - edges: The edges (a wall, a river).
  ///   - id: A name to style the overlay by.
  ///
  /// - Complexity: O(*n*), where *n* is the number of edges.
  public mutating func addEdges(_ edges: some Sequence<HexEdge>, id: String) {
    var segments: [(start: PixelPoint, end: PixelPoint)] = []
    for edge in edges {
      let (a, b) = geometry.endpoints(of: edge)
      if a.isFinite, b.isFinite, isVisible(a, b) { segments.append((a, b)) }
    }
    overlays.append(Overlay(id: id, drawing: .segments(segments)))
  }

  /// Adds grid vertices as points, those in the viewport.
  ///
  /// - Parameters:
  ///   - vertices: The vertices (towns on corners, say).
  ///   - id: A name to style the overlay by.
  ///
  /// - Complexity: O(*n*), where *n* is the number of vertices.
  public mutating func addVertices(_ vertices: some Sequence<HexVertex>, id: String) {
    let points = vertices.map { geometry.point(of: $0) }.filter { $0.isFinite && viewport.contains($0) }
    overlays.append(Overlay(id: id, drawing: .points(points)))
  }
}
