/// √3.
///
/// A computed constant rather than a global `let`, so that inlined
/// callers fold it instead of calling a lazy-initialization accessor.
@inlinable
package var _sqrt3: Double { (3.0).squareRoot() }

/// 1/√3, for multiplying where dividing by √3 would be on a hot path.
@inlinable
package var _inverseSqrt3: Double { 1 / (3.0).squareRoot() }

/// 1.5 × 2⁵²: adding it to a `Double` of magnitude below 2⁵¹ rounds the
/// sum's fraction away (to nearest, ties to even) and leaves the integer in
/// the low bits of the mantissa, which `_cubeRounded` reads without a
/// checked conversion.
@inlinable
internal var _roundingMagic: Double { 6_755_399_441_055_744.0 }

/// The bound of ``Hex/coordinateRange``: every component lies in
/// `-_coordinateBound ... _coordinateBound`.
@inlinable
package var _coordinateBound: Int { 1 << 30 }

/// ``_coordinateBound`` as a `Double` (exact).
@inlinable
internal var _coordinateLimit: Double { Double(_coordinateBound) }

/// `i` modulo 6, in 0..<6 for negative `i` too.
@inlinable
internal func _mod6(_ i: Int) -> Int {
  let m = i % 6
  return m < 0 ? m + 6 : m
}

/// The number of steps from the origin to the offset `(q, r)`, in `Int`.
internal func _length(_ offset: (q: Int, r: Int)) -> Int {
  Int(Swift.max(offset.q.magnitude, offset.r.magnitude, (offset.q + offset.r).magnitude))
}
