// Dictionary keys for the grid parts: `[HexEdge: V]` and `[HexVertex: V]`
// encode as JSON objects. A key is the part's hex and its index,
// `"q,r,s:i"`, with the part's canonical hex; as in the keyed format, a part
// that touches a hex outside the coordinate range does not decode. The key
// formats are part of the wire format, pinned by golden tests.

/// The hex and index of a key `"q,r,s:i"`, or `nil` if it is malformed.
internal func _partKey(_ text: String) -> (hex: Hex, index: Int)? {
  let halves = text.split(separator: ":", omittingEmptySubsequences: false)
  guard halves.count == 2, let hex = _hexKey(halves[0]), let index = Int(halves[1]) else { return nil }
  return (hex, index)
}

@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
extension HexEdge: CodingKeyRepresentable {
  /// The edge as a dictionary key in an encoded map: its hex and direction
  /// index, `"q,r,s:d"`, such as `"1,-2,1:0"`.
  public var codingKey: any CodingKey {
    HexCodingKey(stringValue: "\(_hexKeyText(hex)):\(direction.index)")
  }

  /// Creates an edge from a dictionary key written by ``codingKey``.
  ///
  /// Returns `nil` (and decoding the dictionary throws) for a key that is
  /// malformed, names a hex outside ``Hex/coordinateRange`` or a direction
  /// outside `0...5`.
  ///
  /// - Parameter codingKey: The key.
  public init?<T: CodingKey>(codingKey: T) {
    guard let (hex, index) = _partKey(codingKey.stringValue), let direction = HexDirection(index: index)
    else { return nil }
    self.init(hex: hex, direction: direction)
    guard isInCoordinateRange else { return nil }
  }
}

@available(macOS 12.3, iOS 15.4, tvOS 15.4, watchOS 8.5, *)
extension HexVertex: CodingKeyRepresentable {
  /// The vertex as a dictionary key in an encoded map: its hex and corner,
  /// `"q,r,s:c"`, such as `"1,-2,1:1"`.
  public var codingKey: any CodingKey { HexCodingKey(stringValue: "\(_hexKeyText(hex)):\(corner)") }

  /// Creates a vertex from a dictionary key written by ``codingKey``.
  ///
  /// Returns `nil` (and decoding the dictionary throws) for a key that is
  /// malformed, names a hex outside ``Hex/coordinateRange`` or a corner
  /// outside `0...5`.
  ///
  /// - Parameter codingKey: The key.
  public init?<T: CodingKey>(codingKey: T) {
    guard let (hex, index) = _partKey(codingKey.stringValue) else { return nil }
    self.init(hex: hex, corner: index)
  }
}
