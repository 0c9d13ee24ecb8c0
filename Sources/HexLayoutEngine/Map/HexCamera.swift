import HexCore

/// A view onto a hex map: the world point shown at the viewport's center,
/// and how many screen points one world unit takes.
///
/// The camera does the arithmetic of a map view — screen ↔ world ↔ hex,
/// panning, pinch-zooming about the fingers, zooming to fit a region —
/// over plain values, so it is tested anywhere and drives `HexMapView`
/// on Apple platforms. World coordinates are those of the map's
/// `HexGeometry`; screen coordinates have their origin at the viewport's
/// top-leading corner. A screen point `p` shows the world point
/// `center + (p − viewport / 2) / zoom`.
///
///     var camera = HexCamera(center: .zero, zoom: 2)
///     let viewport = PixelSize(width: 400, height: 300)
///     camera.screenPoint(forWorld: PixelPoint(x: 10, y: 0), in: viewport)  // (220, 150)
///     camera.zoom(by: 2, about: PixelPoint(x: 220, y: 150), in: viewport)  // (220, 150) stays on (10, 0)
///
/// Every value stays usable: the center is finite and each of its
/// components within ``centerRange``, the zoom stays within ``zoomLimits``,
/// which lie within ``zoomRange``, and a pan, zoom or fit with a non-finite
/// or non-positive argument, or whose result would not be finite, changes
/// nothing.
///
/// **Domain.** The two ranges keep the screen arithmetic finite: for a
/// world point within ``centerRange``, `(world − center) · zoom` is below
/// 2¹³¹ points, some 900 binary orders of magnitude short of `Double`'s
/// largest value, so a map's screen geometry overflows only when its own
/// origin or size is near that end (``HexDrawList`` says what it draws
/// then). ``centerRange`` reaches every hex of every geometry whose
/// `HexGeometry.hex(containing:)` is exact (its world centers lie within
/// 2⁸³).
///
/// **Precision.** Screen positions are computed as
/// `(world − center) · zoom`, so they are exact to about
/// `|world − center| · zoom · 2⁻⁵²` points; a map's cells on screen (see
/// ``screenGeometry(for:in:)``) to about
/// `|geometry.origin − center| · zoom · 2⁻⁵²`.
public struct HexCamera: Hashable, Sendable {
  /// The world point at the viewport's center.
  ///
  /// Setting a point that is not finite sets the origin; a component
  /// beyond ``centerRange`` is clamped to it.
  public var center: PixelPoint {
    didSet { center = Self.sanitized(center) }
  }

  /// Screen points per world unit, within ``zoomLimits``.
  ///
  /// Setting NaN keeps the zoom; any other value is clamped to the limits.
  public var zoom: Double {
    didSet { zoom = Self.clamp(zoom, to: zoomLimits, fallback: oldValue) }
  }

  /// The smallest and largest zoom, within ``zoomRange``; the default is
  /// 10⁻³…10³.
  ///
  /// Bounds that are not positive and finite are replaced by the
  /// default's, bounds outside ``zoomRange`` are clamped to it, and the
  /// zoom is clamped to the new limits.
  public var zoomLimits: ClosedRange<Double> {
    didSet {
      zoomLimits = Self.sanitized(zoomLimits)
      zoom = Self.clamp(zoom, to: zoomLimits, fallback: 1)
    }
  }

  /// The default zoom limits: 10⁻³…10³.
  public static let defaultZoomLimits: ClosedRange<Double> = 1e-3...1e3

  /// The zooms any camera can have: 2⁻⁴⁰…2⁴⁰ (about 9.1 · 10⁻¹³ … 1.1 · 10¹²).
  ///
  /// Zoom limits are clamped into this range, and decoding refuses limits
  /// outside it. It is far wider than any map view needs — a cell of one
  /// world unit is 10⁻¹² to 10¹² points across — and small enough that a
  /// center within ``centerRange``, divided or multiplied by a zoom, stays
  /// finite with hundreds of binary orders of magnitude to spare.
  public static let zoomRange: ClosedRange<Double> = 0x1p-40...0x1p40

