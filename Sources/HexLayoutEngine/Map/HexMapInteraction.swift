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
/// So the zoom is always the pinch's starting zoom times its latest total,
/// whatever drags do meanwhile; a drag alone, with no pinch changing in
/// between, moves every world point on screen by its total translation.
/// The two do not commute in general (a pan moves the world point under
/// the pinch's anchor); the camera is what applying each change in order
/// gives.
public struct HexMapInteraction: Hashable, Sendable {
  /// The map's hexes.
  public var map: HexRegion
  /// The map's geometry, in world coordinates.
  public var geometry: HexGeometry
  /// The hex the arrow keys move, or `nil` before the first key.
  public var cursor: Hex?
  /// The latest total translation of the drag in progress, or `nil`
  /// between drags.
  public private(set) var dragTranslation: PixelSize?
  /// The camera's zoom when the pinch in progress began, or `nil` between
  /// pinches.
  public private(set) var pinchStartZoom: Double?

  /// Creates the interaction state of a map.
  ///
  /// - Parameters:
  ///   - map: The map's hexes.
  ///   - geometry: The map's geometry, in world coordinates.
  public init(map: HexRegion, geometry: HexGeometry) {
    self.map = map
    self.geometry = geometry
  }

  /// Returns the hex a tap at `point` selects: the map's hex drawn there,
  /// or `nil` for a tap off the map (which clears the selection).
  ///
  /// - Parameters:
  ///   - point: The tap, in the viewport.
  ///   - camera: The camera.
  ///   - viewport: The viewport's size.
  public func hex(tappedAt point: PixelPoint, camera: HexCamera, viewport: PixelSize) -> Hex? {
    guard let hex = camera.hex(at: point, in: geometry, viewport: viewport), map.contains(hex) else { return nil }
    return hex
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
  /// The first key puts the cursor on `selection`, or on the hex at the
  /// viewport's center (the map's hex nearest it, when that is off the
  /// map). Then the cursor goes to the neighbor whose center on screen
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
    guard !map.isEmpty else { return }
    guard let current = cursor, map.contains(current) else {
      let middle = PixelPoint(x: viewport.width / 2, y: viewport.height / 2)
      cursor =
        selection.flatMap { map.contains($0) ? $0 : nil }
        ?? camera.hex(at: middle, in: geometry, viewport: viewport).map(nearestOnMap)
        ?? nearestOnMap(.zero)
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
    for neighbor in current.neighbors where map.contains(neighbor) {
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
    if let next = best?.hex { cursor = next }
    reveal(camera: &camera, viewport: viewport)
  }

  /// The map's hex toward `hex` from the map's middle: `hex` itself when
  /// it is on the map, else the last hex of the map on the straight line
  /// from the middle to it (the map is convex, so the line leaves it
  /// once: a bisection finds where).
  func nearestOnMap(_ hex: Hex) -> Hex {
    if map.contains(hex) { return hex }
    let q = Swift.min(Swift.max((map.minQ + map.maxQ) / 2, map.minQ), map.maxQ)
    let low = Swift.max(map.minR, -q - map.maxS), high = Swift.min(map.maxR, -q - map.minS)
    let middle = Hex(q: q, r: Swift.min(Swift.max((map.minR + map.maxR) / 2, low), Swift.max(low, high)))
    guard map.contains(middle) else { return middle }
    let dq = Double(hex.q) - Double(middle.q), dr = Double(hex.r) - Double(middle.r)
    func at(_ t: Double) -> Hex? {
      FractionalHex(q: Double(middle.q) + t * dq, r: Double(middle.r) + t * dr).rounded()
    }
    var inside = 0.0, outside = 1.0
    for _ in 0..<64 {
      let t = (inside + outside) / 2
      if let h = at(t), map.contains(h) { inside = t } else { outside = t }
    }
    return at(inside).flatMap { map.contains($0) ? $0 : nil } ?? middle
  }

  /// Centers the camera on the cursor when its cell is not wholly in view.
  mutating func reveal(camera: inout HexCamera, viewport: PixelSize) {
    guard let cursor else { return }
    let cell = camera.screenGeometry(for: geometry, in: viewport).hexagon(of: cursor).bounds
    let inView = cell.minX >= 0 && cell.minY >= 0 && cell.maxX <= viewport.width && cell.maxY <= viewport.height
    if !inView { camera.center = geometry.center(of: cursor) }
  }

  /// What VoiceOver says of a hex: its coordinates and the caller's label.
  ///
  ///     HexMapInteraction.describe(Hex(q: 3, r: -1), label: "forest")  // "q 3, r -1, s -2: forest"
  ///
  /// - Parameters:
  ///   - hex: The hex.
  ///   - label: What the caller says of it; empty for nothing.
  public static func describe(_ hex: Hex, label: String) -> String {
    "q \(hex.q), r \(hex.r), s \(hex.s)" + (label.isEmpty ? "" : ": " + label)
  }
}
