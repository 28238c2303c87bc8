import ReducerCore
import StateDump

/// What a check reached: which actions it sent, which destination cases it presented, how deep
/// its stacks went. A generator that never opens a screen tests nothing there; coverage says so.
///
/// ```
/// Coverage of InventoryFeature (100 sequences, 1,204 steps)
///   actions: addButtonTapped ×301, destination.dismiss ×88, …
///   destination: addItem ×412, detailItem ×380, editItem ×95, alert ×70
///   stack path depths: 0 ×500, 1 ×380, 2 ×120
/// ```
struct Coverage {
  var sequences = 0
  var steps = 0
  var actions: [String: Int] = [:]
  /// Per presentation (`destination`): how often each case was presented after a step.
  var presented: [String: [String: Int]] = [:]
  /// Per presentation: how many case scopes its destination reducer has.
  var caseCounts: [String: Int] = [:]
  /// Per presentation: where its case scopes are written.
  var caseLocations: [String: [String]] = [:]
  /// Per stack: how often each depth was seen after a step.
  var stackDepths: [String: [Int: Int]] = [:]
  /// Alerts and dialogs that were presented (by the label their buttons' actions start with:
  /// `destination.presented.alert`), with the reducer that presents them and how often.
  var ephemeralPresented: [String: (reducer: String, count: Int)] = [:]
  /// The features a user acted on (the last part of a step's label: `Detail` for `path > Detail`).
  var screensActed: Set<String> = []

  /// How many destination cases and stack depths were reached, for progress lines.
  var places: Int {
    presented.values.reduce(0) { $0 + $1.count } + stackDepths.values.reduce(0) { $0 + $1.count }
  }

  /// Records what the state shows after a step.
  mutating func observe(reducer: any Reducer, state: Any, path: String = "") {
    for node in treeNodes(of: reducer) {
      if let presentation = node as? any _PresentationNode {
        let label =
          path.isEmpty ? presentation._presentationLabel : "\(path).\(presentation._presentationLabel)"
        if caseCounts[label] == nil {
          let scopes = treeNodes(of: presentation._destinationReducer)
            .compactMap { ($0 as? any _CaseScopeNode)?._caseScopeLocation }
          caseCounts[label] = scopes.count
          caseLocations[label] = scopes
          presented[label, default: [:]] = presented[label] ?? [:]
        }
      }
      var stackSizes: [String: Int] = [:]
      for route in node._routes(in: state) {
        let routePath = path.isEmpty ? route.label : "\(path).\(route.label)"
        switch route.kind {
        case let .presented(caseName):
          presented[routePath, default: [:]][caseName ?? "presented", default: 0] += 1
          // An alert in a destination enum: the router cannot derive its buttons.
          if let caseName, isEphemeral(route.state) {
            let buttons = "\(routePath).presented.\(caseName)"
            let seen = ephemeralPresented[buttons]?.count ?? 0
            ephemeralPresented[buttons] = (typeName(type(of: route.reducer)), seen + 1)
          }
        case .stackElement:
          stackSizes[routePath, default: 0] += 1
        default:
          break
        }
        observe(reducer: route.reducer, state: route.state, path: routePath)
      }
      if let stack = node as? any _StackPushing, let sizesLabel = stackLabel(stack, state: state, path: path)
      {
        stackDepths[sizesLabel, default: [:]][stackSizes[sizesLabel] ?? 0, default: 0] += 1
      }
    }
  }

  private func stackLabel(_ stack: any _StackPushing, state: Any, path: String) -> String? {
    guard let push = stack._push(in: state, id: StackElementID(generation: 0)) else { return nil }
    return path.isEmpty ? push.label : "\(path).\(push.label)"
  }

  /// What the generators never reached, one line each; `registered` names the features whose
  /// actions the check's configuration registered.
  func warnings(registered: [String]) -> [String] {
    var lines: [String] = []
    for feature in registered where !screensActed.contains(feature) {
      lines.append(
        "the actions registered for \"\(feature)\" never ran: no sequence showed its screen, or its generator always returned nil."
      )
    }
    for (label, count) in caseCounts.sorted(by: { $0.key < $1.key }) {
      let reached = presented[label] ?? [:]
      if reached.isEmpty {
        lines.append("\"\(label)\" was never presented: no generated action presents it.")
      } else if count > 0, reached.count < count {
        lines.append(
          "\"\(label)\" reached \(reached.count) of its \(count) cases (\(reached.keys.sorted().joined(separator: ", "))); "
            + "no generated action presents the others (scopes at \(caseLocations[label, default: []].joined(separator: ", ")))."
        )
      }
    }
    for (buttons, shown) in ephemeralPresented.sorted(by: { $0.key < $1.key })
    where !actions.keys.contains(where: { $0.hasPrefix(buttons + ".") }) {
      let name = buttons.replacingOccurrences(of: ".presented", with: "")
      let caseName = buttons.split(separator: ".").last.map(String.init) ?? "alert"
      lines.append(
        "\"\(name)\" was shown \(shown.count) times but none of its buttons was ever tapped: a destination "
          + "enum has no scope to derive them from. Register them: $0.actions(for: \(shown.reducer).self) "
          + "{ state in guard case let .\(caseName)(alert) = state else { return nil }; return "
          + "Gen.element(of: alert.buttons.compactMap(\\.action)).map { .\(caseName)($0) } }")
    }
    for (label, depths) in stackDepths.sorted(by: { $0.key < $1.key })
    where depths.keys.allSatisfy({ $0 == 0 }) {
      lines.append(
        "stack \"\(label)\" was never pushed: no generated action appends to it, and no states(for:) gives it screens to push."
      )
    }
    return lines
  }

  /// The whole table.
  func table(featureName: String) -> String {
    var lines = ["Coverage of \(featureName) (\(sequences) sequences, \(steps) steps)"]
    let actionLine = actions.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
    lines.append("  actions: \(actionLine.isEmpty ? "none" : actionLine)")
    for (label, cases) in presented.sorted(by: { $0.key < $1.key }) {
      let text = cases.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
      lines.append("  \(label): \(text.isEmpty ? "never presented" : text)")
    }
    for (label, depths) in stackDepths.sorted(by: { $0.key < $1.key }) {
      let text = depths.sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }.joined(separator: ", ")
      lines.append("  stack \(label) depths: \(text)")
    }
    return lines.joined(separator: "\n")
  }
}
