// Wire formats of the plain geometry values and the hex-to-pixel mapping.
// Each is pinned by a golden test; changing one is a breaking change.

extension PixelPoint: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case x, y }

  /// Encodes the point as `{"x":…,"y":…}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(x, forKey: .x)
    try container.encode(y, forKey: .y)
  }

  /// Decodes a point from `{"x":…,"y":…}`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for a coordinate that is not
  ///   finite.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(x: try container._decodeFinite(forKey: .x), y: try container._decodeFinite(forKey: .y))
  }
}

extension PixelSize: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case width, height }

  /// Encodes the size as `{"height":…,"width":…}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
  }

  /// Decodes a size from `{"height":…,"width":…}`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for a dimension that is not
  ///   finite.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      width: try container._decodeFinite(forKey: .width),
      height: try container._decodeFinite(forKey: .height))
  }
}

extension PixelRect: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case origin, size }

  /// Encodes the rectangle as `{"origin":{…},"size":{…}}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(origin, forKey: .origin)
    try container.encode(size, forKey: .size)
  }

  /// Decodes a rectangle from `{"origin":{…},"size":{…}}`.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for a value that is not finite.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      origin: try container.decode(PixelPoint.self, forKey: .origin),
      size: try container.decode(PixelSize.self, forKey: .size))
  }
}

extension HexGeometry: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case orientation, size, origin, yAxis }

  /// Encodes the mapping as
  /// `{"orientation":"flatTop","origin":{…},"size":{…}}`, with
  /// `"yAxis":"up"` added for a y-up mapping (a y-down one is written as
  /// before the field existed).
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(orientation, forKey: .orientation)
    try container.encode(size, forKey: .size)
    try container.encode(origin, forKey: .origin)
    if yAxis != .down { try container.encode(yAxis, forKey: .yAxis) }
  }

  /// Decodes a mapping; a missing `yAxis` means ``HexYAxis/down``.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for an unknown orientation or
  ///   axis, or a value that is not finite.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      orientation: try container.decode(HexOrientation.self, forKey: .orientation),
      size: try container.decode(PixelSize.self, forKey: .size),
      origin: try container.decode(PixelPoint.self, forKey: .origin),
      yAxis: try container.decodeIfPresent(HexYAxis.self, forKey: .yAxis) ?? .down)
  }
}
