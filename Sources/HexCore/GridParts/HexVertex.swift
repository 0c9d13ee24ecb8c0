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
/// Hexes outside ``Hex/coordinateRange`` never trap: neighbor steps wrap
/// around, and the results are unspecified.
public struct HexVertex: Hashable, Sendable {
  /// The canonical hex of this vertex: the one that sees it as ``corner``.
  public let hex: Hex
  /// The corner of ``hex`` that is this vertex: 0 or 1.
  public let corner: Int

  /// Creates the vertex at corner `corner` of `hex`, or `nil` unless
  /// `0 <= corner < 6`.
  ///
  /// - Parameters:
  ///   - hex: A hex with this vertex as a corner.
  ///   - corner: The corner index, from 0 to 5, in the order of
  ///     ``HexGeometry/corners(of:)``.
  @inlinable
  public init?(hex: Hex, corner: Int) {
    guard (0..<6).contains(corner) else { return nil }
    self.init(_hex: hex, corner: corner)
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
  /// in directions `6 - corner` and `5 - corner` (mod 6).
  ///
  /// - Complexity: O(1); the result is a three-element array.
  public var hexes: [Hex] { [hex, _step(hex, corner == 0 ? 0 : 5), _step(hex, 5 - corner)] }

  /// The three edges that end at this vertex: the two sides of ``hex`` on
  /// either side of the corner (edges `corner - 1` and `corner` of
  /// ``Hex/edges``), then the edge between the other two hexes.
  ///
  /// - Complexity: O(1); the result is a three-element array.
  public var edges: [HexEdge] {
    let sides = hex.edges
    // The other two hexes are the neighbors in directions 6 - c and 5 - c;
    // the step between them is direction 4 - c.
    return [
      sides[corner == 0 ? 5 : corner - 1], sides[corner],
      HexEdge(hex: _step(hex, corner == 0 ? 0 : 5), direction: HexDirection(_unchecked: 4 - corner)),
    ]
  }

  /// The three vertices one edge away from this one, at the far ends of
  /// its ``edges``, in the same order.
  ///
  /// - Complexity: O(1); the result is a three-element array.
  public var adjacentVertices: [HexVertex] {
    edges.map { edge in
      let ends = edge.vertices
      return ends[0] == self ? ends[1] : ends[0]
    }
  }
}

extension HexVertex: CustomStringConvertible {
  /// A short description such as `HexVertex(q: 1, r: -2, corner: 0)`.
  public var description: String { "HexVertex(q: \(hex.q), r: \(hex.r), corner: \(corner))" }
}

extension Hex {
  /// The six vertices of this hex, in the order of its corners
  /// (``HexGeometry/corners(of:)``): vertex `i` is corner `i`.
  ///
  /// The collection is a fixed-size value: reading it allocates nothing.
  @inlinable
  public var vertices: HexVertices { HexVertices(hex: self) }
}

/// The six vertices of a hex, in the order of its corners.
///
/// A fixed-size collection that never allocates. See ``Hex/vertices``.
public struct HexVertices: RandomAccessCollection, Hashable, Sendable {
  /// The hex whose vertices these are.
  public let hex: Hex

  @inlinable
  internal init(hex: Hex) { self.hex = hex }

  /// The position of the first vertex, 0.
  @inlinable
  public var startIndex: Int { 0 }
  /// The position past the last vertex, 6.
  @inlinable
  public var endIndex: Int { 6 }

  /// Vertex `index`: corner `index` of the hex.
  ///
  /// - Precondition: `0 <= index < 6`.
  @inlinable
  public subscript(index: Int) -> HexVertex {
    precondition(index >= 0 && index < 6, "HexVertices index out of range")
    return HexVertex(_hex: hex, corner: index)
  }
}
