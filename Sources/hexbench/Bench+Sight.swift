// F1–F4: field of view, whose work follows what can be seen.

import HexCore
import HexLayoutEngine
import _HexTestSupport

extension Bench {
  func addSightBenchmarks() {
    for (id, radius) in [("F1", 64), ("F2", 256), ("F3", 1024)] {
      guard !quick || radius <= 256 else {
        skip(id, "field of view, radius \(radius), open map", target: "F3 ≤ 1 s in all")
        continue
      }
      let count = Hex.zero.hexagon(radius: radius).count
      run(id, "field of view, radius \(radius), open map", items: count, unit: "ns/hex", target: "F3 ≤ 1 s in all") {
        Hex.zero.fieldOfView(radius: radius) { _ in false }.count
      }
    }
    // Pillars on a lattice: (7q + 13r) mod 11 == 0, not next to the viewer.
    let pillars = { (h: Hex) in h.length > 1 && ((7 &* h.q &+ 13 &* h.r) % 11 + 11) % 11 == 0 }
    let seenWithPillars = Hex.zero.fieldOfView(radius: 256, blocksSight: pillars).count
    run(
      "F4", "field of view, radius 256, 1 hex in 11 a pillar", items: seenWithPillars, unit: "ns/visible hex",
      target: "(no target)"
    ) {
      Hex.zero.fieldOfView(radius: 256, blocksSight: pillars).count
    }
  }
}
