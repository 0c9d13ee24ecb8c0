// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// The view-level model: renders a tree of the stand-in views the way SwiftUI
// lays out and draws it, as far as the tests observe it, and reports every
// leaf's frame, effects, layout values, accessibility and focus, every
// gesture and every move-command handler. Not part of SwiftUI's API.

/// A view as the renderer sees it.
public indirect enum ModelNode {
  /// Nothing: no room, nothing drawn.
  case empty
  /// A view that draws.
  case leaf(ModelLeaf)
  /// A modifier around its content.
  case modified(ModelModifier, ModelNode)
  /// Several views (a `ForEach`), each a subview of an enclosing layout.
  case group([ModelNode])
  /// A layout and its content.
  case layout(ModelLayout, ModelNode)
  /// A geometry reader: its content for a size.
  case reader(@MainActor (CGSize) -> ModelNode)
}

/// A view that draws.
public enum ModelLeaf {
  /// Text: sizes to its content, 7 points a character and 17 high, never
  /// more than offered.
  case text(String)
  /// A shape or other flexible view: takes what it is offered, 10 points
  /// where the offer is unspecified or infinite.
  case flexible(String)
  /// A canvas: flexible, and it draws by running its renderer.
  case canvas((inout GraphicsContext, CGSize) -> Void)
}

/// A modifier and its value.
public enum ModelModifier {
  case layoutValue(ObjectIdentifier, Any)
  case frame(width: CGFloat?, height: CGFloat?)
  case clipShape(String)
  /// The shape's name, and whether a point (root coordinates) is inside
  /// its path in a frame.
  case contentShape(String, hitTest: (CGRect, CGPoint) -> Bool)
  case scaleEffect(CGFloat, anchor: UnitPoint)
  case opacity(Double)
  /// The gesture's `GestureHandlers<Value>`.
  case gesture(Any)
  case accessibilityElement(AccessibilityChildBehavior)
  case accessibilitySortPriority(Double)
  case accessibilityAddTraits(AccessibilityTraits)
  case accessibilityHidden(Bool)
  case focusable(Bool)
  case focused(isFocused: () -> Bool, focus: () -> Void)
  case onMoveCommand(((MoveCommandDirection) -> Void)?)
  case onKeyPress(KeyEquivalent, () -> KeyPress.Result)
  case allowsHitTesting(Bool)
  case accessibilityAction(() -> Void)
  case onTapGesture(() -> Void)
  case accessibilityLabel(String)
  case accessibilityValue(String)
  /// An `environment(_:_:)` setting, applied to the values it sees.
  case environment((inout EnvironmentValues) -> Void)
}

/// A layout, type-erased: each pass builds its cache once, sizes, then
/// places, as SwiftUI does.
public struct ModelLayout {
  let makePass: (LayoutSubviews) -> (size: (ProposedViewSize) -> CGSize, place: (CGRect, ProposedViewSize) -> Void)

  init<L: Layout>(_ layout: L) {
    makePass = { subviews in
      let box = ModelCacheBox(layout.makeCache(subviews: subviews))
      return (
        { layout.sizeThatFits(proposal: $0, subviews: subviews, cache: &box.cache) },
        { layout.placeSubviews(in: $0, proposal: $1, subviews: subviews, cache: &box.cache) }
      )
    }
  }
}

final class ModelCacheBox<Cache> {
  var cache: Cache
  init(_ cache: Cache) { self.cache = cache }
}

/// One drawn leaf of a rendering, in the root view's coordinates.
public struct RenderedLeaf {
  /// `Text("…")`'s content, or the flexible view's type name.
  public var name: String
  /// The text, for a `Text`.
  public var text: String?
  /// Where layout put the view.
  public var frame: CGRect
  /// Where it is drawn, after every `scaleEffect` around it.
  public var drawnFrame: CGRect
  /// The product of the `scaleEffect`s around it.
  public var scale: CGFloat
  /// The product of the `opacity` modifiers around it.
  public var opacity: Double
  /// The shapes it is clipped to, outermost first.
  public var clipShapes: [String]
  /// The label of the accessibility element it belongs to: the innermost
  /// `accessibilityLabel`, else the combined texts of an
  /// `accessibilityElement(children: .combine)`, or its own text.
  public var accessibilityLabel: String?
  /// The innermost `accessibilityValue` around it.
  public var accessibilityValue: String?
  /// What a canvas drew, in its own coordinates; empty for other leaves.
  public var drawing: [GraphicsContext.Command] = []
  /// The traits added around it.
  public var accessibilityTraits: AccessibilityTraits
  /// The innermost sort priority around it; 0 when none.
  public var accessibilitySortPriority: Double
  /// The combined accessibility element it belongs to, numbered in tree order.
  public var accessibilityElement: Int?
  /// Whether an `accessibilityHidden(true)` is around it.
  public var isAccessibilityHidden: Bool
  /// Whether a `focusable()` is around it.
  public var isFocusable: Bool
  /// Whether a `focused(_:equals:)` around it has focus.
  public var isFocused: Bool
  /// Whether touches reach it: no `allowsHitTesting(false)` around it.
  public var allowsHitTesting: Bool
  /// Whether it is drawn at all: its opacity is above 0 and it has room.
  public var isVisible: Bool { opacity > 0 && frame.width > 0 && frame.height > 0 }
  let layoutValues: [ObjectIdentifier: Any]
  let focusAction: (() -> Void)?
  let accessibilityActions: [() -> Void]
  /// The environment it sees: every `environment(_:_:)` around it, the
  /// innermost winning.
  public var environment = EnvironmentValues()

