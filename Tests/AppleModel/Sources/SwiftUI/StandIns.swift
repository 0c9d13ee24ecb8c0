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

/// …/swiftui/proposedviewsize — `init(width: CGFloat?, height: CGFloat?)`
public struct ProposedViewSize: Hashable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
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

/// …/swiftui/animation — `static func spring(…)`, `static let default`
public struct Animation: Sendable {
  public static let `default` = Animation()
  public static func spring() -> Animation { Animation() }
}

/// …/swiftui/withanimation(_:_:) —
/// `func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result`
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

// MARK: Views

/// …/swiftui/view — `@MainActor @preconcurrency protocol View`,
/// `@ViewBuilder @MainActor var body: Self.Body { get }`
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError("no body") }
}

/// A view the stand-in modifiers return: it records nothing.
public struct StandInView: View {
  nonisolated public init() {}
  public var body: Never { fatalError("a stand-in view is never rendered") }
}

/// …/swiftui/viewbuilder — `@resultBuilder struct ViewBuilder`,
/// `static func buildBlock<Content: View>(_ content: Content) -> Content`
@resultBuilder
public struct ViewBuilder {
  public static func buildBlock() -> StandInView { StandInView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

extension View {
  /// …/swiftui/view/layoutvalue(key:value:) —
  /// `func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View`
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    StandInView()
  }
  /// …/swiftui/view/clipshape(_:style:) — `func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View`
  public func clipShape<S: Shape>(_ shape: S) -> some View { StandInView() }
  /// …/swiftui/view/contentshape(_:eofill:) — `func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View`
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { StandInView() }
  /// …/swiftui/view/frame(width:height:alignment:) — `func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View`
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil) -> some View { StandInView() }
  /// …/swiftui/view/scaleeffect(_:anchor:)-… — `func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View`
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { StandInView() }
  /// …/swiftui/view/opacity(_:) — `func opacity(_ opacity: Double) -> some View`
  public func opacity(_ opacity: Double) -> some View { StandInView() }
  /// …/swiftui/view/gesture(_:including:) — `func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View`
  public func gesture<T: Gesture>(_ gesture: T) -> some View { StandInView() }
}

/// …/swiftui/text — `init(_ content: some StringProtocol)`
public struct Text: View {
  public var content: String
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  public var body: Never { fatalError("a stand-in view is never rendered") }
}

/// …/swiftui/foreach — `init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)`
/// where `ID == Data.Element.ID, Data.Element: Identifiable`
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  public var data: Data
  public var content: (Data.Element) -> Content
  public var body: Never { fatalError("a stand-in view is never rendered") }
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

/// …/swiftui/geometryreader — `init(@ViewBuilder content: @escaping (GeometryProxy) -> Content)`
public struct GeometryReader<Content: View>: View {
  public var content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }
  public var body: Never { fatalError("a stand-in view is never rendered") }
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
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
}

// MARK: Gestures

/// …/swiftui/gesture — `associatedtype Value`
public protocol Gesture {
  associatedtype Value
}

/// …/swiftui/draggesture — `init(minimumDistance: CGFloat = 10, coordinateSpace: …)`;
/// …/swiftui/draggesture/value — `location`, `startLocation`,
/// `translation: CGSize`, `predictedEndTranslation: CGSize`
public struct DragGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize
    public var predictedEndTranslation: CGSize
  }
  public var minimumDistance: CGFloat
  public init(minimumDistance: CGFloat = 10) { self.minimumDistance = minimumDistance }
}

extension Gesture {
  /// …/swiftui/gesture/onchanged(_:) — `func onChanged(_ action: @escaping (Self.Value) -> Void) -> _ChangedGesture<Self>`
  public func onChanged(_ action: @escaping (Value) -> Void) -> StandInGesture<Value> {
    StandInGesture()
  }
  /// …/swiftui/gesture/onended(_:) — `func onEnded(_ action: @escaping (Self.Value) -> Void) -> _EndedGesture<Self>`
  public func onEnded(_ action: @escaping (Value) -> Void) -> StandInGesture<Value> {
    StandInGesture()
  }
}

/// What the stand-in gesture modifiers return.
public struct StandInGesture<Value>: Gesture {}

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
  public var body: Never { fatalError("a stand-in shape is never rendered") }
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

/// …/swiftui/rectangle
public struct Rectangle: Shape {
  nonisolated public init() {}
  public func path(in rect: CGRect) -> Path { Path() }
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

  /// A fake subview with the given layout values, keyed by key type.
  public init(values: [ObjectIdentifier: Any] = [:], idealSize: CGSize = CGSize(width: 40, height: 30)) {
    self.values = values
    self.idealSize = idealSize
  }

  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
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

/// …/swiftui/layout — `@preconcurrency protocol Layout: Sendable, Animatable`;
/// `associatedtype Cache = Void`; `typealias Subviews = LayoutSubviews`;
/// …/layout/makecache(subviews:), …/layout/updatecache(_:subviews:),
/// …/layout/sizethatfits(proposal:subviews:cache:),
/// …/layout/placesubviews(in:proposal:subviews:cache:),
/// …/layout/callasfunction(_:)
@preconcurrency
public protocol Layout: Sendable, Animatable {
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

  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    StandInView()
  }
}
