import ReducerCore
import StateDump
import Synchronization

/// Reads navigation facts out of any state by reflection: which presentation states are
/// presented, which stacks hold which ids.
enum NavigationInspection {
  /// What one walk over a state finds.
  struct Findings {
    /// Places that present more than one destination at once, with the fields that do.
    var presentations: [(place: String, fields: [String])] = []
    /// Every stack, by where it is, with its ids in order.
    var stacks: [(place: String, ids: [StackElementID])] = []
    /// Every presentation state that presents something, by where it is, with the case it
    /// presents when its state is an enum (`state.destination.detail`); only when asked for.
    var presented: [String] = []
    /// What is on screen, as a hash: which presentation states present, which case each enum
    /// holds, how deep each stack is and which optionals on the way are set; not the screens'
    /// contents or stack ids. Two states with one shape hash the same within a process.
    var shape = 0
  }

  /// The findings, in one walk.
  ///
  /// - Parameter namingScreens: Also fill ``Findings/presented``, which reports need and the
  ///   per-step invariants do not.
  static func inspect(_ state: Any, namingScreens: Bool = false) -> Findings {
    var findings = Findings()
    var path = ["state"]
    var shape = Hasher()
    visit(state, path: &path) { value, path, children in
      shape.combine(path.count)
      if Role.of(type(of: value)).mayBe(.stack), let stack = value as? any _StackStateProtocol {
        findings.stacks.append((path.joined(separator: "."), stack._ids))
        shape.combine(stack._ids.count)
      } else if children.count <= 1 {
        // An enum's case, an optional's or a presentation's presence (a struct's one field, too).
        shape.combine(children.first?.label)
      }
      var presented: [String] = []
      for child in children {
        guard Role.of(type(of: child.value)).mayBe(.presentation),
          let presentation = child.value as? any _PresentationStateProtocol,
          let child = presentation._presented.map({ (field: fieldName(child.label), state: $0) })
        else { continue }
        presented.append(child.field)
        guard namingScreens else { continue }
        // Named as effects' paths name it: `destination.detail` for a case of an enum state.
        findings.presented.append(
          "\(path.joined(separator: ".")).\(child.field)"
            + (enumCaseLabel(of: child.state).map { ".\($0)" } ?? ""))
      }
      if presented.count > 1 { findings.presentations.append((path.joined(separator: "."), presented)) }
    }
    findings.shape = shape.finalize()
    return findings
  }

  /// The stack at `place` (as ``Findings/stacks`` names it), with its elements: read only when
  /// a judge needs the screens themselves, not just their ids.
  static func stack(at place: String, in state: Any) -> (any _StackStateProtocol)? {
    var found: (any _StackStateProtocol)?
    var path = ["state"]
    visit(state, path: &path) { value, path, _ in
      guard found == nil, let stack = value as? any _StackStateProtocol, path.joined(separator: ".") == place
      else { return }
      found = stack
    }
    return found
  }

  /// What `keyPath` reads in every value of its root type inside `feature`'s own state (the
  /// state itself, and the states it scopes to; not its children), by where that value is:
  /// `""` for the state itself, `tab.settings` inside it.
  static func values(at keyPath: AnyKeyPath, in feature: Any) -> [(holder: String, value: Any)] {
    let rootType = type(of: keyPath).rootType
    var found: [(holder: String, value: Any)] = []
    var path = ["state"]
    visit(feature, path: &path, descend: { !isChildContainer($0) }) { value, path, _ in
      guard type(of: value) == rootType, let read = value[keyPath: keyPath] else { return }
      found.append((placeName(path.dropFirst()), read))
    }
    return found
  }

  /// The states of the feature at `path` (the root state for an empty path), found by following
  /// each child's key path and id down from the root; `nil` where a step cannot be followed (a
  /// child placed by source line, a collection this walk does not know).
  static func states(at path: NavigationIDPath, in state: Any) -> [Any]? {
    var features = [state]
    for component in path.components {
      guard case let .property(keyPath) = component.location else { return nil }
      var next: [Any] = []
      for feature in features {
        for (_, container) in values(at: keyPath, in: feature) {
          guard let child = child(in: container, id: component.id) else { return nil }
          next += child
        }
      }
      features = next
    }
    return features
  }

