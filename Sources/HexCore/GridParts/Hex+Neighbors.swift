extension Hex {
  /// Returns the neighbor of this hex in the given direction.
  ///
  /// Saturating, as `+` is: nothing traps at `Int32`'s ends.
  ///
  ///     Hex(q: 1, r: -2).neighbor(in: .flatTop)  // Hex(q: 1, r: -3)
  ///
  /// - Parameter direction: The direction of the neighbor.
  @inlinable
  public func neighbor(in direction: HexDirection) -> Hex {
    self + direction.vector
  }

  /// The six neighbors of this hex, in ``HexDirection`` index order.
  ///
  /// Computed modulo 2³²: exact for every neighbor that fits in `Int32`,
  /// wrapping around at `Int32`'s ends instead of trapping. The collection is a fixed-size value: reading it allocates nothing.
  @inlinable
  public var neighbors: HexSextet<Hex> { HexSextet(self, .neighbors) }

  /// Returns the hex across the given corner of this hex.
  ///
  ///     Hex.zero.diagonalNeighbor(in: .flatRight)  // Hex(q: 2, r: -1)
  ///
  /// - Parameter diagonal: The diagonal direction.
  @inlinable
  public func diagonalNeighbor(in diagonal: HexDiagonal) -> Hex {
    self + diagonal.vector
  }

  /// The six diagonal neighbors of this hex, in ``HexDiagonal`` index order.
  @inlinable
  public var diagonalNeighbors: HexSextet<Hex> { HexSextet(self, .diagonalNeighbors) }

  /// Returns a Boolean value indicating whether `other` shares an edge with
  /// this hex.
  ///
  /// A hex is not its own neighbor.
  ///
  /// - Parameter other: The hex to test.
  @inlinable
  public func isNeighbor(of other: Hex) -> Bool {
    // Exact for every two hexes, unlike the 32-bit `distance(to:)`, whose
    // differences wrap at Int32's ends.
    let dq = other.q - q, dr = other.r - r
    return Swift.max(dq.magnitude, dr.magnitude, (dq + dr).magnitude) == 1
  }

  /// Returns the direction from this hex to an adjacent hex, or `nil` if
  /// `other` is not a neighbor.
  ///
  ///     Hex.zero.direction(to: Hex(q: 0, r: 1))  // .flatBottom
  ///     Hex.zero.direction(to: Hex(q: 2, r: 0))  // nil
  ///
  /// - Parameter other: A neighbor of this hex.
  @inlinable
  public func direction(to other: Hex) -> HexDirection? {
    // Differences of 32-bit components are exact in Int.
    let dq = other.q - q, dr = other.r - r
    switch (dq, dr) {
    case (1, 0): return .flatBottomRight
    case (0, 1): return .flatBottom
    case (-1, 1): return .flatBottomLeft
    case (-1, 0): return .flatTopLeft
    case (0, -1): return .flatTop
    case (1, -1): return .flatTopRight
    default: return nil
    }
  }
}
