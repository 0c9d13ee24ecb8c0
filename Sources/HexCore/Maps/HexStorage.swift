/// A store of values by hex: ``HexMap``, ``HexSparseMap`` and
/// `Dictionary<Hex, Value>`.
///
/// Code that only reads values — a terrain mesh, a cost closure, an
/// export — takes any storage, so one function serves a dense board, an
/// unbounded chunked world and a hand-made dictionary:
///
///     func total<S: HexStorage<Int>>(_ storage: S) -> Int {
///       var sum = 0
///       storage.forEachValue { _, value in sum += value }
///       return sum
///     }
///     total(HexMap(radius: 1, repeating: 2))      // 14
///     total([Hex.zero: 5])                         // 5
///
/// All three read the same way: `storage[hex]` is the stored value or
/// `nil`. They write the way `Dictionary` does — `storage[hex] = value`,
/// and `updateValue(_:at:)` returning the value it replaced, as
/// `Dictionary.updateValue(_:forKey:)` does — within what each can hold:
///
/// | | `Dictionary` | ``HexSparseMap`` | ``HexMap`` |
/// |---|---|---|---|
/// | holds | any hex | any hex of ``Hex/coordinateRange`` | the hexes of its shape |
/// | `s[hex] = value` | stores | stores | stores (ignored outside the shape) |
/// | `s[hex] = nil` | removes | removes | ignored: a dense map has a value at every hex of its shape, as an array has one at every index |
/// | `updateValue(_:at:)` | `updateValue(_:forKey:)`: returns the old value | returns the old value | returns the old value; `nil` only outside the shape |
/// | `removeValue(at:)` | `removeValue(forKey:)` | removes | — |
///
/// The protocol carries the subscript, which all of them have, and what
/// reading code needs; removal stays on the types that can remove.
public protocol HexStorage<Value> {
  /// The type of the stored values.
  associatedtype Value

  /// The value stored at `hex`, or `nil` when there is none; writing
  /// stores a value, and writing `nil` removes it where the storage can
  /// remove (see the table above).
  ///
  /// - Parameter hex: Any hex.
  subscript(hex: Hex) -> Value? { get set }

  /// The number of stored values.
  var count: Int { get }

  /// Calls `body` with every stored hex and its value, once each, in the
  /// storage's iteration order.
  ///
  /// - Parameter body: A closure that takes a hex and its value.
  ///
  /// - Complexity: O(*n*) for *n* stored values (for ``HexSparseMap``, every
  ///   slot of every allocated chunk).
  func forEachValue(_ body: (Hex, Value) throws -> Void) rethrows
}

extension HexMap: HexStorage {
  /// Calls `body` with every hex of the map and its value, in storage order.
  ///
  /// - Parameter body: A closure that takes a hex and its value.
  ///
  /// - Complexity: O(*n*), where *n* is the number of hexes.
  @inlinable
  public func forEachValue(_ body: (Hex, Value) throws -> Void) rethrows {
    for (hex, value) in self { try body(hex, value) }
  }
}

extension HexSparseMap: HexStorage {
  /// Calls `body` with every stored hex and its value, in the map's
  /// iteration order.
  ///
  /// - Parameter body: A closure that takes a hex and its value.
  ///
  /// - Complexity: O(*c* log *c* + *c* · *s*): every slot of each of the *c*
  ///   allocated chunks of *s* slots.
  public func forEachValue(_ body: (Hex, Value) throws -> Void) rethrows {
    for (hex, value) in self { try body(hex, value) }
  }
}

extension Dictionary: HexStorage where Key == Hex {
  /// Calls `body` with every hex and its value, in the dictionary's order.
  ///
  /// - Parameter body: A closure that takes a hex and its value.
  ///
  /// - Complexity: O(*n*), where *n* is the number of entries.
  @inlinable
  public func forEachValue(_ body: (Hex, Value) throws -> Void) rethrows {
    for (hex, value) in self { try body(hex, value) }
  }
}

extension HexStorage {
  /// The value of the hex that `hex` stands for on a wrapping world, or
  /// `nil` when the world has no such hex or the storage holds no value
  /// there; writing goes to that hex, as `self[canonical] = newValue`
  /// would, and does nothing when the world has no such hex.
  ///
  ///     var terrain = HexMap(radius: 8, repeating: 0)
  ///     let world = HexWraparound(radius: 8)!
  ///     terrain[Hex(q: 9, r: 0), wrappingIn: world] = 7   // lands on the far side
  ///
  /// - Parameters:
  ///   - hex: Any hex.
  ///   - topology: The wrapping of the storage: a ``HexWraparound``, a
  ///     ``HexCylinder``, the plain ``HexPlane`` or a topology of your own;
  ///     `hex` is read at ``HexTopology/canonical(_:)``.
  @inlinable
  public subscript<T: HexTopology>(hex: Hex, wrappingIn topology: T) -> Value? {
    get { topology.canonical(hex).flatMap { self[$0] } }
    set {
      if let wrapped = topology.canonical(hex) { self[wrapped] = newValue }
    }
  }
}
