import StateDump
import Synchronization

/// The identity of one presented child or stack element: where it lives, which enum case it
/// is, and its `Identifiable` id when it has one.
///
/// A child keeps its effects while its identity stays the same; when the identity changes
/// (dismissed, another case, another id) every effect started under it is cancelled.
package struct NavigationID: Hashable, Sendable, CustomStringConvertible {
  package let location: AnyHashableSendable
  /// Which case of an enum state: its tag where readable, else its name.
  private let caseIdentity: AnyHashableSendable?
  package let id: AnyHashableSendable?
  /// The printed name, built only when a report asks: building it costs reflection.
  private let name: @Sendable () -> String

  /// The identity of `state` presented at `location` (an operator's key path or source line),
  /// printed as `property.case` (`destination.detail`).
  package init(
    presenting state: Any, at location: AnyHashableSendable,
    named property: @escaping @Sendable () -> String
  ) {
    self.location = location
    let traits = StateTraits.of(state)
    var id = traits.isIdentifiable ? identity(of: state) : nil
    var caseIdentity: AnyHashableSendable?
    var caseName: String?
    if traits.isEnum {
      // The tag tells cases apart without reflection, and names them from a cache; reflection
      // is needed only for a case whose payload is identifiable, or where the tag is unreadable.
      if let tag = enumTag(of: state) {
        let facts = StateTraits.caseFacts(state, tag: tag)
        caseIdentity = AnyHashableSendable(tag)
        caseName = facts.name
        if facts.payloadIsIdentifiable {
          id = id ?? Mirror(reflecting: state).children.first.flatMap { identity(of: $0.value) }
        }
      } else {
        let payload = Mirror(reflecting: state).children.first
        caseName = payload?.label ?? String(String(describing: state).prefix { $0 != "(" })
        caseIdentity = caseName.map { AnyHashableSendable($0) }
        id = id ?? payload.flatMap { identity(of: $0.value) }
      }
    }
    self.caseIdentity = caseIdentity
    self.id = id
    self.name = { [caseName] in property() + (caseName.map { ".\($0)" } ?? "") }
  }

  /// The identity of the element with `id` in the collection at `location`, printed as
  /// `path[#0]` or `todos[id: 3]`.
  package init(
    element id: some Hashable & Sendable, at location: AnyHashableSendable,
    named property: @escaping @Sendable () -> String
  ) {
    self.location = location
    self.caseIdentity = nil
    self.id = AnyHashableSendable(id)
    self.name = { property() + (id is StackElementID ? "[\(id)]" : "[id: \(id)]") }
  }

  package var description: String { name() }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.location == rhs.location && lhs.caseIdentity == rhs.caseIdentity && lhs.id == rhs.id
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(location)
    hasher.combine(caseIdentity)
    hasher.combine(id)
  }
}

/// What identity needs to know about a state's type, learnt once per type: reflection and
/// conformance checks are too slow to repeat for every action.
private struct StateTraits: Sendable {
  var isEnum: Bool
  var isIdentifiable: Bool

  private static let cache = Mutex<[ObjectIdentifier: StateTraits]>([:])

  /// What one case of an enum state is: its name, and whether its payload is identifiable.
  struct CaseFacts: Sendable {
    var name: String
    var payloadIsIdentifiable: Bool
  }

  private struct CaseKey: Hashable {
    let type: ObjectIdentifier
    let tag: UInt32
  }

  private static let cases = Mutex<[CaseKey: CaseFacts]>([:])

  /// The facts of `value`'s case (`tag`), learnt by reflection once per case.
  static func caseFacts(_ value: Any, tag: UInt32) -> CaseFacts {
    let key = CaseKey(type: ObjectIdentifier(type(of: value)), tag: tag)
    if let known = cases.withLock({ $0[key] }) { return known }
    let payload = Mirror(reflecting: value).children.first
    let facts = CaseFacts(
      name: caseLabel(of: value),
      payloadIsIdentifiable: payload.map { $0.value is any Identifiable } ?? false)
    cases.withLock { $0[key] = facts }
    return facts
  }

  static func of(_ value: Any) -> StateTraits {
    let key = ObjectIdentifier(type(of: value))
    if let known = cache.withLock({ $0[key] }) { return known }
    let traits = StateTraits(
      isEnum: Mirror(reflecting: value).displayStyle == .enum,
      isIdentifiable: value is any Identifiable)
    cache.withLock { $0[key] = traits }
    return traits
  }
}

/// The `Identifiable` id of `value`, if it has one that is `Sendable`.
private func identity(of value: Any) -> AnyHashableSendable? {
  guard let identifiable = value as? any Identifiable else { return nil }
  return sendableID(of: identifiable)
}

private func sendableID<Value: Identifiable>(of value: Value) -> AnyHashableSendable? {
  AnyHashableSendable(identifier: value.id)
}

/// Where in the tree of features an effect runs: the identities of the children between the
/// root and it. Empty at the root.
package struct NavigationIDPath: Hashable, Sendable, CustomStringConvertible {
  package private(set) var components: [NavigationID]

  package init(_ components: [NavigationID] = []) { self.components = components }

  package func appending(_ id: NavigationID) -> Self { Self(components + [id]) }

  /// Whether `prefix` is this path or one of its ancestors.
  package func hasPrefix(_ prefix: Self) -> Bool {
    prefix.components.count <= components.count
      && zip(prefix.components, components).allSatisfy { $0 == $1 }
  }

  package var description: String {
    components.isEmpty ? "root" : components.map(\.description).joined(separator: " > ")
  }
}
