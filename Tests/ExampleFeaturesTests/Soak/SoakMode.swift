import Foundation
import ReducerCheck
import ReducerCore
import Testing

/// How the soak runs, as `REDUCERCHECK_SOAK` says.
///
/// - unset: each soak test runs the 20 fixed seeds in ``fixedSoakSeeds``, one test case each;
///   a failure is an ordinary test failure with the checker's report.
/// - `REDUCERCHECK_SOAK=50`: each soak test runs 50 fresh seeds in a loop inside one test case,
///   and prints `Soak <feature>: F failures in 50 seeds` and each failing seed's first report
///   line (with the report's replay command under it), without failing the test.
/// - anything else: every soak test fails, saying what the variable accepts.
enum SoakMode: Equatable {
  case fixedSeeds
  case freshSeeds(count: Int)
  case invalid(String)

  static let variable = "REDUCERCHECK_SOAK"

  /// The mode of this process.
  static let current = SoakMode(ProcessInfo.processInfo.environment[variable])

  init(_ value: String?) {
    guard let value else {
      self = .fixedSeeds
      return
    }
    guard let count = Int(value.trimmingCharacters(in: .whitespaces)), count > 0 else {
      self = .invalid(value)
      return
    }
    self = .freshSeeds(count: count)
  }

  /// Why the variable cannot be used, for a value it does not accept.
  var problem: String? {
    guard case let .invalid(value) = self else { return nil }
    return """
      \(Self.variable)="\(value)" is not a number of seeds. \(Self.variable) accepts a positive \
      integer, such as \(Self.variable)=50, to run that many fresh seeds per feature and print \
      how many failed; unset it to run the \(fixedSoakSeeds.count) fixed seeds.
      """
  }
}

/// The seeds the soak runs when `REDUCERCHECK_SOAK` is unset.
let fixedSoakSeeds: [UInt64] = [
  0x50A4_0001, 0x50A4_0002, 0x50A4_0003, 0x50A4_0004, 0x50A4_0005,
  0x50A4_0006, 0x50A4_0007, 0x50A4_0008, 0x50A4_0009, 0x50A4_000A,
  0xC0FF_EE01, 0xC0FF_EE02, 0xC0FF_EE03, 0xC0FF_EE04, 0xC0FF_EE05,
  0x0BAD_5EED, 0x1234_5678, 0x0DEC_AF00, 0xFACE_B00C, 0x5EED_50A4,
]

/// What each soak test is parameterized over: the fixed seeds, one case each; or, when
/// `REDUCERCHECK_SOAK` is set, one case (its seed unused) that loops over fresh seeds or
/// reports the bad value.
let soakSeeds: [UInt64] = SoakMode.current == .fixedSeeds ? fixedSoakSeeds : [0]

/// Checks `feature` as the soak mode says: with `seed`, or with fresh seeds in a loop that
/// counts failures instead of recording them.
func soak<Feature: Reducer>(
  _ name: String,
  seed: UInt64,
  _ feature: Feature,
  from initialState: Feature.State,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column,
  function: StaticString = #function,
  _ configure: (inout CheckConfiguration<Feature>) -> Void
) async where Feature.State: Equatable & Sendable, Feature.Action: Sendable {
  @discardableResult
  func run(_ seed: UInt64) async -> CheckResult {
    await check(
      feature, from: initialState, fileID: fileID, filePath: filePath, line: line, column: column,
      function: function
    ) {
      $0.seed = seed
      $0.regressionFile = nil
      // Every case of the suite runs at once: without room, the default 20 seconds would stop
      // a check after whatever share of its sequences the machine allowed, and a seed would
      // not mean the same run everywhere.
      $0.timeBudget = .seconds(600)
      configure(&$0)
    }
  }
  let sourceLocation = SourceLocation(
    fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column))

  switch SoakMode.current {
  case .fixedSeeds:
    await run(seed)

  case .invalid:
    Issue.record(Comment(rawValue: SoakMode.current.problem ?? ""), sourceLocation: sourceLocation)

  case let .freshSeeds(count):
    var random = SystemRandomNumberGenerator()
    var failures = 0
    var lines: [String] = []
    for _ in 0..<count {
      let seed = random.next() as UInt64
      var result: CheckResult?
      _ = await capturingIssues { result = await run(seed) }
      let hex = String(seed, radix: 16, uppercase: true)
      if let error = result?.error {
        // Not a finding: the check could not run at all.
        Issue.record(
          Comment(rawValue: "Soak \(name), seed \(hex): \(error)"), sourceLocation: sourceLocation)
        return
      }
      if let report = result?.failure?.report {
        failures += 1
        let reportLines = report.split(separator: "\n", omittingEmptySubsequences: false)
        lines.append("  seed \(hex): \(reportLines.first ?? "")")
        // The report's replay command, which names the sequence, to see the whole report.
        if let replay = reportLines.first(where: { $0.hasPrefix("Replay: ") }) {
          lines.append("    \(replay)")
        }
      }
    }
    print((["Soak \(name): \(failures) failures in \(count) seeds"] + lines).joined(separator: "\n"))
  }
}
