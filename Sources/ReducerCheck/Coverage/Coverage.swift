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
///   endpoint "item request": 212 calls, 150 answered, 31 of them after the caller's screen closed
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
  /// Per controlled endpoint, what its calls went through.
  var endpoints: [String: EndpointCoverage] = [:]
  /// Which cases of each reached screen's actions arrived.
  var received = ActionsReceived()
  /// The step labels already counted in ``screensActed``: a label repeats on most steps, and
  /// taking it apart each time costs more than remembering it.
  private var labelsActed: Set<String> = []

  /// Records a user's step on the screen its label ends with (`Detail` for `path > Detail`).
  mutating func recordActed(label: String) {
    guard labelsActed.insert(label).inserted else { return }
    screensActed.insert(label.split(separator: " > ").last.map(String.init) ?? label)
  }

  /// How many destination cases and stack depths were reached, for progress lines.
  var places: Int {
    presented.values.reduce(0) { $0 + $1.count } + stackDepths.values.reduce(0) { $0 + $1.count }
  }

  /// Records what the state shows after a step, walking the reducer tree for it (when the
  /// router did not already see the state).
  mutating func observe(reducer: any Reducer, state: Any) {
    var sighting = CoverageSighting()
    sighting.walk(reducer: reducer, state: state, path: "")
    record(sighting)
  }

  /// Records what a state showed, as seen while routing it or by ``observe(reducer:state:)``.
  mutating func record(_ sighting: CoverageSighting) {
    for (label, node) in sighting.presentations where caseCounts[label] == nil {
      let scopes = treeNodes(of: node._destinationReducer)
        .compactMap { ($0 as? any _CaseScopeNode)?._caseScopeLocation }
      caseCounts[label] = scopes.count
      caseLocations[label] = scopes
      presented[label, default: [:]] = presented[label] ?? [:]
    }
    for shown in sighting.presented {
      presented[shown.label, default: [:]][shown.caseName, default: 0] += 1
      if let reducer = shown.ephemeralReducer {
        let buttons = "\(shown.label).presented.\(shown.caseName)"
        ephemeralPresented[buttons] = (reducer, (ephemeralPresented[buttons]?.count ?? 0) + 1)
      }
    }
    for (label, depth) in sighting.stackDepths {
      stackDepths[label, default: [:]][depth, default: 0] += 1
    }
    for reducer in sighting.screens { received.reached(reducer) }
  }

  /// What the generators never reached, one line each; `registered` names the features whose
  /// actions the check's configuration registered, `endpoints` its controlled endpoints;
  /// `receivedActions` adds the actions reached screens never received (a whole check's business).
  func warnings(
    registered: [String], endpoints declared: [String] = [], receivedActions: Bool = false
  ) -> [String] {
    var lines: [String] = []
    for name in declared {
      let seen = endpoints[name] ?? EndpointCoverage()
      if seen.calls == 0 {
        lines.append(
          "endpoint \"\(name)\" was never called: no sequence reached the action that calls it, so its answers were never tried."
        )
      } else if seen.answers == 0 {
        lines.append(
          "endpoint \"\(name)\" was called \(counted(seen.calls, "time")) but never answered in a step: every call was still waiting when its sequence ended, so what an answer does was never checked."
        )
      } else if seen.lateAnswers == 0, seen.leftWaitingLate > 0 {
        lines.append(
          "endpoint \"\(name)\" was never answered after the screen that called it closed (\(counted(seen.leftWaitingLate, "sequence")) ended with such a call waiting): a late answer into a closed screen was never tried."
        )
      }
    }
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
    // Actions name a stack's screen through `.element(id:action:)`, routes do not:
    // `path.element.detail.…` is the action of `path.detail.…`.
    let tapped = actions.keys.map { $0.replacingOccurrences(of: ".element.", with: ".") }
    var neverTapped: Set<String> = []
    for (buttons, shown) in ephemeralPresented.sorted(by: { $0.key < $1.key })
    where !tapped.contains(where: { $0.hasPrefix(buttons + ".") }) {
      let name = buttons.replacingOccurrences(of: ".presented", with: "")
      let caseName = buttons.split(separator: ".").last.map(String.init) ?? "alert"
      neverTapped.insert("\(shown.reducer).Action.\(caseName)")
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
    if receivedActions { lines += received.warnings(leavingOut: neverTapped) }
    return lines
  }

  /// The whole table.
  func table(featureName: String) -> String {
    var lines = ["Coverage of \(featureName) (\(counted(sequences, "sequence")), \(counted(steps, "step")))"]
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
    for (name, seen) in endpoints.sorted(by: { $0.key < $1.key }) {
      lines.append(
        "  endpoint \"\(name)\": \(counted(seen.calls, "call")), \(seen.answers) answered, "
          + "\(seen.lateAnswers) of them after the caller's screen closed")
    }
    return lines.joined(separator: "\n")
  }
}