  /// The child with `id` in a stack or an identified array (a `forEach` row), the presented
  /// child of a presentation, or the value of an optional (empty when there is none); `nil` for
  /// a container of another kind.
  private static func child(in container: Any, id: AnyHashableSendable?) -> [Any]? {
    if let stack = container as? any _StackStateProtocol {
      return zip(stack._ids, stack._elements).filter { AnyHashableSendable($0.0) == id }.map(\.1)
    }
    if let presentation = container as? any _PresentationStateProtocol {
      return presentation._presented.map { [$0] } ?? []
    }
    if let rows = container as? any _IdentifiedElementsProtocol {
      return id.flatMap { rows._element(withID: $0.base) }.map { [$0] } ?? []
    }
    if metadataKind(of: type(of: container)) == 0x202 {
      return Mirror(reflecting: container).children.first.map { [$0.value] } ?? []
    }
    return nil
  }

  /// Whether what a parent's property holds changed where its child with `id` lived: for a
  /// stack, its ids (a push, a pop: navigation; ids are never reused, so no later screen takes
  /// the child's place); for an identified collection, the row with `id` (back, gone, or
  /// changed); else the whole value (the next child presented in the place). The states of a
  /// stack's other screens, and a collection's other rows, are the parent's business.
  static func changedAtChildsPlace(_ old: Any, _ new: Any, id: AnyHashableSendable?) -> Bool {
    if let old = old as? any _StackStateProtocol, let new = new as? any _StackStateProtocol {
      return old._ids != new._ids
    }
    if let old = old as? any _IdentifiedElementsProtocol, let new = new as? any _IdentifiedElementsProtocol {
      guard let id = id?.base else { return false }
      switch (old._element(withID: id), new._element(withID: id)) {
      case let (before?, after?): return !isSame(before, after)
      case (nil, nil): return false
      default: return true
      }
    }
    return !isSame(old, new)
  }

  /// Whether a child shown at the place of the ended child with `id` after it ended changed
  /// inside, the same child before and after: for a stack, a screen pushed after it (a later
  /// id); for an identified collection, a row back under its id; else the child presented, with
  /// the same identity (case and id) on both sides. Presenting, dismissing or replacing a child,
  /// pushing and popping, and other rows, are navigation or the parent's own, not this.
  static func changedInsideALaterChild(
    _ old: Any, _ new: Any, id: AnyHashableSendable?, at location: NavigationID.Location
  ) -> Bool {
    if let old = old as? any _StackStateProtocol, let new = new as? any _StackStateProtocol {
      guard let ended = id?.base.base as? StackElementID else { return false }
      let before = zip(old._ids, old._elements)
      for (elementID, element) in zip(new._ids, new._elements) where elementID.generation > ended.generation {
        if let previous = before.first(where: { $0.0 == elementID })?.1, !isSame(previous, element) {
          return true
        }
      }
      return false
    }
    if let old = old as? any _IdentifiedElementsProtocol, let new = new as? any _IdentifiedElementsProtocol {
      guard let id = id?.base, let before = old._element(withID: id), let after = new._element(withID: id)
      else { return false }
      return !isSame(before, after)
    }
    guard let before = presentedChild(in: old), let after = presentedChild(in: new) else { return false }
    return NavigationID(presenting: before, at: location) == NavigationID(presenting: after, at: location)
      && !isSame(before, after)
  }

  /// The child a presentation state or an optional holds, if any.
  private static func presentedChild(in value: Any) -> Any? {
    if let presentation = value as? any _PresentationStateProtocol { return presentation._presented }
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    return mirror.children.first?.value
  }

  /// Equal by `==` where the values are `Equatable`, else by their dumps.
  private static func isSame(_ lhs: Any, _ rhs: Any) -> Bool {
    equalByValue(lhs, rhs) ?? (stateDump(lhs) == stateDump(rhs))
  }

