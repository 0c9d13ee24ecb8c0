// Dictionary keys: `[Hex: V]` and `[OffsetCoordinate: V]` encode as JSON
// objects keyed by short strings, instead of the flat key-value arrays that
// `Codable` falls back to for keys that are neither strings nor integers.
// The key formats are part of the wire format, pinned by golden tests.

/// A `CodingKey` made from a dictionary key's string.
public struct HexCodingKey: CodingKey, Hashable, Sendable {
  /// The key's text, such as `"1,-2,1"`.
  public let stringValue: String

  /// Always `nil`: the keys are strings.
  public var intValue: Int? { nil }

  /// Creates a key from its text.
  ///
  /// - Parameter stringValue: The text.
  public init(stringValue: String) { self.stringValue = stringValue }

  /// Returns `nil`: the keys are strings, never integers.
  ///
  /// - Parameter intValue: Ignored.
  public init?(intValue: Int) { nil }
}

/// The integers of a key such as `"1,-2,1"`, or `nil` if a part is not a
/// decimal integer or the count is not one of `counts`.
internal func _keyIntegers(_ text: String, counts: ClosedRange<Int>) -> [Int]? {
  let parts = text.split(separator: ",", omittingEmptySubsequences: false)
  guard counts.contains(parts.count) else { return nil }
  var values: [Int] = []
  values.reserveCapacity(parts.count)
  for part in parts {
    guard let value = Int(part) else { return nil }
    values.append(value)
  }
  return values
}

/// The hex of a key `"q,r,s"` (or `"q,r"`), or `nil` if the text is
/// malformed, `q + r + s != 0`, or the hex lies outside
/// ``Hex/coordinateRange``.
internal func _hexKey(_ text: some StringProtocol) -> Hex? {
  guard let parts = _keyIntegers(String(text), counts: 2...3) else { return nil }
  let range = Hex.coordinateRange
  guard parts.allSatisfy(range.contains) else { return nil }
  let hex = Hex(q: parts[0], r: parts[1])
  guard hex.isInCoordinateRange, parts.count == 2 || parts[2] == hex.s else { return nil }
  return hex
}

/// The key text of a hex, `"q,r,s"`.
internal func _hexKeyText(_ hex: Hex) -> String { "\(hex.q),\(hex.r),\(hex.s)" }

@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
extension Hex: CodingKeyRepresentable {
  /// The hex as a dictionary key in an encoded map: its cube coordinates,
  /// `"q,r,s"`, such as `"1,-2,1"`.
  ///
  ///     let units: [Hex: String] = [Hex(q: 1, r: -2): "knight"]
  ///     // JSON: {"1,-2,1":"knight"}
  ///
  /// `s` is written for the same reason the keyed format writes it: a
  /// reader sees the cube coordinates of Red Blob Games' guide.
  public var codingKey: any CodingKey { HexCodingKey(stringValue: _hexKeyText(self)) }

  /// Creates a hex from a dictionary key written by ``codingKey``.
  ///
  /// Returns `nil` (and decoding the dictionary throws) for a key that is
  /// malformed, whose `q + r + s != 0`, or that lies outside
  /// ``coordinateRange``. The two-part form `"q,r"` is accepted too.
  ///
  /// - Parameter codingKey: The key.
  public init?<T: CodingKey>(codingKey: T) {
    guard let hex = _hexKey(codingKey.stringValue) else { return nil }
    self = hex
  }
}

@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
extension OffsetCoordinate: CodingKeyRepresentable {
  /// The coordinate as a dictionary key in an encoded map, `"row,col"`, such
  /// as `"3,-1"`: rows first, as in ``init(row:col:)``.
  public var codingKey: any CodingKey { HexCodingKey(stringValue: "\(row),\(col)") }

  /// Creates a coordinate from a dictionary key written by ``codingKey``.
  ///
  /// Returns `nil` (and decoding the dictionary throws) for a key that is
  /// malformed or has a component outside ``Hex/coordinateRange``.
  ///
  /// - Parameter codingKey: The key.
  public init?<T: CodingKey>(codingKey: T) {
    guard let parts = _keyIntegers(codingKey.stringValue, counts: 2...2),
      parts.allSatisfy(Hex.coordinateRange.contains)
    else { return nil }
    self.init(row: parts[0], col: parts[1])
  }
}
