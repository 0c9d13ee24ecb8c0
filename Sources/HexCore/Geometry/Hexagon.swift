/// A hexagon on screen: a center, a per-axis circumradius and an
/// orientation.
///
/// Corner `i` lies at angle `60°·i` (flat-top) or `30° + 60°·i`
/// (pointy-top) from the center, measured counterclockwise as seen on
/// screen. So flat-top corner 0 is the right-hand point and corner 1 the
/// upper right; the edge from corner `i` to corner `i + 1` faces
/// ``HexDirection`` `5 - i`. "Upper" is `-y` with ``HexYAxis/down`` and `+y`
/// with ``HexYAxis/up``: in the numbers, the corners run clockwise
/// (negative shoelace area) in y-down coordinates and counterclockwise
/// (positive area) in y-up ones, one picture mirrored.
///
///     let hexagon = Hexagon(fitting: PixelRect(x: 0, y: 0, width: 200, height: 100),
///                           orientation: .flatTop)
///     // hexagon.center == (100, 50); hexagon.size.width == 100 / 3.squareRoot()
public struct Hexagon: Hashable, Sendable {
  /// The center.
  public var center: PixelPoint
  /// The distance from the center to the corners, per axis.
  public var size: PixelSize
  /// Whether the hexagon has a flat or a pointy top.
  public var orientation: HexOrientation
  /// Which way the y-axis points on screen; ``HexYAxis/down`` unless set.
  public var yAxis: HexYAxis

  /// Creates a hexagon.
  ///
  /// - Parameters:
  ///   - center: The center.
  ///   - size: The distance from the center to the corners, per axis.
  ///   - orientation: Flat-top or pointy-top.
  ///   - yAxis: Which way y points on screen; the default is
  ///     ``HexYAxis/down``.
  @inlinable
  public init(center: PixelPoint, size: PixelSize, orientation: HexOrientation, yAxis: HexYAxis = .down) {
    self.center = center
    self.size = size
    self.orientation = orientation
    self.yAxis = yAxis
  }

  /// Creates the largest regular hexagon that fits in a rectangle, centered
  /// in it.
  ///
  /// A flat-top hexagon is `2/√3` times as wide as it is tall, so its width
  /// is `min(rect.width, rect.height · 2/√3)`; a pointy-top one's height is
  /// `min(rect.height, rect.width · 2/√3)`. A rectangle with a negative size
  /// is measured by the absolute values; one that is not finite gives a
  /// hexagon of size zero at (0, 0).
  ///
  /// - Parameters:
  ///   - rect: The rectangle to fit.
  ///   - orientation: Flat-top or pointy-top.
  ///   - yAxis: Which way y points on screen (the hexagon is symmetric, so
  ///     only its corner order depends on it); the default is
  ///     ``HexYAxis/down``.
  public init(fitting rect: PixelRect, orientation: HexOrientation, yAxis: HexYAxis = .down) {
    guard rect.isFinite else {
      self.init(center: .zero, size: .zero, orientation: orientation, yAxis: yAxis)
      return
    }
    let w = rect.width.magnitude, h = rect.height.magnitude
    let radius: Double
    switch orientation {
    case .flatTop: radius = Swift.min(w, h * 2 / _sqrt3) / 2
    case .pointyTop: radius = Swift.min(h, w * 2 / _sqrt3) / 2
    }
    self.init(
      center: PixelPoint(x: (rect.minX + rect.maxX) / 2, y: (rect.minY + rect.maxY) / 2),
      size: PixelSize(width: radius, height: radius), orientation: orientation, yAxis: yAxis)
  }

  /// The six corners, computed on demand.
  @inlinable @inline(__always)  // the corners of every hex
  public var corners: HexCorners { HexCorners(hexagon: self) }

  /// The width of the hexagon's bounding box.
  @inlinable
  public var width: Double {
    orientation == .flatTop ? 2 * size.width.magnitude : _sqrt3 * size.width.magnitude
  }

  /// The height of the hexagon's bounding box.
  @inlinable
  public var height: Double {
    orientation == .flatTop ? _sqrt3 * size.height.magnitude : 2 * size.height.magnitude
  }

  /// The bounding box of the hexagon.
  @inlinable
  public var bounds: PixelRect {
    PixelRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
  }

  /// Returns a Boolean value indicating whether `point` lies inside the
  /// hexagon or on its edge.
  ///
  /// A non-finite point, or a hexagon with a zero size component, contains
  /// nothing.
  ///
  /// - Parameter point: The point to test.
  @inlinable
  public func contains(_ point: PixelPoint) -> Bool {
    // In units of the circumradius, a flat-top hexagon is
    // |v| <= √3/2 and √3|u| + |v| <= √3; pointy-top swaps u and v.
    var u = ((point.x - center.x) / size.width).magnitude
    var v = ((point.y - center.y) / size.height).magnitude
    if orientation == .pointyTop { swap(&u, &v) }
    let tolerance = 1e-12
    return v <= _sqrt3 / 2 + tolerance && _sqrt3 * u + v <= _sqrt3 + tolerance
  }
}

/// The six corners of a ``Hexagon``: a fixed-size collection that never
/// allocates.
public struct HexCorners: RandomAccessCollection, Hashable, Sendable {
  /// The hexagon whose corners these are.
  public let hexagon: Hexagon

  @inlinable
  internal init(hexagon: Hexagon) { self.hexagon = hexagon }

  /// The position of the first corner, 0.
  @inlinable
  public var startIndex: Int { 0 }
  /// The position past the last corner, 6.
  @inlinable
  public var endIndex: Int { 6 }

  /// Corner `index` of the hexagon.
  ///
  /// - Precondition: `0 <= index < 6`.
  @inlinable @inline(__always)  // six reads per hex
  public subscript(index: Int) -> PixelPoint {
    precondition(index >= 0 && index < 6, "HexCorners index out of range")
    let unit = hexagon.orientation._unitCorner(index)
    return PixelPoint(
      x: hexagon.center.x + unit.x * hexagon.size.width,
      y: hexagon.center.y + unit.y * (hexagon.yAxis == .up ? -hexagon.size.height : hexagon.size.height))
  }
}
