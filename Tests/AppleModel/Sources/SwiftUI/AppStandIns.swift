// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, BeginDocumentationCommentWithOneLineSummary
// Stand-ins for what an app around the grid views is made of: the App and
// Scene protocols, WindowGroup, stacks, buttons, colors as views and a few
// modifiers, so that the example apps in Examples/ compile here as they do
// against the real SDKs. Each follows the declaration cited above it
// (https://developer.apple.com/documentation/…); parameters the examples
// do not use are left out, as elsewhere in the model. They are modelled
// minimally: a stack's content renders as a group (each child centered in
// the stack's frame, no stacking or spacing), `padding` and `font` change
// nothing the renderer reports, `onChange` never runs its action (the model
// has no updates), and `App.main()` renders the app's scene once.

// MARK: Apps and scenes

/// …/swiftui/scene — `@MainActor @preconcurrency protocol Scene`,
/// `associatedtype Body: Scene`, `@SceneBuilder @MainActor var body: Self.Body { get }`
///
/// `_modelViews()` stands for what SwiftUI makes of a scene: by default a
/// scene is its `body`; `WindowGroup` answers its window's content.
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor var body: Body { get }
  func _modelViews() -> [AnyView]
}

extension Scene {
  public func _modelViews() -> [AnyView] { body._modelViews() }
}

/// …/swiftui/never — `extension Never: Scene`
extension Never: Scene {}

/// …/swiftui/scenebuilder — `@resultBuilder struct SceneBuilder`;
/// …/scenebuilder/buildblock(_:) — `static func buildBlock<Content: Scene>(_ content: Content) -> Content`
@MainActor @resultBuilder
public struct SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// …/swiftui/windowgroup — `struct WindowGroup<Content: View>: Scene`
/// (iOS 14+, macOS 11+, tvOS 14+, watchOS 7+);
/// …/windowgroup/init(content:) — `init(@ViewBuilder content: () -> Content)`
public struct WindowGroup<Content: View>: Scene {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("no body") }
  public func _modelViews() -> [AnyView] { [AnyView(content)] }
}

/// …/swiftui/app — `@MainActor @preconcurrency protocol App`
/// (iOS 14+, macOS 11+, tvOS 14+, watchOS 7+), `associatedtype Body: Scene`,
/// `@SceneBuilder @MainActor var body: Self.Body { get }`, `@MainActor init()`
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor var body: Body { get }
  @MainActor init()
}

extension App {
  /// …/swiftui/app/main() — `@MainActor @preconcurrency static func main()`:
  /// "Initializes and runs the app". The model creates the app and renders
  /// each of its windows once, at the size of an iPhone's screen.
  @MainActor @preconcurrency
  public static func main() {
    for view in Self().body._modelViews() {
      _ = ModelRenderer.render(view, proposal: ProposedViewSize(width: 393, height: 852))
    }
  }
}

// MARK: Composing views

/// …/swiftui/tupleview — `struct TupleView<T>: View`, `var value: T`,
/// `init(_ value: T)`: the views of a builder block with several statements,
/// rendered as a group of the tuple's elements.
public struct TupleView<T>: View {
  public var value: T
  public init(_ value: T) { self.value = value }
  public var body: Never { fatalError("no body") }
  public func _modelNode() -> ModelNode {
    if let view = value as? any View { return view._modelNode() }
    return .group(Mirror(reflecting: value).children.map { ($0.value as? any View)?._modelNode() ?? .empty })
  }
}

extension ViewBuilder {
  /// …/viewbuilder/buildblock(_:)-… — `static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)>`
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    TupleView((repeat each content))
  }
}

/// The stand-in stacks' content, rendered as a group: each child centered
/// in the stack's frame.
public struct ModelStack<Content: View>: View {
  let content: Content
  public var body: Never { fatalError("no body") }
  public func _modelNode() -> ModelNode {
    let node = content._modelNode()
    if case .group = node { return node }
    return .group([node])
  }
}

/// …/swiftui/vstack — `struct VStack<Content: View>: View`;
/// …/vstack/init(alignment:spacing:content:) —
/// `init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`
public struct VStack<Content: View>: View {
  let content: Content
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: ModelStack<Content> { ModelStack(content: content) }
}

