import HexCore

/// The number of subviews a layout places: indices are stored in 32 bits,
/// so subviews from index 2³¹ − 1 on are left unplaced.
@usableFromInline
internal let _maximumSubviewCount = Int(Int32.max)

/// One placed subview: its hex, packed (`Hex.coordinateRange` fits in 32
/// bits), and its index.
@usableFromInline
internal struct _Cell: Sendable {
  @usableFromInline internal var q: Int32
  @usableFromInline internal var r: Int32
  @usableFromInline internal var subview: Int32

  @inlinable
  internal init(_ hex: Hex, subview: Int) {
    q = Int32(truncatingIfNeeded: hex.q)
    r = Int32(truncatingIfNeeded: hex.r)
    self.subview = Int32(truncatingIfNeeded: subview)
  }

  @inlinable
  internal var hex: Hex { Hex(q: Int(q), r: Int(r)) }
}

/// The cells of a layout cache: the hex of every placed subview, their
/// extents, and a table from hex to subviews for O(1) lookups.
///
/// Subviews without a coordinate in `Hex.coordinateRange` are skipped.
///
/// A store is one immutable reference, as swift-collections' `Deque` keeps
/// one `_Storage`: copying a cache, a `PlacedCells` or a layout's cells
/// costs one retain, however the cells are kept. Which way they are kept is
/// the ``Form``, one case per storage form.
@usableFromInline
internal final class _CellStore: Sendable {
  /// How the cells are kept.
  ///
  /// The cases' buffers belong to the store, which frees them: so a `Form`
  /// is a plain value, and reading it in a hot loop costs no reference
  /// counting. The buffers are written only while the store is built and
  /// freed only when it goes: shared between threads, they are only read,
  /// hence `@unchecked Sendable`.
  @usableFromInline
  internal enum Form: @unchecked Sendable {
    /// No cell.
    case empty
    /// An offset grid whose subviews fill its rows in order, the way a loop
    /// over rows and then columns lists them: no per-cell storage at all,
    /// and a cell's subview is its position in the rectangle.
    case rowMajor(_RowMajorCells)
    /// The cells, in subview order, and the topmost (last) subview on each
    /// hex of the extents' box, or -1. The table is keyed by lines of the
    /// grid: along the major axis (`q` for flat-top, `r` for pointy-top) and
    /// by position within the line (`(q + 2r) / 2` or `(2q + r) / 2`), so an
    /// offset-grid rectangle fills it exactly.
    case dense(cells: UnsafeBufferPointer<_Cell>, table: UnsafeBufferPointer<Int32>, lineCount: Int)
    /// The cells, in subview order, and the topmost subview on each hex, for
    /// a box too sparse for a table.
    case sparse(cells: UnsafeBufferPointer<_Cell>, index: _HexIndex)
  }

  /// How the cells are kept.
  @usableFromInline internal let form: Form
  /// The extents of q, r, v = q + 2r and u = 2q + r over all cells.
  @usableFromInline internal let extents: _Extents
  /// Whether the table's lines run along q (flat-top) or r (pointy-top).
  @usableFromInline internal let flat: Bool
  /// For each subview that covers another on the same hex, the next lower
  /// one.
  ///
  /// Only duplicates have an entry, so a grid without them pays
  /// nothing for it.
  @usableFromInline internal let below: [Int32: Int32]
  /// The number of placed subviews.
  @usableFromInline internal let count: Int
  /// The room the builder had reserved for cells when it finished (0 for a
  /// rectangle): what building cost, for the reservation tests.
  internal let reservedCells: Int

  @usableFromInline
  internal init(form: Form, extents: _Extents, flat: Bool, below: [Int32: Int32], reserved: Int = 0) {
    self.form = form
    self.extents = extents
    self.flat = flat
    self.below = below
    self.reservedCells = reserved
    switch form {
    case .empty: count = 0
    case .rowMajor(let cells): count = cells.count
    case .dense(let cells, _, _), .sparse(let cells, _): count = cells.count
    }
  }

