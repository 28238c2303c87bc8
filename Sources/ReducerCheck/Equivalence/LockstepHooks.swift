import ReducerCore

/// What turns a check of one feature into a lockstep check of two: a companion per sequence
/// that follows the steps on the other feature, what the pass line says, and the report of a
/// failure. The check's loop (saved cases, sequences, steering, budget, shrinking, saving) is
/// the ordinary one.
struct LockstepHooks<Feature: Reducer> where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  /// A fresh companion for one sequence.
  let makeCompanion: (_ trailSlot: Int?) -> any StepCompanion<Feature.State, Feature.Action>
  /// What the companion's side breaks of the invariants that judge a whole sequence, once the
  /// sequence passed (``Lockstep/judgeReplay(sampled:)``); `true` when the sequence is in the
  /// sample replayed whole.
  let judgeReplay: (any StepCompanion<Feature.State, Feature.Action>, Bool) -> InvariantFailure?
  /// What a sequence's companion could not take or compare.
  let tally: (any StepCompanion<Feature.State, Feature.Action>) -> LockstepTally
  /// Why the check cannot run at all (initial states that already differ, an endpoint only one
  /// side declares), found before any sequence.
  let problem: () -> CheckError?
  /// The report of a shrunk failure; `nil` for an invariant of the feature the checker drives,
  /// which the ordinary report tells.
  let report: (LockstepFailure<Feature>) -> String?
  /// The pass line.
  let passLine: (_ result: CheckResult, _ savedCases: Int) -> String
  /// What the check did not compare, one sentence each.
  let notCompared: (LockstepTally) -> [String]
  /// A failure of a check that passed but compared too little to say so.
  let judgeTally: (LockstepTally) -> String?
}

/// A failure of a lockstep check, shrunk, with what its report needs to say where it came from.
struct LockstepFailure<Feature: Reducer> where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  let outcome: SequenceOutcome<Feature.State, Feature.Action>
  let seed: UInt64
  let sequence: Int
  let sequenceCount: Int
  /// `REDUCERCHECK_REPLAY=5EED/37` and what else the replay needs.
  let replay: String
  let originalSteps: Int
  let shrinkRuns: Int
  let testFilter: String
  let savedTo: String?
  let isSavedCase: Bool
  let notSavedOnCI: String?
}
