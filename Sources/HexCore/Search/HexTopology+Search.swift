// What the searches ask of any topology to size their bookkeeping.

extension HexTopology {
  /// The box every canonical hex lies in, when it is small enough for a
  /// dense table sized for `reach` hexes; `nil` otherwise.
  @inlinable
  internal func _denseBox(reach: Int) -> _Parallelogram? {
    let box = _Parallelogram(bounds)
    guard let count = box.count, count <= _denseSlotLimit, count / 8 <= Swift.max(reach, 512) else { return nil }
    return box
  }

  /// The largest distance between two hexes of ``bounds``: no canonical hex
  /// is farther from another.
  @inlinable
  internal var _diameter: Int {
    let b = bounds
    return Swift.max(b.maxQ - b.minQ, b.maxR - b.minR, b.maxS - b.minS, 0)
  }
}
