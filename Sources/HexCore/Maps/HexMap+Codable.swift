extension HexMap: Codable where Value: Codable {
  private enum CodingKeys: String, CodingKey { case shape, center, radius, rows, columns, kind, q, r, values }

  /// Encodes the map as `{"shape": "hexagon", "center": {…}, "radius": R,
  /// "values": […]}` or `{"shape": "rectangle", "rows": …, "columns": …,
  /// "kind": "oddQ", "values": […]}` or `{"shape": "rhombus", "q": [min,
  /// max], "r": [min, max], "values": […]}`, values in storage order.
  ///
  /// - Parameter encoder: The encoder to write to.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch shape {
    case .hexagon(let center, let radius):
      try container.encode("hexagon", forKey: .shape)
      try container.encode(center, forKey: .center)
      try container.encode(radius, forKey: .radius)
    case .rectangle(let rows, let columns, let kind):
      try container.encode("rectangle", forKey: .shape)
      try container.encode(rows, forKey: .rows)
      try container.encode(columns, forKey: .columns)
      try container.encode(kind._name, forKey: .kind)
    case .rhombus(let q0, let r0, let columns, let rows):
      try container.encode("rhombus", forKey: .shape)
      try container.encode([q0, q0 + columns - 1], forKey: .q)
      try container.encode([r0, r0 + rows - 1], forKey: .r)
    }
    try container.encode(values, forKey: .values)
  }

  /// Decodes a map written by ``encode(to:)``.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for an unknown shape or kind, a size beyond
  ///   the initializers' limits, a rhombus range that is not two ordered
  ///   bounds, or a number of values that does not match the shape.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let shape: _MapShape
    switch try container.decode(String.self, forKey: .shape) {
    case "hexagon":
      let radius = try container.decode(Int.self, forKey: .radius)
      let center = try container.decode(Hex.self, forKey: .center)
      guard let hexagon = _MapShape.checkedHexagon(center: center, radius: radius) else {
        throw DecodingError.dataCorruptedError(
          forKey: .radius, in: container,
          debugDescription: radius > 9458
            ? "a hexagon of radius \(radius) holds more than HexMap.maximumHexCount (2^28) hexes"
            : "a hexagon of radius \(radius) around \(center) reaches beyond Hex.coordinateRange (±2^30)")
      }
      shape = hexagon
    case "rectangle":
      let rows = try container.decode(Int.self, forKey: .rows)
      let columns = try container.decode(Int.self, forKey: .columns)
      let name = try container.decode(String.self, forKey: .kind)
      guard let kind = OffsetKind.allCases.first(where: { $0._name == name }) else {
        throw DecodingError.dataCorruptedError(
          forKey: .kind, in: container, debugDescription: "unknown offset kind \(name)")
      }
      guard rows >= 0, columns >= 0,
        let rectangle = _MapShape.checkedRectangle(rows: rows, columns: columns, kind: kind)
      else {
        throw DecodingError.dataCorruptedError(
          forKey: .rows, in: container, debugDescription: "\(rows) × \(columns) is not a valid size")
      }
      shape = rectangle
    case "rhombus":
      func range(_ key: CodingKeys) throws -> ClosedRange<Int> {
        let bounds = try container.decode([Int].self, forKey: key)
        guard bounds.count == 2, bounds[0] <= bounds[1] else {
          throw DecodingError.dataCorruptedError(
            forKey: key, in: container, debugDescription: "\(bounds) is not [min, max]")
        }
        return bounds[0]...bounds[1]
      }
      let q = try range(.q), r = try range(.r)
      guard let rhombus = _MapShape.checkedRhombus(q: q, r: r) else {
        throw DecodingError.dataCorruptedError(
          forKey: .q, in: container,
          debugDescription: [q.lowerBound, q.upperBound, r.lowerBound, r.upperBound].allSatisfy {
            Hex.coordinateRange.contains($0)
          }
            && (q.upperBound - q.lowerBound + 1).multipliedReportingOverflow(by: r.upperBound - r.lowerBound + 1)
              .partialValue > 1 << 28
            ? "a rhombus of q \(q), r \(r) holds more than HexMap.maximumHexCount (2^28) hexes"
            : "a rhombus of q \(q), r \(r) reaches beyond Hex.coordinateRange (±2^30)")
      }
      shape = rhombus
    case let other:
      throw DecodingError.dataCorruptedError(
        forKey: .shape, in: container, debugDescription: "unknown map shape \(other)")
    }
    let values = try container.decode([Value].self, forKey: .values)
    guard values.count == shape.count else {
      throw DecodingError.dataCorruptedError(
        forKey: .values, in: container,
        debugDescription: "\(values.count) values for a map of \(shape.count) hexes")
    }
    self.init(shape: shape, values: values)
  }
}

extension OffsetKind {
  /// The name used in encoded maps.
  internal var _name: String {
    switch self {
    case .oddQ: return "oddQ"
    case .evenQ: return "evenQ"
    case .oddR: return "oddR"
    case .evenR: return "evenR"
    }
  }
}

/// Where a ``HexMap``'s hexes are and how they are numbered.
