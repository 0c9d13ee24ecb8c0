// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, BeginDocumentationCommentWithOneLineSummary
// A model of the SwiftUI module, for building HexGridSwiftUI's very source
// files on Linux the way a Mac builds them: a module of its own named
// SwiftUI, which re-exports Core Graphics (and through it MacTypes.h and
// Foundation), as the real framework does. Each declaration follows the
// signature on the documentation page cited above it
// (https://developer.apple.com/documentation/…); bodies do what the page says
// SwiftUI does, as far as the tests observe it.

@_exported import CoreGraphics

// MARK: Geometry of layouts

/// …/swiftui/unitpoint — `init(x: CGFloat, y: CGFloat)`, `static let center`
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let topLeading = UnitPoint(x: 0, y: 0)
}

/// …/swiftui/proposedviewsize — `init(width: CGFloat?, height: CGFloat?)`;
/// iPhoneOS 18.6 SDK: `@frozen public struct ProposedViewSize : Swift.Equatable`,
/// `extension ProposedViewSize : Swift.Sendable` (not `Hashable`).
public struct ProposedViewSize: Equatable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  /// …/swiftui/proposedviewsize/init(_:) — `init(_ size: CGSize)`
  public init(_ size: CGSize) {
    self.width = size.width
    self.height = size.height
  }
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// …/swiftui/proposedviewsize/zero
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// …/swiftui/proposedviewsize/infinity
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
}

// MARK: Animation data

/// …/swiftui/vectorarithmetic — `mutating func scale(by rhs: Double)`,
/// `var magnitudeSquared: Double { get }`
public protocol VectorArithmetic: AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

/// …/swiftui/animatablepair — `init(_ first: First, _ second: Second)`
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  public static var zero: Self { Self(.zero, .zero) }
  public static func + (a: Self, b: Self) -> Self { Self(a.first + b.first, a.second + b.second) }
  public static func - (a: Self, b: Self) -> Self { Self(a.first - b.first, a.second - b.second) }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// …/swiftui/animatable — `associatedtype AnimatableData: VectorArithmetic`,
/// `var animatableData: Self.AnimatableData { get set }`
public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: AnimatableData { get set }
}

/// …/swiftui/emptyanimatabledata
public struct EmptyAnimatableData: VectorArithmetic {
  public init() {}
  public static var zero: Self { Self() }
  public static func + (a: Self, b: Self) -> Self { Self() }
  public static func - (a: Self, b: Self) -> Self { Self() }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// …/swiftui/animation — `static let default`, and the spring family as the
/// iPhoneOS 18.6 and 17.4 SDKs declare it (SwiftUICore's interface):
/// `spring(response: Double = 0.5, dampingFraction: Double = 0.825,
/// blendDuration: TimeInterval = 0)` (`@_disfavoredOverload`), and
/// `spring(duration: TimeInterval = 0.5, bounce: Double = 0.0,
/// blendDuration: Double = 0)` (`@_alwaysEmitIntoClient`), which
/// `.spring()` and `.spring` resolve to: no bounce. (The iPhoneOS 16.5 SDK
/// had only the first, with `response: Double = 0.55`.) The model keeps a
/// spring's parameters so tests can read what a view animates with.
public struct Animation: Equatable, Sendable {
  /// The spring's response (its period, in seconds), or `nil` for a
  /// non-spring animation.
  public var response: Double?
  /// The spring's damping fraction: 1 settles without overshoot, less
  /// bounces; `nil` for a non-spring animation.
  public var dampingFraction: Double?
  public static let `default` = Animation()
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(response: response, dampingFraction: dampingFraction)
  }
  /// The SDK's `spring(duration:bounce:blendDuration:)`: its body calls
  /// `spring(response: duration, dampingFraction: springDampingFraction(bounce:))`,
  /// and a bounce of 0 or more gives a damping fraction of 1 − bounce.
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    spring(response: duration, dampingFraction: 1 - bounce, blendDuration: blendDuration)
  }
  public static var spring: Animation { spring() }
}

/// What `withAnimation` was last called with: the model's record, for tests.
@MainActor public var modelLastAnimation: Animation?

/// …/swiftui/withanimation(_:_:) —
/// `func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result`
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  modelLastAnimation = animation
  return try body()
}

