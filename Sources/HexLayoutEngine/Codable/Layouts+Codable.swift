import HexCore

// Wire formats of the layouts and their values, so that an app can save a
// layout's settings. Each is pinned by a golden test; changing one is a
// breaking change.

extension HexLayout: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case kind, spacing, alignment }

  /// Encodes the layout as `{"kind":"oddQ","spacing":…}`, with
  /// `"alignment":[x,y]` when the alignment is not the default top-left.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(spacing, forKey: .spacing)
    if alignment != .topLeading { try container.encode([alignment.x, alignment.y], forKey: .alignment) }
  }

  /// Decodes a layout; a missing alignment is the top-left corner.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for an unknown kind, a
  ///   spacing that is not finite, or an alignment that is not two finite
  ///   numbers.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var alignment = PlacementAnchor.topLeading
    if let pair = try container.decodeIfPresent([Double].self, forKey: .alignment) {
      guard pair.count == 2, pair.allSatisfy(\.isFinite) else {
        throw DecodingError.dataCorruptedError(
          forKey: .alignment, in: container, debugDescription: "An alignment is two finite numbers, [x, y].")
      }
      alignment = PlacementAnchor(x: pair[0], y: pair[1])
    }
    self.init(
      kind: try container.decode(OffsetKind.self, forKey: .kind),
      spacing: try container._decodeFiniteLength(forKey: .spacing), alignment: alignment)
  }
}

extension HoneycombEffects: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case fisheye, touchedCell }

  /// Encodes the effects as `{"fisheye":true,"touchedCell":{"q":…,"r":…,"s":…}}`
  /// (no `touchedCell` key when nothing is touched).
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(fisheye, forKey: .fisheye)
    try container.encodeIfPresent(touchedCell, forKey: .touchedCell)
  }

  /// Decodes effects.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: The `DecodingError`s of `Hex` for the touched cell.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      fisheye: try container.decode(Bool.self, forKey: .fisheye),
      touchedCell: try container.decodeIfPresent(Hex.self, forKey: .touchedCell))
  }
}

extension HoneycombLayout: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case diameter, contentOffset, orientation, effects }

  /// Encodes the layout as
  /// `{"contentOffset":{…},"diameter":…,"effects":{…},"orientation":"flatTop"}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(diameter, forKey: .diameter)
    try container.encode(contentOffset, forKey: .contentOffset)
    try container.encode(orientation, forKey: .orientation)
    try container.encode(effects, forKey: .effects)
  }

  /// Decodes a layout.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for a diameter that is not a
  ///   finite nonnegative number, a content offset that is not finite, or an
  ///   unknown orientation.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      diameter: try container._decodeFiniteLength(forKey: .diameter),
      contentOffset: try container.decode(PixelPoint.self, forKey: .contentOffset),
      orientation: try container.decode(HexOrientation.self, forKey: .orientation),
      effects: try container.decode(HoneycombEffects.self, forKey: .effects))
  }
}

extension FisheyeEffect: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case size, shift, scale }

  /// Encodes the effect as `{"scale":…,"shift":{…},"size":…}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(size, forKey: .size)
    try container.encode(shift, forKey: .shift)
    try container.encode(scale, forKey: .scale)
  }

  /// Decodes an effect.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for a size or scale that is not
  ///   a finite nonnegative number, or a shift that is not finite.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      size: try container._decodeFiniteLength(forKey: .size),
      shift: try container.decode(PixelPoint.self, forKey: .shift),
      scale: try container._decodeFiniteLength(forKey: .scale))
  }
}

extension TouchEffect: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case isDimmed, scale }

  /// Encodes the effect as `{"isDimmed":…,"scale":…}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(isDimmed, forKey: .isDimmed)
    try container.encode(scale, forKey: .scale)
  }

  /// Decodes an effect.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for a scale that is not a
  ///   finite nonnegative number.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      isDimmed: try container.decode(Bool.self, forKey: .isDimmed),
      scale: try container._decodeFiniteLength(forKey: .scale))
  }
}

extension KeyedDecodingContainer {
  /// A finite, nonnegative `Double`, or a `DecodingError` naming the key.
  internal func _decodeFiniteLength(forKey key: Key) throws -> Double {
    let value = try _decodeFinite(forKey: key)
    guard value >= 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "\(key.stringValue) = \(value) is negative.")
    }
    return value
  }
}
