import HexCore

/// The largest length a layout works with, 2⁵⁰ points: far beyond any
/// screen, small enough that sums of a few such lengths stay exact and finite.
@inlinable
internal var _maximumLength: Double { 0x1p50 }

/// A proposed or bounding dimension made safe: `nil` when unconstrained
/// (`nil` or +∞), otherwise a value in `0...2⁵⁰` (NaN and negatives are 0).
@inlinable
internal func _constraint(_ value: Double?) -> Double? {
  guard let value, value != .infinity else { return nil }
  return _clampedLength(value)
}

/// A length in `0...2⁵⁰`; NaN and negatives are 0, larger values 2⁵⁰.
@inlinable
internal func _clampedLength(_ value: Double) -> Double {
  guard value > 0 else { return 0 }  // also NaN
  return Swift.min(value, _maximumLength)
}

/// A coordinate in `-2⁵⁰...2⁵⁰`; NaN is 0.
@inlinable
internal func _clampedCoordinate(_ value: Double) -> Double {
  guard !value.isNaN else { return 0 }
  return Swift.min(Swift.max(value, -_maximumLength), _maximumLength)
}

extension PixelRect {
  /// The rectangle with a finite origin and a size in `0...2⁵⁰`, by the
  /// rules of ``_clampedCoordinate(_:)`` and ``_clampedLength(_:)``.
  @inlinable
  internal var _sanitized: PixelRect {
    PixelRect(
      x: _clampedCoordinate(minX.isNaN ? origin.x : minX),
      y: _clampedCoordinate(minY.isNaN ? origin.y : minY),
      width: _clampedLength(size.width.magnitude),
      height: _clampedLength(size.height.magnitude))
  }
}
