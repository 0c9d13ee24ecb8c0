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
  internal init(q: Int32, r: Int32, subview: Int32) {
    self.q = q
    self.r = r
    self.subview = subview
  }

  @inlinable
  internal var hex: Hex { Hex(q: Int(q), r: Int(r)) }
}

/// What a ``_CellStore`` knows besides its words: how the cells are kept,
/// their extents, and the subviews under others.
@usableFromInline
internal struct _CellStoreHeader: Sendable {
  /// How the cells are kept.
  @usableFromInline internal var form: _CellStore.Form
  /// The extents of q, r, v = q + 2r and u = 2q + r over all cells.
  @usableFromInline internal var extents: _Extents
  /// Whether the table's lines run along q (flat-top) or r (pointy-top).
  @usableFromInline internal var flat: Bool
  /// For each subview that covers another on the same hex, the next lower
  /// one.
  ///
  /// Only duplicates have an entry, so a grid without them pays
  /// nothing for it.
  @usableFromInline internal var below: [Int32: Int32]
  /// The number of placed subviews.
  @usableFromInline internal var count: Int
  /// The room the builder had reserved for cells when it finished (0 for a
  /// rectangle): what building cost, for the reservation tests.
  @usableFromInline internal var reservedCells: Int

  @inlinable
  internal init(form: _CellStore.Form, extents: _Extents, flat: Bool, count: Int, reservedCells: Int = 0) {
    self.form = form
    self.extents = extents
    self.flat = flat
    self.below = [:]
    self.count = count
    self.reservedCells = reservedCells
  }
}

/// The cells of a layout cache: the hex of every placed subview, their
/// extents, and a table from hex to subviews for O(1) lookups.
///
/// Subviews without a coordinate in `Hex.coordinateRange` are skipped.
///
/// A store is one immutable object, a `ManagedBuffer` (``_CellBuffer``) whose header says
/// how the cells are kept and whose elements are 32-bit words: first three
/// per stored cell (q, r and subview, in subview order), then the hit
/// table. Header and words are one allocation, which the runtime frees
/// with the object: nothing is freed by hand. Copying a cache, a
/// `PlacedCells` or a layout's cells costs one retain, however the cells
/// are kept. The store is written only while it is made, before anything
/// else sees it, and only read afterwards: hence `@unchecked Sendable`.
@usableFromInline
internal struct _CellStore: @unchecked Sendable {
  /// The header and words, in one allocation.
  @usableFromInline internal let buffer: _CellBuffer

  @inlinable
  internal init(buffer: _CellBuffer) { self.buffer = buffer }

  /// How the cells are kept.
  @usableFromInline
  internal enum Form: Sendable {
    /// No cell.
    case empty
    /// An offset grid whose subviews fill its rows in order, the way a loop
    /// over rows and then columns lists them: no per-cell storage at all,
    /// and a cell's subview is its position in the rectangle.
    case rowMajor(_RowMajorCells)
    /// The cells' words, then the topmost (last) subview on each hex of the
    /// extents' box, or -1: `lineCount` words per position. The table is
    /// keyed by lines of the grid: along the major axis (`q` for flat-top,
    /// `r` for pointy-top) and by position within the line (`(q + 2r) / 2`
    /// or `(2q + r) / 2`), so an offset-grid rectangle fills it exactly.
    case dense(lineCount: Int)
    /// The cells' words, then an open-addressing hash table with linear
    /// probing of `slotCount` slots (a power of two at least twice the
    /// number of hexes): three words each, a hex's q and r and its topmost
    /// subview, or -1 in the last word when empty. For a box too sparse
    /// for a table.
    case sparse(slotCount: Int)
  }

  // The header is read through its pointer, not `ManagedBuffer.header`,
  // whose every access is checked for exclusivity at run time.

  /// How the cells are kept.
  @inlinable
  internal var form: Form { buffer.withUnsafeMutablePointerToHeader { $0.pointee.form } }
  /// The extents of q, r, v = q + 2r and u = 2q + r over all cells.
  @inlinable
  internal var extents: _Extents { buffer.withUnsafeMutablePointerToHeader { $0.pointee.extents } }
  /// Whether the table's lines run along q (flat-top) or r (pointy-top).
  @inlinable
  internal var flat: Bool { buffer.withUnsafeMutablePointerToHeader { $0.pointee.flat } }
  /// For each subview that covers another on the same hex, the next lower
  /// one.
  @inlinable
  internal var below: [Int32: Int32] { buffer.withUnsafeMutablePointerToHeader { $0.pointee.below } }
  /// The number of placed subviews.
  @inlinable
  internal var count: Int { buffer.withUnsafeMutablePointerToHeader { $0.pointee.count } }
  /// The room the builder had reserved for cells when it finished (0 for a
  /// rectangle): what building cost, for the reservation tests.
  internal var reservedCells: Int { buffer.withUnsafeMutablePointerToHeader { $0.pointee.reservedCells } }

