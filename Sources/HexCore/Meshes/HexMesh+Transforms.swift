extension HexMesh {
  /// Returns this mesh moved by an offset, or `nil` when a moved position
  /// does not fit in `Float`.
  ///
  /// Each position is computed in `Double` and rounded to `Float` once.
  /// Normals, texture coordinates and indices are unchanged.
  ///
  ///     let raised = column.translated(by: SIMD3(0, 5, 0))
  ///
  /// - Parameter offset: The displacement, y up.
  /// - Returns: The moved mesh, or `nil` when `offset` is not finite or a
  ///   position leaves `Float`'s range (about ±3.4 × 10³⁸).
  ///
  /// - Complexity: O(*n*), where *n* is the number of vertices.
  public func translated(by offset: SIMD3<Double>) -> HexMesh? {
    _transformed(rows: (SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)), translation: offset)
  }

  /// Returns this mesh stretched along the axes, with normals that stay
  /// perpendicular to its faces and faces that stay outward, or `nil` for
  /// a zero or non-finite factor.
  ///
  /// A position `(x, y, z)` becomes `(sx·x, sy·y, sz·z)`. Under a
  /// non-uniform scale a normal is not scaled like a position but by the
  /// inverse transpose, `(nx/sx, ny/sy, nz/sz)`, and renormalized, so it
  /// stays perpendicular to the stretched faces. An odd number of negative
  /// factors mirrors the mesh; every triangle's winding is then reversed,
  /// so front faces still face out. Volumes scale by `sx·sy·sz`.
  ///
  ///     let tall = column.scaled(by: SIMD3(1, 3, 1))      // three times as high
  ///     let mirrored = column.scaled(by: SIMD3(-1, 1, 1))  // still outward-facing
  ///
  /// - Parameter factors: The factor along x, y (up) and z.
  /// - Returns: The scaled mesh, or `nil` when a factor is zero or not
  ///   finite, or a position leaves `Float`'s range.
  ///
  /// - Complexity: O(*n*), where *n* is the number of vertices and
  ///   indices.
  public func scaled(by factors: SIMD3<Double>) -> HexMesh? {
    _transformed(
      rows: (SIMD3(factors.x, 0, 0), SIMD3(0, factors.y, 0), SIMD3(0, 0, factors.z)), translation: .zero)
  }

  /// Returns this mesh rotated about an axis through the origin, or `nil`
  /// for a zero or non-finite axis or angle.
  ///
  /// The rotation is right-handed: seen from the tip of `axis` looking
  /// back at the origin, the mesh turns counterclockwise by a positive
  /// `angle`. Positions and normals turn alike (normals are renormalized
  /// after rounding to `Float`); winding is unchanged. Rotate about
  /// another point by translating there and back.
  ///
  ///     // A quarter turn about y, up: +x goes to −z.
  ///     let turned = column.rotated(by: .pi / 2, around: SIMD3(0, 1, 0))
  ///
  /// The sine and cosine are computed by HexCore (it imports no `Foundation`),
  /// within a few units in the last place of `Double` for angles reduced
  /// to a turn; an angle of magnitude *a* radians is reduced by the
  /// nearest `Double` to 2π, which adds an error of about *a* × 2.5 × 10⁻¹⁶
  /// radians.
  ///
  /// - Parameters:
  ///   - angle: The angle in radians.
  ///   - axis: The direction of the axis; any nonzero length.
  /// - Returns: The rotated mesh, or `nil` when `angle` or `axis` is not
  ///   finite, `axis` is zero, or a position leaves `Float`'s range.
  ///
  /// - Complexity: O(*n*), where *n* is the number of vertices.
  public func rotated(by angle: Double, around axis: SIMD3<Double>) -> HexMesh? {
    guard angle.isFinite, axis.x.isFinite, axis.y.isFinite, axis.z.isFinite else { return nil }
    // Scaled first so that squaring cannot overflow or underflow.
    let largest = max(abs(axis.x), abs(axis.y), abs(axis.z))
    guard largest > 0 else { return nil }
    let scaledAxis = axis / largest
    let k = scaledAxis / (scaledAxis * scaledAxis).sum().squareRoot()
    let (s, c) = _sineCosine(angle)
    let t = 1 - c
    // Rodrigues' rotation formula, R = c·I + s·[k]× + (1 − c)·k·kᵀ, by rows.
    let rows = (
      SIMD3(c + t * k.x * k.x, t * k.x * k.y - s * k.z, t * k.x * k.z + s * k.y),
      SIMD3(t * k.y * k.x + s * k.z, c + t * k.y * k.y, t * k.y * k.z - s * k.x),
      SIMD3(t * k.z * k.x - s * k.y, t * k.z * k.y + s * k.x, c + t * k.z * k.z)
    )
    return _transformed(rows: rows, translation: .zero)
  }

  /// This mesh under `p ↦ M·p + translation`, for the matrix `M` with the
  /// given rows: normals by `M`'s inverse transpose, renormalized, and
  /// winding reversed when `M` mirrors; `nil` when `M` is singular or a
  /// number is not finite.
  @_specialize(where Index == UInt32)
  @_specialize(where Index == UInt16)
  internal func _transformed(
    rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>), translation: SIMD3<Double>
  ) -> HexMesh? {
    let (r0, r1, r2) = rows
    let cofactors = (_cross(r1, r2), _cross(r2, r0), _cross(r0, r1))
    let determinant = (r0 * cofactors.0).sum()
    guard determinant.isFinite, determinant != 0, (translation - translation) == .zero else { return nil }
    // M⁻ᵀ = cofactor rows / det; only the sign of det survives normalizing.
    let sign: Double = determinant < 0 ? -1 : 1
    var result = self
    var drift: Float = 0
    for i in positions.indices {
      let p = positions[i]
      let q = SIMD3<Double>(Double(p.x), Double(p.y), Double(p.z))
      let moved = SIMD3((r0 * q).sum(), (r1 * q).sum(), (r2 * q).sum()) + translation
      let position = SIMD3<Float>(Float(moved.x), Float(moved.y), Float(moved.z))
      drift += (position - position).sum()
      result.positions[i] = position
    }
    for i in normals.indices {
      let n = normals[i]
      let m = SIMD3<Double>(Double(n.x), Double(n.y), Double(n.z))
      let turned = sign * SIMD3((cofactors.0 * m).sum(), (cofactors.1 * m).sum(), (cofactors.2 * m).sum())
      result.normals[i] = _unit(turned) ?? .zero
    }
    guard drift == 0 else { return nil }
    if determinant < 0 {
      var t = 0
      while t + 2 < result.indices.count {
        result.indices.swapAt(t + 1, t + 2)
        t += 3
      }
    }
    return result
  }
}

