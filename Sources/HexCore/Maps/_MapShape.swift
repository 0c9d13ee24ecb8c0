@usableFromInline
internal enum _MapShape: Hashable, Sendable {
  /// The hexes within `radius` of `center`, numbered by q, then r.
  case hexagon(center: Hex, radius: Int)
  /// Rows `0..<rows` by columns `0..<columns` of one offset kind, row-major.
  case rectangle(rows: Int, columns: Int, kind: OffsetKind)
  /// Axial `q` in `q0 ..< q0 + columns` by `r` in `r0 ..< r0 + rows`, a
  /// parallelogram numbered by q, then r.
  case rhombus(q0: Int, r0: Int, columns: Int, rows: Int)

  /// The number of hexes.
  @usableFromInline
  internal var count: Int {
    switch self {
    case .hexagon(_, let n): return n < 0 ? 0 : 3 * n * (n + 1) + 1
    case .rectangle(let rows, let columns, _): return rows * columns
    case .rhombus(_, _, let columns, let rows): return rows * columns
    }
  }

  /// The storage position of `hex`, or `nil`.
  @inlinable
  internal func index(of hex: Hex) -> Int? {
    switch self {
    case .hexagon(let center, let n):
      // Relative to the center; wrapping is harmless, the range test rejects it.
      let q = hex.q &- center.q, r = hex.r &- center.r, s = 0 &- q &- r
      guard q >= -n, q <= n, r >= -n, r <= n, s >= -n, s <= n else { return nil }
      return _MapShape.hexagonRowStart(q, n) + (r - Swift.max(-n, -q - n))
    case .rectangle(let rows, let columns, let kind):
      let offset = OffsetCoordinate(hex, kind: kind)
      guard offset.row >= 0, offset.row < rows, offset.col >= 0, offset.col < columns else { return nil }
      return offset.row * columns + offset.col
    case .rhombus(let q0, let r0, let columns, let rows):
      // Wrapping is harmless: a hex far outside gives a negative or large
      // difference, which the range test rejects.
      let dq = hex.q &- q0, dr = hex.r &- r0
      guard dq >= 0, dq < columns, dr >= 0, dr < rows else { return nil }
      return dq * rows + dr
    }
  }

  /// The hex at storage position `index`, which must be in `0..<count`.
  ///
  /// - Complexity: O(log *R*) for a hexagon of radius *R*; O(1) for a
  ///   rectangle.
  @inlinable
  internal func hex(at index: Int) -> Hex {
    switch self {
    case .hexagon(let center, let n):
      // Solve for the column: columns -n...0 have lengths n + 1 + k (k
      // columns before), so start(q) is quadratic in q; estimate with a
      // square root, then fix rounding by a step either way.
      var q = _MapShape.hexagonColumn(ofIndex: index, n)
      while q > -n && _MapShape.hexagonRowStart(q, n) > index { q -= 1 }
      while q < n && _MapShape.hexagonRowStart(q + 1, n) <= index { q += 1 }
      let r = Swift.max(-n, -q - n) + (index - _MapShape.hexagonRowStart(q, n))
      return Hex(q: center.q + q, r: center.r + r)
    case .rectangle(_, let columns, let kind):
      return Hex(OffsetCoordinate(row: index / columns, col: index % columns), kind: kind)
    case .rhombus(let q0, let r0, _, let rows):
      return Hex(q: q0 + index / rows, r: r0 + index % rows)
    }
  }

  /// The storage position of the first hex of column `q` (relative to the
  /// center) in a hexagon of radius `n`: the sum of the lengths of columns
  /// `-n..<q`, where column `q` holds `2n + 1 - |q|` hexes.
  @inlinable
  internal static func hexagonRowStart(_ q: Int, _ n: Int) -> Int {
    let k = q + n  // columns before this one
    if q <= 0 { return k * (n + 1) + k * (k - 1) / 2 }
    // All of columns -n...0, then columns 1..<q of lengths 2n, 2n-1, ….
    let left = (n + 1) * (2 * n + 1) - n * (n + 1) / 2  // = start(1)
    let m = q - 1
    return left + m * 2 * n - m * (m - 1) / 2
  }

