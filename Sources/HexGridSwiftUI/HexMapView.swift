// A board for big hex maps: one Canvas, no view per cell.

#if canImport(SwiftUI)
  import HexCore
  import HexLayoutEngine
  import SwiftUI

  /// A hex map drawn with `Canvas` — no view per cell, so a map of a
  /// million hexes pans and zooms as smoothly as one of fifty — that pans,
  /// zooms and reports taps as hexes.
  ///
  /// Each frame draws the ``HexDrawList`` of the camera: the visible cells,
  /// filled by `fill`, and the overlays `overlays` adds (a route, a range's
  /// outline, a field of view), culled to the view. The camera and the
  /// selection are bindings, so the app owns them (to save them, or to
  /// center on a unit).
  ///
  ///     HexMapView(region: Hex.zero.hexagon(radius: 577), geometry: world,
  ///                camera: $camera, selection: $selected) { hex in
  ///       terrain[hex].color
  ///     } label: { hex in
  ///       terrain[hex].name
  ///     } overlays: { frame in
  ///       frame.addPath(route, id: "route")
  ///     }
  ///
  /// Input, by platform:
  /// - iOS, iPadOS, macOS, visionOS: drag to pan, pinch to zoom about the
  ///   fingers, tap to select (a tap off the map clears the selection).
  ///   watchOS: drag and tap.
  /// - Keyboard (and the tvOS remote): the arrow keys move a cursor hex,
  ///   scrolling to keep it in view; on tvOS the select button selects it.
  /// - VoiceOver: the map is one element whose value announces the cursor
  ///   and the selection, each with its coordinates and `label`'s words;
  ///   activation selects the cursor.
  ///
  /// Requires iOS 17, macOS 14, tvOS 17, watchOS 10 or visionOS 1
  /// (`onKeyPress`, `focusable()` everywhere, and the pinch's starting
  /// point), a newer floor than the rest of the module.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  public struct HexMapView: View {
    /// The map's hexes.
    public var region: HexRegion
    /// The map's geometry, in world coordinates (the camera's).
    public var geometry: HexGeometry
    /// What the viewport shows.
    @Binding public var camera: HexCamera
    /// The selected hex, or `nil`.
    @Binding public var selection: Hex?
    internal let fill: (Hex) -> Color
    internal let label: (Hex) -> String
    internal let overlays: (inout HexDrawList) -> Void
    @State private var interaction: HexMapInteraction

    /// Creates a map view.
    ///
    /// - Parameters:
    ///   - region: The map's hexes.
    ///   - geometry: The map's geometry, in world coordinates.
    ///   - camera: What the viewport shows.
    ///   - selection: The selected hex.
    ///   - fill: Each cell's color.
    ///   - label: What VoiceOver says of a hex after its coordinates; the
    ///     default says nothing more.
    ///   - overlays: Adds overlays to each frame's draw list; the default
    ///     adds none.
    public init(
      region: HexRegion, geometry: HexGeometry, camera: Binding<HexCamera>, selection: Binding<Hex?>,
      fill: @escaping (Hex) -> Color, label: @escaping (Hex) -> String = { _ in "" },
      overlays: @escaping (inout HexDrawList) -> Void = { _ in }
    ) {
      self.region = region
      self.geometry = geometry
      self._camera = camera
      self._selection = selection
      self.fill = fill
      self.label = label
      self.overlays = overlays
      self._interaction = State(initialValue: HexMapInteraction(region: region, geometry: geometry))
    }

    /// The frame for a viewport: the draw list with the caller's overlays.
    package func drawList(in viewport: PixelSize) -> HexDrawList {
      var list = HexDrawList(region: region, geometry: geometry, camera: camera, viewport: viewport)
      overlays(&list)
      return list
    }

    /// What VoiceOver reads as the map's value: the cursor, then the
    /// selection.
    package var accessibilityDescription: String {
      var parts: [String] = []
      if let cursor = interaction.cursor {
        parts.append("Cursor " + HexMapInteraction.spokenDescription(of: cursor, label: label(cursor)))
      }
      if let selection {
        parts.append("Selected " + HexMapInteraction.spokenDescription(of: selection, label: label(selection)))
      }
      return parts.isEmpty ? "No selection" : parts.joined(separator: ". ")
    }

    /// The map: a canvas drawing the frame, with its gestures, keys and
    /// accessibility.
    public var body: some View {
      GeometryReader { proxy in
        let viewport = PixelSize(proxy.size)
        let list = drawList(in: viewport)
        let cursor = interaction.cursor
        Canvas { context, _ in
          Self.draw(list, fill: fill, selection: selection, cursor: cursor, in: &context)
        }
        .mapGestures(self, viewport: viewport)
        .focusable()
        .onScreenMove { direction in
          var moved = camera
          interaction.moveCursor(direction, selection: selection, camera: &moved, viewport: viewport)
          camera = moved
        }
        .onSelectButton { selection = interaction.cursor }
        .accessibilityElement()
        .accessibilityLabel("Hex map")
        .accessibilityValue(accessibilityDescription)
        .accessibilityAction { selection = interaction.cursor ?? selection }
      }
    }

    /// Applies a tap at `point` (view coordinates): selects the hex there.
    package func tap(at point: PixelPoint, viewport: PixelSize) {
      selection = interaction.hex(tappedAt: point, camera: camera, viewport: viewport)
    }

    /// Applies a drag's total translation (its change since the drag's
    /// previous one).
    package func drag(by translation: PixelSize) {
      var moved = camera
      interaction.drag(by: translation, camera: &moved)
      camera = moved
    }

    /// Applies a pinch's total magnification about its starting point (the
    /// zoom the pinch began with, times it).
    package func pinch(by magnification: Double, about anchor: PixelPoint, viewport: PixelSize) {
      var moved = camera
      interaction.pinch(by: magnification, about: anchor, viewport: viewport, camera: &moved)
      camera = moved
    }

    /// Ends a drag; a pinch running with it goes on.
    package func endDrag() {
      interaction.endDrag()
    }

    /// Ends a pinch; a drag running with it goes on.
    package func endPinch() {
      interaction.endPinch()
    }

    /// Draws a frame: the cells (or the map's outline when they are too
    /// small), the overlays, then the selection and the cursor.
    static func draw(
      _ list: HexDrawList, fill: (Hex) -> Color, selection: Hex?, cursor: Hex?, in context: inout GraphicsContext
    ) {
      let size = Swift.min(list.geometry.size.width.magnitude, list.geometry.size.height.magnitude)
      let line = CGFloat(Swift.min(1, size / 10))
      for hex in list.cells {
        let path = Path(list.geometry.hexagon(of: hex).outline())
        context.fill(path, with: .color(fill(hex)))
        if size >= 4 { context.stroke(path, with: .color(.black.opacity(0.3)), lineWidth: line) }
      }
      if list.levelOfDetail == .mapOutline, !list.mapOutline.isEmpty {
        context.fill(Path(polygon(list.mapOutline)), with: .color(.gray.opacity(0.5)))
      }
      for overlay in list.overlays {
        switch overlay.drawing {
        case .polylines(let lines):
          for points in lines where points.count > 1 {
            var elements = polygon(points)
            elements.removeLast()  // open
            context.stroke(Path(elements), with: .color(.red), lineWidth: 3)
          }
        case .polygons(let polygons):
          let path = Path(polygons.flatMap(polygon))
          context.fill(path, with: .color(.orange.opacity(0.2)))
          context.stroke(path, with: .color(.orange), lineWidth: 2)
        case .cells(let hexes):
          for hex in hexes {
            context.fill(Path(list.geometry.hexagon(of: hex).outline()), with: .color(.yellow.opacity(0.35)))
          }
        case .segments(let segments):
          for segment in segments {
            context.stroke(
              Path([.move(to: segment.start), .line(to: segment.end)]), with: .color(.black), lineWidth: 2)
          }
        case .points(let points):
          for p in points {
            let r = 2.5
            let square = [
              PixelPoint(x: p.x - r, y: p.y - r), PixelPoint(x: p.x + r, y: p.y - r),
              PixelPoint(x: p.x + r, y: p.y + r), PixelPoint(x: p.x - r, y: p.y + r),
            ]
            context.fill(Path(polygon(square)), with: .color(.black))
          }
        }
      }
      for (hex, color, width) in [(selection, Color.blue, 3.0), (cursor, Color.orange, 2.0)] {
        guard let hex, list.region.contains(hex), list.geometry.hexagon(of: hex).intersects(list.viewport) else {
          continue
        }
        context.stroke(Path(list.geometry.hexagon(of: hex).outline()), with: .color(color), lineWidth: CGFloat(width))
      }
    }

    /// A closed polygon's path elements.
    static func polygon(_ points: [PixelPoint]) -> [PathElement] {
      guard let first = points.first else { return [] }
      return [.move(to: first)] + points.dropFirst().map { .line(to: $0) } + [.closeSubpath]
    }
  }

  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
  extension View {
    /// The map's gestures where they exist: drag and tap (not tvOS), and
    /// pinch (not tvOS or watchOS).
    ///
    /// The drag and the pinch run at the same time, each ending its own
    /// gesture (`HexMapInteraction` keeps one state per gesture).
    @ViewBuilder
    fileprivate func mapGestures(_ map: HexMapView, viewport: PixelSize) -> some View {
      #if os(tvOS)
        self
      #elseif os(watchOS)
        gesture(SpatialTapGesture().onEnded { map.tap(at: PixelPoint($0.location), viewport: viewport) })
          .simultaneousGesture(
            DragGesture().onChanged { map.drag(by: PixelSize($0.translation)) }.onEnded { _ in map.endDrag() })
      #else
        gesture(SpatialTapGesture().onEnded { map.tap(at: PixelPoint($0.location), viewport: viewport) })
          .simultaneousGesture(
            DragGesture().onChanged { map.drag(by: PixelSize($0.translation)) }.onEnded { _ in map.endDrag() }
          )
          .simultaneousGesture(
            MagnifyGesture()
              .onChanged {
                map.pinch(
                  by: Double($0.magnification), about: PixelPoint($0.startLocation), viewport: viewport)
              }
              .onEnded { _ in map.endPinch() })
      #endif
    }
  }
#endif
