import Foundation
import Generators
import ReducerCore
import Testing

@testable import ReducerCheck

/// A feature to feed bad input to: its generator and effects are set per test.
struct Playground: Reducer {
  struct State: Equatable, Sendable { var count = 0 }
  enum Action: Equatable, Sendable {
    case tap
    case sleepForReal
    case fail
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        state.count += 1
        return .none
      case .sleepForReal:
        return .run { _ in try await Task.sleep(for: .seconds(30)) }
      case .fail:
        struct Boom: Error {}
        return .run { _ in throw Boom() }
      }
    }
  }
}

@Suite struct CheckBadInputTests {
  let folder = TemporaryFolder()

  func run(
    _ configure: @escaping (inout CheckConfiguration<Playground>) -> Void
  ) async -> (CheckResult?, [CapturedIssue]) {
    var result: CheckResult?
    let issues = await capturingIssues {
      result = await check(Playground(), from: Playground.State()) {
        $0.seed = 1
        $0.regressionFile = nil
        configure(&$0)
      }
    }
    return (result, issues)
  }

  @Test func generatorThatCannotProduceAnAction() async {
    let (result, issues) = await run { $0.actions(for: Playground.self) { _ in .oneOf([]) } }
    #expect(
      result?.error == """
        ReducerCheck could not check Playground: A generator failed in step 1: Gen.oneOf has \
        nothing to choose from. Give it at least one generator or element.
        """)
    #expect(issues.count == 1)
  }

  @Test func countsAndLimitsACheckCannotRunWith() async {
    // Regression: `sequences = 0` ran one sequence, `maxSteps = -1` trapped, and a time budget of
    // zero passed having run nothing.
    let (zero, issues) = await run {
      $0.actions(for: Playground.self) { _ in .always(.tap) }
      $0.sequences = 0
    }
    #expect(
      zero?.error == """
        ReducerCheck could not check Playground: $0.sequences is 0: a check runs at least one \
        sequence. Set it to 1 or more.
        """)
    #expect(zero?.sequencesRun == 0)
    #expect(issues.count == 1)
    let (several, _) = await run {
      $0.actions(for: Playground.self) { _ in .always(.tap) }
      $0.maxSteps = -1
      $0.timeBudget = .zero
      $0.weights.byLabel["Playground"] = -2
    }
    #expect(several?.error?.contains("$0.maxSteps is -1: a sequence takes at least one step.") == true)
    #expect(several?.error?.contains("$0.timeBudget is 0.0 seconds: no sequence could start.") == true)
    #expect(several?.error?.contains(#"$0.weights.byLabel["Playground"] is -2"#) == true)
  }

  @Test func featureWithNoGenerator() async {
    let (result, _) = await run { _ in }
    #expect(result?.error?.contains("found no action to send to Playground") == true)
    #expect(result?.error?.contains("extension Playground: ActionGenerating") == true)
  }

  @Test func effectThatWaitsOnSomethingUncontrolled() async {
    let (result, _) = await run { $0.actions(for: Playground.self) { _ in .always(.sleepForReal) } }
    #expect(result?.failure?.invariant == "quiescence")
    #expect(result?.failure?.steps == 1)
    let words = flattened(result?.failure?.report)
    #expect(words.contains("is still running after every screen closed and time ran on") == true)
    #expect(words.contains("waits on something the checker does not control") == true)
  }

  @Test func effectThatThrows() async {
    let (result, _) = await run { $0.actions(for: Playground.self) { _ in .always(.fail) } }
    #expect(result?.failure?.invariant == "no runtime warning")
    let words = flattened(result?.failure?.report)
    #expect(words.contains("threw an unhandled error") == true)
  }

  @Test func malformedRegressionFile() async throws {
    let path = folder.path("Playground.txt")
    try "version 1\ncase nonsense\n".write(toFile: path, atomically: true, encoding: .utf8)
    let (result, _) = await run {
      $0.regressionFile = path
      $0.actions(for: Playground.self) { _ in .always(.tap) }
    }
    #expect(result?.error?.contains("The regression file \(path) is malformed at line 2") == true)
    #expect(result?.error?.contains("Fix the line or delete it") == true)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8) == "version 1\ncase nonsense\n", "left as it was")
  }

  @Test func unwritableRegressionFolder() async throws {
    let blocker = folder.url.appendingPathComponent("blocker")
    try "a file, not a folder".write(to: blocker, atomically: true, encoding: .utf8)
    let (result, issues) = await run {
      $0.regressionFile = blocker.appendingPathComponent("Regressions/Playground.txt").path
      $0.savesRegressions = true
      $0.actions(for: Playground.self) { _ in .always(.sleepForReal) }
    }
    #expect(result?.failure != nil)
    #expect(issues.contains { $0.message.contains("could not be written") })
    #expect(issues.contains { $0.message.contains("set \"regressionFile = nil\"") })
  }

  @Test func badEnvironmentVariables() {
    #expect(throws: EnvironmentError.self) { try Environment(["REDUCERCHECK_SEED": "not hex"]) }
    #expect(throws: EnvironmentError.self) { try Environment(["REDUCERCHECK_REPLAY": "5EED"]) }
    #expect(throws: EnvironmentError.self) { try Environment(["REDUCERCHECK_SHARD": "4/4"]) }
    // Regression: a duration under a millisecond ran no sequence and passed; a huge one trapped.
    for campaign in ["0.0004s", "1e300s", "infs", "0", "-3", "10x"] {
      #expect(throws: EnvironmentError.self, "\(campaign)") {
        try Environment(["REDUCERCHECK_SEQUENCES": campaign])
      }
    }
    #expect((try? Environment(["REDUCERCHECK_SEQUENCES": "0.5s"]))?.campaign == .duration(.milliseconds(500)))
    do {
      _ = try Environment(["REDUCERCHECK_SEED": "xyz"])
    } catch {
      #expect("\(error)".contains("Use REDUCERCHECK_SEED=5EED1234, or unset it"))
    }
    let parsed = try? Environment([
      "REDUCERCHECK_SEED": "0x5eed", "REDUCERCHECK_REPLAY": "5EED/3", "REDUCERCHECK_SHARD": "1/4",
      "REDUCERCHECK_TRACE": "1",
    ])
    #expect(parsed?.seed == 0x5EED)
    #expect(parsed?.replay?.sequence == 3)
    #expect(parsed?.shard?.count == 4)
    #expect(parsed?.trace == true)
  }
}