  /// An estimate of the column holding storage position `index` in a
  /// hexagon of radius `n`, within a step of the right one.
  @inlinable
  internal static func hexagonColumn(ofIndex index: Int, _ n: Int) -> Int {
    let half = hexagonRowStart(1, n)
    let x = Double(index), m = Double(n)
    if index < half {
      // start(q) = k(n + 1) + k(k - 1)/2 with k = q + n: solve for k.
      let b = m + 0.5
      let k = (-b + (b * b + 2 * x).squareRoot())
      return Swift.min(Swift.max(Int(k) - n, -n), 0)
    }
    // start(q) = half + j·2n - j(j - 1)/2 with j = q - 1: solve for j.
    let b = 2 * m + 0.5, y = x - Double(half)
    let j = b - (b * b - 2 * y).magnitude.squareRoot()
    return Swift.min(Swift.max(Int(j) + 1, 1), n)
  }

  /// A hexagon of `radius` around `center` that a map can hold, or `nil`
  /// when it has more than `HexMap.maximumHexCount` hexes or leaves the
  /// coordinate range; negative radii give the empty hexagon.
  @inlinable
  internal static func checkedHexagon(center: Hex, radius: Int) -> _MapShape? {
    let n = Swift.max(radius, -1)
    // 3n(n + 1) + 1 <= 2^28 for n <= 9458.
    guard n <= 9458, center.isInCoordinateRange else { return nil }
    if n >= 0 {
      let limit = Hex.coordinateRange
      guard limit.contains(center.q - n), limit.contains(center.q + n), limit.contains(center.r - n),
        limit.contains(center.r + n), limit.contains(center.s - n), limit.contains(center.s + n)
      else { return nil }
    }
    return .hexagon(center: center, radius: n)
  }

  /// The hexagon of `radius` around `center`, its radius clamped to fit.
  ///
  /// The radius becomes the largest a map can hold there: at most 9,458
  /// (``HexMap/maximumHexCount``) and keeping inside the coordinate range. A center outside the range
  /// gives the empty hexagon around ``Hex/zero``.
  @inlinable
  internal static func clampedHexagon(center: Hex, radius: Int) -> _MapShape {
    guard center.isInCoordinateRange else { return .hexagon(center: .zero, radius: -1) }
    let m = Swift.max(center.q.magnitude, center.r.magnitude, center.s.magnitude)
    let n = Swift.min(Swift.max(radius, -1), 9458, Hex.coordinateRange.upperBound - Int(m))
    return .hexagon(center: center, radius: n)
  }

  /// The rectangle of `rows` and `columns` from 0, cut to what a map can
  /// hold: at most ``HexMap/maximumHexCount`` columns, then as many whole rows
  /// as fit; counts below 1 give the empty rectangle.
  @inlinable
  internal static func clampedRectangle(rows: Int, columns: Int, kind: OffsetKind) -> _MapShape {
    guard rows > 0, columns > 0 else { return .rectangle(rows: 0, columns: 0, kind: kind) }
    let columns = Swift.min(columns, 1 << 28)
    return .rectangle(rows: Swift.min(rows, (1 << 28) / columns), columns: columns, kind: kind)
  }

  /// The rhombus of `q` and `r`, cut to what a map can hold.
  ///
  /// That is its part in the coordinate range, less every column (value of `q`) with a hex
  /// whose `s` leaves it; then at most ``HexMap/maximumHexCount`` values of
  /// `r`, its first, and as many first columns as fit. Nothing left gives
  /// the empty hexagon around ``Hex/zero``.
  @inlinable
  internal static func clampedRhombus(q: ClosedRange<Int>, r: ClosedRange<Int>) -> _MapShape {
    let limit = Hex.coordinateRange, b = limit.upperBound
    guard q.overlaps(limit), r.overlaps(limit) else { return .hexagon(center: .zero, radius: -1) }
    let q = q.clamped(to: limit), r = r.clamped(to: limit)
    let rows = Swift.min(r.upperBound - r.lowerBound + 1, 1 << 28)
    let rHigh = r.lowerBound + rows - 1
    // Column q holds s from -q - rHigh to -q - r.lowerBound.
    let qLow = Swift.max(q.lowerBound, -b - r.lowerBound)
    let qHigh = Swift.min(q.upperBound, b - rHigh, qLow + (1 << 28) / rows - 1)
    guard qLow <= qHigh else { return .hexagon(center: .zero, radius: -1) }
    return .rhombus(q0: qLow, r0: r.lowerBound, columns: qHigh - qLow + 1, rows: rows)
  }

