import HexCore
import HexLayoutEngine

/// Every closure-taking API called from a main-actor function.
@MainActor
public func callFromMainActorFunction() -> Int {
  var sum = 0
  let region = Hex.zero.hexagon(radius: 8)

  // Searches: every `path` and `movementRange`, and the reused finder.
  sum &+= (try? Hex.zero.path(to: Hex(q: 4, r: 0)) { _ in 1 }.get())?.hexes.count ?? 0
  sum &+= (try? Hex.zero.path(to: Hex(q: 4, r: 0), within: region) { _, _ in 1 }.get())?.cost ?? 0
  sum &+= (try? Hex.zero.path(to: Hex(q: 4, r: 0), within: region) { _ in true }.get())?.cost ?? 0
  var finder = HexPathFinder()
  sum &+= (try? finder.path(from: .zero, to: Hex(q: 4, r: 0)) { _, _ in 1 }.get())?.cost ?? 0
  sum &+= (try? finder.path(from: .zero, to: Hex(q: 4, r: 0), within: region) { _ in 1 }.get())?.cost ?? 0
  sum &+= Hex.zero.movementRange(budget: 3) { _, _ in 1 }.count
  sum &+= Hex.zero.movementRange(budget: 3, within: region) { _ in 1 }.count
  sum &+= Hex.zero.movementRange(steps: 3, within: region) { _ in true }.count
  // Field of view, plain and facing.
  sum &+= Hex.zero.fieldOfView(radius: 3) { $0 == Hex(q: 1, r: 0) }.count
  sum &+= Hex.zero.fieldOfView(radius: 3, facing: HexDirection.allCases[0], spread: 1) { _ in false }.count
  // Searches on wrapping maps: every `on:` spelling.
  let world = HexCylinder(rows: 4, columns: 8, kind: .oddQ)!
  let hexagonWorld = HexWraparound(radius: 3)!
  sum &+= (try? Hex.zero.path(to: Hex(q: 7, r: -3), on: world) { _ in 1 }.get())?.cost ?? 0
  sum &+= (try? Hex.zero.path(to: Hex(q: 7, r: -3), on: world) { _, _ in 1 }.get())?.cost ?? 0
  sum &+= (try? Hex.zero.path(to: Hex(q: 3, r: 0), on: hexagonWorld) { _ in true }.get())?.cost ?? 0
  sum &+= (try? finder.path(from: .zero, to: Hex(q: 7, r: -3), on: world) { _, _ in 1 }.get())?.cost ?? 0
  sum &+= (try? finder.path(from: .zero, to: Hex(q: 3, r: 0), on: hexagonWorld) { _ in 1 }.get())?.cost ?? 0
  sum &+= Hex.zero.movementRange(budget: 3, on: world) { _, _ in 1 }.count
  sum &+= Hex.zero.movementRange(budget: 3, on: hexagonWorld) { _ in 1 }.count
  sum &+= Hex.zero.movementRange(steps: 3, on: HexPlane()) { _ in true }.count
  sum &+= Hex.zero.fieldOfView(radius: 3, on: world) { _ in false }.count
  sum &+= Hex.zero.fieldOfView(radius: 3, on: hexagonWorld, facing: HexDirection.allCases[1]) { _ in false }.count
  // Maps.
  let map = HexMap(radius: 2) { $0.q }
  sum &+= HexMap(rows: 2, columns: 3, kind: .oddQ) { $0.r }.count
  sum &+= map.mapValues { $0 + 1 }.count
  // Flow fields, both kinds of cost.
  var field = HexFlowField(region: region)!
  field.build(toward: [Hex.zero]) { _ in 1 }
  field.build(toward: [Hex.zero], maximumCost: 9) { _, _ in 2 }
  sum &+= field.reachedCount
  var sparse = HexSparseMap<Int>()
  sparse[Hex(q: 1, r: 0)] = 1
  sum &+= sparse.mapValues { $0 + 1 }.count
  sum &+= (try? Hex.zero.path(to: Hex(q: 1, r: 0)) { sparse[$0] }.get())?.cost ?? 0
  let heights = HexMap(radius: 1, repeating: 1.0)
  let flat = HexGeometry(orientation: .flatTop, size: 1.0)
  sum &+=
    HexMesh<UInt32>(heights: heights, geometry: flat, textureMapping: .atlas(columns: 2, rows: 2)) {
      $0.q & 3
    }?.triangleCount ?? 0
  // Layouts: the placement closure and the placed cells' `forEach`.
  let bounds = PixelRect(x: 0, y: 0, width: 400, height: 600)
  let grid = HexLayout()
  let gridCache = grid.makeCache(coordinates: [OffsetCoordinate(row: 0, col: 0), OffsetCoordinate(row: 1, col: 2)])
  grid.placeSubviews(in: bounds, proposal: ProposedSize(width: 400, height: 600), cache: gridCache) { _ in sum &+= 1 }
  grid.placedCells(in: bounds, cache: gridCache).forEach { _ in sum &+= 1 }
  grid.placeSubviews([0, 1, 2], in: bounds, cache: gridCache) { subview, placement in
    sum &+= placement == nil ? subview : 1
  }
  let honeycomb = HoneycombLayout(diameter: 100)
  let honeycombCache = honeycomb.makeCache(coordinates: [Hex.zero, Hex(q: 1, r: 0)])
  honeycomb.placeSubviews(in: bounds, proposal: ProposedSize(width: nil, height: nil), cache: honeycombCache) { _ in
    sum &+= 1
  }
  honeycomb.placedCells(in: bounds, cache: honeycombCache).forEach { _ in sum &+= 1 }
  return sum
}
