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
  /// - Parameters:
  ///   - radius: The largest distance seen; negative gives an empty array.
  ///   - blocksSight: Whether a hex blocks sight. Called at most once per hex.
  /// - Returns: The visible hexes, in ``spiral(radius:startingAt:)`` order.
  ///
  /// - Complexity: O(*R*³) for radius *R*: a line of up to *R* hexes to each
  ///   of the 3*R*(*R* + 1) hexes in range.
  public func fieldOfView(radius: Int, blocksSight: (Hex) throws -> Bool) rethrows -> [Hex] {
    guard radius >= 0 else { return [] }
    precondition(radius <= 1 << 12, "field of view radius \(radius) exceeds 4096")
    let shape = _MapShape.hexagon(center: self, radius: radius)
    // 0: not asked yet, 1: clear, 2: blocks.
    var blocking = [UInt8](repeating: 0, count: shape.count)
    func blocks(_ hex: Hex) throws -> Bool {
      let i = shape.index(of: hex)!
      if blocking[i] == 0 { blocking[i] = try blocksSight(hex) ? 2 : 1 }
      return blocking[i] == 2
    }
    var visible: [Hex] = []
    for target in spiral(radius: radius) {
      let n = distance(to: target)
      if n <= 1 {
        visible.append(target)
        continue
      }
      let dq = Double(target.q - q), dr = Double(target.r - r), ds = Double(target.s - s)
      var seen = false
      for side in [1.0, -1.0] where !seen {
        var clear = true
        for i in 1..<n {
          let t = Double(i) / Double(n)
          let step = _cubeRounded(
            q: dq * t + side * 1e-6, r: dr * t + side * 2e-6, s: ds * t - side * 3e-6)
          if try blocks(self + step) {
            clear = false
            break
          }
        }
        seen = clear
      }
      if seen { visible.append(target) }
    }
    return visible
  }
}
