/// A value for every hex of a hexagon-shaped or rectangle-shaped map, stored
/// densely in one array.
///
/// A map of radius `R` holds the `3R(R+1) + 1` hexes within `R` of its
/// center; a rectangular map holds `rows × columns` offset coordinates of one
/// ``OffsetKind``. Looking a hex up is O(1) index arithmetic, with no hashing:
///
///     var heights = HexMap(radius: 2, repeating: 0)
///     heights[Hex(q: 1, r: -1)] = 7
///     heights[Hex(q: 1, r: -1)]   // Optional(7)
///     heights[Hex(q: 5, r: 0)]    // nil: outside the map
///
/// Iteration yields `(hex, value)` pairs in storage order: for a hexagon, by
/// `q`, then `r` (the order of ``HexRegion``); for a rectangle, row by row,
/// then column by column (the order of ``OffsetRectangle``).
public struct HexMap<Value> {
  /// The shape and placement of the map's hexes.
  @usableFromInline internal let shape: _MapShape
  /// One value per hex, in storage order.
  @usableFromInline internal var _values: [Value]

  /// One value per hex, in storage order (see ``index(of:)``).
  @inlinable
  public var values: [Value] { _values }

  /// Creates a hexagon-shaped map with every hex set to `value`.
  ///
  /// - Parameters:
  ///   - radius: The largest distance from `center`; negative gives an empty
  ///     map.
  ///   - center: The center hex; the default is ``Hex/zero``.
  ///   - value: The initial value of every hex.
  /// - Precondition: `radius` is at most 2¹⁵ (a map of about 3.2 billion
  ///   hexes), which keeps the storage addressable.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public init(radius: Int, center: Hex = .zero, repeating value: Value) {
    precondition(radius <= 1 << 15, "HexMap radius \(radius) exceeds 2^15")
    shape = .hexagon(center: center, radius: Swift.max(radius, -1))
    _values = Array(repeating: value, count: shape.count)
  }

  /// Creates a rectangle-shaped map of offset coordinates with every hex set
  /// to `value`.
  ///
  /// - Parameters:
  ///   - rows: The number of rows, from row 0; zero or negative gives an
  ///     empty map.
  ///   - columns: The number of columns, from column 0; zero or negative
  ///     gives an empty map.
  ///   - kind: The kind of offset grid.
  ///   - value: The initial value of every hex.
  /// - Precondition: `rows × columns` is at most 2³².
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public init(rows: Int, columns: Int, kind: OffsetKind, repeating value: Value) {
    let rows = Swift.max(rows, 0), columns = Swift.max(columns, 0)
    let (area, overflow) = rows.multipliedReportingOverflow(by: columns)
    precondition(!overflow && area <= 1 << 32, "HexMap of \(rows) × \(columns) exceeds 2^32 hexes")
    shape = .rectangle(rows: rows, columns: columns, kind: kind)
    _values = Array(repeating: value, count: area)
  }

  /// The hexes of a hexagon-shaped map, or `nil` for a rectangle.
  public var hexagon: (center: Hex, radius: Int)? {
    if case .hexagon(let center, let radius) = shape { return (center, radius) }
    return nil
  }

  /// Returns a Boolean value indicating whether `hex` is part of the map.
  ///
  /// - Parameter hex: The hex to look up.
  @inlinable
  public func contains(_ hex: Hex) -> Bool { shape.index(of: hex) != nil }

  /// Returns the position of `hex` in ``values``, or `nil` when it is not
  /// part of the map.
  ///
  /// - Parameter hex: The hex to look up.
  @inlinable
  public func index(of hex: Hex) -> Int? { shape.index(of: hex) }

  /// Returns the hex stored at `index` in ``values``.
  ///
  /// - Parameter index: A position in `0..<count`.
  ///
  /// - Complexity: O(log *R*) for a hexagon of radius *R*; O(1) for a
  ///   rectangle.
  /// - Precondition: `index` is in `0..<count`.
  @inlinable
  public func hex(at index: Int) -> Hex {
    precondition(index >= 0 && index < values.count, "HexMap index \(index) out of range")
    return shape.hex(at: index)
  }

  /// The value of `hex`: `nil` when reading a hex outside the map; writing
  /// a hex outside the map, or writing `nil`, does nothing.
  ///
  /// - Parameter hex: The hex to read or write.
  @inlinable
  public subscript(hex: Hex) -> Value? {
    get {
      guard let i = shape.index(of: hex) else { return nil }
      return values[i]
    }
    set {
      guard let i = shape.index(of: hex), let newValue else { return }
      _values[i] = newValue
    }
  }

  /// Returns a map of the same shape with `transform` applied to every
  /// value.
  ///
  /// - Parameter transform: A closure that takes a value and returns the new one.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public func mapValues<T>(_ transform: (Value) throws -> T) rethrows -> HexMap<T> {
    HexMap<T>(shape: shape, values: try values.map(transform))
  }

  @usableFromInline
  internal init(shape: _MapShape, values: [Value]) {
    self.shape = shape
    self._values = values
  }
}

extension HexMap: RandomAccessCollection {
  /// The position of the first hex, 0.
  @inlinable
  public var startIndex: Int { 0 }
  /// The number of hexes in the map.
  @inlinable
  public var endIndex: Int { values.count }

  /// The hex at storage position `position` and its value.
  ///
  /// - Precondition: `position` is in `0..<count`.
  ///
  /// - Complexity: O(log *R*) for a hexagon of radius *R*; O(1) for a
  ///   rectangle.
  @inlinable
  public subscript(position: Int) -> (hex: Hex, value: Value) {
    (shape.hex(at: position), values[position])
  }
}

