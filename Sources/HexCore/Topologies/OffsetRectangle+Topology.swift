// A rectangle of an offset grid as a world of its own: the rectangular map
// that does not wrap.

extension OffsetRectangle: HexTopology {
  /// Returns `hex` when the rectangle holds it, `nil` otherwise: a
  /// rectangle does not wrap.
  ///
  /// - Parameter hex: Any hex.
  @inlinable
  public func canonical(_ hex: Hex) -> Hex? { contains(hex) ? hex : nil }

  /// Returns ``Hex/distance(to:)`` between two hexes of the rectangle,
  /// `nil` when either lies outside it.
  ///
  /// A rectangle's shortest ways can stay in it, so its distances are the
  /// plane's: each step of a shortest way can be taken along the rectangle's
  /// rows and columns toward the other hex without leaving them (checked
  /// against a breadth-first search of every pair of every rectangle up to
  /// 6 × 6 of each kind, by the tests).
  ///
  /// - Parameters:
  ///   - a: A hex.
  ///   - b: Another.
  @inlinable
  public func distance(from a: Hex, to b: Hex) -> Int? {
    contains(a) && contains(b) ? a.distance(to: b) : nil
  }

  /// The smallest region that holds the rectangle: the ranges of `q`, `r`
  /// and `s` over its four corner cells (each coordinate is monotone along
  /// rows and along columns), or an empty region for an empty rectangle.
  public var bounds: HexRegion {
    guard !rows.isEmpty, !columns.isEmpty else { return .empty }
    let corners = [
      (rows.lowerBound, columns.lowerBound), (rows.lowerBound, columns.upperBound - 1),
      (rows.upperBound - 1, columns.lowerBound), (rows.upperBound - 1, columns.upperBound - 1),
    ].map { Hex(OffsetCoordinate(row: $0.0, col: $0.1), kind: kind) }
    let q = corners.map(\.q), r = corners.map(\.r), s = corners.map(\.s)
    return HexRegion(q: q.min()!...q.max()!, r: r.min()!...r.max()!, s: s.min()!...s.max()!)
  }

  /// ``Hex/distance(to:)``: within a rectangle it is the number of steps.
  ///
  /// - Parameters:
  ///   - a: A hex of the rectangle.
  ///   - b: Another.
  @inlinable
  public func estimatedDistance(from a: Hex, to b: Hex) -> Int { a.distance(to: b) }
}
