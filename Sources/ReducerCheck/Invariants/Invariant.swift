import ReducerCore
import StateDump

/// A property that must hold after every step of a check, with a name reports use.
///
/// ```swift
/// await check(InventoryFeature(), from: InventoryFeature.State()) {
///   $0.invariants.removeAll { $0.name == "restorable" }  // a built-in this feature opts out of
///   $0.invariant("saved items have names") { state in
///     state.items.allSatisfy { !$0.name.isEmpty }
///   }
///   $0.transitionInvariant("deleting only removes") { before, action, after in
///     after.items.count <= before.items.count || action != .deleteTapped
///   }
/// }
/// ```
///
/// The built-in invariants (``defaults``) are judged first, in that order, then yours in the
/// order you added them: when one bug breaks several, the report names the first.
public struct Invariant<State, Action> {
  /// The name a failure report gives.
  public let name: String
  /// Whether ReducerCheck defines it (those are judged first, in the order of ``defaults``).
  let isBuiltin: Bool
  /// Makes the judge of one sequence, with whatever memory the invariant keeps across its steps.
  let makeJudge: () -> Judge
  /// How the test a failure report prints shows that it broke.
  let printedTestEnding: PrintedTestEnding<State>
  /// Whether the same steps always get the same verdict, so that shrinking may remember the
  /// verdicts of candidates it tried (not for one that compares two runs of the steps).
  let verdictsRepeat: Bool
  /// Whether its judge reads the store's second run of the reducer on each action (see
  /// ``ReductionDifference``); the store runs the reducer twice only for such an invariant.
  let comparesReductions: Bool

  init(
    name: String, isBuiltin: Bool = false, printedTestEnding: PrintedTestEnding<State> = .fromSource,
    verdictsRepeat: Bool = true, comparesReductions: Bool = false, makeJudge: @escaping () -> Judge
  ) {
    self.name = name
    self.isBuiltin = isBuiltin
    self.printedTestEnding = printedTestEnding
    self.verdictsRepeat = verdictsRepeat
    self.comparesReductions = comparesReductions
    self.makeJudge = makeJudge
  }

  /// How an invariant judges one sequence. Each closure returns why the invariant is broken, or
  /// `nil` when it holds; one that throws breaks it with the error.
  struct Judge {
    /// Judges the initial state, before any step.
    var initialState: ((State) throws -> String?)?
    /// Judges the facts of a step, or of the end of the schedule.
    var step: ((StepFacts<State, Action>) throws -> String?)?
    /// Judges a whole sequence against a second run of the same steps: the states after each
    /// step, first run and replay, and the first action whose second reduction differed, if
    /// one did. Returns the step that breaks the invariant, and why.
    var replay:
      (
        (_ first: [State], _ replay: [State], _ reduction: ReductionDifference<State, Action>?) -> (
          step: Int, explanation: String
        )?
      )?
    /// Which late action broke the invariant, when `step` found it broken: what a printed test
    /// asserts never arrives.
    var lateDelivery: ((StepFacts<State, Action>) -> LateDelivery?)?
  }

  /// An invariant over each state: `holds` returns `false` when it is broken.
  public static func state(_ name: String, _ holds: @escaping (State) throws -> Bool) -> Self {
    state(name, explaining: { try holds($0) ? nil : "The state after this step does not satisfy it." })
  }

  /// An invariant over each state that explains itself: `violation` returns why the state
  /// breaks it, or `nil` when it holds.
  public static func state(_ name: String, explaining violation: @escaping (State) throws -> String?) -> Self
  {
    Self(name: name) {
      Judge(
        initialState: violation,
        step: { facts in facts.moment == .endOfSchedule ? nil : try violation(facts.after) })
    }
  }

  /// An invariant over each action the reducer handles: the state before, the action, the state
  /// after.
  public static func transition(
    _ name: String, _ holds: @escaping (_ before: State, _ action: Action, _ after: State) throws -> Bool
  ) -> Self {
    transition(
      name, explaining: { try holds($0, $1, $2) ? nil : "This step's transition does not satisfy it." })
  }

  /// An invariant over each action the reducer handles that explains itself.
  public static func transition(
    _ name: String,
    explaining violation: @escaping (_ before: State, _ action: Action, _ after: State) throws -> String?
  ) -> Self {
    Self(name: name) {
      Judge(step: { facts in
        for transition in facts.transitions {
          if let reason = try violation(transition.before, transition.action, transition.after) {
            return "\(reason)\n\n  Action:\n    \(stateDumpLine(transition.action))"
          }
        }
        return nil
      })
    }
  }
}

extension Invariant where State: Equatable {
  /// The invariants every check runs unless told otherwise, in the order they are judged.
  public static var defaults: [Self] {
    [
      .effectsCancelledOnDismiss, .noActionForAbsentState, .noRuntimeWarning, .atMostOneDestination,
      .stackIDsUniqueAndNeverReused, .noScreenPushedTwiceAtOnce, .quiescence, .restorable,
      .deterministicReplay,
    ]
  }
}

extension Invariant {
  /// An invariant over the history so far: a model you fold over every action the reducer
  /// handles, and a property that relates the model to the state, as model-based tests in
  /// Hypothesis and fast-check do.
  ///
  /// ```swift
  /// .model("a deleted item never comes back", initial: Set<Item.ID>()) { deleted, before, _, after in
  ///   deleted.formUnion(Set(before.items.ids).subtracting(after.items.ids))
  /// } holds: { deleted, state in
  ///   deleted.isDisjoint(with: state.items.ids)
  /// }
  /// ```
  ///
  /// `holds` is judged on the initial state with `initial` before any step, then after every
  /// action. Each sequence starts from `initial` again; the checker keeps nothing of the
  /// history besides your model, so memory is the model's size.
  public static func model<Model>(
    _ name: String,
    initial: Model,
    update:
      @escaping (_ model: inout Model, _ before: State, _ action: Action, _ after: State) throws -> Void,
    holds: @escaping (_ model: Model, _ state: State) throws -> Bool
  ) -> Self {
    Self(name: name) {
      var model = initial
      return Judge(
        initialState: { state in
          try holds(initial, state) ? nil : "The model's initial value and the initial state disagree."
        },
        step: { facts in
          for transition in facts.transitions {
            try update(&model, transition.before, transition.action, transition.after)
            if try !holds(model, transition.after) {
              return """
                The model and the state disagree after this action:

                  Action:
                    \(stateDumpLine(transition.action))
                  Model:
                \(indent(stateDump(model), by: 4))
                """
            }
          }
          return nil
        })
    }
  }
}

/// What a report adds when a line of the file an effect was made in is declared long-living
/// but matched no effect so far: most likely that effect's declaration, left behind when its
/// line moved.
func movedDeclarationHint(_ declaration: String?, site: String) -> String {
  guard let declaration else { return "" }
  return """
     ($0.longLivingEffects(createdAt: "\(declaration)") matched no effect so far: if it meant \
    this one, its line moved; declare "\(site)".)
    """
}
