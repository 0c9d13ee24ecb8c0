/// The shape of the world a search runs on: which hexes exist, which hex a
/// step lands on, and how far apart two hexes are.
///
/// Every search — ``Hex/path(to:on:within:maximumCost:maximumExpansions:cost:)``,
/// ``HexPathFinder``, the `movementRange`s and `fieldOfView`s — takes a
/// topology. The plain spellings without `on:` search ``HexPlane``, the
/// unbounded grid; ``HexCylinder`` and ``HexWraparound`` wrap, so a search
/// on them crosses the seam, returns the map's own hexes only, and stops
/// once it has seen the whole map. See <doc:WrappingWorlds>.
///
///     let world = HexCylinder(rows: 20, columns: 40, kind: .oddQ)!
///     let route = west.path(to: east, on: world) { terrain[$0, wrappingIn: world] }
///
/// A conforming type describes a world as a plane modulo a group of
/// translations, with some hexes left out:
///
/// - ``canonical(_:)`` names the hex of the world a hex of the plane stands
///   for, or `nil` when it stands for none (off the map). It is idempotent,
///   and it commutes with steps: when `canonical(c + v) == d` for a
///   canonical `c` and a unit vector `v`, then `canonical(d - v) == c`.
///   The searches ask it about hexes beyond ``Hex/coordinateRange`` too
///   when the world's hexes reach the range's edge: the neighbors of a hex
///   on the edge, and for a field of view the hexes up to its radius (at
///   most ``Hex/maximumFieldOfViewRadius``) from the viewer. A world that
///   wraps across the edge names their canonical hexes, as
///   ``HexWraparound`` does; `nil` there makes them off the map, as on
///   ``HexPlane``, where nothing lies beyond the range.
/// - ``distance(from:to:)`` never exceeds the number of steps between two
///   canonical hexes (an admissible, consistent estimate for A*).
/// - ``count`` and ``bounds`` bound the work: a search never expands more
///   than ``count`` hexes, and every canonical hex lies in ``bounds``.
public protocol HexTopology: Sendable {
  /// Returns the hex of the world that `hex` stands for, or `nil` when it
  /// stands for none.
  ///
  /// - Parameter hex: Any hex.
  func canonical(_ hex: Hex) -> Hex?

  /// Returns the number of steps between two hexes the shortest way around
  /// the world (ignoring what blocks the way), or `nil` when either stands
  /// for no hex of it.
  ///
  /// - Parameters:
  ///   - a: A hex.
  ///   - b: Another.
  func distance(from a: Hex, to b: Hex) -> Int?

  /// The number of hexes of the world.
  var count: Int { get }

  /// A region that holds every canonical hex.
  var bounds: HexRegion { get }

  /// Returns the hex a step from canonical `hex` toward `direction` lands
  /// on, canonical, or `nil` when the step leaves the world (or comes back
  /// to `hex`, on a world one hex wide).
  ///
  /// The default canonicalizes the plane's neighbor. A world can answer
  /// faster: a cylinder knows a step shifts by at most one period.
  ///
  /// - Parameters:
  ///   - hex: A canonical hex.
  ///   - direction: The direction of the step.
  func neighbor(of hex: Hex, toward direction: HexDirection) -> Hex?

  /// Returns a lower bound of the number of steps between two canonical
  /// hexes, as A* estimates the rest of a path.
  ///
  /// It must never exceed the number of steps of a shortest way between
  /// them, and must not drop by more than one per step (a consistent
  /// estimate), or A* may return a path that is not the cheapest. The
  /// default is ``distance(from:to:)``, or 0 when that is `nil`.
  ///
  /// - Parameters:
  ///   - a: A canonical hex.
  ///   - b: Another.
  func estimatedDistance(from a: Hex, to b: Hex) -> Int
}

extension HexTopology {
  /// The plane's neighbor of `hex`, canonicalized; `nil` off the world or
  /// when it stands for `hex` itself.
  ///
  /// - Parameters:
  ///   - hex: A canonical hex.
  ///   - direction: The direction of the step.
  @inlinable
  public func neighbor(of hex: Hex, toward direction: HexDirection) -> Hex? {
    let d = direction.index
    let next = Hex(q: hex.q &+ _directionQ(d), r: hex.r &+ _directionQ(d &+ 4))
    guard let wrapped = canonical(next), wrapped != hex else { return nil }
    return wrapped
  }

  /// ``distance(from:to:)``, or 0 when that is `nil`.
  ///
  /// - Parameters:
  ///   - a: A canonical hex.
  ///   - b: Another.
  @inlinable
  public func estimatedDistance(from a: Hex, to b: Hex) -> Int { distance(from: a, to: b) ?? 0 }

  /// Whether this world is ``HexPlane``, the unbounded grid itself: every
  /// hex of the coordinate range stands for itself and steps are the
  /// plane's.
  ///
  /// Searches on the plane keep their bookkeeping around the start rather
  /// than over ``bounds``, and skip ``neighbor(of:toward:)`` where the
  /// range's edge is out of reach. It is a question about the type, not a
  /// requirement: no other world can claim the plane's unchecked steps. In
  /// the searches' specializations it is a constant.
  @inlinable @inline(__always)
  internal var _isPlane: Bool { Self.self == HexPlane.self }
}

/// The unbounded hex grid as a ``HexTopology``: every hex of
/// ``Hex/coordinateRange`` stands for itself and nothing wraps.
///
/// It is what the search spellings without `on:` use. Its only edge is the
/// coordinate range's: a search near it never returns, or asks a cost
/// closure about, a hex outside the range.
///
///     Hex.zero.movementRange(steps: 2, on: HexPlane()) { _ in true }.count  // 19
public struct HexPlane: HexTopology, Hashable, Sendable {
  /// Creates the plane.
  @inlinable
  public init() {}

