import Foundation
import Generators
import ReducerCore
import Testing

@testable import ReducerCheck

@Suite struct CheckDeterminismTests {
  func report(seed: UInt64) async -> String? {
    var result: CheckResult?
    _ = await capturingIssues {
      result = await check(ParentFetchesForChild(), from: ParentFetchesForChild.State()) {
        $0.seed = seed
        $0.regressionFile = nil
        $0.endpoint(\.loadText, named: "detail request") { id in .always("text \(id)") }
      }
    }
    return result?.failure?.report
  }

  @Test func sameSeedSameReportByteForByte() async {
    let first = await report(seed: 77)
    let second = await report(seed: 77)
    #expect(first != nil)
    #expect(first == second)
  }

  /// The report was recorded by an earlier process: runs agree across processes and machines.
  @Test func reportMatchesTheOneRecordedEarlier() async {
    let text = await report(seed: 0x5EED)
    #expect(
      text?.components(separatedBy: "\n").prefix(20).joined(separator: "\n") == """
        ParentFetchesForChild broke "effects cancelled on dismiss" at step 5
        (seed 5EED, sequence 11 of 100; shrunk from 10 steps to 5 in 325 runs)

          1. send .rowTapped(1)
               detail: nil → ParentFetchesForChild.Detail.State(id: 1, text: nil)
          2. send .detail(.presented(.onAppear))
               (state unchanged)
               started E1 "detail request" at ReducerCheckTests/ParentFetchesForChild.swift:37 in root, for detail
          3. send .detail(.dismiss)
               detail: ParentFetchesForChild.Detail.State(id: 1, text: nil) → nil
          4. send .rowTapped(1)
               detail: nil → ParentFetchesForChild.Detail.State(id: 1, text: nil)
          5. answer "detail request" call 1 with "text 1"
               detail.text: nil → "text 1"
               lastLoaded: nil → "text 1"
               received .detailLoaded("text 1") from E1 "detail request"

        "effects cancelled on dismiss" broke: E1 "detail request" was started at step 2
        (ReducerCheckTests/ParentFetchesForChild.swift:37) for detail; step 3 ended detail, but E1 "detail
        request" was not cancelled, and it sent .detailLoaded("text 1") afterwards, which changed detail.
        """)
  }

  @Test func sequencesAreSharded() {
    #expect(Array(sequenceNumbers(count: 10, shard: (1, 4))) == [2, 6, 10])
    #expect(Array(sequenceNumbers(count: 3, shard: nil)) == [1, 2, 3])
    // A campaign by duration runs "every" sequence: the numbers are never all made at once.
    #expect(Array(sequenceNumbers(count: .max, shard: (3, 4)).prefix(2)) == [4, 8])
  }
}

@Suite struct ProseWrappingTests {
  @Test func wrapsProseButNotDiffs() {
    #expect(wrapProse("one two three four", width: 9) == "one two\nthree\nfour")
    #expect(wrapProse("  indented words here", width: 10) == "  indented\n  words\n  here")
    #expect(wrapProse("- a removed line that is long", width: 10) == "- a removed line that is long")
  }
}

@Suite struct ParameterizedCheckTests {
  @Test(arguments: [1, 2])
  func casesGetTheirOwnRegressionFiles(_ argument: Int) throws {
    let path = try #require(
      regressionPath(for: TestName(fileID: #fileID, function: #function), filePath: #filePath))
    #expect(path.contains("Snapshots/Regressions/ParameterizedCheckTests.casesGetTheirOwnRegressionFiles-"))
    #expect(parameterizedCaseKey() == parameterizedCaseKey(), "stable within the case")
  }

  @Test func plainTestsHaveNoCaseKey() {
    #expect(parameterizedCaseKey() == nil)
  }
}