// MARK: Views

/// …/swiftui/view — `@MainActor @preconcurrency protocol View`,
/// `@ViewBuilder @MainActor var body: Self.Body { get }`
///
/// `_modelNode()` stands for SwiftUI's hidden requirements that turn a view
/// into its graph: by default a view is its `body`; the stand-in views and
/// modifiers answer for themselves, so ``ModelRenderer`` can render a tree.
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
  func _modelNode() -> ModelNode
}

extension View {
  public func _modelNode() -> ModelNode { body._modelNode() }
}

extension Never: View {
  public var body: Never { fatalError("no body") }
}

/// A flexible leaf view: it takes the size it is offered (its ideal size,
/// 10 × 10, where the offer is unspecified or infinite), as a shape does.
public struct StandInView: View {
  nonisolated public init() {}
  public var body: Never { fatalError("a stand-in view has no body") }
  public func _modelNode() -> ModelNode { .leaf(.flexible("StandInView")) }
}

/// …/swiftui/emptyview — `init()`; takes no room and draws nothing.
public struct EmptyView: View {
  nonisolated public init() {}
  public var body: Never { fatalError("no body") }
  public func _modelNode() -> ModelNode { .empty }
}

/// …/swiftui/anyview — `init<V: View>(_ view: V)`
public struct AnyView: View {
  let view: any View
  public init<V: View>(_ view: V) { self.view = view }
  public var body: Never { fatalError("no body") }
  public func _modelNode() -> ModelNode { view._modelNode() }
}

/// …/swiftui/viewbuilder — `@resultBuilder struct ViewBuilder`;
/// …/viewbuilder/buildblock(_:) — `static func buildBlock<Content: View>(_ content: Content) -> Content`;
/// …/viewbuilder/buildeither(first:), …/viewbuilder/buildeither(second:) —
/// `-> _ConditionalContent<TrueContent, FalseContent>`;
/// …/viewbuilder/buildlimitedavailability(_:) — `static func buildLimitedAvailability(_ content: some View) -> AnyView`
@MainActor @resultBuilder
public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(first: first, second: nil)
  }
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(first: nil, second: second)
  }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// …/swiftui/_conditionalcontent — the view of one branch of an `if`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  let first: TrueContent?
  let second: FalseContent?
  init(first: TrueContent?, second: FalseContent?) {
    self.first = first
    self.second = second
  }
  public var body: Never { fatalError("no body") }
  public func _modelNode() -> ModelNode { first?._modelNode() ?? second?._modelNode() ?? .empty }
}

/// A view with one modifier: what the stand-in modifiers return, keeping
/// the content and the modifier's value for ``ModelRenderer``.
nonisolated public struct ModelModifiedView<Content: View>: View {
  public let content: Content
  public let modifier: ModelModifier
  init(content: Content, modifier: ModelModifier) {
    self.content = content
    self.modifier = modifier
  }
  @MainActor public var body: Never { fatalError("no body") }
  @MainActor public func _modelNode() -> ModelNode { .modified(modifier, content._modelNode()) }
}

