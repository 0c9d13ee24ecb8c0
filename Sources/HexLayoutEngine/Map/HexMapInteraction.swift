import HexCore

/// What a map view does with taps, pinches, drags and arrow keys, as plain
/// values: the logic of `HexMapView`, tested anywhere.
///
/// **Gestures.** A drag and a pinch report totals since they began (a
/// translation, a magnification), and may run at the same time: a map
/// view attaches both, and each ends on its own. The interaction keeps
/// one state per gesture, so that they compose in any interleaving:
///
/// - A drag remembers its latest total; each change moves the content by
///   the difference from the previous total (the first, by the whole
///   total), at the zoom of the moment — the content follows the finger.
/// - A pinch remembers the zoom it began with; each change sets the zoom
///   to that zoom times its total (within the camera's limits), about the
///   pinch's anchor: the world point under the anchor stays there.
/// - ``endDrag()`` and ``endPinch()`` forget their gesture's state; the
///   next change of that kind starts a new gesture.
///
/// So after each change of a pinch the zoom is its starting zoom times its
/// total (within the limits), whatever drags did meanwhile (a zoom the app
/// sets during a pinch is replaced at its next change); a drag with no
/// pinch change during it moves every world point on screen by its total
/// translation. The two do not commute in general (a pan moves the world
/// point under the pinch's anchor); the camera is what applying each change
/// in order gives.
///
/// **Worlds.** The world is any `HexTopology`: a `HexRegion` map, or a
/// world that wraps. Taps and the cursor answer in the world's canonical
/// hexes; on a wrapping world the cursor walks on across the seam, the
/// camera following it round the world, as ``HexDrawList`` draws it.
public struct HexMapInteraction<World: HexTopology & Hashable>: Hashable, Sendable {
  /// The world: its hexes, and how they wrap.
  public var world: World
  /// The world's geometry, in world coordinates.
  public var geometry: HexGeometry
  /// Where the cursor is drawn, a hex of the plane, or `nil` before the
  /// first key: on a wrapping world it may be any copy of the world's
  /// hex, ``cursor``.
  public var cursorCell: Hex?
  /// The latest total translation of the drag in progress, or `nil`
  /// between drags.
  public private(set) var dragTranslation: PixelSize?
  /// The camera's zoom when the pinch in progress began, or `nil` between
  /// pinches.
  public private(set) var pinchStartZoom: Double?

  /// Creates the interaction state of a map.
  ///
  /// - Parameters:
  ///   - world: The world: a `HexRegion` map, or any `HexTopology`.
  ///   - geometry: The world's geometry, in world coordinates.
  public init(world: World, geometry: HexGeometry) {
    self.world = world
    self.geometry = geometry
  }

  /// The world's hex the cursor is on, or `nil` before the first key.
  public var cursor: Hex? { cursorCell.flatMap { world.canonical($0) } }

  /// Returns the hex a tap at `point` selects: the world's hex drawn there
  /// (canonical, on a wrapping world), or `nil` for a tap off the world
  /// (which clears the selection).
  ///
  /// This is the map's answer; `HexCamera.hex(at:for:in:)` is the
  /// plane's, which knows no map.
  ///
  /// - Parameters:
  ///   - point: The tap, in the viewport.
  ///   - camera: The camera.
  ///   - viewport: The viewport's size.
  public func hex(tappedAt point: PixelPoint, camera: HexCamera, viewport: PixelSize) -> Hex? {
    camera.hex(at: point, for: geometry, in: viewport).flatMap { world.canonical($0) }
  }

  /// Applies a drag's total translation: moves the content by its change
  /// since the drag's previous total (the first call of a drag, by the
  /// whole total).
  ///
  /// A non-finite translation changes nothing, and is not remembered.
  ///
  /// - Parameters:
  ///   - translation: The finger's movement since the drag began.
  ///   - camera: The camera, updated.
  public mutating func drag(by translation: PixelSize, camera: inout HexCamera) {
    guard translation.isFinite else { return }
    let previous = dragTranslation ?? PixelSize(width: 0, height: 0)
    camera.pan(
      by: PixelSize(width: translation.width - previous.width, height: translation.height - previous.height))
    dragTranslation = translation
  }

  /// Applies a pinch's total magnification about the point where the
  /// fingers started: sets the zoom to the pinch's starting zoom times
  /// `magnification`, keeping the world point under `anchor` there.
  ///
  /// The first call of a pinch remembers the camera's zoom as its start.
  /// The zoom is clamped to the camera's limits. A magnification that is
  /// not positive and finite changes nothing (a pinch's first call with
  /// one does not start it); see ``HexCamera/zoom(by:about:in:)`` for a
  /// bad anchor or viewport.
  ///
  /// - Parameters:
  ///   - magnification: The scale since the pinch began.
  ///   - anchor: The fingers' starting center, in the viewport.
  ///   - viewport: The viewport's size.
  ///   - camera: The camera, updated.
  public mutating func pinch(
    by magnification: Double, about anchor: PixelPoint, viewport: PixelSize, camera: inout HexCamera
  ) {
    guard magnification.isFinite, magnification > 0 else { return }
    let start = pinchStartZoom ?? camera.zoom
    pinchStartZoom = start
    camera.zoom(to: start * magnification, about: anchor, in: viewport)
  }

