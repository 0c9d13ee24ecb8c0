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
  /// `1 / (3k(k + 1) + 1)`, for the lattice rounding.
  private let inverseSize: Double

  /// The largest chunk radius, 2³⁰.
  public static var maximumRadius: Int { Hex.coordinateRange.upperBound }

  /// Creates a chunking of the given radius, or returns `nil` unless
  /// `0 <= radius <= 2³⁰` (``maximumRadius``).
  ///
  /// - Parameter radius: The chunks' radius; radius 0 gives one hex per
  ///   chunk.
  public init?(radius: Int) {
    guard radius >= 0, radius <= Self.maximumRadius else { return nil }
    self.radius = radius
    self.inverseSize = 1 / Double(3 * radius * (radius + 1) + 1)
  }

  /// The number of hexes in each chunk, `3k(k + 1) + 1`.
  public var hexesPerChunk: Int { 3 * radius * (radius + 1) + 1 }

  /// Returns the chunk coordinate of the chunk that holds `hex` and the
  /// hex's local index in it, or `nil` for a hex outside
  /// ``Hex/coordinateRange``.
  ///
  /// - Parameter hex: Any hex.
  public func location(of hex: Hex) -> (chunk: Hex, index: Int)? {
    guard hex.isInCoordinateRange else { return nil }
    let (chunk, offset) = split(hex)
    return (chunk, localShape.index(of: offset)!)
  }

  /// Returns the chunk coordinate of the chunk that holds `hex`, or `nil`
  /// for a hex outside ``Hex/coordinateRange``.
  ///
  /// - Parameter hex: Any hex.
  public func chunk(of hex: Hex) -> Hex? {
    guard hex.isInCoordinateRange else { return nil }
    return split(hex).chunk
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
    return localShape.index(of: split(hex).offset)
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

  /// The chunk of a hex in ``Hex/coordinateRange`` and the hex's offset
  /// from the chunk's center, within `k`.
  ///
  /// Solves `hex = x·a + y·b` for the lattice basis `a = (2k + 1, −k)`,
  /// `b = (k, k + 1)` (determinant `3k(k + 1) + 1`, the chunk size) in
  /// doubles, rounds `x` and `y`, then steps to a neighboring lattice
  /// point while that brings the offset nearer, as
  /// `HexWraparound._reduced` does with integer division; the
  /// doubles spare four 64-bit divisions. The numerators are exact
  /// integers below 2⁶² and the quotients below 2³¹, so the rounding is off
  /// by at most one lattice step, which the stepping corrects.
  private func split(_ hex: Hex) -> (chunk: Hex, offset: Hex) {
    let k = radius
    let x = Double(hex.q * (k + 1) - k * hex.r) * inverseSize
    let y = Double((2 * k + 1) * hex.r + k * hex.q) * inverseSize
    // Round to nearest without libm: exact for |x| < 2⁵¹.
    var cx = Int((x + 0x1.8p52) - 0x1.8p52), cy = Int((y + 0x1.8p52) - 0x1.8p52)
    var offset = Hex(q: hex.q - (2 * k + 1) * cx - k * cy, r: hex.r + k * cx - (k + 1) * cy)
    var length = offset.length
    while length > k {
      // The six neighboring lattice points: ±a, ±b, ±(b − a).
      var best = (offset: offset, length: length, dx: 0, dy: 0)
      for (dx, dy) in [(1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1)] {
        let candidate = Hex(
          q: offset.q - (2 * k + 1) * dx - k * dy, r: offset.r + k * dx - (k + 1) * dy)
        let l = candidate.length
        if l < best.length { best = (candidate, l, dx, dy) }
      }
      guard best.length < length else { break }  // unreachable: the tiling is exact
      (offset, length) = (best.offset, best.length)
      cx += best.dx
      cy += best.dy
    }
    return (Hex(q: cx, r: cy), offset)
  }
}

extension HexChunking: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case radius }

  /// Encodes the chunking as `{"radius":…}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(radius, forKey: .radius)
  }

  /// Decodes a chunking.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` unless
  ///   `0 <= radius <= 2³⁰` (``maximumRadius``).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let radius = try container.decode(Int.self, forKey: .radius)
    guard let chunking = HexChunking(radius: radius) else {
      throw DecodingError.dataCorruptedError(
        forKey: .radius, in: container,
        debugDescription: "chunk radius \(radius) is outside 0...\(Self.maximumRadius)")
    }
    self = chunking
  }
}
