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
  /// What the option stands for, so a shrunk sequence can take the same option where it still
  /// exists after earlier steps are deleted; built only when asked (it may dump a value).
  var key: () -> String
  /// What steering counts this option's steps as, when the option's label says too little (an
  /// answer's circumstances); `nil` for the step's own kind.
  var steeringKind: (() -> String)?

  init(
    label: String, category: Category, gen: Gen<Step<Action>>, isCovered: Bool = false,
    key: (() -> String)? = nil, steeringKind: (() -> String)? = nil
  ) {
    self.steeringKind = steeringKind
    self.label = label
    self.category = category
    self.gen = gen
    self.isCovered = isCovered
    self.key = key ?? { label }
  }
}

/// Derives, from the reducer tree and the current state, every action a user could send:
/// a feature's own actions, routed through the children that exist right now.
///
/// Screens are modal by default, as on a phone: only the top-most screens act (the innermost
/// presented child, the top of each stack). With ``ScreenInteraction/severalAtOnce`` the screens
/// below act too, less often, and their steps say so.
struct ActionRouter<Feature: Reducer> {
  let reducer: Feature
  let generators: GeneratorRegistry
  var interaction: ScreenInteraction = .topMost

  /// The options for the root feature in `state`.
  ///
  /// - Parameter sighting: Where to add what `state` shows, for coverage: the walk that finds
  ///   the options sees it anyway.
  func options(
    in state: Feature.State, nextStackID: StackElementID, sighting: inout CoverageSighting
  ) -> [StepOption<Feature.Action>] {
    // Two arrays rather than one of (option, place) pairs: generic code looks up the metadata
    // of such a tuple, and copies each option, for every access.
    var collected = Collected()
    _ = collect(
      reducer: reducer, state: state, path: "", embed: { $0 as? Feature.Action },
      place: Place(covered: false, modalDepth: 0), nextStackID: nextStackID, into: &collected,
      sighting: &sighting)
    guard interaction == .topMost else { return collected.options }
    // A presented screen anywhere is modal over everything that is not inside it (another
    // tab's screen included).
    var top = 0
    for place in collected.places where !place.covered { top = max(top, place.modalDepth) }
    let places = collected.places
    let kept = places.indices.filter { !places[$0].isUserAction || places[$0].acts(atDepth: top) }
    guard kept.count < places.count else { return collected.options }
    var options: [StepOption<Feature.Action>] = []
    options.reserveCapacity(kept.count)
    for index in kept { options.append(collected.options[index]) }
    return options
  }

  /// The options a walk collected, and where each one's screen is.
  private struct Collected {
    var options: [StepOption<Feature.Action>] = []
    var places: [Place] = []

    mutating func append(_ option: StepOption<Feature.Action>, at place: Place) {
      options.append(option)
      var place = place
      place.isUserAction = option.category.isUserAction
      places.append(place)
    }
  }

  /// Where a screen is: whether a screen over it hides it, and how many presented screens
  /// (sheets, alerts, dialogs) lie between it and the root.
  struct Place {
    var covered: Bool
    var modalDepth: Int
    /// Whether the option at this place is a user's action (see `StepOption.Category`).
    var isUserAction = true

    func acts(atDepth top: Int) -> Bool { !covered && modalDepth == top }
  }