  /// Ends a drag: the next ``drag(by:camera:)`` starts a new one.
  public mutating func endDrag() {
    dragTranslation = nil
  }

  /// Ends a pinch: the next ``pinch(by:about:viewport:camera:)`` starts a
  /// new one, from the camera's zoom then.
  public mutating func endPinch() {
    pinchStartZoom = nil
  }

  /// Moves the cursor one hex in a screen direction, and the camera so
  /// that the cursor's cell is in view.
  ///
  /// The first key puts the cursor on `selection` when it is a hex of the
  /// world (on a wrapping world, on its copy in the copy of the world that
  /// holds the viewport's center), else on the hex at the viewport's center or, when that
  /// stands for no hex of the world, on the world's hex nearest it (on a
  /// world other than a region, the nearest within 256 steps, else the
  /// hex of the world's `bounds` nearest it that stands for itself): the fewest steps away, then the one
  /// whose center is nearest in a straight line on a grid of regular
  /// hexagons, then the first in the map's order (the smallest `q`, then
  /// `r`). A center beyond the coordinate range counts as the range's last
  /// hex on the straight line from the origin to it. Then the cursor goes to the neighbor whose center on screen
  /// lies most nearly that way (on a flat-top grid left and right go to
  /// one of the two side neighbors, the upper one first), staying on the
  /// map; at the map's edge it stays. A cursor cell not wholly in view is
  /// brought to the viewport's center.
  ///
  /// - Parameters:
  ///   - direction: The arrow key's direction.
  ///   - selection: The selected hex, where the cursor starts.
  ///   - camera: The camera, updated.
  ///   - viewport: The viewport's size.
  public mutating func moveCursor(
    _ direction: ScreenDirection, selection: Hex?, camera: inout HexCamera, viewport: PixelSize
  ) {
    guard world.count > 0 else { return }
    guard let current = cursorCell, world.canonical(current) != nil else {
      let center = hexAtCenter(of: camera)
      cursorCell = selection.flatMap { copy(of: $0, nearest: center) } ?? nearestInWorld(center)
      reveal(camera: &camera, viewport: viewport)
      return
    }
    let screen = camera.screenGeometry(for: geometry, in: viewport)
    let from = screen.center(of: current)
    let (dx, dy): (Double, Double) =
      switch direction {
      case .up: (0, -1)
      case .down: (0, 1)
      case .left: (-1, 0)
      case .right: (1, 0)
      }
    var best: (hex: Hex, score: Double, at: PixelPoint)?
    for neighbor in current.neighbors where world.canonical(neighbor) != nil {
      let to = screen.center(of: neighbor)
      let vx = to.x - from.x, vy = to.y - from.y
      let length = (vx * vx + vy * vy).squareRoot()
      guard length > 0 else { continue }
      let score = (vx * dx + vy * dy) / length
      // 60° or more off the key's direction is not that way; among the
      // rest the best aligned, then the upper, then the left one.
      guard score > 0.51 else { continue }
      if let b = best {
        if score < b.score - 1e-9 { continue }
        if score <= b.score + 1e-9 && (to.y, to.x) >= (b.at.y, b.at.x) { continue }
      }
      best = (neighbor, score, to)
    }
    if let next = best?.hex { cursorCell = next }
    reveal(camera: &camera, viewport: viewport)
  }

  /// The copy of the world's hex `hex` in the copy of the world that holds
  /// `center`: `hex` itself on a world that does not wrap, or when
  /// `center` stands for no hex of the world; `nil` when `hex` is no hex
  /// of the world.
  package func copy(of hex: Hex, nearest center: Hex) -> Hex? {
    guard let canonical = world.canonical(hex) else { return nil }
    guard let here = world.canonical(center) else { return canonical }
    // The copy holding `center` moves canonical hexes by `center − here`.
    let move = Hex(q: center.q - here.q, r: center.r - here.r)
    let near = Hex(q: canonical.q + move.q, r: canonical.r + move.r)
    return world.canonical(near) == canonical ? near : canonical
  }

  /// The world's hex nearest `hex`, as the first key's rule says; `nil`
  /// for an empty world.
  package func nearestInWorld(_ hex: Hex) -> Hex? {
    if World.self == HexRegion.self, let region = world as? HexRegion {
      return HexMapInteraction<HexRegion>.nearestOnMap(hex, in: region)
    }
    if world.canonical(hex) != nil { return hex }
    for radius in 1...256 {
      var found: Hex?
      for ring in hex.ring(radius: radius) where world.canonical(ring) != nil {
        if let f = found, (f.q, f.r) <= (ring.q, ring.r) { continue }
        found = ring
      }
      if let found { return found }
    }
    return world.bounds.first { world.canonical($0) == $0 }
  }

