import ReducerCore
import StateDump

extension TestStore {
  /// Checks the state an action left against what the test expects, and moves the expected
  /// state on.
  func assertState(
    after processed: ProcessedAction<State, Action>,
    expected updateStateToExpectedResult: ((inout State) throws -> Void)?,
    callSite: CallSite
  ) {
    let actual = processed.stateAfter
    defer { expectedState = actual }
    // Stack elements the closure appends get the ids the reducer gave, as the store's
    // generator stood before the action.
    func apply(to state: State) -> State? {
      var state = state
      do {
        try withDependencies {
          $0 = dependencies
          $0.stackElementID = StackElementIDGenerator(startingAt: processed.nextStackIDBefore)
        } operation: {
          try ExpectedStateAssertion.$isRunning.withValue(true) {
            try updateStateToExpectedResult?(&state)
          }
        }
      } catch {
        IssueReporter.fail("The state assertion threw an error: \(error)", at: callSite)
        return nil
      }
      return state
    }

    if isExhaustive {
      guard let expected = apply(to: expectedState) else { return }
      if expected != actual {
        let message =
          updateStateToExpectedResult == nil
          ? "State was not expected to change, but a change occurred:"
          : "A state change does not match expectation:"
        IssueReporter.fail(diffMessage(message, expected: expected, actual: actual), at: callSite)
      } else if updateStateToExpectedResult != nil, expected == expectedState {
        IssueReporter.fail(
          """
          Expected state to change, but no change occurred.

          The trailing closure made no observable modifications to state. If no change to \
          state is expected, omit the trailing closure.
          """,
          at: callSite)
      }
    } else {
      guard let expected = apply(to: actual) else { return }
      if expected != actual {
        IssueReporter.fail(
          diffMessage("A state change does not match expectation:", expected: expected, actual: actual),
          at: callSite)
      } else if showsSkippedAssertions, let fromPrevious = apply(to: expectedState),
        fromPrevious != actual
      {
        IssueReporter.skipped(
          diffMessage("A state change was not asserted:", expected: fromPrevious, actual: actual),
          at: callSite)
      }
    }
  }

  func diffMessage(_ headline: String, expected: Any, actual: Any) -> String {
    let diff = stateDiff(expected, actual) ?? "(the values differ, but dump the same text)"
    return """
      \(headline)

      \(diff.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))

      (Expected: -, Actual: +)
      """
  }
}
