import Foundation
import SnapshotFiles
import Synchronization

/// The snapshot files asserted in this process, to catch two assertions that would write one
/// file, and the list of files touched, for `reducercheck prune`.
///
/// Process-wide on purpose: files are shared by every test in the process.
enum SnapshotRegistry {
  private static let owners = Mutex<[String: String]>([:])
  private static let manifestLock = Mutex(())

  /// Claims `location` for `owner`; returns the other owner if another assertion has it. The
  /// same assertion claiming again (a repeated test) is fine.
  static func claim(_ location: SnapshotLocation, by owner: String) -> String? {
    owners.withLock { owners in
      if let existing = owners[location.url.path], existing != owner { return existing }
      owners[location.url.path] = owner
      return nil
    }
  }

  /// Appends `location` to this run's manifest of touched snapshots (best effort).
  ///
  /// One file per test process, in a folder per `swift test` invocation (the processes'
  /// shared parent), so `reducercheck prune` can read the latest run.
  static func recordTouched(_ location: SnapshotLocation) {
    let folder = PackagePaths(root: location.root).run(getppid())
    let file = folder.appendingPathComponent("\(getpid()).txt")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let line = Data((location.relativePath + "\n").utf8)
    manifestLock.withLock { _ in append(line, to: file) }
  }

  private static func append(_ line: Data, to file: URL) {
    if let handle = try? FileHandle(forWritingTo: file) {
      defer { try? handle.close() }
      _ = try? handle.seekToEnd()
      try? handle.write(contentsOf: line)
    } else {
      // The process's first line says whether it ran the whole suite, for prune.
      let header = TestRunRecord.header(arguments: CommandLine.arguments) + "\n"
      try? (Data(header.utf8) + line).write(to: file)
    }
  }
}
