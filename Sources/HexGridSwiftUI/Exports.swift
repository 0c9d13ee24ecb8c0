// What `import HexGridSwiftUI` brings: the views, and the two modules
// whose types their API takes (Hex, HexRegion, HexCamera, PixelPoint, …),
// so that a SwiftUI file needs no other import. No public type name of
// either module is one an Apple SDK makes visible (the Apple model's
// AppleNameTests names every one beside SwiftUI's), so the re-export
// cannot make a name ambiguous.

#if canImport(SwiftUI)
  @_exported import HexCore
  @_exported import HexLayoutEngine
#endif
