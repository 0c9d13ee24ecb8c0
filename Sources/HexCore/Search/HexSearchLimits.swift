/// The bounds every search shares: how many hexes it expands by default,
/// and the largest cost one step can have.
///
/// They govern ``Hex/path(to:on:within:maximumCost:maximumExpansions:cost:)``,
/// ``HexPathFinder``, the `movementRange`s and ``HexFlowField`` alike.
///
///     Hex.zero.path(to: far, maximumExpansions: HexSearchLimits.defaultMaximumExpansions * 4) { _ in 1 }
public enum HexSearchLimits {
  /// The most hexes a search expands by default before giving up: 2¹⁶,
  /// about a tenth of a second of searching at most.
  public static let defaultMaximumExpansions = 1 << 16

  /// The largest cost of one step: 2³¹ − 1; larger costs count as this, and
  /// costs below 1 count as 1, so no sum of a search overflows.
  public static let maximumStepCost = _maximumStepCost
}
