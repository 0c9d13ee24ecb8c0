// Fuzz harness: hex <-> pixel, corners and hexagons from raw doubles.
import HexCore

/// libFuzzer's entry point: runs one input, trapping on a broken invariant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPixels(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let orientation: HexOrientation = input.bool() ? .flatTop : .pointyTop
  let cell = PixelSize(width: input.double(), height: input.double())
  let origin = PixelPoint(x: input.double(), y: input.double())
  let geometry = HexGeometry(orientation: orientation, size: cell, origin: origin)
  let point = PixelPoint(x: input.double(), y: input.double())

  let found = geometry.hex(containing: point)
  if let found {
    check(found.isInCoordinateRange, "hex(containing:) left the coordinate range: \(found)")
    check(point.isFinite, "a non-finite point had a hex")
  }
  if !point.isFinite { check(found == nil, "non-finite point \(point) gave \(String(describing: found))") }

  // Round trip inside the documented exact domain of hex(containing:) (an
  // origin component at most 2³² times its size component), with moderate
  // sizes, origins and coordinates. (The bound was once 10⁹ whatever the
  // size: an origin of 6·10⁸ for cells 0.125 wide lies outside the domain,
  // where `nil` is the documented answer.)
  let hex = Hex(q: input.coordinate() >> 10, r: input.coordinate() >> 10)
  let sane = { (x: Double) in x.isFinite && x.magnitude >= 1e-3 && x.magnitude <= 1e6 }
  let inDomain =
    origin.x.magnitude <= 0x1p32 * cell.width.magnitude && origin.y.magnitude <= 0x1p32 * cell.height.magnitude
  if sane(cell.width), sane(cell.height), origin.x.magnitude <= 1e9, origin.y.magnitude <= 1e9, inDomain {
    let center = geometry.center(of: hex)
    check(geometry.hex(containing: center) == hex, "pixel round trip of \(hex) with \(geometry)")
    let hexagon = geometry.hexagon(of: hex)
    check(hexagon.contains(center), "a hexagon contains its center")
    for corner in geometry.corners(of: hex) {
      check(corner.isFinite, "corner of \(hex) is not finite")
    }
    check(hexagon.intersects(PixelRect(origin: center, size: .zero)), "a hexagon meets a rect at its center")
  }

  let rect = PixelRect(x: input.double(), y: input.double(), width: input.double(), height: input.double())
  let fitted = Hexagon(fitting: rect, orientation: orientation)
  check(fitted.size.width >= 0 && fitted.size.height >= 0, "fitted size is negative: \(fitted)")
  if rect.isFinite, rect.width.magnitude < 1e300, rect.height.magnitude < 1e300 {
    check(fitted.width <= rect.width.magnitude * (1 + 1e-12) + 1e-300, "fitted hexagon wider than \(rect)")
    check(fitted.height <= rect.height.magnitude * (1 + 1e-12) + 1e-300, "fitted hexagon taller than \(rect)")
  }
  _ = fitted.intersects(rect)
  _ = fitted.contains(point)
  let fractional = geometry.fractionalHex(at: point)
  if let rounded = fractional.rounded() { check(rounded.isInCoordinateRange, "rounded out of range") }
  return 0
}