  /// A new store with room for `words` words, uninitialized.
  @inlinable
  internal static func make(_ header: _CellStoreHeader, words: Int) -> _CellStore {
    _CellStore(buffer: unsafeDowncast(_CellBuffer.create(minimumCapacity: words) { _ in header }, to: _CellBuffer.self))
  }

  /// The empty stores, one per direction of the table's lines.
  ///
  /// Every empty store is one of these two objects, allocated once. Nothing
  /// writes a store after it is made (``finish(_:count:extents:flat:reserved:)``
  /// writes only the header of a buffer it has just filled), so sharing
  /// them is safe.
  @usableFromInline internal static let _emptyFlat = make(
    _CellStoreHeader(form: .empty, extents: _Extents(), flat: true, count: 0), words: 0)
  @usableFromInline internal static let _emptyPointy = make(
    _CellStoreHeader(form: .empty, extents: _Extents(), flat: false, count: 0), words: 0)

  /// The empty store whose lines run along q (flat-top) or r.
  @inlinable
  internal static func empty(flat: Bool) -> _CellStore { flat ? _emptyFlat : _emptyPointy }

  /// An empty store.
  @inlinable
  internal static func empty(orientation: HexOrientation) -> _CellStore { empty(flat: orientation == .flatTop) }

  /// A store of the cells of `coordinates`, in order.
  @inlinable @inline(__always)  // the caller's hex closure inlines into the scan
  internal static func make<S: Sequence>(
    _ coordinates: S, orientation: HexOrientation, hex: (S.Element) -> Hex?
  ) -> _CellStore {
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
    return builder.makeStore()
  }

