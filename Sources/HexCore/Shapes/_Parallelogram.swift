/// The numbering of the hexes of a parallelogram `minQ...maxQ` ×
/// `minR...maxR`, row after row of constant `q`: the one dense numbering the
/// searches use, for a region's bounding box or the box around a movement
/// range.
@usableFromInline
internal struct _Parallelogram: Equatable, Sendable {
  @usableFromInline internal let minQ: Int
  @usableFromInline internal let minR: Int
  @usableFromInline internal let qSpan: Int
  @usableFromInline internal let rSpan: Int

  /// The box `q, r ∈ center ± radius`, which holds the hexagon of `radius`.
  @inlinable
  internal init(center: Hex, radius: Int) {
    minQ = center.q &- radius
    minR = center.r &- radius
    qSpan = 2 &* radius &+ 1
    rSpan = qSpan
  }

  /// The bounding box of a nonempty region.
  @inlinable
  internal init(_ region: HexRegion) {
    minQ = region.minQ
    minR = region.minR
    qSpan = region.maxQ &- region.minQ &+ 1
    rSpan = region.maxR &- region.minR &+ 1
  }

  /// The bounding box of some hexes, or `nil` when there are none.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  internal init?<S: Sequence>(boundingBoxOf hexes: S) where S.Element == Hex {
    var iterator = hexes.makeIterator()
    guard let first = iterator.next() else { return nil }
    var lowQ = first.q, highQ = first.q, lowR = first.r, highR = first.r
    while let hex = iterator.next() {
      lowQ = Swift.min(lowQ, hex.q)
      highQ = Swift.max(highQ, hex.q)
      lowR = Swift.min(lowR, hex.r)
      highR = Swift.max(highR, hex.r)
    }
    // Components are Int32, so each span fits in an Int.
    minQ = lowQ
    minR = lowR
    qSpan = highQ - lowQ + 1
    rSpan = highR - lowR + 1
  }

  /// The number of hexes, or `nil` when it does not fit in an `Int`.
  @inlinable
  internal var count: Int? {
    let (area, overflow) = qSpan.multipliedReportingOverflow(by: rSpan)
    return overflow ? nil : area
  }

  /// The number of `hex` inside the box, or `nil` outside it.
  @inlinable
  internal func index(of hex: Hex) -> Int? {
    let q = hex.q &- minQ, r = hex.r &- minR
    guard UInt(bitPattern: q) < UInt(bitPattern: qSpan), UInt(bitPattern: r) < UInt(bitPattern: rSpan)
    else { return nil }
    return q &* rSpan &+ r
  }
}
