// Wire formats of the small enumerations a saved game holds. Each is pinned
// by a golden test; changing one is a breaking change.

extension HexDirection: Codable {
  /// Encodes the direction as its index, 0 to 5 (`0` for
  /// ``flatBottomRight``, also ``pointyRight``).
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(index)
  }

  /// Decodes a direction from its index.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for an index outside 0...5.
  public init(from decoder: any Decoder) throws {
    self.init(_unchecked: try _decodeSixth(from: decoder, "direction"))
  }
}

extension HexDiagonal: Codable {
  /// Encodes the diagonal as its index, 0 to 5.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(index)
  }

  /// Decodes a diagonal from its index.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for an index outside 0...5.
  public init(from decoder: any Decoder) throws {
    self = HexDiagonal(index: try _decodeSixth(from: decoder, "diagonal"))!
  }
}

extension OffsetKind: Codable {
  /// Encodes the kind as its case name: `"oddQ"`, `"evenQ"`, `"oddR"` or
  /// `"evenR"`.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    try _encodeName(_name, to: encoder)
  }

  /// Decodes a kind from its case name.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for an unknown name.
  public init(from decoder: any Decoder) throws {
    self = try _decodeNamed(Self.allCases, name: \.self._name, from: decoder)
  }
}

extension DoubledKind: Codable {
  /// Encodes the kind as its case name: `"doubledWidth"` or
  /// `"doubledHeight"`.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    try _encodeName(self == .doubledWidth ? "doubledWidth" : "doubledHeight", to: encoder)
  }

  /// Decodes a kind from its case name.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for an unknown name.
  public init(from decoder: any Decoder) throws {
    self = try _decodeNamed(
      Self.allCases, name: { $0 == .doubledWidth ? "doubledWidth" : "doubledHeight" }, from: decoder)
  }
}

extension HexOrientation: Codable {
  /// Encodes the orientation as its case name: `"flatTop"` or `"pointyTop"`.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    try _encodeName(self == .flatTop ? "flatTop" : "pointyTop", to: encoder)
  }

  /// Decodes an orientation from its case name.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for an unknown name.
  public init(from decoder: any Decoder) throws {
    self = try _decodeNamed(
      Self.allCases, name: { $0 == .flatTop ? "flatTop" : "pointyTop" }, from: decoder)
  }
}
