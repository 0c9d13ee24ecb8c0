extension Hex {
  /// Returns the hexes visible from this one within `radius`, given which
  /// hexes block sight.
  ///
  /// The definition is line of sight by line drawing (Red Blob Games, "Field
  /// of view"): a hex is visible when the straight line to it, drawn as
  /// ``line(to:)`` draws it, passes no blocking hex before reaching it.
  /// A line running exactly along cell edges could go either way, so it is
  /// drawn twice, nudged to each side, and the hex is visible if either
  /// drawing is clear. Because both drawings are the same from either end,
  /// sight is symmetric: `b` is visible from `a` exactly when `a` is
  /// visible from `b` (with the same blockers, and both within range).
  /// Blocking hexes can be visible themselves — a wall is seen — and this
  /// hex always is.
  ///
  ///     // One pillar at (1, 0) hides (2, 0) and (3, 0) behind it:
  ///     let seen = Hex.zero.fieldOfView(radius: 3) { $0 == Hex(q: 1, r: 0) }
  ///
  /// Only hexes that some outward chain of clear hexes reaches are looked
  /// at — a line to any other hex must cross a blocker — and a line is
  /// tested against the blockers found nearer than its end, or walked when
  /// there are more of them than steps. So the work follows the area that
  /// can be seen: an open map of radius 1024 takes a fraction of a second,
  /// a viewer boxed in by walls a few microseconds whatever the radius.
  ///
  /// On a wrapping map (``HexCylinder``, ``HexWraparound``, or any
  /// ``HexTopology``) sight is sight on the plane the map tiles: a hex of
  /// the map is visible when the copy of it nearest this hex (any of them,
  /// on a tie) lies within `radius` and is visible as above, every copy of
  /// a hex blocking sight as the hex does. Hexes off the map (beyond a
  /// cylinder's unwrapped edges) block sight and are never returned. So
  /// sight crosses the seam, is symmetric, and looks no farther than the
  /// map is wide: `radius` counts as at most the map's diameter; only
  /// canonical hexes are asked about and returned, each once.
  ///
  ///     let world = HexCylinder(rows: 3, columns: 8, kind: .oddQ)!
  ///     let across = Hex.zero.fieldOfView(radius: 2, on: world) { _ in false }
  ///     // canonical hexes only: columns 6 and 7, across the seam, among them
  ///
  /// - Parameters:
  ///   - radius: The largest distance seen; negative gives an empty array.
  ///     Radii above ``maximumFieldOfViewRadius`` (1024) count as that.
  ///   - topology: The world: ``HexPlane`` (the default), a wrapping map,
  ///     or your own ``HexTopology``.
  ///   - direction: The direction faced, for sight limited to a cone (a
  ///     unit's field of vision), or `nil` (the default) for all around.
  ///     Blockers outside the cone still hide what lies behind them; the
  ///     result is kept to the hexes of ``cornerWedge(toward:spread:radius:)`` (and
  ///     this hex).
  ///   - spread: How many neighboring directions on each side the cone also
  ///     covers: 0 (the default) is a 60° cone, 1 is 180°. (hexx's
  ///     `directional_fov` sees 120°, which no spread matches.)
  ///   - blocksSight: Whether a hex blocks sight. Called at most once per
  ///     hex, for the hexes an outward chain of clear hexes reaches.
  /// - Returns: The visible hexes, in ``spiral(radius:startingAt:)`` order.
  ///   Only hexes in ``Hex/coordinateRange`` are looked at and returned
  ///   (`blocksSight` is never called for others); a viewer outside the
  ///   range sees nothing.
  ///
  /// - Complexity: O(*V* · min(*R*, *B*) + *V* log *V*), where *V* is the
  ///   number of hexes looked at (those reached by an outward chain of clear
  ///   hexes, at most 3*R*(*R* + 1) + 1), *R* the radius and *B* the number
  ///   of blockers among them; memory O(*V*).
  public func fieldOfView<Topology: HexTopology>(
    radius: Int, on topology: Topology = HexPlane(), facing direction: HexDirection? = nil, spread: Int = 0,
    blocksSight: (Hex) throws -> Bool
  ) rethrows -> [Hex] {
    guard let direction else {
      return try _fieldOfView(radius: radius, on: topology, keeping: nil, blocksSight: blocksSight)
    }
    let spread = Swift.max(spread, 0)
    guard let viewer = topology.canonical(self) else { return [] }
    return try _fieldOfView(
      radius: radius, on: topology, keeping: { $0 == viewer || viewer._isInWedge($0, direction, spread) },
      blocksSight: blocksSight)
  }

  /// The field of view on any topology, kept to the copies `keep` accepts
  /// (by their position on the plane), specialized for the library's
  /// topologies.
  @_specialize(where Topology == HexPlane)
  @_specialize(where Topology == HexCylinder)
  @_specialize(where Topology == HexWraparound)
  @_specialize(where Topology == HexRegion)
  @_specialize(where Topology == OffsetRectangle)
  internal func _fieldOfView<Topology: HexTopology>(
    radius: Int, on topology: Topology, keeping keep: ((Hex) -> Bool)?, blocksSight: (Hex) throws -> Bool
  ) rethrows -> [Hex] {
    if topology._isPlane {
      guard let viewer = topology.canonical(self) else { return [] }
      let lifted = try viewer._liftedFieldOfView(radius: radius, on: topology, blocks: blocksSight)
      return keep.map { lifted.filter($0) } ?? lifted
    }
    return try _wrappedFieldOfView(radius: radius, on: topology, keeping: keep, blocksSight: blocksSight)
  }

  /// The field of view on a wrapping map: the plane's, from the canonical
  /// viewer, each copy blocking as its canonical hex (asked once), kept to
  /// nearest copies, canonical and without repeats.
  internal func _wrappedFieldOfView<Topology: HexTopology>(
    radius: Int, on topology: Topology, keeping keep: ((Hex) -> Bool)?, blocksSight: (Hex) throws -> Bool
  ) rethrows -> [Hex] {
    guard radius >= 0, let viewer = topology.canonical(self) else { return [] }
    var known: [Hex: Bool] = [:]
    let lifted = try viewer._liftedFieldOfView(radius: Swift.min(radius, topology._diameter), on: topology) {
      if let blocks = known[$0] { return blocks }
      let blocks = try blocksSight($0)
      known[$0] = blocks
      return blocks
    }
    var seen: Set<Hex> = []
    var result: [Hex] = []
    for hex in lifted where keep?(hex) ?? true {
      // Only nearest copies count, each canonical hex once.
      guard let canonical = topology.canonical(hex),
        topology.distance(from: viewer, to: canonical) == viewer.distance(to: hex),
        seen.insert(canonical).inserted
      else { continue }
      result.append(canonical)
    }
    return result
  }

  /// The field of view of ``fieldOfView(radius:on:facing:spread:blocksSight:)`` on the plane
  /// the topology tiles, from this canonical viewer: a hex of the plane
  /// blocks as `blocks` says of its canonical hex, and a hex that stands
  /// for none blocks and is never returned.
  @inlinable
  internal func _liftedFieldOfView<Topology: HexTopology>(
    radius: Int, on topology: Topology, blocks blocksSight: (Hex) throws -> Bool
  ) rethrows -> [Hex] {
    guard radius >= 0 else { return [] }
    let radius = Swift.min(radius, Hex.maximumFieldOfViewRadius)
    // What is known of each hex looked at: 1 clear, 2 blocks, 3 off the
    // map (blocks, never seen). Dense up to
    // the maximum radius's box (2049² hexes, 21 MB), hashed beyond.
    var status = _HexTable<UInt8>(empty: 0)
    status.reset(box: _Parallelogram(center: self, radius: radius), denseLimit: 1 << 23)
    // Blockers found so far, nearest first, with their distances.
    var blockers: [(hex: Hex, distance: Int)] = []
    var layer = [self]
    if let (slot, _) = status.insert(self) { status.values[slot] = 1 }
    var visible = [self]
    var n = 0
    while n < radius {
      n += 1
      // Layer n: the hexes at distance n next to a clear hex of layer n - 1,
      // each looked at once.
      var next: [Hex] = []
      for hex in layer where status.find(hex).map({ status.values[$0] }) == 1 {
        for neighbor in hex.neighbors where distance(to: neighbor) == n {
          guard let (slot, inserted) = status.insert(neighbor), inserted else { continue }
          guard let canonical = topology.canonical(neighbor) else {
            // Off the map, or beyond the coordinate range (which lines
            // between hexes in range never reach): a wall never seen.
            status.values[slot] = 3
            blockers.append((neighbor, n))
            continue
          }
          let blocks = try blocksSight(canonical)
          status.values[slot] = blocks ? 2 : 1
          next.append(neighbor)
          if blocks { blockers.append((neighbor, n)) }
        }
      }
      guard !next.isEmpty else { break }
      // Lines to layer n pass only blockers nearer than n.
      let nearer = blockers.prefix { $0.distance < n }
      var seen: [(index: Int, hex: Hex)] = []
      for target in next where n <= 1 || _isInSight(target, n, nearer, status) {
        seen.append((_ringIndex(of: target - self, radius: n) ?? 0, target))
      }
      // In spiral order: by position on the ring.
      seen.sort { $0.index < $1.index }
      visible.append(contentsOf: seen.lazy.map(\.hex))
      layer = next
    }
    return visible
  }

  /// Whether either nudged line from this hex to `target`, `n` steps away,
  /// is clear: tested against the blockers nearer than `n` when they are
  /// fewer than the steps, walked otherwise.
  @usableFromInline
  internal func _isInSight(
    _ target: Hex, _ n: Int, _ blockers: ArraySlice<(hex: Hex, distance: Int)>,
    _ status: _HexTable<UInt8>
  ) -> Bool {
    let dq = Double(target.q - q), dr = Double(target.r - r), ds = Double(target.s - s)
    // The hex the line nudged to `side` passes at step i.
    func step(_ i: Int, _ side: Double) -> Hex {
      let t = Double(i) / Double(n)
      return self
        &+ _cubeRounded(q: dq * t + side * 1e-6, r: dr * t + side * 2e-6, s: ds * t - side * 3e-6)
    }
    for side in [1.0, -1.0] {
      var clear = true
      if blockers.count < n - 1 {
        // Every hex a line passes before its first blocker was looked at,
        // so its first blocker, if any, is one of these.
        for b in blockers where step(b.distance, side) == b.hex {
          clear = false
          break
        }
      } else {
        for i in 1..<n where status.find(step(i, side)).map({ status.values[$0] }) != 1 {
          clear = false
          break
        }
      }
      if clear { return true }
    }
    return false
  }

  /// The largest radius ``fieldOfView(radius:on:facing:spread:blocksSight:)`` looks to: 1024,
  /// where an open map takes a fraction of a second.
  public static let maximumFieldOfViewRadius = 1 << 10
}

extension Hex {
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
}