  /// The values each component of a camera's ``center`` can have:
  /// −2⁹⁰…2⁹⁰ (about ±1.2 · 10²⁷).
  ///
  /// A center beyond it is clamped to it, and decoding refuses it. The
  /// range holds every hex center of every geometry whose
  /// `HexGeometry.hex(containing:)` is exact (size components up to 2⁵⁰,
  /// origin components up to 2³² sizes: centers within 2⁸³), with room to
  /// spare; the difference of two such values times the largest zoom is
  /// below 2¹³¹ points.
  public static let centerRange: ClosedRange<Double> = -0x1p90...0x1p90

  /// Creates a camera.
  ///
  /// - Parameters:
  ///   - center: The world point at the viewport's center; a non-finite
  ///     point is the origin, and a component beyond ``centerRange`` is
  ///     clamped to it.
  ///   - zoom: Screen points per world unit, clamped to `zoomLimits`; a
  ///     NaN zoom is 1 (clamped).
  ///   - zoomLimits: The smallest and largest zoom. Bounds that are not
  ///     positive and finite are replaced by the default's; bounds outside
  ///     ``zoomRange`` are clamped to it.
  public init(
    center: PixelPoint = .zero, zoom: Double = 1, zoomLimits: ClosedRange<Double> = HexCamera.defaultZoomLimits
  ) {
    let limits = Self.sanitized(zoomLimits)
    self.zoomLimits = limits
    self.center = Self.sanitized(center)
    self.zoom = Self.clamp(zoom, to: limits, fallback: 1)
  }

  /// The default's bound for one that is not positive and finite, each
  /// clamped to ``zoomRange``, the smaller first.
  static func sanitized(_ limits: ClosedRange<Double>) -> ClosedRange<Double> {
    let d = defaultZoomLimits
    func bound(_ value: Double, _ fallback: Double) -> Double {
      let value = value.isFinite && value > 0 ? value : fallback
      return Swift.min(Swift.max(value, zoomRange.lowerBound), zoomRange.upperBound)
    }
    let lower = bound(limits.lowerBound, d.lowerBound), upper = bound(limits.upperBound, d.upperBound)
    return Swift.min(lower, upper)...Swift.max(lower, upper)
  }

  /// The origin for a point that is not finite; each component clamped to
  /// ``centerRange``.
  static func sanitized(_ center: PixelPoint) -> PixelPoint {
    guard center.isFinite else { return .zero }
    let c = centerRange
    return PixelPoint(
      x: Swift.min(Swift.max(center.x, c.lowerBound), c.upperBound),
      y: Swift.min(Swift.max(center.y, c.lowerBound), c.upperBound))
  }

  static func clamp(_ zoom: Double, to limits: ClosedRange<Double>, fallback: Double) -> Double {
    let value = zoom.isNaN ? (fallback.isNaN ? 1 : fallback) : zoom
    return Swift.min(Swift.max(value, limits.lowerBound), limits.upperBound)
  }

  // MARK: Screen, world and hex

  /// Returns the screen point where `world` is shown.
  ///
  /// - Parameters:
  ///   - world: A world point.
  ///   - viewport: The viewport's size.
  @inlinable
  public func screenPoint(forWorld world: PixelPoint, in viewport: PixelSize) -> PixelPoint {
    PixelPoint(
      x: (world.x - center.x) * zoom + viewport.width / 2, y: (world.y - center.y) * zoom + viewport.height / 2)
  }

  /// Returns the world point shown at `screen`.
  ///
  /// - Parameters:
  ///   - screen: A point in the viewport.
  ///   - viewport: The viewport's size.
  @inlinable
  public func worldPoint(forScreen screen: PixelPoint, in viewport: PixelSize) -> PixelPoint {
    PixelPoint(
      x: center.x + (screen.x - viewport.width / 2) / zoom, y: center.y + (screen.y - viewport.height / 2) / zoom)
  }

