extension Hex: AdditiveArithmetic {
  /// Returns the component-wise sum of two hexes (vector addition).
  ///
  ///     Hex(q: 1, r: -3) + Hex(q: 3, r: -7)  // Hex(q: 4, r: -10)
  @inlinable
  public static func + (lhs: Hex, rhs: Hex) -> Hex {
    Hex(q: lhs.q + rhs.q, r: lhs.r + rhs.r)
  }

  /// Returns the component-wise difference of two hexes.
  @inlinable
  public static func - (lhs: Hex, rhs: Hex) -> Hex {
    Hex(q: lhs.q - rhs.q, r: lhs.r - rhs.r)
  }

  /// Adds `rhs` to `lhs` in place.
  @inlinable
  public static func += (lhs: inout Hex, rhs: Hex) { lhs = lhs + rhs }

  /// Subtracts `rhs` from `lhs` in place.
  @inlinable
  public static func -= (lhs: inout Hex, rhs: Hex) { lhs = lhs - rhs }

  /// Returns the hex mirrored through the origin, `Hex(q: -q, r: -r)`.
  @inlinable
  public static prefix func - (hex: Hex) -> Hex {
    Hex(q: -hex.q, r: -hex.r)
  }

  /// Returns the hex scaled by an integer factor.
  ///
  ///     Hex(q: 1, r: -2) * 3  // Hex(q: 3, r: -6)
  @inlinable
  public static func * (lhs: Hex, rhs: Int) -> Hex {
    Hex(q: lhs.q * rhs, r: lhs.r * rhs)
  }

  /// Returns the hex scaled by an integer factor.
  @inlinable
  public static func * (lhs: Int, rhs: Hex) -> Hex { rhs * lhs }

  /// Scales a hex by an integer factor in place.
  @inlinable
  public static func *= (lhs: inout Hex, rhs: Int) { lhs = lhs * rhs }
}
