// How a map view draws an overlay.

#if canImport(SwiftUI)
  import HexCore
  import HexLayoutEngine
  import SwiftUI

  /// How a ``HexMapView`` draws an overlay: its stroke, fill, line width,
  /// dash and order.
  ///
  /// A map view styles each overlay by its id (`HexOverlay.id`) through
  /// its `overlayStyles`; an overlay with no style there is drawn with
  /// ``default(for:)``.
  ///
  ///     let styles: [String: HexOverlayStyle] = [
  ///       "route": HexOverlayStyle(stroke: .blue, lineWidth: 4, dash: [8, 4], zIndex: 1),
  ///       "range": HexOverlayStyle(stroke: .green, fill: .green.opacity(0.2)),
  ///     ]
  ///
  /// What each part draws: a path is stroked (its fill is not used); an
  /// outline's polygons and whole cells are filled, then stroked; grid
  /// edges are stroked; grid vertices are filled squares `lineWidth` · 2
  /// points across. A `nil` stroke or fill draws nothing of that part.
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public struct HexOverlayStyle: Equatable, Sendable {
    /// The color lines are stroked with, or `nil` for no stroke.
    public var stroke: Color?
    /// The color areas are filled with, or `nil` for no fill.
    public var fill: Color?
    /// The stroke's width in points (a vertex's half side); a negative or
    /// non-finite width draws as 0.
    public var lineWidth: CGFloat
    /// The lengths of the dash pattern's painted and unpainted segments,
    /// in points; empty for a solid line.
    public var dash: [CGFloat]
    /// The order among overlays: higher draws on top.
    ///
    /// Equal ones draw in the order given. Every overlay draws above the
    /// cells and below the selection and the cursor.
    public var zIndex: Double

    /// Creates a style.
    ///
    /// - Parameters:
    ///   - stroke: The stroke's color, or `nil` for none.
    ///   - fill: The fill's color, or `nil` for none; the default is none.
    ///   - lineWidth: The stroke's width in points; the default is 2.
    ///   - dash: The dash pattern; the default is a solid line.
    ///   - zIndex: The order among overlays; the default is 0.
    public init(
      stroke: Color?, fill: Color? = nil, lineWidth: CGFloat = 2, dash: [CGFloat] = [], zIndex: Double = 0
    ) {
      self.stroke = stroke
      self.fill = fill
      self.lineWidth = lineWidth
      self.dash = dash
      self.zIndex = zIndex
    }

    /// The style an overlay with none is drawn with, by what it draws: a
    /// path in red, 3 points wide; an outline in orange, 2 points wide,
    /// filled with orange at 20% opacity; cells filled yellow at 35%; grid
    /// edges in black, 2 points wide; grid vertices as black squares 5
    /// points across.
    ///
    /// - Parameter drawing: What the overlay draws.
    public static func `default`(for drawing: HexDrawList.Overlay.Drawing) -> HexOverlayStyle {
      switch drawing {
      case .polylines: HexOverlayStyle(stroke: .red, lineWidth: 3)
      case .polygons: HexOverlayStyle(stroke: .orange, fill: .orange.opacity(0.2), lineWidth: 2)
      case .cells: HexOverlayStyle(stroke: nil, fill: .yellow.opacity(0.35))
      case .segments: HexOverlayStyle(stroke: .black, lineWidth: 2)
      case .points: HexOverlayStyle(stroke: nil, fill: .black, lineWidth: 2.5)
      }
    }

    /// The stroke's width, 0 for a negative or non-finite one.
    var drawnLineWidth: CGFloat { lineWidth.isFinite ? Swift.max(lineWidth, 0) : 0 }

    /// The stroke style: the width and the dash.
    var strokeStyle: StrokeStyle {
      StrokeStyle(lineWidth: drawnLineWidth, dash: dash.filter { $0.isFinite && $0 >= 0 })
    }
  }
#endif