@Suite struct RegressionFileTests {
  let folder = TemporaryFolder()

  @Test func savedFailuresAreReplayedFirst() async throws {
    let (path, first) = await savedTwoSheetsFailure(in: folder)
    let saved = try String(contentsOfFile: path, encoding: .utf8)
    #expect(saved.hasPrefix(RegressionFile.header))
    #expect(saved.contains("# TwoSheetsAtOnce broke \"at most one destination presented\" at step 2"))
    var second: CheckResult?
    _ = await capturingIssues {
      second = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
        $0.seed = 999
        $0.regressionFile = path
      }
    }
    #expect(second?.sequencesRun == 1, "the saved case failed before any new sequence ran")
    #expect(second?.failure?.steps == first?.failure?.steps)
    #expect(second?.failure?.report.contains("seed 3,") == true)
  }

  @Test func nothingIsWrittenUnderCI() async {
    let path = folder.path("Regressions/TwoSheets.txt")
    var result: CheckResult?
    _ = await capturingIssues {
      result = await check(TwoSheetsAtOnce(), from: TwoSheetsAtOnce.State()) {
        $0.seed = 3
        $0.regressionFile = path
        $0.savesRegressions = false
      }
    }
    #expect(result?.failure != nil)
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(result?.failure?.report.contains("Saved to") == false)
    // User trial 3: the report said nothing of the case not being saved.
    let report = flattened(result?.failure?.report)
    #expect(report.contains("Not saved to"), "\(report)")
    #expect(report.contains("CI is set, and a CI run writes no file"), "\(report)")
  }

  @Test func roundTrip() throws {
    let file = RegressionFile(cases: [
      .init(seed: 0x5EED, sequence: 4, choices: ChoiceSequence([1, 0, 3]), comment: "broke")
    ])
    #expect(try RegressionFile.parse(file.text, path: "x") == file)
    #expect(file.text.hasSuffix("# broke\ncase 5EED/4: 1 0 3\n"))
  }

  @Test func aCaseKeepsItsStepsUnderItsChoices() throws {
    let file = RegressionFile(cases: [
      .init(
        seed: 0x5EED, sequence: 4, choices: ChoiceSequence([1, 0, 3]), comment: "broke",
        steps: ["send .rowTapped(1)", #"answer "detail request" call 1 with "text 1""#])
    ])
    #expect(try RegressionFile.parse(file.text, path: "x") == file)
    #expect(file.text.contains("version 2\n"))
    #expect(
      file.text.hasSuffix(
        """
        case 5EED/4: 1 0 3
          1. send .rowTapped(1)
          2. answer "detail request" call 1 with "text 1"

        """))
    // A case that broke on the initial state keeps its (no) steps; CRLF line ends read the same.
    let initial = RegressionFile(cases: [
      .init(seed: 1, sequence: 2, choices: ChoiceSequence([0]), comment: "", steps: [])
    ])
    #expect(initial.text.hasSuffix("case 1/2: 0\n  (no steps)\n"))
    let reread = try RegressionFile.parse(initial.text, path: "x")
    #expect(reread == initial, "\(reread)")
    let crlf = file.text.replacingOccurrences(of: "\n", with: "\r\n")
    #expect(try RegressionFile.parse(crlf, path: "x") == file)
    // A version 1 file, written before steps were kept, reads as it did.
    let old = try RegressionFile.parse("version 1\n\ncase 5EED/4: 1 0 3\n", path: "x")
    #expect(old.cases.first?.steps == nil)
    #expect(old.cases.first?.choices == ChoiceSequence([1, 0, 3]))
  }

  @Test func stepsOutOfOrderOrWithoutACaseAreMalformed() {
    #expect {
      try RegressionFile.parse("version 2\n1. send .a\n", path: "x")
    } throws: { error in
      "\(error)".contains("a step comes before any \"case\" line")
    }
    #expect {
      try RegressionFile.parse("version 2\ncase 5EED/4: 1\n  2. send .a\n", path: "x")
    } throws: { error in
      "\(error)".contains("steps are numbered 1, 2, 3… under their case")
    }
  }
}