  /// A rectangle of rows and columns from 0 that a map can hold, or `nil`
  /// when it has more than `HexMap.maximumHexCount` hexes; counts below 1 give
  /// the empty rectangle.
  @inlinable
  internal static func checkedRectangle(rows: Int, columns: Int, kind: OffsetKind) -> _MapShape? {
    let rows = Swift.max(rows, 0), columns = Swift.max(columns, 0)
    if rows == 0 || columns == 0 { return .rectangle(rows: 0, columns: 0, kind: kind) }
    let (area, overflow) = rows.multipliedReportingOverflow(by: columns)
    // With at most 2^28 hexes, every row and column index lies far inside
    // the coordinate range.
    guard !overflow, area <= 1 << 28 else { return nil }
    return .rectangle(rows: rows, columns: columns, kind: kind)
  }

  /// A rhombus of axial ranges that a map can hold, or `nil` when it has
  /// more than `HexMap.maximumHexCount` hexes or a bound leaves the coordinate
  /// range.
  @inlinable
  internal static func checkedRhombus(q: ClosedRange<Int>, r: ClosedRange<Int>) -> _MapShape? {
    let limit = Hex.coordinateRange
    // Checked before counting, so that the subtractions cannot overflow.
    guard limit.contains(q.lowerBound), limit.contains(q.upperBound), limit.contains(r.lowerBound),
      limit.contains(r.upperBound)
    else { return nil }
    let columns = q.upperBound - q.lowerBound + 1, rows = r.upperBound - r.lowerBound + 1
    let (area, overflow) = rows.multipliedReportingOverflow(by: columns)
    guard !overflow, area <= 1 << 28 else { return nil }
    // Every hex of the rhombus has q and r in range; s = -q - r may not be
    // (q and r both near 2³⁰), so the two far corners are checked too.
    guard limit.contains(-q.lowerBound - r.lowerBound), limit.contains(-q.upperBound - r.upperBound) else {
      return nil
    }
    return .rhombus(q0: q.lowerBound, r0: r.lowerBound, columns: columns, rows: rows)
  }

  /// The hexes in storage order, stepped one to the next.
  @inlinable
  internal var hexes: Hexes { Hexes(shape: self) }

  /// The hexes of a shape in storage order.
  @usableFromInline
  internal struct Hexes: Sequence {
    @usableFromInline internal let shape: _MapShape

    @inlinable
    internal init(shape: _MapShape) { self.shape = shape }

    @inlinable
    internal var underestimatedCount: Int { shape.count }

    @inlinable
    internal func makeIterator() -> Iterator { Iterator(shape) }

    /// Walks a hexagon column by column (q, then r) or a rectangle row by
    /// row, with no index arithmetic per hex.
    @usableFromInline
    internal struct Iterator: IteratorProtocol {
      @usableFromInline internal let shape: _MapShape
      @usableFromInline internal var a: Int
      @usableFromInline internal var b: Int
      @usableFromInline internal var remaining: Int

      @inlinable
      internal init(_ shape: _MapShape) {
        self.shape = shape
        remaining = shape.count
        switch shape {
        case .hexagon(_, let n):
          a = -n
          b = 0
        case .rectangle:
          a = 0
          b = -1
        case .rhombus(let q0, let r0, _, _):
          a = q0
          b = r0 - 1
        }
      }

      @inlinable
      internal mutating func next() -> Hex? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        switch shape {
        case .hexagon(let center, let n):
          // `a` is the column q, `b` the step down it from its first r.
          let first = Swift.max(-n, -a - n), last = Swift.min(n, -a + n)
          if first + b > last {
            a += 1
            b = 0
          }
          let r = Swift.max(-n, -a - n) + b
          b += 1
          return Hex(q: center.q + a, r: center.r + r)
        case .rectangle(_, let columns, let kind):
          // `a` is the row, `b` the column.
          b += 1
          if b == columns {
            b = 0
            a += 1
          }
          return Hex(OffsetCoordinate(row: a, col: b), kind: kind)
        case .rhombus(_, let r0, _, let rows):
          // `a` is q, `b` is r.
          b += 1
          if b == r0 + rows {
            b = r0
            a += 1
          }
          return Hex(q: a, r: b)
        }
      }
    }
  }
}
