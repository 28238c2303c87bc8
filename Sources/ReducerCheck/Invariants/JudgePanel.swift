/// The invariants of one sequence, each with its judge, in the order they are judged: the
/// built-ins in the order of `Invariant.defaults`, then yours in the order you added them. The
/// first that finds its invariant broken names the failure, so one bug always gets one name.
struct JudgePanel<State: Equatable, Action> {
  private let judges: [Seat]
  /// Where a trap inside a judge is noted: which invariant judges which step (see
  /// `CrashTrail.judgingCell(of:)`); two plain stores a judgement.
  private let judging: UnsafeMutablePointer<Int32>?

  /// One invariant's judge. (A struct, not a tuple: generic code looks a tuple's metadata up in
  /// a locked cache on every access, and this is read for every step.)
  private struct Seat {
    let name: String
    let judge: Invariant<State, Action>.Judge
  }

  init(_ invariants: [Invariant<State, Action>], trailSlot: Int? = nil) {
    self.judging = trailSlot.map(CrashTrail.judgingCell)
    let order = builtinOrder
    let ranked = invariants.enumerated().sorted { lhs, rhs in
      rank(lhs.element, lhs.offset) < rank(rhs.element, rhs.offset)
    }
    judges = ranked.map { Seat(name: $0.element.name, judge: $0.element.makeJudge()) }
    // Once a check: every sequence judges the same invariants in the same order.
    if let trailSlot, !CrashTrail.keepsJudges(in: trailSlot) {
      CrashTrail.leaveJudges(judges.map(\.name), in: trailSlot)
    }

    func rank(_ invariant: Invariant<State, Action>, _ offset: Int) -> (Int, Int) {
      guard invariant.isBuiltin, let index = order.firstIndex(of: invariant.name) else {
        return (order.count, offset)
      }
      return (index, offset)
    }
  }

  /// The first invariant the initial state breaks, before any step.
  func judgeInitialState(_ state: State) -> InvariantFailure? {
    // By index: in generic code `enumerated()` runs an unspecialised iterator that looks its
    // metadata up on every step (about 10 % of a planted failure's time in a profile).
    for index in judges.indices {
      let seat = judges[index]
      guard let check = seat.judge.initialState else { continue }
      if let reason = verdict(index, step: -1, { try check(state) }) {
        return InvariantFailure(
          invariant: seat.name,
          explanation: """
            \(reason)

            It does not hold for the initial state, before the checker did anything: the \
            initial state given to check, or the invariant (its model's initial value), is wrong.
            """,
          moment: .initialState)
      }
    }
    return nil
  }

  /// The first invariant `facts` break.
  func judge(_ facts: StepFacts<State, Action>) -> InvariantFailure? {
    let step =
      switch facts.moment {
      case let .step(index): index + 1
      case .endOfSchedule: 0
      }
    for index in judges.indices {
      let seat = judges[index]
      guard let check = seat.judge.step, let reason = verdict(index, step: step, { try check(facts) }) else {
        continue
      }
      let late = seat.judge.lateDelivery?(facts)
      switch facts.moment {
      case let .step(index):
        return InvariantFailure(
          invariant: seat.name, explanation: reason, moment: .step(index), lateDelivery: late)
      case .endOfSchedule:
        return InvariantFailure(
          invariant: seat.name, explanation: "After the schedule ended and time ran on: " + reason,
          moment: .endOfSequence, lateDelivery: late)
      }
    }
    return nil
  }

  /// What one judgement says; an invariant that throws is broken by the error. While it runs,
  /// the crash trail knows which invariant judges which step (1-based; 0 for the end of the
  /// schedule, -1 for the initial state).
  private func verdict(_ index: Int, step: Int, _ judgement: () throws -> String?) -> String? {
    if let judging {
      judging[1] = Int32(truncatingIfNeeded: step)
      judging[0] = Int32(truncatingIfNeeded: index + 1)
    }
    defer { judging?[0] = 0 }
    do {
      return try judgement()
    } catch {
      return "The invariant threw an error instead of answering: \(error)"
    }
  }
}

extension CheckConfiguration {
  /// A judge of one sequence by this check's invariants, each with a fresh memory; with the
  /// check's crash-trail slot, a trap inside an invariant names it and the step.
  func makeStepJudge(trailSlot: Int? = nil) -> StepJudge<Feature.State, Feature.Action> {
    let panel = JudgePanel(invariants, trailSlot: trailSlot)
    return StepJudge(initialState: panel.judgeInitialState, step: panel.judge)
  }
}

/// The built-ins' names in the order they are judged, made once: a panel is made per sequence,
/// and the names do not depend on the feature's types. (A closure, not `\.name`: in generic
/// code a key path is built anew on every call.)
private let builtinOrder = Invariant<Int, Int>.defaults.map { $0.name }
