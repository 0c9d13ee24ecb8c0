/// A hexagon in a hexagonal grid, in axial coordinates with a cube view.
///
/// A hex is stored as two integers, `q` and `r`; the third cube coordinate
/// `s` is derived so that `q + r + s == 0` always holds. Axial and cube
/// coordinates are two views of the same value, following Red Blob Games'
/// "Hexagonal Grids" guide (https://www.redblobgames.com/grids/hexagons/).
///
///     let hex = Hex(q: 1, r: -2)
///     // hex.s == 1
///
/// `Hex` knows no screen: whether `q` points right or down-right depends on
/// the ``HexOrientation`` a ``HexGeometry`` draws it with.
///
/// ## Coordinate range
///
/// All components of the hexes you work with should lie in
/// ``coordinateRange`` (±2³⁰). Inside it, sums, differences, distances,
/// rotations, reflections, neighbors and conversions between coordinate
/// systems cannot overflow, and pixel conversions are exact to well below a
/// pixel. Arithmetic that leaves `Int`'s range traps, as `Int` arithmetic
/// does; functions that take a point return `nil` rather than a hex outside
/// the range.
///
/// `Hex` is neither `Comparable` nor `ExpressibleByIntegerLiteral`: a grid
/// has no natural order, and a single integer is not a hex.
public struct Hex: Hashable, Sendable {
  /// The first axial coordinate (the cube `q` component).
  public var q: Int
  /// The second axial coordinate (the cube `r` component).
  public var r: Int

  /// Creates a hex from axial coordinates.
  ///
  /// - Parameters:
  ///   - q: The `q` coordinate.
  ///   - r: The `r` coordinate.
  @inlinable
  public init(q: Int, r: Int) {
    self.q = q
    self.r = r
  }

  /// Creates a hex from cube coordinates, or returns `nil` if
  /// `q + r + s != 0`.
  ///
  /// Invalid cube coordinates are refused, never silently fixed up:
  ///
  ///     Hex(q: 1, r: -2, s: 1)  // Hex(q: 1, r: -2)
  ///     Hex(q: 1, r: 1, s: 1)   // nil
  ///
  /// - Parameters:
  ///   - q: The `q` coordinate.
  ///   - r: The `r` coordinate.
  ///   - s: The `s` coordinate.
  @inlinable
  public init?(q: Int, r: Int, s: Int) {
    // The exact sum, as the wrapped sum plus the carries out of 64 bits:
    // Hex(q: .max, r: 1, s: .min) sums to 0 though q + r overflows.
    let (qr, o1) = q.addingReportingOverflow(r)
    let (sum, o2) = qr.addingReportingOverflow(s)
    let carry1 = o1 ? (q > 0 ? 1 : -1) : 0
    let carry2 = o2 ? (qr > 0 ? 1 : -1) : 0
    guard sum == 0, carry1 + carry2 == 0 else { return nil }
    self.init(q: q, r: r)
  }

  /// The third cube coordinate, `-q - r`.
  @inlinable
  public var s: Int { -q - r }

  /// The hex at the origin, `Hex(q: 0, r: 0)`.
  @inlinable
  public static var zero: Hex { Hex(q: 0, r: 0) }

  /// The range within which every component of a hex should lie:
  /// `-1_073_741_824...1_073_741_824` (±2³⁰).
  ///
  /// Inside this range no operation of this library overflows, and doubles
  /// represent pixel positions exactly enough to round back to the same hex.
  /// ``HexGeometry/hex(containing:)`` and ``FractionalHex/rounded()`` return
  /// `nil` rather than a hex outside it; decoding refuses one.
  @inlinable
  public static var coordinateRange: ClosedRange<Int> { -_coordinateBound..._coordinateBound }

  /// A Boolean value indicating whether all three cube components lie in
  /// ``coordinateRange``.
  @inlinable
  public var isInCoordinateRange: Bool {
    // One unsigned comparison per component, without branches; `s` wraps
    // harmlessly when `q` or `r` is already out of range.
    let limit = _coordinateBound, span = UInt(2 * _coordinateBound)
    let q = UInt(bitPattern: self.q &+ limit), r = UInt(bitPattern: self.r &+ limit)
    let s = UInt(bitPattern: (0 &- self.q &- self.r) &+ limit)
    return Swift.max(q, r, s) <= span
  }
}

extension Hex: CustomStringConvertible {
  /// A short description such as `Hex(q: 1, r: -2)`: the way a hex prints
  /// everywhere, alone, in an array or in an optional.
  public var description: String { "Hex(q: \(q), r: \(r))" }
}
