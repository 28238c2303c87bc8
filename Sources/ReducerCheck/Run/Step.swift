import ReducerCore
import StateDump

/// One step of a generated schedule.
enum Step<Action> {
  /// A user sends `action`; `deliberatelyInvalid` for robustness actions to absent children.
  case send(Action, label: String, deliberatelyInvalid: Bool)
  /// The test clock moves forward by `duration`, waking the sleeps that come due.
  case advanceClock(Duration)
  /// Pending call `call` to the controlled endpoint `endpoint` gets `result`.
  case answer(call: Int, endpoint: String, result: Result<any Sendable, any Error>)
  /// Effects whose jobs were left waiting (after a send whose effects waited) run now.
  case runEffects

  /// `send .rowTapped(Pokemon(id: 1, …))` or `advance the clock by 1 s`.
  var description: String {
    switch self {
    case let .send(action, _, invalid):
      "send \(stateDumpLine(action))\(invalid ? "  (deliberately to an absent child)" : "")"
    case let .advanceClock(duration):
      "advance the clock by \(formatted(duration))"
    case let .answer(call, endpoint, .success(value)):
      "answer \"\(endpoint)\" call \(call) with \(stateDumpLine(value))"
    case let .answer(call, endpoint, .failure(error)):
      "answer \"\(endpoint)\" call \(call) with the error \(error)"
    case .runEffects:
      "let the waiting effects run"
    }
  }
}

/// Whole milliseconds in `duration`.
func milliseconds(of duration: Duration) -> Int64 {
  let (seconds, attoseconds) = duration.components
  return seconds * 1000 + attoseconds / 1_000_000_000_000_000
}

/// `1.5 s`, `300 ms`.
func formatted(_ duration: Duration) -> String {
  let milliseconds = milliseconds(of: duration)
  if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
  if milliseconds >= 1000 { return "\(Double(milliseconds) / 1000) s" }
  return "\(milliseconds) ms"
}