extension View {
  nonisolated func modified(_ modifier: ModelModifier) -> ModelModifiedView<Self> {
    ModelModifiedView(content: self, modifier: modifier)
  }
  /// …/swiftui/view/layoutvalue(key:value:) —
  /// `func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View`;
  /// `@inlinable nonisolated` in the iPhoneOS 18.6 SDK, as every modifier
  /// here is (`View` itself is `@MainActor @preconcurrency`).
  nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modified(.layoutValue(ObjectIdentifier(key), value))
  }
  /// …/swiftui/view/clipshape(_:style:) — `func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View`
  nonisolated public func clipShape<S: Shape>(_ shape: S) -> some View {
    modified(.clipShape(String(describing: S.self)))
  }
  /// …/swiftui/view/contentshape(_:eofill:) — `func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View`:
  /// "Defines the content shape for hit testing": a gesture on the view hits
  /// only inside the shape's path in the view's frame.
  nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    modified(.contentShape(String(describing: S.self), hitTest: { shape.path(in: $0).contains($1, eoFill: eoFill) }))
  }
  /// …/swiftui/view/frame(width:height:alignment:) — `func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View`:
  /// a fixed dimension replaces the proposal and the child's size; the
  /// child is centered.
  nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View {
    modified(.frame(width: width, height: height))
  }
  /// …/swiftui/view/scaleeffect(_:anchor:)-… — `func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View`:
  /// scales what is drawn, not the layout.
  nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    modified(.scaleEffect(s, anchor: anchor))
  }
  /// …/swiftui/view/opacity(_:) — `func opacity(_ opacity: Double) -> some View`
  nonisolated public func opacity(_ opacity: Double) -> some View { modified(.opacity(opacity)) }
  /// …/swiftui/view/gesture(_:including:) — `func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View`
  nonisolated public func gesture<T: Gesture>(_ gesture: T) -> some View { modified(.gesture(gesture._handlers)) }

  /// …/swiftui/view/accessibilityelement(children:) —
  /// `func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View`
  nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    modified(.accessibilityElement(children))
  }
  /// …/swiftui/view/accessibilitysortpriority(_:) — `func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`:
  /// higher priorities are read first.
  nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
    modified(.accessibilitySortPriority(sortPriority))
  }
  /// …/swiftui/view/allowshittesting(_:) — `func allowsHitTesting(_ enabled: Bool) -> some View`:
  /// with `false`, touches pass through the view and its content.
  nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { modified(.allowsHitTesting(enabled)) }
  /// …/swiftui/view/accessibilityaction(_:_:) —
  /// `func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`:
  /// the default action is what VoiceOver's double tap and Switch Control's
  /// select do.
  nonisolated public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View {
    modified(.accessibilityAction(handler))
  }
  /// …/swiftui/view/ontapgesture(count:perform:) —
  /// `func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View`,
  /// iOS 13+, macOS 10.15+, tvOS 16+, watchOS 6+ (on tvOS, a press of the
  /// remote's select button on the focused view).
  nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modified(.onTapGesture(action))
  }
  /// …/swiftui/view/accessibilityhidden(_:) — `func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { modified(.accessibilityHidden(hidden)) }
  /// …/swiftui/view/accessibilityaddtraits(_:) — `func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
    modified(.accessibilityAddTraits(traits))
  }
  /// …/swiftui/view/focusable(_:) — `func focusable(_ isFocusable: Bool = true) -> some View`,
  /// iOS 17+, macOS 12+, tvOS 15+, watchOS 8+
  @available(iOS 17, macOS 12, tvOS 15, watchOS 8, *)
  nonisolated public func focusable(_ isFocusable: Bool = true) -> some View { modified(.focusable(isFocusable)) }
  /// …/swiftui/view/focused(_:equals:) — `func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View`:
  /// the view has focus while the binding's value is `value`.
  nonisolated public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    modified(
      .focused(isFocused: { binding.wrappedValue == value }, focus: { binding.wrappedValue = value }))
  }
  /// …/swiftui/view/onkeypress(_:action:) — `func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View`,
  /// iOS 17+, macOS 14+, tvOS 17+, visionOS 1+: "Performs an action if the
  /// user presses a key on a hardware keyboard while the view has focus";
  /// `.handled` consumes the event, `.ignored` lets dispatch continue.
  @available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
  @available(watchOS, unavailable)
  nonisolated public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
    modified(.onKeyPress(key, action))
  }
  /// …/swiftui/view/onmovecommand(perform:) — `func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View`,
  /// macOS 10.15+ and tvOS 13+ only (not iOS, Mac Catalyst, watchOS or visionOS).
  @available(iOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  nonisolated public func onMoveCommand(perform action: ((MoveCommandDirection) -> Void)?) -> some View {
    modified(.onMoveCommand(action))
  }
}

