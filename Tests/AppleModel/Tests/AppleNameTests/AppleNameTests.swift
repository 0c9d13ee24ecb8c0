// The shipped modules' public type names beside the names an app file sees
// on Apple platforms. PublicTypeNames.swift (generated) names each of ours
// unqualified where MacTypes.h's and every name `import SwiftUI` makes visible on real SDKs are
// visible;
// that it compiles is the proof. These tests keep the proof from being
// vacuous.

import Foundation
import HexCore
import HexGridSwiftUI
import HexLayoutEngine
import SwiftUI
import XCTest

final class AppleNameTests: XCTestCase {
  /// MacTypes.h's colliding names are visible here, with the header's
  /// layouts: `struct Point { short v, h; }`, `struct Rect { short top,
  /// left, bottom, right; }`, `typedef long Size`, `typedef unsigned char
  /// Style`.
  func testMacTypesNamesAreVisibleWithTheHeadersLayouts() {
    XCTAssertEqual(MemoryLayout<Point>.size, 4)
    XCTAssertEqual(MemoryLayout<Rect>.size, 8)
    XCTAssertTrue(Size.self == Int.self)
    XCTAssertEqual(MemoryLayout<Style>.size, 1)
    let point = Point(v: 1, h: 2)
    XCTAssertEqual(point.h, 2)
  }

  /// The generated list covers the three modules, and names the types an
  /// app uses most (a generator that found nothing would pass vacuously).
  func testTheGeneratedListCoversTheShippedModules() {
    XCTAssertEqual(Set(checkedPublicTypeNames.keys), ["HexCore", "HexLayoutEngine", "HexGridSwiftUI"])
    for (module, expected) in [
      ("HexCore", ["Hex", "PixelPoint", "PixelSize", "PixelRect", "HexGeometry"]),
      ("HexLayoutEngine", ["HexLayout", "HoneycombLayout", "PlacedCells"]),
      ("HexGridSwiftUI", ["HexGrid", "HoneycombGrid", "EngineLayout", "HexagonShape"]),
    ] {
      for name in expected {
        XCTAssertTrue(checkedPublicTypeNames[module, default: []].contains(name), "\(module).\(name)")
      }
    }
  }

  /// Our geometry types and MacTypes.h's are different types, each reached
  /// by its own unqualified name.
  func testPixelTypesAreOursAndMacTypesAreTheHeaders() {
    XCTAssertEqual(String(reflecting: PixelPoint.self), "HexCore.PixelPoint")
    XCTAssertEqual(String(reflecting: PixelSize.self), "HexCore.PixelSize")
    XCTAssertEqual(String(reflecting: PixelRect.self), "HexCore.PixelRect")
    XCTAssertNotEqual(String(reflecting: Point.self), String(reflecting: PixelPoint.self))
  }

  /// No public type name of ours, and no module name, is among the names
  /// Apple's SDKs put in an app file.
  ///
  /// The lists in Names/: every type name that a common import makes
  /// visible on iPhoneOS 18.6 and AppleTVOS 18.0 (`sdk/union.txt`, derived
  /// from the SDKs by the compiler) and MacTypes.h's (complete; visible on
  /// macOS). The compiled check covers the names the model declares; this
  /// one covers every listed name, declared or not.
  func testNoPublicNameIsAnAppleName() throws {
    let names = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Names")
    var apple: [String: String] = [:]
    for list in ["sdk/union", "mactypes"] {
      let text = try String(contentsOf: names.appendingPathComponent("\(list).txt"), encoding: .utf8)
      let listed = text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty }
      XCTAssertGreaterThan(listed.count, 100, list)
      for name in listed { apple[String(name), default: list] = list }
    }
    // The lists are not vacuous: MacTypes.h's names, CoreText's
    // `AnchorPoint` (seen through `import SwiftUI` on iOS) and SwiftUI's own.
    for name in ["Point", "Rect", "Size", "AnchorPoint", "UnitPoint", "Layout", "CGPoint"] {
      XCTAssertNotNil(apple[name], name)
    }
    for (module, ours) in checkedPublicTypeNames {
      for name in ours {
        XCTAssertNil(apple[name], "\(module).\(name) is also in \(apple[name] ?? "")")
      }
    }
    XCTAssertTrue(checkedNestedTypeNames.contains("Drawing"))
    for name in checkedNestedTypeNames {
      XCTAssertNil(apple[name], "nested type \(name) is also in \(apple[name] ?? "")")
    }
    XCTAssertTrue(checkedModuleNames.contains("HexGridSwiftUI"))
    for name in checkedModuleNames {
      XCTAssertNil(apple[name], "module \(name) is also in \(apple[name] ?? "")")
    }
  }
}