  /// Whether an `accessibilityAction` around it gives VoiceOver something
  /// to do on a double tap.
  public var hasAccessibilityAction: Bool { !accessibilityActions.isEmpty }

  /// Performs the default accessibility action, as a VoiceOver double tap
  /// does: the innermost handler around the leaf.
  public func activate() { accessibilityActions.last?() }

  /// The value a `layoutValue(key:value:)` around the leaf set, or `nil`.
  public func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value? {
    layoutValues[ObjectIdentifier(key)] as? K.Value
  }

  /// Moves focus here, as a click or the focus engine would.
  public func focus() { focusAction?() }
}

/// A gesture of a rendering: the frame of the view it is attached to, in
/// the root view's coordinates, and its callbacks.
public struct RenderedGesture {
  public var frame: CGRect
  let handlers: Any
  /// An `onTapGesture`'s action, for a tap gesture.
  let tapAction: (() -> Void)?
  /// The view's content shape, for a view with one: whether a point in
  /// `frame` hits it.
  let contentShape: ((CGRect, CGPoint) -> Bool)?

  init(
    frame: CGRect, handlers: Any = (), tapAction: (() -> Void)? = nil,
    contentShape: ((CGRect, CGPoint) -> Bool)? = nil
  ) {
    self.frame = frame
    self.handlers = handlers
    self.tapAction = tapAction
    self.contentShape = contentShape
  }

  /// Whether a touch at `point` (root coordinates) hits the view: inside
  /// its frame and, when it has a content shape, inside that.
  public func contains(_ point: CGPoint) -> Bool {
    frame.contains(point) && contentShape?(frame, point) ?? true
  }

  /// Fires a drag from `start` to `end`, both in the root view's
  /// coordinates: `onChanged` then `onEnded`, with a value in the gesture's
  /// default coordinate space, `.local` to the view it is attached to.
  public func drag(from start: CGPoint, to end: CGPoint, predictedEnd: CGPoint? = nil) {
    if let tapAction {
      if start == end { tapAction() }
      return
    }
    guard let handlers = handlers as? GestureHandlers<DragGesture.Value> else { return }
    let o = frame.origin
    let local = { (p: CGPoint) in CGPoint(x: p.x - o.x, y: p.y - o.y) }
    let predicted = predictedEnd ?? end
    let value = DragGesture.Value(
      location: local(end), startLocation: local(start),
      translation: CGSize(width: end.x - start.x, height: end.y - start.y),
      predictedEndTranslation: CGSize(width: predicted.x - start.x, height: predicted.y - start.y))
    handlers.changed.forEach { $0(value) }
    handlers.ended.forEach { $0(value) }
  }
}

/// What ``ModelRenderer/render(_:proposal:)`` returns.
public struct ModelRendering {
  /// The root view's size.
  public var size: CGSize
  /// Every drawn leaf, in tree order.
  public var leaves: [RenderedLeaf] = []
  /// Every gesture, in tree order (inner after outer).
  public var gestures: [RenderedGesture] = []
  var moveCommandHandlers: [(MoveCommandDirection) -> Void] = []
  var keyPressHandlers: [(key: KeyEquivalent, action: () -> KeyPress.Result)] = []

  /// The leaves VoiceOver reads, in the order it reads their elements: by
  /// descending sort priority, then in tree order; hidden ones left out.
  public var accessibilityOrder: [RenderedLeaf] {
    leaves.filter { !$0.isAccessibilityHidden }.enumerated().sorted {
      ($0.element.accessibilitySortPriority, -$0.offset) > ($1.element.accessibilitySortPriority, -$1.offset)
    }.map(\.element)
  }

