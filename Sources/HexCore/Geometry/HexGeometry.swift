/// The mapping between hexes and screen points: an orientation, a cell size
/// and an origin.
///
/// This is the "layout" of Red Blob Games' guide ("Hex to pixel",
/// "Pixel to hex"). `size` is the distance from a hex's center to its
/// corners, per axis, so cells may be stretched. The center of ``Hex/zero``
/// is `origin`. `yAxis` says which way y points on screen: with ``HexYAxis/up``
/// (SpriteKit, SceneKit, Metal) every answer is the y-down one mirrored about
/// the horizontal line through `origin`, so the picture is the same; a
/// negative size component mirrors the grid again on top of that.
///
///     let geometry = HexGeometry(orientation: .flatTop, size: 10)
///     geometry.center(of: Hex(q: 2, r: 0))        // (30.0, 17.32…)
///     geometry.hex(containing: PixelPoint(x: 29, y: 18))  // Hex(q: 2, r: 0)
///
/// With a flat-top orientation, neighbors in a column are `√3 · size.height`
/// apart and columns are `1.5 · size.width` apart.
public struct HexGeometry: Hashable, Sendable {
  /// Whether hexes have a flat or a pointy top.
  public var orientation: HexOrientation
  // Declared next to `orientation`, so the two one-byte fields share the
  // first word and the mapping stays 40 bytes (hit tests copy it).
  /// Which way the y-axis points on screen; ``HexYAxis/down`` unless set.
  public var yAxis: HexYAxis
  /// The distance from a hex's center to its corners, per axis.
  public var size: PixelSize
  /// The center of ``Hex/zero``.
  public var origin: PixelPoint

  /// Creates a mapping with a per-axis cell size.
  ///
  /// - Parameters:
  ///   - orientation: Flat-top or pointy-top.
  ///   - size: The distance from a hex's center to its corners, per axis.
  ///   - origin: The center of ``Hex/zero``; the default is (0, 0).
  ///   - yAxis: Which way y points on screen; the default is
  ///     ``HexYAxis/down``.
  @inlinable
  public init(
    orientation: HexOrientation, size: PixelSize, origin: PixelPoint = .zero, yAxis: HexYAxis = .down
  ) {
    self.orientation = orientation
    self.size = size
    self.origin = origin
    self.yAxis = yAxis
  }

  /// Creates a mapping with a per-axis cell size, or returns `nil` when it
  /// would lie outside the domain where every answer is finite and exact.
  ///
  /// The answers of a mapping are plain floating-point arithmetic, checked
  /// nowhere on the way (``center(of:)`` runs per cell per frame): a NaN
  /// size gives NaN centers, a zero size puts every center on the origin
  /// and no point in any hex. Check a size or origin that comes from a user
  /// or a file once, here. The domain is that of ``hex(containing:)``: each
  /// size component a normal number (not zero, subnormal, infinite or NaN)
  /// of magnitude at most 2⁵⁰, and each origin component at most 2³² times
  /// its size component. Within it every hex of ``Hex/coordinateRange`` has
  /// a finite center that maps back to it.
  ///
  ///     HexGeometry(orientation: .flatTop, validatingSize: PixelSize(width: 10, height: 8))  // a mapping
  ///     HexGeometry(orientation: .flatTop, validatingSize: PixelSize(width: .nan, height: 8))  // nil
  ///
  /// - Parameters:
  ///   - orientation: Flat-top or pointy-top.
  ///   - size: The distance from a hex's center to its corners, per axis.
  ///     A negative component mirrors the grid, as for
  ///     ``init(orientation:size:origin:yAxis:)-(_,PixelSize,_,_)``.
  ///   - origin: The center of ``Hex/zero``; the default is (0, 0).
  ///   - yAxis: Which way y points on screen; the default is
  ///     ``HexYAxis/down``.
  @inlinable
  public init?(
    orientation: HexOrientation, validatingSize size: PixelSize, origin: PixelPoint = .zero,
    yAxis: HexYAxis = .down
  ) {
    self.init(orientation: orientation, size: size, origin: origin, yAxis: yAxis)
    guard _isExact else { return nil }
  }

  /// Creates a mapping with regular hexagons of circumradius `size`, or
  /// returns `nil` when it would lie outside the domain where every answer
  /// is finite and exact.
  ///
  /// See ``init(orientation:validatingSize:origin:yAxis:)-(_,PixelSize,_,_)``.
  ///
  ///     HexGeometry(orientation: .pointyTop, validatingSize: userSize) ?? fallback
  ///
  /// - Parameters:
  ///   - orientation: Flat-top or pointy-top.
  ///   - size: The distance from a hex's center to its corners: a normal
  ///     number of magnitude at most 2⁵⁰.
  ///   - origin: The center of ``Hex/zero``; the default is (0, 0).
  ///   - yAxis: Which way y points on screen; the default is
  ///     ``HexYAxis/down``.
  @inlinable
  public init?(
    orientation: HexOrientation, validatingSize size: Double, origin: PixelPoint = .zero, yAxis: HexYAxis = .down
  ) {
    self.init(
      orientation: orientation, validatingSize: PixelSize(width: size, height: size), origin: origin, yAxis: yAxis)
  }

