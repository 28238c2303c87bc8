import Foundation
import SnapshotFiles

/// The folder holding `Package.swift` above `filePath`: where `Snapshots/` lives.
func packageRoot(containing filePath: String) -> URL? {
  SnapshotFolder.find(from: URL(fileURLWithPath: filePath).deletingLastPathComponent())?.root
}

/// Where one snapshot is stored: `Snapshots/<Suite>/<test>.<name>.<extension>`.
struct SnapshotLocation: Sendable {
  let root: URL
  /// `Snapshots/PokedexSnapshots/openDetail.after-tap.txt`.
  let relativePath: String

  var url: URL { root.appendingPathComponent(relativePath) }
  var pendingURL: URL { root.appendingPathComponent(relativePath + ".new") }

  /// The CI copy of a new snapshot: under `$REDUCERCHECK_ARTIFACTS`, or
  /// `.build/reducercheck/ci-snapshots/`.
  func artifactURL(environment: [String: String]) -> URL {
    let base =
      environment["REDUCERCHECK_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
      ?? root.appendingPathComponent(".build/reducercheck/ci-snapshots")
    return base.appendingPathComponent(relativePath)
  }

  init(root: URL, suite: String, test: String, name: String, fileExtension: String) {
    self.root = root
    self.relativePath =
      "Snapshots/\(sanitized(suite))/\(sanitized(test)).\(sanitized(name)).\(fileExtension)"
  }
}

/// Keeps letters, digits, `.`, `_` and `-`; anything else becomes `-`, so a name is a safe file
/// name on every platform.
func sanitized(_ name: String) -> String {
  let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
  let cleaned = String(name.map { allowed.contains($0) ? $0 : "-" })
  return cleaned.isEmpty ? "unnamed" : cleaned
}
