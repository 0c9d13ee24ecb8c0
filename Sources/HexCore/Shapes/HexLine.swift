extension Hex {
  /// Returns the hexes on the straight line from this hex to `end`, both
  /// included.
  ///
  /// Element `i` of `N = distance(to: end)` is the cube rounding of the
  /// point `i / N` of the way between the two centers, each nudged by
  /// (1e-6, 2e-6, -3e-6) so that a line running along cell edges always
  /// picks the same side (Red Blob Games, "Line drawing"). Consecutive
  /// elements are neighbors, and the line from `a` to `b` is the line from
  /// `b` to `a` reversed wherever no tie is involved.
  ///
  ///     Array(Hex.zero.line(to: Hex(q: 1, r: -5)))
  ///     // [(0, 0), (0, -1), (0, -2), (1, -3), (1, -4), (1, -5)] as (q, r)
  ///
  /// - Parameter end: The last hex of the line.
  /// - Returns: A collection of `distance(to: end) + 1` hexes.
  ///
  /// - Complexity: O(1). Accessing an element is O(1).
  @inlinable
  public func line(to end: Hex) -> HexLine {
    HexLine(start: self, end: end)
  }
}

/// The hexes on a straight line between two hexes, computed on demand.
///
/// Create one with ``Hex/line(to:)``.
public struct HexLine: RandomAccessCollection, Hashable, Sendable {
  /// The first hex of the line.
  public let start: Hex
  /// The last hex of the line.
  public let end: Hex
  /// The number of steps from `start` to `end`.
  @usableFromInline
  internal let steps: Int

  @inlinable
  internal init(start: Hex, end: Hex) {
    self.start = start
    self.end = end
    self.steps = start.distance(to: end)
  }

  /// The position of the first hex, 0.
  @inlinable
  public var startIndex: Int { 0 }
  /// The number of hexes on the line, one more than the distance.
  @inlinable
  public var endIndex: Int { steps + 1 }

  /// The hex at position `index` along the line.
  ///
  /// - Precondition: `0 <= index < count`.
  @inlinable
  public subscript(index: Int) -> Hex {
    precondition(index >= 0 && index <= steps, "HexLine index out of range")
    if index == steps { return end }
    let n = Double(steps)
    // Work relative to `start` so that precision does not depend on where
    // the line is. The products are integers below 2^62; they convert to
    // Double exactly below 2^53 (lines under 2^26 steps), and otherwise
    // within 2^-53 relative, which after dividing by n is an absolute error
    // under 2^-22, smaller than the nudge.
    let dq = Double((end.q - start.q) * index) / n + 1e-6
    let dr = Double((end.r - start.r) * index) / n + 2e-6
    let ds = Double((end.s - start.s) * index) / n - 3e-6
    return start &+ _cubeRounded(q: dq, r: dr, s: ds)  // modulo 2³²: the step may not fit, the hex does
  }
}
