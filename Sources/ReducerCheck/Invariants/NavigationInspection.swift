import ReducerCore
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
  }

  /// The findings, in one walk.
  ///
  /// - Parameter namingScreens: Also fill ``Findings/presented``, which reports need and the
  ///   per-step invariants do not.
  static func inspect(_ state: Any, namingScreens: Bool = false) -> Findings {
    var findings = Findings()
    visit(state, path: "state") { value, path, mirror in
      if let stack = value as? any _StackStateProtocol { findings.stacks.append((path, stack._ids)) }
      var presented: [String] = []
      for child in mirror.children {
        guard let presentation = child.value as? any _PresentationStateProtocol,
          let child = presentation._presented.map({ (field: fieldName(child.label), state: $0) })
        else { continue }
        presented.append(child.field)
        guard namingScreens else { continue }
        // Named as effects' paths name it: `destination.detail` for a case of an enum state.
        findings.presented.append(
          "\(path).\(child.field)" + (enumCaseLabel(of: child.state).map { ".\($0)" } ?? ""))
      }
      if presented.count > 1 { findings.presentations.append((path, presented)) }
    }
    return findings
  }

  /// Walks `value` depth first, calling `body` for every value with its path.
  ///
  /// - Returns: Whether `value`'s type can never hold navigation: a leaf (a number, a string, a
  ///   date), or a struct or tuple whose fields are all such types. Those types are remembered
  ///   and skipped from then on, without reflection. Anything whose shape can change from value
  ///   to value (an enum, an optional, a collection, a class, a custom mirror) is walked every
  ///   time. (A field of existential type is taken for the type it holds; an `Equatable` state
  ///   has none in practice.)
  @discardableResult
  private static func visit(
    _ value: Any, path: String, depth: Int = 0, _ body: (Any, String, Mirror) -> Void
  ) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: value))
    if navigationFreeTypes.withLock({ $0.contains(type) }) { return true }
    let mirror = Mirror(reflecting: value)
    let isFixed =
      (mirror.displayStyle == nil || mirror.displayStyle == .struct || mirror.displayStyle == .tuple)
      && !(value is any CustomReflectable)
    if mirror.displayStyle == nil, mirror.children.isEmpty {
      if isFixed { navigationFreeTypes.withLock { _ = $0.insert(type) } }
      return isFixed
    }
    body(value, path, mirror)
    guard depth < 32 else { return false }
    var free = isFixed
    for (offset, child) in mirror.children.enumerated() {
      let name = child.label.map(fieldName) ?? "[\(offset)]"
      let childIsFree = visit(child.value, path: "\(path).\(name)", depth: depth + 1, body)
      free = free && childIsFree
    }
    if free { navigationFreeTypes.withLock { _ = $0.insert(type) } }
    return free
  }

  /// Types that can never hold navigation (see ``visit(_:path:depth:_:)``).
  private static let navigationFreeTypes = Mutex<Set<ObjectIdentifier>>([])

  private static func fieldName(_ label: String?) -> String {
    guard let label else { return "?" }
    return label.hasPrefix("_") ? String(label.dropFirst()) : label
  }
}
