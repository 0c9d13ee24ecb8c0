// Checks a collection's index arithmetic against its own iteration: the
// laws a Collection must keep, whatever it computes lazily. It returns the
// broken laws rather than asserting, so that it needs no test framework.

/// Returns the laws `collection`'s indices break, empty when none: iteration
/// by `makeIterator()` and by `index(after:)` agree element for element,
/// `count`, `isEmpty`, `distance` and `underestimatedCount` agree with it,
/// `indices` lists the indices stepped through, and `index(_:offsetBy:)`
/// lands where stepping does.
///
/// - Parameters:
///   - collection: The collection to check; empty ones are fine.
///   - expectedCount: The count it should have, if known independently.
public func indexViolations<C: Collection>(
  _ collection: C, expectedCount: Int? = nil
) -> [String] where C.Element: Equatable {
  indexViolations(collection, expectedCount: expectedCount, comparing: { $0 })
}

/// The laws of ``indexViolations(_:expectedCount:)`` for elements that are
/// not `Equatable` (such as `(hex, value)` pairs), compared through `key`.
public func indexViolations<C: Collection, Key: Equatable>(
  _ collection: C, expectedCount: Int? = nil, comparing key: (C.Element) -> Key
) -> [String] {
  var problems: [String] = []
  func require(_ condition: Bool, _ law: @autoclosure () -> String) {
    if !condition { problems.append(law()) }
  }
  let iterated = collection.map(key)
  var stepped: [Key] = []
  var indices: [C.Index] = []
  var i = collection.startIndex
  while i != collection.endIndex {
    indices.append(i)
    stepped.append(key(collection[i]))
    i = collection.index(after: i)
  }
  require(stepped == iterated, "index(after:) and the iterator disagree")
  require(collection.count == iterated.count, "count \(collection.count) ≠ \(iterated.count)")
  require(collection.isEmpty == iterated.isEmpty, "isEmpty")
  require(
    collection.distance(from: collection.startIndex, to: collection.endIndex) == iterated.count,
    "distance(from: start, to: end)")
  require(
    collection.underestimatedCount >= 0 && collection.underestimatedCount <= iterated.count,
    "underestimatedCount \(collection.underestimatedCount)")
  if let expectedCount {
    require(iterated.count == expectedCount, "\(iterated.count) elements, expected \(expectedCount)")
  }
  require(Array(collection.indices) == indices, "indices")
  for (k, index) in indices.enumerated() where k % Swift.max(1, indices.count / 16) == 0 {
    require(collection.index(collection.startIndex, offsetBy: k) == index, "index(offsetBy: \(k))")
    require(collection.distance(from: collection.startIndex, to: index) == k, "distance to \(k)")
  }
  require(collection.first.map(key) == iterated.first, "first")
  return problems
}

/// The laws of ``indexViolations(_:expectedCount:)``, and that
/// `index(before:)` retraces the indices backward.
public func indexViolations<C: BidirectionalCollection>(
  bidirectional collection: C, expectedCount: Int? = nil
) -> [String] where C.Element: Equatable {
  var problems = indexViolations(collection, expectedCount: expectedCount)
  var back: [C.Element] = []
  var i = collection.endIndex
  while i != collection.startIndex {
    i = collection.index(before: i)
    back.append(collection[i])
  }
  if Array(back.reversed()) != Array(collection) { problems.append("index(before:)") }
  if collection.last != Array(collection).last { problems.append("last") }
  return problems
}
