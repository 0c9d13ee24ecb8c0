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
    return (chunk, localIndex(ofOffset: offset))
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
    return localIndex(ofOffset: split(hex).offset)
  }

  /// The local index of an offset within `k` of a chunk's center: its
  /// position in a ``HexMap`` of radius `k` (by `q`, then `r`).
  @inline(__always)  // once per location
  private func localIndex(ofOffset offset: Hex) -> Int {
    // Column c holds 2k + 1 − |c| hexes, so the j leftmost columns hold
    // j(k + 1) + j(j − 1)/2. Column q starts after the j = q + k columns
    // left of it; right of the center, the total minus the j = k − q + 1
    // columns from q on, which mirror the j leftmost.
    let k = radius, q = offset.q, r = offset.r
    let start: Int
    if q <= 0 {
      let j = q &+ k
      start = j &* (k &+ 1) &+ (j &* (j &- 1)) >> 1
    } else {
      // The total minus the hexes from column q on, a mirrored left part.
      let j = k &- q &+ 1
      start = hexesPerChunk &- (j &* (k &+ 1) &+ (j &* (j &- 1)) >> 1)
    }
    return start &+ (r &- Swift.max(-k, -q &- k))
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
  /// With `A = 3k(k + 1) + 1` (the chunk size) and `m = 3k + 2`, the
  /// chunk coordinate of the cube hex `(q, r, s)` is
  /// `x = ⌊(1 + X − Y) / 3⌋`, `y = ⌊(1 + Y − Z) / 3⌋`, where
  /// `X = ⌊(r + m·q) / A⌋`, `Y = ⌊(s + m·r) / A⌋` and `Z = ⌊(q + m·s) / A⌋`
  /// (the hexagonal-chunk formula hexx's `to_lower_res` uses; checked
  /// against the nearest lattice point by brute force in the tests): five
  /// floor divisions and no search. The numerators lie within
  /// `(3k + 3)·2³⁰ < 2⁶³`.
  private func split(_ hex: Hex) -> (chunk: Hex, offset: Hex) {
    let k = radius, m = 3 &* k &+ 2
    let q = hex.q, r = hex.r, s = 0 &- q &- r
    let bigX = floorDividingBySize(r &+ m &* q)
    let bigY = floorDividingBySize(s &+ m &* r)
    let bigZ = floorDividingBySize(q &+ m &* s)
    let x = _floorDivBy3(1 &+ bigX &- bigY), y = _floorDivBy3(1 &+ bigY &- bigZ)
    // The center x·(2k + 1, −k) + y·(k, k + 1), within k of the hex.
    let offset = Hex(
      _truncatingQ: q &- (2 &* k &+ 1) &* x &- k &* y, r: r &+ k &* x &- (k &+ 1) &* y)
    return (Hex(_truncatingQ: x, r: y), offset)
  }

  /// `⌊n / A⌋` for the chunk size `A` and `|n| < 2⁶³ − A`.
  ///
  /// Rounds `n · (1 / A)` in doubles to the nearest integer, which is the
  /// quotient or one above it (the product's error is far below ½ for
  /// quotients below 2³²), and corrects it by the remainder: a multiply
  /// instead of a 64-bit division.
  @inline(__always)  // three per location
  private func floorDividingBySize(_ n: Int) -> Int {
    let size = 3 &* radius &* (radius &+ 1) &+ 1
    // Round to nearest without libm or a checked conversion: adding
    // 1.5·2⁵² leaves the rounded value, for |x| < 2⁵¹, in the low bits.
    let x = Double(n) * inverseSize
    var quotient = Int(bitPattern: UInt((x + 0x1.8p52).bitPattern)) &- 0x4338_0000_0000_0000
    let remainder = n &- quotient &* size
    if remainder < 0 { quotient &-= 1 } else if remainder >= size { quotient &+= 1 }
    return quotient
  }
}

/// `⌊n / 3⌋`.
@inline(__always)  // twice per location
private func _floorDivBy3(_ n: Int) -> Int {
  let quotient = n / 3
  return n % 3 < 0 ? quotient &- 1 : quotient
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
