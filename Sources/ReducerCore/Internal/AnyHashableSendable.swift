/// A type-erased hashable value that compares by type and by value.
///
/// `AnyHashable` alone would call `1 as Int` and `1 as Int8` equal; cancel ids and navigation
/// identities must not.
package struct AnyHashableSendable: Hashable, @unchecked Sendable {
  // @unchecked: built only from Sendable values, or from ids read out of state.
  package let base: AnyHashable
  private let type: ObjectIdentifier

  package init<Value: Hashable & Sendable>(_ value: Value) {
    self.init(unchecked: value)
  }

  /// Wraps a state's `Identifiable` id: a value read out of state, never mutated in place.
  package init<ID: Hashable>(identifier: ID) {
    self.init(unchecked: identifier)
  }

  private init<Value: Hashable>(unchecked value: Value) {
    self.base = AnyHashable(value)
    self.type = ObjectIdentifier(Value.self)
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type == rhs.type && lhs.base == rhs.base
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(type)
    hasher.combine(base)
  }
}