/// …/swiftui/keyequivalent — `static let upArrow`, `downArrow`, `leftArrow`,
/// `rightArrow` (the function-key characters U+F700 to U+F703)
public struct KeyEquivalent: Hashable, Sendable {
  public var character: Character
  public init(_ character: Character) { self.character = character }
  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// …/swiftui/keypress — iOS 17+, macOS 14+, tvOS 17+, visionOS 1+;
/// …/swiftui/keypress/result — `case handled`, `case ignored`
@available(iOS 17, macOS 14, tvOS 17, visionOS 1, *)
@available(watchOS, unavailable)
public struct KeyPress {
  public enum Result: Hashable, Sendable {
    case handled, ignored
  }
}

/// …/swiftui/movecommanddirection — `case up, down, left, right`; macOS
/// 10.15+ and tvOS 13+ only
@available(iOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
public enum MoveCommandDirection: Hashable, Sendable {
  case up, down, left, right
}

/// …/swiftui/accessibilityactionkind — `static let default`
public struct AccessibilityActionKind: Sendable {
  let name: String
  public static let `default` = AccessibilityActionKind(name: "default")
}

/// …/swiftui/accessibilitychildbehavior — `static let ignore`, `static let contain`, `static let combine`
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// …/swiftui/accessibilitytraits — `static let isButton`, `static let isSelected`, …
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
  var bits: Set<String>
  public init() { bits = [] }
  init(_ name: String) { bits = [name] }
  public static let isButton = AccessibilityTraits("isButton")
  public static let isSelected = AccessibilityTraits("isSelected")
  public func contains(_ member: Self) -> Bool { member.bits.isSubset(of: bits) }
  public func union(_ other: Self) -> Self { var r = self; r.bits.formUnion(other.bits); return r }
  public func intersection(_ other: Self) -> Self { var r = self; r.bits.formIntersection(other.bits); return r }
  public func symmetricDifference(_ other: Self) -> Self {
    var r = self
    r.bits.formSymmetricDifference(other.bits)
    return r
  }
  @discardableResult public mutating func insert(_ m: Self) -> (inserted: Bool, memberAfterInsert: Self) {
    let had = contains(m)
    bits.formUnion(m.bits)
    return (!had, m)
  }
  @discardableResult public mutating func remove(_ m: Self) -> Self? {
    let had = contains(m)
    bits.subtract(m.bits)
    return had ? m : nil
  }
  @discardableResult public mutating func update(with m: Self) -> Self? {
    let had = contains(m)
    bits.formUnion(m.bits)
    return had ? m : nil
  }
  public mutating func formUnion(_ other: Self) { bits.formUnion(other.bits) }
  public mutating func formIntersection(_ other: Self) { bits.formIntersection(other.bits) }
  public mutating func formSymmetricDifference(_ other: Self) { bits.formSymmetricDifference(other.bits) }
}

/// …/swiftui/text — `init(_ content: some StringProtocol)`; sizes to its
/// content (7 points a character, 17 high), never more than offered.
public struct Text: View {
  public var content: String
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  public var body: Never { fatalError("no body") }
  public func _modelNode() -> ModelNode { .leaf(.text(content)) }
}

/// …/swiftui/foreach — `init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)`
/// where `ID == Data.Element.ID, Data.Element: Identifiable`; one view per
/// element, each a subview of an enclosing layout.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public var data: Data
  public var content: (Data.Element) -> Content
  public var body: Never { fatalError("no body") }
  public func _modelNode() -> ModelNode { .group(data.map { content($0)._modelNode() }) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

/// …/swiftui/geometryproxy — `var size: CGSize { get }`
public struct GeometryProxy {
  public var size: CGSize
}

/// …/swiftui/geometryreader — `init(@ViewBuilder content: @escaping (GeometryProxy) -> Content)`:
/// "This view returns a flexible preferred size to its parent layout"; it
/// calls `content` with a proxy of that size and places the content at its
/// top-leading corner. Where the offer is unspecified or infinite the model
/// takes 10 points, what SwiftUI is seen to do.
public struct GeometryReader<Content: View>: View {
  public var content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
  public var body: Never { fatalError("no body") }
  public func _modelNode() -> ModelNode {
    let content = self.content
    return .reader { size in content(GeometryProxy(size: size))._modelNode() }
  }
}

/// …/swiftui/state — `@propertyWrapper struct State<Value>`,
/// `var wrappedValue: Value { get nonmutating set }`
@propertyWrapper
public struct State<Value> {
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  private let box: Box
  public init(wrappedValue value: Value) { box = Box(value) }
  /// …/swiftui/state/init(initialvalue:) — `init(initialValue value: Value)`
  public init(initialValue value: Value) { box = Box(value) }
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  /// …/swiftui/state/projectedvalue — `var projectedValue: Binding<Value> { get }`
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

/// …/swiftui/focusstate — `@propertyWrapper struct FocusState<Value: Hashable>`,
/// `init()` where `Value == Bool` or `Value == T?`,
/// `var wrappedValue: Value { get nonmutating set }`,
/// `var projectedValue: FocusState<Value>.Binding { get }`;
/// …/swiftui/focusstate/binding — `var wrappedValue: Value { get nonmutating set }`
@propertyWrapper
public struct FocusState<Value: Hashable> {
  final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  let box: Box
  public init() where Value == Bool { box = Box(false) }
  public init<T: Hashable>() where Value == T? { box = Box(nil) }
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  public var projectedValue: Binding { Binding(box: box) }
  @propertyWrapper
  public struct Binding {
    let box: Box
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set { box.value = newValue }
    }
  }
}

// MARK: Environment

/// …/swiftui/environmentkey — `associatedtype Value`,
/// `static var defaultValue: Self.Value { get }` (iOS 13+, macOS 10.15+,
/// tvOS 13+, watchOS 6+)
public protocol EnvironmentKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// …/swiftui/environmentvalues — `init()`,
/// `subscript<K: EnvironmentKey>(key: K.Type) -> K.Value { get set }`: a
/// key never set reads its default (iOS 13+, macOS 10.15+, tvOS 13+,
/// watchOS 6+).
public struct EnvironmentValues {
  var values: [ObjectIdentifier: Any] = [:]
  public init() {}
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

extension View {
  /// …/swiftui/view/environment(_:_:) —
  /// `func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`
  /// (iOS 13+, macOS 10.15+, tvOS 13+, watchOS 6+): sets the value for the
  /// view and everything inside it; an inner setting wins.
  nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    modified(.environment({ $0[keyPath: keyPath] = value }))
  }
}

/// …/swiftui/environment — `@propertyWrapper struct Environment<Value>`,
/// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`: a view reads a value
/// of its environment. The model keeps no environment per view, so a view
/// reads the default (the documentation's snippets compile against it).
@propertyWrapper
public struct Environment<Value> {
  let keyPath: KeyPath<EnvironmentValues, Value>
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }
  public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

// MARK: Text styles

/// …/swiftui/font — `struct Font`; the model has only its `Weight`.
public struct Font: Hashable, Sendable {
  /// …/swiftui/font/weight — `static let regular`, `bold`, …
  public struct Weight: Hashable, Sendable {
    let value: Double
    public static let regular = Weight(value: 0)
    public static let bold = Weight(value: 0.4)
  }
}

extension Text {
  /// …/swiftui/text/fontweight(_:) — `func fontWeight(_ weight: Font.Weight?) -> Text`;
  /// the model draws no fonts, so the text is unchanged.
  public func fontWeight(_ weight: Font.Weight?) -> Text { self }
}

// MARK: Gestures

/// The closures a gesture carries: what `onChanged` and `onEnded` add.
public struct GestureHandlers<Value> {
  public var changed: [(Value) -> Void] = []
  public var ended: [(Value) -> Void] = []
}

/// …/swiftui/gesture — `associatedtype Value`; `_handlers` stands for the
/// callbacks SwiftUI keeps with a gesture.
public protocol Gesture {
  associatedtype Value
  var _handlers: GestureHandlers<Value> { get }
}

extension Gesture {
  public var _handlers: GestureHandlers<Value> { GestureHandlers() }
}

/// …/swiftui/draggesture — `init(minimumDistance: CGFloat = 10, coordinateSpace: …)`
/// (the default coordinate space is `.local`, the view the gesture is
/// attached to); …/swiftui/draggesture/value — `location`, `startLocation`,
/// `translation: CGSize`, `predictedEndTranslation: CGSize`. The iPhoneOS
/// 18.6 and AppleTVOS 18.0 SDKs: `@available(iOS 13.0, macOS 10.15, watchOS
/// 6.0, *) @available(tvOS, unavailable) @MainActor @preconcurrency public
/// struct DragGesture`.
@available(tvOS, unavailable)
@MainActor @preconcurrency
public struct DragGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize
    public var predictedEndTranslation: CGSize
    public init(location: CGPoint, startLocation: CGPoint, translation: CGSize, predictedEndTranslation: CGSize) {
      self.location = location
      self.startLocation = startLocation
      self.translation = translation
      self.predictedEndTranslation = predictedEndTranslation
    }
  }
  public var minimumDistance: CGFloat
  nonisolated public init(minimumDistance: CGFloat = 10) { self.minimumDistance = minimumDistance }
}

