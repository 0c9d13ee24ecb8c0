/// A rectangular offset map whose columns wrap around (flat-top kinds) or
/// whose rows do (pointy-top kinds): the cylinder of Civilization-style
/// maps, where leaving the east edge comes back on the west.
///
/// The map holds the hexes of `OffsetRectangle(rows: rows, columns: columns,
/// kind: kind)`. For the `q` kinds (flat-top) the columns wrap: column
/// `columns` is column 0 again; for the `r` kinds (pointy-top) the rows
/// wrap. Odd and even offsets must line up across the seam, so the wrapped
/// count must be even: the initializer returns `nil` for an odd one.
///
/// ```swift
/// let world = HexCylinder(rows: 20, columns: 40, kind: .oddQ)!
/// world.canonical(Hex(OffsetCoordinate(row: 3, col: 41), kind: .oddQ))
/// // the hex of (row 3, column 1)
/// world.distance(from: Hex(OffsetCoordinate(row: 0, col: 0), kind: .oddQ),
///                to: Hex(OffsetCoordinate(row: 0, col: 39), kind: .oddQ))   // 1, across the seam
/// ```
public struct HexCylinder: Hashable, Sendable {
  /// The number of rows, from row 0.
  public let rows: Int
  /// The number of columns, from column 0.
  public let columns: Int
  /// The kind of offset grid; its axis decides what wraps.
  public let kind: OffsetKind

  /// Creates a cylinder, or returns `nil` when the wrapped count (`columns`
  /// for the `q` kinds, `rows` for the `r` kinds) is odd, either count is
  /// below 1, or the map would hold more than `HexMap.maximumHexCount` hexes.
  ///
  /// - Parameters:
  ///   - rows: The number of rows.
  ///   - columns: The number of columns.
  ///   - kind: The kind of offset grid.
  public init?(rows: Int, columns: Int, kind: OffsetKind) {
    guard rows > 0, columns > 0 else { return nil }
    let wrapped = kind.orientation == .flatTop ? columns : rows
    let (area, overflow) = rows.multipliedReportingOverflow(by: columns)
    guard wrapped % 2 == 0, !overflow, area <= 1 << 28 else { return nil }
    self.rows = rows
    self.columns = columns
    self.kind = kind
  }

  /// The hexes of the map, without wrapping: its storage rectangle.
  public var rectangle: OffsetRectangle {
    OffsetRectangle(rows: rows, columns: columns, kind: kind)
  }

  /// The move from one copy of the map to the next across the seam: the
  /// wrapped count of columns (or rows), as a hex vector.
  ///
  /// Moving an even number `n` of columns keeps the row of an odd-q or
  /// even-q coordinate and changes the hex by `(n, -n/2)`; moving `n` rows of
  /// an r kind changes it by `(-n/2, n)`.
  public var period: Hex {
    kind.orientation == .flatTop
      ? Hex(q: columns, r: -columns / 2) : Hex(q: -rows / 2, r: rows)
  }

  /// Returns the hex of the map that `hex` stands for, its wrapped column
  /// (or row) brought into the map, or `nil` when its other coordinate lies
  /// outside the map.
  ///
  /// - Parameter hex: Any hex in ``Hex/coordinateRange``.
  public func canonical(_ hex: Hex) -> Hex? {
    guard hex.isInCoordinateRange else { return nil }
    let offset = OffsetCoordinate(hex, kind: kind)
    if kind.orientation == .flatTop {
      guard offset.row >= 0, offset.row < rows else { return nil }
      let col = ((offset.col % columns) + columns) % columns
      return Hex(OffsetCoordinate(row: offset.row, col: col), kind: kind)
    } else {
      guard offset.col >= 0, offset.col < columns else { return nil }
      let row = ((offset.row % rows) + rows) % rows
      return Hex(OffsetCoordinate(row: row, col: offset.col), kind: kind)
    }
  }

  /// Returns a Boolean value indicating whether `hex` is a hex of the map
  /// as stored (not merely one that wraps onto it).
  ///
  /// - Parameter hex: The hex to test.
  public func contains(_ hex: Hex) -> Bool { rectangle.contains(hex) }

  /// Returns the neighbors of `hex` on the map, wrapped across the seam, in
  /// ``HexDirection`` order; neighbors beyond the unwrapped edges are left
  /// out.
  ///
  /// - Parameter hex: A hex of the map, or any hex that wraps onto it.
  /// - Returns: Up to six hexes of the map (fewer on a map only one or two
  ///   wide, where neighbors coincide, or at the unwrapped edges).
  public func neighbors(of hex: Hex) -> [Hex] {
    guard let base = canonical(hex) else { return [] }
    var result: [Hex] = []
    for neighbor in base.neighbors {
      if let wrapped = canonical(neighbor), !result.contains(wrapped), wrapped != base {
        result.append(wrapped)
      }
    }
    return result
  }

