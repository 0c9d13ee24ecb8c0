extension HexGeometry {
  /// Returns the smallest rectangle that contains the cells of some hexes
  /// on screen, or `nil` if there are none.
  ///
  /// The rectangle is tight: each of its sides touches a corner of some
  /// cell. It is the union of the cells' ``Hexagon/bounds``, computed from
  /// their centers in one pass.
  ///
  ///     let geometry = HexGeometry(orientation: .flatTop, size: 10)
  ///     geometry.bounds(of: [Hex.zero])
  ///     // PixelRect((-10.0, -8.66…), 20.0×17.32…)
  ///
  /// - Parameter hexes: The hexes; repeats are harmless.
  /// - Returns: The bounds, or `nil` if `hexes` is empty or the geometry
  ///   gives non-finite positions.
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public func bounds(of hexes: some Sequence<Hex>) -> PixelRect? {
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity
    for hex in hexes {
      let c = center(of: hex)
      minX = Swift.min(minX, c.x)
      maxX = Swift.max(maxX, c.x)
      minY = Swift.min(minY, c.y)
      maxY = Swift.max(maxY, c.y)
    }
    guard minX <= maxX else { return nil }  // empty (or NaN everywhere)
    let cell = Hexagon(center: .zero, size: size, orientation: orientation)
    let halfWidth = cell.width / 2, halfHeight = cell.height / 2
    let rect = PixelRect(
      x: minX - halfWidth, y: minY - halfHeight,
      width: maxX - minX + 2 * halfWidth, height: maxY - minY + 2 * halfHeight)
    return rect.isFinite ? rect : nil
  }

  /// Creates the mapping that fits the cells of some hexes into a
  /// rectangle as large as possible, centered, with regular hexagons; or
  /// `nil` if that is impossible.
  ///
  /// The cells keep their shape (the cell size is the same on both axes):
  /// the hexes' bounds touch the padded rectangle on one pair of opposite
  /// sides and are centered between the other pair.
  ///
  ///     let region = Hex.zero.hexagon(radius: 2)
  ///     let geometry = HexGeometry(fitting: region, in: PixelRect(x: 0, y: 0, width: 320, height: 240),
  ///                                orientation: .flatTop, padding: 8)
  ///     // At size 1 the region is 8 wide and 5·√3 tall; the padded rect is
  ///     // 304 × 224, so the size is min(304 / 8, 224 / (5·√3)) ≈ 25.87: the
  ///     // cells fill the height and are centered across, origin (160, 120).
  ///
  /// - Parameters:
  ///   - hexes: The hexes to show; repeats are harmless.
  ///   - rect: The rectangle to fill. A negative width or height is measured
  ///     by its absolute value.
  ///   - orientation: Flat-top or pointy-top.
  ///   - padding: The space to leave on every side; the default is 0. A
  ///     negative padding lets the cells overflow the rectangle.
  ///   - yAxis: Which way y points on screen; the default is
  ///     ``HexYAxis/down``. With ``HexYAxis/up`` the result is the y-down
  ///     fit mirrored about the rectangle's middle line, so the cells fill
  ///     the same rectangle.
  /// - Returns: The mapping, or `nil` if `hexes` is empty, `rect` or
  ///   `padding` is not finite, or the padded rectangle has no area.
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  public init?(
    fitting hexes: some Sequence<Hex>, in rect: PixelRect, orientation: HexOrientation, padding: Double = 0,
    yAxis: HexYAxis = .down
  ) {
    guard rect.isFinite, padding.isFinite else { return nil }
    let unit = HexGeometry(orientation: orientation, size: 1, yAxis: yAxis)
    guard let bounds = unit.bounds(of: hexes) else { return nil }
    let width = rect.maxX - rect.minX - 2 * padding, height = rect.maxY - rect.minY - 2 * padding
    guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
    let scale = Swift.min(width / bounds.width, height / bounds.height)
    guard scale > 0, scale.isFinite else { return nil }
    // Place the scaled bounds' center on the rect's center.
    let midX = (rect.minX + rect.maxX) / 2, midY = (rect.minY + rect.maxY) / 2
    let origin = PixelPoint(
      x: midX - scale * (bounds.minX + bounds.width / 2), y: midY - scale * (bounds.minY + bounds.height / 2))
    guard origin.isFinite else { return nil }
    self.init(orientation: orientation, size: scale, origin: origin, yAxis: yAxis)
  }
}
