import Foundation
import SnapshotFiles

/// The folder holding `Package.swift` above `filePath`: where `Snapshots/` lives.
func packageRoot(containing filePath: String) -> URL? {
  PackagePaths.find(containing: URL(fileURLWithPath: filePath).deletingLastPathComponent())?.root
}

/// Where one snapshot is stored: `Snapshots/<Suite>/<test>.<name>.<extension>`.
struct SnapshotLocation: Sendable {
  let root: URL
  /// `Snapshots/PokedexSnapshots/openDetail.after-tap.txt`.
  let relativePath: String

  var url: URL { root.appendingPathComponent(relativePath) }
  var pendingURL: URL { root.appendingPathComponent(relativePath + ".new") }

  /// The CI copy of a new snapshot: under `$REDUCERCHECK_ARTIFACTS`, or
  /// `.build/reducercheck/artifacts/`, at the path the reference has under the root.
  ///
  /// - Throws: A `SnapshotError` when the variable is empty or names a folder where the copy
  ///   would land under `Snapshots/`: CI never writes a reference.
  func artifactURL(artifacts variable: String?) throws -> URL {
    try PackagePaths(root: root).artifacts(in: variable).appendingPathComponent(relativePath)
  }

  init(root: URL, suite: String, test: String, name: String, fileExtension: String) {
    self.root = root
    self.relativePath = PackagePaths.snapshot(
      suite: suite, test: test, name: name, fileExtension: fileExtension)
  }
}
