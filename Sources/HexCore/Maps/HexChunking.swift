/// A division of the plane into hexagon-shaped chunks of one radius, which
/// themselves form a coarser hex grid.
///
/// A chunking of radius `k` groups the hexes within `k` of the chunk
/// centers `x·(2k + 1, −k) + y·(k, k + 1)`: the lattice of
/// ``HexWraparound``'s mirror centers. The hexagons around those centers
/// tile the plane: every hex lies in exactly one chunk, and every chunk
/// holds `3k(k + 1) + 1` hexes (``hexesPerChunk``).
///
/// A chunk is named by its *chunk coordinate*, `Hex(q: x, r: y)`, a hex of
/// the coarse grid: coarse neighbors are neighboring chunks, and coarse
/// distances, rings and regions mean what they mean for hexes. Inside its
/// chunk a hex has a *local index* in `0..<hexesPerChunk`, the storage
/// order of a ``HexMap`` of radius `k` around the chunk's center (by `q`,
/// then `r`).
///
///     let chunks = HexChunking(radius: 2)!
///     chunks.chunk(of: Hex(q: 3, r: 0))          // Hex(q: 1, r: 0)
///     chunks.center(ofChunk: Hex(q: 1, r: 0))    // Hex(q: 5, r: -2)
///     chunks.localIndex(of: Hex(q: 5, r: -2))    // 9, the center of a radius-2 hexagon
///
/// hexx calls these conversions resolutions (`to_lower_res`,
/// `to_higher_res`, `to_local`): here they are ``chunk(of:)``,
/// ``center(ofChunk:)``, ``localIndex(of:)`` and ``hex(inChunk:at:)``.
///
/// Every conversion is O(1) and exact for every hex in
/// ``Hex/coordinateRange``; hexes outside it give `nil`.
public struct HexChunking: Hashable, Sendable {
  /// The chunks' radius, `k`.
  public let radius: Int
  /// The wrapping hexagon of the same radius, whose lattice rounding
  /// (``HexWraparound/_reduced(_:)``) finds a hex's offset from its chunk's
  /// center.
  private let lattice: HexWraparound

  /// The largest chunk radius, 2³⁰.
  public static var maximumRadius: Int { Hex.coordinateRange.upperBound }

  /// Creates a chunking of the given radius, or returns `nil` unless
  /// `0 <= radius <= 2³⁰` (``maximumRadius``).
  ///
  /// - Parameter radius: The chunks' radius; radius 0 gives one hex per
  ///   chunk.
  public init?(radius: Int) {
    guard radius >= 0, radius <= Self.maximumRadius, let lattice = HexWraparound(radius: radius) else {
      return nil
    }
    self.radius = radius
    self.lattice = lattice
  }

  /// The number of hexes in each chunk, `3k(k + 1) + 1`.
  public var hexesPerChunk: Int { lattice.count }

  /// Returns the chunk coordinate of the chunk that holds `hex` and the
  /// hex's local index in it, or `nil` for a hex outside
  /// ``Hex/coordinateRange``.
  ///
  /// - Parameter hex: Any hex.
  public func location(of hex: Hex) -> (chunk: Hex, index: Int)? {
    guard hex.isInCoordinateRange else { return nil }
    let offset = lattice._reduced(hex)
    return (chunkCoordinate(ofCenter: hex - offset), localShape.index(of: offset)!)
  }

  /// Returns the chunk coordinate of the chunk that holds `hex`, or `nil`
  /// for a hex outside ``Hex/coordinateRange``.
  ///
  /// - Parameter hex: Any hex.
  public func chunk(of hex: Hex) -> Hex? {
    guard hex.isInCoordinateRange else { return nil }
    return chunkCoordinate(ofCenter: hex - lattice._reduced(hex))
  }

  /// Returns the index of `hex` inside its chunk, in `0..<hexesPerChunk`,
  /// or `nil` for a hex outside ``Hex/coordinateRange``.
  ///
  /// The order is a ``HexMap``'s of radius `k` around the chunk's center:
  /// by `q`, then `r`, relative to the center; the center itself is index
  /// `hexesPerChunk / 2`.
  ///
  /// - Parameter hex: Any hex.
  public func localIndex(of hex: Hex) -> Int? {
    guard hex.isInCoordinateRange else { return nil }
    return localShape.index(of: lattice._reduced(hex))
  }

  /// Returns the center hex of the chunk with the given chunk coordinate,
  /// or `nil` when that chunk holds no hex of ``Hex/coordinateRange``
  /// (its center lies farther than `2³⁰ + k` from the origin).
  ///
  /// - Parameter chunk: A chunk coordinate, as ``chunk(of:)`` returns.
  public func center(ofChunk chunk: Hex) -> Hex? {
    // x·a + y·b with a = (2k + 1, −k), b = (k, k + 1), checked for
    // overflow: chunk coordinates may come from anywhere.
    let k = radius
    func component(_ u: Int, _ v: Int) -> Int? {
      let (x, o1) = chunk.q.multipliedReportingOverflow(by: u)
      let (y, o2) = chunk.r.multipliedReportingOverflow(by: v)
      let (sum, o3) = x.addingReportingOverflow(y)
      return o1 || o2 || o3 ? nil : sum
    }
    let limit = Self.maximumRadius + k
    guard let q = component(2 * k + 1, k), let r = component(-k, k + 1),
      q.magnitude <= UInt(limit), r.magnitude <= UInt(limit)
    else { return nil }
    let center = Hex(q: q, r: r)
    return center.s.magnitude <= UInt(limit) ? center : nil
  }

  /// Returns the hex at local index `index` of a chunk, or `nil` when the
  /// index is outside `0..<hexesPerChunk` or the chunk holds no hex of
  /// ``Hex/coordinateRange``.
  ///
  /// In a chunk at the edge of the range the result may lie outside
  /// ``Hex/coordinateRange`` (by at most `k`); every hex in the range
  /// comes back from its own chunk and index.
  ///
  /// - Parameters:
  ///   - chunk: A chunk coordinate.
  ///   - index: A local index, as ``localIndex(of:)`` returns.
  public func hex(inChunk chunk: Hex, at index: Int) -> Hex? {
    guard index >= 0, index < hexesPerChunk, let center = center(ofChunk: chunk) else { return nil }
    return center + localShape.hex(at: index)
  }

  /// Returns the hexes of a chunk, or `nil` when the chunk holds no hex of
  /// ``Hex/coordinateRange``.
  ///
  /// - Parameter chunk: A chunk coordinate.
  public func hexes(inChunk chunk: Hex) -> HexRegion? {
    center(ofChunk: chunk).map { $0.hexagon(radius: radius) }
  }

  /// The hexagon of radius `k` around the origin, numbered as a
  /// ``HexMap``'s storage.
  internal var localShape: _MapShape { .hexagon(center: .zero, radius: radius) }

  /// The chunk coordinate of a lattice point: solves
  /// `center = x·a + y·b` exactly (the determinant is the chunk size).
  /// Products stay below 2⁶² for centers within ±2³¹ and `k <= 2³⁰`.
  private func chunkCoordinate(ofCenter c: Hex) -> Hex {
    let k = radius, size = hexesPerChunk
    let x = (c.q * (k + 1) - k * c.r) / size
    let y = ((2 * k + 1) * c.r + k * c.q) / size
    return Hex(q: x, r: y)
  }
}
