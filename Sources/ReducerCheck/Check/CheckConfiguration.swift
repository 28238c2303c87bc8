import Foundation
import ReducerCore

/// How a check runs: how much it explores, which invariants it checks, and how it weighs what
/// a user does. Every setting has a default, so the one-line call is the common case.
///
/// ```swift
/// await check(InventoryFeature(), from: InventoryFeature.State()) {
///   $0.sequences = 500
///   $0.invariant("saved items have names") { $0.items.allSatisfy { !$0.name.isEmpty } }
///   $0.dependencies { $0.database = .inMemory }
/// }
/// ```
public struct CheckConfiguration<Feature: Reducer>
where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  /// How many sequences to generate at least (before sharding divides them); ``exploration``
  /// goes on while they keep finding something new.
  public var sequences = 100
  /// How the budget is spent past `sequences`, and whether sequences lean toward what was tried
  /// least (see ``Exploration``).
  public var exploration = Exploration()
  /// The most steps one sequence takes.
  public var maxSteps = 25
  /// Before each step a sequence ends with chance 1 in `stepsBeforeEnding + 1` (so most sequences
  /// are short and some reach `maxSteps`); the benchmark raises it to run `maxSteps` steps.
  package var stepsBeforeEnding = 15
  /// The seed; `REDUCERCHECK_SEED` when set, else a fresh one (printed with any failure).
  public var seed: UInt64?
  /// Stop starting new sequences after this long.
  public var timeBudget: Duration = .seconds(20)
  /// How long one step may run before the check gives up on it as hung (a loop that never
  /// awaits), reports where it is with the replay line, and fails the test.
  public var stepTimeLimit: Duration = .seconds(60)
  /// How many re-runs shrinking may spend on a failure.
  public var shrinkBudget = 2_000
  /// Which screens a user acts on: only the top-most (the default, as on a phone), or
  /// `.severalAtOnce` for split views and sheets with background interaction.
  public var screenInteraction = ScreenInteraction.topMost
  /// The invariants checked after every step.
  public var invariants: [Invariant<Feature.State, Feature.Action>] = Invariant.defaults
  /// How often each kind of step is chosen.
  public var weights = StepWeights()
  /// Where failures are saved and replayed from first; `nil` to keep none. Set by `check` to
  /// `Snapshots/Regressions/<file>.<function>.txt` unless you set it.
  public var regressionFile: String?
  /// How many actions one send may cause before the feature is said to loop.
  public var actionLimit = 10_000
  /// How many effect jobs may run after one step before effects are said to ping-pong.
  public var jobLimit = 10_000
  /// Print every step to standard error before it runs (`REDUCERCHECK_TRACE=1`), so a crash
  /// inside a reducer names the step that caused it.
  public var tracesSteps = false
  /// Whether a failure (or an error) is recorded as an issue of the running test; `false` for
  /// harnesses that read the ``CheckResult`` themselves.
  public var reportsIssues = true

  /// Whether a failure is written to the regression file: never when `CI` is set, where a
  /// check reports and leaves the tree as it was.
  package var savesRegressions = !Environment.isCI()
  /// The `REDUCERCHECK_*` variables to read instead of the process's (for tests of them).
  package var environment: [String: String]?

  /// Whether what the check never reached (its coverage warnings: endpoints never answered,
  /// screens never shown, buttons never tapped) fails the test instead of only being printed.
  public var neverReachedFails = false
  /// States the check must see at least once (``expectReached(_:_:)``).
  var reachabilityGoals: [ReachabilityGoal<Feature.State>] = []

  var prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  var generators = GeneratorRegistry()
  var endpoints: [EndpointSpec] = []
  /// Where each invariant added with ``invariant(_:filePath:line:_:)`` and its siblings is
  /// written, by name, so a report's test can include its check.
  var invariantSources: [String: InvariantSource] = [:]
  /// Where each ``dependencies(filePath:line:_:)`` closure is written, in order, so a report's
  /// test can override the same dependencies.
  var dependencySources: [SourceLine] = []
  /// The sites declared with ``longLivingEffects(createdAt:)``, shared by every sequence of the
  /// check to learn which ones an effect matched.
  private(set) var longLivingDeclarations = LongLivingEffects(sites: [])
  let makeReducer: () -> Feature

  init(makeReducer: @escaping () -> Feature) {
    self.makeReducer = makeReducer
  }

  /// Adds an invariant over each state.
  public mutating func invariant(
    _ name: String,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    _ holds: @escaping (Feature.State) throws -> Bool
  ) {
    invariants.append(.state(name, holds))
    invariantSources[name] = InvariantSource(kind: .state, line: SourceLine(filePath: filePath, line: line))
  }

  /// Adds an invariant over the history so far: a model folded over every action the reducer
  /// handles, and a property relating it to the state. See ``Invariant/model(_:initial:update:holds:)``.
  ///
  /// ```swift
  /// $0.invariant("a deleted item never comes back", model: Set<Item.ID>()) { deleted, before, _, after in
  ///   deleted.formUnion(Set(before.items.ids).subtracting(after.items.ids))
  /// } holds: { deleted, state in
  ///   deleted.isDisjoint(with: state.items.ids)
  /// }
  /// ```
  public mutating func invariant<Model>(
    _ name: String,
    model initial: Model,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    update:
      @escaping (
        _ model: inout Model, _ before: Feature.State, _ action: Feature.Action, _ after: Feature.State
      ) throws -> Void,
    holds: @escaping (_ model: Model, _ state: Feature.State) throws -> Bool
  ) {
    invariants.append(.model(name, initial: initial, update: update, holds: holds))
    invariantSources[name] = InvariantSource(kind: .model, line: SourceLine(filePath: filePath, line: line))
  }

  /// Adds an invariant over each step: the state before, the action, the state after.
  public mutating func transitionInvariant(
    _ name: String,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    _ holds:
      @escaping (_ before: Feature.State, _ action: Feature.Action, _ after: Feature.State) throws -> Bool
  ) {
    invariants.append(.transition(name, holds))
    invariantSources[name] = InvariantSource(
      kind: .transition, line: SourceLine(filePath: filePath, line: line))
  }

  /// Declares effects created at `site` long-living, so quiescence allows them to run on after
  /// the sequence, once every screen is closed: what the app's root keeps for its whole life (a
  /// stream it listens to, a clock it shows). Declared by line, they may also outlive the screen
  /// they were started for (an upload that finishes after the user went back). A screen's own timers need no
  /// declaration: closing the screen cancels them. A passing check names each declaration no
  /// effect matched.
  ///
  /// ```swift
  /// $0.longLivingEffects(createdAt: "Perfil.swift")        // any effect made in that file
  /// $0.longLivingEffects(createdAt: "Perfil.swift:42")     // the effect made on that line
  /// ```
  public mutating func longLivingEffects(createdAt site: String) {
    longLivingDeclarations = LongLivingEffects(sites: longLivingDeclarations.sites + [site])
  }

  /// Overrides dependencies for every sequence, after the test values are installed.
  ///
  /// ```swift
  /// $0.dependencies { $0.authClient.verifyCode = { _, _ in true } }
  /// ```
  ///
  /// A failure's printed test applies the same closure, read from where it is written.
  public mutating func dependencies(
    filePath: StaticString = #filePath,
    line: UInt = #line,
    _ update: @escaping (inout DependencyValues) -> Void
  ) {
    dependencySources.append(SourceLine(filePath: filePath, line: line))
    let previous = prepareDependencies
    prepareDependencies = {
      previous(&$0)
      update(&$0)
    }
  }
}

