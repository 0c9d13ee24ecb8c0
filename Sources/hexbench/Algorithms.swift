// W9–W10 need the movement-range and A* algorithms, which are not in HexCore
// yet; these rows say so rather than disappearing.

enum Algorithms {
  static func run(_ bench: Bench) {
    for (id, what) in [("W9", "movement range within 60 steps"), ("W10", "A* across a radius-100 map")]
    where bench.selected(id, what) {
      print("\(id) \(what): not run — movement range and A* are not implemented yet")
    }
  }
}