  /// Returns the world rectangle the viewport shows.
  ///
  /// - Parameter viewport: The viewport's size.
  public func visibleRect(in viewport: PixelSize) -> PixelRect {
    let origin = worldPoint(forScreen: .zero, in: viewport)
    return PixelRect(origin: origin, size: PixelSize(width: viewport.width / zoom, height: viewport.height / zoom))
  }

  /// Returns `geometry` as drawn on screen: the same hexes, with their
  /// centers and corners in screen points.
  ///
  /// Everything a map view draws or hit-tests goes through it: a hex's
  /// `hexagon(of:)` in the result is its cell on screen. Its origin is
  /// exact to about `|geometry.origin − center| · zoom · 2⁻⁵²` points, and
  /// so is a visible cell's position (the origin plus the cell's offset
  /// from it, of about the same size). The result is finite unless
  /// `(geometry.origin − center) · zoom` or `geometry.size · zoom`
  /// overflows, which takes a geometry whose own origin or size is within
  /// a factor `zoom` of `Double`'s largest value (about 1.8 · 10³⁰⁸).
  ///
  /// - Parameters:
  ///   - geometry: The map's geometry, in world coordinates.
  ///   - viewport: The viewport's size.
  public func screenGeometry(for geometry: HexGeometry, in viewport: PixelSize) -> HexGeometry {
    var screen = geometry
    screen.size = PixelSize(width: geometry.size.width * zoom, height: geometry.size.height * zoom)
    screen.origin = screenPoint(forWorld: geometry.origin, in: viewport)
    return screen
  }

  /// Returns the hex of the plane shown at `screen`: the hex of `geometry`
  /// whose cell contains the world point there, or `nil` as
  /// `HexGeometry.hex(containing:)` answers.
  ///
  /// The camera knows no map: this may be a hex off it. A map's answer —
  /// the world's hex, or `nil` off the world — is
  /// ``HexMapInteraction/hex(tappedAt:camera:viewport:)``.
  ///
  /// - Parameters:
  ///   - screen: A point in the viewport (a tap).
  ///   - geometry: The map's geometry, in world coordinates.
  ///   - viewport: The viewport's size.
  public func hex(at screen: PixelPoint, for geometry: HexGeometry, in viewport: PixelSize) -> Hex? {
    geometry.hex(containing: worldPoint(forScreen: screen, in: viewport))
  }

  // MARK: Gestures

  /// Moves the view with a finger: the content moves by `translation`
  /// screen points.
  ///
  /// A non-finite translation, or one so large that the new center would
  /// not be finite, changes nothing; a center beyond ``centerRange`` is
  /// clamped to it.
  ///
  /// - Parameter translation: The finger's movement on screen.
  public mutating func pan(by translation: PixelSize) {
    guard translation.isFinite else { return }
    let moved = PixelPoint(x: center.x - translation.width / zoom, y: center.y - translation.height / zoom)
    guard moved.isFinite else { return }
    center = moved
  }

  /// Zooms by `factor` about the screen point `anchor` (a pinch's center):
  /// the world point under `anchor` stays there.
  ///
  /// The zoom is clamped to ``zoomLimits``, and the anchor still stays put
  /// with the clamped zoom (unless the center would pass ``centerRange``,
  /// which clamps it). A factor that is not positive and finite, a
  /// non-finite anchor or viewport, or an anchor so far out that the new
  /// center would not be finite, changes nothing.
  ///
  /// - Parameters:
  ///   - factor: The change of scale: 2 zooms in twice as close.
  ///   - anchor: The screen point to zoom about.
  ///   - viewport: The viewport's size.
  public mutating func zoom(by factor: Double, about anchor: PixelPoint, in viewport: PixelSize) {
    guard factor.isFinite, factor > 0 else { return }
    zoom(to: zoom * factor, about: anchor, in: viewport)
  }

  /// Sets the zoom to `target` (clamped to ``zoomLimits``) about the
  /// screen point `anchor`, as ``zoom(by:about:in:)`` does.
  mutating func zoom(to target: Double, about anchor: PixelPoint, in viewport: PixelSize) {
    guard anchor.isFinite, viewport.isFinite else { return }
    let world = worldPoint(forScreen: anchor, in: viewport)
    let newZoom = Self.clamp(target, to: zoomLimits, fallback: zoom)
    let offset = PixelPoint(x: anchor.x - viewport.width / 2, y: anchor.y - viewport.height / 2)
    let moved = PixelPoint(x: world.x - offset.x / newZoom, y: world.y - offset.y / newZoom)
    guard moved.isFinite else { return }
    zoom = newZoom
    center = moved
  }

