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
    // _HexGridISA only answers `#if canImport` (the distance picks its form
    // by the vector instructions at hand); HexCore imports nothing from it.
    .target(name: "HexCore", dependencies: ["_HexGridISA"], linkerSettings: libm),
    .target(name: "HexLayoutEngine", dependencies: ["HexCore"], linkerSettings: libm),
    .target(
      name: "HexGridSwiftUI", dependencies: ["HexCore", "HexLayoutEngine"], linkerSettings: libm),
    // The `hexgrid` command: its logic lives in a library so tests can call it.
    .target(
      name: "HexGridCommand", dependencies: ["HexCore", "HexLayoutEngine"], linkerSettings: libm),
    .executableTarget(name: "hexgrid", dependencies: ["HexGridCommand"], linkerSettings: libm),
    .executableTarget(
      name: "hexbench", dependencies: ["HexCore", "HexLayoutEngine", "_HexTestSupport", "_HexGridISA"],
      linkerSettings: libm),
    // A module map of compile-time instruction-set probes (`canImport`); no code.
    .systemLibrary(name: "_HexGridISA"),
    .target(
      name: "_HexTestSupport",
      dependencies: ["HexCore"],
      path: "Tests/_HexTestSupport"),
    // The Codable tests' JSON helpers: Foundation, kept out of hexbench.
    .target(name: "_HexJSONTesting", path: "Tests/_HexJSONTesting"),
    .testTarget(
      name: "HexCoreTests",
      dependencies: ["HexCore", "_HexTestSupport", "_HexJSONTesting"],
      linkerSettings: libm),
    .testTarget(
      name: "HexLayoutEngineTests",
      dependencies: ["HexCore", "HexLayoutEngine", "_HexTestSupport", "_HexJSONTesting"],
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
