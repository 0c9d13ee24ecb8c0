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
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for a chunk radius outside
  ///   `0...maximumChunkRadius`, a hex outside ``Hex/coordinateRange``, a
  ///   hex listed twice, or a number of values that differs from the
  ///   number of hexes.
  ///
  /// - Complexity: O(*n* + *c* · *s*), for *n* values in *c* chunks of *s*
  ///   slots.
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
    }
  }
}