  deinit {
    switch form {
    case .empty, .rowMajor: break
    case .dense(let cells, let table, _):
      cells.deallocate()
      table.deallocate()
    case .sparse(let cells, let index):
      cells.deallocate()
      index.slots.deallocate()
    }
  }

  /// An empty store.
  @inlinable
  internal convenience init(orientation: HexOrientation) {
    self.init(form: .empty, extents: _Extents(), flat: orientation == .flatTop, below: [:])
  }

  /// A store of the cells of `coordinates`, in order.
  @inlinable @inline(__always)  // the caller's hex closure inlines into the scan
  internal convenience init<S: Sequence>(
    _ coordinates: S, orientation: HexOrientation, hex: (S.Element) -> Hex?
  ) {
    var builder = _CellBuilder(flat: orientation == .flatTop)
    // The count a sequence reports is a promise, not storage: room grows
    // with the cells actually stored.
    builder.reserve(Swift.min(coordinates.underestimatedCount, _initialReservation))
    var subviewCount = 0
    var iterator = coordinates.makeIterator()
    // Subviews from index 2^31 - 1 on are not placed: nothing past them is read.
    while subviewCount < _maximumSubviewCount, let element = iterator.next() {
      builder.append(hex(element), subview: subviewCount)
      subviewCount += 1
    }
    self.init(builder)
  }

  /// A store of an offset grid's cells: a rectangle while they fill its
  /// rows in order, cell by cell from the first departure on.
  @inlinable @inline(__always)  // the caller's offset closure inlines into the scan
  internal convenience init<S: Sequence>(
    offsets coordinates: S, kind: OffsetKind, limit: Int = _maximumSubviewCount,
    offset: (S.Element) -> OffsetCoordinate?
  ) {
    var scan = _RowMajorScan()
    var iterator = coordinates.makeIterator()
    while scan.count < limit, let element = iterator.next() {
      let coordinate = offset(element)
      if let coordinate, scan.accepts(coordinate) { continue }
      // The first departure: store the rectangle so far cell by cell, with
      // room for it and the next cell, and at most a bounded guess beyond.
      var builder = _CellBuilder(flat: kind.orientation == .flatTop)
      builder.reserve(
        Swift.max(scan.count + 1, Swift.min(coordinates.underestimatedCount, scan.count + _initialReservation)))
      var subviewCount = 0
      scan.cells(kind: kind)?.forEach { hex, _ in
        builder.append(hex, subview: subviewCount)
        subviewCount += 1
      }
      builder.append(coordinate.flatMap { Self._hex($0, kind: kind) }, subview: subviewCount)
      subviewCount += 1
      while subviewCount < limit, let element = iterator.next() {
        builder.append(offset(element).flatMap { Self._hex($0, kind: kind) }, subview: subviewCount)
        subviewCount += 1
      }
      self.init(builder)
      return
    }
    guard let rowMajor = scan.cells(kind: kind) else {
      self.init(orientation: kind.orientation)
      return
    }
    var extents = _Extents()
    rowMajor.forEachOnBoundary { extents.include($0) }
    self.init(form: .rowMajor(rowMajor), extents: extents, flat: kind.orientation == .flatTop, below: [:])
  }