@Suite struct CoverageTests {
  struct HalfOpened: Reducer {
    struct Destination: Reducer {
      enum State: Equatable, Sendable {
        case first(Playground.State)
        case second(Playground.State)
      }
      enum Action: Equatable, Sendable {
        case first(Playground.Action)
        case second(Playground.Action)
      }
      var body: some ReducerOf<Self> {
        Scope(state: State.first, action: Action.first) { Playground() }
        Scope(state: State.second, action: Action.second) { Playground() }
      }
    }
    struct State: Equatable, Sendable { @PresentationState var destination: Destination.State? }
    enum Action: Equatable, Sendable {
      case openFirst
      case destination(PresentationAction<Destination.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .openFirst = action { state.destination = .first(Playground.State()) }
        return .none
      }
      .ifLet(\.$destination, action: Action.destination) { Destination() }
    }
  }

  @Test func warnsWhenAGeneratorNeverOpensACase() async {
    let result = await check(HalfOpened(), from: HalfOpened.State()) {
      $0.seed = 5
      $0.regressionFile = nil
      $0.actions(for: HalfOpened.self) { _ in .always(.openFirst) }
      $0.actions(for: Playground.self) { _ in .always(.tap) }
    }
    #expect(result.failure == nil)
    #expect(result.coverageWarnings.count == 2)
    #expect(
      result.coverageWarnings.first?.hasPrefix("\"destination\" reached 1 of its 2 cases (first)") == true)
    #expect(
      result.coverageWarnings.last
        == "Playground.Action never received .sleepForReal, .fail: no step sent them and no effect delivered them."
    )
  }
}

@Suite struct StackCoverageTests {
  /// A stack nobody pushes onto: the root's only action does something else.
  struct NeverPushed: Reducer {
    struct State: Equatable, Sendable {
      var path = StackState<Playground.State>()
      var taps = 0
    }
    enum Action: Equatable, Sendable {
      case tap
      case path(StackAction<Playground.State, Playground.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .tap = action { state.taps += 1 }
        return .none
      }
      .forEach(\.path, action: Action.path) { Playground() }
    }
  }

  @Test func warnsWhenAStackIsNeverPushedOrAGeneratorNeverRuns() async {
    let result = await check(NeverPushed(), from: NeverPushed.State()) {
      $0.seed = 5
      $0.regressionFile = nil
      $0.actions(for: NeverPushed.self) { _ in .always(.tap) }
      $0.actions(for: Playground.self) { _ in .always(.tap) }
    }
    #expect(result.failure == nil)
    #expect(
      result.coverageWarnings == [
        "the actions registered for \"Playground\" never ran: no sequence showed its screen, or its generator always returned nil.",
        "stack \"path\" was never pushed: no generated action appends to it, and no states(for:) gives it screens to push.",
      ])
  }
}
