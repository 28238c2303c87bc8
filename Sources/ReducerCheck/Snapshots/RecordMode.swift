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
/// fails with the diff, and the new text goes to `.build/reducercheck/artifacts/` (or
/// `$REDUCERCHECK_ARTIFACTS`) for CI to collect.
public enum RecordMode: String, Sendable, CaseIterable {
  case missing
  case failed
  case all
  case never
}