  /// A store of the cells a builder collected, with a table when the box is
  /// dense enough and a dictionary otherwise.
  @usableFromInline
  internal convenience init(_ builder: _CellBuilder) {
    let extents = builder.extents, flat = builder.flat, reserved = builder.capacity
    // The builder's buffer becomes the store's: no copy of the cells.
    guard let base = builder.base, builder.count > 0 else {
      builder.base?.deallocate()
      self.init(form: .empty, extents: extents, flat: flat, below: [:], reserved: reserved)
      return
    }
    let cells = UnsafeMutableBufferPointer(start: base, count: builder.count)
    var below: [Int32: Int32] = [:]
    let lineCount = flat ? extents.maxQ - extents.minQ + 1 : extents.maxR - extents.minR + 1
    let positions = (flat ? (extents.maxV - extents.minV) >> 1 : (extents.maxU - extents.minU) >> 1) + 1
    let (area, overflow) = lineCount.multipliedReportingOverflow(by: positions)
    if !overflow && area <= 4 * cells.count + _denseTableAllowance {
      let table = UnsafeMutableBufferPointer<Int32>.allocate(capacity: area)
      table.initialize(repeating: -1)
      for cell in cells {
        let slot = _CellStore._slot(q: Int(cell.q), r: Int(cell.r), flat: flat, extents, lineCount)
        if table[slot] >= 0 { below[cell.subview] = table[slot] }
        table[slot] = cell.subview
      }
      self.init(
        form: .dense(cells: UnsafeBufferPointer(cells), table: UnsafeBufferPointer(table), lineCount: lineCount),
        extents: extents, flat: flat, below: below, reserved: reserved)
    } else {
      let index = _HexIndex(cells: UnsafeBufferPointer(cells), below: &below)
      self.init(
        form: .sparse(cells: UnsafeBufferPointer(cells), index: index), extents: extents, flat: flat,
        below: below, reserved: reserved)
    }
  }

  @inlinable
  internal static func _hex(_ c: OffsetCoordinate, kind: OffsetKind) -> Hex? {
    let limit = Hex.coordinateRange
    guard limit.contains(c.row), limit.contains(c.col) else { return nil }
    return Hex(c, kind: kind)
  }

  @inlinable
  internal var isEmpty: Bool { count == 0 }

  /// Whether the cells are an offset grid's rectangle, kept without
  /// per-cell storage.
  @inlinable
  internal var isRowMajor: Bool {
    if case .rowMajor = form { return true }
    return false
  }

  /// The cell at `position`, in subview order.
  @inlinable
  internal subscript(position: Int) -> _Cell {
    switch form {
    case .empty: preconditionFailure("no cells")
    case .rowMajor(let rectangle): return _Cell(rectangle.hex(at: position), subview: position)
    case .dense(let cells, _, _), .sparse(let cells, _): return cells[position]
    }
  }

  /// Calls `body` with the hex and subview of each of the first `end`
  /// cells (every cell by default), in subview order.
  @inlinable @inline(__always)  // the placement loop
  internal func forEachCell(first end: Int = .max, _ body: (Hex, Int) throws -> Void) rethrows {
    switch form {
    case .empty: return
    case .rowMajor(let rectangle): try rectangle.forEach(first: end, body)
    case .dense(let cells, _, _), .sparse(let cells, _):
      for cell in cells.prefix(end) { try body(cell.hex, Int(cell.subview)) }
    }
  }