  /// A store of an offset grid's cells: a rectangle while they fill its
  /// rows in order, cell by cell from the first departure on.
  @inlinable @inline(__always)  // the caller's offset closure inlines into the scan
  internal static func make<S: Sequence>(
    offsets coordinates: S, kind: OffsetKind, limit: Int = _maximumSubviewCount,
    offset: (S.Element) -> OffsetCoordinate?
  ) -> _CellStore {
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
      return builder.makeStore()
    }
    guard let rowMajor = scan.cells(kind: kind) else { return empty(orientation: kind.orientation) }
    var extents = _Extents()
    rowMajor.forEachOnBoundary { extents.include($0) }
    return make(
      _CellStoreHeader(
        form: .rowMajor(rowMajor), extents: extents, flat: kind.orientation == .flatTop, count: rowMajor.count),
      words: 0)
  }

  /// The store of the `count` cells in the first words of `buffer`, with
  /// a table when the box is dense enough and a hash table otherwise.
  ///
  /// The table goes after the cells, in `buffer` itself when it has room
  /// for it, so that the cells are not copied; otherwise in a new buffer
  /// of the exact size.
  @usableFromInline
  internal static func finish(
    _ buffer: _CellBuffer?, count: Int, extents: _Extents, flat: Bool, reserved: Int
  ) -> _CellStore {
    guard let buffer, count > 0 else { return empty(flat: flat) }
    let cellWords = 3 * count
    let lineCount = flat ? extents.maxQ - extents.minQ + 1 : extents.maxR - extents.minR + 1
    let positions = (flat ? (extents.maxV - extents.minV) >> 1 : (extents.maxU - extents.minU) >> 1) + 1
    let (area, overflow) = lineCount.multipliedReportingOverflow(by: positions)
    let form: Form
    let tableWords: Int
    if !overflow && area <= 4 * count + _denseTableAllowance {
      form = .dense(lineCount: lineCount)
      tableWords = area
    } else {
      var slotCount = 16
      while slotCount < 2 * count { slotCount <<= 1 }
      form = .sparse(slotCount: slotCount)
      tableWords = 3 * slotCount
    }
    let header = _CellStoreHeader(form: form, extents: extents, flat: flat, count: count, reservedCells: reserved)
    let store: _CellStore
    if buffer.capacity >= cellWords + tableWords {
      store = _CellStore(buffer: buffer)
      buffer.withUnsafeMutablePointerToHeader { $0.pointee = header }
    } else {
      store = make(header, words: cellWords + tableWords)
      buffer.withUnsafeMutablePointerToElements { cells in
        store.buffer.withUnsafeMutablePointerToElements { $0.initialize(from: cells, count: cellWords) }
      }
    }
    var below: [Int32: Int32] = [:]
    store.buffer.withUnsafeMutablePointerToElements { words in
      let table = words + cellWords
      table.initialize(repeating: -1, count: tableWords)
      switch form {
      case .dense(let lineCount):
        for i in 0..<count {
          let cell = words + 3 * i
          let slot = _slot(q: Int(cell[0]), r: Int(cell[1]), flat: flat, extents, lineCount)
          if table[slot] >= 0 { below[cell[2]] = table[slot] }
          table[slot] = cell[2]
        }
      case .sparse(let slotCount):
        for i in 0..<count {
          let cell = words + 3 * i
          var slot = _start(q: cell[0], r: cell[1], slotCount)
          while table[3 * slot + 2] >= 0 && (table[3 * slot] != cell[0] || table[3 * slot + 1] != cell[1]) {
            slot = (slot + 1) & (slotCount - 1)
          }
          let entry = table + 3 * slot
          if entry[2] >= 0 { below[cell[2]] = entry[2] }
          (entry[0], entry[1], entry[2]) = (cell[0], cell[1], cell[2])
        }
      case .empty, .rowMajor: break
      }
    }
    store.buffer.withUnsafeMutablePointerToHeader { $0.pointee.below = below }
    #if DEBUG
      store._checkInvariants()
    #endif
    return store
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
    case .dense, .sparse:
      precondition(position >= 0 && position < count, "cell position out of range")
      return buffer.withUnsafeMutablePointerToElements { words in
        let cell = words + 3 * position
        return _Cell(q: cell[0], r: cell[1], subview: cell[2])
      }
    }
  }

  /// The subview of the cell at `position`, which is in range.
  @inlinable @inline(__always)
  internal func _subview(at position: Int) -> Int32 {
    buffer.withUnsafeMutablePointerToElements { $0[3 * position + 2] }
  }

  /// Calls `body` with the hex and subview of each of the first `end`
  /// cells (every cell by default), in subview order.
  @inlinable @inline(__always)  // the placement loop
  internal func forEachCell(first end: Int = .max, _ body: (Hex, Int) throws -> Void) rethrows {
    switch form {
    case .empty: return
    case .rowMajor(let rectangle): try rectangle.forEach(first: end, body)
    case .dense, .sparse:
      let n = Swift.min(Swift.max(end, 0), count)
      try buffer.withUnsafeMutablePointerToElements { words in
        for i in 0..<n {
          let cell = words + 3 * i
          try body(Hex(q: Int(cell[0]), r: Int(cell[1])), Int(cell[2]))
        }
      }
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
    case .dense, .sparse:
      // Every stored subview is below 2^31 - 1.
      guard limit < _maximumSubviewCount else { return count }
      return _firstPosition(notBelow: Int32(limit))
    }
  }

  /// The first position whose subview is at least `target`, or `count`.
  @inlinable
  internal func _firstPosition(notBelow target: Int32) -> Int {
    var low = 0, high = count
    while low < high {
      let middle = low + (high - low) / 2
      if _subview(at: middle) < target { low = middle + 1 } else { high = middle }
    }
    return low
  }

  @inlinable
  internal func position(ofSubview subview: Int) -> Int? {
    guard subview >= 0, subview < _maximumSubviewCount else { return nil }
    switch form {
    case .empty: return nil
    case .rowMajor(let rectangle): return subview < rectangle.count ? subview : nil
    case .dense, .sparse:
      let target = Int32(subview)
      let low = _firstPosition(notBelow: target)
      return low < count && _subview(at: low) == target ? low : nil
    }
  }

  @inlinable
  internal static func _slot(q: Int, r: Int, flat: Bool, _ e: _Extents, _ lineCount: Int) -> Int {
    flat
      ? ((q + 2 * r - e.minV) >> 1) * lineCount + (q - e.minQ)
      : ((2 * q + r - e.minU) >> 1) * lineCount + (r - e.minR)
  }

  /// The first slot to probe for a hex in a hash table of `slotCount`
  /// slots.
  @inlinable
  internal static func _start(q: Int32, r: Int32, _ slotCount: Int) -> Int {
    let key = UInt64(UInt32(bitPattern: q)) << 32 | UInt64(UInt32(bitPattern: r))
    // Fibonacci hashing: the high bits of the product spread nearby hexes.
    return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & (slotCount - 1)
  }

  /// The topmost subview on `hex`, or `nil` for a hex without one.
  @inlinable @inline(__always)  // once per hit test
  internal func topSubview(at hex: Hex) -> Int? {
    // The header is read in place, each field where it is needed: copying
    // the form and extents out first costs more than the lookup.
    buffer.withUnsafeMutablePointers { header, words in
      let q = hex.q, r = hex.r
      switch header.pointee.form {
      case .empty: return nil
      case .rowMajor(let rectangle): return rectangle.position(of: hex)
      case .dense(let lineCount):
        let e = header.pointee.extents
        guard q >= e.minQ, q <= e.maxQ, r >= e.minR, r <= e.maxR else { return nil }
        let v = q + 2 * r, u = 2 * q + r
        guard v >= e.minV, v <= e.maxV, u >= e.minU, u <= e.maxU else { return nil }
        let slot = Self._slot(q: q, r: r, flat: header.pointee.flat, e, lineCount)
        let top = words[3 * header.pointee.count + slot]
        return top >= 0 ? Int(top) : nil
      case .sparse(let slotCount):
        let e = header.pointee.extents
        guard q >= e.minQ, q <= e.maxQ, r >= e.minR, r <= e.maxR else { return nil }
        return Self._sparseTopSubview(
          q: Int32(truncatingIfNeeded: q), r: Int32(truncatingIfNeeded: r), slotCount,
          table: words + 3 * header.pointee.count)
      }
    }
  }

  /// The topmost subview on the hex `(q, r)` in the hash table at `table`,
  /// or `nil`.
  @inlinable
  internal static func _sparseTopSubview(
    q: Int32, r: Int32, _ slotCount: Int, table: UnsafeMutablePointer<Int32>
  ) -> Int? {
    var i = _start(q: q, r: r, slotCount)
    while table[3 * i + 2] >= 0 {
      if table[3 * i] == q && table[3 * i + 1] == r { return Int(table[3 * i + 2]) }
      i = (i + 1) & (slotCount - 1)
    }
    return nil
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

  /// Whether some subview covers another on the same hex: read in place,
  /// without copying (and retaining) the dictionary.
  @inlinable
  internal var hasCoveredSubviews: Bool {
    buffer.withUnsafeMutablePointerToHeader { !$0.pointee.below.isEmpty }
  }

  /// Appends every subview on `hex` to `result`, given its topmost one.
  ///
  /// The one culling step both cell shapes share. `covered` is
  /// ``hasCoveredSubviews``, read once per query.
  @inlinable @inline(__always)  // once per visible cell
  internal func appendSubviews(at hex: Hex, top: Int, covered: Bool, to result: inout [Int]) {
    if covered {
      forEachSubview(at: hex) { result.append($0) }
    } else {
      result.append(top)
    }
  }
}

