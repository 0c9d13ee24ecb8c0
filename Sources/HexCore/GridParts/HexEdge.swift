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
/// Hexes outside ``Hex/coordinateRange`` never trap: neighbor steps wrap
/// around, and the results are unspecified.
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
  /// not neighbors.
  ///
  ///     HexEdge(between: .zero, and: Hex(q: 0, r: 1))  // the bottom edge of .zero
  ///     HexEdge(between: .zero, and: Hex(q: 2, r: 0))  // nil
  ///
  /// - Parameters:
  ///   - a: One hex.
  ///   - b: Another hex.
  @inlinable
  public init?(between a: Hex, and b: Hex) {
    guard let direction = a.direction(to: b) else { return nil }
    self.init(hex: a, direction: direction)
  }

  /// The two hexes this edge separates: ``hex``, then its neighbor in
  /// ``direction``.
  ///
  /// - Complexity: O(1); the result is a two-element array.
  public var hexes: [Hex] { [hex, _step(hex, direction.index)] }

  /// The two ends of this edge, in the order of ``hex``'s corners: corner
  /// `5 - d`, then corner `6 - d` (mod 6), where `d` is `direction.index`.
  ///
  /// - Complexity: O(1); the result is a two-element array.
  public var vertices: [HexVertex] {
    let (first, second) = _cornerIndices
    return [HexVertex(_hex: hex, corner: first), HexVertex(_hex: hex, corner: second)]
  }

  /// The four edges that share an end with this edge: two at each of its
  /// ``vertices``, in that order.
  ///
  /// - Complexity: O(1); the result is a four-element array.
  public var adjacentEdges: [HexEdge] {
    var result: [HexEdge] = []
    result.reserveCapacity(4)
    for vertex in vertices {
      for edge in vertex.edges where edge != self { result.append(edge) }
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
  /// The six edges of this hex, in the order of its corners.
  ///
  /// Edge `i` runs from corner `i` to corner `i + 1` (mod 6) of
  /// ``HexGeometry/corners(of:)`` and is shared with the neighbor in
  /// direction `5 - i`. On a flat-top screen edge 0 is the upper-right side,
  /// and the edges run counterclockwise as seen on a y-down screen.
  ///
  /// The collection is a fixed-size value: reading it allocates nothing.
  @inlinable
  public var edges: HexEdges { HexEdges(hex: self) }
}

/// The six edges of a hex, in the order of its corners.
///
/// A fixed-size collection that never allocates. See ``Hex/edges``.
public struct HexEdges: RandomAccessCollection, Hashable, Sendable {
  /// The hex whose edges these are.
  public let hex: Hex

  @inlinable
  internal init(hex: Hex) { self.hex = hex }

  /// The position of the first edge, 0.
  @inlinable
  public var startIndex: Int { 0 }
  /// The position past the last edge, 6.
  @inlinable
  public var endIndex: Int { 6 }

  /// Edge `index`: from corner `index` to corner `index + 1`, facing
  /// direction `5 - index`.
  ///
  /// - Precondition: `0 <= index < 6`.
  @inlinable
  public subscript(index: Int) -> HexEdge {
    precondition(index >= 0 && index < 6, "HexEdges index out of range")
    return HexEdge(hex: hex, direction: HexDirection(_unchecked: 5 - index))
  }
}

/// The neighbor of `hex` in direction `index` (0..<6), with wrapping
/// arithmetic so that no hex traps.
@inlinable
internal func _step(_ hex: Hex, _ index: Int) -> Hex {
  hex &+ HexDirection(_unchecked: index).vector
}