  /// The number of cells whose subview is below `limit`: a prefix of the
  /// cells, which are in ascending subview order.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  internal func cellCount(belowSubview limit: Int) -> Int {
    guard limit > 0 else { return 0 }
    switch form {
    case .empty: return 0
    // A rectangle's subview is its position.
    case .rowMajor(let rectangle): return Swift.min(rectangle.count, limit)
    case .dense(let cells, _, _), .sparse(let cells, _):
      // Every stored subview is below 2^31 - 1.
      guard limit < _maximumSubviewCount else { return cells.count }
      let target = Int32(limit)
      var low = 0, high = cells.count
      while low < high {
        let middle = low + (high - low) / 2
        if cells[middle].subview < target { low = middle + 1 } else { high = middle }
      }
      return low
    }
  }

  @inlinable
  internal func position(ofSubview subview: Int) -> Int? {
    guard subview >= 0, subview < _maximumSubviewCount else { return nil }
    switch form {
    case .empty: return nil
    case .rowMajor(let rectangle): return subview < rectangle.count ? subview : nil
    case .dense(let cells, _, _), .sparse(let cells, _):
      let target = Int32(subview)
      var low = 0, high = cells.count
      while low < high {
        let middle = low + (high - low) / 2
        if cells[middle].subview < target { low = middle + 1 } else { high = middle }
      }
      return low < cells.count && cells[low].subview == target ? low : nil
    }
  }

  @inlinable
  internal static func _slot(q: Int, r: Int, flat: Bool, _ e: _Extents, _ lineCount: Int) -> Int {
    flat
      ? ((q + 2 * r - e.minV) >> 1) * lineCount + (q - e.minQ)
      : ((2 * q + r - e.minU) >> 1) * lineCount + (r - e.minR)
  }

  /// The topmost subview on `hex`, or `nil` for a hex without one.
  @inlinable @inline(__always)  // once per hit test
  internal func topSubview(at hex: Hex) -> Int? {
    let e = extents
    switch form {
    case .empty: return nil
    case .rowMajor(let rectangle): return rectangle.position(of: hex)
    case .dense(_, let table, let lineCount):
      guard hex.q >= e.minQ, hex.q <= e.maxQ, hex.r >= e.minR, hex.r <= e.maxR else { return nil }
      let v = hex.q + 2 * hex.r, u = 2 * hex.q + hex.r
      guard v >= e.minV, v <= e.maxV, u >= e.minU, u <= e.maxU else { return nil }
      let top = table[Self._slot(q: hex.q, r: hex.r, flat: flat, e, lineCount)]
      return top >= 0 ? Int(top) : nil
    case .sparse(_, let index):
      guard hex.q >= e.minQ, hex.q <= e.maxQ, hex.r >= e.minR, hex.r <= e.maxR else { return nil }
      return index.topSubview(at: hex)
    }
  }

  /// Calls `body` with every subview on `hex`, topmost first.
  @usableFromInline
  internal func forEachSubview(at hex: Hex, _ body: (Int) -> Void) {
    var next = topSubview(at: hex)
    while let s = next {
      body(s)
      next = below[Int32(truncatingIfNeeded: s)].map { Int($0) }
    }
  }

  /// Appends every subview on `hex` to `result`, given its topmost one: the
  /// one culling step both cell shapes share.
  @usableFromInline
  internal func appendSubviews(at hex: Hex, top: Int, to result: inout [Int]) {
    if below.isEmpty {
      result.append(top)
    } else {
      forEachSubview(at: hex) { result.append($0) }
    }
  }
}

/// The topmost subview on each stored hex of a sparse store: an
/// open-addressing hash table with linear probing, in a buffer the store
/// owns (so, like the rest of a `Form`, a plain value, read-only once built:
/// hence `@unchecked Sendable`).
@usableFromInline
internal struct _HexIndex: @unchecked Sendable {
  /// One slot: a packed hex and its topmost subview, or -1 when empty.
  @usableFromInline
  internal struct Slot: Sendable {
    @usableFromInline internal var key: UInt64
    @usableFromInline internal var subview: Int32
  }

  /// The table, a power of two at least twice the number of hexes.
  @usableFromInline internal let slots: UnsafeMutableBufferPointer<Slot>

