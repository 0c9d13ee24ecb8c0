/// A point of the hex grid in fractional cube coordinates.
///
/// Pixel-to-hex conversion and line drawing produce fractional hexes; cube
/// rounding (``rounded()``) turns one into the hex that contains it. The
/// stored components keep `q + r + s == 0` up to floating-point error.
public struct FractionalHex: Equatable, Sendable {
  /// The fractional `q` coordinate.
  public var q: Double
  /// The fractional `r` coordinate.
  public var r: Double
  /// The fractional `s` coordinate.
  public var s: Double

  /// Creates a fractional hex from axial coordinates; `s` is `-q - r`.
  ///
  /// - Parameters:
  ///   - q: The `q` coordinate.
  ///   - r: The `r` coordinate.
  @inlinable
  public init(q: Double, r: Double) {
    self.q = q
    self.r = r
    self.s = -q - r
  }

  /// Creates a fractional hex from three cube coordinates as given.
  ///
  /// No check is made that they sum to zero; ``rounded()`` keeps the two
  /// components with the smallest rounding error and derives the third.
  ///
  /// - Parameters:
  ///   - q: The `q` coordinate.
  ///   - r: The `r` coordinate.
  ///   - s: The `s` coordinate.
  @inlinable
  public init(q: Double, r: Double, s: Double) {
    self.q = q
    self.r = r
    self.s = s
  }

  /// Creates the fractional hex at the center of a hex.
  ///
  /// - Parameter hex: The hex.
  @inlinable
  public init(_ hex: Hex) {
    self.init(q: Double(hex.q), r: Double(hex.r), s: Double(hex.s))
  }

  /// Returns the hex that contains this point, or `nil` if a component is
  /// not finite or the hex would lie outside ``Hex/coordinateRange``.
  ///
  /// Cube rounding rounds all three components, then recomputes the one
  /// whose rounding moved it furthest from the other two, so that the result
  /// is a valid hex (Red Blob Games, "Rounding to nearest hex"). Exact halves
  /// round to even.
  ///
  ///     FractionalHex(q: 0.4, r: -0.3).rounded()  // Hex(q: 0, r: 0)
  @inlinable @inline(__always)  // hot path: inlined into callers' loops
  public func rounded() -> Hex? {
    let limit = _coordinateLimit + 0.5
    // The negated comparisons are false for NaN, so NaN is refused too.
    guard q.magnitude <= limit, r.magnitude <= limit, s.magnitude <= limit else {
      return nil
    }
    let hex = _cubeRounded(q: q, r: r, s: s)
    return hex.isInCoordinateRange ? hex : nil
  }

  /// Returns the point a fraction `t` of the way from this point to
  /// `other`, component-wise.
  ///
  /// `t == 0` gives this point, `t == 1` gives `other`; other values
  /// extrapolate.
  ///
  /// - Parameters:
  ///   - other: The end point.
  ///   - t: The fraction of the way.
  @inlinable
  public func interpolated(to other: FractionalHex, by t: Double) -> FractionalHex {
    FractionalHex(
      q: q + (other.q - q) * t,
      r: r + (other.r - r) * t,
      s: s + (other.s - s) * t)
  }
}

extension FractionalHex: CustomStringConvertible {
  /// A short description such as `FractionalHex(q: 0.5, r: -1.0, s: 0.5)`.
  public var description: String { "FractionalHex(q: \(q), r: \(r), s: \(s))" }
}
