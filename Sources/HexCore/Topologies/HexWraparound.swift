/// A hexagon-shaped map whose edges wrap: leaving it on one side comes back
/// on the opposite side (Red Blob Games, "Wraparound maps",
/// https://www.redblobgames.com/grids/hexagons/#wraparound).
///
/// The map's hexes are those within ``radius`` of ``center``. Copies of the
/// map tile the plane around the six *mirror centers* `(2R + 1, −R)` and its
/// rotations; any hex stands for the map hex it lands on when moved by the
/// lattice those centers generate. So hexes of the map stand for
/// themselves, wrapping twice changes nothing, and neighbors across the
/// seam are neighbors on the map.
///
///     let world = HexWraparound(center: Hex(q: 10, r: 0), radius: 2)!
///     world.canonical(Hex(q: 13, r: 0))         // Hex(q: 8, r: 2)
///     world.distance(from: Hex(q: 12, r: 0), to: Hex(q: 8, r: 0))  // 2, not 4
///
/// Store values with a ``HexMap`` of the same hexagon
/// (`HexMap(radius:center:repeating:)`) and read and write any hex through
/// ``HexStorage/subscript(_:wrappingIn:)``: every hex has a slot, found in
/// O(1), as with hexx's `HexModMap`.
///
/// Any radius whose hexagon lies inside ``Hex/coordinateRange`` works, up
/// to 2³⁰; the initializer returns `nil` for a negative radius or a
/// hexagon that leaves the range.
public struct HexWraparound: Hashable, Sendable {
  /// The center of the map.
  public let center: Hex
  /// The map's radius: its hexes are those within this distance of
  /// ``center``.
  public let radius: Int

  /// Creates a wrapping hexagon-shaped map, or returns `nil` for a negative
  /// radius or a hexagon that does not lie inside ``Hex/coordinateRange``.
  ///
  /// - Parameters:
  ///   - center: The center of the map; the default is the origin.
  ///   - radius: The map's radius, `0...2³⁰`.
  public init?(center: Hex = .zero, radius: Int) {
    let limit = Hex.coordinateRange.upperBound
    guard radius >= 0, radius <= limit, center.isInCoordinateRange else { return nil }
    guard center.q.magnitude + UInt(radius) <= UInt(limit), center.r.magnitude + UInt(radius) <= UInt(limit),
      center.s.magnitude + UInt(radius) <= UInt(limit)
    else { return nil }
    self.center = center
    self.radius = radius
  }

  /// The number of hexes of the map, `3R(R + 1) + 1`.
  public var count: Int { 3 * radius * (radius + 1) + 1 }

  /// Whether `hex` is one of the map's hexes (not merely one that wraps
  /// onto it).
  ///
  /// - Parameter hex: Any hex.
  public func contains(_ hex: Hex) -> Bool { bounds.contains(hex) }

  /// Returns the map hex that `hex` stands for, or `nil` for a hex 2³¹ − 1
  /// or more steps from the origin.
  ///
  ///     HexWraparound(radius: 2)!.canonical(Hex(q: 3, r: 0))  // Hex(q: -2, r: 2)
  ///
  /// Every hex of ``Hex/coordinateRange`` stands for a map hex, and so does
  /// every hex up to 2³⁰ − 2 steps beyond it, such as a neighbor of a hex on
  /// the range's edge: a map that reaches the edge wraps across it, and a
  /// search steps over that seam as over any other. A hex farther out,
  /// whose ``Hex/length`` is 2³¹ − 1 or more, gives `nil`: its components
  /// may be ones that saturating arithmetic clamped (see ``Hex``).
  ///
  /// - Parameter hex: Any hex.
  ///
  /// - Complexity: O(1): one lattice rounding and one look at the six
  ///   mirror centers, in 64-bit arithmetic that is exact for every radius
  ///   up to 2³⁰.
  public func canonical(_ hex: Hex) -> Hex? {
    guard hex._isWrappable else { return nil }
    return _canonical(q: hex.q - center.q, r: hex.r - center.r)
  }

  /// Returns the map hexes next to `hex`, across the seam where it wraps, in
  /// ``HexDirection`` order, without repeats and without the hex itself.
  ///
  /// - Parameter hex: Any hex that ``canonical(_:)`` takes.
  /// - Returns: Six hexes on a map of radius 1 or more; none on a map of one
  ///   hex, or for a hex that ``canonical(_:)`` refuses.
  public func neighbors(of hex: Hex) -> [Hex] {
    guard let base = canonical(hex) else { return [] }
    var result: [Hex] = []
    for d in 0..<6 {
      let wrapped = _canonical(
        q: base.q - center.q + _directionQ(d), r: base.r - center.r + _directionQ(d + 4))
      if wrapped != base, !result.contains(wrapped) { result.append(wrapped) }
    }
    return result
  }

  /// Returns the number of steps between two hexes, the shortest way
  /// around the map, or `nil` when ``canonical(_:)`` refuses either.
  ///
  /// - Parameters:
  ///   - a: A hex.
  ///   - b: Another.
  public func distance(from a: Hex, to b: Hex) -> Int? {
    guard let a = canonical(a), let b = canonical(b) else { return nil }
    return _length(_reduced(q: b.q - a.q, r: b.r - a.r))
  }