extension Gesture {
  /// …/swiftui/gesture/onchanged(_:) — `func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self>`
  public func onChanged(_ action: @escaping (Value) -> Void) -> StandInGesture<Value> {
    var handlers = _handlers
    handlers.changed.append(action)
    return StandInGesture(_handlers: handlers)
  }
  /// …/swiftui/gesture/onended(_:) — `func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self>`
  public func onEnded(_ action: @escaping (Value) -> Void) -> StandInGesture<Value> {
    var handlers = _handlers
    handlers.ended.append(action)
    return StandInGesture(_handlers: handlers)
  }
}

/// What the stand-in gesture modifiers return: the gesture's callbacks.
public struct StandInGesture<Value>: Gesture {
  public var _handlers: GestureHandlers<Value>
}

// MARK: Shapes and paths

/// …/swiftui/path — `init()`, `move(to:)`, `addLine(to:)`,
/// `addQuadCurve(to:control:)`, `closeSubpath()`, `forEach(_:)` over
/// …/swiftui/path/element (`move(to:)`, `line(to:)`, `quadCurve(to:control:)`,
/// `curve(to:control1:control2:)`, `closeSubpath`)
public struct Path: Equatable, Sendable {
  public enum Element: Equatable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }
  private var elements: [Element] = []
  nonisolated public init() {}
  public mutating func move(to end: CGPoint) { elements.append(.move(to: end)) }
  public mutating func addLine(to end: CGPoint) { elements.append(.line(to: end)) }
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: end, control: control))
  }
  public mutating func closeSubpath() { elements.append(.closeSubpath) }
  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }
}

