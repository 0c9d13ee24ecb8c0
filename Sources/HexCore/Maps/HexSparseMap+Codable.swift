extension HexSparseMap: Codable where Value: Codable {
  private enum CodingKeys: String, CodingKey { case chunkRadius, hexes, values }

  /// Encodes the map as `{"chunkRadius": k, "hexes": [{"q":…,"r":…,"s":…}, …],
  /// "values": […]}`: the stored hexes and their values, in iteration
  /// order.
  ///
  /// The format names hexes, not slots, so it does not depend on how a
  /// chunk numbers its hexes; the chunk radius is kept so that a decoded
  /// map allocates as the encoded one did.
  ///
  /// - Parameter encoder: The encoder to write to.
  ///
  /// - Complexity: O(*c* log *c* + *c* · *s*), for *c* chunks of *s* slots.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(chunking.radius, forKey: .chunkRadius)
    var hexes: [Hex] = [], values: [Value] = []
    hexes.reserveCapacity(count)
    values.reserveCapacity(count)
    for (hex, value) in self {
      hexes.append(hex)
      values.append(value)
    }
    try container.encode(hexes, forKey: .hexes)
    try container.encode(values, forKey: .values)
  }

  /// Decodes a map written by ``encode(to:)``.
  ///
  /// What decoding allocates is bounded by the number of values the input
  /// lists: chunk storage of at most 217 slots per value (a
  /// ``defaultChunkRadius`` chunk's worth), or one chunk when that is more.
  /// A map whose values are scattered over more chunks than that allows is
  /// refused: without the bound, a 708 KB file (chunk radius 128, 20,000
  /// hexes in 20,000 chunks of 49,537 slots) asked for 15.9 GB. A map of
  /// chunk radius up to 8 always fits the bound; with larger chunks, a map
  /// decodes when its chunks hold on average at least one value per 217
  /// slots. To save sparse data, use a smaller chunk radius.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for a chunk radius outside
  ///   `0...maximumChunkRadius`, a hex outside ``Hex/coordinateRange``, a
  ///   hex listed twice, a number of values that differs from the number
  ///   of hexes, or values spread over more chunk slots than the bound
  ///   above.
  ///
  /// - Complexity: O(*n* + *c* · *s*), for *n* values in *c* chunks of *s*
  ///   slots, where *c* · *s* is at most 217 · *n* or *s*.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let radius = try container.decode(Int.self, forKey: .chunkRadius)
    guard let empty = HexSparseMap(chunkRadius: radius) else {
      throw DecodingError.dataCorruptedError(
        forKey: .chunkRadius, in: container,
        debugDescription: "chunk radius \(radius) outside 0...\(Self.maximumChunkRadius)")
    }
    let hexes = try container.decode([Hex].self, forKey: .hexes)
    let values = try container.decode([Value].self, forKey: .values)
    guard hexes.count == values.count else {
      throw DecodingError.dataCorruptedError(
        forKey: .values, in: container, debugDescription: "\(values.count) values for \(hexes.count) hexes")
    }
    self = empty
    // The slots the listed values may allocate: a default chunk's worth
    // each, or one chunk.
    let slots = chunking.hexesPerChunk
    let budget = Swift.max(hexes.count * Self._decodedSlotsPerValue, slots)
    for (hex, value) in zip(hexes, values) {
      // Hex's own decoding refuses hexes outside the range; check anyway.
      guard hex.isInCoordinateRange else {
        throw DecodingError.dataCorruptedError(
          forKey: .hexes, in: container, debugDescription: "\(hex) is outside Hex.coordinateRange")
      }
      guard updateValue(value, at: hex) == nil else {
        throw DecodingError.dataCorruptedError(
          forKey: .hexes, in: container, debugDescription: "\(hex) is listed twice")
      }
      // Checked as each chunk is allocated: at most one chunk past the
      // budget is ever allocated.
      guard chunkCount * slots <= budget else {
        throw DecodingError.dataCorruptedError(
          forKey: .hexes, in: container,
          debugDescription: """
            \(hexes.count) values spread over more than \(chunkCount - 1) chunks of \(slots) slots: \
            decoding allocates at most \(Self._decodedSlotsPerValue) slots per value (or one chunk); \
            a sparse map needs a smaller chunk radius
            """)
      }
    }
  }

  /// The chunk slots decoding may allocate per value: those of one chunk
  /// of ``defaultChunkRadius`` (217).
  internal static var _decodedSlotsPerValue: Int { 3 * defaultChunkRadius * (defaultChunkRadius + 1) + 1 }
}
