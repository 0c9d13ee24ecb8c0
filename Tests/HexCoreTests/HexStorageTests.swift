import HexCore
import XCTest
import _HexTestSupport

/// `HexMap`, `HexSparseMap` and `Dictionary<Hex, Value>` as one
/// `HexStorage`: the same reads, and writes that agree with `Dictionary`.
final class HexStorageTests: XCTestCase {
  /// Reads every stored pair through the protocol only.
  private func pairs<S: HexStorage>(_ storage: S) -> [Hex: S.Value] {
    var result: [Hex: S.Value] = [:]
    storage.forEachValue { hex, value in
      XCTAssertNil(result.updateValue(value, forKey: hex), "\(hex) visited twice")
    }
    return result
  }

  /// Writes `value` at `hex` through the protocol only.
  private func write<S: HexStorage>(_ value: S.Value?, at hex: Hex, in storage: inout S) {
    storage[hex] = value
  }

  /// The protocol's documentation example, as written there.
  func testDocumentationExample() {
    func total<S: HexStorage<Int>>(_ storage: S) -> Int {
      var sum = 0
      storage.forEachValue { _, value in sum += value }
      return sum
    }
    XCTAssertEqual(total(HexMap(radius: 1, repeating: 2)), 14)  // 7 hexes of 2
    XCTAssertEqual(total([Hex.zero: 5]), 5)
  }

  func testTheThreeStoragesReadTheSameValues() {
    // The same 37 values (radius 3, value q·10 + r) in three storages;
    // every read through the protocol agrees with the hand-built table.
    let hexes = Array(Hex.zero.hexagon(radius: 3))
    let expected = Dictionary(uniqueKeysWithValues: hexes.map { ($0, $0.q * 10 + $0.r) })
    let dense = HexMap(radius: 3) { $0.q * 10 + $0.r }
    var sparse = HexSparseMap<Int>()
    for hex in hexes { sparse[hex] = hex.q * 10 + hex.r }
    XCTAssertEqual(pairs(dense), expected)
    XCTAssertEqual(pairs(sparse), expected)
    XCTAssertEqual(pairs(expected), expected)
    XCTAssertEqual([dense.count, sparse.count, expected.count], [37, 37, 37])
    for probe in Hex.zero.hexagon(radius: 5) {
      XCTAssertEqual(dense[probe], expected[probe])
      XCTAssertEqual(sparse[probe], expected[probe])
    }
  }

  func testWritesAgreeWithDictionaryWithinWhatEachHolds() {
    var dense = HexMap(radius: 1, repeating: 0)
    var sparse = HexSparseMap<Int>()
    var dictionary: [Hex: Int] = [:]
    let inside = Hex(q: 1, r: -1), outside = Hex(q: 5, r: 0)
    write(4, at: inside, in: &dense)
    write(4, at: inside, in: &sparse)
    write(4, at: inside, in: &dictionary)
    XCTAssertEqual([dense[inside], sparse[inside], dictionary[inside]], [4, 4, 4])
    // updateValue returns the value it replaces, as Dictionary's does.
    XCTAssertEqual(dense.updateValue(5, at: inside), 4)
    XCTAssertEqual(sparse.updateValue(5, at: inside), 4)
    XCTAssertEqual(dictionary.updateValue(5, forKey: inside), 4)
    // Beyond a dense map's shape nothing is stored; the others store.
    write(6, at: outside, in: &dense)
    write(6, at: outside, in: &sparse)
    write(6, at: outside, in: &dictionary)
    XCTAssertNil(dense[outside])
    XCTAssertEqual([sparse[outside], dictionary[outside]], [6, 6])
    // nil removes where the storage can remove; a dense map keeps its
    // value, as an array keeps its element.
    write(nil, at: inside, in: &dense)
    write(nil, at: inside, in: &sparse)
    write(nil, at: inside, in: &dictionary)
    XCTAssertEqual(dense[inside], 5)
    XCTAssertNil(sparse[inside])
    XCTAssertNil(dictionary[inside])
    XCTAssertEqual([dense.count, sparse.count, dictionary.count], [7, 1, 1])
  }

  func testASparseMapOutsideTheRangeStoresNothing() {
    var sparse = HexSparseMap<Int>()
    let far = Hex(q: Int(Int32.max), r: 0)
    write(1, at: far, in: &sparse)
    XCTAssertNil(sparse[far])
    XCTAssertNil(sparse.updateValue(1, at: far))
    XCTAssertTrue(sparse.isEmpty)
  }
}