/// …/swiftui/shape — `protocol Shape: Sendable, Animatable, View`,
/// `nonisolated func path(in rect: CGRect) -> Path`
public protocol Shape: Sendable, Animatable, View {
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  public var body: Never { fatalError("a stand-in shape has no body") }
  /// A shape takes the size it is offered (10 × 10 where unspecified).
  public func _modelNode() -> ModelNode { .leaf(.flexible(String(describing: Self.self))) }
}

/// …/swiftui/insettableshape — `protocol InsettableShape: Shape`,
/// `associatedtype InsetShape: InsettableShape`,
/// `nonisolated func inset(by amount: CGFloat) -> Self.InsetShape`
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

/// …/swiftui/circle
public struct Circle: Shape {
  nonisolated public init() {}
  public func path(in rect: CGRect) -> Path { Path() }
}

/// …/swiftui/rectangle — its path is the rectangle.
public struct Rectangle: Shape {
  nonisolated public init() {}
  public func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

// MARK: Layout

/// …/swiftui/layoutvaluekey — `associatedtype Value`,
/// `static var defaultValue: Self.Value { get }`
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// …/swiftui/layoutsubview — `subscript<K: LayoutValueKey>(key: K.Type) -> K.Value`,
/// …/swiftui/layoutsubview/sizethatfits(_:) — `func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize`,
/// …/swiftui/layoutsubview/place(at:anchor:proposal:) —
/// `func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize)`
///
/// The fake holds its layout values and records where it is placed. It
/// sizes itself as a flexible view does: it takes a proposed dimension
/// (never less than zero), and its ideal one where the proposal leaves it
/// unspecified or infinite.
public struct LayoutSubview {
  /// What `place(at:anchor:proposal:)` was told.
  public struct Placed: Equatable {
    public var position: CGPoint
    public var anchor: UnitPoint
    public var proposal: ProposedViewSize
    public init(position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
      self.position = position
      self.anchor = anchor
      self.proposal = proposal
    }
  }
  final class Recorder {
    var placed: [Placed] = []
  }
  let values: [ObjectIdentifier: Any]
  let recorder = Recorder()
  /// The size the view takes when the proposal leaves it free.
  public let idealSize: CGSize
  /// How a rendered view sizes itself; `nil` for a fake.
  let sizer: ((ProposedViewSize) -> CGSize)?