  /// Collects the options of the screen `reducer` runs in `state`, and of its children.
  ///
  /// - Returns: Whether something this screen shows (a presented child, a pushed screen) covers
  ///   it, so its own "leave" actions are out of reach too.
  private func collect(
    reducer: any Reducer,
    state: Any,
    path: String,
    embed: @escaping (Any) -> Feature.Action?,
    place: Place,
    nextStackID: StackElementID,
    into options: inout Collected,
    sighting: inout CoverageSighting
  ) -> Bool {
    let featureName = typeName(type(of: reducer))
    let nodes = treeNodes(of: reducer).map { node in (node, topFirst(node._routes(in: state))) }
    for (node, routes) in nodes { sighting.see(node: node, routes: routes, state: state, path: path) }
    let routes = nodes.flatMap { $0.1 }
    let presents = routes.contains { if case .presented = $0.kind { true } else { false } }
    let pushed = routes.contains { if case .stackElement = $0.kind { true } else { false } }
    // What this screen shows itself stays where it is; a sheet or a pushed screen covers it.
    let own = Place(covered: place.covered || presents || pushed, modalDepth: place.modalDepth)

    // Whether a user can act at `place`: options elsewhere are not even built (a covered
    // screen's labels, generators and closures would be thrown away).
    func reaches(_ place: Place) -> Bool { interaction == .severalAtOnce || !place.covered }
    func add(_ option: StepOption<Feature.Action>, at place: Place) {
      var option = option
      option.isCovered = place.covered
      options.append(option, at: place)
    }

    if reaches(own), let alert = state as? any _EphemeralState, !alert._buttonActions.isEmpty {
      let label = "\(path).buttons"
      add(
        StepOption(
          label: label, category: .featureAction,
          gen: Gen.element(of: alert._buttonActions).map { try send(embed($0), label, at: own) }),
        at: own)
    }
    if reaches(own), let actions = generators.actions(of: reducer, state: state) {
      let label = path.isEmpty ? featureName : "\(path) > \(featureName)"
      add(
        StepOption(
          label: label, category: .featureAction, gen: actions.map { try send(embed($0), label, at: own) }),
        at: own)
    }
    var toolbarShown = false
    for (node, nodeRoutes) in nodes {
      var topOfStackPlace: Place?
      for route in nodeRoutes {
        let childPlace: Place
        switch route.kind {
        case .presented:
          childPlace = Place(covered: place.covered, modalDepth: place.modalDepth + 1)
        case .stackElement:
          // Elements come top first: the top one is where the user is, unless a sheet covers it.
          childPlace = Place(
            covered: place.covered || presents || topOfStackPlace != nil, modalDepth: place.modalDepth)
          if topOfStackPlace == nil { topOfStackPlace = childPlace }
        default:
          childPlace = own
        }
        let routePath = treePath(path, route.label)
        let routeEmbed = route.embed
        let childCovered = collect(
          reducer: route.reducer, state: route.state, path: routePath,
          embed: { routeEmbed($0).flatMap(embed) }, place: childPlace, nextStackID: nextStackID,
          into: &options, sighting: &sighting)
        var leavePlace = childPlace
        leavePlace.covered = leavePlace.covered || childCovered
        // This screen's own buttons on the screen it presents or pushes act where that screen
        // does (the top of a stack comes first); an alert or a dialog shows none.
        if route.kind.showsAScreen, !toolbarShown, reaches(leavePlace), !isEphemeral(route.state),
          let toolbar = generators.toolbar(of: reducer, state: state)
        {
          toolbarShown = true
          let label = "\(routePath) > \(featureName) toolbar"
          add(
            StepOption(
              label: label, category: .featureAction,
              gen: toolbar.map { try send(embed($0), label, at: leavePlace, toolbar: true) }),
            at: leavePlace)
        }
        for (label, action) in route.navigationActions where reaches(leavePlace) {
          let optionLabel = "\(routePath).\(label)"
          add(
            StepOption(
              label: optionLabel, category: .navigation,
              gen: Gen { _ in try send(embed(action), optionLabel, at: leavePlace) }),
            at: leavePlace)
        }
      }
      if let absent = node._asAbsentChildActions {
        for (label, action) in absent._absentChildActions(in: state) {
          let optionLabel = treePath(path, label)
          options.append(
            StepOption(
              label: optionLabel, category: .absentChild,
              gen: Gen { _ in
                guard let action = embed(action) else { throw RoutingError.unroutable(optionLabel) }
                return .send(action, label: optionLabel, kind: .absentChild)
              }),
            at: own)
        }
      }
      if let stack = node._asStackPushing,
        let push = stack._push(in: state, id: nextStackID),
        let states = generators.states(of: push.reducer)
      {
        // The top screen of the stack pushes (or, with nothing pushed, the stack's owner).
        let pushPlace =
          topOfStackPlace ?? Place(covered: place.covered || presents, modalDepth: place.modalDepth)
        if reaches(pushPlace) {
          let optionLabel = treePath(path, "\(push.label).push")
          let makeAction = push.makeAction
          add(
            StepOption(
              label: optionLabel, category: .push,
              gen: states.map { try send(makeAction($0).flatMap(embed), optionLabel, at: pushPlace) }),
            at: pushPlace)
        }
      }
    }
    return own.covered
  }