  /// Returns the map's hex nearest `hex`: the fewest steps away, then,
  /// among those, the one whose center is nearest in a straight line on a
  /// grid of regular hexagons (the smallest `dq² + dr² + ds²`), then the
  /// first in the map's order (the smallest `q`, then `r`); `nil` for an
  /// empty map.
  ///
  /// `hex` itself when it is on the map. For a `hex` beyond the
  /// coordinate range (no geometry gives one) the answer is a hex of the
  /// map, not necessarily the nearest.
  ///
  /// - Parameters:
  ///   - hex: Any hex (the one at the viewport's center).
  ///   - region: The map.
  ///
  /// - Complexity: O(log *d*), where *d* is the distance to the map.
  package static func nearestOnMap(_ hex: Hex, in region: HexRegion) -> Hex? {
    guard !region.isEmpty else { return nil }
    if region.contains(hex) { return hex }
    // The map is a region (convex, with sides along the grid's three
    // axes); its hexes within d steps of `hex` are the region
    // `map ∩ hex.hexagon(radius: d)`, non-empty from the distance on. Two
    // hexes of the coordinate range are at most 2³¹ steps apart.
    func within(_ d: Int) -> HexRegion { region.intersection(hex.hexagon(radius: d)) }
    var low = 0, high = 1 << 31
    guard !within(high).isEmpty else { return region.first }
    while low < high {
      let d = low + (high - low) / 2
      if within(d).isEmpty { low = d + 1 } else { high = d }
    }
    // The nearest hexes: a region with every hex on the ring of radius
    // `low` around `hex`. It lies along one side of the ring (a region
    // reaching around a corner, or across, would hold a hex inside the
    // ring), so one of its coordinates is constant: it is a row of hexes
    // `first + k·step`, k = 0, 1, …, in the map's order.
    let nearest = within(low)
    guard let first = nearest.first else { return region.first }
    let step: (q: Int, r: Int)
    if nearest.minQ == nearest.maxQ {
      step = (0, 1)
    } else if nearest.minR == nearest.maxR {
      step = (1, 0)
    } else if nearest.minS == nearest.maxS {
      step = (1, -1)
    } else {
      return first  // not a row (does not happen): the first at the distance
    }
    // |first − hex + k·step|² = |w|² + 2k(w·step) + 2k² (in cube
    // components) is least, first, at k = ⌊−(w·step) / 2⌋, within the row.
    let w = (q: first.q - hex.q, r: first.r - hex.r, s: first.s - hex.s)
    let dot = w.q * step.q + w.r * step.r - w.s * (step.q + step.r)
    let k = Swift.min(Swift.max((-dot) >> 1, 0), nearest.count - 1)
    return Hex(q: first.q + k * step.q, r: first.r + k * step.r)
  }

  /// The hex at the camera's center, or for a center beyond the
  /// coordinate range, the range's last hex on the straight line from the
  /// origin to it; the origin for a geometry that cannot say.
  func hexAtCenter(of camera: HexCamera) -> Hex {
    if let hex = geometry.hex(containing: camera.center) { return hex }
    let f = geometry.fractionalHex(at: camera.center)
    let largest = Swift.max(f.q.magnitude, f.r.magnitude, f.s.magnitude)
    guard largest.isFinite, largest > 0 else { return .zero }
    let limit = Double(Hex.coordinateRange.upperBound)
    let t = Swift.min(limit / largest, 1)
    return FractionalHex(q: f.q * t, r: f.r * t).rounded() ?? .zero
  }

  /// Centers the camera on the cursor when its cell is not wholly in view.
  mutating func reveal(camera: inout HexCamera, viewport: PixelSize) {
    guard let cursor = cursorCell else { return }
    let cell = camera.screenGeometry(for: geometry, in: viewport).hexagon(of: cursor).bounds
    let inView = cell.minX >= 0 && cell.minY >= 0 && cell.maxX <= viewport.width && cell.maxY <= viewport.height
    if !inView { camera.center = geometry.center(of: cursor) }
  }
}

extension Hex {
  /// What VoiceOver says of a hex on a map: its coordinates and the
  /// caller's label.
  ///
  ///     Hex(q: 3, r: -1).spokenDescription(label: "forest")  // "q 3, r -1, s -2: forest"
  ///
  /// - Parameter label: What the caller says of it; empty for nothing.
  public func spokenDescription(label: String = "") -> String {
    "q \(q), r \(r), s \(s)" + (label.isEmpty ? "" : ": " + label)
  }
}