/// How often the checker picks each kind of step, relative to the others.
///
/// ```swift
/// $0.weights.navigation = 1      // dismiss and pop less often
/// $0.weights.absentChild = 0     // never send to absent children on purpose
/// $0.weights.byLabel["path.push"] = 10
/// ```
public struct StepWeights: Sendable {
  /// A feature's own actions (from `ActionGenerating`).
  public var featureAction = 10
  /// A feature's own actions while a presented child or a pushed screen covers it; only with
  /// `screenInteraction = .severalAtOnce` (by default a covered screen does not act at all).
  public var coveredFeatureAction = 2
  /// Leaving a screen: `.dismiss`, `.popFrom(id:)`.
  public var navigation = 3
  /// Pushing a generated screen onto a stack.
  public var push = 3
  /// An action to a child that is not there, on purpose, to check robustness. Its runtime
  /// warnings are excused.
  public var absentChild = 1
  /// Moving the test clock to the next sleep's deadline.
  public var advanceClock = 4
  /// Answering a pending call to a controlled endpoint.
  public var answer = 6
  /// Running effects that a send left waiting. (One send in eight leaves its effects waiting,
  /// so the user can act again before they start.)
  public var runEffects = 4
  /// Overrides by option label, as coverage prints them (`destination.dismiss`, `path.push`).
  public var byLabel: [String: Int] = [:]

  public init() {}

  func weight<Action>(of option: StepOption<Action>) -> Int {
    if let weight = byLabel[option.label] { return weight }
    switch option.category {
    case .featureAction: return option.isCovered ? coveredFeatureAction : featureAction
    case .navigation: return option.isCovered ? coveredFeatureAction : navigation
    case .push: return option.isCovered ? coveredFeatureAction : push
    case .absentChild: return absentChild
    case .advanceClock: return advanceClock
    case .answer: return answer
    case .runEffects: return runEffects
    }
  }
}
