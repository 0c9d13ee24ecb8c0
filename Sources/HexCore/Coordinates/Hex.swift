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
/// ## Coordinate range and storage
///
/// All components of the hexes you work with should lie in
/// ``coordinateRange`` (±2³⁰). Inside it, sums, differences, distances,
/// rotations, reflections, neighbors and conversions between coordinate
/// systems are exact, and pixel conversions are exact to well below a
/// pixel; functions that take a point return `nil` rather than a hex
/// outside the range.
///
/// A hex stores its two components as `Int32`, so a `Hex` takes 8 bytes and
/// a vector register holds twice as many as with `Int`; the API speaks
/// `Int`. Nothing traps on a component that does not fit: ``init(q:r:)``,
/// the setters, `+`, `-`, `*` and ``neighbor(in:)`` clamp it to `Int32`'s
/// ends (saturating arithmetic), far outside ``coordinateRange``, so such a
/// hex stays one that every API refuses as out of range. For input you do
/// not control, the failable ``init(validatingQ:r:)`` says so instead.
/// Rotations, reflections and ``neighbors`` compute modulo 2³² (exact
/// whenever the result is storable, so always within the coordinate
/// range).
///
/// `Hex` is neither `Comparable` nor `ExpressibleByIntegerLiteral`: a grid
/// has no natural order, and a single integer is not a hex.
public struct Hex: Sendable {
  // Two 32-bit components: hexx and Red Blob Games' C++ store the same.
  @usableFromInline internal var _q: Int32
  @usableFromInline internal var _r: Int32

  /// The first axial coordinate (the cube `q` component).
  ///
  /// Setting it clamps a value that does not fit in `Int32` to its ends.
  @inlinable
  public var q: Int {
    get { Int(_q) }
    set { _q = _hexComponent(newValue) }
  }

  /// The second axial coordinate (the cube `r` component).
  ///
  /// Setting it clamps a value that does not fit in `Int32` to its ends.
  @inlinable
  public var r: Int {
    get { Int(_r) }
    set { _r = _hexComponent(newValue) }
  }

  /// Creates a hex from axial coordinates.
  ///
  /// Components are stored as `Int32`: one that does not fit
  /// (`-2_147_483_648...2_147_483_647`) is clamped to the nearer end, which
  /// lies far outside ``coordinateRange``, so the hex is refused as out of
  /// range everywhere rather than trapping. ``init(validatingQ:r:)`` returns
  /// `nil` for input you do not control.
  ///
  /// - Parameters:
  ///   - q: The `q` coordinate.
  ///   - r: The `r` coordinate.
  @inlinable
  public init(q: Int, r: Int) {
    _q = _hexComponent(q)
    _r = _hexComponent(r)
  }

  /// Creates a hex from axial coordinates, or returns `nil` unless all
  /// three cube components lie in ``coordinateRange``.
  ///
  /// The initializer for untrusted input: it never traps, and a hex it
  /// returns is one every operation of this library handles exactly.
  ///
  ///     Hex(validatingQ: 3, r: -7)      // Hex(q: 3, r: -7)
  ///     Hex(validatingQ: 1 << 40, r: 0) // nil
  ///
  /// - Parameters:
  ///   - q: The `q` coordinate.
  ///   - r: The `r` coordinate.
  @inlinable
  public init?(validatingQ q: Int, r: Int) {
    let limit = _coordinateBound, span = UInt(2 * _coordinateBound)
    let uq = UInt(bitPattern: q &+ limit), ur = UInt(bitPattern: r &+ limit)
    // With q and r in range, s = -q - r cannot overflow.
    guard uq <= span, ur <= span, UInt(bitPattern: (0 &- q &- r) &+ limit) <= span else { return nil }
    self.init(_q: Int32(truncatingIfNeeded: q), _r: Int32(truncatingIfNeeded: r))
  }

