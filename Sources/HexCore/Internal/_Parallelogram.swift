/// The numbering of the hexes of a parallelogram `qMin...qMax` ×
/// `rMin...rMax`, row after row of constant `q`: the one dense numbering the
/// searches use, for a region's bounding box or the box around a movement
/// range.
@usableFromInline
internal struct _Parallelogram: Equatable, Sendable {
  @usableFromInline internal let qMin: Int
  @usableFromInline internal let rMin: Int
  @usableFromInline internal let qSpan: Int
  @usableFromInline internal let rSpan: Int

  /// The box `q, r ∈ center ± radius`, which holds the hexagon of `radius`.
  @inlinable
  internal init(center: Hex, radius: Int) {
    qMin = center.q &- radius
    rMin = center.r &- radius
    qSpan = 2 &* radius &+ 1
    rSpan = qSpan
  }

  /// The bounding box of a nonempty region.
  @inlinable
  internal init(_ region: HexRegion) {
    qMin = region.qMin
    rMin = region.rMin
    qSpan = region.qMax &- region.qMin &+ 1
    rSpan = region.rMax &- region.rMin &+ 1
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
    let q = hex.q &- qMin, r = hex.r &- rMin
    guard UInt(bitPattern: q) < UInt(bitPattern: qSpan), UInt(bitPattern: r) < UInt(bitPattern: rSpan)
    else { return nil }
    return q &* rSpan &+ r
  }
}
