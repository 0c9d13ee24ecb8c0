extension Hex: AdditiveArithmetic {
  /// Returns the component-wise sum of two hexes (vector addition).
  ///
  ///     Hex(q: 1, r: -3) + Hex(q: 3, r: -7)  // Hex(q: 4, r: -10)
  ///
  /// - Precondition: Each component of the sum fits in `Int32`, as `Int`
  ///   addition traps when it leaves `Int`. Two hexes in
  ///   ``coordinateRange`` can sum to ±2³¹, one past `Int32.max`.
  @inlinable
  public static func + (lhs: Hex, rhs: Hex) -> Hex {
    let (q, o1) = lhs._q.addingReportingOverflow(rhs._q)
    let (r, o2) = lhs._r.addingReportingOverflow(rhs._r)
    if o1 || o2 { _hexArithmeticOverflow("+") }
    return Hex(_q: q, _r: r)
  }

  /// Returns the component-wise difference of two hexes.
  ///
  /// - Precondition: Each component of the difference fits in `Int32`.
  @inlinable
  public static func - (lhs: Hex, rhs: Hex) -> Hex {
    let (q, o1) = lhs._q.subtractingReportingOverflow(rhs._q)
    let (r, o2) = lhs._r.subtractingReportingOverflow(rhs._r)
    if o1 || o2 { _hexArithmeticOverflow("-") }
    return Hex(_q: q, _r: r)
  }

  /// Adds `rhs` to `lhs` in place.
  @inlinable
  public static func += (lhs: inout Hex, rhs: Hex) { lhs = lhs + rhs }

  /// Subtracts `rhs` from `lhs` in place.
  @inlinable
  public static func -= (lhs: inout Hex, rhs: Hex) { lhs = lhs - rhs }

  /// Returns the hex mirrored through the origin, `Hex(q: -q, r: -r)`.
  ///
  /// - Precondition: Neither component is `Int32.min`.
  @inlinable
  public static prefix func - (hex: Hex) -> Hex {
    Hex.zero - hex
  }

  /// Returns the hex scaled by an integer factor.
  ///
  ///     Hex(q: 1, r: -2) * 3  // Hex(q: 3, r: -6)
  ///
  /// - Precondition: Each component of the product fits in `Int32`.
  @inlinable
  public static func * (lhs: Hex, rhs: Int) -> Hex {
    let (q, o1) = lhs.q.multipliedReportingOverflow(by: rhs)
    let (r, o2) = lhs.r.multipliedReportingOverflow(by: rhs)
    let q32 = Int32(truncatingIfNeeded: q), r32 = Int32(truncatingIfNeeded: r)
    if o1 || o2 || Int(q32) != q || Int(r32) != r { _hexArithmeticOverflow("*") }
    return Hex(_q: q32, _r: r32)
  }

  /// Returns the hex scaled by an integer factor.
  @inlinable
  public static func * (lhs: Int, rhs: Hex) -> Hex { rhs * lhs }

  /// Scales a hex by an integer factor in place.
  @inlinable
  public static func *= (lhs: inout Hex, rhs: Int) { lhs = lhs * rhs }
}

extension Hex {
  /// The component-wise sum modulo 2³², never trapping.
  ///
  /// Exact whenever the true sum is storable: for internal steps whose
  /// result is known to lie in range though an intermediate vector may not.
  @inlinable @inline(__always)
  internal static func &+ (lhs: Hex, rhs: Hex) -> Hex {
    Hex(_q: lhs._q &+ rhs._q, _r: lhs._r &+ rhs._r)
  }

  /// The component-wise difference modulo 2³², never trapping.
  @inlinable @inline(__always)
  internal static func &- (lhs: Hex, rhs: Hex) -> Hex {
    Hex(_q: lhs._q &- rhs._q, _r: lhs._r &- rhs._r)
  }
}
