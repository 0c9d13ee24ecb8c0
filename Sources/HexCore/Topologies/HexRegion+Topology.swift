// A region as a world of its own: the bounded map of most games.

extension HexRegion: HexTopology {
  /// Returns `hex` when the region holds it, `nil` otherwise: a region does
  /// not wrap.
  ///
  /// - Parameter hex: Any hex.
  @inlinable
  public func canonical(_ hex: Hex) -> Hex? { contains(hex) ? hex : nil }

  /// Returns ``Hex/distance(to:)`` between two hexes of the region, `nil`
  /// when either lies outside it.
  ///
  /// A region's shortest ways never leave it: a shortest step sequence
  /// can move each of `q`, `r` and `s` monotonically from one hex's value
  /// to the other's, and the region bounds each coordinate by a range.
  ///
  /// - Parameters:
  ///   - a: A hex.
  ///   - b: Another.
  @inlinable
  public func distance(from a: Hex, to b: Hex) -> Int? {
    contains(a) && contains(b) ? a.distance(to: b) : nil
  }

  /// The region itself.
  @inlinable
  public var bounds: HexRegion { self }

  /// ``Hex/distance(to:)``: within a region it is the number of steps.
  ///
  /// - Parameters:
  ///   - a: A hex of the region.
  ///   - b: Another.
  @inlinable
  public func estimatedDistance(from a: Hex, to b: Hex) -> Int { a.distance(to: b) }
}
