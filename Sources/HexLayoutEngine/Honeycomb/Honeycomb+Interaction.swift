import HexCore

/// How the fisheye transforms one cell of a honeycomb near the container's
/// edges: cells shrink and move inward as they approach the border.
public struct FisheyeEffect: Hashable, Sendable {
  /// The cell's diameter after shrinking, from 0 to `d`.
  public var size: Double
  /// How far to move the cell, toward the container's center.
  public var shift: PixelPoint
  /// The scale to draw the cell at: `size / d`, times 0.9 for a touched
  /// cell and its neighbors, never below 0.001.
  ///
  /// The 0.001 floor is for display only (a view's scale transform must stay
  /// invertible): a cell whose ``size`` is 0 contains no point and meets no
  /// rectangle, and is best not drawn at all.
  public var scale: Double

  /// Creates an effect, for example to preview a cell or in a test.
  ///
  /// - Parameters:
  ///   - size: The cell's diameter after shrinking.
  ///   - shift: How far to move the cell.
  ///   - scale: The scale to draw the cell at.
  public init(size: Double, shift: PixelPoint, scale: Double) {
    self.size = size
    self.shift = shift
    self.scale = scale
  }
}

/// How touching a cell changes one cell of a honeycomb.
public struct TouchEffect: Hashable, Sendable {
  /// Whether the cell is drawn dimmed: true for the touched cell only.
  public var isDimmed: Bool
  /// The scale factor: 0.9 for the touched cell and its neighbors, else 1.
  public var scale: Double

  /// Creates an effect, for example to preview a cell or in a test.
  ///
  /// - Parameters:
  ///   - isDimmed: Whether the cell is drawn dimmed.
  ///   - scale: The scale factor.
  public init(isDimmed: Bool, scale: Double) {
    self.isDimmed = isDimmed
    self.scale = scale
  }
}

extension HoneycombLayout {
  /// Returns the fisheye effect for `hex` in a container of the given size.
  ///
  /// With `p` the cell's center relative to the container's middle, moved by
  /// ``contentOffset``, and `d` the diameter:
  /// `ex = |p.x| + d − Wc/2`, `ey = |p.y| + d − Hc/2`, `e = max(0, ex, ey)`;
  /// the size is `max(0, d − ¾e)`; the shift is
  /// `(−sign(p.x) · max(0, ex)/3, −sign(p.y) · max(0, ey)/3)`, where sign is
  /// +1 for positive values and −1 otherwise; the scale is `size / d`
  /// (× 0.9 for the touched cell of ``effects`` and its neighbors), at
  /// least 0.001.
  ///
  /// The effect is computed whether or not the effects' `fisheye` flag is
  /// on; the touched cell is ``HoneycombEffects/touchedCell``, the one
  /// placement uses, so the two cannot disagree.
  ///
  /// Cells well inside the container are untouched (size `d`, no shift,
  /// scale 1). A non-finite or negative container dimension counts as 0.
  ///
  /// - Parameters:
  ///   - hex: The cell.
  ///   - containerSize: The size of the visible container.
  public func fisheye(for hex: Hex, containerSize: PixelSize) -> FisheyeEffect {
    let cells = _CircleCells(
      relative: HexGeometry(orientation: orientation, size: d / _sqrt3),
      middle: .zero,
      offset: PixelPoint(x: _clampedCoordinate(contentOffset.x), y: _clampedCoordinate(contentOffset.y)),
      diameter: d,
      fisheye: PixelSize(
        width: _clampedLength(containerSize.width) / 2,
        height: _clampedLength(containerSize.height) / 2),
      touched: effects.touchedCell)
    let c = center(of: hex)
    let effect = cells.effect(
      at: PixelPoint(x: c.x + cells.offset.x, y: c.y + cells.offset.y), hex: hex)
    return FisheyeEffect(
      size: effect.size, shift: effect.shift, scale: Swift.max(effect.scale, _CircleCells.displayScaleFloor))
  }

  /// Returns the content offset a drag settles at: the offset before the
  /// drag plus 1.25 × the predicted end translation (inertia), each axis
  /// clamped to ±0.7 × the distance from the center cell to the last cell.
  ///
  /// Non-finite inputs count as 0; an empty cache clamps to zero.
  ///
  /// - Parameters:
  ///   - offset: The settled offset before the drag began.
  ///   - predictedEndTranslation: The gesture's predicted end translation
  ///     (a translation is a `PixelSize`, as in ``HexCamera/pan(by:)``).
  ///   - cache: The cache built from the subviews.
  public func settledContentOffset(
    from offset: PixelPoint, predictedEndTranslation: PixelSize, cache: Cache
  ) -> PixelPoint {
    let limit: Double
    if let last = cache.lastCell {
      let c = center(of: last)
      limit = 0.7 * (c.x * c.x + c.y * c.y).squareRoot()
    } else {
      limit = 0
    }
    func settle(_ start: Double, _ translation: Double) -> Double {
      let end = _finiteOrZero(start) + 1.25 * _finiteOrZero(translation)
      return Swift.min(Swift.max(end, -limit), limit)
    }
    return PixelPoint(
      x: settle(offset.x, predictedEndTranslation.width), y: settle(offset.y, predictedEndTranslation.height))
  }

  /// Returns the content offset that brings `hex` to the middle of the
  /// container: minus its center.
  ///
  /// - Parameter hex: The selected cell.
  public func contentOffset(centering hex: Hex) -> PixelPoint {
    let c = center(of: hex)
    return PixelPoint(x: -c.x, y: -c.y)
  }

  /// Returns how the touched cell of ``effects`` changes `hex`: the touched
  /// cell is dimmed, and it and its six neighbors shrink to 0.9; with no
  /// touched cell nothing changes.
  ///
  /// - Parameter hex: The cell to draw.
  public func touchEffect(for hex: Hex) -> TouchEffect {
    guard let touched = effects.touchedCell else { return TouchEffect(isDimmed: false, scale: 1) }
    let near = touched == hex || touched.isNeighbor(of: hex)
    return TouchEffect(isDimmed: touched == hex, scale: near ? 0.9 : 1)
  }
}

/// `value`, or 0 if it is not finite, capped at ±2⁵⁰.
private func _finiteOrZero(_ value: Double) -> Double {
  value.isFinite ? _clampedCoordinate(value) : 0
}
