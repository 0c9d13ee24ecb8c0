import HexCore

/// An overlay as a value: a library result, in the world's hexes, and the
/// name to style it by.
///
/// A map view draws its overlays from values, so that a route or a range
/// is computed once, when its inputs change, not on every frame: keep the
/// result in your state and hand the view the overlay.
///
///     let overlays: [HexOverlay] = [
///       .path(route, id: "route"),
///       .outline(of: reachable, id: "range"),
///     ]
///     for overlay in overlays { frame.add(overlay) }
///
/// Each frame's ``HexDrawList`` culls the overlay to the viewport (at
/// every copy in view, on a wrapping world).
public struct HexOverlay: Hashable, Sendable {
  /// What an overlay shows.
  public enum Content: Hashable, Sendable {
    /// A path, through its hexes' centers (``HexDrawList/addPath(_:id:)-([Hex],_)``).
    case path([Hex])
    /// Whole cells (``HexDrawList/addCells(_:id:)``).
    case cells([Hex])
    /// An outline's loops (``HexDrawList/addOutline(_:id:)``).
    case outline(HexOutline)
    /// The border of a set of hexes, joined across a wrapping world's seam
    /// (``HexDrawList/addOutline(of:id:)``).
    case outlineOfHexes([Hex])
    /// Grid edges (``HexDrawList/addEdges(_:id:)``).
    case edges([HexEdge])
    /// Grid vertices (``HexDrawList/addVertices(_:id:)``).
    case vertices([HexVertex])
  }

  /// The name to style the overlay by; the drawn overlay carries it.
  public var id: String
  /// What the overlay shows.
  public var content: Content

  /// Creates an overlay.
  ///
  /// - Parameters:
  ///   - id: The name to style it by.
  ///   - content: What it shows.
  public init(id: String, content: Content) {
    self.id = id
    self.content = content
  }

  /// A path a search found.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - id: The name to style it by.
  ///
  /// - Complexity: O(*n*), where *n* is the number of the path's hexes.
  public static func path(_ path: HexPath, id: String) -> HexOverlay {
    HexOverlay(id: id, content: .path(path.hexes))
  }

  /// A path given as its hexes, in order (a line).
  ///
  /// - Parameters:
  ///   - hexes: The hexes.
  ///   - id: The name to style it by.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public static func path(_ hexes: some Sequence<Hex>, id: String) -> HexOverlay {
    HexOverlay(id: id, content: .path(Array(hexes)))
  }

  /// Whole cells (a field of view, a selection).
  ///
  /// - Parameters:
  ///   - hexes: The hexes.
  ///   - id: The name to style it by.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public static func cells(_ hexes: some Sequence<Hex>, id: String) -> HexOverlay {
    HexOverlay(id: id, content: .cells(Array(hexes)))
  }

  /// An outline's loops (a `HexOutline` you already have).
  ///
  /// - Parameters:
  ///   - outline: The outline.
  ///   - id: The name to style it by.
  public static func outline(_ outline: HexOutline, id: String) -> HexOverlay {
    HexOverlay(id: id, content: .outline(outline))
  }

  /// The border of a set of hexes (a movement range).
  ///
  /// - Parameters:
  ///   - hexes: The hexes.
  ///   - id: The name to style it by.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public static func outline(of hexes: some Sequence<Hex>, id: String) -> HexOverlay {
    HexOverlay(id: id, content: .outlineOfHexes(Array(hexes)))
  }

  /// Grid edges (a wall, a river).
  ///
  /// - Parameters:
  ///   - edges: The edges.
  ///   - id: The name to style it by.
  ///
  /// - Complexity: O(*n*), where *n* is the number of edges.
  public static func edges(_ edges: some Sequence<HexEdge>, id: String) -> HexOverlay {
    HexOverlay(id: id, content: .edges(Array(edges)))
  }

  /// Grid vertices (towns on corners).
  ///
  /// - Parameters:
  ///   - vertices: The vertices.
  ///   - id: The name to style it by.
  ///
  /// - Complexity: O(*n*), where *n* is the number of vertices.
  public static func vertices(_ vertices: some Sequence<HexVertex>, id: String) -> HexOverlay {
    HexOverlay(id: id, content: .vertices(Array(vertices)))
  }
}
