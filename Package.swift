// swift-tools-version:6.0
import PackageDescription

// `Double.rounded()` lives in libm on Linux; HexCore imports neither Foundation
// nor Glibc, so link libm explicitly there, as swift-numerics does.
let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux, .android]))]

let package = Package(
  name: "HexGrid",
  products: [
    .library(name: "HexCore", targets: ["HexCore"]),
    .library(name: "HexLayoutEngine", targets: ["HexLayoutEngine"]),
    // SwiftUI components; empty where SwiftUI does not exist (every file is
    // inside `#if canImport(SwiftUI)`).
    .library(name: "HexGridSwiftUI", targets: ["HexGridSwiftUI"]),
  ],
  targets: [
    .target(name: "HexCore", linkerSettings: libm),
    .target(name: "HexLayoutEngine", dependencies: ["HexCore"], linkerSettings: libm),
    .target(
      name: "HexGridSwiftUI", dependencies: ["HexCore", "HexLayoutEngine"], linkerSettings: libm),
    // The `hexgrid` command: its logic lives in a library so tests can call it.
    .target(
      name: "HexGridCommand", dependencies: ["HexCore", "HexLayoutEngine"], linkerSettings: libm),
    .executableTarget(name: "hexgrid", dependencies: ["HexGridCommand"], linkerSettings: libm),
    .executableTarget(
      name: "hexbench", dependencies: ["HexCore", "HexLayoutEngine", "_HexTestSupport", "_HexbenchTarget"],
      linkerSettings: libm),
    // One header: the instruction set hexbench's Swift code is compiled for.
    .target(name: "_HexbenchTarget"),
    .target(
      name: "_HexTestSupport",
      dependencies: ["HexCore"],
      path: "Tests/_HexTestSupport"),
    .testTarget(
      name: "HexCoreTests",
      dependencies: ["HexCore", "_HexTestSupport"],
      linkerSettings: libm),
    .testTarget(
      name: "HexLayoutEngineTests",
      dependencies: ["HexCore", "HexLayoutEngine", "_HexTestSupport"],
      linkerSettings: libm),
    // HexGridSwiftUI is built and tested against a model of Apple's SDK
    // (modules named SwiftUI and CoreGraphics re-exporting MacTypes.h) by
    // the package in Tests/AppleModel; no module of that name may be in this
    // graph, where on a Mac it would shadow the real framework.
    .testTarget(
      name: "HexGridCommandTests",
      dependencies: ["HexCore", "HexLayoutEngine", "HexGridCommand"],
      linkerSettings: libm),
  ],
  swiftLanguageModes: [.v6]
)