  /// Whether the walk of a feature's own state stops at `value`: what it presents or stacks.
  private static func isChildContainer(_ value: Any) -> Bool {
    let role = Role.of(type(of: value))
    return (role == .presentation || role == .stack)
      && (value is any _PresentationStateProtocol || value is any _StackStateProtocol)
  }

  /// `path[#0].destination.editor` for the walk's `path`, `#0`, `destination`, `some`,
  /// `editor`.
  private static func placeName(_ path: some Collection<String>) -> String {
    var name = ""
    for part in path where part != "some" {
      if part.hasPrefix("#") {
        name += "[\(part)]"
      } else if part.hasPrefix("[") {
        name += part
      } else {
        name += (name.isEmpty ? "" : ".") + part
      }
    }
    return name
  }

  /// Walks `value` depth first, calling `body` for every value that can hold navigation, with
  /// its path (field names from the root) and its children. Values of types that can never hold
  /// navigation are skipped without reflection (see ``NavigationShape``).
  private static func visit(
    _ value: Any, path: inout [String], depth: Int = 0, descend: (Any) -> Bool = { _ in true },
    _ body: (Any, [String], [(label: String?, value: Any)]) -> Void
  ) {
    var read: [(label: String?, value: Any)]?
    switch NavigationShape.of(type(of: value)) {
    case .free:
      return
    case let .fields(fields):
      read = NavigationShape.read(fields, of: value)?.map { ($0.name, $0.value) }
    case .reflect:
      read = children(of: value)
    }
    let children = read ?? Mirror(reflecting: value).children.map { ($0.label, $0.value) }
    body(value, path, children)
    guard depth < 32 else { return }
    for (offset, child) in children.enumerated() where descend(child.value) {
      path.append(child.label.map(fieldName) ?? "[\(offset)]")
      visit(child.value, path: &path, depth: depth + 1, descend: descend, body)
      path.removeLast()
    }
  }

  /// The children `Mirror` would show of a presentation state, a stack or an enum, read
  /// without it; `nil` for anything else.
  private static func children(of value: Any) -> [(label: String?, value: Any)]? {
    switch Role.of(type(of: value)) {
    case .presentation:
      // A presentation state mirrors its optional child.
      guard let presentation = value as? any _PresentationStateProtocol else { return nil }
      return presentation._presented.map { [("some", $0)] } ?? []
    case .stack:
      // A stack mirrors its elements, labelled by their ids.
      guard let stack = value as? any _StackStateProtocol else { return nil }
      return zip(stack._ids, stack._elements).map { ($0.description, $1) }
    case .other:
      // An enum's one child is its payload, read without reflection after the first of its case.
      guard let enumCase = EnumCase.of(value) else { return nil }
      return enumCase.payload.map { [(enumCase.label, $0)] } ?? []
    case .wrapper:
      return nil
    }
  }

  /// What values of a type are to navigation, learnt once per type: dynamic casts to the
  /// navigation protocols cost a conformance lookup every time.
  private enum Role {
    case presentation, stack, other
    /// An Optional or an `AnyHashable`: a cast to a navigation protocol looks inside, so its
    /// value decides.
    case wrapper

    static func of(_ type: Any.Type) -> Role {
      let key = ObjectIdentifier(type)
      if let known = cache.withLock({ $0[key] }) { return known }
      let role: Role =
        if metadataKind(of: type) == 0x202 || type == AnyHashable.self {
          .wrapper
        } else if type is any _PresentationStateProtocol.Type {
          .presentation
        } else if type is any _StackStateProtocol.Type {
          .stack
        } else {
          .other
        }
      cache.withLock { $0[key] = role }
      return role
    }

    /// Whether a value of this role can be `role` when cast.
    func mayBe(_ role: Role) -> Bool { self == role || self == .wrapper }

    private static let cache = Mutex<[ObjectIdentifier: Role]>([:])
  }

  private static func fieldName(_ label: String?) -> String {
    guard let label else { return "?" }
    return label.hasPrefix("_") ? String(label.dropFirst()) : label
  }
}
