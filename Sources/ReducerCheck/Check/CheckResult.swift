/// What a check did and found.
///
/// To build your own harness on top of checks, turn off ``CheckConfiguration/reportsIssues``
/// and read the result instead:
///
/// ```swift
/// let result = await check(Feature(), from: Feature.State()) {
///   $0.reportsIssues = false
/// }
/// if let failure = result.failure {
///   print(failure.invariant, failure.sequence, failure.shrinkRuns)
///   print(failure.report)
/// }
/// ```
public struct CheckResult: Sendable {
  /// The seed the sequences came from.
  public var seed: UInt64
  /// How many sequences ran (regression cases included).
  public var sequencesRun = 0
  /// How many steps ran in them.
  public var stepsRun = 0
  /// The failure, shrunk, if an invariant broke.
  public var failure: Failure?
  /// Why the check could not run, if it could not (a generator that cannot produce an action,
  /// a malformed regression file, a bad environment variable).
  public var error: String?
  /// What the generators never reached, in a check that ran its sequences (empty for one that
  /// stopped at a failure: it says nothing of what the rest would have reached).
  public var coverageWarnings: [String] = []
  /// The goals set with ``CheckConfiguration/expectReached(_:_:)`` that no state reached.
  public var unreachedGoals: [String] = []
  /// Saved regression cases that no longer replay the steps they saved, with what to do.
  public var staleRegressions: [String] = []
  /// What a lockstep check (``checkEquivalence(old:from:new:from:comparing:_:steps:fileID:filePath:line:column:function:_:)``)
  /// did not compare, one sentence each: steps with no counterpart on the other side, states
  /// its projection threw on. Empty for an ordinary check.
  public var notCompared: [String] = []

  /// An invariant that broke.
  public struct Failure: Sendable {
    /// The invariant's name.
    public var invariant: String
    /// The steps of the shrunk sequence.
    public var steps: Int
    /// The steps of the sequence as first found.
    public var originalSteps: Int
    /// The report, as the test output shows it: the story, the reason, the replay line and a
    /// test that reproduces it.
    public var report: String
    /// Which sequence of the seed failed (the `37` of `REDUCERCHECK_REPLAY=5EED/37`).
    public var sequence: Int
    /// How many runs shrinking took.
    public var shrinkRuns: Int
    /// The story as a Mermaid diagram's lines, as the `.story.md` file beside a regression file
    /// holds it (the package's own tests compare it with the report).
    package var storyDiagram: [String] = []
  }
}
