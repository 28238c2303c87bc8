import Generators
import ReducerCore
import StateDump

/// Records one seeded exploration of a feature step by step — the step, the state it changed,
/// the effects it started and cancelled, the actions they sent — and asserts it matches the
/// snapshot, so a behaviour change reads as a diff in review.
///
/// ```swift
/// @Test func trace() async {
///   await expectTraceSnapshot(of: PokemonListFeature(), from: PokemonListFeature.State()) {
///     $0.actions(for: PokemonListFeature.self) { … }
///   }
/// }
/// ```
///
/// The file (`Snapshots/<Suite>/<test>.trace.txt`) reads:
///
/// ```
/// initial state:
///   PokemonListFeature.State(…)
///
/// 1. send .onAppear
///      loadState: .idle → .loading
///      started E1 at ExampleFeatures/PokemonListFeature.swift in root
/// …
/// state after step 10:
///   PokemonListFeature.State(…)
/// ```
///
/// Source lines are left out, so moving unrelated code does not change the trace.
///
/// - Parameters:
///   - seed: The exploration's seed; the same seed gives the same trace on every machine.
///   - steps: How many steps to record.
///   - fullStateEvery: Print the whole state after every this many steps.
///   - options: How states and actions print (identifiers redacted by default; add your own
///     redactions here).
public func expectTraceSnapshot<Feature: Reducer>(
  of reducer: Feature,
  from initialState: Feature.State,
  named name: String = "trace",
  seed: UInt64 = 1,
  steps: Int = 20,
  fullStateEvery: Int = 10,
  options: StateDumpOptions = .snapshot,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: StaticString = #function,
  _ configure: (inout CheckConfiguration<Feature>) -> Void = { _ in }
) async where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  let runner = SequenceRunner(exploring: reducer, from: initialState, configure: configure) {
    $0.maxSteps = steps
  }
  var source = ChoiceSource(seed: sequenceSeed(seed, 1))
  let outcome = runner.run(&source, checkingInvariants: false, fixedLength: true)
  let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  if let error = outcome.error {
    IssueReporter.fail("The trace of \(typeName(Feature.self)) could not be recorded: \(error)", at: callSite)
    return
  }
  let text = traceText(
    initialState: initialState, outcome: outcome, fullStateEvery: max(1, fullStateEvery),
    options: options)
  assertTextSnapshot(
    text, named: name, fileExtension: "txt",
    extraHeader: [("feature", typeName(Feature.self)), ("seed", formatSeed(seed)), ("steps", "\(steps)")],
    callSite: callSite, function: "\(function)")
}

/// The trace as a reviewer reads it.
func traceText<State, Action>(
  initialState: State, outcome: SequenceOutcome<State, Action>, fullStateEvery: Int,
  options: StateDumpOptions = .snapshot
) -> String {
  var dumper = StateDumper(options: options)
  var lines = ["initial state:", indent(dumper.dump(initialState), by: 2), ""]
  var before = initialState
  for (offset, executed) in outcome.steps.enumerated() {
    if case let .send(action, _, kind) = executed.step {
      // Marked as in a report: a reviewer must tell the checker's probes ("deliberately to an
      // absent child", "leaving") from what a user did.
      let waits = executed.effectsWaited ? "  (its effects wait)" : ""
      lines.append("\(offset + 1). send \(dumper.dumpLine(action))\(kind.remark)\(waits)")
    } else {
      lines.append("\(offset + 1). \(executed.step.description)")
    }
    let changes = dumper.fieldChanges(before, executed.stateAfter)
    lines += changes.isEmpty ? ["     (state unchanged)"] : changes.map { "     " + $0 }
    lines += executed.notes.rendered(withLines: false).map { "     " + $0 }
    if (offset + 1) % fullStateEvery == 0 {
      lines += ["", "state after step \(offset + 1):", indent(dumper.dump(executed.stateAfter), by: 2), ""]
    }
    before = executed.stateAfter
  }
  return lines.joined(separator: "\n")
}
