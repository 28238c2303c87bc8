import Foundation
import ReducerCore
import StateDump

/// The story of a failure, as the developer reads it in the test output: the seed, the minimal
/// steps with the state each changed, the invariant that broke and why, and how to replay.
///
/// ```
/// PokemonListFeature broke "no action for absent state" at step 3
/// (seed 5EED1234, sequence 37 of 100; shrunk from 19 steps to 3 in 212 runs)
///
///   1. send .rowTapped(Pokemon(id: 1, name: "a", spriteURL: nil, types: []))
///        - destination: nil
///        + destination: .detail(…)
///   …
/// ```
struct FailureReport<Feature: Reducer>
where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  var featureName: String
  var initialState: Feature.State
  var outcome: SequenceOutcome<Feature.State, Feature.Action>
  var failure: InvariantFailure
  var seed: UInt64
  var sequence: Int
  var sequenceCount: Int
  /// `REDUCERCHECK_REPLAY=5EED/37`, and the campaign it needs, if any.
  var replay: String
  var originalSteps: Int
  var shrinkRuns: Int
  var testFilter: String
  var savedTo: String?
  /// Whether the failure is a saved regression case failing again (already shrunk when saved).
  var isSavedCase = false
  /// The regression file a new failure would have been saved to, had `CI` not been set.
  var notSavedOnCI: String?
  /// Where the story diagram went, or why it could not be kept; `nil` when none was asked for.
  var story: String?
  /// The test the report ends with.
  var reproduction: [String]
  /// Whether that test checks the invariant that broke (see `ReproductionTest.render()`).
  var reproductionChecksTheBreak = true

  var text: String {
    var lines: [String] = []
    let at = failure.moment.phrase
    lines.append("\(featureName) broke \"\(failure.invariant)\" \(at)")
    let steps = outcome.steps.count
    let shrunk =
      originalSteps == steps
      ? "\(steps) \(steps == 1 ? "step" : "steps"); shrinking found nothing shorter that breaks it"
      : "shrunk from \(originalSteps) steps to \(steps) in \(shrinkRuns) runs"
    if isSavedCase {
      lines.append(
        "(a saved case of \(savedTo ?? "the regression file"), first found as seed \(formatSeed(seed)), "
          + "sequence \(sequence); \(steps) \(steps == 1 ? "step" : "steps"))")
    } else {
      let of =
        sequenceCount == Int.max
        ? "" : sequence > sequenceCount ? ", explored past the \(sequenceCount)" : " of \(sequenceCount)"
      lines.append("(seed \(formatSeed(seed)), sequence \(sequence)\(of); \(shrunk))")
    }
    lines.append("")
    var before = initialState
    for (offset, executed) in outcome.steps.enumerated() {
      lines.append(
        "  \(offset + 1). \(executed.step.description)\(executed.effectsWaited ? "  (its effects wait)" : "")"
      )
      for line in changeLines(from: before, to: executed.stateAfter) { lines.append("       \(line)") }
      for note in executed.notes.rendered(withLines: true) { lines.append("       \(note)") }
      before = executed.stateAfter
    }
    if failure.moment == .endOfSequence, let (notes, state) = outcome.afterSchedule,
      state != before || !notes.isEmpty
    {
      lines.append("  Then time ran on:")
      let changes = state == before ? [] : changeLines(from: before, to: state)
      lines += (changes + notes.rendered(withLines: true)).map { "       \($0)" }
      before = state
    }
    if failure.moment == .endOfSequence, let (notes, state) = outcome.windDown {
      lines.append("  Then every pending call was answered as time ran on:")
      let changes = state == before ? [] : changeLines(from: before, to: state)
      let happened = changes + notes.rendered(withLines: true)
      lines += (happened.isEmpty ? ["(nothing changed)"] : happened).map { "       \($0)" }
    }
    lines.append("")
    lines.append(wrapProse("\"\(failure.invariant)\" broke: \(failure.explanation)"))
    lines.append("")
    lines.append(
      "Replay: \(replay) swift test --filter \(testFilter)")
    if let savedTo {
      lines.append(
        isSavedCase
          ? "It stays saved in \(savedTo) and replays first on every run, before and after the fix."
          : "Saved to \(savedTo); it is replayed before new random runs.")
    } else if let notSavedOnCI {
      lines.append(
        wrapProse(
          "Not saved to \(notSavedOnCI): CI is set, and a CI run writes no file. Run the check "
            + "without CI to save it, or keep the test below."))
    }
    if let story { lines.append(wrapProse(story)) }
    lines.append("")
    lines.append(wrapProse(reproductionHeading))
    lines.append("")
    lines.append(contentsOf: reproduction.map { "    " + $0 })
    return lines.joined(separator: "\n")
  }

  /// What the test needs before it fails the same way: nothing, values its placeholders ask for
  /// (reflection could not write them), or a check of the invariant where its comment says.
  private var reproductionHeading: String {
    let paste = "The same steps as a test (paste it into the file that holds the check"
    let values = "fill in its placeholders (<#…#>: values the report could not write as Swift)"
    let asksForValues = reproduction.contains(where: containsUnwrittenValue)
    guard reproductionChecksTheBreak else {
      return paste + (asksForValues ? " and \(values)" : "")
        + "; it takes the same steps, but the report could not write the broken invariant as Swift: "
        + "add your check where the comment says, or the test passes):"
    }
    return paste
      + (asksForValues ? " and \(values); then it fails the same way):" : "; it fails the same way):")
  }

  /// What the step changed, one line per changed field; at most `limit`, so a huge state does
  /// not bury the story.
  private func changeLines(
    from before: Feature.State, to after: Feature.State, limit: Int = 40
  ) -> [String] {
    let lines = fieldChanges(before, after)
    guard !lines.isEmpty else { return ["(state unchanged)"] }
    guard lines.count > limit else { return lines }
    return Array(lines.prefix(limit)) + ["… \(lines.count - limit) more changed fields"]
  }
}

/// A value as Swift source: its one-line dump with literals Swift accepts (stack ids as
/// integers, arrays without positions, `UUID(uuidString:)`), and a placeholder where a value
/// (a closure, a custom mirror) cannot be written.
func swiftLiteral(_ value: Any) -> String {
  var options = StateDumpOptions()
  options.writesSwiftSource = true
  return stateDumpLine(value, options: options)
}
