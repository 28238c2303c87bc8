/// A type-erased hashable value that compares by type and by value.
///
/// `AnyHashable` alone would call `1 as Int` and `1 as Int8` equal; cancel ids and navigation
/// identities must not.
package struct AnyHashableSendable: Hashable, @unchecked Sendable {
  // @unchecked: built only from Sendable values, or from ids read out of state.
  private let storage: Storage

  /// A stack element's id is kept as itself: a stack builds one for every action to an element,
  /// and boxing it in an `AnyHashable` looks its conformances up each time.
  private enum Storage {
    case stackElement(StackElementID)
    case boxed(AnyHashable, type: ObjectIdentifier)
  }

  package init<Value: Hashable & Sendable>(_ value: Value) {
    self.init(unchecked: value)
  }

  /// Wraps a state's `Identifiable` id: a value read out of state, never mutated in place.
  package init<ID: Hashable>(identifier: ID) {
    self.init(unchecked: identifier)
  }

  private init<Value: Hashable>(unchecked value: Value) {
    if Value.self == StackElementID.self {
      storage = .stackElement(unsafeBitCast(value, to: StackElementID.self))
    } else {
      storage = .boxed(AnyHashable(value), type: ObjectIdentifier(Value.self))
    }
  }

  /// The value, as an `AnyHashable`.
  package var base: AnyHashable {
    switch storage {
    case let .stackElement(id): AnyHashable(id)
    case let .boxed(base, _): base
    }
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs.storage, rhs.storage) {
    case let (.stackElement(lhs), .stackElement(rhs)): lhs == rhs
    case let (.boxed(lhs, lhsType), .boxed(rhs, rhsType)): lhsType == rhsType && lhs == rhs
    // Every stack element id is stored as itself, so one boxed is another type.
    default: false
    }
  }

  package func hash(into hasher: inout Hasher) {
    switch storage {
    case let .stackElement(id):
      hasher.combine(ObjectIdentifier(StackElementID.self))
      hasher.combine(id)
    case let .boxed(base, type):
      hasher.combine(type)
      hasher.combine(base)
    }
  }
}
