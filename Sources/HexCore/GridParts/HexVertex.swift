/// One corner point of the grid, where three hexes meet.
///
/// Every vertex of the grid has exactly one `HexVertex` value. It is stored
/// in a canonical form: a hex and its corner 0 or 1 (the corner numbering of
/// ``HexGeometry/corners(of:)``). Around every vertex the three hexes see it
/// as corners `i`, `i + 2` and `i + 4` (mod 6), so the vertices with an even
/// corner index have exactly one hex that sees them as corner 0, and the odd
/// ones exactly one that sees them as corner 1.
///
///     let v = HexVertex(hex: .zero, corner: 2)!
///     // v.hex == Hex(q: -1, r: 0); v.corner == 0
///
/// Corner `i` of hex `h` is shared with the neighbors in directions
/// `6 - i` and `5 - i` (mod 6). Pixel positions come from a ``HexGeometry``:
/// ``HexGeometry/point(of:)`` and ``HexGeometry/vertex(nearest:)``.
///
/// ## The coordinate range
///
/// A vertex is in range (``isInCoordinateRange``) when all three hexes
/// that meet there lie in ``Hex/coordinateRange``. No part the library
/// returns touches a hex outside the range: ``init(hex:corner:)``,
/// ``HexGeometry/vertex(nearest:)`` and decoding give `nil` or throw rather
/// than such a vertex, and ``edges``, ``adjacentVertices``,
/// ``Hex/vertices`` and ``HexEdge/vertices`` leave such parts out, so they
/// have fewer elements along the range's edge.
public struct HexVertex: Hashable, Sendable {
  /// The canonical hex of this vertex: the one that sees it as ``corner``.
  public let hex: Hex
  /// The corner of ``hex`` that is this vertex: 0 or 1.
  public let corner: Int

  /// Creates the vertex at corner `corner` of `hex`, or `nil` unless
  /// `0 <= corner < 6` and the three hexes that meet there lie in
  /// ``Hex/coordinateRange``.
  ///
  /// - Parameters:
  ///   - hex: A hex with this vertex as a corner.
  ///   - corner: The corner index, from 0 to 5, in the order of
  ///     ``HexGeometry/corners(of:)``.
  @inlinable
  public init?(hex: Hex, corner: Int) {
    guard (0..<6).contains(corner) else { return nil }
    self.init(_hex: hex, corner: corner)
    guard isInCoordinateRange else { return nil }
  }

  /// A Boolean value indicating whether the three hexes that meet at this
  /// vertex lie in ``Hex/coordinateRange``.
  @inlinable
  public var isInCoordinateRange: Bool {
    hex.isInCoordinateRange && _step(hex, corner == 0 ? 0 : 5).isInCoordinateRange
      && _step(hex, 5 - corner).isInCoordinateRange
  }

  /// Creates the vertex at corner `corner` (0..<6) of `hex`.
  @inlinable
  internal init(_hex hex: Hex, corner: Int) {
    // Corner i of h is corner i + 4 of h's neighbor in direction 5 - i, and
    // corner i + 2 of the neighbor in direction 6 - i.
    switch corner {
    case 0, 1: (self.hex, self.corner) = (hex, corner)
    case 2: (self.hex, self.corner) = (_step(hex, 3), 0)
    case 3: (self.hex, self.corner) = (_step(hex, 2), 1)
    case 4: (self.hex, self.corner) = (_step(hex, 2), 0)
    default: (self.hex, self.corner) = (_step(hex, 1), 1)
    }
  }

  /// The three hexes that meet at this vertex: ``hex``, then its neighbors
  /// in directions `6 - corner` and `5 - corner` (mod 6); those outside
  /// ``Hex/coordinateRange`` are left out.
  ///
  /// - Complexity: O(1); the result has at most three elements.
  public var hexes: [Hex] {
    [hex, _step(hex, corner == 0 ? 0 : 5), _step(hex, 5 - corner)].filter(\.isInCoordinateRange)
  }

  /// The three edges that end at this vertex: the two sides of ``hex`` on
  /// either side of the corner (edges `corner - 1` and `corner` of
  /// ``Hex/edges``), then the edge between the other two hexes.
  ///
  /// Edges that touch a hex outside ``Hex/coordinateRange`` are left out.
  ///
  /// - Complexity: O(1); the result has at most three elements.
  public var edges: [HexEdge] { _edges.filter(\.isInCoordinateRange) }

  /// All three edges, in range or not.
  internal var _edges: [HexEdge] {
    // The other two hexes are the neighbors in directions 6 - c and 5 - c;
    // the step between them is direction 4 - c.
    [
      HexEdge(hex: hex, direction: HexDirection(_unchecked: corner == 0 ? 0 : 6 - corner)),
      HexEdge(hex: hex, direction: HexDirection(_unchecked: 5 - corner)),
      HexEdge(hex: _step(hex, corner == 0 ? 0 : 5), direction: HexDirection(_unchecked: 4 - corner)),
    ]
  }

  /// The three vertices one edge away from this one, at the far ends of
  /// its edges, in the order of ``edges``.
  ///
  /// Vertices that touch a hex outside ``Hex/coordinateRange`` are left
  /// out.
  ///
  /// - Complexity: O(1); the result has at most three elements.
  public var adjacentVertices: [HexVertex] {
    _edges.compactMap { edge in
      let ends = edge._vertices
      let other = ends[0] == self ? ends[1] : ends[0]
      return other.isInCoordinateRange ? other : nil
    }
  }
}

extension HexVertex: CustomStringConvertible {
  /// A short description such as `HexVertex(q: 1, r: -2, corner: 0)`.
  public var description: String { "HexVertex(q: \(hex.q), r: \(hex.r), corner: \(corner))" }
}

extension Hex {
  /// The vertices of this hex, in the order of its corners
  /// (``HexGeometry/corners(of:)``): vertex `i` is corner `i`.
  ///
  /// Its indices are the corner numbers. A vertex that touches a hex
  /// outside ``Hex/coordinateRange`` is left out (its index is skipped), so
  /// a hex on the range's outermost ring has fewer than six vertices and a
  /// hex outside the range none.
  ///
  /// The collection is a fixed-size value: reading it allocates nothing.
  @inlinable
  public var vertices: HexSextet<HexVertex> {
    var mask = _allSlots
    if !_isInsideRange(self) {
      mask = 0
      if isInCoordinateRange {
        // Corner i is shared with the neighbors in directions 6 - i and 5 - i.
        for i in 0..<6
        where _step(self, i == 0 ? 0 : 6 - i).isInCoordinateRange
          && _step(self, 5 - i).isInCoordinateRange
        {
          mask |= 1 << i
        }
      }
    }
    return HexSextet(self, .vertices, mask: mask)
  }
}