  /// Returns `hex` when it lies in ``Hex/coordinateRange``, `nil` otherwise.
  ///
  /// - Parameter hex: Any hex.
  @inlinable
  public func canonical(_ hex: Hex) -> Hex? { hex.isInCoordinateRange ? hex : nil }

  /// Returns ``Hex/distance(to:)`` between two hexes in
  /// ``Hex/coordinateRange``, `nil` when either lies outside.
  ///
  /// - Parameters:
  ///   - a: A hex.
  ///   - b: Another.
  @inlinable
  public func distance(from a: Hex, to b: Hex) -> Int? {
    a.isInCoordinateRange && b.isInCoordinateRange ? a.distance(to: b) : nil
  }

  /// The number of hexes in ``Hex/coordinateRange``: 3·2³⁰·(2³⁰ + 1) + 1.
  public var count: Int {
    let n = Hex.coordinateRange.upperBound
    return 3 * n * (n + 1) + 1
  }

  /// The hexagon of ``Hex/coordinateRange``.
  public var bounds: HexRegion { Hex.zero.hexagon(radius: Hex.coordinateRange.upperBound) }

  /// The neighbor of `hex` toward `direction`, or `nil` outside
  /// ``Hex/coordinateRange``.
  ///
  /// - Parameters:
  ///   - hex: A hex in the coordinate range.
  ///   - direction: The direction of the step.
  @inlinable
  public func neighbor(of hex: Hex, toward direction: HexDirection) -> Hex? {
    let d = direction.index
    let next = Hex(q: hex.q &+ _directionQ(d), r: hex.r &+ _directionQ(d &+ 4))
    return next.isInCoordinateRange ? next : nil
  }

  /// ``Hex/distance(to:)``.
  ///
  /// - Parameters:
  ///   - a: A hex.
  ///   - b: Another.
  @inlinable
  public func estimatedDistance(from a: Hex, to b: Hex) -> Int { a.distance(to: b) }
}

extension HexCylinder: HexTopology {
  /// The neighbor of canonical `hex` toward `direction`, canonical: a step
  /// shifts by at most one period, so one shift brings it back; `nil` off
  /// the map's top or bottom (or sides).
  ///
  /// - Parameters:
  ///   - hex: A canonical hex.
  ///   - direction: The direction of the step.
  @inlinable
  public func neighbor(of hex: Hex, toward direction: HexDirection) -> Hex? {
    let d = direction.index
    return _neighbor(Hex(q: hex.q &+ _directionQ(d), r: hex.r &+ _directionQ(d &+ 4)))
  }

  /// The nearest of the three copies of `b` around canonical `a`: the
  /// plane's distance to `b` and to `b` one period either way.
  ///
  /// - Parameters:
  ///   - a: A canonical hex.
  ///   - b: Another.
  @inlinable
  public func estimatedDistance(from a: Hex, to b: Hex) -> Int {
    let p = period
    return Swift.min(a.distance(to: b), a.distance(to: b + p), a.distance(to: b - p))
  }

  /// The number of hexes of the map, `rows × columns`.
  public var count: Int { rows * columns }

  /// A region holding every hex of the map's storage rectangle.
  public var bounds: HexRegion {
    // Each offset kind shifts the unwrapped coordinate by at most half the
    // other count (rounded up) per step of the other.
    let full = Hex.coordinateRange
    if kind.orientation == .flatTop {
      return HexRegion(q: 0...(columns - 1), r: (-(columns / 2) - 1)...rows, s: full)
    }
    return HexRegion(q: (-(rows / 2) - 1)...columns, r: 0...(rows - 1), s: full)
  }
}

extension HexWraparound: HexTopology {
  /// The map's hexes: its hexagon, as a region.
  public var bounds: HexRegion { center.hexagon(radius: radius) }

  /// The neighbor of canonical `hex` toward `direction`, canonical, or
  /// `nil` on a map of one hex.
  ///
  /// - Parameters:
  ///   - hex: A canonical hex.
  ///   - direction: The direction of the step.
  @inlinable
  public func neighbor(of hex: Hex, toward direction: HexDirection) -> Hex? {
    _neighbor(hex, direction.index)
  }
}

extension Hex {
  /// Whether every hex within `radius` of this one lies in
  /// ``Hex/coordinateRange``.
  @inlinable
  internal func _hasInRange(radius: Int) -> Bool {
    let limit = UInt(Hex.coordinateRange.upperBound)
    guard radius >= 0, radius <= Hex.coordinateRange.upperBound, isInCoordinateRange else { return false }
    let r = UInt(radius)
    return q.magnitude + r <= limit && self.r.magnitude + r <= limit && s.magnitude + r <= limit
  }
}

extension HexCylinder {
  /// The canonical hex of `next`, a neighbor of a canonical hex: at most
  /// one period away, so one shift brings it back.
  @usableFromInline
  internal func _neighbor(_ next: Hex) -> Hex? {
    var hex = next
    let flat = kind.orientation == .flatTop
    let wrapped = flat ? hex.q : hex.r, count = flat ? columns : rows
    if wrapped < 0 {
      hex = hex + period
    } else if wrapped >= count {
      hex = hex - period
    }
    let offset = OffsetCoordinate(hex, kind: kind)
    guard flat ? (0..<rows).contains(offset.row) : (0..<columns).contains(offset.col) else { return nil }
    return hex
  }
}
