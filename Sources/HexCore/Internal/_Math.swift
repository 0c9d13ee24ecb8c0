/// √3.
///
/// A computed constant rather than a global `let`, so that inlined
/// callers fold it instead of calling a lazy-initialization accessor.
@inlinable
internal var _sqrt3: Double { (3.0).squareRoot() }

/// Rounds `x` to the nearest integer, ties to even, without a libm call.
///
/// Adding and subtracting 1.5 × 2⁵² makes the FPU round away the fraction in
/// the current (round-to-nearest-even) mode. Valid for |x| ≤ 2⁵¹; callers
/// check their range first. Tested against `rounded(.toNearestOrEven)`.
@inlinable @inline(__always)
internal func _roundedToNearestEven(_ x: Double) -> Double {
  let magic = 6_755_399_441_055_744.0  // 1.5 * 2^52
  return (x + magic) - magic
}

/// The bound, as a `Double`, of ``Hex/coordinateRange``.
@inlinable
internal var _coordinateLimit: Double { 1_073_741_824 }

/// Package-visible hooks for tests.
package enum _MathTesting {
  /// Exposes the rounding helper to tests.
  package static func roundedToNearestEven(_ x: Double) -> Double {
    _roundedToNearestEven(x)
  }
}
