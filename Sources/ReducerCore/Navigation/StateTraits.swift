import Synchronization

/// What navigation needs to know about a presented state's type (its identity, whether it is
/// an alert), learnt once per type and enum case: reflection and conformance checks are too slow
/// to repeat for every action.
struct StateTraits: Sendable {
  var isEnum: Bool
  var isIdentifiable: Bool
  /// An alert or a confirmation dialog (`_EphemeralState`).
  var isEphemeral: Bool
  /// `CustomReflectable`: `isEnum` is then asked of each value's mirror.
  var hasCustomMirror: Bool

  private static let cache = Mutex(TypeFactTable<StateTraits>())

  /// What is known of one state: its type's traits and, for an enum whose tag can be read,
  /// its case and the case's facts.
  struct Known {
    var traits: StateTraits
    var tag: UInt32?
    var facts: CaseFacts?
  }

  /// What is known of `state`, learning it on first sight: one lookup for an enum's case, which
  /// holds its type's traits too, and one for any other state.
  static func known<Value>(_ state: Value) -> Known {
    if let tag = enumTag(of: state) {
      let facts = caseFacts(state, tag: tag)
      return Known(traits: facts.traits, tag: tag, facts: facts)
    }
    return Known(traits: of(state), tag: nil, facts: nil)
  }

  /// What one case of an enum state is: its name, whether its payload can have an id, and
  /// whether it is an alert.
  struct CaseFacts: Sendable {
    /// The enum type's traits, kept with each of its cases.
    var traits: StateTraits
    var name: String
    /// `false` only where the payload's declared type says so for every value: no payload, or
    /// a struct or enum that is not `Identifiable`. An optional, existential or class payload
    /// is asked value by value.
    var payloadMayBeIdentifiable: Bool
    /// Whether the payload is an alert or dialog, where its declared type says so for every
    /// value (as for `payloadMayBeIdentifiable`); `nil` where each value must be asked.
    var payloadIsEphemeral: Bool?
  }

  private static let cases = Mutex(TypeFactTable<CaseFacts>())

  /// The facts of `value`'s case (`tag`), learnt once per case from the case's declared
  /// payload type, never from `value`'s payload: another value of the case may differ.
  private static func caseFacts<Value>(_ value: Value, tag: UInt32) -> CaseFacts {
    let key = TypeFactKey(Value.self, tag: tag)
    if let known = cases.withLock({ $0[key] }) { return known }
    let traits = of(value)
    let name = caseLabel(of: value)
    let facts: CaseFacts
    if value is any CustomReflectable {
      // Its mirror, not its storage, says what its payload is: asked value by value, as
      // `EnumCase` reads it.
      facts = CaseFacts(traits: traits, name: name, payloadMayBeIdentifiable: true, payloadIsEphemeral: nil)
    } else if Mirror(reflecting: value).children.isEmpty {
      facts = CaseFacts(
        traits: traits, name: name, payloadMayBeIdentifiable: false, payloadIsEphemeral: false)
    } else if let metadata = EnumMetadata(Value.self),
      case let .inline(type) = metadata.payload(ofCaseNamed: name),
      metadataKind(of: type) == 0x200 || metadataKind(of: type) == EnumMetadata.enumKind,
      castsDependOnlyOnType(type)
    {
      facts = CaseFacts(
        traits: traits, name: name, payloadMayBeIdentifiable: type is any Identifiable.Type,
        payloadIsEphemeral: type is any _EphemeralState.Type)
    } else {
      facts = CaseFacts(
        traits: traits, name: name, payloadMayBeIdentifiable: true, payloadIsEphemeral: nil)
    }
    cases.withLock { $0[key] = facts }
    return facts
  }

  private static func of<Value>(_ value: Value) -> StateTraits {
    // A struct or an enum is its static type. Anything else (a subclass, a value seen as `Any`
    // or another existential, an Optional) is learnt by the type it holds, which `type(of:)`
    // gives in generic code only for an `Any`.
    let kind = metadataKind(of: Value.self)
    let type: Any.Type = kind == 0x200 || kind == 0x201 ? Value.self : Swift.type(of: value as Any)
    guard castsDependOnlyOnType(type) else { return traits(of: value) }
    let key = TypeFactKey(type)
    var traits: StateTraits
    if let known = cache.withLock({ $0[key] }) {
      traits = known
    } else {
      traits = self.traits(of: value)
      cache.withLock { $0[key] = traits }
    }
    // A custom mirror may show an enum for one value and not another (a type-erasing wrapper);
    // an alert's never does, and a presentation reducer asks about it for every child action.
    if traits.hasCustomMirror, !traits.isEphemeral {
      traits.isEnum = Mirror(reflecting: value).displayStyle == .enum
    }
    return traits
  }

  private static func traits<Value>(of value: Value) -> StateTraits {
    StateTraits(
      isEnum: Mirror(reflecting: value).displayStyle == .enum,
      isIdentifiable: value is any Identifiable,
      isEphemeral: value is any _EphemeralState,
      hasCustomMirror: value is any CustomReflectable)
  }

  /// Whether a cast of any value of `type` to a protocol gives the same answer: not for an
  /// Optional or an `AnyHashable`, which a cast looks inside, nor for an existential.
  private static func castsDependOnlyOnType(_ type: Any.Type) -> Bool {
    switch metadataKind(of: type) {
    case 0x200: type != AnyHashable.self
    case 0x201, 0: true  // an enum, a Swift class (Linux)
    case let kind where kind > 0x7FF: true  // a class on Apple platforms: its isa pointer
    default: false
    }
  }
}
