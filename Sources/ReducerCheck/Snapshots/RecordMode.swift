import Foundation
import SnapshotFiles

/// When snapshot assertions write files, from `REDUCERCHECK_RECORD`.
///
/// | mode | a missing snapshot | a different snapshot |
/// | --- | --- | --- |
/// | `missing` (default locally) | recorded, passes | fails, writes `<file>.new` beside it |
/// | `failed` | recorded, passes | fails, and re-records the reference |
/// | `all` | recorded, passes | fails, and re-records; unchanged files are rewritten too |
/// | `never` | fails | fails |
///
/// With `CI` set nothing is ever written under `Snapshots/`: a missing or different snapshot
/// fails with the diff, and the new text goes to `.build/reducercheck/ci-snapshots/` (or
/// `$REDUCERCHECK_ARTIFACTS`) for CI to collect.
public enum RecordMode: String, Sendable, CaseIterable {
  case missing
  case failed
  case all
  case never

  /// The mode the environment asks for; `never` on CI.
  static func fromEnvironment(_ environment: [String: String]) throws -> (mode: RecordMode, isCI: Bool) {
    let isCI = isContinuousIntegration(environment)
    guard let text = environment["REDUCERCHECK_RECORD"] else { return (isCI ? .never : .missing, isCI) }
    guard let mode = RecordMode(rawValue: text.lowercased()) else {
      throw SnapshotError(
        """
        REDUCERCHECK_RECORD="\(text)" is not a record mode. Use one of: \
        \(allCases.map(\.rawValue).joined(separator: ", ")).
        """)
    }
    return (isCI ? .never : mode, isCI)
  }
}
