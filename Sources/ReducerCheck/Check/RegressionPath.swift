import SnapshotFiles
import Synchronization
import Testing

/// `Snapshots/Regressions/<Suite>.<test>.txt` in the package that holds the test file.
///
/// A case of a parameterized test gets its own file (`<Suite>.<test>-<case>.txt`): its cases
/// start from other states, so their failures do not replay in each other. So does every check
/// after the first in one test (`<Suite>.<test>-2.txt`, in the order the test starts them): a
/// loop over seeds or configurations must not replay one check's failure in the next.
func regressionPath(for name: TestName, filePath: String) -> String? {
  let test = parameterizedCaseKey().map { "\(name.test)-\($0)" } ?? name.test
  let running = (Test.current.map { "\($0.id)" } ?? "") + "|" + (parameterizedCaseKey() ?? "")
  let ordinal = checksStarted.withLock { started in
    started[running + "|" + test, default: 0] += 1
    return started[running + "|" + test]!
  }
  let file = ordinal == 1 ? "\(name.suite).\(test)" : "\(name.suite).\(test)-\(ordinal)"
  return packageRoot(containing: filePath).map {
    PackagePaths(root: $0).url(PackagePaths.regressionFile(file)).path
  }
}

/// How many checks each running test (case) has started in this process.
private let checksStarted = Mutex<[String: Int]>([:])