/// The storage of a ``_CellStore``: its header, then its words.
@usableFromInline
internal final class _CellBuffer: ManagedBuffer<_CellStoreHeader, Int32> {}

/// The cells and extents collected while a store is built.
///
/// The builder writes the cells into the buffer that becomes the store's,
/// leaving room for a dense table after them, and it cannot be copied: two
/// builders would append to the same buffer, each overwriting the other's
/// cells, and a store made from one would change under the other.
@usableFromInline
internal struct _CellBuilder: ~Copyable {
  /// The buffer the cells go into, three words each (q, r, subview): it
  /// grows by doubling, and becomes the store's.
  @usableFromInline internal var buffer: _CellBuffer?
  /// The room for cells, in cells.
  @usableFromInline internal var capacity = 0
  @usableFromInline internal var count = 0
  @usableFromInline internal var extents = _Extents()
  @usableFromInline internal let flat: Bool

  @inlinable
  internal init(flat: Bool) { self.flat = flat }

  /// Makes room for at least `minimum` cells.
  ///
  /// Each cell takes three words, and a fourth is kept for the table that
  /// follows them: a grid that fills its box needs about one table word
  /// per cell, so its table fits in place.
  @usableFromInline
  internal mutating func reserve(_ minimum: Int) {
    guard minimum > capacity else { return }
    let grown = _CellStore.make(
      _CellStoreHeader(form: .empty, extents: _Extents(), flat: flat, count: 0), words: 4 * minimum
    ).buffer
    // Pointers are used only inside the closures that lend them.
    if let buffer {
      let cells = 3 * count
      buffer.withUnsafeMutablePointerToElements { old in
        grown.withUnsafeMutablePointerToElements { $0.initialize(from: old, count: cells) }
      }
    }
    buffer = grown
    capacity = minimum
  }

