import HexCore
import XCTest
import _HexTestSupport

/// `Hex` stores its components as `Int32` and keeps an `Int` API.
final class HexRepresentationTests: XCTestCase {
  let hi = Int(Int32.max), lo = Int(Int32.min)

  func testAHexTakesEightBytes() {
    XCTAssertEqual(MemoryLayout<Hex>.size, 8)
    XCTAssertEqual(MemoryLayout<Hex>.stride, 8)
    XCTAssertEqual(MemoryLayout<Hex?>.size, 9)
  }

  func testComponentsRoundTripAtInt32sEnds() {
    let hex = Hex(q: hi, r: lo)
    XCTAssertEqual(hex.q, hi)
    XCTAssertEqual(hex.r, lo)
    // s = -q - r is derived in Int, so it is exact even where it does not
    // fit in Int32: -(2³¹ - 1) + 2³¹ = 1, and -2·(2³¹ - 1) below.
    XCTAssertEqual(hex.s, 1)
    XCTAssertEqual(Hex(q: hi, r: hi).s, -2 * hi)
    XCTAssertEqual(Hex(q: hi, r: hi).length, 2 * hi)  // (|q| + |r| + |s|) / 2 in Int
    var moved = Hex.zero
    moved.q = lo
    moved.r = hi
    XCTAssertEqual(moved, Hex(q: lo, r: hi))
  }

  func testValidatingInitializerRefusesHexesOutsideTheRange() {
    let edge = 1 << 30
    XCTAssertEqual(Hex(validatingQ: 3, r: -7), Hex(q: 3, r: -7))
    XCTAssertEqual(Hex(validatingQ: edge, r: -edge), Hex(q: edge, r: -edge))
    XCTAssertEqual(Hex(validatingQ: -edge, r: 0), Hex(q: -edge, r: 0))
    // One past the range in q, in r, and in s only (q and r in range).
    XCTAssertNil(Hex(validatingQ: edge + 1, r: 0))
    XCTAssertNil(Hex(validatingQ: 0, r: -edge - 1))
    XCTAssertNil(Hex(validatingQ: edge, r: 1))
    // Values that do not fit in Int32 or that wrap Int are refused, not trapped.
    for (q, r) in [
      (Int.max, 0), (Int.min, 0), (0, Int.max), (Int.min, Int.max), (hi, 0), (lo, 0), (1 << 40, -(1 << 40)),
    ] {
      XCTAssertNil(Hex(validatingQ: q, r: r), "\(q), \(r)")
    }
  }

  func testValidatingConversionsFromOffsetAndDoubledCoordinates() {
    // odd-q by hand: col 1, row 2 → q = 1, r = 2 - (1 >> 1) = 2.
    XCTAssertEqual(Hex(validating: OffsetCoordinate(row: 2, col: 1), kind: .oddQ), Hex(q: 1, r: 2))
    XCTAssertNil(Hex(validating: OffsetCoordinate(row: 1 << 40, col: 0), kind: .oddQ))
    XCTAssertNil(Hex(validating: OffsetCoordinate(row: 0, col: Int.min), kind: .evenR))
    // Row 2³⁰ and column 1 in odd-r: q = 1 - 2²⁹, r = 2³⁰, s = 2²⁹ - 1 - 2³⁰: in range.
    XCTAssertEqual(
      Hex(validating: OffsetCoordinate(row: 1 << 30, col: 1), kind: .oddR), Hex(q: 1 - (1 << 29), r: 1 << 30))
    // Column 2³⁰ and row 2³⁰ in odd-q: r = 2³⁰ - 2²⁹ = 2²⁹, s = -2³⁰ - 2²⁹: outside.
    XCTAssertNil(Hex(validating: OffsetCoordinate(row: 1 << 30, col: 1 << 30), kind: .oddQ))
    // Doubled width: col = 2q + r, so (row 1, col 5) is q = 2, r = 1.
    let doubled = DoubledCoordinate(row: 1, col: 5)!
    XCTAssertEqual(Hex(validating: doubled, kind: .doubledWidth), Hex(q: 2, r: 1))
    XCTAssertNil(Hex(validating: DoubledCoordinate(row: 0, col: 1 << 40)!, kind: .doubledHeight))
  }

  func testOffsetConversionBeyondTheRangeWrapsAndRoundTrips() {
    let far = Hex(q: hi, r: hi)
    // odd-q row = r + (q >> 1) = (2³¹ - 1) + (2³⁰ - 1) = 3·2³⁰ - 2, modulo 2³²
    // in Int32: 3·2³⁰ - 2 - 2³² = -2³⁰ - 2.
    let offset = OffsetCoordinate(far, kind: .oddQ)
    XCTAssertEqual(offset, OffsetCoordinate(row: -(1 << 30) - 2, col: hi))
    XCTAssertEqual(Hex(offset, kind: .oddQ), far)
    // Hex(_:kind:) wraps a result that does not fit: q = col = 2³¹ → -2³¹.
    XCTAssertEqual(Hex(OffsetCoordinate(row: 0, col: 1 << 31), kind: .oddR), Hex(q: lo, r: 0))
  }

