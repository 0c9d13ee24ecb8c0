/// Returns 2/3 of the Euclidean dot product of two axial vectors on a grid of
/// regular cells.
///
/// That is `2·q₁q₂ + q₁r₂ + r₁q₂ + 2·r₁r₂`: an integer, and the same for
/// flat-top and pointy-top (one is the other turned by 30°), so angles
/// between hex vectors are compared exactly.
@inlinable
internal func _latticeDot(_ a: (q: Int, r: Int), _ b: Hex) -> Int {
  2 &* a.q &* b.q &+ a.q &* b.r &+ a.r &* b.q &+ 2 &* a.r &* b.r
}

extension Hex {
  /// Returns the direction whose ray from this hex passes nearest to `other`
  /// in angle: the way to turn a unit toward a distant hex (hexx's
  /// `main_direction_to`).
  ///
  /// Angles are those on screen for regular cells, flat-top or pointy-top
  /// alike. A hex exactly between two directions (on a diagonal) is a tie,
  /// broken toward the smaller ``HexDirection/index``.
  ///
  ///     Hex.zero.mainDirection(to: Hex(q: 5, r: -1))   // index 0: (1, 0)
  ///     Hex.zero.mainDirection(to: Hex(q: 1, r: 1))    // a tie of 0 and 1: index 0
  ///
  /// - Parameter other: The hex to turn toward.
  /// - Returns: The direction, or `nil` when `other` is this hex.
  public func mainDirection(to other: Hex) -> HexDirection? {
    // In Int: the difference of two 32-bit components may not fit in a Hex.
    let v = (q: other.q - q, r: other.r - r)
    guard v != (0, 0) else { return nil }
    return HexDirection.allCases.max { a, b in
      // `max` keeps the last of equals: order ties toward the smaller index.
      let da = _latticeDot(v, a.vector), db = _latticeDot(v, b.vector)
      return da < db || (da == db && a.index > b.index)
    }
  }

  /// Returns the diagonal whose ray from this hex passes nearest to `other`
  /// in angle; ties (hexes exactly along a direction) go to the smaller
  /// ``HexDiagonal/index``.
  ///
  /// - Parameter other: The hex to turn toward.
  /// - Returns: The diagonal, or `nil` when `other` is this hex.
  public func mainDiagonal(to other: Hex) -> HexDiagonal? {
    // In Int: the difference of two 32-bit components may not fit in a Hex.
    let v = (q: other.q - q, r: other.r - r)
    guard v != (0, 0) else { return nil }
    return HexDiagonal.allCases.max { a, b in
      let da = _latticeDot(v, a.vector), db = _latticeDot(v, b.vector)
      return da < db || (da == db && a.index > b.index)
    }
  }
}

extension HexDirection {
  /// Returns the unit vector on screen, y down, of this direction for a
  /// grid of regular cells in `orientation`.
  ///
  ///     HexDirection.flatBottomRight.unitVector(for: .flatTop)  // (√3/2, 1/2)
  ///     HexDirection.pointyRight.unitVector(for: .pointyTop)    // (1, 0)
  ///
  /// - Parameter orientation: The grid's orientation.
  public func unitVector(for orientation: HexOrientation) -> PixelPoint {
    _unitVector(of: vector, orientation: orientation)
  }

  /// Returns the direction nearest in angle to a screen vector (y down), as
  /// for a swipe, on a grid of regular cells in `orientation`; ties (within
  /// rounding) go to the smaller index.
  ///
  /// - Parameters:
  ///   - vector: A screen vector, as ``unitVector(for:)`` gives one (a
  ///     swipe's translation `t` is `PixelPoint(x: t.width, y: t.height)`).
  ///   - orientation: The grid's orientation.
  /// - Returns: The direction, or `nil` for a zero or non-finite vector.
  public static func nearest(to vector: PixelPoint, orientation: HexOrientation) -> HexDirection? {
    _nearest(allCases, vector, orientation) { $0.unitVector(for: orientation) }
  }
}

extension HexDiagonal {
  /// Returns the unit vector on screen, y down, of this diagonal for a grid
  /// of regular cells in `orientation`.
  ///
  /// - Parameter orientation: The grid's orientation.
  public func unitVector(for orientation: HexOrientation) -> PixelPoint {
    _unitVector(of: vector, orientation: orientation)
  }

  /// Returns the diagonal nearest in angle to a screen vector (y down) on a
  /// grid of regular cells in `orientation`; ties go to the smaller index.
  ///
  /// - Parameters:
  ///   - vector: A screen vector.
  ///   - orientation: The grid's orientation.
  /// - Returns: The diagonal, or `nil` for a zero or non-finite vector.
  public static func nearest(to vector: PixelPoint, orientation: HexOrientation) -> HexDiagonal? {
    _nearest(allCases, vector, orientation) { $0.unitVector(for: orientation) }
  }
}

/// The screen direction of an axial vector, normalized.
private func _unitVector(of v: Hex, orientation: HexOrientation) -> PixelPoint {
  let p = HexGeometry(orientation: orientation, size: 1).center(of: v)
  let length = (p.x * p.x + p.y * p.y).squareRoot()
  return PixelPoint(x: p.x / length, y: p.y / length)
}

/// The element whose unit vector has the largest dot product with `vector`,
/// ties to the first; `nil` for a zero or non-finite vector.
private func _nearest<T>(
  _ all: [T], _ vector: PixelPoint, _ orientation: HexOrientation, _ unit: (T) -> PixelPoint
) -> T? {
  guard vector.isFinite, vector != .zero else { return nil }
  // Scaled down first so that huge vectors cannot overflow the products.
  let scale = Swift.max(vector.x.magnitude, vector.y.magnitude)
  let v = PixelPoint(x: vector.x / scale, y: vector.y / scale)
  var best: T?
  var bestDot = -Double.infinity
  for element in all {
    let u = unit(element)
    let dot = u.x * v.x + u.y * v.y
    if dot > bestDot {
      bestDot = dot
      best = element
    }
  }
  return best
}