/// What one endpoint's calls went through in a check.
struct EndpointCoverage {
  /// Calls made during generated steps.
  var calls = 0
  /// Answers drawn as steps.
  var answers = 0
  /// Answers to a call whose screen had closed.
  var lateAnswers = 0
  /// Sequences whose steps ended with a call of a closed screen still waiting: a late answer
  /// was possible there.
  var leftWaitingLate = 0
}

/// What one state shows, as coverage counts it: its presentations, what each presents, and how
/// deep its stacks are. The router gathers it while it walks the state for the next step, so
/// the reducer tree is walked once per state.
struct CoverageSighting {
  /// Every presentation in the tree, by label (`destination`, `path.destination`).
  fileprivate(set) var presentations: [(label: String, node: any _PresentationNode)] = []
  /// What each presentation presents: the case of an enum destination (`presented` for a plain
  /// one), with the presenting reducer's name when it is an alert or a dialog.
  fileprivate(set) var presented: [(label: String, caseName: String, ephemeralReducer: String?)] = []
  /// Each stack's depth, by label.
  fileprivate(set) var stackDepths: [(label: String, depth: Int)] = []
  /// The reducers of the children shown, whose actions coverage counts.
  fileprivate(set) var screens: [any Reducer.Type] = []

  /// Adds what `node`, at `path` in the tree, shows in `state` through `routes` (its routes in
  /// `state`), leaving its children to the caller's walk.
  mutating func see(node: any _ReducerTreeNode, routes: [NavigationRoute], state: Any, path: String) {
    if let presentation = node._asPresentation {
      presentations.append((treePath(path, presentation._presentationLabel), presentation))
    }
    var depths: [String: Int] = [:]
    for route in routes {
      screens.append(type(of: route.reducer))
      let routePath = treePath(path, route.label)
      switch route.kind {
      case let .presented(caseName):
        // An alert in a destination enum: the router cannot derive its buttons. One whose
        // buttons only close it (`AlertState<Never>`) leaves nothing to tap.
        let ephemeral = caseName != nil && isEphemeral(route.state) && hasButtonActions(route.state)
        presented.append(
          (routePath, caseName ?? "presented", ephemeral ? typeName(type(of: route.reducer)) : nil))
      case .stackElement:
        depths[routePath, default: 0] += 1
      default:
        break
      }
    }
    if let stack = node._asStackPushing,
      let push = stack._push(in: state, id: StackElementID(generation: 0))
    {
      let label = treePath(path, push.label)
      stackDepths.append((label, depths[label] ?? 0))
    }
  }

  /// Sees `state` and everything it shows, walking `reducer`'s tree.
  mutating func walk(reducer: any Reducer, state: Any, path: String) {
    for node in treeNodes(of: reducer) {
      let routes = node._routes(in: state)
      see(node: node, routes: routes, state: state, path: path)
      for route in routes {
        walk(reducer: route.reducer, state: route.state, path: treePath(path, route.label))
      }
    }
  }
}

/// Whether the alert or dialog an enum case holds has a button that sends an action.
private func hasButtonActions(_ state: Any) -> Bool {
  guard let content = EnumCase.of(state)?.payload as? any _EphemeralState else { return true }
  return !content._buttonActions.isEmpty
}
