/// How the test a failure report prints shows that an invariant broke: what it adds to the
/// shrunk steps so that it fails for the same reason, and passes after a valid fix. Each
/// invariant carries its own; the report only writes what it says.
enum PrintedTestEnding<State> {
  /// Nothing to add: the test store fails on the runtime warning itself.
  case storeWarns
  /// The store turns exhaustive before the step that breaks it (after it, when that step is a
  /// send), so the effect still running or the loop fails the test.
  case exhaustiveFromTheBreak
  /// The late action never arrives in the step that broke it (no more often than other work
  /// brings an equal one there); where it cannot be compared (not `Equatable`, or written as
  /// Swift that makes another value), the store turns exhaustive before that step instead. A
  /// late action that raised a runtime warning fails the test by itself.
  case lateActionNeverArrives
  /// The steps run twice, and the test compares the two final states.
  case twoRunsAgree
  /// An assertion on the store's state, written from what the test's steps reach; `nil` where
  /// it cannot be written as Swift.
  case assertion((PrintedTestContext<State>) -> [String]?)
  /// The invariant's own closure, read from the check's source (yours: `$0.invariant`,
  /// `$0.transitionInvariant`, `$0.model`).
  case fromSource
}

/// What an invariant's ``PrintedTestEnding/assertion(_:)`` may read to write its lines.
struct PrintedTestContext<State> {
  /// The invariant's name, as a Swift string literal.
  var quotedName: String
  /// The state's type, as the test writes it.
  var stateType: String
  /// Whether it broke while time ran on after the last step, rather than at a step.
  var brokeAfterTheSchedule: Bool
  /// The initial state, then the state after each step.
  var states: [State]
  /// Swift that reads a place the navigation walk names (`state.path`) from the test's store,
  /// with the value there; `nil` where that Swift might not compile or read another value.
  var storeAccess: (String) -> (swift: String, value: Any)?
  /// Whether a name can follow a dot as written.
  var isMemberName: (String) -> Bool

  /// The state after the last step.
  var finalState: State { states[states.count - 1] }
}