/// `v` scaled to unit length as a `Float` vector, or `nil` when it is zero
/// or not finite.
internal func _unit(_ v: SIMD3<Double>) -> SIMD3<Float>? {
  let largest = max(abs(v.x), abs(v.y), abs(v.z))
  guard largest.isFinite, largest > 0 else { return nil }
  let w = v / largest
  let u = w / (w * w).sum().squareRoot()
  return SIMD3<Float>(Float(u.x), Float(u.y), Float(u.z))
}

/// The sine and cosine of `x` radians, for a finite `x`.
///
/// `x` is reduced to `[−π, π]` by the exact remainder by the nearest
/// `Double` to 2π, then to `[−π/4, π/4]` by quarter turns (π/2 in two
/// parts), where Taylor polynomials to degree 19 and 18 are exact to well
/// below `Double`'s precision (the first omitted terms are under 10⁻¹⁸).
internal func _sineCosine(_ x: Double) -> (sine: Double, cosine: Double) {
  let turn = 2 * Double.pi
  let reduced = x.remainder(dividingBy: turn)
  let quarter = (reduced * (2 / Double.pi)).rounded()
  let halfPiHigh = 1.570_796_326_794_896_558, halfPiLow = 6.123_233_995_736_766e-17
  let r = (reduced - quarter * halfPiHigh) - quarter * halfPiLow
  let r2 = r * r
  // sin r = r·(1 − r²/(2·3)·(1 − r²/(4·5)·(…))), cos r = 1 − r²/(1·2)·(1 − …).
  var s = 1.0, c = 1.0
  for n in stride(from: 9, through: 1, by: -1) {
    s = 1 - r2 / Double((2 * n) * (2 * n + 1)) * s
    c = 1 - r2 / Double((2 * n - 1) * (2 * n)) * c
  }
  s *= r
  switch Int(quarter) & 3 {
  case 0: return (s, c)
  case 1: return (c, -s)
  case 2: return (-s, -c)
  default: return (-c, s)
  }
}
