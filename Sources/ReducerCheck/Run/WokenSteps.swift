/// The steps effects made possible at one point of a sequence, besides the user's: what a saved
/// case's last step needed, to tell a step a fix took away (the call it answered was cancelled)
/// from one the generators now make differently.
struct WokenSteps {
  /// The calls waiting for an answer: endpoint name and call number.
  var pendingCalls: [(endpoint: String, call: Int)] = []
  /// Whether a sleep was waiting for the clock.
  var hasDeadline = false
  /// Whether effects a send left waiting could run.
  var hasWaitingEffects = false

  /// Whether the step `description` tells (``Step/description``) is of a kind effects make
  /// possible (an answer, a clock advance, waiting effects run), not a user's.
  static func isWoken(_ description: String) -> Bool {
    description == StepWording.runEffects || description.hasPrefix(StepWording.advanceClock)
      || description.hasPrefix(StepWording.answer)
  }

  /// Whether the step `description` tells (``Step/description``) was one of these.
  func offers(_ description: String) -> Bool {
    if description == StepWording.runEffects { return hasWaitingEffects }
    if description.hasPrefix(StepWording.advanceClock) { return hasDeadline }
    return pendingCalls.contains {
      description.hasPrefix(StepWording.answering(call: $0.call, of: $0.endpoint))
    }
  }
}
