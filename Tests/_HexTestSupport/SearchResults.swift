import HexCore

extension Result where Success == HexPath, Failure == HexSearchFailure {
  /// The path found, or `nil`: `try? get()`, for tests that only ask
  /// whether there is one.
  public var found: HexPath? { try? get() }

  /// The hexes of the path found, or `nil`.
  public var hexes: [Hex]? { found?.hexes }

  /// The failure, or `nil` when a path was found.
  public var failure: HexSearchFailure? {
    if case .failure(let failure) = self { return failure }
    return nil
  }
}
