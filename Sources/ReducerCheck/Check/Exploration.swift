import Foundation

/// How a check spends its budget: leaning toward what it has tried least, and going on past
/// ``CheckConfiguration/sequences`` while it keeps finding something new.
///
/// A check runs at least `sequences` sequences. After them it goes on while new coverage keeps
/// appearing (a kind of step, a pair of consecutive steps, a screen or an answer's
/// circumstances never seen before), and stops once `patience` sequences in a row found nothing
/// new, once it has run `maxGrowth` times the steps of its first `sequences`, after
/// `maxSequences`, or after `timeCap`, whichever comes first. The pass line says which.
///
/// ```swift
/// await check(CheckoutFeature(), from: CheckoutFeature.State()) {
///   $0.exploration.timeCap = .seconds(10)  // nightly: let a large feature explore longer
/// }
/// await check(CheckoutFeature(), from: CheckoutFeature.State()) {
///   $0.exploration = .fixed  // exactly `sequences` sequences, as REDUCERCHECK_SEQUENCES runs
/// }
/// ```
///
/// A seed gives the same sequences, and the same stop, on every machine; only `timeCap`, a
/// safety net, depends on the machine, and a check that stops at it says so.
public struct Exploration: Sendable, Equatable {
  /// Whether new sequences favour the steps, pairs of steps and options tried least so far.
  public var steersTowardTheLeastTried = true
  /// Whether the check goes on past `sequences` while it finds new coverage.
  public var continuesWhileNewCoverage = true
  /// How many sequences in a row may find nothing new before the check stops.
  public var patience = 25
  /// The most steps a check runs, as a multiple of the steps its first `sequences` ran: 1.5
  /// keeps a check, with the cost of steering each step (and the longer sequences steering
  /// makes), within twice the time of `sequences` unsteered. Counted in steps, not time, so a
  /// seed stops at the same sequence on every machine.
  public var maxGrowth = 1.5
  /// The most sequences a check runs, however much it keeps finding.
  public var maxSequences = 1_000
  /// How long the fresh sequences may take before the check stops going on (it always runs
  /// `sequences` of them, within ``CheckConfiguration/timeBudget``).
  public var timeCap: Duration = .seconds(2)
  /// How thinly the two costliest invariants judge generated sequences: one sequence in this
  /// many is performed again on a fresh store for "deterministic replay" (which also reduces
  /// every action twice), and one changed state in this many is round-tripped for "restorable"
  /// (which also round-trips every navigation shape the check has not seen). 1 judges every
  /// one, as a campaign (`REDUCERCHECK_SEQUENCES`), a replay line, a saved case and shrinking
  /// always do.
  public var sampling = 4

  public init() {}

  /// Whether generated sequence `number` (from 1) is in the sample that is performed again.
  func replaysWhole(_ number: Int) -> Bool {
    sampling <= 1 || (number - 1) % sampling == 0
  }

  /// The last sequence number a check of at least `minimum` sequences may reach.
  func lastSequence(from minimum: Int) -> Int {
    continuesWhileNewCoverage ? max(minimum, maxSequences) : minimum
  }

  /// Exactly ``CheckConfiguration/sequences`` sequences, each drawn without regard to the
  /// others: what a check did before exploration adapted.
  public static var fixed: Exploration {
    var exploration = Exploration()
    exploration.steersTowardTheLeastTried = false
    exploration.continuesWhileNewCoverage = false
    return exploration
  }
}

/// Decides, sequence by sequence, whether a check goes on past its minimum.
struct ExplorationWatch {
  let exploration: Exploration
  /// The sequences a check runs at least.
  let minimum: Int
  let clock = ContinuousClock()
  let started: ContinuousClock.Instant
  /// The number of the last sequence that found something new.
  private var lastNovel = 0
  /// The steps the first `minimum` sequences ran, and those run past them.
  private var minimumSteps = 0
  private var extraSteps = 0
  /// Why the check stopped before `maxSequences`, once it did.
  private(set) var stop: String?

  init(exploration: Exploration, minimum: Int) {
    self.exploration = exploration
    self.minimum = minimum
    self.started = clock.now
  }

  /// The last sequence number the check may reach.
  var limit: Int { exploration.lastSequence(from: minimum) }

  /// Notes that sequence `number` ran `steps` steps and whether it found something new.
  mutating func ran(_ number: Int, steps: Int, foundSomethingNew: Bool) {
    if number > minimum { extraSteps += steps } else { minimumSteps += steps }
    if foundSomethingNew { lastNovel = number }
  }

  /// Whether to run sequence `number`; past the minimum, only while exploring still pays.
  mutating func shouldRun(_ number: Int) -> Bool {
    guard number > minimum else { return true }
    if number - lastNovel > exploration.patience {
      stop = "then stopped: \(exploration.patience) sequences in a row found nothing new"
      return false
    }
    if Double(minimumSteps + extraSteps) >= Double(minimumSteps) * exploration.maxGrowth {
      stop =
        "then stopped at \(exploration.maxGrowth.formatted()) times the steps of the first \(minimum) "
        + "(`$0.exploration.maxGrowth` raises it)"
      return false
    }
    if clock.now - started > exploration.timeCap {
      stop = "then stopped at its time cap (\(exploration.timeCap)); `$0.exploration.timeCap` raises it"
      return false
    }
    return true
  }

  /// What the pass line adds about the budget, given the number of the last sequence run:
  /// nothing for a check that ran only its minimum.
  func summary(lastSequence: Int) -> String? {
    guard lastSequence > minimum else { return nil }
    let reason = stop ?? "then stopped at its maximum of \(exploration.maxSequences)"
    return
      "  Explored up to sequence \(lastSequence), past the \(minimum), while new coverage appeared; \(reason)."
  }
}
