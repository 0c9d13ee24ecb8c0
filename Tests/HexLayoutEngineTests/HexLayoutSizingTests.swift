import HexCore
import HexLayoutEngine
import XCTest
import _HexTestSupport

/// `HexLayout.sizeThatFits` at the ends of `Double`: a finite proposal is
/// never exceeded, at any scale (inputs the fuzz harnesses found, pinned).
final class HexLayoutSizingTests: XCTestCase {
  /// FuzzLayouts found `sizeThatFits` answering a height one ulp above a
  /// subnormal proposal: `step · cells · 2/√3` rounds past the height the
  /// step came from.
  ///
  /// A finite proposal must never be exceeded, at any scale.
  func testSizeNeverExceedsAFiniteProposalByRounding() {
    let kinds: [OffsetKind] = [.oddQ, .evenQ, .oddR, .evenR]
    withSeededCases(count: 2000, seed: 0x5EED_F022) { rng, seeded in
      let iteration = seeded.index
      let cells = (0..<Int(rng.next() % 6 + 1)).map { _ in
        OffsetCoordinate(row: Int(rng.next() % 9) - 4, col: Int(rng.next() % 9) - 4)
      }
      let layout = HexLayout(kind: kinds[iteration % 4])
      let cache = layout.makeCache(coordinates: cells)
      // Scales from subnormal to huge, with random mantissas.
      let exponent = Int(rng.next() % 2100) - 1074
      let width = Double(sign: .plus, exponent: exponent, significand: 1 + Double(rng.next() % 1000) / 1000)
      let height = width * (0.25 + Double(rng.next() % 1000) / 500)
      let proposal = ProposedSize(width: width, height: height)
      let size = layout.sizeThatFits(proposal: proposal, cache: cache)
      XCTAssertLessThanOrEqual(size.width, width, "\(seeded): \(proposal) → \(size)")
      XCTAssertLessThanOrEqual(size.height, height, "\(seeded): \(proposal) → \(size)")
    }
  }

  /// The case as found: a proposal of 1.798e-309 × 2.4274937e-317.
  func testSubnormalProposal() {
    let layout = HexLayout()
    let cache = layout.makeCache(coordinates: [OffsetCoordinate(row: 0, col: 0), OffsetCoordinate(row: 3, col: 1)])
    // Subnormals, by bit pattern: 1.798094294692864e-309 and 2.4274937e-317.
    let width = Double(bitPattern: 0x14_AFFF_F4A9_697), height = Double(bitPattern: 0x4A_F896)
    let proposal = ProposedSize(width: width, height: height)
    let size = layout.sizeThatFits(proposal: proposal, cache: cache)
    XCTAssertLessThanOrEqual(size.height, height)
    XCTAssertLessThanOrEqual(size.width, width)
    XCTAssertGreaterThanOrEqual(size.height, 0)
  }
}

/// FuzzLayouts found a viewport query taking 16 s: with cells 2^30 columns
/// apart, a viewport spanning every column but lying where no column has
/// cells made culling walk each column in between, finding nothing in any.
///
/// It now scans the cells instead when there are more columns than cells;
/// the answers are the brute-force ones.
final class SparseCullingTests: XCTestCase {
  func testViewportAcrossAHugelySpreadGrid() {
    let layout = HexLayout()
    let cache = layout.makeCache(coordinates: [
      OffsetCoordinate(row: 0, col: -(1 << 29)), OffsetCoordinate(row: 0, col: 1 << 29),
    ])
    let bounds = PixelRect(x: 0, y: 0, width: 0x1p40, height: 0x1p20)
    // Every column, far below the cells: column q's cells would need
    // r ≈ y / (√3 · R) - q/2 > 2^28, beyond every cell's r. Before the fix
    // this walked 2^30 columns (minutes in a debug build).
    let below = PixelRect(x: -1, y: 0x1p41, width: 0x1p40 + 2, height: 10)
    XCTAssertEqual(layout.subviewIndices(intersecting: below, in: bounds, cache: cache), [])
    let all = PixelRect(x: -1, y: -1, width: 0x1p40 + 2, height: 0x1p20 + 2)
    XCTAssertEqual(layout.subviewIndices(intersecting: all, in: bounds, cache: cache), [0, 1])
  }
}
