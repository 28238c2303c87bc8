import Generators
import ReducerCore

/// What a step of a shrunk sequence should do again once earlier steps are deleted: the option
/// it took (``StepOption/key``) and, for an action a generator made, the action itself.
///
/// A step is chosen by its position among what is possible at that moment, and a generator
/// picks an action by its position in a list that may depend on the state ("Forget" for each
/// device, then "Sign out all"): once a deleted step removed a device, the same recorded
/// position picks another action. The intent keeps the action's meaning: the runner takes the
/// same option, and when the generator then makes another action, looks for the choices that
/// make the recorded one (see ``generate(_:from:matching:)``).
struct StepIntent: Hashable {
  /// The option's key.
  let option: String
  /// The action as a step prints it (`send .forget(2)`), for a send a generator made.
  let action: String?
  /// The action itself, to compare a generated one with by `==` where the action is
  /// `Equatable` (cheaper than printing it); not part of the intent's identity.
  let value: Any?

  /// The intent of a step as it ran.
  init<Action>(option: String, step: Step<Action>) {
    self.option = option
    if case let .send(value, _, kind) = step, kind == .user || kind == .coveredScreen || kind == .toolbar {
      action = savedStepText(step)
      self.value = value
    } else {
      action = nil
      value = nil
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.option == rhs.option && lhs.action == rhs.action }

  func hash(into hasher: inout Hasher) {
    hasher.combine(option)
    hasher.combine(action)
  }

  /// Whether `step` makes the intended action: by `==` where the action is `Equatable`, else
  /// by its printed text.
  func isMade<Action>(by step: Step<Action>) -> Bool {
    guard let action else { return true }
    guard case let .send(made, _, _) = step else { return false }
    if let value, let equal = equalByValue(made, value) { return equal }
    return savedStepText(step) == action
  }

  /// The intents of a sequence's steps, for a plan that deletes some of them.
  static func of<State, Action>(_ outcome: SequenceOutcome<State, Action>) -> [StepIntent] {
    outcome.stepKeys.indices.map { index in
      guard index < outcome.steps.count else { return StepIntent(option: outcome.stepKeys[index]) }
      return StepIntent(option: outcome.stepKeys[index], step: outcome.steps[index].step)
    }
  }

  private init(option: String) {
    self.option = option
    self.action = nil
    self.value = nil
  }

  /// The same option, whatever action its generator makes.
  var loosened: StepIntent { StepIntent(option: option) }
}

/// How many of a generator's first choices, and how many values of each, a shrinking run tries
/// to make the action a step recorded: enough for a list of 32 actions picked in up to four
/// choices (`oneOf` of `element(of:)`), few enough that a step costs at most 128 generations.
private let matchedChoices = 4
private let matchedValues: UInt64 = 32

/// Generates a step from `gen`; when `wanted` names the action the step made before and the
/// generator now makes another, tries other values of its first choices, one at a time, for
/// the wanted one, and records the choices that make it in place of the drawn ones.
func generate<Action>(
  _ gen: Gen<Step<Action>>, from source: inout ChoiceSource, matching wanted: StepIntent?
) throws -> Step<Action> {
  let start = source.recorded.count
  let step = try gen.generate(from: &source)
  guard let wanted, wanted.action != nil, case .send = step, !wanted.isMade(by: step) else { return step }
  let drawn = Array(source.recorded[start...])
  for position in 0..<min(matchedChoices, drawn.count) {
    for value in 0..<matchedValues where value != drawn[position] {
      var choices = drawn
      choices[position] = value
      var trial = ChoiceSource(replaying: ChoiceSequence(choices))
      guard let candidate = try? gen.generate(from: &trial), wanted.isMade(by: candidate) else {
        continue
      }
      source.replaceLastChoices(drawn.count, with: trial.recorded)
      return candidate
    }
  }
  return step
}
