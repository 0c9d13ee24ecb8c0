// Wire formats. Each is pinned by a golden test; changing one is a breaking
// change.

extension Hex: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case q, r, s }

  /// Encodes this hex as a keyed container with all three cube coordinates:
  /// `{"q":1,"r":-2,"s":1}` (with sorted keys).
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(q, forKey: .q)
    try container.encode(r, forKey: .r)
    try container.encode(s, forKey: .s)
  }

  /// Decodes a hex from `{"q":…,"r":…}` or `{"q":…,"r":…,"s":…}`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` if `s` is present and
  ///   `q + r + s != 0`, or if a component lies outside
  ///   ``Hex/coordinateRange``; the usual `DecodingError`s for missing keys
  ///   or wrong types.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let q = try container.decode(Int.self, forKey: .q)
    let r = try container.decode(Int.self, forKey: .r)
    if let s = try container.decodeIfPresent(Int.self, forKey: .s) {
      guard Hex(q: q, r: r, s: s) != nil else {
        throw DecodingError.dataCorruptedError(
          forKey: .s, in: container,
          debugDescription: "Invalid cube coordinate: q + r + s = \(q) + \(r) + \(s) is not 0.")
      }
    }
    let hex = Hex(q: q, r: r)
    guard Hex.coordinateRange.contains(q), Hex.coordinateRange.contains(r),
      hex.isInCoordinateRange
    else {
      throw DecodingError.dataCorruptedError(
        forKey: .q, in: container,
        debugDescription: "Hex(q: \(q), r: \(r)) lies outside Hex.coordinateRange (±2^30).")
    }
    self = hex
  }
}

extension OffsetCoordinate: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case row, col }

  /// Encodes this coordinate as `{"col":1,"row":2}` (with sorted keys).
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(row, forKey: .row)
    try container.encode(col, forKey: .col)
  }

  /// Decodes a coordinate from `{"col":…,"row":…}`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The usual `DecodingError`s for missing keys or wrong types.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      row: try container.decode(Int.self, forKey: .row),
      col: try container.decode(Int.self, forKey: .col))
  }
}

extension DoubledCoordinate: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case col, row }

  /// Encodes this coordinate as `{"col":1,"row":5}` (with sorted keys).
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(col, forKey: .col)
    try container.encode(row, forKey: .row)
  }

  /// Decodes a coordinate from `{"col":…,"row":…}`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` if `col + row` is odd; the
  ///   usual `DecodingError`s for missing keys or wrong types.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let col = try container.decode(Int.self, forKey: .col)
    let row = try container.decode(Int.self, forKey: .row)
    guard let value = DoubledCoordinate(col: col, row: row) else {
      throw DecodingError.dataCorruptedError(
        forKey: .row, in: container,
        debugDescription: "Invalid doubled coordinate: col + row = \(col) + \(row) is odd.")
    }
    self = value
  }
}