  private func send(
    _ action: Feature.Action?, _ label: String, at place: Place, toolbar: Bool = false
  ) throws -> Step<Feature.Action> {
    guard let action else { throw RoutingError.unroutable(label) }
    return .send(action, label: label, kind: place.covered ? .coveredScreen : toolbar ? .toolbar : .user)
  }
}

/// Which screens a user can act on at once.
///
/// ```swift
/// $0.screenInteraction = .severalAtOnce   // a split view, a sheet with background interaction
/// ```
public enum ScreenInteraction: Sendable {
  /// As on a phone: only the top-most screens act — the innermost presented child, the top of
  /// each stack. Effects, the clock and endpoint answers still reach every screen.
  case topMost
  /// Screens under a sheet or a pushed screen act too (less often, see
  /// ``StepWeights/coveredFeatureAction``); a report marks such steps "(on a covered screen)".
  case severalAtOnce
}

extension StepOption.Category {
  /// Whether the step is something a user does on a screen (as opposed to effects, the clock,
  /// answers and deliberate probes).
  var isUserAction: Bool {
    switch self {
    case .featureAction, .navigation, .push: true
    case .absentChild, .advanceClock, .answer, .runEffects: false
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

/// Where a child is in the feature tree: `label` under `path` (`destination.detail`), or
/// `label` alone at the root, whose path is empty.
func treePath(_ path: String, _ label: String) -> String {
  path.isEmpty ? label : "\(path).\(label)"
}

/// Every navigation operator in a reducer's tree, looking through builders and bodies but not
/// into children.
func treeNodes(of reducer: any Reducer) -> [any _ReducerTreeNode] {
  var nodes: [any _ReducerTreeNode] = []
  var pending: [any Reducer] = [reducer]
  while let next = pending.popLast() {
    // One cast per reducer: an operator or builder holds the reducers that run on its state; a
    // feature has its body.
    if let node = next as? any _ReducerTreeNode {
      nodes.append(node)
      // Reversed by index: a debug build appends a `reversed()` view slowly, and this runs
      // for every screen of every step.
      let reducers = node._sameDomainReducers
      var index = reducers.count
      while index > 0 {
        index -= 1
        pending.append(reducers[index])
      }
    } else if let body = next._bodyReducer {
      pending.append(body)
    }
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

/// The chain of cases an action is, for coverage: `destination.presented.detail.closeTapped`;
/// `each` sees every case on the way with the enum it belongs to.
func actionCaseLabel(
  _ action: Any, each: (_ type: Any.Type, _ caseName: String) -> Void = { _, _ in }
) -> String {
  // Built as it goes rather than joined from an array: steering and coverage label every step.
  var label = ""
  var depth = 0
  var current = action
  while depth < 12, let enumCase = EnumCase.of(current) {
    if depth > 0 { label += "." }
    label += enumCase.label
    depth += 1
    each(type(of: current), enumCase.label)
    guard let payload = enumCase.payload else { break }
    if metadataKind(of: type(of: payload)) == 0x301 {
      // A tuple payload (`.element(id:action:)`) continues through its `action`.
      guard let inner = Mirror(reflecting: payload).children.first(where: { $0.label == "action" })
      else { break }
      current = inner.value
    } else {
      current = payload
    }
  }
  return label
}

/// How many screens the checker closes at most when it leaves, for a feature that presents a
/// screen again whenever one closes.
let leavingBound = 32

extension ActionRouter {
  /// The step that closes the top-most screen of `state`, as a user leaving the app does;
  /// `nil` when no screen is open that the router knows how to close.
  func leavingStep(in state: Feature.State, nextStackID: StackElementID) -> Step<Feature.Action>? {
    var topMost = self
    topMost.interaction = .topMost
    var source = ChoiceSource(seed: 0)
    var unused = CoverageSighting()
    guard
      let leave = topMost.options(in: state, nextStackID: nextStackID, sighting: &unused)
        .first(where: { $0.category == .navigation }),
      case let .send(action, label, _)? = try? leave.gen.generate(from: &source)
    else { return nil }
    return .send(action, label: label, kind: .leaving)
  }
}

extension NavigationRoute.Kind {
  /// Whether the route is to a screen of its own: a presented child or a stack's screen.
  fileprivate var showsAScreen: Bool {
    switch self {
    case .presented, .stackElement: true
    default: false
    }
  }
}
