import ReducerCore

/// Reads navigation facts out of any state by reflection: which presentation states are
/// presented, which stacks hold which ids.
enum NavigationInspection {
  /// Fields that present more than one destination at once: `["addItem", "editItem"]`, per
  /// place in the state that does so.
  static func simultaneousPresentations(in state: Any) -> [(place: String, fields: [String])] {
    var found: [(String, [String])] = []
    visit(state, path: "state") { value, path, mirror in
      let presented = mirror.children.compactMap { child -> String? in
        guard let presentation = child.value as? any _PresentationStateProtocol,
          presentation._isPresented
        else { return nil }
        return fieldName(child.label)
      }
      if presented.count > 1 { found.append((path, presented)) }
    }
    return found
  }

  /// Every stack in the state, by where it is, with its ids in order.
  static func stacks(in state: Any) -> [(place: String, ids: [StackElementID])] {
    var found: [(String, [StackElementID])] = []
    visit(state, path: "state") { value, path, _ in
      if let stack = value as? any _StackStateProtocol { found.append((path, stack._ids)) }
    }
    return found
  }

  /// Walks `value` depth first, calling `body` for every value with its path.
  private static func visit(
    _ value: Any, path: String, depth: Int = 0, _ body: (Any, String, Mirror) -> Void
  ) {
    let mirror = Mirror(reflecting: value)
    body(value, path, mirror)
    guard depth < 32 else { return }
    for (offset, child) in mirror.children.enumerated() {
      let name = child.label.map(fieldName) ?? "[\(offset)]"
      visit(child.value, path: "\(path).\(name)", depth: depth + 1, body)
    }
  }

  private static func fieldName(_ label: String?) -> String {
    guard let label else { return "?" }
    return label.hasPrefix("_") ? String(label.dropFirst()) : label
  }
}
