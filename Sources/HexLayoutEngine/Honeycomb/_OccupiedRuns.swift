import HexCore

/// The occupied cells of a set, as runs along the grid's lines: for each of
/// the three axes, each line holds its maximal runs of consecutive occupied
/// cells, sorted.
///
/// A walk along a line (a side of a ring) jumps over a whole run in one
/// lookup instead of testing each occupied cell: the honeycomb's growth
/// crosses its partly filled outer ring this way in time that does not
/// depend on the ring's length.
internal struct _OccupiedRuns: Sendable {
  /// The lines of each axis, keyed by the coordinate that is constant along
  /// them: `r` for axis 0, `q` for axis 1, `s` for axis 2.
  private var lines: [[Int: _LineRuns]] = [[:], [:], [:]]

  /// Where `hex` lies on the line along `axis`: the line's key, and the
  /// position along it (`q` for axes 0 and 2, `r` for axis 1).
  static func place(of hex: Hex, axis: Int) -> (line: Int, position: Int) {
    switch axis {
    case 0: return (hex.r, hex.q)
    case 1: return (hex.q, hex.r)
    default: return (hex.s, hex.q)
    }
  }

  /// The axis of a unit step and the sense in which it moves the position:
  /// +1 or -1.
  static func axis(of step: Hex) -> (axis: Int, sense: Int) {
    if step.r == 0 { return (0, step.q) }
    if step.q == 0 { return (1, step.r) }
    return (2, step.q)
  }

  /// Records `hex` as occupied; it must not be already.
  mutating func insert(_ hex: Hex) {
    for axis in 0..<3 {
      let (line, p) = Self.place(of: hex, axis: axis)
      lines[axis][line, default: _LineRuns()].insert(p)
    }
  }

  /// Records `hex` as free; it must be occupied.
  mutating func remove(_ hex: Hex) {
    for axis in 0..<3 {
      let (line, p) = Self.place(of: hex, axis: axis)
      lines[axis][line]?.remove(p)
      if lines[axis][line]?.ranges.isEmpty == true { lines[axis][line] = nil }
    }
  }

  /// The runs on the line along `axis` through `hex`.
  func runs(through hex: Hex, axis: Int) -> _LineRuns {
    lines[axis][Self.place(of: hex, axis: axis).line] ?? _LineRuns()
  }
}

/// One line's runs of occupied positions: closed ranges, sorted and
/// separated by at least one free position.
internal struct _LineRuns: Sendable {
  var ranges: [ClosedRange<Int>] = []

  /// The index of the first run whose upper bound is at least `p`: the run
  /// containing `p`, if any, or the first one after it.
  func firstRun(reaching p: Int) -> Int {
    var low = 0, high = ranges.count
    while low < high {
      let mid = (low + high) / 2
      if ranges[mid].upperBound < p { low = mid + 1 } else { high = mid }
    }
    return low
  }

  /// The first free position at or beyond `p`, moving in `sense` (+1 or
  /// -1): `p` itself when it is free, else just past its run's end.
  func firstFree(from p: Int, sense: Int) -> Int {
    let i = firstRun(reaching: p)
    guard i < ranges.count, ranges[i].lowerBound <= p else { return p }
    return sense > 0 ? ranges[i].upperBound + 1 : ranges[i].lowerBound - 1
  }

  /// Adds the free position `p`, merging it with the runs it touches.
  mutating func insert(_ p: Int) {
    let i = firstRun(reaching: p - 1)
    let joinsLeft = i < ranges.count && ranges[i].upperBound == p - 1
    let rightIndex = joinsLeft ? i + 1 : i
    let joinsRight = rightIndex < ranges.count && ranges[rightIndex].lowerBound == p + 1
    switch (joinsLeft, joinsRight) {
    case (true, true):
      ranges[i] = ranges[i].lowerBound...ranges[i + 1].upperBound
      ranges.remove(at: i + 1)
    case (true, false):
      ranges[i] = ranges[i].lowerBound...p
    case (false, true):
      ranges[rightIndex] = p...ranges[rightIndex].upperBound
    case (false, false):
      ranges.insert(p...p, at: rightIndex)
    }
  }

  /// Removes the occupied position `p`, splitting its run.
  mutating func remove(_ p: Int) {
    let i = firstRun(reaching: p)
    guard i < ranges.count, ranges[i].contains(p) else { return }
    let run = ranges[i]
    switch (run.lowerBound < p, p < run.upperBound) {
    case (true, true):
      ranges[i] = run.lowerBound...(p - 1)
      ranges.insert((p + 1)...run.upperBound, at: i + 1)
    case (true, false):
      ranges[i] = run.lowerBound...(p - 1)
    case (false, true):
      ranges[i] = (p + 1)...run.upperBound
    case (false, false):
      ranges.remove(at: i)
    }
  }
}
