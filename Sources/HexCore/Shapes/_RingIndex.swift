/// The position of `offset` on the ring of `radius` around the origin that
/// starts at the corner in direction 0 and runs side `s` along direction
/// `s + 2` (``HexRing``'s order with its default start), or `nil` when
/// `offset` is not on that ring: the inverse of the ring's subscript.
@inlinable
internal func _ringIndex(of offset: Hex, radius k: Int) -> Int? {
  if k == 0 { return offset == .zero ? 0 : nil }
  for side in 0..<6 {
    let corner = HexDirection(_unchecked: side).vector * k
    let along = HexDirection(_unchecked: (side + 2) % 6).vector
    let rest = offset - corner
    // `rest` must be `step · along`: read step from a nonzero component.
    let step = along.q != 0 ? rest.q / along.q : rest.r / along.r
    if step >= 0, step < k, along * step == rest { return side * k + step }
  }
  return nil
}
