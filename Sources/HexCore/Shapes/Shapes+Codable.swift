extension HexRegion: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case minQ, maxQ, minR, maxR, minS, maxS }

  /// Encodes the region as its six bounds,
  /// `{"maxQ":…,"maxR":…,"maxS":…,"minQ":…,"minR":…,"minS":…}` (the empty
  /// region as `minQ = 0, maxQ = -1`, and likewise for r and s).
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(minQ, forKey: .minQ)
    try container.encode(maxQ, forKey: .maxQ)
    try container.encode(minR, forKey: .minR)
    try container.encode(maxR, forKey: .maxR)
    try container.encode(minS, forKey: .minS)
    try container.encode(maxS, forKey: .maxS)
  }

  /// Decodes a region from its six bounds.
  ///
  /// A bound below its minimum gives the empty region; the bounds are
  /// tightened as ``init(q:r:s:)`` tightens them.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for a bound outside
  ///   ``Hex/coordinateRange``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let range = Hex.coordinateRange
    var bounds: [Int] = []
    for key in [CodingKeys.minQ, .maxQ, .minR, .maxR, .minS, .maxS] {
      bounds.append(try container._decodeComponent(forKey: key, in: range))
    }
    guard bounds[0] <= bounds[1], bounds[2] <= bounds[3], bounds[4] <= bounds[5] else {
      self = .empty
      return
    }
    self.init(q: bounds[0]...bounds[1], r: bounds[2]...bounds[3], s: bounds[4]...bounds[5])
  }
}

extension OffsetRectangle: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case rows, columns, kind }

  /// Encodes the rectangle as
  /// `{"columns":[start,end],"kind":"oddQ","rows":[start,end]}`, each range
  /// half-open.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode([rows.lowerBound, rows.upperBound], forKey: .rows)
    try container.encode([columns.lowerBound, columns.upperBound], forKey: .columns)
    try container.encode(kind, forKey: .kind)
  }

  /// Decodes a rectangle.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for a range that is not two
  ///   ordered bounds, or a nonempty rectangle leaving
  ///   ``Hex/coordinateRange``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let limit = Hex.coordinateRange
    func range(_ key: CodingKeys) throws -> Range<Int> {
      let bounds = try container.decode([Int].self, forKey: key)
      guard bounds.count == 2, bounds[0] <= bounds[1] else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "\(bounds) is not [start, end]")
      }
      return bounds[0]..<bounds[1]
    }
    let rows = try range(.rows), columns = try range(.columns)
    let kind = try container.decode(OffsetKind.self, forKey: .kind)
    if !rows.isEmpty && !columns.isEmpty {
      guard limit.contains(rows.lowerBound), limit.contains(rows.upperBound - 1),
        limit.contains(columns.lowerBound), limit.contains(columns.upperBound - 1)
      else {
        throw DecodingError.dataCorruptedError(
          forKey: .rows, in: container,
          debugDescription: "rows \(rows) or columns \(columns) leave Hex.coordinateRange")
      }
    }
    self.init(rows: rows, columns: columns, kind: kind)
  }
}
