import Foundation
import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Traps once its count reaches 3: a reducer that crashes the process.
struct Crasher: Reducer, ActionGenerating {
  struct State: Equatable, Sendable { var count = 0 }
  enum Action: Equatable, Sendable { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      if state.count == 3 { fatalError("Crasher reached 3") }
      return .none
    }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.increment) }
}

/// A crash inside a check leaves the replay line in the output, so it can be reproduced.
@Suite struct CrashTrailTests {
  static let childVariable = "REDUCERCHECK_CRASH_TRAIL_CHILD"

  /// Runs only inside the child process the test below starts: it crashes on purpose.
  @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] != nil))
  func crashingCheck() async {
    await check(Crasher(), from: Crasher.State()) {
      $0.seed = 0x5EED
      $0.regressionFile = nil
    }
  }

  /// Runs only inside the child process a test below starts: its invariant traps at step 1,
  /// before the reducer would.
  @Test(.enabled(if: ProcessInfo.processInfo.environment[childVariable] != nil))
  func crashingInvariant() async {
    await check(Crasher(), from: Crasher.State()) {
      $0.seed = 0x5EED
      $0.regressionFile = nil
      $0.invariant("counts stay small") { state in
        let limits = [5]
        return state.count < limits[state.count]  // traps once the count reaches 1
      }
    }
  }

  /// An invariant whose own code traps names itself and the step it judged.
  @Test func aTrapInsideAnInvariantNamesItAndTheStep() throws {
    let output = try crashOutput(of: "crashingInvariant")
    #expect(
      output.contains(
        "It trapped inside the invariant \"counts stay small\" as it judged step 1: the invariant's own code crashed."
      ), "\(output)")
    #expect(output.contains("Replay it: REDUCERCHECK_REPLAY=5EED/1"), "\(output)")
  }

  /// The standard error of this test binary running only `test`, which crashes.
  private func crashOutput(of test: String) throws -> String {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    child.arguments = ["--filter", "CrashTrailTests/\(test)", "--testing-library", "swift-testing"]
    child.environment = ProcessInfo.processInfo.environment.merging([Self.childVariable: "1"]) { $1 }
    let errors = Pipe()
    child.standardError = errors
    child.standardOutput = FileHandle.nullDevice
    try child.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    child.waitUntilExit()
    #expect(child.terminationStatus != 0)
    return output
  }

  @Test func aCrashPrintsTheReplayLineOnTheWayDown() throws {
    let output = try crashOutput(of: "crashingCheck")
    // The reducer trapped, not an invariant.
    #expect(!output.contains("It trapped inside the invariant"), "\(output)")
    #expect(
      output.contains(
        "[ReducerCheck] The process crashed while checking Crasher, sequence 1 of seed 5EED."),
      "\(output)")
    #expect(
      output.contains(
        "Replay it: REDUCERCHECK_REPLAY=5EED/1 REDUCERCHECK_TRACE=1 swift test --filter CrashTrailTests/crashingCheck"
      ), "\(output)")
  }
}
