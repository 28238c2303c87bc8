/// How a check judges the replay of a case saved in its regression file.
extension Checker {
  /// Whether `outcome`, the replay of `saved`, made the steps the case saved. The case stopped
  /// at its failure; once the bug is fixed the sequence goes on past it and takes more steps:
  /// only the saved ones must come back as they were. A fix often cancels what the last saved
  /// step needs (the call it answers, the sleep it wakes): when the replay had no such step to
  /// take there, it is dropped, as the printed test's `answerUnlessCancelled` drops it, and the
  /// steps before it are the case.
  func replaysItsSteps(
    _ saved: RegressionFile.Case, _ outcome: SequenceOutcome<Feature.State, Feature.Action>
  ) -> Bool {
    // A version 1 case knows only its choices: they must come back exactly.
    guard let steps = saved.steps else { return outcome.choices == saved.choices }
    let replayed = outcome.steps.map { savedStepText($0.step) }
    if replayed.starts(with: steps) { return true }
    guard let last = steps.last, WokenSteps.isWoken(last), replayed.starts(with: steps.dropLast())
    else { return false }
    let position = steps.count - 1
    // Not offered where the saved case took it: the fix took it away. (Offered but not taken,
    // the choices now mean another step, and the case is stale.)
    return position >= outcome.wokenSteps.count || !outcome.wokenSteps[position].offers(last)
  }

  /// What a passing check says of saved case `index` (0-based) when its replay did not make the
  /// steps it saved: passing says nothing about the bug it recorded.
  func staleNotice(for saved: RegressionFile.Case, index: Int) -> String {
    let file = configuration.regressionFile.map(relativePath) ?? "the regression file"
    let what =
      saved.steps == nil
      ? """
      was saved with its choices only (by an older ReducerCheck), and they no longer come \
      back as saved: the feature, its generators or a fix changed what they make.
      """
      : "no longer replays the steps it saved: the feature or its generators changed."
    return """
      Case \(index + 1) of \(file) (seed \(formatSeed(saved.seed)), sequence \(saved.sequence)) \
      \(what) It passed, but that says nothing of the bug it recorded. Check that bug with a \
      test of its own (the test its report printed), then delete the case.
      """
  }
}