extension HexMap: Sendable where Value: Sendable {}
extension HexMap: Equatable where Value: Equatable {
  /// Two maps are equal when they have the same shape and the same values.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public static func == (lhs: HexMap, rhs: HexMap) -> Bool {
    lhs.shape == rhs.shape && lhs.values == rhs.values
  }
}
extension HexMap: Hashable where Value: Hashable {
  /// Hashes the shape and the values.
  ///
  /// - Parameter hasher: The hasher to feed.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(shape)
    hasher.combine(values)
  }
}

extension HexMap: Codable where Value: Codable {
  private enum CodingKeys: String, CodingKey { case shape, center, radius, rows, columns, kind, values }

  /// Encodes the map as `{"shape": "hexagon", "center": {…}, "radius": R,
  /// "values": […]}` or `{"shape": "rectangle", "rows": …, "columns": …,
  /// "kind": "oddQ", "values": […]}`, values in storage order.
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
    }
    try container.encode(values, forKey: .values)
  }

  /// Decodes a map written by ``encode(to:)``.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for an unknown shape or kind, a size beyond
  ///   the initializers' limits, or a number of values that does not match
  ///   the shape.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let shape: _MapShape
    switch try container.decode(String.self, forKey: .shape) {
    case "hexagon":
      let radius = try container.decode(Int.self, forKey: .radius)
      guard radius >= -1, radius <= 1 << 15 else {
        throw DecodingError.dataCorruptedError(
          forKey: .radius, in: container, debugDescription: "radius \(radius) outside -1...32768")
      }
      shape = .hexagon(center: try container.decode(Hex.self, forKey: .center), radius: radius)
    case "rectangle":
      let rows = try container.decode(Int.self, forKey: .rows)
      let columns = try container.decode(Int.self, forKey: .columns)
      let name = try container.decode(String.self, forKey: .kind)
      guard let kind = OffsetKind.allCases.first(where: { $0._name == name }) else {
        throw DecodingError.dataCorruptedError(
          forKey: .kind, in: container, debugDescription: "unknown offset kind \(name)")
      }
      let (area, overflow) = rows.multipliedReportingOverflow(by: columns)
      guard rows >= 0, columns >= 0, !overflow, area <= 1 << 32 else {
        throw DecodingError.dataCorruptedError(
          forKey: .rows, in: container, debugDescription: "\(rows) × \(columns) is not a valid size")
      }
      shape = .rectangle(rows: rows, columns: columns, kind: kind)
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
@usableFromInline
internal enum _MapShape: Hashable, Sendable {
  /// The hexes within `radius` of `center`, numbered by q, then r.
  case hexagon(center: Hex, radius: Int)
  /// Rows `0..<rows` by columns `0..<columns` of one offset kind, row-major.
  case rectangle(rows: Int, columns: Int, kind: OffsetKind)

  /// The number of hexes.
  @usableFromInline
  internal var count: Int {
    switch self {
    case .hexagon(_, let n): return n < 0 ? 0 : 3 * n * (n + 1) + 1
    case .rectangle(let rows, let columns, _): return rows * columns
    }
  }

  /// The storage position of `hex`, or `nil`.
  @inlinable
  internal func index(of hex: Hex) -> Int? {
    switch self {
    case .hexagon(let center, let n):
      // Relative to the center; wrapping is harmless, the range test rejects it.
      let q = hex.q &- center.q, r = hex.r &- center.r, s = 0 &- q &- r
      guard q >= -n, q <= n, r >= -n, r <= n, s >= -n, s <= n else { return nil }
      return _MapShape.hexagonRowStart(q, n) + (r - Swift.max(-n, -q - n))
    case .rectangle(let rows, let columns, let kind):
      let offset = OffsetCoordinate(hex, kind: kind)
      guard offset.row >= 0, offset.row < rows, offset.col >= 0, offset.col < columns else { return nil }
      return offset.row * columns + offset.col
    }
  }

  /// The hex at storage position `index`, which must be in `0..<count`.
  ///
  /// - Complexity: O(log *R*) for a hexagon of radius *R*; O(1) for a
  ///   rectangle.
  @inlinable
  internal func hex(at index: Int) -> Hex {
    switch self {
    case .hexagon(let center, let n):
      // The last column whose first position is at most `index`.
      var low = -n, high = n
      while low < high {
        let mid = low + (high - low + 1) / 2
        if _MapShape.hexagonRowStart(mid, n) <= index { low = mid } else { high = mid - 1 }
      }
      let q = low
      let r = Swift.max(-n, -q - n) + (index - _MapShape.hexagonRowStart(q, n))
      return Hex(q: center.q + q, r: center.r + r)
    case .rectangle(_, let columns, let kind):
      return Hex(OffsetCoordinate(row: index / columns, col: index % columns), kind: kind)
    }
  }

  /// The storage position of the first hex of column `q` (relative to the
  /// center) in a hexagon of radius `n`: the sum of the lengths of columns
  /// `-n..<q`, where column `q` holds `2n + 1 - |q|` hexes.
  @inlinable
  internal static func hexagonRowStart(_ q: Int, _ n: Int) -> Int {
    let k = q + n  // columns before this one
    if q <= 0 { return k * (n + 1) + k * (k - 1) / 2 }
    // All of columns -n...0, then columns 1..<q of lengths 2n, 2n-1, ….
    let left = (n + 1) * (2 * n + 1) - n * (n + 1) / 2  // = start(1)
    let m = q - 1
    return left + m * 2 * n - m * (m - 1) / 2
  }
}