  /// Returns the number of steps between two hexes of the map, the shortest
  /// way, across the seam or not.
  ///
  /// - Parameters:
  ///   - a: A hex of the map (or one that wraps onto it).
  ///   - b: Another.
  /// - Returns: The distance, or `nil` when either hex lies outside the map's
  ///   unwrapped extent.
  public func distance(from a: Hex, to b: Hex) -> Int? {
    guard let a = canonical(a), let b = canonical(b) else { return nil }
    return nearestCopy(of: b, from: a).distance(to: a)
  }

  /// Returns the hexes of a shortest line from `a` to `b` on the map, across
  /// the seam when that is shorter, each brought onto the map.
  ///
  /// The line is as long as the map's ``distance(from:to:)`` (plus one),
  /// every step goes to a neighbor on the map, and it stays as close as the
  /// map allows to the straight line from `a` to the nearest copy of `b`:
  /// step `i` goes to the neighbor one step nearer the end whose center is
  /// nearest the point `i / n` of the way along, among those on the map
  /// (ties to the neighbor in the lower ``HexDirection`` index). Where the
  /// straight line stays on the map this is ``Hex/line(to:)``, up to ties;
  /// along an unwrapped edge row, where the straight line zigzags off the
  /// map, the line runs along the edge instead of leaving gaps.
  ///
  /// - Parameters:
  ///   - a: The start.
  ///   - b: The end.
  /// - Returns: The line's `distance + 1` hexes, `a` first and `b` last, or
  ///   `[]` when either hex lies outside the map's unwrapped extent.
  ///
  /// - Complexity: O(*n*), where *n* is the distance.
  public func line(from a: Hex, to b: Hex) -> [Hex] {
    guard let a = canonical(a), let b = canonical(b) else { return [] }
    let end = nearestCopy(of: b, from: a)
    let n = a.distance(to: end)
    var line = [a]
    line.reserveCapacity(n + 1)
    var current = a
    let vq = end.q - a.q, vr = end.r - a.r
    for step in stride(from: n - 1, through: 0, by: -1) {
      // n times the offset of a neighbor from the point i / n of the way
      // along, i = n - step, in integers (the map's hexes and distances
      // lie below 2²⁹, so each product below 2⁵⁹), and its squared length
      // times 4, (2e_q + e_r)² + 3e_r², in full width: ties are exact.
      let i = n - step
      var best: (hex: Hex, error: (high: Int, low: UInt))?
      for neighbor in current.neighbors where neighbor.distance(to: end) == step && canonical(neighbor) != nil {
        let eq = n * (neighbor.q - a.q) - vq * i, er = n * (neighbor.r - a.r) - vr * i
        let error = _squaredHexLength(eq, er)
        if best == nil || error < best!.error { best = (neighbor, error) }
      }
      // The map is convex along its unwrapped axis: some neighbor one step
      // nearer always lies on it.
      guard let next = best?.hex else { return [] }
      current = next
      line.append(canonical(next) ?? next)
    }
    return line
  }

  /// Four times the squared length of the vector `(q, r)` in units of the
  /// hex spacing, `4(q² + qr + r²) = (2q + r)² + 3r²`, as a two-word
  /// integer, for `|2q + r|` and `|r|` below 2⁶³.
  private func _squaredHexLength(_ q: Int, _ r: Int) -> (high: Int, low: UInt) {
    let x = 2 * q + r
    var (high, low) = x.multipliedFullWidth(by: x)
    let y = r.multipliedFullWidth(by: r)
    for _ in 0..<3 {
      let (sum, carry) = low.addingReportingOverflow(y.low)
      (high, low) = (high + y.high + (carry ? 1 : 0), sum)
    }
    return (high, low)
  }

  /// The copy of `b`, shifted by whole periods, nearest to `a`; ties to the
  /// unshifted copy, then the one shifted backward.
  private func nearestCopy(of b: Hex, from a: Hex) -> Hex {
    var best = b
    for shift in [-1, 1] {
      let copy = b + period * shift
      if copy.distance(to: a) < best.distance(to: a) { best = copy }
    }
    return best
  }
}

extension HexCylinder: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case rows, columns, kind }

  /// Encodes the cylinder as `{"columns":…,"kind":"oddQ","rows":…}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(rows, forKey: .rows)
    try container.encode(columns, forKey: .columns)
    try container.encode(kind, forKey: .kind)
  }

  /// Decodes a cylinder.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for sizes the initializer
  ///   refuses (an odd wrapped count, a count below 1, too many hexes).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let rows = try container.decode(Int.self, forKey: .rows)
    let columns = try container.decode(Int.self, forKey: .columns)
    let kind = try container.decode(OffsetKind.self, forKey: .kind)
    guard let cylinder = HexCylinder(rows: rows, columns: columns, kind: kind) else {
      throw DecodingError.dataCorruptedError(
        forKey: .rows, in: container,
        debugDescription: "\(rows) × \(columns) \(kind) is not a valid cylinder")
    }
    self = cylinder
  }
}