  /// A fake subview with the given layout values, keyed by key type.
  public init(values: [ObjectIdentifier: Any] = [:], idealSize: CGSize = CGSize(width: 40, height: 30)) {
    self.values = values
    self.idealSize = idealSize
    self.sizer = nil
  }

  /// A subview of a rendered view tree, sized by the view itself.
  init(values: [ObjectIdentifier: Any], sizer: @escaping (ProposedViewSize) -> CGSize) {
    self.values = values
    self.sizer = sizer
    self.idealSize = sizer(.unspecified)
  }

  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if let sizer { return sizer(proposal) }
    func take(_ proposed: CGFloat?, _ ideal: CGFloat) -> CGFloat {
      guard let proposed, proposed.isFinite else { return ideal }
      return Swift.max(0, proposed)
    }
    return CGSize(width: take(proposal.width, idealSize.width), height: take(proposal.height, idealSize.height))
  }

  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    recorder.placed.append(Placed(position: position, anchor: anchor, proposal: proposal))
  }

  /// Every placement this subview received, in order.
  public var placements: [Placed] { recorder.placed }

  /// Where SwiftUI draws this subview after a layout pass in `bounds`: the
  /// last placement's frame (the size the view picks for its proposal, set
  /// against the anchor), or, for a subview the layout never placed, its
  /// ideal size centered in `bounds` — what the documentation of
  /// `place(at:anchor:proposal:)` says SwiftUI does with a subview that gets
  /// no `place` call.
  public func frame(in bounds: CGRect) -> CGRect {
    guard let last = recorder.placed.last else {
      let size = sizeThatFits(.unspecified)
      return CGRect(
        x: Double(bounds.midX - size.width / 2), y: Double(bounds.midY - size.height / 2),
        width: Double(size.width), height: Double(size.height))
    }
    let size = sizeThatFits(last.proposal)
    return CGRect(
      x: Double(last.position.x - last.anchor.x * size.width), y: Double(last.position.y - last.anchor.y * size.height),
      width: Double(size.width), height: Double(size.height))
  }
}

/// …/swiftui/layoutsubviews — a `RandomAccessCollection` of `LayoutSubview`
/// with `Int` indices.
public struct LayoutSubviews: RandomAccessCollection {
  let subviews: [LayoutSubview]
  public init(_ subviews: [LayoutSubview]) { self.subviews = subviews }
  public var startIndex: Int { subviews.startIndex }
  public var endIndex: Int { subviews.endIndex }
  public subscript(index: Int) -> LayoutSubview { subviews[index] }
}

/// …/swiftui/layout — `protocol Layout: Animatable` in the iPhoneOS 17.4 and
/// 18.6 SDKs (not `Sendable`, no global actor);
/// `associatedtype Cache = Void`; `typealias Subviews = LayoutSubviews`;
/// …/layout/makecache(subviews:), …/layout/updatecache(_:subviews:),
/// …/layout/sizethatfits(proposal:subviews:cache:),
/// …/layout/placesubviews(in:proposal:subviews:cache:),
/// …/layout/callasfunction(_:)
public protocol Layout: Animatable {
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews
  func makeCache(subviews: Subviews) -> Cache
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
}

extension Layout {
  /// Runs one layout pass as SwiftUI does: a cache, the size for
  /// `proposal`, then placement in bounds of that size at `origin`; returns
  /// the bounds. Read each subview's ``LayoutSubview/frame(in:)`` after it.
  public func modelLayoutPass(
    subviews: Subviews, proposal: ProposedViewSize, origin: CGPoint = .zero
  ) -> CGRect {
    var cache = makeCache(subviews: subviews)
    let size = sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    let bounds = CGRect(origin: origin, size: size)
    placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    return bounds
  }

  /// …/layout/callasfunction(_:) — `func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View`:
  /// the layout with its content, each view of which is a subview.
  @MainActor
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutView(layout: self, content: content())
  }
}

/// A layout applied to its content: what `Layout.callAsFunction` returns.
public struct LayoutView<L: Layout, Content: View>: View {
  public let layout: L
  public let content: Content
  init(layout: L, content: Content) {
    self.layout = layout
    self.content = content
  }
  public var body: Never { fatalError("no body") }
  public func _modelNode() -> ModelNode { .layout(ModelLayout(layout), content._modelNode()) }
}
