// swift-tools-version:6.0
// A client of HexGrid, built with `swift build -c release` by `check`: it
// calls every public closure-taking API of HexCore and HexLayoutEngine from
// a throwing, an async, a main-actor and a plain function. A library's
// inlinable code is compiled into its clients, so only a client's release
// build shows whether that code crashes the compiler there (issue 24).
import Foundation
import PackageDescription

// A path dependency is named after its directory, whatever the clone is
// called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()
let hexGrid = root.lastPathComponent

let package = Package(
  name: "ReleaseClient",
  dependencies: [.package(path: "../..")],
  targets: [
    .target(
      name: "ReleaseClient",
      dependencies: [
        .product(name: "HexCore", package: hexGrid), .product(name: "HexLayoutEngine", package: hexGrid),
      ])
  ]
)
