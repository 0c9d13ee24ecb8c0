// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation, BeginDocumentationCommentWithOneLineSummary
// Stand-ins for what the grid views select and grow with: the Return and
// Space keys, a path's hit test, transitions and value-bound animations.
// Each follows the declaration cited above it
// (https://developer.apple.com/documentation/…); bodies record what the
// tests observe.

// MARK: Keys

extension KeyEquivalent {
  /// …/swiftui/keyequivalent/return — `static let return: KeyEquivalent` (U+000D)
  public static let `return` = KeyEquivalent("\r")
  /// …/swiftui/keyequivalent/space — `static let space: KeyEquivalent` (U+0020)
  public static let space = KeyEquivalent(" ")
}

// MARK: Hit testing

extension Path {
  /// …/swiftui/path/contains(_:eofill:) — `func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool`:
  /// whether the point is inside the path, by the non-zero winding rule, or
  /// the even-odd rule with `eoFill`. Curves are followed as 16 chords each.
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0, crossings = 0
    var start = CGPoint.zero, current = CGPoint.zero
    func edge(to end: CGPoint) {
      let (a, b) = (current, end)
      current = end
      guard (a.y <= p.y) != (b.y <= p.y) else { return }
      let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
      guard x > p.x else { return }
      crossings += 1
      winding += b.y > a.y ? 1 : -1
    }
    func chords(_ point: (CGFloat) -> CGPoint) {
      for step in 1...16 { edge(to: point(CGFloat(step) / 16)) }
    }
    forEach { element in
      switch element {
      case .move(let to):
        edge(to: start)
        start = to
        current = to
      case .line(let to):
        edge(to: to)
      case .quadCurve(let to, let c):
        let a = current
        chords { t in
          let u = 1 - t
          return CGPoint(
            x: u * u * a.x + 2 * u * t * c.x + t * t * to.x, y: u * u * a.y + 2 * u * t * c.y + t * t * to.y)
        }
      case .curve(let to, let c1, let c2):
        let a = current
        chords { t in
          let u = 1 - t
          let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          return CGPoint(
            x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * to.x, y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * to.y)
        }
      case .closeSubpath:
        edge(to: start)
      }
    }
    edge(to: start)
    return eoFill ? crossings % 2 == 1 : winding != 0
  }
}

// MARK: Transitions and animations

/// …/swiftui/anytransition — `static let opacity: AnyTransition`,
/// `static var scale: AnyTransition { get }`,
/// `func combined(with other: AnyTransition) -> AnyTransition`. The model
/// keeps the names of the transitions combined.
public struct AnyTransition: Equatable, Sendable {
  public var names: [String]
  public static let opacity = AnyTransition(names: ["opacity"])
  public static var scale: AnyTransition { AnyTransition(names: ["scale"]) }
  public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(names: names + other.names) }
}

/// What `transition(_:)` around a view set: the model's record.
struct ModelTransitionKey: EnvironmentKey {
  static let defaultValue: AnyTransition? = nil
}

/// What `animation(_:value:)` around a view set: the model's record.
struct ModelAnimationKey: EnvironmentKey {
  static let defaultValue: Animation?? = nil
}

extension View {
  /// …/swiftui/view/transition(_:)-… — `func transition(_ t: AnyTransition) -> some View`:
  /// how the view is inserted and removed in an animated change. The model
  /// records it for the leaves inside (``RenderedLeaf/transition``).
  nonisolated public func transition(_ t: AnyTransition) -> some View {
    modified(.environment { $0[ModelTransitionKey.self] = t })
  }
  /// …/swiftui/view/animation(_:value:) —
  /// `func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View`:
  /// changes inside the view animate with `animation` when `value` changes.
  /// The model records the animation for the leaves inside
  /// (``RenderedLeaf/animation``).
  nonisolated public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modified(.environment { $0[ModelAnimationKey.self] = .some(animation) })
  }
}

extension RenderedLeaf {
  /// The innermost `transition(_:)` around the leaf, or `nil`.
  public var transition: AnyTransition? { environment[ModelTransitionKey.self] }
  /// The innermost `animation(_:value:)` around the leaf: `.some(nil)` for
  /// an explicit `nil` animation, `nil` for none.
  public var animation: Animation?? { environment[ModelAnimationKey.self] }
}