  /// Fires a spatial tap at `point` (root coordinates) on every
  /// `SpatialTapGesture` whose view contains it; returns how many fired.
  @discardableResult
  public func spatialTap(at point: CGPoint) -> Int {
    var fired = 0
    for gesture in gestures where gesture.contains(point) {
      guard let handlers = gesture.handlers as? GestureHandlers<SpatialTapGesture.Value> else { continue }
      let o = gesture.frame.origin
      let value = SpatialTapGesture.Value(location: CGPoint(x: point.x - o.x, y: point.y - o.y))
      handlers.changed.forEach { $0(value) }
      handlers.ended.forEach { $0(value) }
      fired += 1
    }
    return fired
  }

  /// Pinches by `magnification` with the fingers starting at `point` (root
  /// coordinates) on every `MagnifyGesture` whose view contains it: one
  /// change, then the end.
  @discardableResult
  public func magnify(by magnification: CGFloat, at point: CGPoint) -> Int {
    var fired = 0
    for gesture in gestures where gesture.contains(point) {
      guard let handlers = gesture.handlers as? GestureHandlers<MagnifyGesture.Value> else { continue }
      let o = gesture.frame.origin
      let value = MagnifyGesture.Value(
        magnification: magnification, startLocation: CGPoint(x: point.x - o.x, y: point.y - o.y))
      handlers.changed.forEach { $0(value) }
      handlers.ended.forEach { $0(value) }
      fired += 1
    }
    return fired
  }

  /// Drags from `start` to `end` (root coordinates) on every `DragGesture`
  /// whose view contains `start`; returns how many fired.
  @discardableResult
  public func drag(from start: CGPoint, to end: CGPoint) -> Int {
    var fired = 0
    for gesture in gestures where gesture.contains(start) {
      guard gesture.handlers is GestureHandlers<DragGesture.Value> else { continue }
      gesture.drag(from: start, to: end)
      fired += 1
    }
    return fired
  }

  /// Fires a tap at `point` (root coordinates) on the innermost gesture
  /// whose view it hits (see ``RenderedGesture/contains(_:)``); returns
  /// whether one did.
  @discardableResult
  public func tap(at point: CGPoint) -> Bool {
    guard let gesture = gestures.last(where: { $0.contains(point) }) else { return false }
    gesture.drag(from: point, to: point)
    return true
  }

  /// Sends a move command (an arrow key on macOS, a swipe on tvOS) to every
  /// `onMoveCommand` handler.
  public func moveCommand(_ direction: MoveCommandDirection) {
    moveCommandHandlers.forEach { $0(direction) }
  }

  /// Presses `key` on a hardware keyboard: the handlers for that key run,
  /// innermost first, until one returns `.handled` (focus routing is not
  /// modelled: every handler in the tree is a candidate).
  @discardableResult
  public func keyPress(_ key: KeyEquivalent) -> KeyPress.Result {
    for handler in keyPressHandlers.reversed() where handler.key == key {
      if handler.action() == .handled { return .handled }
    }
    return .ignored
  }

  /// Whether any view handles move commands.
  public var handlesMoveCommands: Bool { !moveCommandHandlers.isEmpty }
}

/// Renders a view tree of stand-ins as SwiftUI would lay it out.
///
/// Layouts get their subviews' layout values and sizes, size themselves for
/// the proposal, and place their subviews; a subview they never place
/// appears at the middle of the container at its ideal size
/// (``LayoutSubview/frame(in:)``). A geometry reader takes what it is offered
/// and places its content at its top-leading corner. Frames are in the root
/// view's coordinates, the root at the origin.
@MainActor
public enum ModelRenderer {
  struct Context {
    var scale: CGFloat = 1
    var translation = CGPoint.zero
    var opacity: Double = 1
    var layoutValues: [ObjectIdentifier: Any] = [:]
    var clipShapes: [String] = []
    var label: String?
    var value: String?
    var traits = AccessibilityTraits()
    var sortPriority: Double = 0
    var element: Int?
    var isHidden = false
    var isFocusable = false
    var focused: (isFocused: () -> Bool, focus: () -> Void)?
    var allowsHitTesting = true
    var accessibilityActions: [() -> Void] = []
    var environment = EnvironmentValues()

    func drawn(_ p: CGPoint) -> CGPoint {
      CGPoint(x: p.x * scale + translation.x, y: p.y * scale + translation.y)
    }
  }

