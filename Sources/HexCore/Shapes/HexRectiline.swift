extension Hex {
  /// Returns a shortest path from this hex to `end` made of at most two
  /// straight runs: hexx's `rectiline_to`.
  ///
  /// The difference `end - self` is a unique sum `a·u + b·v` of two
  /// neighboring directions `u` and `v` (`v` the next clockwise on screen,
  /// `a > 0`, `b ≥ 0`). With `clockwise` the path first runs `a` steps in
  /// `u`, then turns clockwise and runs `b` steps in `v`; otherwise it runs
  /// `b` steps in `v` first, then turns counterclockwise into `u`. When `end`
  /// lies straight along a direction (`b == 0`) both are that one run.
  ///
  ///     Array(Hex.zero.rectiline(to: Hex(q: 2, r: 1)))
  ///     // [(0, 0), (1, 0), (2, 0), (2, 1)] as (q, r): two steps, then one
  ///     Array(Hex.zero.rectiline(to: Hex(q: 2, r: 1), clockwise: false))
  ///     // [(0, 0), (0, 1), (1, 1), (2, 1)]
  ///
  /// It uses the same two directions as ``line(to:)`` and has as many
  /// hexes; ``line(to:)`` interleaves them to stay near the straight
  /// segment, while this path keeps them apart, as a staircase with one
  /// bend (a corridor, a road with one turn).
  ///
  /// - Parameters:
  ///   - end: The last hex.
  ///   - clockwise: Whether the path turns clockwise (as seen on screen) at
  ///     its bend; the default is `true`.
  /// - Returns: A collection of `distance(to: end) + 1` hexes, consecutive
  ///   ones neighbors; empty if either hex lies outside
  ///   ``Hex/coordinateRange``.
  ///
  /// - Complexity: O(1). Accessing an element is O(1).
  @inlinable
  public func rectiline(to end: Hex, clockwise: Bool = true) -> HexRectiline {
    HexRectiline(start: self, end: end, clockwise: clockwise)
  }
}

/// A shortest path of at most two straight runs between two hexes,
/// computed on demand.
///
/// Create one with ``Hex/rectiline(to:clockwise:)``.
public struct HexRectiline: RandomAccessCollection, Hashable, Sendable {
  /// The first hex of the path.
  public let start: Hex
  /// The last hex of the path.
  public let end: Hex
  /// Whether the path turns clockwise at its bend.
  public let clockwise: Bool
  /// The direction of the first run, as a vector.
  @usableFromInline internal let _first: Hex
  /// The number of steps of the first run.
  @usableFromInline internal let _firstSteps: Int
  /// The direction of the second run, as a vector.
  @usableFromInline internal let _second: Hex
  /// The number of steps in all.
  @usableFromInline internal let _steps: Int

  @inlinable
  internal init(start: Hex, end: Hex, clockwise: Bool) {
    self.start = start
    self.end = end
    self.clockwise = clockwise
    guard start.isInCoordinateRange && end.isInCoordinateRange else {
      (_first, _firstSteps, _second, _steps) = (.zero, 0, .zero, -1)
      return
    }
    let dq = end.q - start.q, dr = end.r - start.r
    var first = Hex.zero, second = Hex.zero, a = 0, b = 0
    if dq != 0 || dr != 0 {
      for k in 0..<6 {
        let u = HexDirection(_unchecked: k).vector, v = HexDirection(_unchecked: k == 5 ? 0 : k + 1).vector
        // Solve (dq, dr) = a·u + b·v; two neighboring unit vectors have a
        // determinant of ±1, so a and b are integers.
        let det = u.q * v.r - u.r * v.q
        let x = (dq * v.r - dr * v.q) * det, y = (u.q * dr - u.r * dq) * det
        if x > 0 && y >= 0 {
          (first, second, a, b) = clockwise ? (u, v, x, y) : (v, u, y, x)
          break
        }
      }
    }
    _first = first
    _firstSteps = a
    _second = second
    _steps = a + b
  }

  /// The position of the first hex, 0.
  @inlinable
  public var startIndex: Int { 0 }
  /// The number of hexes, one more than the distance (0 for ends outside
  /// ``Hex/coordinateRange``).
  @inlinable
  public var endIndex: Int { _steps + 1 }

  /// The hex at position `index` along the path.
  ///
  /// - Precondition: `0 <= index < count`.
  @inlinable
  public subscript(index: Int) -> Hex {
    precondition(index >= 0 && index <= _steps, "HexRectiline index out of range")  // also for an empty path
    // In `Int`: a run can be 2³¹ steps long, past `Int32`, though every hex
    // of the path lies in range.
    let a = Swift.min(index, _firstSteps), b = index - a
    return Hex(_truncatingQ: start.q + _first.q * a + _second.q * b, r: start.r + _first.r * a + _second.r * b)
  }
}
