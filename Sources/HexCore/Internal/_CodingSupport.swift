/// A finite `Double` from a keyed container, or a `DecodingError` naming
/// the key: every persisted length and coordinate must be finite. Shared
/// with the layout engine's decoders.
extension KeyedDecodingContainer {
  package func _decodeFinite(forKey key: Key) throws -> Double {
    let value = try decode(Double.self, forKey: key)
    guard value.isFinite else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "\(key.stringValue) = \(value) is not finite.")
    }
    return value
  }
}

/// Encodes a case of a named enumeration as its name.
internal func _encodeName(_ name: String, to encoder: any Encoder) throws {
  var container = encoder.singleValueContainer()
  try container.encode(name)
}

/// Decodes a case of `cases` from its name; an unknown name throws
/// `DecodingError.dataCorrupted` listing the names it knows.
internal func _decodeNamed<T>(
  _ cases: [T], name: (T) -> String, from decoder: any Decoder
) throws -> T {
  let container = try decoder.singleValueContainer()
  let given = try container.decode(String.self)
  guard let value = cases.first(where: { name($0) == given }) else {
    throw DecodingError.dataCorruptedError(
      in: container,
      debugDescription: "unknown \(T.self) \"\(given)\"; expected one of "
        + cases.map { "\"\(name($0))\"" }.joined(separator: ", "))
  }
  return value
}

/// Decodes an index in `0..<6` (a direction or a diagonal), refusing any
/// other with `DecodingError.dataCorrupted`.
internal func _decodeSixth(from decoder: any Decoder, _ what: String) throws -> Int {
  let container = try decoder.singleValueContainer()
  let index = try container.decode(Int.self)
  guard (0..<6).contains(index) else {
    throw DecodingError.dataCorruptedError(
      in: container, debugDescription: "\(what) index \(index) is not in 0...5")
  }
  return index
}
