/// One side of a hex cell: the edge between two neighboring hexes.
///
/// Every edge of the grid has exactly one `HexEdge` value. It is stored in a
/// canonical form: a hex and one of the three directions with index 0, 1 or
/// 2 (``HexDirection/flatBottomRight``, ``HexDirection/flatBottom``,
/// ``HexDirection/flatBottomLeft``). The initializer accepts any of the six
/// directions and converts: the edge of `h` facing direction `d` with
/// `d.index >= 3` is the edge of `h.neighbor(in: d)` facing `d.opposite`.
///
///     let a = HexEdge(hex: .zero, direction: .flatTop)
///     let b = HexEdge(hex: Hex(q: 0, r: -1), direction: .flatBottom)
///     // a == b; a.hex == Hex(q: 0, r: -1); a.direction == .flatBottom
///
/// A hex's six edges come in the order of its corners (see
/// ``Hex/edges``): edge `i` runs from corner `i` to corner `i + 1` and faces
/// the neighbor in direction `5 - i`. Pixel positions come from a
/// ``HexGeometry``: ``HexGeometry/endpoints(of:)``,
/// ``HexGeometry/midpoint(of:)`` and ``HexGeometry/edge(nearest:)``.
///
/// ## The coordinate range
///
/// An edge is in range (``isInCoordinateRange``) when both hexes it
/// separates lie in ``Hex/coordinateRange``. No part the library returns
/// touches a hex outside the range: ``init(between:and:)``,
/// ``HexGeometry/edge(nearest:)`` and decoding give `nil` or throw rather
/// than such an edge, and ``vertices``, ``adjacentEdges``, ``Hex/edges``
/// and ``HexVertex/edges`` leave such parts out, so they have fewer
/// elements along the range's edge. An edge made with
/// ``init(hex:direction:)`` is not checked; beyond the range neighbor steps
/// wrap around rather than trap.
public struct HexEdge: Hashable, Sendable {
  /// The canonical hex of this edge: the one whose ``direction`` has index 0,
  /// 1 or 2.
  public let hex: Hex
  /// The direction from ``hex`` across this edge, with index 0, 1 or 2.
  public let direction: HexDirection

  /// Creates the edge of `hex` that faces the neighbor in `direction`.
  ///
  /// - Parameters:
  ///   - hex: A hex on one side of the edge.
  ///   - direction: The direction from `hex` to the hex on the other side;
  ///     any of the six.
  @inlinable
  public init(hex: Hex, direction: HexDirection) {
    if direction.index < 3 {
      self.hex = hex
      self.direction = direction
    } else {
      self.hex = _step(hex, direction.index)
      self.direction = HexDirection(_unchecked: direction.index - 3)
    }
  }

  /// Creates the edge between two neighboring hexes, or `nil` if they are
  /// not neighbors or either lies outside ``Hex/coordinateRange``.
  ///
  ///     HexEdge(between: .zero, and: Hex(q: 0, r: 1))  // the bottom edge of .zero
  ///     HexEdge(between: .zero, and: Hex(q: 2, r: 0))  // nil
  ///
  /// - Parameters:
  ///   - a: One hex.
  ///   - b: Another hex.
  @inlinable
  public init?(between a: Hex, and b: Hex) {
    guard a.isInCoordinateRange, b.isInCoordinateRange, let direction = a.direction(to: b) else { return nil }
    self.init(hex: a, direction: direction)
  }

  /// A Boolean value indicating whether both hexes this edge separates lie
  /// in ``Hex/coordinateRange``.
  @inlinable
  public var isInCoordinateRange: Bool {
    hex.isInCoordinateRange && _step(hex, direction.index).isInCoordinateRange
  }

  /// The two hexes this edge separates: ``hex``, then its neighbor in
  /// ``direction``; those outside ``Hex/coordinateRange`` are left out.
  ///
  /// - Complexity: O(1); the result has at most two elements.
  public var hexes: [Hex] { [hex, _step(hex, direction.index)].filter(\.isInCoordinateRange) }

  /// The two ends of this edge, in the order of ``hex``'s corners: corner
  /// `5 - d`, then corner `6 - d` (mod 6), where `d` is `direction.index`.
  ///
  /// An end that touches a hex outside ``Hex/coordinateRange`` is left
  /// out: along the range's edge an edge has one end or none.
  ///
  /// - Complexity: O(1); the result has at most two elements.
  public var vertices: [HexVertex] { _vertices.filter(\.isInCoordinateRange) }

  /// Both ends, in range or not.
  internal var _vertices: [HexVertex] {
    let (first, second) = _cornerIndices
    return [HexVertex(_hex: hex, corner: first), HexVertex(_hex: hex, corner: second)]
  }

  /// The four edges that share an end with this edge: two at each of its
  /// ends, in the order of ``vertices``.
  ///
  /// Edges that touch a hex outside ``Hex/coordinateRange`` are left out.
  ///
  /// - Complexity: O(1); the result has at most four elements.
  public var adjacentEdges: [HexEdge] {
    var result: [HexEdge] = []
    result.reserveCapacity(4)
    for vertex in _vertices {
      for edge in vertex._edges where edge != self && edge.isInCoordinateRange { result.append(edge) }
    }
    return result
  }

  /// The corners of ``hex`` at the two ends of this edge.
  @inlinable
  internal var _cornerIndices: (Int, Int) {
    let first = 5 - direction.index
    return (first, first == 5 ? 0 : first + 1)
  }
}

extension HexEdge: CustomStringConvertible {
  /// A short description such as `HexEdge(q: 1, r: -2, direction: 1)`.
  public var description: String { "HexEdge(q: \(hex.q), r: \(hex.r), direction: \(direction.index))" }
}

extension Hex {
  /// The edges of this hex, in the order of its corners: six, except along
  /// the edge of ``Hex/coordinateRange``.
  ///
  /// Edge `i` runs from corner `i` to corner `i + 1` (mod 6) of
  /// ``HexGeometry/corners(of:)`` and is shared with the neighbor in
  /// direction `5 - i`. On a flat-top screen edge 0 is the upper-right side,
  /// and the edges run counterclockwise as seen on a y-down screen.
  ///
  /// Its indices are the corner numbers: `edges[i]` is edge `i`. An edge
  /// to a neighbor outside ``Hex/coordinateRange`` is left out (its index
  /// is skipped), so a hex on the range's outermost ring has fewer than six
  /// edges and a hex outside the range none.
  ///
  /// The collection is a fixed-size value: reading it allocates nothing.
  @inlinable
  public var edges: HexSextet<HexEdge> {
    var mask = _allSlots
    if !_isInsideRange(self) {
      mask = 0
      if isInCoordinateRange {
        for i in 0..<6 where _step(self, 5 - i).isInCoordinateRange { mask |= 1 << i }
      }
    }
    return HexSextet(self, .edges, mask: mask)
  }
}
