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

  /// Returns the hexes within `radius` whose main direction from this hex is
  /// `direction` or up to `spread` directions either side of it: a wedge of
  /// 60° · (2 · `spread` + 1), with this hex at its apex.
  ///
  /// A hex exactly on the wedge's boundary ray (a diagonal) counts as inside:
  /// wedges of neighboring directions share their boundary. With `spread` 0
  /// this is a 60° wedge centered on a direction (an edge of the cell), as
  /// hexx's `corner_wedge` is — hexx's `wedge` is centered on a diagonal
  /// instead; with 1, a 180° half-plane; with 2, 300°; with 3 or more, every
  /// hex within `radius`. Only hexes in ``Hex/coordinateRange`` are
  /// returned.
  ///
  ///     Hex.zero.wedge(in: .flatBottomRight, radius: 2)
  ///     // the center, (1, 0), and (2, 0), (2, -1), (1, 1) at distance 2
  ///
  /// - Parameters:
  ///   - direction: The wedge's middle direction.
  ///   - spread: How many neighboring directions on each side it also
  ///     covers; the default is 0, negative counts as 0.
  ///   - radius: The largest distance; negative gives an empty array.
  /// - Returns: The hexes, this hex first, then in ``hexagon(radius:)``
  ///   order; empty if this hex lies outside ``Hex/coordinateRange``.
  ///
  /// - Complexity: O(*r*²), where *r* is `radius`.
  public func wedge(in direction: HexDirection, spread: Int = 0, radius: Int) -> [Hex] {
    guard radius >= 0, isInCoordinateRange else { return [] }
    let spread = Swift.max(spread, 0)
    var result = [self]
    for hex in hexagon(radius: radius) where hex != self {
      if _isInWedge(hex, direction, spread) { result.append(hex) }
    }
    return result
  }

  /// Whether `hex` lies in the wedge of `direction` widened by `spread`,
  /// boundary included: some direction within `spread` of `direction` is as
  /// near in angle as the nearest of all.
  @usableFromInline
  internal func _isInWedge(_ hex: Hex, _ direction: HexDirection, _ spread: Int) -> Bool {
    let v = (q: hex.q - q, r: hex.r - r)
    let best = HexDirection.allCases.map { _latticeDot(v, $0.vector) }.max()!
    for k in -spread...spread {
      let d = HexDirection(_unchecked: ((direction.index + k) % 6 + 6) % 6)
      if _latticeDot(v, d.vector) == best { return true }
    }
    return false
  }

  /// Returns the hexes visible from this hex within `radius` and within the
  /// wedge it faces: sight limited to a cone, such as a unit's field of
  /// vision.
  ///
  /// The default cone is 60° (`spread` 0); hexx's
  /// `directional_fov` sees a 120° cone, which no `spread` matches exactly
  /// (`spread` 1 gives 180°).
  ///
  /// It is ``fieldOfView(radius:blocksSight:)`` — blockers outside the
  /// wedge still hide what lies behind them — kept to the hexes of
  /// ``wedge(in:spread:radius:)``.
  ///
  /// - Parameters:
  ///   - radius: The largest distance seen; negative gives an empty array.
  ///   - direction: The direction faced.
  ///   - spread: How many neighboring directions on each side the cone also
  ///     covers; the default is 0 (a 60° cone).
  ///   - blocksSight: Whether a hex blocks sight.
  /// - Returns: The visible hexes in the cone, in
  ///   ``spiral(radius:startingAt:)`` order, this hex first; only hexes in
  ///   ``Hex/coordinateRange``, and none for a viewer outside it.
  ///
  /// - Complexity: That of ``fieldOfView(radius:blocksSight:)``.
  public func fieldOfView(
    radius: Int, facing direction: HexDirection, spread: Int = 0,
    blocksSight: (Hex) throws -> Bool
  ) rethrows -> [Hex] {
    let spread = Swift.max(spread, 0)
    return try fieldOfView(radius: radius, blocksSight: blocksSight).filter {
      $0 == self || _isInWedge($0, direction, spread)
    }
  }

  /// Returns the hexes of a wrapping map (or any ``HexTopology``) visible
  /// from this one within `radius` and within the cone facing `direction`.
  ///
  /// It is ``fieldOfView(radius:on:blocksSight:)`` kept to the hexes whose
  /// nearest copy lies in ``wedge(in:spread:radius:)`` of this hex's
  /// canonical hex: the cone is measured on the plane the map tiles, so it
  /// crosses the seam.
  ///
  /// - Parameters:
  ///   - radius: The largest distance seen; negative gives an empty array.
  ///   - topology: The map: ``HexCylinder``, ``HexWraparound`` or ``HexPlane``.
  ///   - direction: The direction faced.
  ///   - spread: How many neighboring directions on each side the cone also
  ///     covers; the default is 0 (a 60° cone).
  ///   - blocksSight: Whether a canonical hex blocks sight.
  /// - Returns: The visible canonical hexes in the cone, each once, this
  ///   hex's canonical hex first.
  ///
  /// - Complexity: That of ``fieldOfView(radius:on:blocksSight:)``.
  public func fieldOfView<Topology: HexTopology>(
    radius: Int, on topology: Topology, facing direction: HexDirection, spread: Int = 0,
    blocksSight: (Hex) throws -> Bool
  ) rethrows -> [Hex] {
    let spread = Swift.max(spread, 0)
    guard let viewer = topology.canonical(self) else { return [] }
    return try _fieldOfView(
      radius: radius, on: topology, keeping: { $0 == viewer || viewer._isInWedge($0, direction, spread) },
      blocksSight: blocksSight)
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
  ///   - vector: A screen vector, such as a swipe's translation.
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