  /// Creates a hex from two stored components, unchecked.
  @inlinable @inline(__always)
  internal init(_q: Int32, _r: Int32) {
    self._q = _q
    self._r = _r
  }

  /// Creates a hex from the low 32 bits of each component.
  ///
  /// Exact when both fit in `Int32`, wrapping otherwise: for values known
  /// to fit.
  @inlinable @inline(__always)
  internal init(_truncatingQ q: Int, r: Int) {
    _q = Int32(truncatingIfNeeded: q)
    _r = Int32(truncatingIfNeeded: r)
  }

  /// Creates a hex from cube coordinates, or returns `nil` if
  /// `q + r + s != 0` or if `q` or `r` does not fit in `Int32`.
  ///
  /// Invalid cube coordinates are refused, never silently fixed up, and
  /// never trap:
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
    guard let q32 = Int32(exactly: q), let r32 = Int32(exactly: r) else { return nil }
    // q and r fit in 32 bits, so q + r + s cannot overflow unless s is far
    // outside; the reported overflow refuses that case.
    let (sum, overflow) = (q &+ r).addingReportingOverflow(s)
    guard !overflow, sum == 0 else { return nil }
    self.init(_q: q32, _r: r32)
  }

  /// The third cube coordinate, `-q - r`.
  ///
  /// Exact for every hex: the two 32-bit components are summed in `Int`.
  @inlinable
  public var s: Int { 0 &- q &- r }

  /// The hex at the origin, `Hex(q: 0, r: 0)`.
  @inlinable
  public static var zero: Hex { Hex(_q: 0, _r: 0) }

  /// The range within which every component of a hex should lie:
  /// `-1_073_741_824...1_073_741_824` (±2³⁰).
  ///
  /// Inside this range no operation of this library overflows, and doubles
  /// represent pixel positions exactly enough to round back to the same hex.
  /// ``HexGeometry/hex(containing:)`` and ``FractionalHex/rounded()`` return
  /// `nil` rather than a hex outside it; decoding and
  /// ``init(validatingQ:r:)`` refuse one.
  @inlinable
  public static var coordinateRange: ClosedRange<Int> { -_coordinateBound..._coordinateBound }

  /// A Boolean value indicating whether all three cube components lie in
  /// ``coordinateRange``.
  @inlinable
  public var isInCoordinateRange: Bool {
    // One unsigned comparison per component, without branches; exact, since
    // 32-bit components sum without overflow in `Int`.
    let limit = _coordinateBound, span = UInt(2 * _coordinateBound)
    let q = UInt(bitPattern: self.q &+ limit), r = UInt(bitPattern: self.r &+ limit)
    let s = UInt(bitPattern: self.s &+ limit)
    return Swift.max(q, r, s) <= span
  }

  /// Both components as one 64-bit word: `q` in the low half.
  @inlinable @inline(__always)
  internal var _bits: UInt64 {
    UInt64(UInt32(bitPattern: _q)) | UInt64(UInt32(bitPattern: _r)) &<< 32
  }
}

extension Hex: Hashable {
  /// Returns whether two hexes have the same coordinates.
  @inlinable
  public static func == (lhs: Hex, rhs: Hex) -> Bool {
    lhs._bits == rhs._bits
  }

  /// Hashes both components, as one 64-bit word.
  ///
  /// - Parameter hasher: The hasher to feed.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(_bits)
  }
}

extension Hex: CustomStringConvertible {
  /// A short description such as `Hex(q: 1, r: -2)`: the way a hex prints
  /// everywhere, alone, in an array or in an optional.
  public var description: String { "Hex(q: \(q), r: \(r))" }
}

/// `value` as a stored component: clamped to Int32's ends, far outside
/// ``Hex/coordinateRange``, so an unrepresentable hex stays one that every
/// API refuses as out of range, and nothing traps.
@inlinable @inline(__always)
internal func _hexComponent(_ value: Int) -> Int32 {
  Int32(clamping: value)
}
