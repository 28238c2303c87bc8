import Generators
import ReducerCore

/// What happened in one generated sequence.
struct SequenceOutcome<State, Action> {
  /// The steps that ran, in order.
  var steps: [ExecutedStep<State, Action>] = []
  /// The invariant that broke, if one did.
  var failure: InvariantFailure?
  /// The choices the sequence used, to replay or shrink it.
  var choices = ChoiceSequence()
  /// Where each step's choices begin in ``choices``, so shrinking can delete whole steps.
  var stepStarts: [Int] = []
  /// What option each generated step took (``StepOption/key``), so shrinking can keep a step's
  /// meaning when earlier steps are deleted.
  var stepKeys: [String] = []
  /// What steering counted once this sequence's steps were added, when it was steered.
  var steering: Steering?
  /// What effects made possible when each step was chosen (pending calls, a deadline, waiting
  /// effects), so a saved case can tell a step its fix took away from one its generators did.
  var wokenSteps: [WokenSteps] = []
  /// The controlled endpoints the generated steps called, once per call, and whether the call
  /// was still waiting at the end of the steps after the screen that made it closed.
  var calls: [(endpoint: String, waitingForAClosedScreen: Bool)] = []
  /// A generator or routing error that stopped the sequence.
  var error: CheckError?
  /// What happened while time ran on after the last step (received actions, effects that
  /// ended), and the state it left; `nil` until the schedule finished.
  var afterSchedule: (notes: [StepNote<Action>], state: State)?
  /// What happened once every pending call was answered as time ran on further, when effects of
  /// closed screens were still waiting on calls; the state it left.
  var windDown: (notes: [StepNote<Action>], state: State)?
  /// What followed the steps beside the runner's store (a lockstep check's other feature).
  var companion: (any StepCompanion<State, Action>)?
  /// The first action whose reducer, run a second time, gave another state or effect.
  var reductionDifference: ReductionDifference<State, Action>?
}

/// One step as it ran, with what it caused.
struct ExecutedStep<State, Action> {
  var step: Step<Action>
  /// Whether the step's effects were left waiting, for a later step to run.
  var effectsWaited = false
  var stateAfter: State
  /// What else happened: received actions, effects started and cancelled, warnings.
  var notes: [StepNote<Action>] = []
  /// The state after each action the step handled, with how many notes came before it.
  var transitions: [StateChange] = []
  /// For an answer, the effect whose call it answered (what the story diagram points it at).
  var answered: AnsweredCall?
  /// What ``stateAfter`` shows, for coverage, when the router saw it while choosing the next
  /// step; `nil` for the last step.
  var sightingAfter: CoverageSighting?
  /// For a sent action that steering named, its chain of cases
  /// (`destination.presented.detail.closeTapped`), so coverage need not walk it again.
  var caseLabel: String?

  /// The state after one action of the step. (A struct, not a tuple: generic code looks a
  /// tuple's metadata up in a locked cache on every access.)
  struct StateChange {
    /// How many of the step's notes come before it.
    let notesBefore: Int
    let stateAfter: State
  }
}

/// An invariant that did not hold, where, and why.
struct InvariantFailure: Equatable {
  /// The invariant's name.
  var invariant: String
  /// Why it broke, in the reader's terms.
  var explanation: String
  /// When it broke.
  var moment: Moment
  /// The action an effect delivered after its child went away, for "effects cancelled on
  /// dismiss": what a printed test asserts never arrives.
  var lateDelivery: LateDelivery?

  enum Moment: Equatable {
    /// Before any step: the initial state (or a model's initial value) already breaks it.
    case initialState
    /// After the step with this 0-based index.
    case step(Int)
    /// After the last step, once the clock ran on.
    case endOfSequence

    /// `at step 3`, as a report's first line says it.
    var phrase: String {
      switch self {
      case .initialState: "in its initial state, before any step"
      case let .step(index): "at step \(index + 1)"
      case .endOfSequence: "at the end of the sequence"
      }
    }
  }
}

/// Which action broke "effects cancelled on dismiss", by where the step's notes tell it.
struct LateDelivery: Equatable {
  /// The index of its `received` note among the notes of the step that broke the invariant (or
  /// of the time that ran on after the last step).
  let note: Int
  /// Whether it (or what it sent on) raised a runtime warning, which fails a test by itself.
  let warned: Bool
  /// The property of the root's state where it wrote into a child presented after its own
  /// (`editor`), when the action itself wrote there: a printed test checks that no such action
  /// changes it, which holds after either fix (cancelling the work, or keeping it out of the
  /// next child).
  var writtenProperty: String? = nil
}

/// Something about the check's own setup that prevents it from running.
struct CheckError: Error, Equatable, CustomStringConvertible {
  var description: String
}
