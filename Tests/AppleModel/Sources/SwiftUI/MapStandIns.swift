// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, BeginDocumentationCommentWithOneLineSummary
// Stand-ins for what a map view draws and handles with: Canvas and its
// GraphicsContext, Color, Binding, pinch and spatial tap gestures, and
// accessibility labels and values. Each follows the declaration cited
// above it (https://developer.apple.com/documentation/…, and the
// iPhoneOS 18.6 SDK's SwiftUI and SwiftUICore interfaces); bodies record
// what the tests observe.

// MARK: Values

/// …/swiftui/color — `init(red: Double, green: Double, blue: Double, opacity: Double = 1)`,
/// `static let red`, `blue`, …, `func opacity(_ opacity: Double) -> Color`
public struct Color: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = opacity
  }
  public func opacity(_ opacity: Double) -> Color {
    Color(red: red, green: green, blue: blue, opacity: alpha * opacity)
  }
  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let red = Color(red: 1, green: 0.23, blue: 0.19)
  public static let orange = Color(red: 1, green: 0.58, blue: 0)
  public static let yellow = Color(red: 1, green: 0.8, blue: 0)
  public static let green = Color(red: 0.2, green: 0.78, blue: 0.35)
  public static let blue = Color(red: 0, green: 0.48, blue: 1)
  public static let gray = Color(red: 0.56, green: 0.56, blue: 0.58)
  public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
}

/// …/swiftui/binding — `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`,
/// `init(get: @escaping () -> Value, set: @escaping (Value) -> Void)`,
/// `var wrappedValue: Value { get nonmutating set }`, `var projectedValue: Binding<Value>`,
/// `static func constant(_ value: Value) -> Binding<Value>`
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let get: () -> Value
  private let set: (Value) -> Void
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
  public var projectedValue: Binding<Value> { self }
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
  }
}

// MARK: Canvas

/// …/swiftui/strokestyle — `init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
/// miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0)`, `var lineWidth: CGFloat`,
/// `var dash: [CGFloat]` (the model keeps the width and the dash).
public struct StrokeStyle: Equatable, Sendable {
  public var lineWidth: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat
  public init(lineWidth: CGFloat = 1, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
    self.lineWidth = lineWidth
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// …/swiftui/graphicscontext — `func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle())`,
/// `func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle)`,
/// `func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1)`;
/// …/graphicscontext/shading — `static func color(_ color: Color) -> GraphicsContext.Shading`.
/// The model records each call.
public struct GraphicsContext {
  public struct Shading {
    public var color: Color
    public static func color(_ color: Color) -> Shading { Shading(color: color) }
  }
  /// One drawing call.
  public struct Command {
    public enum Kind: Equatable { case fill, stroke(lineWidth: CGFloat) }
    public var kind: Kind
    public var path: Path
    public var color: Color
    /// The dash of a stroke; empty for a solid line or a fill.
    public var dash: [CGFloat] = []
  }
  final class Recorder {
    var commands: [Command] = []
  }
  let recorder = Recorder()
  public func fill(_ path: Path, with shading: Shading) {
    recorder.commands.append(Command(kind: .fill, path: path, color: shading.color))
  }
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    recorder.commands.append(Command(kind: .stroke(lineWidth: lineWidth), path: path, color: shading.color))
  }
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    recorder.commands.append(
      Command(kind: .stroke(lineWidth: style.lineWidth), path: path, color: shading.color, dash: style.dash))
  }
}

/// …/swiftui/canvas — iOS 15+, macOS 12+, tvOS 15+, watchOS 8+;
/// `init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
/// renderer: @escaping (inout GraphicsContext, CGSize) -> Void)` where `Symbols == EmptyView`.
/// Like a shape, it takes the size it is offered.
public struct Canvas: View {
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  public init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void) { self.renderer = renderer }
  public var body: Never { fatalError("no body") }
  public func _modelNode() -> ModelNode { .leaf(.canvas(renderer)) }
}

// MARK: Gestures

/// …/swiftui/magnifygesture — iOS 17+, macOS 14+, not tvOS or watchOS;
/// …/magnifygesture/value — `magnification: CGFloat`, `startLocation: CGPoint`, `startAnchor: UnitPoint`
@available(iOS 17, macOS 14, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct MagnifyGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var magnification: CGFloat
    public var startLocation: CGPoint
    public init(magnification: CGFloat, startLocation: CGPoint) {
      self.magnification = magnification
      self.startLocation = startLocation
    }
  }
  public var minimumScaleDelta: CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// …/swiftui/spatialtapgesture — iOS 16+, macOS 13+, watchOS 9+, not tvOS;
/// `init(count: Int = 1, coordinateSpace: CoordinateSpace = .local)`;
/// …/spatialtapgesture/value — `location: CGPoint`
@available(tvOS, unavailable)
public struct SpatialTapGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var location: CGPoint
    public init(location: CGPoint) { self.location = location }
  }
  public var count: Int
  public init(count: Int = 1) { self.count = count }
}

// MARK: Modifiers

extension View {
  /// …/swiftui/view/simultaneousgesture(_:including:) —
  /// `func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View`
  nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T) -> some View {
    modified(.gesture(gesture._handlers))
  }
  /// …/swiftui/view/accessibilitylabel(_:)-… — `func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    modified(.accessibilityLabel(String(label)))
  }
  /// …/swiftui/view/accessibilityvalue(_:)-… — `func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier>`
  nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
    modified(.accessibilityValue(String(value)))
  }
}
