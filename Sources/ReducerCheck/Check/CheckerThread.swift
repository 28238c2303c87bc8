import Foundation
import ReducerCore
import StateDump

/// Runs `checker` on a thread of its own under the watchdog, and reports its failures to the
/// running test.
nonisolated(nonsending) func run<Feature: Reducer>(
  _ checker: Checker<Feature>
) async -> CheckResult where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  let configuration = checker.configuration
  // The exploration is long synchronous work: it runs on a thread of its own, so it never holds
  // one of the few cooperative threads other tests' effects need. Failures are reported here,
  // on the test's own task, where the test framework attributes them.
  // Dependencies the test set around the call go along.
  let dependencies = DependencyValues.current
  let heartbeat = checker.heartbeat
  let featureName = checker.featureName
  // A limit the check rejects (zero or less) must not make the watchdog report a hang before
  // the check reports the configuration.
  let limit = configuration.problem == nil ? configuration.stepTimeLimit : .seconds(60)
  let (result, failures) = await onOwnThread(
    watchedBy: heartbeat, stepTimeLimit: limit,
    work: {
      var checker = checker
      let result = DependencyValues.$current.withValue(dependencies) { checker.run() }
      return (result, checker.failures)
    },
    onHang: { stuck in
      let message = hangMessage(feature: featureName, stuck, limit: limit)
      var result = CheckResult(seed: 0)
      result.error = message
      return (result, [message])
    })
  if configuration.reportsIssues {
    for failure in failures { IssueReporter.fail(failure, at: checker.callSite) }
  }
  return result
}

/// What a test is told when a step of its check never finishes.
private func hangMessage(
  feature: String, _ stuck: (what: String, step: Int, replay: String), limit: Duration
) -> String {
  """
  ReducerCheck gave up on \(feature): step \(stuck.step + 1) of \(stuck.what) did not finish in \
  \(formatted(limit)). A reducer or an effect loops without ever awaiting (a "while" that never \
  sleeps or yields), so the check cannot go on. Replay it: \(stuck.replay); the trace prints each \
  step before it runs, so the last one printed is the one that hangs. (Its thread keeps running \
  until the tests end. A step that is slow on purpose needs a longer limit: \
  $0.stepTimeLimit = \(durationSwiftSource(limit * 4)).)
  """
}