  /// Returns the hexes of a shortest straight line from `a` to `b`, across
  /// the seam when that is shorter, each brought onto the map.
  ///
  /// Every hex stands for a map hex, so the line has no gaps: it is
  /// ``Hex/line(to:)`` to the copy of `b` nearest `a`, wrapped.
  ///
  /// - Parameters:
  ///   - a: The start.
  ///   - b: The end.
  /// - Returns: `distance + 1` hexes, `a` (wrapped) first and `b` (wrapped)
  ///   last, or `[]` when ``canonical(_:)`` refuses either.
  ///
  /// - Complexity: O(*n*), where *n* is the distance.
  public func line(from a: Hex, to b: Hex) -> [Hex] {
    guard let a = canonical(a), let b = canonical(b) else { return [] }
    // The copy of b nearest a may lie beyond the range (and beyond Int32):
    // draw the line from the origin, which is the same line moved, and
    // wrap each hex in `Int`.
    let d = _reduced(q: b.q - a.q, r: b.r - a.r)
    let aq = a.q - center.q, ar = a.r - center.r
    return Hex.zero.line(to: Hex(_truncatingQ: d.q, r: d.r)).map { _canonical(q: aq + $0.q, r: ar + $0.r) }
  }

  /// The map hex that `center + (q, r)` stands for, for an offset whose
  /// cube components lie within 3·2³⁰.
  internal func _canonical(q: Int, r: Int) -> Hex {
    let w = _reduced(q: q, r: r)
    // Within the radius of the center, so in range.
    return Hex(_truncatingQ: center.q + w.q, r: center.r + w.r)
  }

  /// The representative within ``radius`` of the origin of the offset
  /// `(q, r)`, whose cube components lie within 3·2³⁰: the offset minus the
  /// lattice point nearest it.
  ///
  /// Solves `(q, r) = x·a + y·b` for the lattice basis `a = (2R + 1, −R)`,
  /// `b = (R, R + 1)` (determinant `N = 3R(R + 1) + 1`, the map's size) and
  /// rounds `x` and `y`. The rest `h` is `f·a + g·b` with `|f|, |g| ≤ ½`, so
  /// it lies within `(|a| + |b|) / 2 = 2R + 1` steps of the origin, and the
  /// lattice point within `R` of it — there is exactly one, the copies of
  /// the map tiling the plane — lies within `3R + 1`: the origin or one of
  /// the six mirror centers, the only lattice points that near (the next
  /// nearest, such as `a + b`, are `3R + 2` away).
  ///
  /// The numerators are written as `R·(q − r) + q` and `R·(r − s) + r`:
  /// below 2³⁰ · 6·2³⁰ + 3·2³⁰ < 2⁶³, so nothing overflows for `R ≤ 2³⁰`.
  internal func _reduced(q: Int, r: Int) -> (q: Int, r: Int) {
    let n = radius
    if _length((q, r)) <= n { return (q, r) }
    let size = 3 * n * (n + 1) + 1
    let s = 0 - q - r
    let x = _roundedQuotient(n * (q - r) + q, size)
    let y = _roundedQuotient(n * (r - s) + r, size)
    let hq = q - (2 * n + 1) * x - n * y, hr = r + n * x - (n + 1) * y
    if _length((hq, hr)) <= n { return (hq, hr) }
    // The mirror centers: ±a, ±b and ±(a − b).
    for (mq, mr) in [(2 * n + 1, -n), (n, n + 1), (-n - 1, 2 * n + 1)] {
      if _length((hq - mq, hr - mr)) <= n { return (hq - mq, hr - mr) }
      if _length((hq + mq, hr + mr)) <= n { return (hq + mq, hr + mr) }
    }
    return (hq, hr)  // unreachable: one copy of the map holds every hex
  }

  /// The neighbor of map hex `hex` in direction `d`, wrapped, or `nil`
  /// when that is `hex` itself (a map of one hex): a search's step.
  @usableFromInline
  internal func _neighbor(_ hex: Hex, _ d: Int) -> Hex? {
    let next = _canonical(q: hex.q - center.q + _directionQ(d), r: hex.r - center.r + _directionQ(d + 4))
    return next == hex ? nil : next
  }
}

extension Hex {
  /// Whether ``HexWraparound/canonical(_:)`` takes this hex: its length is
  /// below 2³¹ − 1, so no component is one of `Int32`'s ends (where
  /// saturating arithmetic clamps), and an offset from a center in range
  /// stays within 3·2³⁰.
  internal var _isWrappable: Bool { length < (1 << 31) - 1 }
}

/// `p / d` rounded to the nearest integer (halves down), for `d > 0`,
/// without forming `2p` (which could overflow).
internal func _roundedQuotient(_ p: Int, _ d: Int) -> Int {
  var (quotient, remainder) = p.quotientAndRemainder(dividingBy: d)
  if remainder < 0 {
    quotient -= 1
    remainder += d
  }
  return remainder > d - remainder ? quotient + 1 : quotient
}

extension HexWraparound: Codable {
  @usableFromInline
  internal enum CodingKeys: String, CodingKey { case center, radius }

  /// Encodes the map as `{"center":…,"radius":…}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(center, forKey: .center)
    try container.encode(radius, forKey: .radius)
  }

  /// Decodes a wrapping map.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for what the initializer
  ///   refuses: a negative radius, or a hexagon that leaves
  ///   ``Hex/coordinateRange``.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let center = try container.decode(Hex.self, forKey: .center)
    let radius = try container.decode(Int.self, forKey: .radius)
    guard let world = HexWraparound(center: center, radius: radius) else {
      throw DecodingError.dataCorruptedError(
        forKey: .radius, in: container,
        debugDescription: "a wrapping hexagon of radius \(radius) around \(center) leaves the coordinate range")
    }
    self = world
  }
}