  /// Indexes `cells`, recording in `below` each subview that covers an
  /// earlier one on the same hex.
  @usableFromInline
  internal init(cells: UnsafeBufferPointer<_Cell>, below: inout [Int32: Int32]) {
    var capacity = 16
    while capacity < 2 * cells.count { capacity <<= 1 }
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: Slot(key: 0, subview: -1))
    for cell in cells {
      let key = Self.key(q: cell.q, r: cell.r)
      var i = Self.start(key, slots.count)
      while slots[i].subview >= 0 && slots[i].key != key { i = (i + 1) & (slots.count - 1) }
      if slots[i].subview >= 0 { below[cell.subview] = slots[i].subview }
      slots[i] = Slot(key: key, subview: cell.subview)
    }
  }

  @inlinable
  internal static func key(q: Int32, r: Int32) -> UInt64 {
    UInt64(UInt32(bitPattern: q)) << 32 | UInt64(UInt32(bitPattern: r))
  }

  @inlinable
  internal static func start(_ key: UInt64, _ count: Int) -> Int {
    // Fibonacci hashing: the high bits of the product spread nearby hexes.
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & (count - 1)
  }

  /// The topmost subview on `hex`, or `nil`.
  @inlinable
  internal func topSubview(at hex: Hex) -> Int? {
    let key = Self.key(q: Int32(truncatingIfNeeded: hex.q), r: Int32(truncatingIfNeeded: hex.r))
    var i = Self.start(key, slots.count)
    while slots[i].subview >= 0 {
      if slots[i].key == key { return Int(slots[i].subview) }
      i = (i + 1) & (slots.count - 1)
    }
    return nil
  }
}

/// The cells and extents collected while a store is built.
@usableFromInline
internal struct _CellBuilder {
  /// The cells so far, in a buffer that grows by doubling and becomes the
  /// store's when it is built (the store frees it).
  @usableFromInline internal var base: UnsafeMutablePointer<_Cell>?
  @usableFromInline internal var capacity = 0
  @usableFromInline internal var count = 0
  @usableFromInline internal var extents = _Extents()
  @usableFromInline internal let flat: Bool

  @inlinable
  internal init(flat: Bool) { self.flat = flat }

  /// Makes room for at least `minimum` cells.
  @usableFromInline
  internal mutating func reserve(_ minimum: Int) {
    guard minimum > capacity else { return }
    let grown = UnsafeMutablePointer<_Cell>.allocate(capacity: minimum)
    if let base {
      grown.moveInitialize(from: base, count: count)
      base.deallocate()
    }
    base = grown
    capacity = minimum
  }

  @inlinable @inline(__always)  // once per cell
  internal mutating func append(_ hex: Hex?, subview: Int) {
    // Subview indices are stored in 32 bits: later subviews are not placed.
    guard subview < _maximumSubviewCount, let hex, hex.isInCoordinateRange else { return }
    if count == capacity { reserve(Swift.max(16, 2 * capacity)) }
    (base! + count).initialize(to: _Cell(hex, subview: subview))
    count += 1
    extents.include(hex)
  }
}

@usableFromInline
internal struct _Extents: Sendable {
  @usableFromInline internal var minQ = Int.max, maxQ = Int.min, minR = Int.max, maxR = Int.min
  @usableFromInline internal var minV = Int.max, maxV = Int.min, minU = Int.max, maxU = Int.min

  @inlinable
  internal init() {}

  /// Widens the extents to `hex`, which lies in the coordinate range.
  @inlinable @inline(__always)  // once per cell
  internal mutating func include(_ hex: Hex) {
    minQ = Swift.min(minQ, hex.q)
    maxQ = Swift.max(maxQ, hex.q)
    minR = Swift.min(minR, hex.r)
    maxR = Swift.max(maxR, hex.r)
    // Wrapping is exact inside the coordinate range.
    let v = hex.q &+ 2 &* hex.r, u = 2 &* hex.q &+ hex.r
    minV = Swift.min(minV, v)
    maxV = Swift.max(maxV, v)
    minU = Swift.min(minU, u)
    maxU = Swift.max(maxU, u)
  }
}

/// The most cells a store reserves room for before it has stored them:
/// beyond this, its array grows with the cells actually stored, whatever
/// count a sequence reports.
@inlinable
internal var _initialReservation: Int { 1 << 16 }

/// How many table slots a cell store may spend beyond four per cell on a
/// dense hit table: a small grid with holes is still cheaper to index than
/// to hash.
@inlinable
internal var _denseTableAllowance: Int { 4096 }