  /// Creates a mapping with regular hexagons of circumradius `size`.
  ///
  /// - Parameters:
  ///   - orientation: Flat-top or pointy-top.
  ///   - size: The distance from a hex's center to its corners.
  ///   - origin: The center of ``Hex/zero``; the default is (0, 0).
  ///   - yAxis: Which way y points on screen; the default is
  ///     ``HexYAxis/down``.
  @inlinable
  public init(orientation: HexOrientation, size: Double, origin: PixelPoint = .zero, yAxis: HexYAxis = .down) {
    self.init(
      orientation: orientation, size: PixelSize(width: size, height: size), origin: origin, yAxis: yAxis)
  }

  /// The vertical size as applied on screen: `size.height`, negated for a
  /// y-up axis.
  @inlinable @inline(__always)
  internal var _screenHeight: Double { yAxis == .up ? -size.height : size.height }

  /// Returns the screen position of the center of `hex`.
  ///
  /// The result is finite for any hex in ``Hex/coordinateRange`` when the
  /// size components are at most 2⁵⁰ in magnitude and the origin is finite
  /// (see ``hex(containing:)`` for the domain where it maps back).
  /// Otherwise it is what floating-point arithmetic gives, never a trap: a
  /// NaN size or origin component gives NaN coordinates, an infinite one
  /// infinite or NaN ones (∞ · 0 for a hex on an axis). Nothing is checked
  /// here, per call; refuse a bad size once, where it comes in, with
  /// ``init(orientation:validatingSize:origin:yAxis:)-(_,PixelSize,_,_)``.
  ///
  ///     HexGeometry(orientation: .flatTop, size: .nan).center(of: Hex(q: 1, r: 0))   // (nan, nan)
  ///
  /// - Parameter hex: The hex.
  @inlinable @inline(__always)  // a center per cell
  public func center(of hex: Hex) -> PixelPoint {
    let m = orientation._forward
    let q = Double(hex.q), r = Double(hex.r)
    return PixelPoint(
      x: (m.f0 * q + m.f1 * r) * size.width + origin.x,
      y: (m.f2 * q + m.f3 * r) * _screenHeight + origin.y)
  }

  /// Returns the fractional hex coordinates of a point.
  ///
  /// The result is not finite when the point is not finite or a size
  /// component is zero.
  ///
  /// - Parameter point: A screen point.
  @inlinable @inline(__always)  // pixel to hex
  public func fractionalHex(at point: PixelPoint) -> FractionalHex {
    let m = orientation._backward
    // Multiplying by reciprocals lets a caller's loop hoist the divisions.
    let x = (point.x - origin.x) * (1 / size.width)
    let y = (point.y - origin.y) * (1 / _screenHeight)
    return FractionalHex(q: m.b0 * x + m.b1 * y, r: m.b2 * x + m.b3 * y)
  }

  /// Returns the hex whose cell contains `point`, or `nil` if the point is
  /// not finite, the mapping is outside its exact domain, or the hex would
  /// lie outside ``Hex/coordinateRange``.
  ///
  /// A point on an edge between cells belongs to one of them. The exact
  /// domain: each size component is a normal number (not zero, subnormal,
  /// infinite or NaN) of magnitude at most 2⁵⁰, and each origin component
  /// is at most 2³² times its size component. Within it, the center of every
  /// hex in the coordinate range maps back to that hex; beyond it (an origin
  /// of 10¹⁷ for cells of size 10, say), precision is lost, so the answer
  /// is `nil`.
  ///
  /// - Parameter point: A screen point.
  @inlinable @inline(__always)  // hot path: inlined into callers' loops
  public func hex(containing point: PixelPoint) -> Hex? {
    guard _isExact else { return nil }
    return fractionalHex(at: point).rounded()
  }

  /// Whether the mapping is inside the domain where pixel round trips are
  /// exact (see ``hex(containing:)``).
  @inlinable
  internal var _isExact: Bool {
    let w = size.width.magnitude, h = size.height.magnitude
    return size.width.isNormal && size.height.isNormal && w <= 0x1p50 && h <= 0x1p50
      && origin.x.magnitude <= 0x1p32 * w && origin.y.magnitude <= 0x1p32 * h
  }

  /// Returns the hexagon that `hex` occupies on screen.
  ///
  /// - Parameter hex: The hex.
  @inlinable @inline(__always)  // hot path: inlined into callers' loops
  public func hexagon(of hex: Hex) -> Hexagon {
    Hexagon(center: center(of: hex), size: size, orientation: orientation, yAxis: yAxis)
  }

  /// Returns the six corners of `hex` on screen, without allocating.
  ///
  /// Corner 0 is the right-hand point (flat-top) or the upper-right corner
  /// (pointy-top); the corners run counterclockwise as seen on screen, with
  /// either ``yAxis``. See ``Hexagon``.
  ///
  /// Like ``center(of:)``, nothing is checked per call: a geometry with a
  /// NaN or infinite size or origin gives NaN or infinite corners. Refuse
  /// such a size where it comes in, with
  /// ``init(orientation:validatingSize:origin:yAxis:)-(_,PixelSize,_,_)``.
  ///
  /// - Parameter hex: The hex.
  @inlinable @inline(__always)  // hot path: inlined into callers' loops
  public func corners(of hex: Hex) -> HexCorners {
    hexagon(of: hex).corners
  }
}
