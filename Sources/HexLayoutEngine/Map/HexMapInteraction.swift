import HexCore

/// What a map view does with taps, pinches, drags and arrow keys, as plain
/// values: the logic of `HexMapView`, tested anywhere.
///
/// Gestures report totals since they began (a drag's translation, a
/// pinch's magnification), so the interaction keeps the camera the gesture
/// started from and applies each total to it.
public struct HexMapInteraction: Hashable, Sendable {
  /// The map's hexes.
  public var map: HexRegion
  /// The map's geometry, in world coordinates.
  public var geometry: HexGeometry
  /// The hex the arrow keys move, or `nil` before the first key.
  public var cursor: Hex?
  /// The camera when the current drag or pinch began, or `nil` between
  /// gestures.
  public var gestureStart: HexCamera?

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

  /// Applies a drag's total translation to the camera it started from.
  ///
  /// - Parameters:
  ///   - translation: The finger's movement since the drag began.
  ///   - camera: The camera, updated.
  public mutating func drag(by translation: PixelSize, camera: inout HexCamera) {
    let start = gestureStart ?? camera
    gestureStart = start
    var moved = start
    moved.pan(by: translation)
    camera = moved
  }

  /// Applies a pinch's total magnification, about the point where the
  /// fingers started, to the camera it started from.
  ///
  /// - Parameters:
  ///   - magnification: The scale since the pinch began.
  ///   - anchor: The fingers' starting center, in the viewport.
  ///   - viewport: The viewport's size.
  ///   - camera: The camera, updated.
  public mutating func pinch(
    by magnification: Double, about anchor: PixelPoint, viewport: PixelSize, camera: inout HexCamera
  ) {
    let start = gestureStart ?? camera
    gestureStart = start
    var zoomed = start
    zoomed.zoom(by: magnification, about: anchor, in: viewport)
    camera = zoomed
  }

  /// Ends a drag or a pinch.
  public mutating func endGesture() {
    gestureStart = nil
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
