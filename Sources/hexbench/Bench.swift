// The workloads. They live in a class, not in main.swift's top-level code,
// so that their closures are not main-actor isolated: calling an isolated
// closure from the library would add an executor check to every call.
//
// Each family of workloads registers itself in its own file
// (`Bench+Core.swift`, `Bench+Search.swift`, `Bench+Sight.swift`,
// `Bench+Layout.swift`, `Bench+Maps.swift`, `Bench+Meshes.swift`,
// `Bench+MapView.swift`), through
// `run(_:_:items:unit:target:limit:_:)` and `addBaseline(_:items:_:)`.

import HexCore
import HexLayoutEngine
import _HexTestSupport

final class Bench {
  let quick: Bool
  let filters: [String]
  var rows: [Row] = []
  /// The rows a full run has and this one skipped (`--quick`), with their
  /// targets.
  var skipped: [(id: String, target: String)] = []
  /// Timed repetitions per workload, after one untimed warm-up.
  let repetitions: Int
  /// The radius of the hexagon W1–W8 work on.
  let radius: Int
  /// The pixel mapping W4 and W8 use.
  let geometry = HexGeometry(orientation: .flatTop, size: 10.0)
  /// The hex set W3–W8 work on, collected once outside the timings.
  lazy var set: [Hex] = Array(Hex.zero.hexagon(radius: radius))

  init(quick: Bool, filters: [String]) {
    self.quick = quick
    self.filters = filters
    repetitions = quick ? 5 : 7
    radius = quick ? 57 : 577
  }

  func selected(_ id: String, _ what: String) -> Bool {
    filters.isEmpty
      || filters.contains { id.lowercased() == $0.lowercased() || what.lowercased().contains($0.lowercased()) }
  }

  /// Runs every family of workloads that the filters select.
  func runAll() {
    addCoreBenchmarks()
    addSearchBenchmarks()
    addSightBenchmarks()
    addLayoutBenchmarks()
    addMapBenchmarks()
    addMeshBenchmarks()
    addMapViewBenchmarks()
  }

  /// Measures `body` as the row `id`, if the filters select it; `prepare`
  /// runs untimed before each repetition.
  func run(
    _ id: String, _ what: String, items: Int, unit: String = "ns/item", target: String,
    limit: Double? = nil, prepare: () -> Void = {}, _ body: () -> Int
  ) {
    guard selected(id, what) else { return }
    let m = measure(id, items: items, repetitions: repetitions, prepare: prepare, body)
    let met = limit.map { m.median <= $0 }
    rows.append(
      Row(
        id: id, what: what, items: items, unit: unit, median: m.median, min: m.min, max: m.max,
        checksum: m.checksum, target: target, met: quick ? nil : met))
    writeError("  \(id) done\n")
  }

  /// Records that this run skips the row `id`, which a full run measures,
  /// if the filters select it.
  func skip(_ id: String, _ what: String, target: String) {
    guard selected(id, what) else { return }
    skipped.append((id, target))
  }

  /// Measures `body` as the row `id` and `baseline` as its baseline, if
  /// the filters select it.
  ///
  /// Their repetitions alternate, so that a changing load on the machine
  /// affects both alike. The target is met when the row is at least
  /// `speedup` times as fast as the baseline.
  func run(
    _ id: String, _ what: String, items: Int, unit: String = "ns/item", target: String,
    speedup: Double? = nil, prepare: () -> Void = {}, _ body: () -> Int, baseline: () -> Int
  ) {
    guard selected(id, what) else { return }
    let m = measurePaired(id, items: items, repetitions: repetitions, prepare: prepare, body, baseline: baseline)
    let met = speedup.map { m.baseline.median / m.row.median >= $0 }
    var row = Row(
      id: id, what: what, items: items, unit: unit, median: m.row.median, min: m.row.min, max: m.row.max,
      checksum: m.row.checksum, target: target, met: quick ? nil : met)
    row.baselineMedian = m.baseline.median
    if m.baseline.checksum != m.row.checksum { row.note += "baseline checksum \(m.baseline.checksum) differs" }
    rows.append(row)
    writeError("  \(id) done\n")
  }

  /// Measures `body` as the baseline of the row `id`, if that row ran;
  /// `prepare` runs untimed before each repetition.
  func addBaseline(_ id: String, items: Int, prepare: () -> Void = {}, _ body: () -> Int) {
    guard let i = rows.firstIndex(where: { $0.id == id }) else { return }
    let m = measure(id + " baseline", items: items, repetitions: repetitions, prepare: prepare, body)
    rows[i].baselineMedian = m.median
    if m.checksum != rows[i].checksum {
      rows[i].note += "baseline checksum \(m.checksum) differs"
    }
  }

  /// Measures `body` as the floor of the row `id` (and of the rows
  /// `others`, which do the same work another way), if any of them ran.
  ///
  /// The floor is a row of its own, `id` + `f`, that does the same
  /// arithmetic on the same data with no library call, so a row's time over
  /// it is what the library adds; its checksum must equal each row's.
  func addFloor(_ id: String, _ what: String, items: Int, alsoFor others: [String] = [], _ body: () -> Int) {
    let served = rows.indices.filter { ([id] + others).contains(rows[$0].id) }
    guard let first = served.first else { return }
    let floorID = id + "f"
    let m = measure(floorID, items: items, repetitions: repetitions, body)
    for i in served {
      guard m.checksum == rows[i].checksum else {
        fatalError("\(floorID): checksum \(m.checksum), \(rows[i].id) gave \(rows[i].checksum)")
      }
      rows[i].floorMedian = m.median
    }
    rows.append(
      Row(
        id: floorID, what: what, items: items, unit: rows[first].unit, median: m.median, min: m.min, max: m.max,
        checksum: m.checksum, target: "(floor of \(id))", met: nil))
    writeError("  \(floorID) done\n")
  }
}
