// The hexagon shape of Semianov's offset-grid article.

#if canImport(SwiftUI)
  import HexCore
  import SwiftUI

  /// The largest regular hexagon that fits a rectangle, flat-top or
  /// pointy-top, optionally with rounded corners: the `Hexagon` shape of
  /// Konstantin Semianov's
  /// [Building a hexagonal grid with the SwiftUI Layout protocol](https://ksemianov.github.io/articles/hexgrid/).
  ///
  /// Its outline is HexCore's `Hexagon.outline(cornerRadius:)` for
  /// `Hexagon(fitting:orientation:)`, so it lines up exactly with the cells
  /// an ``OffsetGridLayout`` proposes and with the library's corners.
  ///
  /// ```swift
  /// Color.orange.clipShape(HexagonShape(orientation: .pointyTop, cornerRadius: 6))
  /// HexagonShape().strokeBorder(.blue, lineWidth: 4)
  /// ```
  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  public struct HexagonShape: InsettableShape {
    /// Whether the hexagon has a flat top (the default) or a pointy top.
    public var orientation: HexOrientation
    /// The radius of the circle each corner is rounded to; 0 (the default)
    /// gives sharp corners.
    public var cornerRadius: Double
    /// How far every side is moved inward, by ``inset(by:)``.
    public var insetAmount: Double

    /// Creates a hexagon shape.
    ///
    /// - Parameters:
    ///   - orientation: Flat-top (the default) or pointy-top.
    ///   - cornerRadius: The corners' radius; 0 gives sharp corners.
    nonisolated public init(orientation: HexOrientation = .flatTop, cornerRadius: Double = 0) {
      self.orientation = orientation
      self.cornerRadius = cornerRadius
      self.insetAmount = 0
    }

    /// Returns the hexagon's outline in `rect`.
    ///
    /// - Parameter rect: The frame to fit the hexagon in.
    nonisolated public func path(in rect: CGRect) -> Path {
      Path(hexagonShapeOutline(in: PixelRect(rect)))
    }

    /// The outline as plain path elements: the hexagon fitting `rect`, each
    /// side moved inward by ``insetAmount`` (the circumradius shrinks by
    /// `2/√3` times it, the corner radius by it).
    nonisolated package func hexagonShapeOutline(in rect: PixelRect) -> [PathElement] {
      var hexagon = Hexagon(fitting: rect, orientation: orientation)
      let inset = insetAmount.isFinite ? insetAmount : 0
      let shrink = inset * 2 / _sqrt3
      let radius = Swift.max(0, hexagon.size.width - shrink)
      hexagon.size = PixelSize(width: radius, height: radius)
      return hexagon.outline(cornerRadius: Swift.max(0, cornerRadius - inset))
    }

    /// Returns the hexagon with every side moved inward by `amount`, as
    /// `strokeBorder` needs.
    ///
    /// - Parameter amount: The distance to move the sides inward.
    nonisolated public func inset(by amount: CGFloat) -> HexagonShape {
      var shape = self
      shape.insetAmount += Double(amount)
      return shape
    }
  }

  @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
  extension Path {
    /// Creates a path from HexCore's plain path elements.
    ///
    /// - Parameter elements: Moves, lines, quadratic curves and closes.
    ///
    /// - Complexity: O(*n*), where *n* is the number of elements.
    public init(_ elements: [PathElement]) {
      self.init()
      for element in elements {
        switch element {
        case .move(let to): move(to: CGPoint(to))
        case .line(let to): addLine(to: CGPoint(to))
        case .quadCurve(let to, let control):
          addQuadCurve(to: CGPoint(to), control: CGPoint(control))
        case .closeSubpath: closeSubpath()
        }
      }
    }
  }
#endif