  @inlinable @inline(__always)  // once per cell
  internal mutating func append(_ hex: Hex?, subview: Int) {
    // Subview indices are stored in 32 bits: later subviews are not placed.
    guard subview < _maximumSubviewCount, let hex, hex.isInCoordinateRange else { return }
    if count == capacity { reserve(Swift.max(16, 2 * capacity)) }
    let first = 3 * count
    buffer.unsafelyUnwrapped.withUnsafeMutablePointerToElements { words in
      let cell = words + first
      (cell + 0).initialize(to: Int32(truncatingIfNeeded: hex.q))
      (cell + 1).initialize(to: Int32(truncatingIfNeeded: hex.r))
      (cell + 2).initialize(to: Int32(truncatingIfNeeded: subview))
    }
    count += 1
    extents.include(hex)
  }

  /// The store of the cells collected, with a table when the box is dense
  /// enough and a hash table otherwise.
  @inlinable
  internal consuming func makeStore() -> _CellStore {
    _CellStore.finish(buffer, count: count, extents: extents, flat: flat, reserved: capacity)
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

#if DEBUG
  extension _CellStore {
    /// Traps unless the store keeps what every reader relies on.
    ///
    /// Run on every store a debug build makes (so by every test): the
    /// cells lie in the coordinate range and the extents, in strictly
    /// ascending subview order; the table names, for each hex, its topmost
    /// (last) subview, and `below` chains every other subview on it down
    /// from there, in descending order; every table entry is a stored
    /// cell's; an empty store has no cells.
    ///
    /// - Complexity: O(*n* + *t*), where *n* is the number of cells and *t*
    ///   the table's size.
    @usableFromInline
    internal func _checkInvariants() {
      let cellCount = count
      switch form {
      case .empty:
        precondition(cellCount == 0, "an empty store has no cells")
      case .rowMajor(let rectangle):
        precondition(cellCount == rectangle.count, "a rectangle's count")
      case .dense, .sparse:
        let e = extents, chains = below
        var previous = Int32(-1)
        for i in 0..<cellCount {
          let c = self[i]
          precondition(c.subview > previous, "cells in strictly ascending subview order")
          previous = c.subview
          let hex = c.hex
          precondition(hex.isInCoordinateRange, "a cell in the coordinate range")
          precondition(
            hex.q >= e.minQ && hex.q <= e.maxQ && hex.r >= e.minR && hex.r <= e.maxR
              && hex.q + 2 * hex.r >= e.minV && hex.q + 2 * hex.r <= e.maxV
              && 2 * hex.q + hex.r >= e.minU && 2 * hex.q + hex.r <= e.maxU, "a cell within the extents")
          // The table names the hex's topmost subview, and `below` leads
          // from it down to this one, each step to a lower subview.
          guard let top = topSubview(at: hex) else { preconditionFailure("every cell's hex is in the table") }
          precondition(top >= Int(c.subview), "the topmost subview is the last one on the hex")
          if top > Int(c.subview) {
            var s = Int32(top)
            while s > c.subview, let next = chains[s] {
              precondition(next < s && self[position(ofSubview: Int(next))!].hex == hex, "below stays on the hex")
              s = next
            }
            precondition(s == c.subview, "below reaches every covered subview")
          }
        }
        var entries = 0
        buffer.withUnsafeMutablePointerToElements { words in
          let table = words + 3 * cellCount
          func check(_ subview: Int32, _ hex: Hex?) {
            guard let position = position(ofSubview: Int(subview)) else { preconditionFailure("a stored cell's entry") }
            let stored = self[position].hex
            precondition(hex == nil || hex == stored, "an entry's hex is its cell's")
            precondition(topSubview(at: stored) == Int(subview), "an entry is its hex's topmost subview")
            entries += 1
          }
          switch form {
          case .dense(let lineCount):
            let positions = (flat ? (e.maxV - e.minV) >> 1 : (e.maxU - e.minU) >> 1) + 1
            for slot in 0..<(lineCount * positions) where table[slot] >= 0 { check(table[slot], nil) }
          case .sparse(let slotCount):
            for slot in 0..<slotCount where table[3 * slot + 2] >= 0 {
              check(table[3 * slot + 2], Hex(q: Int(table[3 * slot]), r: Int(table[3 * slot + 1])))
            }
          case .empty, .rowMajor: break
          }
        }
        precondition(
          entries + chains.count == cellCount, "one table entry per hex, one below entry per covered subview")
      }
    }
  }
#endif
