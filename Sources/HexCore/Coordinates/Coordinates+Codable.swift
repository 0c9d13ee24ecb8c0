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
    self = try _decodeHex(decoder.container(keyedBy: CodingKeys.self), q: .q, r: .r, s: .s)
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
  /// - Throws: `DecodingError.dataCorrupted` if `row` or `col` lies outside
  ///   ``Hex/coordinateRange``; the usual `DecodingError`s for missing keys
  ///   or wrong types.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let range = Hex.coordinateRange
    let row = try container._decodeComponent(forKey: .row, in: range)
    let col = try container._decodeComponent(forKey: .col, in: range)
    self.init(row: row, col: col)
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
  /// - Throws: `DecodingError.dataCorrupted` if `col + row` is odd or a
  ///   component lies outside ±3 · 2³⁰ (where the doubled components of
  ///   every hex in ``Hex/coordinateRange`` lie); the usual `DecodingError`s
  ///   for missing keys or wrong types.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    // A doubled component of an in-range hex, 2q + r or q + 2r, lies within
    // ±3 · 2^30.
    let bound = 3 * Hex.coordinateRange.upperBound
    let col = try container._decodeComponent(forKey: .col, in: -bound...bound)
    let row = try container._decodeComponent(forKey: .row, in: -bound...bound)
    guard let value = DoubledCoordinate(row: row, col: col) else {
      throw DecodingError.dataCorruptedError(
        forKey: .row, in: container,
        debugDescription: "Invalid doubled coordinate: col + row = \(col) + \(row) is odd.")
    }
    self = value
  }
}

extension KeyedDecodingContainer {
  /// Decodes an integer coordinate component, refusing one outside `range`
  /// with a `DecodingError`: the one range check every coordinate decoder
  /// shares.
  internal func _decodeComponent(forKey key: Key, in range: ClosedRange<Int>) throws -> Int {
    let value = try decode(Int.self, forKey: key)
    guard range.contains(value) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription: "\(key.stringValue) = \(value) lies outside \(range.lowerBound)...\(range.upperBound).")
    }
    return value
  }
}

/// Whether `q + r + s` is exactly 0 for any three `Int`s: the wrapped sum
/// plus the carries out of 64 bits (`q = .max, r = 1, s = .min` sums to 0
/// though `q + r` overflows).
internal func _cubeSumIsZero(_ q: Int, _ r: Int, _ s: Int) -> Bool {
  let (qr, o1) = q.addingReportingOverflow(r)
  let (sum, o2) = qr.addingReportingOverflow(s)
  let carry1 = o1 ? (q > 0 ? 1 : -1) : 0
  let carry2 = o2 ? (qr > 0 ? 1 : -1) : 0
  return sum == 0 && carry1 + carry2 == 0
}

/// Decodes a hex stored as keys of `container` — the keyed format of
/// ``Hex`` and of the grid parts — checking `s` when present (its exact
/// sum with `q` and `r` must be 0) and refusing a hex outside
/// ``Hex/coordinateRange``.
internal func _decodeHex<Key: CodingKey>(
  _ container: KeyedDecodingContainer<Key>, q qKey: Key, r rKey: Key, s sKey: Key
) throws -> Hex {
  let q = try container.decode(Int.self, forKey: qKey)
  let r = try container.decode(Int.self, forKey: rKey)
  if let s = try container.decodeIfPresent(Int.self, forKey: sKey), !_cubeSumIsZero(q, r, s) {
    throw DecodingError.dataCorruptedError(
      forKey: sKey, in: container,
      debugDescription: "Invalid cube coordinate: q + r + s = \(q) + \(r) + \(s) is not 0.")
  }
  guard let hex = Hex(validatingQ: q, r: r) else {
    throw DecodingError.dataCorruptedError(
      forKey: qKey, in: container,
      debugDescription: "Hex(q: \(q), r: \(r)) lies outside Hex.coordinateRange (±2^30).")
  }
  return hex
}
