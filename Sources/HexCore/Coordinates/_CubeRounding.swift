// Cube rounding, the trick behind lines, pixel lookups and field of view.

/// Cube rounding without a range check; valid while every |component| < 2⁵¹,
/// and the hex's components come back modulo 2³² (exact when they fit).
///
/// Written with selects rather than branches: on random points the
/// three-way choice is unpredictable.
@inlinable @inline(__always)  // one rounding per point
internal func _cubeRounded(q: Double, r: Double, s: Double) -> Hex {
  // x + 1.5·2⁵² rounds x to an integer held in the low mantissa bits, so
  // the integers come from the bit patterns without a checked conversion.
  let magic = _roundingMagic
  let bq = q + magic, br = r + magic, bs = s + magic
  let dq = (bq - magic - q).magnitude
  let dr = (br - magic - r).magnitude
  let ds = (bs - magic - s).magnitude
  let bias = Int(bitPattern: UInt(magic.bitPattern))
  let iq = Int(bitPattern: UInt(bq.bitPattern)) &- bias
  let ir = Int(bitPattern: UInt(br.bitPattern)) &- bias
  let is_ = Int(bitPattern: UInt(bs.bitPattern)) &- bias
  // Which component to fix, as all-ones or all-zero masks: compares turned
  // into integers stay branch-free, where `&&` and `? :` may not.
  // `a > b` as the sign bit of `b - a` (both are finite and non-negative,
  // so the difference has the comparison's sign, and +0 for a tie): with
  // compares, LLVM may turn the choice back into branches, as it did once
  // `Hex` stored Int32 (random points mispredict them).
  let qBeatsR = _signBit(dr - dq), qBeatsS = _signBit(ds - dq), rBeatsS = _signBit(ds - dr)
  let fixQ = 0 &- (qBeatsR & qBeatsS)
  let fixR = 0 &- (((qBeatsR & qBeatsS) ^ 1) & rBeatsS)
  let q = iq ^ ((iq ^ (0 &- ir &- is_)) & fixQ)
  let r = ir ^ ((ir ^ (0 &- iq &- is_)) & fixR)
  return Hex(_truncatingQ: q, r: r)
}

/// 1 if `x`'s sign bit is set, else 0.
@inlinable @inline(__always)
internal func _signBit(_ x: Double) -> Int {
  Int(truncatingIfNeeded: x.bitPattern >> 63)
}
