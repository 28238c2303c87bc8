import ReducerCore

/// What the run observed in one step, or at the end of the schedule: the facts every invariant
/// judges. The run records them once; each invariant reads what it needs and words its own
/// message.
final class StepFacts<State, Action> {
  /// When the facts were observed.
  enum Moment: Equatable {
    /// After the step with this 0-based index.
    case step(Int)
    /// After the last step, once the clock ran on with every screen closed.
    case endOfSchedule
  }

  let moment: Moment
  /// The state before the step, and after it.
  let before: State
  let after: State
  /// Every action the reducer handled in the step, with the states around it.
  let transitions: [Transition]
  /// Actions effects delivered after the child they belong to ended.
  let staleDeliveries: [StaleDelivery]
  /// Runtime warnings, except those the checker's own probes of absent children caused.
  let warnings: [Warning]
  /// Why the store stopped handling a send (the feature loops), if it did.
  let runaway: String?
  /// Whether effects went idle within the job limit.
  let settled: Bool
  /// The job limit, for messages.
  let jobLimit: Int
  /// Effects still running at the end of the schedule (empty after ordinary steps).
  let lingering: [LingeringEffect]
  /// How thinly a costly judge may judge the changed states of this sequence: one in this many
  /// (besides what it must never pass over, see ``Exploration/sampling``); 1 for every one.
  let sampling: Int

  /// The navigation of ``after``, read on first use and shared by every invariant that asks.
  lazy var navigation = NavigationInspection.inspect(after)

  init(
    moment: Moment, before: State, after: State, events: StepEvents<State, Action>, jobLimit: Int,
    lingering: [LingeringEffect] = [], sampling: Int = 1
  ) {
    self.sampling = sampling
    self.moment = moment
    self.before = before
    self.after = after
    self.transitions = events.transitions
    self.staleDeliveries = events.staleDeliveries
    self.warnings = events.warnings
    self.runaway = events.runaway
    self.settled = events.settled
    self.jobLimit = jobLimit
    self.lingering = lingering
  }

  /// One action the reducer handled.
  struct Transition {
    let before: State
    let action: Action
    let after: State
    /// How many of the step's notes come before this change of state: after the action's own
    /// "received" note, or before the first note for the user's action.
    let notesBefore: Int
    /// Whether the action was sent on at once (`.send`) while another was handled, not by the
    /// user or an effect: one cause's changes are a run of these after one that is not.
    var isSentOn = false
  }
}

/// What the harness saw while performing one step; the raw material of ``StepFacts``.
struct StepEvents<State, Action> {
  var notes: [StepNote<Action>] = []
  var transitions: [StepFacts<State, Action>.Transition] = []
  var staleDeliveries: [StaleDelivery] = []
  var warnings: [Warning] = []
  var runaway: String?
  var settled = true
  /// For an answer, the effect whose call it answered.
  var answered: AnsweredCall?
}

/// The effect that made the call a step answered: the one the answer goes to.
struct AnsweredCall {
  let effect: EffectName
  /// Whether the call had ended before the answer (its effect was cancelled), so the answer
  /// went nowhere.
  let dropped: Bool
  /// Whether the effect worked for a screen, and whether that screen had closed when the
  /// answer came: what coverage counts of each endpoint.
  var caller: CallerScreen = .none

  enum CallerScreen {
    /// The root's own work.
    case none
    case open
    case closed
  }
}

/// An action an effect delivered after the child it belongs to went away.
struct StaleDelivery {
  /// `E1 "detail request"`.
  let effect: String
  /// `step 2`, or `the start`.
  let startStep: String
  /// `Feature.swift:37`.
  let site: String
  /// Whom the effect was started for: `for detail`, `for path[#0] > filters`, `on a .delegate
  /// message of compose`.
  let startedFor: String
  /// The child the effect belongs to: the one it was started for, or the screen its cancel id
  /// names, on which that child is presented.
  let child: String
  /// `step 3`, or `the end of the schedule`.
  let endingStep: String
  /// What ended: the child or one of its ancestors.
  let ended: String
  /// The action, as one line.
  let action: String
  /// The index of the action's `received` note among the step's notes.
  let note: Int
  /// What the action did where the child was: `which changed detail` (see `staleDeliveryHarm`);
  /// `nil` for an effect keyed to the child's screen, which must go with it whatever it sends.
  var harm: String?
  /// Whether the action, or what it sent on, raised a navigation warning (the harm then says
  /// so), which fails a printed test by itself.
  var warned = false
  /// The id the effect was made cancellable under that names the child, as one line
  /// (`MarkReadID(element: #1)`), if it was.
  var keyedTo: String?
  /// Whether its harm is a write into a child shown at the place after this one (work started
  /// with showing the child, or under an id of the parent's own, harms nothing else).
  var wroteIntoALaterChild = false
  /// The property of the root's state the action itself wrote into the later child at (see
  /// ``LateDelivery/writtenProperty``).
  var writtenProperty: String?
  /// A line of its file declared long-living that matched no effect (see
  /// `LongLivingEffects.unmatchedLine(inFileOf:)`).
  var unmatchedDeclaration: String?
}

/// A runtime warning, with where the action that caused it came from.
struct Warning {
  let warning: RuntimeWarning
  /// `E1, started at step 1 (File.swift:30) in root, sent .fade at step 3.`; `nil` for a
  /// warning the user's own action caused.
  let provenance: String?

  /// Where the action came from, then what ReducerCore said.
  var explanation: String {
    (provenance.map { $0 + " " } ?? "")
      + "ReducerCore reported a runtime warning:\n\n\(indent(warning.message))"
  }
}

/// An effect still running after the schedule ended, every screen closed and time ran on (and,
/// for one that waited on a call then, after every call was answered too).
struct LingeringEffect {
  /// `E1`.
  let effect: String
  /// `Feature.swift:24`.
  let site: String
  /// Where in the tree of features it runs: `root`, `record`.
  let place: String
  /// What it waits on now.
  let waiting: Waiting
  /// The screen it was started for, which closed, and the step that closed it (`step 3`);
  /// `nil` for the root's own work.
  let screen: (path: NavigationIDPath, closedAt: String)?
  /// The calls it made to each controlled endpoint while the app was wound down with every call
  /// answered; `nil` when it was found running before that (it waits on no call).
  let callsAfterLeaving: [(endpoint: String, count: Int)]?
  /// A line of its file declared long-living that matched no effect (see
  /// `LongLivingEffects.unmatchedLine(inFileOf:)`).
  var unmatchedDeclaration: String? = nil

  enum Waiting {
    /// On a call to a controlled endpoint it made after the last answer.
    case onACall
    /// On the test clock (a timer, a backoff).
    case onTheClock
    /// On something the checker does not control.
    case uncontrolled
  }
}
