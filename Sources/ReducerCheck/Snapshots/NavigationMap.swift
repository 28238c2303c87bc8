import Generators
import ReducerCore
import StateDump

/// Explores a feature and asserts its navigation map — the navigation states reached
/// (destination cases, stack shapes) and the actions between them — as a Mermaid state diagram
/// snapshot, which renders in pull requests and whose diff shows when a change opens or closes
/// a path.
///
/// ```swift
/// @Test func navigationMap() async {
///   await expectNavigationMap(of: InventoryFeature(), from: InventoryFeature.State()) {
///     $0.actions(for: InventoryFeature.self) { … }
///   }
/// }
/// ```
///
/// writes `Snapshots/<Suite>/<test>.navigation-map.md`:
///
/// ````
/// ```mermaid
/// stateDiagram-v2
///   s0: root
///   s1: destination.addItem
///   [*] --> s0
///   s0 --> s1: addButtonTapped
///   s1 --> s0: destination.dismiss
/// ```
/// ````
public func expectNavigationMap<Feature: Reducer>(
  of reducer: Feature,
  from initialState: Feature.State,
  named name: String = "navigation-map",
  seed: UInt64 = 1,
  sequences: Int = 200,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: StaticString = #function,
  _ configure: (inout CheckConfiguration<Feature>) -> Void = { _ in }
) async where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  let runner = SequenceRunner(exploring: reducer, from: initialState, configure: configure)
  let root = runner.reducer
  let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  var map = NavigationMap(initial: navigationSignature(of: root, in: initialState))
  for number in 1...max(1, sequences) {
    var source = ChoiceSource(seed: sequenceSeed(seed, number))
    let outcome = runner.run(&source, checkingInvariants: false)
    if let error = outcome.error {
      IssueReporter.fail(
        "The navigation map of \(typeName(Feature.self)) could not be drawn: \(error)", at: callSite)
      return
    }
    var before = map.initial
    for executed in outcome.steps {
      let after = navigationSignature(of: root, in: executed.stateAfter)
      map.add(from: before, to: after, label: executed.step.mapLabel)
      before = after
    }
    await Task.yield()
  }
  assertTextSnapshot(
    map.markdown(featureName: typeName(Feature.self)), named: name, fileExtension: "md",
    extraHeader: [
      ("feature", typeName(Feature.self)), ("seed", formatSeed(seed)), ("sequences", "\(sequences)"),
    ],
    callSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
    function: "\(function)")
}

/// The navigation states reached and the labelled moves between them.
struct NavigationMap {
  let initial: String
  private(set) var states: Set<String>
  private(set) var edges: [String: Set<String>] = [:]  // "from\u{0}to" → labels

  init(initial: String) {
    self.initial = initial
    self.states = [initial]
  }

  mutating func add(from: String, to: String, label: String) {
    guard from != to else { return }
    states.formUnion([from, to])
    edges["\(from)\u{0}\(to)", default: []].insert(label)
  }

  /// The map as a Mermaid state diagram in a Markdown code block; states sorted by name (the
  /// initial one first), so the text is stable.
  func markdown(featureName: String) -> String {
    let ordered = [initial] + states.subtracting([initial]).sorted(by: naturalOrder)
    let index = Dictionary(uniqueKeysWithValues: ordered.enumerated().map { ($1, $0) })
    let ids = index.mapValues { "s\($0)" }
    var lines = [
      "# Navigation map of \(featureName)", "",
      "\(states.count) navigation states and \(edges.count) moves between them, reached by exploration.",
      "", "```mermaid", "stateDiagram-v2",
    ]
    lines += ordered.map { "  \(ids[$0]!): \($0)" }
    lines.append("  [*] --> \(ids[initial]!)")
    let sortedEdges = edges.map { key, labels -> (String, String, [String]) in
      let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
      return (parts[0], parts[1], labels.sorted(by: naturalOrder))
    }
    .sorted { (index[$0.0]!, index[$0.1]!) < (index[$1.0]!, index[$1.1]!) }
    for (from, to, labels) in sortedEdges {
      let shown = labels.prefix(3).joined(separator: ", ") + (labels.count > 3 ? ", …" : "")
      lines.append("  \(ids[from]!) --> \(ids[to]!): \(shown.replacingOccurrences(of: ":", with: "."))")
    }
    lines.append("```")
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Where a feature's navigation stands: the presented destinations (with their case) and the
/// shapes of its stacks, deepest first: `destination.detail`, `path: profile › settings`.
func navigationSignature(of reducer: any Reducer, in state: Any, path: String = "") -> String {
  var parts: [String] = []
  for node in treeNodes(of: reducer) {
    var stacks: [String: [String]] = [:]
    for route in node._routes(in: state) {
      let routePath = path.isEmpty ? route.label : "\(path).\(route.label)"
      let nested = navigationSignature(of: route.reducer, in: route.state, path: routePath)
      switch route.kind {
      case let .presented(caseName):
        parts.append(caseName.map { "\(routePath).\($0)" } ?? routePath)
      case .stackElement:
        let screen =
          Mirror(reflecting: route.state).displayStyle == .enum ? caseLabel(of: route.state) : "screen"
        stacks[routePath, default: []].append(screen)
      case .optional:
        parts.append(routePath)
      default:
        break
      }
      if nested != "root" { parts.append(nested) }
    }
    for (label, screens) in stacks.sorted(by: { $0.key < $1.key }) {
      // Two screens deep is enough to show a stack's shape; deeper stacks fold.
      let shown = screens.prefix(2).joined(separator: " › ") + (screens.count > 2 ? " › …" : "")
      parts.append("\(label): \(shown)")
    }
  }
  return parts.isEmpty ? "root" : parts.joined(separator: " + ")
}

extension Step {
  /// The label of a move on the map: the action's chain of cases, or the schedule step.
  var mapLabel: String {
    switch self {
    case let .send(action, _, _): actionCaseLabel(action)
    case .advanceClock: "clock"
    case let .answer(_, endpoint, _): "answer \(endpoint)"
    case .runEffects: "effects"
    }
  }
}
