// swift-tools-version:6.0
// A model of Apple's SDK module structure, built and tested on Linux.
//
// On a Mac, HexGridSwiftUI is a module of its own that imports a module named
// SwiftUI, which re-exports Core Graphics, which re-exports MacTypes.h's
// `Point`, `Rect`, `Size`, … (through CoreFoundation). This package builds
// the very same source files of HexCore, HexLayoutEngine and HexGridSwiftUI
// (symbolic links into the main package) against stand-ins with that
// structure, so `canImport(SwiftUI)` is true and names are looked up across
// module boundaries exactly as on a Mac. The main package's own tests are
// compiled here too, each file implicitly importing MacTypes as XCTest does
// on Apple platforms. The main package's graph has no module named SwiftUI or
// CoreGraphics: on a Mac such a target would shadow the real framework.
import Foundation
import PackageDescription

let libm: [LinkerSetting] = [.linkedLibrary("m", .when(platforms: [.linux, .android]))]
/// Every file sees MacTypes.h's names, as every file that imports XCTest,
/// Foundation or SwiftUI does on Apple platforms.
let seesMacTypes: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "MacTypes"])]

let package = Package(
  name: "AppleModel",
  targets: [
    // usr/include/MacTypes.h's type names.
    .target(name: "MacTypes"),
    .target(name: "CoreGraphics", dependencies: ["MacTypes"]),
    .target(name: "SwiftUI", dependencies: ["CoreGraphics"]),
    // SceneKit and RealityKit, as far as the 3D articles hand them meshes.
    .target(name: "SceneKit", dependencies: ["CoreGraphics"]),
    .target(name: "RealityKit"),
    // The shipped modules, from the main package's source folders.
    // HexCore sees Core Graphics as on a Mac, for its CGPoint, CGSize and CGRect conversions.
    .target(name: "HexCore", dependencies: ["CoreGraphics"], linkerSettings: libm),
    .target(name: "HexLayoutEngine", dependencies: ["HexCore"], linkerSettings: libm),
    .target(name: "HexGridSwiftUI", dependencies: ["HexCore", "HexLayoutEngine", "SwiftUI"], linkerSettings: libm),
    .target(name: "_HexTestSupport", dependencies: ["HexCore"]),
    .target(name: "_HexJSONTesting"),
    // The SwiftUI components, driven through the model.
    .testTarget(
      name: "HexGridSwiftUITests",
      dependencies: ["HexCore", "HexLayoutEngine", "HexGridSwiftUI", "SwiftUI", "_HexTestSupport"],
      swiftSettings: seesMacTypes, linkerSettings: libm),
    // Every public type name of the three modules, named unqualified beside
    // MacTypes.h's, SwiftUI's and Foundation's names.
    .testTarget(
      name: "AppleNameTests",
      dependencies: ["HexCore", "HexLayoutEngine", "HexGridSwiftUI", "SwiftUI"],
      swiftSettings: seesMacTypes, linkerSettings: libm),
    // The main package's tests, compiled as a Mac compiles them (where
    // SceneKit exists, HexMeshSceneKitExampleTests runs against its stand-in).
    .testTarget(
      name: "HexCoreTests", dependencies: ["HexCore", "_HexTestSupport", "_HexJSONTesting", "MacTypes", "SceneKit"],
      swiftSettings: seesMacTypes, linkerSettings: libm),
    .testTarget(
      name: "HexLayoutEngineTests",
      dependencies: ["HexCore", "HexLayoutEngine", "_HexTestSupport", "_HexJSONTesting", "MacTypes"],
      swiftSettings: seesMacTypes, linkerSettings: libm),
  ],
  swiftLanguageModes: [.v6]
)

// The README's and the DocC articles' programs that import SwiftUI, written
// into DocPrograms by scripts/doc-blocks: one executable each, so top-level
// code compiles as in a reader's main.swift.
// The list is written by scripts/doc-blocks --write (and checked by --check):
// SwiftPM caches a manifest by its text, so the folders are named here.
// One generated line, however long:
// swift-format-ignore
let docPrograms = ["MeshesInSceneKitAndRealityKit-1", "MeshesInSceneKitAndRealityKit-2", "README", "UsingFromSwiftUI-1", "UsingFromSwiftUI-2", "UsingFromSwiftUI-3", "UsingFromSwiftUI-4", "UsingFromSwiftUI-5", "UsingFromSwiftUI-6"]
package.targets += docPrograms.sorted().map { name in
  .executableTarget(
    name: name, dependencies: ["HexCore", "HexLayoutEngine", "HexGridSwiftUI", "SwiftUI", "SceneKit", "RealityKit"],
    path: "DocPrograms/" + name, linkerSettings: libm)
}

// The example apps of the top-level Examples folder (a symbolic link here):
// each a SwiftUI app with its `@main` App, compiled against the model.
for name in ["GameBoard", "HoneycombLauncher", "OffsetGridApp"] {
  package.targets.append(
    .executableTarget(
      name: name, dependencies: ["HexGridSwiftUI", "SwiftUI", "HexCore", "HexLayoutEngine"],
      path: "Examples/" + name, linkerSettings: libm))
}
