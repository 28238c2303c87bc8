import ReducerCore
import StateDump

/// One step of a generated schedule.
enum Step<Action> {
  /// A user sends `action`, from the screen `label` names.
  case send(Action, label: String, kind: SendKind)
  /// The test clock moves forward by `duration`, waking the sleeps that come due.
  case advanceClock(Duration)
  /// Pending call `call` to the controlled endpoint `endpoint` gets `result`.
  case answer(call: Int, endpoint: String, result: Result<any Sendable, any Error>)
  /// Effects whose jobs were left waiting (after a send whose effects waited) run now.
  case runEffects

  /// `send .rowTapped(Pokemon(id: 1, …))` or `advance the clock by 1 s`.
  var description: String {
    switch self {
    case let .send(action, _, kind):
      "send \(stateDumpLine(action))\(kind.remark)"
    case let .advanceClock(duration):
      StepWording.advanceClock + formatted(duration)
    case let .answer(call, endpoint, .success(value)):
      StepWording.answering(call: call, of: endpoint) + "with \(stateDumpLine(value))"
    case let .answer(call, endpoint, .failure(error)):
      StepWording.answering(call: call, of: endpoint) + "with the error \(error)"
    case .runEffects:
      StepWording.runEffects
    }
  }
}

/// How ``Step/description`` words the steps effects make possible, which a saved case's steps
/// are read back by (``WokenSteps``).
enum StepWording {
  static let advanceClock = "advance the clock by "
  static let answer = "answer \""
  static let runEffects = "let the waiting effects run"

  /// `answer "detail request" call 1 `, up to what it answers with.
  static func answering(call: Int, of endpoint: String) -> String {
    "\(answer)\(endpoint)\" call \(call) "
  }
}

/// The step as a regression file keeps it: ``Step/description`` on one line, trimmed as the
/// file reads it back.
func savedStepText<Action>(_ step: Step<Action>) -> String {
  step.description.split(whereSeparator: \.isNewline).joined(separator: " ")
    .trimmingCharacters(in: .whitespaces)
}

/// Who sends an action, as far as reports care.
enum SendKind: Equatable {
  /// A user, on a screen they can see.
  case user
  /// A user, on a screen another covers (only with `screenInteraction = .severalAtOnce`).
  case coveredScreen
  /// A user, on a button a feature shows on the screen it presents or pushes (its toolbar).
  case toolbar
  /// The checker, to a child that is not there, on purpose: its runtime warnings are excused.
  case absentChild
  /// The checker, closing the top-most screen after the schedule, as a user leaving the app.
  case leaving

  /// What a printed step adds after the action.
  var remark: String {
    switch self {
    case .user: ""
    case .coveredScreen: "  (on a covered screen)"
    case .toolbar: "  (a toolbar button, on the screen it shows)"
    case .absentChild: "  (deliberately to an absent child)"
    case .leaving: "  (leaving: the checker closes every screen at the end)"
    }
  }
}

/// Whole milliseconds in `duration`.
func milliseconds(of duration: Duration) -> Int64 {
  let (seconds, attoseconds) = duration.components
  return seconds * 1000 + attoseconds / 1_000_000_000_000_000
}

/// `1.5 s`, `300 ms`, `500 µs`, `7 ns`: exact, as the printed test's advance is.
func formatted(_ duration: Duration) -> String {
  let (seconds, attoseconds) = duration.components
  let (scaled, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
  let nanoseconds = scaled + attoseconds / 1_000_000_000
  if !overflow, nanoseconds % 1_000_000 != 0 {
    return nanoseconds % 1000 == 0 ? "\(nanoseconds / 1000) µs" : "\(nanoseconds) ns"
  }
  let milliseconds = milliseconds(of: duration)
  if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
  if milliseconds >= 1000 { return "\(Double(milliseconds) / 1000) s" }
  return "\(milliseconds) ms"
}
