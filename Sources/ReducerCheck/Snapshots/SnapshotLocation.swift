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
  ///
  /// - Throws: A ``SnapshotError`` when the variable is empty or names a folder where the copy
  ///   would land under `Snapshots/` (`.`, the package root, `Snapshots` itself): CI never writes
  ///   a reference.
  func artifactURL(environment: [String: String]) throws -> URL {
    let variable = environment["REDUCERCHECK_ARTIFACTS"]
    if let variable, variable.trimmingCharacters(in: .whitespaces).isEmpty {
      throw SnapshotError(
        """
        REDUCERCHECK_ARTIFACTS is set but empty, so the new snapshot text was not kept. Set it to \
        a folder outside Snapshots/ where CI collects artifacts (such as \
        REDUCERCHECK_ARTIFACTS=.build/artifacts), or unset it for .build/reducercheck/ci-snapshots.
        """)
    }
    let base =
      variable.map { URL(fileURLWithPath: $0) }
      ?? root.appendingPathComponent(".build/reducercheck/ci-snapshots")
    let url = base.appendingPathComponent(relativePath)
    let references =
      root.appendingPathComponent("Snapshots").standardizedFileURL.resolvingSymlinksInPath().path + "/"
    if url.standardizedFileURL.resolvingSymlinksInPath().path.hasPrefix(references) {
      throw SnapshotError(
        """
        REDUCERCHECK_ARTIFACTS="\(variable ?? "")" would put the new snapshot text under \
        Snapshots/, over the reviewed references, so it was not written. Set it to a folder \
        outside Snapshots/, such as REDUCERCHECK_ARTIFACTS=.build/artifacts.
        """)
    }
    return url
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