/// …/swiftui/hstack — `struct HStack<Content: View>: View`;
/// …/hstack/init(alignment:spacing:content:) —
/// `init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`
public struct HStack<Content: View>: View {
  let content: Content
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: ModelStack<Content> { ModelStack(content: content) }
}

/// …/swiftui/zstack — `struct ZStack<Content: View>: View`;
/// …/zstack/init(alignment:content:) — `init(alignment: Alignment = .center, @ViewBuilder content: () -> Content)`;
/// its children centered on each other, as the group renders them.
public struct ZStack<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: ModelStack<Content> { ModelStack(content: content) }
}

/// …/swiftui/spacer — `init(minLength: CGFloat? = nil)`; draws nothing.
public struct Spacer: View {
  nonisolated public init(minLength: CGFloat? = nil) {}
  public var body: Never { fatalError("no body") }
  public func _modelNode() -> ModelNode { .empty }
}

/// …/swiftui/color — `extension Color: View` (and `ShapeStyle`): a color
/// fills the frame it is offered.
extension Color: View {
  public var body: Never { fatalError("no body") }
  public func _modelNode() -> ModelNode { .leaf(.flexible("Color")) }
}

// MARK: Controls

/// …/swiftui/button — `struct Button<Label: View>: View`;
/// …/button/init(action:label:) — `init(action: @escaping () -> Void, @ViewBuilder label: () -> Label)`;
/// …/button/init(_:action:)-… — `init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) where Label == Text`.
/// The model draws the label; a tap on it and VoiceOver's activation
/// perform the action, and it has the `isButton` trait.
public struct Button<Label: View>: View {
  let action: () -> Void
  let label: Label
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }
  public var body: Never { fatalError("no body") }
  public func _modelNode() -> ModelNode {
    .modified(
      .accessibilityAddTraits(.isButton),
      .modified(.accessibilityAction(action), .modified(.onTapGesture(action), label._modelNode())))
  }
}

extension Button where Label == Text {
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

// MARK: Modifiers

/// …/swiftui/edge — `enum Edge: Int8, CaseIterable`; …/swiftui/edge/set —
/// `struct Set: OptionSet`, `static let all`, `horizontal`, `vertical`, …
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1 << 0)
    public static let leading = Set(rawValue: 1 << 1)
    public static let bottom = Set(rawValue: 1 << 2)
    public static let trailing = Set(rawValue: 1 << 3)
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
    public static let all: Set = [.horizontal, .vertical]
  }
}

extension Font {
  /// …/swiftui/font/headline — `static let headline: Font`
  public static let headline = Font()
  /// …/swiftui/font/caption — `static let caption: Font`
  public static let caption = Font()
}

/// A modifier the model neither lays out nor draws: the view is its content.
nonisolated public struct ModelUnrenderedModifier<Content: View>: View {
  public let content: Content
  init(content: Content) { self.content = content }
  @MainActor public var body: Never { fatalError("no body") }
  @MainActor public func _modelNode() -> ModelNode { content._modelNode() }
}

extension View {
  nonisolated func unrendered() -> ModelUnrenderedModifier<Self> { ModelUnrenderedModifier(content: self) }

  /// …/swiftui/view/padding(_:_:) — `func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View`
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { unrendered() }
  /// …/swiftui/view/padding(_:)-… — `func padding(_ length: CGFloat) -> some View`
  nonisolated public func padding(_ length: CGFloat) -> some View { unrendered() }
  /// …/swiftui/view/font(_:) — `func font(_ font: Font?) -> some View`
  nonisolated public func font(_ font: Font?) -> some View { unrendered() }
  /// …/swiftui/view/disabled(_:) — `func disabled(_ disabled: Bool) -> some View`:
  /// a disabled control takes no taps (the model lets them through).
  nonisolated public func disabled(_ disabled: Bool) -> some View { modified(.allowsHitTesting(!disabled)) }
  /// …/swiftui/view/onchange(of:initial:_:)-… — iOS 17+, macOS 14+, tvOS 17+, watchOS 10+, visionOS 1+;
  /// `func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View`:
  /// runs `action` when `value` changes (and when the view appears, with
  /// `initial`). The model has no updates, so it never runs.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    unrendered()
  }
  /// …/swiftui/view/onchange(of:initial:_:)-… — iOS 17+, macOS 14+, tvOS 17+, watchOS 10+, visionOS 1+;
  /// `func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View`
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  nonisolated public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    unrendered()
  }
}
