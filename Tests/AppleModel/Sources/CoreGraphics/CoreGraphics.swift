// A model of the Core Graphics module as an app sees it on Apple platforms.
//
// - CoreGraphics imports CoreFoundation, whose CFBase.h includes MacTypes.h,
//   so `Point`, `Rect`, `Size` and the rest of MacTypes.h are visible in every
//   file that imports it (directly, or through SwiftUI, UIKit, AppKit,
//   SpriteKit, Foundation or XCTest): the `MacTypes` target re-exported here.
// - `CGFloat`, `CGPoint`, `CGSize` and `CGRect`
//   (https://developer.apple.com/documentation/corefoundation/cgfloat,
//   …/corefoundation/cgpoint, …/corefoundation/cgsize,
//   …/corefoundation/cgrect) are taken from swift-corelibs-foundation, which
//   declares them on Linux with the documented API (`CGFloat` a distinct
//   struct wrapping a `Double`, so the library's explicit conversions are
//   exercised). On Apple platforms Foundation re-exports Core Graphics, so
//   re-exporting Foundation here also models what `import SwiftUI` gives.

@_exported import Foundation
@_exported import MacTypes
