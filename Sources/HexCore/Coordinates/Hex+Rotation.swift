/// A rotation of the hex grid by a multiple of 60°.
///
/// Clockwise means clockwise on a y-down screen, the way ``HexDirection``
/// indices increase: rotating ``HexDirection/flatBottomRight``'s vector
/// clockwise by one step gives ``HexDirection/flatBottom``'s.
public struct HexRotation: Hashable, Sendable {
  /// The number of clockwise 60° steps, from 0 to 5.
  public let clockwiseSteps: Int

  @inlinable
  internal init(_clockwiseSteps steps: Int) { clockwiseSteps = _mod6(steps) }

  /// A clockwise rotation by `steps` × 60°; any integer, reduced modulo 6.
  ///
  /// - Parameter steps: The number of 60° steps; negative turns the other way.
  @inlinable
  public static func clockwise(_ steps: Int) -> HexRotation {
    HexRotation(_clockwiseSteps: steps)
  }

  /// A counterclockwise rotation by `steps` × 60°; any integer, reduced
  /// modulo 6.
  ///
  /// - Parameter steps: The number of 60° steps; negative turns the other way.
  @inlinable
  public static func counterclockwise(_ steps: Int) -> HexRotation {
    HexRotation(_clockwiseSteps: -_mod6(steps))
  }

  /// The rotation that changes nothing.
  @inlinable
  public static var identity: HexRotation { HexRotation(_clockwiseSteps: 0) }
}

/// One of the three cube axes, for reflections.
public enum HexAxis: Hashable, Sendable, CaseIterable {
  /// The axis on which `q` is constant along lines of varying `r` and `s`.
  case q
  /// The axis on which `r` is constant.
  case r
  /// The axis on which `s` is constant.
  case s
}

extension Hex {
  /// Returns this hex rotated about the origin.
  ///
  /// One clockwise step maps cube `(q, r, s)` to `(-r, -s, -q)`:
  ///
  ///     Hex(q: 1, r: -3).rotated(by: .clockwise(1))  // Hex(q: 3, r: -2)
  ///
  /// Computed modulo 2³²: exact whenever the result fits in `Int32`, so
  /// for every hex in ``coordinateRange``; it never traps.
  ///
  /// - Parameter rotation: The rotation to apply.
  @inlinable
  public func rotated(by rotation: HexRotation) -> Hex {
    // Modulo 2³² (see "Coordinate range and storage" on ``Hex``): exact
    // whenever the result is storable, never trapping.
    let q = _q, r = _r, s = 0 &- _q &- _r
    switch rotation.clockwiseSteps {
    case 0: return self
    case 1: return Hex(_q: 0 &- r, _r: 0 &- s)
    case 2: return Hex(_q: s, _r: q)
    case 3: return Hex(_q: 0 &- q, _r: 0 &- r)
    case 4: return Hex(_q: r, _r: s)
    default: return Hex(_q: 0 &- s, _r: 0 &- q)
    }
  }

  /// Returns this hex rotated about `center`.
  ///
  /// Computed modulo 2³², like ``rotated(by:)``: exact whenever the result
  /// fits in `Int32`, even where `self - center` would not.
  ///
  /// - Parameters:
  ///   - rotation: The rotation to apply.
  ///   - center: The fixed point of the rotation.
  @inlinable
  public func rotated(by rotation: HexRotation, around center: Hex) -> Hex {
    // Modulo 2³²: the difference of two in-range hexes may not fit, the
    // rotated point does.
    (self &- center).rotated(by: rotation) &+ center
  }

  /// Rotates this hex about the origin.
  ///
  /// - Parameter rotation: The rotation to apply.
  @inlinable
  public mutating func rotate(by rotation: HexRotation) {
    self = rotated(by: rotation)
  }

  /// Rotates this hex about `center`.
  ///
  /// - Parameters:
  ///   - rotation: The rotation to apply.
  ///   - center: The fixed point of the rotation.
  @inlinable
  public mutating func rotate(by rotation: HexRotation, around center: Hex) {
    self = rotated(by: rotation, around: center)
  }

  /// Returns this hex reflected across a cube axis through the origin.
  ///
  /// Reflecting across an axis keeps that coordinate and swaps the other two:
  ///
  ///     Hex(q: 1, r: -3).reflected(across: .q)  // Hex(q: 1, r: 2)  (s was 2)
  ///
  /// Computed modulo 2³², like ``rotated(by:)``.
  ///
  /// - Parameter axis: The axis to reflect across.
  @inlinable
  public func reflected(across axis: HexAxis) -> Hex {
    // Modulo 2³², like ``rotated(by:)``.
    let s = 0 &- _q &- _r
    switch axis {
    case .q: return Hex(_q: _q, _r: s)
    case .r: return Hex(_q: s, _r: _r)
    case .s: return Hex(_q: _r, _r: _q)
    }
  }

  /// Returns this hex reflected across the line through `center` parallel
  /// to a cube axis.
  ///
  /// Computed modulo 2³², like ``rotated(by:around:)``.
  ///
  /// - Parameters:
  ///   - axis: The axis to reflect across.
  ///   - center: A hex on the mirror line.
  @inlinable
  public func reflected(across axis: HexAxis, through center: Hex) -> Hex {
    (self &- center).reflected(across: axis) &+ center
  }

  /// Reflects this hex across a cube axis through the origin.
  ///
  /// - Parameter axis: The axis to reflect across.
  @inlinable
  public mutating func reflect(across axis: HexAxis) {
    self = reflected(across: axis)
  }
}
