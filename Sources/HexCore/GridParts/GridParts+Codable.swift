// Wire formats of the grid parts. Each is pinned by a golden test; changing
// one is a breaking change.

extension HexEdge: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case q, r, s, direction }

  /// Encodes this edge as a hex, in cube coordinates as ``Hex`` writes
  /// them, and a direction index: `{"direction":1,"q":1,"r":-2,"s":1}`
  /// (with sorted keys).
  ///
  /// The canonical form is written, unless its hex lies outside
  /// ``Hex/coordinateRange`` while the other hex does not; then the other
  /// hex is written with the opposite direction. Every edge that is
  /// ``HexEdge/isInCoordinateRange`` decodes again.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var (hex, index) = (self.hex, direction.index)
    let other = _step(hex, index)
    if !hex.isInCoordinateRange, other.isInCoordinateRange { (hex, index) = (other, index + 3) }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(hex.q, forKey: .q)
    try container.encode(hex.r, forKey: .r)
    try container.encode(hex.s, forKey: .s)
    try container.encode(index, forKey: .direction)
  }

  /// Decodes an edge from `{"q":…,"r":…,"s":…,"direction":…}`, where the
  /// direction is any index from 0 to 5 (the edge is made canonical) and
  /// `s`, if present, must equal `-q - r` (JSON written before `s` was
  /// added has none, and still decodes).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` if the direction is not in
  ///   `0...5` or either hex of the edge lies outside
  ///   ``Hex/coordinateRange``; the usual `DecodingError`s for missing keys
  ///   or wrong types.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let hex = try _decodeHex(container, q: .q, r: .r, s: .s)
    let index = try container.decode(Int.self, forKey: .direction)
    guard let direction = HexDirection(index: index) else {
      throw DecodingError.dataCorruptedError(
        forKey: .direction, in: container, debugDescription: "Unknown direction \(index): expected 0...5.")
    }
    self.init(hex: hex, direction: direction)
    guard isInCoordinateRange else {
      throw DecodingError.dataCorruptedError(
        forKey: .direction, in: container,
        debugDescription: "\(self) borders a hex outside Hex.coordinateRange (±2^30).")
    }
  }
}

extension HexVertex: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case q, r, s, corner }

  /// Encodes this vertex as a hex, in cube coordinates as ``Hex`` writes
  /// them, and a corner index: `{"corner":0,"q":1,"r":-2,"s":1}` (with
  /// sorted keys).
  ///
  /// The canonical form is written, unless its hex lies outside
  /// ``Hex/coordinateRange``; then one of the other two hexes that lies in
  /// range is written with its own corner index. Every vertex that is
  /// ``HexVertex/isInCoordinateRange`` decodes again.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var (hex, index) = (self.hex, corner)
    if !hex.isInCoordinateRange {
      // Corner c of h is corner c + 4 of the neighbor in direction 5 - c,
      // and corner c + 2 of the neighbor in direction 6 - c (mod 6).
      let a = _step(hex, 5 - corner), b = _step(hex, corner == 0 ? 0 : 5)
      if a.isInCoordinateRange {
        (hex, index) = (a, corner + 4)
      } else if b.isInCoordinateRange {
        (hex, index) = (b, corner + 2)
      }
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(hex.q, forKey: .q)
    try container.encode(hex.r, forKey: .r)
    try container.encode(hex.s, forKey: .s)
    try container.encode(index, forKey: .corner)
  }

  /// Decodes a vertex from `{"q":…,"r":…,"s":…,"corner":…}`, where the
  /// corner is any index from 0 to 5 (the vertex is made canonical) and
  /// `s`, if present, must equal `-q - r` (JSON written before `s` was
  /// added has none, and still decodes).
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` if the corner is not in
  ///   `0...5` or any of the three hexes at the vertex lies outside
  ///   ``Hex/coordinateRange``; the usual `DecodingError`s for missing keys
  ///   or wrong types.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let hex = try _decodeHex(container, q: .q, r: .r, s: .s)
    let index = try container.decode(Int.self, forKey: .corner)
    guard (0..<6).contains(index) else {
      throw DecodingError.dataCorruptedError(
        forKey: .corner, in: container, debugDescription: "Unknown corner \(index): expected 0...5.")
    }
    self.init(_hex: hex, corner: index)
    guard isInCoordinateRange else {
      throw DecodingError.dataCorruptedError(
        forKey: .corner, in: container,
        debugDescription: "\(self) touches a hex outside Hex.coordinateRange (±2^30).")
    }
  }
}