  func testNeighborsRotationsAndReflectionsWrapAtInt32sEnds() {
    // The neighbor in direction 0, (1, 0), of q = 2³¹ - 1 is q = 2³¹ ≡ -2³¹.
    XCTAssertEqual(Hex(q: hi, r: 0).neighbors[0], Hex(q: lo, r: 0))
    XCTAssertEqual(Hex(q: 0, r: lo).neighbors[4], Hex(q: 0, r: hi))  // direction 4 is (0, -1)
    // Clockwise one step maps (q, r, s) to (-r, -s, -q). For q = r = 2³¹ - 1,
    // s = 2 - 2³², so -s = 2³² - 2 ≡ -2 (mod 2³²).
    XCTAssertEqual(Hex(q: hi, r: hi).rotated(by: .clockwise(1)), Hex(q: -hi, r: -2))
    // Reflection across q keeps q and swaps r and s: r becomes s ≡ 2.
    XCTAssertEqual(Hex(q: hi, r: hi).reflected(across: .q), Hex(q: hi, r: 2))
    // Undone exactly, since everything is modulo 2³².
    let far = Hex(q: hi, r: lo + 5)
    for steps in 0..<6 {
      XCTAssertEqual(far.rotated(by: .clockwise(steps)).rotated(by: .counterclockwise(steps)), far, "\(steps)")
    }
  }

  func testEqualityAndHashingUseBothComponents() {
    // Swapped, negated and sign-extended look-alikes stay distinct.
    let lookAlikes = [
      Hex(q: 1, r: 0), Hex(q: 0, r: 1), Hex(q: -1, r: 0), Hex(q: 0, r: -1), Hex(q: -1, r: -1),
      Hex(q: lo, r: 0), Hex(q: 0, r: lo), Hex(q: hi, r: -1), Hex(q: -1, r: hi),
    ]
    XCTAssertEqual(Set(lookAlikes).count, lookAlikes.count)
    for a in lookAlikes {
      for b in lookAlikes {
        XCTAssertEqual(a == b, a.q == b.q && a.r == b.r, "\(a) \(b)")
      }
      XCTAssertEqual(a.hashValue, Hex(q: a.q, r: a.r).hashValue)
    }
    // A hexagon of radius 40 has 3·40·41 + 1 = 4921 distinct hexes.
    let area = Set(Hex.zero.hexagon(radius: 40))
    XCTAssertEqual(area.count, 4921)
    XCTAssertTrue(area.contains(Hex(q: 40, r: -40)))
    XCTAssertFalse(area.contains(Hex(q: 41, r: -40)))
  }

  func testDistanceIsExactAcrossTheWholeRange() {
    let edge = 1 << 30
    // Opposite corners: the largest distance in the range, 2³¹, which does
    // not fit in Int32 but is what Int's cube distance gives.
    XCTAssertEqual(Hex(q: edge, r: -edge).distance(to: Hex(q: -edge, r: edge)), 1 << 31)
    XCTAssertEqual(Hex(q: edge, r: 0).distance(to: Hex(q: -edge, r: 0)), 1 << 31)
    XCTAssertEqual(Hex(q: 0, r: edge).distance(to: Hex(q: edge, r: -edge)), 1 << 31)
    XCTAssertEqual(Hex(q: edge, r: 0).distance(to: Hex(q: 0, r: edge)), edge)  // s: -2³⁰ and -2³⁰
    withSeededCases(count: 2_000, seed: 0x3332_4249) { rng, seeded in
      func component() -> Int { Int.random(in: -edge...edge, using: &rng) }
      guard let a = Hex(validatingQ: component(), r: component()),
        let b = Hex(validatingQ: component(), r: component())
      else { return }
      let dq = a.q - b.q, dr = a.r - b.r
      XCTAssertEqual(a.distance(to: b), max(abs(dq), abs(dr), abs(dq + dr)), "i=\(seeded.index) \(a) \(b)")
    }
  }
}

/// Searches step modulo 2³² without a check per step; a start at Int32's
/// ends does not trap, and the search's box keeps it on this side of them.
final class FarSearchTests: XCTestCase {
  func testSearchesFromTheFarthestStorableHexDoNotTrap() {
    // Outside the coordinate range, as every search's start must not be
    // (the range-edge rule): nothing is reached, nothing is asked, and
    // nothing traps, at Int32's very end.
    let far = Hex(q: Int(Int32.max), r: 0)
    var asked = 0
    let reached = far.movementRange(steps: 2) { _ in
      asked += 1
      return true
    }
    XCTAssertEqual(reached.count, 0)
    XCTAssertEqual(asked, 0)
    // The start lies outside the coordinate range: no hex of the plane.
    XCTAssertEqual(far.path(to: far.neighbors[3]) { _ in 1 }.failure, .endpointOutOfBounds)  // direction 3 is (-1, 0)
    XCTAssertEqual(far.fieldOfView(radius: 2) { _ in false }, [])
  }

}
