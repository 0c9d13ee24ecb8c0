import HexCore

/// What a map view should show, given without the viewport's size: some
/// hexes (a route, a unit's range) or a region, with padding around them.
///
/// A view knows its size, the app does not: hand the view a framing, and
/// it fits its camera to it at its size (``HexCamera/fit(_:for:in:)``).
///
///     framing = HexMapFraming(route.hexes, padding: 24)  // "show the route"
///     framing = HexMapFraming(world.bounds)              // the whole map
public struct HexMapFraming: Hashable, Sendable {
  /// The hexes whose cells to show: for a region, its corner hexes (a
  /// region's cells lie within the bounding box of its corners' cells).
  public var hexes: [Hex]
  /// The screen points to leave around them, 0 or more.
  public var padding: Double

  /// Creates a framing of some hexes.
  ///
  /// - Parameters:
  ///   - hexes: The hexes to show; none leaves the camera as it is.
  ///   - padding: The screen points to leave around them; a negative or
  ///     non-finite padding is 0.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public init(_ hexes: some Sequence<Hex>, padding: Double = 0) {
    self.hexes = Array(hexes)
    self.padding = padding.isFinite ? Swift.max(padding, 0) : 0
  }

  /// Creates a framing of a region: the whole map.
  ///
  /// - Parameters:
  ///   - region: The region to show.
  ///   - padding: The screen points to leave around it; a negative or
  ///     non-finite padding is 0.
  public init(_ region: HexRegion, padding: Double = 0) {
    self.init(HexDrawList.cornerCenters(of: region), padding: padding)
  }

  /// The framing with its hexes laid out on the plane of a wrapping world.
  ///
  /// They are laid out from the first: each in the copy where it neighbors the one before
  /// (so a route across the seam stays in one piece), else in the copy of
  /// the one before. On a world that does not wrap, the framing itself.
  ///
  /// A map view frames what this returns.
  ///
  /// - Parameter world: The world the hexes are of.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public func laidOut<World: HexTopology>(on world: World) -> HexMapFraming {
    if world._doesNotWrap { return self }
    var result = self
    result.hexes = _unroll(hexes) { world.canonical($0) }.hexes
    return result
  }

  /// The world rectangle of the hexes' cells: the union of their
  /// bounding boxes, or `nil` for no hexes or a geometry that cannot
  /// place them in finite numbers.
  ///
  /// - Parameter geometry: The map's geometry, in world coordinates.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public func bounds(in geometry: HexGeometry) -> PixelRect? {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    for hex in hexes {
      let box = geometry.hexagon(of: hex).bounds
      guard box.isFinite else { return nil }
      minX = Swift.min(minX, box.minX)
      minY = Swift.min(minY, box.minY)
      maxX = Swift.max(maxX, box.maxX)
      maxY = Swift.max(maxY, box.maxY)
    }
    guard minX <= maxX, minY <= maxY else { return nil }
    let rect = PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    return rect.isFinite ? rect : nil
  }
}

extension HexCamera {
  /// Centers the framing's hexes and zooms so that their cells fill the
  /// viewport less the framing's padding, within ``zoomLimits``.
  ///
  /// A framing with no hexes, or whose cells cannot be placed in finite
  /// numbers, changes nothing; otherwise as ``fit(_:in:padding:)``.
  ///
  /// - Parameters:
  ///   - framing: What to show.
  ///   - geometry: The map's geometry, in world coordinates.
  ///   - viewport: The viewport's size.
  ///
  /// - Complexity: O(*n*), where *n* is the number of the framing's hexes.
  public mutating func fit(_ framing: HexMapFraming, for geometry: HexGeometry, in viewport: PixelSize) {
    guard let rect = framing.bounds(in: geometry) else { return }
    fit(rect, in: viewport, padding: framing.padding)
  }
}

/// Lays hexes of a wrapping world out on the plane.
///
/// From the first: each goes in the copy where it neighbors the one before, when there is one (a step
/// across the seam), else in the copy of the one before. Returns the hexes
/// and the moves (`plane − canonical`) of the copies they lie in.
///
/// - Complexity: O(*n*), where *n* is the number of hexes.
func _unroll(_ hexes: [Hex], canonical: (Hex) -> Hex?) -> (hexes: [Hex], moves: Set<Hex>) {
  var plane: [Hex] = [], moves: Set<Hex> = []
  plane.reserveCapacity(hexes.count)
  var move = Hex.zero
  for (i, hex) in hexes.enumerated() {
    if i > 0 {
      let previous = plane[i - 1]
      let direct = Hex(q: hex.q + move.q, r: hex.r + move.r)
      if previous.distance(to: direct) > 1 {
        for next in previous.neighbors where canonical(next) == hex {
          move = Hex(q: next.q - hex.q, r: next.r - hex.r)
          break
        }
      }
    }
    plane.append(Hex(q: hex.q + move.q, r: hex.r + move.r))
    moves.insert(move)
  }
  return (plane, moves)
}

extension HexTopology {
  /// Whether this world is one of the library's worlds that do not wrap (a
  /// `HexRegion`, an `OffsetRectangle`, the `HexPlane`), where every hex
  /// stands for itself: a question about the type, which the map views ask
  /// before laying anything out across a seam.
  var _doesNotWrap: Bool {
    Self.self == HexRegion.self || Self.self == HexPlane.self || Self.self == OffsetRectangle.self
  }
}
