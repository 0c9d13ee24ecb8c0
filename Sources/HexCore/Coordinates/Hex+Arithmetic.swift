extension Hex: AdditiveArithmetic {
  /// Returns the component-wise sum of two hexes (vector addition).
  ///
  ///     Hex(q: 1, r: -3) + Hex(q: 3, r: -7)  // Hex(q: 4, r: -10)
  ///
  /// Saturating: a component that leaves `Int32` is clamped to its nearer
  /// end, far outside ``coordinateRange`` (two hexes in the range can sum
  /// to ±2³¹, one past `Int32.max`), so the result is refused as out of
  /// range everywhere; nothing traps.
  @inlinable
  public static func + (lhs: Hex, rhs: Hex) -> Hex {
    // In Int, which cannot overflow here, then clamped to Int32.
    Hex(_q: Int32(clamping: Int(lhs._q) + Int(rhs._q)), _r: Int32(clamping: Int(lhs._r) + Int(rhs._r)))
  }

  /// Returns the component-wise difference of two hexes.
  ///
  /// Saturating, as `+` is: nothing traps.
  @inlinable
  public static func - (lhs: Hex, rhs: Hex) -> Hex {
    Hex(_q: Int32(clamping: Int(lhs._q) - Int(rhs._q)), _r: Int32(clamping: Int(lhs._r) - Int(rhs._r)))
  }

  /// Adds `rhs` to `lhs` in place.
  @inlinable
  public static func += (lhs: inout Hex, rhs: Hex) { lhs = lhs + rhs }

  /// Subtracts `rhs` from `lhs` in place.
  @inlinable
  public static func -= (lhs: inout Hex, rhs: Hex) { lhs = lhs - rhs }

  /// Returns the hex mirrored through the origin, `Hex(q: -q, r: -r)`.
  ///
  /// Saturating, as `-` is: the negation of `Int32.min` is `Int32.max`.
  @inlinable
  public static prefix func - (hex: Hex) -> Hex {
    Hex.zero - hex
  }

  /// Returns the hex scaled by an integer factor.
  ///
  ///     Hex(q: 1, r: -2) * 3  // Hex(q: 3, r: -6)
  ///
  /// Saturating, as `+` is: nothing traps, even for a huge factor.
  @inlinable
  public static func * (lhs: Hex, rhs: Int) -> Hex {
    Hex(_q: _saturatingProduct(lhs._q, rhs), _r: _saturatingProduct(lhs._r, rhs))
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

/// `component · factor`, clamped to `Int32`'s ends.
@inlinable
internal func _saturatingProduct(_ component: Int32, _ factor: Int) -> Int32 {
  let (product, overflow) = Int(component).multipliedReportingOverflow(by: factor)
  guard overflow else { return Int32(clamping: product) }
  return (component < 0) != (factor < 0) ? .min : .max
}