  /// Renders `view` for `proposal`.
  public static func render<V: View>(_ view: V, proposal: ProposedViewSize) -> ModelRendering {
    let node = view._modelNode()
    let size = size(of: node, proposal)
    var rendering = ModelRendering(size: size)
    var elements = 0
    place(node, in: CGRect(origin: .zero, size: size), proposal, Context(), &rendering, &elements)
    return rendering
  }

  static func take(_ proposed: CGFloat?, _ ideal: CGFloat) -> CGFloat {
    guard let proposed, proposed.isFinite else { return ideal }
    return Swift.max(0, proposed)
  }

  static func size(of node: ModelNode, _ p: ProposedViewSize) -> CGSize {
    switch node {
    case .empty:
      return .zero
    case .leaf(.text(let text)):
      let ideal = CGSize(width: CGFloat(7 * text.count), height: 17)
      return CGSize(
        width: Swift.min(ideal.width, take(p.width, ideal.width)),
        height: Swift.min(ideal.height, take(p.height, ideal.height)))
    case .leaf(.flexible), .leaf(.canvas):
      return CGSize(width: take(p.width, 10), height: take(p.height, 10))
    case .modified(.frame(let w, let h), let inner):
      let child = size(of: inner, ProposedViewSize(width: w ?? p.width, height: h ?? p.height))
      return CGSize(width: w ?? child.width, height: h ?? child.height)
    case .modified(_, let inner):
      return size(of: inner, p)
    case .group(let children):
      let sizes = children.map { size(of: $0, p) }
      return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    case .layout(let layout, let content):
      return layout.makePass(subviews(of: content).views).size(p)
    case .reader:
      return CGSize(width: take(p.width, 10), height: take(p.height, 10))
    }
  }

  /// The subviews a layout sees: groups expanded, each with its layout
  /// values (the outermost wins) and sizing itself.
  static func subviews(of content: ModelNode) -> (nodes: [ModelNode], views: LayoutSubviews) {
    func flatten(_ node: ModelNode) -> [ModelNode] {
      switch node {
      case .empty: return []
      case .group(let children): return children.flatMap(flatten)
      default: return [node]
      }
    }
    let nodes = flatten(content)
    let views = nodes.map { node -> LayoutSubview in
      var values: [ObjectIdentifier: Any] = [:]
      var current = node
      while case .modified(let modifier, let inner) = current {
        if case .layoutValue(let key, let value) = modifier, values[key] == nil { values[key] = value }
        current = inner
      }
      return LayoutSubview(values: values, sizer: { p in MainActor.assumeIsolated { size(of: node, p) } })
    }
    return (nodes, LayoutSubviews(views))
  }

  /// The content shape of the view a gesture is attached to: the
  /// outermost `contentShape` among the modifiers inside the gesture, down
  /// to the first that changes the frame (a shape inside a `frame` belongs
  /// to a view of another size).
  static func contentShape(of node: ModelNode) -> ((CGRect, CGPoint) -> Bool)? {
    var current = node
    while case .modified(let modifier, let inner) = current {
      switch modifier {
      case .contentShape(_, let hitTest): return hitTest
      case .frame: return nil
      default: current = inner
      }
    }
    return nil
  }

  static func texts(in node: ModelNode) -> [String] {
    switch node {
    case .leaf(.text(let text)): return [text]
    case .leaf(.flexible), .leaf(.canvas), .empty, .reader: return []
    case .modified(_, let inner), .layout(_, let inner): return texts(in: inner)
    case .group(let children): return children.flatMap(texts)
    }
  }