  /// Centers `rect` and zooms so that it fills the viewport less `padding`
  /// on every side, within ``zoomLimits``.
  ///
  /// An empty rectangle, or a viewport with no room inside the padding,
  /// changes nothing but the center (for a point rectangle). A non-finite
  /// rectangle or viewport, or a rectangle whose center is not finite (its
  /// corners near `Double`'s end), changes nothing; a center beyond
  /// ``centerRange`` is clamped to it.
  ///
  /// - Parameters:
  ///   - rect: The world rectangle to show (for example a region's
  ///     `HexGeometry.bounds(of:)`).
  ///   - viewport: The viewport's size.
  ///   - padding: The screen points to leave around it; the default is 0.
  public mutating func fit(_ rect: PixelRect, in viewport: PixelSize, padding: Double = 0) {
    guard rect.isFinite, viewport.isFinite, rect.center.isFinite else { return }
    center = rect.center
    let pad = padding.isFinite ? Swift.max(padding, 0) : 0
    let room = PixelSize(width: viewport.width - 2 * pad, height: viewport.height - 2 * pad)
    guard room.width > 0, room.height > 0, rect.width.magnitude > 0 || rect.height.magnitude > 0 else { return }
    let fits = Swift.min(
      rect.width.magnitude > 0 ? room.width / rect.width.magnitude : .infinity,
      rect.height.magnitude > 0 ? room.height / rect.height.magnitude : .infinity)
    zoom = fits
  }
}

extension HexCamera: Codable {
  private enum CodingKeys: String, CodingKey {
    case center, zoom, zoomLimits
  }

  /// Encodes the camera: its center (`x`, `y`), zoom and zoom limits.
  ///
  /// - Parameter encoder: The encoder.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode([center.x, center.y], forKey: .center)
    try container.encode(zoom, forKey: .zoom)
    try container.encode([zoomLimits.lowerBound, zoomLimits.upperBound], forKey: .zoomLimits)
  }

  /// Decodes a camera, refusing values it would not hold.
  ///
  /// Refused: a center that is not two finite numbers within
  /// ``centerRange``, zoom limits that are not two numbers within
  /// ``zoomRange`` (the smaller first), or a zoom outside its limits.
  /// Absent limits are ``defaultZoomLimits``.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` naming the key and the bounds
  ///   it breaks.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let c = try container.decode([Double].self, forKey: .center)
    guard c.count == 2, HexCamera.centerRange.contains(c[0]), HexCamera.centerRange.contains(c[1]) else {
      throw DecodingError.dataCorruptedError(
        forKey: .center, in: container,
        debugDescription: "a camera's center is two numbers [x, y], each within ±2^90 (HexCamera.centerRange)")
    }
    let limits = try container.decodeIfPresent([Double].self, forKey: .zoomLimits)
    var range = HexCamera.defaultZoomLimits
    if let limits {
      let allowed = HexCamera.zoomRange
      guard limits.count == 2, allowed.contains(limits[0]), allowed.contains(limits[1]), limits[0] <= limits[1] else {
        throw DecodingError.dataCorruptedError(
          forKey: .zoomLimits, in: container,
          debugDescription: "zoom limits are two numbers within 2^-40...2^40 (HexCamera.zoomRange), the smaller first")
      }
      range = limits[0]...limits[1]
    }
    let zoom = try container.decode(Double.self, forKey: .zoom)
    guard range.contains(zoom) else {
      throw DecodingError.dataCorruptedError(
        forKey: .zoom, in: container, debugDescription: "the zoom \(zoom) is outside the limits \(range)")
    }
    self.init(center: PixelPoint(x: c[0], y: c[1]), zoom: zoom, zoomLimits: range)
  }
}
