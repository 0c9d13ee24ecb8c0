// A board for big hex maps: one Canvas, no view per cell.

#if canImport(SwiftUI)
  import HexCore
  import HexLayoutEngine
  import SwiftUI

  /// A hex map drawn with `Canvas` — no view per cell, so a map of a
  /// million hexes pans and zooms as smoothly as one of fifty — that pans,
  /// zooms and reports taps as hexes.
  ///
  /// The world is any `HexTopology`: a `HexRegion` map, or a world that
  /// wraps, such as a `HexCylinder`, which repeats across its seam as the
  /// camera pans, so that panning east goes round the world. Each frame
  /// draws the ``HexDrawList`` of the camera: the visible cells, filled by
  /// `fill` with the world's hex each stands for, and the `overlays`,
  /// styled by `overlayStyles`, culled to the view. The camera, the
  /// selection and the framing are bindings, so the app owns them (to save
  /// the camera, to center on a unit, to show a route).
  ///
  ///     HexMapView(world: Hex.zero.hexagon(radius: 577), geometry: geometry,
  ///                camera: $camera, selection: $selected,
  ///                overlays: [.path(route, id: "route")],
  ///                overlayStyles: ["route": HexOverlayStyle(stroke: .blue, lineWidth: 4)]) { hex in
  ///       terrain[hex].color
  ///     }
  ///
  /// **Overlays are values.** Compute a route or a range when its inputs
  /// change (in an action, or `onChange`), keep it in your state, and pass
  /// the overlay: the view culls it to each frame, and pans redo no search.
  ///
  /// **Framing.** Set `framing` to show some hexes or a region without
  /// knowing the view's size (an initial framing; a "show the route"
  /// button); on a wrapping world the hexes are laid out from the first
  /// (`HexMapFraming.laidOut(on:)`), so a route across the seam is framed
  /// in one piece. The view shows the camera fitted to it at its size; the first
  /// gesture, key or tap after that writes the fitted camera to `camera`,
  /// sets `framing` back to `nil`, and goes on from there. Until then
  /// `camera` keeps the value it had.
  ///
  /// **Taps** answer the world's hex drawn under the finger (canonical, on
  /// a wrapping world), or `nil` off the world, which clears the selection:
  /// the answer of `HexMapInteraction.hex(tappedAt:camera:viewport:)`.
  /// (`HexCamera.hex(at:for:in:)` is the plane's, which knows no map.)
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
  @MainActor
  public struct HexMapView<World: HexTopology & Hashable>: View {
    /// The world: its hexes, and how they wrap.
    public var world: World
    /// The world's geometry, in world coordinates (the camera's).
    public var geometry: HexGeometry
    /// What the viewport shows.
    @Binding public var camera: HexCamera
    /// The selected hex of the world, or `nil`.
    @Binding public var selection: Hex?
    /// What to fit the camera to at the view's size, or `nil`.
    @Binding public var framing: HexMapFraming?
    /// The overlays, in the world's hexes, drawn in order of their styles'
    /// `zIndex`.
    public var overlays: [HexOverlay]
    /// The style of each overlay id; an overlay with none is drawn with
    /// ``HexOverlayStyle/default(for:)``.
    public var overlayStyles: [String: HexOverlayStyle]
    internal let fill: (Hex) -> Color
    internal let label: (Hex) -> String
    @State private var interaction: HexMapInteraction<World>

    /// Creates a map view.
    ///
    /// - Parameters:
    ///   - world: The world: a `HexRegion` map, or any `HexTopology`.
    ///   - geometry: The world's geometry, in world coordinates.
    ///   - camera: What the viewport shows.
    ///   - selection: The selected hex of the world.
    ///   - framing: What to fit the camera to at the view's size; the
    ///     default is nothing.
    ///   - overlays: The overlays; the default is none.
    ///   - overlayStyles: The style of each overlay id; the default styles
    ///     none.
    ///   - fill: Each cell's color, by the world's hex it stands for.
    ///   - label: What VoiceOver says of a hex after its coordinates; the
    ///     default says nothing more.
    public init(
      world: World, geometry: HexGeometry, camera: Binding<HexCamera>, selection: Binding<Hex?>,
      framing: Binding<HexMapFraming?> = .constant(nil), overlays: [HexOverlay] = [],
      overlayStyles: [String: HexOverlayStyle] = [:],
      fill: @escaping (Hex) -> Color, label: @escaping (Hex) -> String = { _ in "" }
    ) {
      self.world = world
      self.geometry = geometry
      self._camera = camera
      self._selection = selection
      self._framing = framing
      self.overlays = overlays
      self.overlayStyles = overlayStyles
      self.fill = fill
      self.label = label
      self._interaction = State(initialValue: HexMapInteraction(world: world, geometry: geometry))
    }

    /// The camera the view shows at a viewport: `camera`, fitted to the
    /// framing while there is one.
    package func shownCamera(in viewport: PixelSize) -> HexCamera {
      guard let framing else { return camera }
      var fitted = camera
      fitted.fit(framing.laidOut(on: world), for: geometry, in: viewport)
      return fitted
    }

    /// The frame for a viewport: the draw list with the overlays.
    ///
    /// - Complexity: O(*v* + *n*), where *v* is the number of visible
    ///   cells and *n* the overlays' hexes.
    package func drawList(in viewport: PixelSize) -> HexDrawList {
      var list = HexDrawList(world: world, geometry: geometry, camera: shownCamera(in: viewport), viewport: viewport)
      for overlay in overlays { list.add(overlay) }
      return list
    }

    /// The style each of a list's overlays is drawn with.
    package func styles(of list: HexDrawList) -> [HexOverlayStyle] {
      list.overlays.map { overlayStyles[$0.id] ?? .default(for: $0.drawing) }
    }

    /// What VoiceOver reads as the map's value: the cursor, then the
    /// selection.
    package var accessibilityDescription: String {
      var parts: [String] = []
      if let cursor = interaction.cursor {
        parts.append("Cursor " + cursor.spokenDescription(label: label(cursor)))
      }
      if let selection {
        parts.append("Selected " + selection.spokenDescription(label: label(selection)))
      }
      return parts.isEmpty ? "No selection" : parts.joined(separator: ". ")
    }

    /// The map: a canvas drawing the frame, with its gestures, keys and
    /// accessibility.
    public var body: some View {
      GeometryReader { proxy in
        let viewport = PixelSize(proxy.size)
        let list = drawList(in: viewport)
        let styles = styles(of: list)
        let cursor = interaction.cursorCell
        Canvas { context, _ in
          Self.draw(list, styles: styles, fill: fill, selection: selection, cursor: cursor, in: &context)
        }
        .mapGestures(self, viewport: viewport)
        .focusable()
        .onScreenMove { direction in moveCursor(direction, viewport: viewport) }
        .onSelectButton { selection = interaction.cursor }
        .accessibilityElement()
        .accessibilityLabel("Hex map")
        .accessibilityValue(accessibilityDescription)
        .accessibilityAction { selection = interaction.cursor ?? selection }
      }
    }

    /// Applies an event to the camera: the shown camera (the framing, if
    /// any, fitted at the viewport's size) changed by `change`, written to
    /// `camera`, with the framing done.
    private func updateCamera(viewport: PixelSize, _ change: (inout HexCamera) -> Void) {
      var moved = shownCamera(in: viewport)
      change(&moved)
      if framing != nil { framing = nil }
      camera = moved
    }

    /// Moves the cursor toward an arrow key's direction.
    package func moveCursor(_ direction: ScreenDirection, viewport: PixelSize) {
      updateCamera(viewport: viewport) { camera in
        interaction.moveCursor(direction, selection: selection, camera: &camera, viewport: viewport)
      }
    }

    /// Applies a tap at `point` (view coordinates): selects the world's hex
    /// there, or clears the selection off the world.
    package func tap(at point: PixelPoint, viewport: PixelSize) {
      updateCamera(viewport: viewport) { camera in
        selection = interaction.hex(tappedAt: point, camera: camera, viewport: viewport)
      }
    }

    /// Applies a drag's total translation (its change since the drag's
    /// previous one).
    package func drag(by translation: PixelSize, viewport: PixelSize) {
      updateCamera(viewport: viewport) { interaction.drag(by: translation, camera: &$0) }
    }

    /// Applies a pinch's total magnification about its starting point (the
    /// zoom the pinch began with, times it).
    package func pinch(by magnification: Double, about anchor: PixelPoint, viewport: PixelSize) {
      updateCamera(viewport: viewport) {
        interaction.pinch(by: magnification, about: anchor, viewport: viewport, camera: &$0)
      }
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
    /// small), the overlays in order of their styles' `zIndex`, then every
    /// copy in view of the selection, and the cursor.
    static func draw(
      _ list: HexDrawList, styles: [HexOverlayStyle], fill: (Hex) -> Color, selection: Hex?, cursor: Hex?,
      in context: inout GraphicsContext
    ) {
      let size = Swift.min(list.geometry.size.width.magnitude, list.geometry.size.height.magnitude)
      let line = CGFloat(Swift.min(1, size / 10))
      for (hex, canonical) in zip(list.cells, list.canonicalCells) {
        let path = Path(list.geometry.hexagon(of: hex).outline())
        context.fill(path, with: .color(fill(canonical)))
        if size >= 4 { context.stroke(path, with: .color(.black.opacity(0.3)), lineWidth: line) }
      }
      if list.levelOfDetail == .mapOutline, !list.mapOutline.isEmpty {
        context.fill(Path(polygon(list.mapOutline)), with: .color(.gray.opacity(0.5)))
      }
      let order = list.overlays.indices.sorted { (styles[$0].zIndex, $0) < (styles[$1].zIndex, $1) }
      for index in order {
        draw(list.overlays[index].drawing, style: styles[index], geometry: list.geometry, in: &context)
      }
      var marks: [(Hex, Color, CGFloat)] = []
      if let selection {
        let copies =
          list.levelOfDetail == .cells
          ? zip(list.cells, list.canonicalCells).filter { $0.1 == selection }.map(\.0)
          : list.copies.map { Hex(q: selection.q + $0.q, r: selection.r + $0.r) }
        marks += copies.map { ($0, Color.blue, 3) }
      }
      if let cursor { marks.append((cursor, .orange, 2)) }
      for (hex, color, width) in marks where list.geometry.hexagon(of: hex).intersects(list.viewport) {
        context.stroke(Path(list.geometry.hexagon(of: hex).outline()), with: .color(color), lineWidth: width)
      }
    }

    /// Draws one overlay with its style.
    static func draw(
      _ drawing: HexDrawList.Overlay.Drawing, style: HexOverlayStyle, geometry: HexGeometry,
      in context: inout GraphicsContext
    ) {
      func paint(_ path: Path, fills: Bool) {
        if fills, let color = style.fill { context.fill(path, with: .color(color)) }
        if let color = style.stroke { context.stroke(path, with: .color(color), style: style.strokeStyle) }
      }
      switch drawing {
      case .polylines(let lines):
        for points in lines where points.count > 1 {
          var elements = polygon(points)
          elements.removeLast()  // open
          paint(Path(elements), fills: false)
        }
      case .polygons(let polygons):
        paint(Path(polygons.flatMap(polygon)), fills: true)
      case .cells(let hexes):
        for hex in hexes { paint(Path(geometry.hexagon(of: hex).outline()), fills: true) }
      case .segments(let segments):
        for segment in segments { paint(Path([.move(to: segment.start), .line(to: segment.end)]), fills: false) }
      case .points(let points):
        let r = Double(style.drawnLineWidth)
        for p in points {
          let square = [
            PixelPoint(x: p.x - r, y: p.y - r), PixelPoint(x: p.x + r, y: p.y - r),
            PixelPoint(x: p.x + r, y: p.y + r), PixelPoint(x: p.x - r, y: p.y + r),
          ]
          if let color = style.fill { context.fill(Path(polygon(square)), with: .color(color)) }
        }
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
    @MainActor
    fileprivate func mapGestures<World>(_ map: HexMapView<World>, viewport: PixelSize) -> some View {
      #if os(tvOS)
        self
      #elseif os(watchOS)
        gesture(SpatialTapGesture().onEnded { map.tap(at: PixelPoint($0.location), viewport: viewport) })
          .simultaneousGesture(
            DragGesture().onChanged { map.drag(by: PixelSize($0.translation), viewport: viewport) }.onEnded { _ in
              map.endDrag()
            })
      #else
        gesture(SpatialTapGesture().onEnded { map.tap(at: PixelPoint($0.location), viewport: viewport) })
          .simultaneousGesture(
            DragGesture().onChanged { map.drag(by: PixelSize($0.translation), viewport: viewport) }.onEnded { _ in
              map.endDrag()
            }
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
