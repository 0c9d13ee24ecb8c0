extension Hexagon {
  /// Returns the hexagon's outline as path elements, starting at corner 0
  /// and following ``corners``, closed.
  ///
  /// With a positive `cornerRadius`, each corner is cut where a circle of
  /// that radius touching both sides meets them, `r/√3` from the corner
  /// (the interior angle is 120°), and replaced by a quadratic curve whose
  /// control point is the corner. The cut never passes half a side.
  ///
  /// - Parameter cornerRadius: The radius corners are rounded to; 0, a
  ///   negative value or NaN gives sharp corners.
  /// - Returns: A move, six lines or six lines and six curves, and a close.
  public func outline(cornerRadius: Double = 0) -> [PathElement] {
    let points = Array(corners)
    guard cornerRadius > 0 else {
      return [.move(to: points[0])] + points.dropFirst().map { .line(to: $0) } + [.closeSubpath]
    }
    var elements: [PathElement] = []
    for i in 0..<6 {
      let corner = points[i], previous = points[(i + 5) % 6], next = points[(i + 1) % 6]
      func toward(_ other: Point) -> Point {
        let dx = other.x - corner.x, dy = other.y - corner.y
        let length = (dx * dx + dy * dy).squareRoot()
        let cut = length > 0 ? Swift.min(cornerRadius / (3.0).squareRoot(), length / 2) / length : 0
        return Point(x: corner.x + dx * cut, y: corner.y + dy * cut)
      }
      let start = toward(previous), end = toward(next)
      elements.append(i == 0 ? .move(to: start) : .line(to: start))
      elements.append(.quadCurve(to: end, control: corner))
    }
    elements.append(.closeSubpath)
    return elements
  }
}
