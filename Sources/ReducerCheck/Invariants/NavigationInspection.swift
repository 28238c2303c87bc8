import ReducerCore

/// Reads navigation facts out of any state by reflection: which presentation states are
/// presented, which stacks hold which ids.
enum NavigationInspection {
  /// What one walk over a state finds.
  struct Findings {
    /// Places that present more than one destination at once, with the fields that do.
    var presentations: [(place: String, fields: [String])] = []
    /// Every stack, by where it is, with its ids in order.
    var stacks: [(place: String, ids: [StackElementID])] = []
    /// Every presentation state that presents something, by where it is.
    var presented: [String] = []
  }

  /// Both kinds of findings, in one walk.
  static func inspect(_ state: Any) -> Findings {
    var findings = Findings()
    visit(state, path: "state") { value, path, mirror in
      if let stack = value as? any _StackStateProtocol { findings.stacks.append((path, stack._ids)) }
      let presented = mirror.children.compactMap { child -> String? in
        guard let presentation = child.value as? any _PresentationStateProtocol,
          presentation._isPresented
        else { return nil }
        return fieldName(child.label)
      }
      findings.presented += presented.map { "\(path).\($0)" }
      if presented.count > 1 { findings.presentations.append((path, presented)) }
    }
    return findings
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
