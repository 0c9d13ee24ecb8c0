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
/// Every value stays usable: a non-finite center is the origin, the zoom
/// stays within ``zoomLimits``, and a pan, zoom or fit with a non-finite or
/// non-positive argument changes nothing.
public struct HexCamera: Hashable, Sendable {
  /// The world point at the viewport's center.
  public var center: PixelPoint {
    didSet { if !center.isFinite { center = oldValue.isFinite ? oldValue : .zero } }
  }

  /// Screen points per world unit, within ``zoomLimits``.
  public var zoom: Double {
    didSet { zoom = Self.clamp(zoom, to: zoomLimits, fallback: oldValue) }
  }

  /// The smallest and largest zoom; the default is 10⁻³…10³.
  public var zoomLimits: ClosedRange<Double> {
    didSet {
      zoomLimits = Self.sanitized(zoomLimits)
      zoom = Self.clamp(zoom, to: zoomLimits, fallback: 1)
    }
  }

  /// The default zoom limits: 10⁻³…10³.
  public static let defaultZoomLimits: ClosedRange<Double> = 1e-3...1e3

  /// Creates a camera.
  ///
  /// - Parameters:
  ///   - center: The world point at the viewport's center; a non-finite
  ///     point is the origin.
  ///   - zoom: Screen points per world unit, clamped to `zoomLimits`; a
  ///     non-finite zoom is 1 (clamped).
  ///   - zoomLimits: The smallest and largest zoom. Bounds that are not
  ///     positive and finite are replaced by the default's.
  public init(
    center: PixelPoint = .zero, zoom: Double = 1, zoomLimits: ClosedRange<Double> = HexCamera.defaultZoomLimits
  ) {
    let limits = Self.sanitized(zoomLimits)
    self.zoomLimits = limits
    self.center = center.isFinite ? center : .zero
    self.zoom = Self.clamp(zoom, to: limits, fallback: 1)
  }

  static func sanitized(_ limits: ClosedRange<Double>) -> ClosedRange<Double> {
    let d = defaultZoomLimits
    let lower = limits.lowerBound.isFinite && limits.lowerBound > 0 ? limits.lowerBound : d.lowerBound
    let upper = limits.upperBound.isFinite && limits.upperBound > 0 ? limits.upperBound : d.upperBound
    return Swift.min(lower, upper)...Swift.max(lower, upper)
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
  /// `hexagon(of:)` in the result is its cell on screen.
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

  /// Returns the hex shown at `screen`: the hex of `geometry` whose cell
  /// contains the world point there, or `nil` as
  /// `HexGeometry.hex(containing:)` answers.
  ///
  /// - Parameters:
  ///   - screen: A point in the viewport (a tap).
  ///   - geometry: The map's geometry, in world coordinates.
  ///   - viewport: The viewport's size.
  public func hex(at screen: PixelPoint, in geometry: HexGeometry, viewport: PixelSize) -> Hex? {
    geometry.hex(containing: worldPoint(forScreen: screen, in: viewport))
  }

  // MARK: Gestures

  /// Moves the view with a finger: the content moves by `translation`
  /// screen points.
  ///
  /// A non-finite translation changes nothing.
  ///
  /// - Parameter translation: The finger's movement on screen.
  public mutating func pan(by translation: PixelSize) {
    guard translation.isFinite else { return }
    center = PixelPoint(x: center.x - translation.width / zoom, y: center.y - translation.height / zoom)
  }

  /// Zooms by `factor` about the screen point `anchor` (a pinch's center):
  /// the world point under `anchor` stays there.
  ///
  /// The zoom is clamped to ``zoomLimits``, and the anchor still stays put
  /// with the clamped zoom. A factor that is not positive and finite, or a
  /// non-finite anchor, changes nothing.
  ///
  /// - Parameters:
  ///   - factor: The change of scale: 2 zooms in twice as close.
  ///   - anchor: The screen point to zoom about.
  ///   - viewport: The viewport's size.
  public mutating func zoom(by factor: Double, about anchor: PixelPoint, in viewport: PixelSize) {
    guard factor.isFinite, factor > 0, anchor.isFinite, viewport.isFinite else { return }
    let world = worldPoint(forScreen: anchor, in: viewport)
    zoom = zoom * factor
    let offset = PixelPoint(x: anchor.x - viewport.width / 2, y: anchor.y - viewport.height / 2)
    center = PixelPoint(x: world.x - offset.x / zoom, y: world.y - offset.y / zoom)
  }

  /// Centers `rect` and zooms so that it fills the viewport less `padding`
  /// on every side, within ``zoomLimits``.
  ///
  /// An empty or non-finite rectangle, or a viewport with no room inside
  /// the padding, changes nothing but the center (for a finite point
  /// rectangle).
  ///
  /// - Parameters:
  ///   - rect: The world rectangle to show (for example a region's
  ///     `HexGeometry.bounds(of:)`).
  ///   - viewport: The viewport's size.
  ///   - padding: The screen points to leave around it; the default is 0.
  public mutating func fit(_ rect: PixelRect, in viewport: PixelSize, padding: Double = 0) {
    guard rect.isFinite, viewport.isFinite else { return }
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

  /// Decodes a camera, refusing values it would not hold: a center that is
  /// not two finite numbers, or a zoom outside its limits.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` naming the key and why.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let c = try container.decode([Double].self, forKey: .center)
    guard c.count == 2, c[0].isFinite, c[1].isFinite else {
      throw DecodingError.dataCorruptedError(
        forKey: .center, in: container, debugDescription: "a camera's center is two finite numbers, [x, y]")
    }
    let limits = try container.decodeIfPresent([Double].self, forKey: .zoomLimits)
    var range = HexCamera.defaultZoomLimits
    if let limits {
      guard limits.count == 2, limits[0].isFinite, limits[1].isFinite, limits[0] > 0, limits[0] <= limits[1] else {
        throw DecodingError.dataCorruptedError(
          forKey: .zoomLimits, in: container,
          debugDescription: "zoom limits are two positive finite numbers, the smaller first")
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
