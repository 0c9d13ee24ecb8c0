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
  ],
  targets: [
    .target(name: "HexCore", linkerSettings: libm),
    .target(name: "HexLayoutEngine", dependencies: ["HexCore"], linkerSettings: libm),
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
  ],
  swiftLanguageModes: [.v6]
)
