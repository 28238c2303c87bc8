import StateDump

/// The identity of one presented child or stack element: where it lives, which enum case it
/// is, and its `Identifiable` id when it has one.
///
/// A child keeps its effects while its identity stays the same; when the identity changes
/// (dismissed, another case, another id) every effect started under it is cancelled.
package struct NavigationID: Hashable, Sendable, CustomStringConvertible {
  /// Where a child lives in its parent.
  ///
  /// `@unchecked Sendable`: a key path is immutable, though `AnyKeyPath` does not say so.
  package enum Location: Hashable, @unchecked Sendable {
    /// The parent's property that holds it (an operator's key path).
    case property(AnyKeyPath)
    /// The operator's source line, for a child with no key path of its own (`ifCaseLet`).
    case source(fileID: StaticString, line: UInt)

    package static func == (lhs: Self, rhs: Self) -> Bool {
      switch (lhs, rhs) {
      // The same key path object is the common case: one operator's key path, compared with
      // the path it built before.
      case let (.property(lhs), .property(rhs)): lhs === rhs || lhs == rhs
      case let (.source(lhsFile, lhsLine), .source(rhsFile, rhsLine)):
        lhsLine == rhsLine
          && lhsFile.withUTF8Buffer { lhs in rhsFile.withUTF8Buffer { lhs.elementsEqual($0) } }
      default: false
      }
    }

    /// Hashes the kind and the line only: hashing a key path walks its components (about 400
    /// instructions), and a store hashes a path of these on every present and dismiss. Children
    /// at two properties of one parent may then hash alike (the first case of two destination
    /// enums, elements with the same id in two collections); `==` tells them apart, and a store
    /// holds only a handful of these keys. (Equal files may sit at different addresses, so a
    /// file is never hashed.)
    package func hash(into hasher: inout Hasher) {
      switch self {
      case .property: hasher.combine(0 as UInt8)
      case let .source(_, line):
        hasher.combine(1 as UInt8)
        hasher.combine(line)
      }
    }

    /// The name a report gives the child when the operator gives none: the property
    /// (`destination` for `\.$destination`), or `case`.
    fileprivate var name: String {
      switch self {
      case let .property(keyPath): propertyName(of: keyPath)
      case .source: "case"
      }
    }
  }

  /// Which case of an enum state: its tag where readable, else its name.
  private enum CaseIdentity: Hashable, Sendable {
    case tag(UInt32)
    case name(String)
  }

  /// How the identity prints: built only when a report asks, since building it costs
  /// reflection.
  private enum Naming: Sendable {
    case presented(caseName: String?)
    case element(isStackElement: Bool)
  }

  package let location: Location
  private let caseIdentity: CaseIdentity?
  package let id: AnyHashableSendable?
  private let naming: Naming
  private let property: (@Sendable () -> String)?
  /// Whether a state's case alone says whether it has this identity (see `IdentityParts`).
  private let tagDecides: Bool

  /// The identity of `state` presented at `location`, printed as `property.case`
  /// (`destination.detail`), where `property` is `location`'s name unless `named` gives one.
  package init<State>(
    presenting state: State, at location: Location, named property: (@Sendable () -> String)? = nil
  ) {
    self.location = location
    self.property = property
    let parts = IdentityParts(of: state)
    self.caseIdentity = parts.caseIdentity
    self.id = parts.id
    self.tagDecides = parts.tagDecides
    self.naming = .presented(caseName: parts.caseName)
  }

  /// Whether `state` presented at `location` has this identity: what
  /// ``init(presenting:at:named:)`` would make of it is equal, found without making it.
  package func identifies<State>(_ state: State, at location: Location) -> Bool {
    guard case .presented = naming, self.location == location else { return false }
    // A location holds one type, so where no id can differ, the case alone decides: no traits,
    // no payload and no boxed id are read (this runs on every action to a presented child).
    if tagDecides {
      switch caseIdentity {
      case nil: return true
      case let .tag(tag)?: if let stateTag = enumTag(of: state) { return stateTag == tag }
      case .name?: break
      }
    }
    let parts = IdentityParts(of: state)
    return parts.caseIdentity == caseIdentity && parts.id == id
  }

  /// What identifies a presented state: its case and its `Identifiable` id (a struct, not a
  /// tuple: see `StoreCore`).
  private struct IdentityParts {
    var caseIdentity: CaseIdentity?
    var id: AnyHashableSendable?
    var caseName: String?
    /// Whether every state of this type and case has this identity: the type is a struct (one
    /// whose values are all alike to a cast and a mirror) or an enum whose tag is read, and
    /// neither it nor the case's payload type can have an id.
    var tagDecides = false

    init<State>(of state: State) {
      let known = StateTraits.known(state)
      id = known.traits.isIdentifiable ? identity(of: state) : nil
      guard known.traits.isEnum else {
        // Not a type whose values differ in what they are: one with a custom mirror (a
        // type-erasing wrapper may show an enum for one value) or an `AnyHashable`.
        tagDecides =
          !known.traits.isIdentifiable && !known.traits.hasCustomMirror
          && metadataKind(of: State.self) == 0x200 && State.self != AnyHashable.self
        return
      }
      // The tag tells cases apart without reflection, and names them from a cache; the payload
      // is read only for a case whose payload may have an id. Reflection is left for a tag that
      // cannot be read (the state is boxed in an existential).
      if let tag = known.tag, let facts = known.facts {
        caseIdentity = .tag(tag)
        caseName = facts.name
        if facts.payloadMayBeIdentifiable {
          id = id ?? EnumCase.of(state)?.payload.flatMap { identity(of: $0) }
        } else {
          tagDecides = !known.traits.isIdentifiable
        }
      } else {
        let payload = Mirror(reflecting: state).children.first
        caseName = payload?.label ?? caseLabel(of: state)
        caseIdentity = caseName.map(CaseIdentity.name)
        id = id ?? payload.flatMap { identity(of: $0.value) }
      }
    }
  }

  /// The identity of the element with `id` in the collection at `location`, printed as
  /// `path[#0]` or `todos[id: 3]`.
  package init(
    element id: some Hashable & Sendable, at location: Location,
    named property: (@Sendable () -> String)? = nil
  ) {
    self.location = location
    self.property = property
    self.caseIdentity = nil
    self.id = AnyHashableSendable(id)
    self.tagDecides = false
    self.naming = .element(isStackElement: id is StackElementID)
  }

  /// Whether it is an element of a collection (a stack screen, a `forEach` row), not a
  /// presented child.
  package var isElement: Bool {
    if case .element = naming { return true }
    return false
  }

  /// The name of the property the child lives in: `destination` for `destination.detail`,
  /// `path` for `path[#0]`.
  package var propertyDescription: String { property?() ?? location.name }

  package var description: String {
    let property = propertyDescription
    switch naming {
    case let .presented(caseName): return property + (caseName.map { ".\($0)" } ?? "")
    case let .element(isStackElement):
      let id = id.map { "\($0.base.base)" } ?? ""
      return property + (isStackElement ? "[\(id)]" : "[id: \(id)]")
    }
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.location == rhs.location && lhs.caseIdentity == rhs.caseIdentity && lhs.id == rhs.id
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(location)
    hasher.combine(caseIdentity)
    hasher.combine(id)
  }
}