  static func place(
    _ node: ModelNode, in rect: CGRect, _ p: ProposedViewSize, _ context: Context,
    _ rendering: inout ModelRendering, _ elements: inout Int
  ) {
    var c = context
    switch node {
    case .empty:
      return
    case .leaf(let leaf):
      let (name, text): (String, String?)
      var drawing: [GraphicsContext.Command] = []
      switch leaf {
      case .text(let t): (name, text) = ("Text(\"\(t)\")", t)
      case .flexible(let n): (name, text) = (n, nil)
      case .canvas(let renderer):
        (name, text) = ("Canvas", nil)
        var context = GraphicsContext()
        renderer(&context, rect.size)
        drawing = context.recorder.commands
      }
      let a = c.drawn(rect.origin)
      rendering.leaves.append(
        RenderedLeaf(
          name: name, text: text, frame: rect,
          drawnFrame: CGRect(
            x: Double(a.x), y: Double(a.y), width: Double(rect.width * c.scale), height: Double(rect.height * c.scale)),
          scale: c.scale, opacity: c.opacity, clipShapes: c.clipShapes,
          accessibilityLabel: c.label ?? text, accessibilityValue: c.value, drawing: drawing,
          accessibilityTraits: c.traits,
          accessibilitySortPriority: c.sortPriority, accessibilityElement: c.element, isAccessibilityHidden: c.isHidden,
          isFocusable: c.isFocusable, isFocused: c.focused?.isFocused() ?? false,
          allowsHitTesting: c.allowsHitTesting, layoutValues: c.layoutValues, focusAction: c.focused?.focus,
          accessibilityActions: c.accessibilityActions, environment: c.environment))
    case .modified(let modifier, let inner):
      var innerRect = rect
      var innerProposal = p
      switch modifier {
      case .layoutValue(let key, let value):
        if c.layoutValues[key] == nil { c.layoutValues[key] = value }
      case .frame(let w, let h):
        innerProposal = ProposedViewSize(width: w ?? p.width, height: h ?? p.height)
        let s = size(of: inner, innerProposal)
        innerRect = CGRect(
          x: Double(rect.midX - s.width / 2), y: Double(rect.midY - s.height / 2),
          width: Double(s.width), height: Double(s.height))
      case .clipShape(let shape):
        c.clipShapes.append(shape)
      case .contentShape:
        break
      case .scaleEffect(let s, let anchor):
        let a = CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
        c.translation = CGPoint(
          x: c.translation.x + c.scale * (1 - s) * a.x, y: c.translation.y + c.scale * (1 - s) * a.y)
        c.scale *= s
      case .opacity(let o):
        c.opacity *= o
      case .gesture(let handlers):
        // A view that lets touches through has no gesture to fire.
        if c.allowsHitTesting {
          rendering.gestures.append(
            RenderedGesture(frame: rect, handlers: handlers, contentShape: contentShape(of: inner)))
        }
      case .onTapGesture(let action):
        if c.allowsHitTesting {
          rendering.gestures.append(
            RenderedGesture(frame: rect, tapAction: action, contentShape: contentShape(of: inner)))
        }
      case .allowsHitTesting(let enabled):
        c.allowsHitTesting = c.allowsHitTesting && enabled
      case .accessibilityAction(let action):
        c.accessibilityActions.append(action)
      case .accessibilityLabel(let label):
        if c.label == nil { c.label = label }
      case .accessibilityValue(let value):
        if c.value == nil { c.value = value }
      case .environment(let apply):
        apply(&c.environment)
      case .accessibilityElement(let children):
        elements += 1
        c.element = elements
        if children == .combine {
          let label = texts(in: inner).joined(separator: ", ")
          c.label = label.isEmpty ? nil : label
        }
      case .accessibilitySortPriority(let priority):
        c.sortPriority = priority
      case .accessibilityAddTraits(let traits):
        c.traits.formUnion(traits)
      case .accessibilityHidden(let hidden):
        c.isHidden = c.isHidden || hidden
      case .focusable(let isFocusable):
        c.isFocusable = isFocusable
      case .focused(let isFocused, let focus):
        c.focused = (isFocused, focus)
      case .onMoveCommand(let action):
        if let action { rendering.moveCommandHandlers.append(action) }
      case .onKeyPress(let key, let action):
        rendering.keyPressHandlers.append((key, action))
      }
      place(inner, in: innerRect, innerProposal, c, &rendering, &elements)
    case .group(let children):
      for child in children {
        let s = size(of: child, p)
        place(
          child,
          in: CGRect(
            x: Double(rect.midX - s.width / 2), y: Double(rect.midY - s.height / 2), width: Double(s.width),
            height: Double(s.height)), p, c, &rendering, &elements)
      }
    case .layout(let layout, let content):
      let (nodes, views) = subviews(of: content)
      let pass = layout.makePass(views)
      _ = pass.size(p)
      pass.place(rect, p)
      for (node, view) in zip(nodes, views) {
        let frame = view.frame(in: rect)
        place(node, in: frame, view.placements.last?.proposal ?? .unspecified, c, &rendering, &elements)
      }
    case .reader(let content):
      let inner = content(rect.size)
      let proposal = ProposedViewSize(width: rect.width, height: rect.height)
      let s = size(of: inner, proposal)
      place(
        inner, in: CGRect(x: Double(rect.minX), y: Double(rect.minY), width: Double(s.width), height: Double(s.height)),
        proposal, c, &rendering, &elements)
    }
  }
}
