import Generators
import ReducerCore
import StateDump

/// One kind of thing the checker can do next, with how often to do it.
struct StepOption<Action> {
  enum Category {
    /// A feature's own action, from its `ActionGenerating` conformance.
    case featureAction
    /// `.dismiss` or `.popFrom(id:)`: leaving a screen.
    case navigation
    /// `.push(id:state:)` of a generated screen.
    case push
    /// An action to a child that is not there: robustness, warnings excused.
    case absentChild
    /// Moving the test clock forward.
    case advanceClock
    /// Answering a pending call to a controlled endpoint.
    case answer
    /// Running effects that were left waiting.
    case runEffects
  }

  var label: String
  var category: Category
  var gen: Gen<Step<Action>>
  /// A feature's own actions while a presented child or a pushed screen covers it.
  var isCovered = false
}

/// Derives, from the reducer tree and the current state, every action a user could send:
/// a feature's own actions, routed through the children that exist right now.
struct ActionRouter<Feature: Reducer> {
  let reducer: Feature
  let generators: GeneratorRegistry

  /// The options for the root feature in `state`.
  func options(in state: Feature.State, nextStackID: StackElementID) -> [StepOption<Feature.Action>] {
    var options: [StepOption<Feature.Action>] = []
    collect(
      reducer: reducer, state: state, path: "", embed: { $0 as? Feature.Action },
      nextStackID: nextStackID, into: &options)
    return options
  }

  private func collect(
    reducer: any Reducer,
    state: Any,
    path: String,
    embed: @escaping (Any) -> Feature.Action?,
    nextStackID: StackElementID,
    into options: inout [StepOption<Feature.Action>]
  ) {
    let featureName = typeName(type(of: reducer))
    if let alert = state as? any _EphemeralState, !alert._buttonActions.isEmpty {
      let label = "\(path).buttons"
      options.append(
        StepOption(
          label: label, category: .featureAction,
          gen: Gen.element(of: alert._buttonActions).map { try send(embed($0), label) }))
    }
    let nodes = treeNodes(of: reducer).map { node in (node, topFirst(node._routes(in: state))) }
    if let own = generators.actions(of: reducer, state: state) {
      let label = path.isEmpty ? featureName : "\(path) > \(featureName)"
      // A screen with a sheet or a pushed screen over it is mostly out of the user's reach.
      let isCovered = nodes.contains { _, routes in routes.contains { $0.kind.covers } }
      options.append(
        StepOption(
          label: label, category: .featureAction, gen: own.map { try send(embed($0), label) },
          isCovered: isCovered))
    }
    for (node, routes) in nodes {
      for route in routes {
        let routePath = path.isEmpty ? route.label : "\(path).\(route.label)"
        let routeEmbed = route.embed
        collect(
          reducer: route.reducer, state: route.state, path: routePath,
          embed: { routeEmbed($0).flatMap(embed) }, nextStackID: nextStackID, into: &options)
        for (label, action) in route.navigationActions {
          let optionLabel = "\(routePath).\(label)"
          options.append(
            StepOption(
              label: optionLabel, category: .navigation,
              gen: Gen { _ in try send(embed(action), optionLabel) }))
        }
      }
      if let absent = node as? any _AbsentChildActions {
        for (label, action) in absent._absentChildActions(in: state) {
          let optionLabel = path.isEmpty ? label : "\(path).\(label)"
          options.append(
            StepOption(
              label: optionLabel, category: .absentChild,
              gen: Gen { _ in
                guard let action = embed(action) else { throw RoutingError.unroutable(optionLabel) }
                return .send(action, label: optionLabel, deliberatelyInvalid: true)
              }))
        }
      }
      if let stack = node as? any _StackPushing,
        let push = stack._push(in: state, id: nextStackID),
        let states = generators.states(of: push.reducer)
      {
        let optionLabel = path.isEmpty ? "\(push.label).push" : "\(path).\(push.label).push"
        let makeAction = push.makeAction
        options.append(
          StepOption(
            label: optionLabel, category: .push,
            gen: states.map { try send(makeAction($0).flatMap(embed), optionLabel) }))
      }
    }
  }

  private func send(_ action: Feature.Action?, _ label: String) throws -> Step<Feature.Action> {
    guard let action else { throw RoutingError.unroutable(label) }
    return .send(action, label: label, deliberatelyInvalid: false)
  }
}

extension NavigationRoute.Kind {
  /// Whether a child of this kind covers its parent's screen: presented, or pushed.
  var covers: Bool {
    switch self {
    case .presented, .stackElement: true
    default: false
    }
  }
}

/// Routes with a stack's elements top first: users act on the top screen most, and a shrunk
/// sequence that drops an earlier push still reaches the same (top) screen.
private func topFirst(_ routes: [NavigationRoute]) -> [NavigationRoute] {
  guard routes.contains(where: { if case .stackElement = $0.kind { true } else { false } }) else {
    return routes
  }
  return routes.reversed()
}

/// Every navigation operator in a reducer's tree, looking through builders and bodies but not
/// into children.
func treeNodes(of reducer: any Reducer) -> [any _ReducerTreeNode] {
  var nodes: [any _ReducerTreeNode] = []
  var pending: [any Reducer] = [reducer]
  while let next = pending.popLast() {
    if let node = next as? any _ReducerTreeNode { nodes.append(node) }
    pending.append(contentsOf: next._treeChildren.reversed())
  }
  return nodes
}

/// A generated child action that could not be wrapped into the root's action type.
enum RoutingError: Error, CustomStringConvertible {
  case unroutable(String)

  var description: String {
    "The checker could not route an action generated for \"\(self.label)\" into the feature's action type."
  }

  private var label: String {
    switch self {
    case let .unroutable(label): label
    }
  }
}

/// The chain of cases an action is, for coverage: `destination.presented.detail.closeTapped`.
func actionCaseLabel(_ action: Any) -> String {
  var parts: [String] = []
  var current = action
  while parts.count < 12 {
    let mirror = Mirror(reflecting: current)
    guard mirror.displayStyle == .enum else { break }
    guard let payload = mirror.children.first else {
      parts.append(caseLabel(of: current))
      break
    }
    parts.append(payload.label ?? caseLabel(of: current))
    let payloadMirror = Mirror(reflecting: payload.value)
    if payloadMirror.displayStyle == .tuple {
      guard let inner = payloadMirror.children.first(where: { $0.label == "action" }) else { break }
      current = inner.value
    } else {
      current = payload.value
    }
  }
  return parts.joined(separator: ".")
}