/// The `Identifiable` id of `value`, if it has one that is `Sendable`.
private func identity<Value>(of value: Value) -> AnyHashableSendable? {
  guard let identifiable = value as? any Identifiable else { return nil }
  return sendableID(of: identifiable)
}

private func sendableID<Value: Identifiable>(of value: Value) -> AnyHashableSendable? {
  AnyHashableSendable(identifier: value.id)
}

/// Where in the tree of features an effect runs: the identities of the children between the
/// root and it. Empty at the root.
@usableFromInline package struct NavigationIDPath: Hashable, Sendable, CustomStringConvertible {
  package private(set) var components: [NavigationID]

  package init(_ components: [NavigationID] = []) { self.components = components }

  package func appending(_ id: NavigationID) -> Self {
    var components = components
    components.append(id)
    return Self(components)
  }

  /// Whether this path is a child's of `parent`: `parent` and one component more.
  package func isChild(of parent: Self) -> Bool {
    components.count == parent.components.count + 1 && hasPrefix(parent)
  }

  /// Whether `prefix` is this path or one of its ancestors.
  package func hasPrefix(_ prefix: Self) -> Bool {
    prefix.components.count <= components.count
      && zip(prefix.components, components).allSatisfy { $0 == $1 }
  }

  @usableFromInline package var description: String {
    components.isEmpty ? "root" : components.map(\.description).joined(separator: " > ")
  }
}
