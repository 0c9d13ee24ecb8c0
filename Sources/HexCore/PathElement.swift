/// One element of a drawable path: what SwiftUI's `Path`, Core Graphics and
/// SVG all draw.
public enum PathElement: Hashable, Sendable {
  /// Starts a new subpath at a point.
  case move(to: Point)
  /// A straight line from the current point.
  case line(to: Point)
  /// A quadratic Bézier curve from the current point.
  case quadCurve(to: Point, control: Point)
  /// Closes the current subpath with a line back to its start.
  case closeSubpath
}
