import Foundation

/// Every path ReducerCheck reads or writes in a package, spelt once.
///
/// | path | what | written |
/// | --- | --- | --- |
/// | `Snapshots/<Suite>/<test>.<name>.txt` | reviewed reference snapshots | locally only |
/// | `Snapshots/Regressions/<Suite>.<test>.txt` | saved failures, replayed first | locally only |
/// | `Snapshots/Regressions/<Suite>.<test>.story.md` | the saved failure's story as a diagram | locally only |
/// | `.build/reducercheck/runs/<run>/` | which snapshots a test run touched, for `prune` | always |
/// | `.build/reducercheck/artifacts/` | on CI: new snapshot text and failure stories | on CI |
///
/// Nothing under `Snapshots/` is written when `CI` is set; ``artifacts(in:)`` refuses any
/// artifacts folder that would put files there.
package struct PackagePaths: Sendable {
  /// The package root: the folder with `Package.swift`.
  package let root: URL

  package init(root: URL) { self.root = root }

  /// The package whose folder holds `path` (a file or folder), found by walking up to
  /// `Package.swift`; `nil` outside any package.
  package static func find(containing path: URL) -> PackagePaths? {
    var current = path.standardizedFileURL
    while true {
      if FileManager.default.fileExists(atPath: current.appendingPathComponent("Package.swift").path) {
        return PackagePaths(root: current)
      }
      let parent = current.deletingLastPathComponent()
      if parent.path == current.path { return nil }
      current = parent
    }
  }

  /// `Snapshots`, relative to the root.
  package static let snapshots = "Snapshots"
  /// `Snapshots/Regressions`, relative to the root.
  package static let regressions = "Snapshots/Regressions"
  /// Where test runs leave the record of the snapshots they touched.
  package static let runs = ".build/reducercheck/runs"
  /// Where CI keeps what it may not write under `Snapshots/`, unless `REDUCERCHECK_ARTIFACTS`
  /// names another folder.
  package static let defaultArtifacts = ".build/reducercheck/artifacts"

  package func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

  /// `Snapshots/<Suite>/<test>.<name>.<extension>`, each part made a safe file name.
  package static func snapshot(suite: String, test: String, name: String, fileExtension: String) -> String {
    "\(snapshots)/\(sanitized(suite))/\(sanitized(test)).\(sanitized(name)).\(fileExtension)"
  }

  /// `Snapshots/Regressions/<key>.txt`: one check's saved failures.
  package static func regressionFile(_ key: String) -> String { "\(regressions)/\(key).txt" }

  /// `Snapshots/Regressions/<key>.story.md`, beside the regression file `<key>.txt`.
  package static func story(besideRegressionFile path: String) -> String {
    (path.hasSuffix(".txt") ? String(path.dropLast(4)) : path) + ".story.md"
  }

  /// The record folder of one `swift test` invocation (its test processes share a parent).
  package func run(_ parentProcess: Int32) -> URL { url("\(Self.runs)/\(parentProcess)") }

  /// Whether `url` lies in `Snapshots/` (symbolic links resolved).
  package func isUnderSnapshots(_ url: URL) -> Bool {
    let references = self.url(Self.snapshots).standardizedFileURL.resolvingSymlinksInPath().path + "/"
    return (url.standardizedFileURL.resolvingSymlinksInPath().path + "/").hasPrefix(references)
  }

  /// `path` relative to the root when it lies inside it, else as it is.
  package func relative(_ path: String) -> String {
    let prefix = root.standardizedFileURL.path + "/"
    let standard = URL(fileURLWithPath: path).standardizedFileURL.path
    return standard.hasPrefix(prefix) ? String(standard.dropFirst(prefix.count)) : path
  }

  /// The folder CI keeps artifacts in: `variable` (`REDUCERCHECK_ARTIFACTS`, relative to the
  /// root) or ``defaultArtifacts``.
  ///
  /// - Throws: A ``SnapshotError`` when the variable is set but empty, or names a folder in or
  ///   above `Snapshots/` (`.`, the package root, `Snapshots` itself): CI never writes a reference.
  package func artifacts(in variable: String?) throws -> URL {
    guard let variable else { return url(Self.defaultArtifacts) }
    let trimmed = variable.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else {
      throw SnapshotError(
        """
        REDUCERCHECK_ARTIFACTS is set but empty, so nothing was kept for CI. Set it to a folder \
        outside Snapshots/ where CI collects artifacts (such as \
        REDUCERCHECK_ARTIFACTS=.build/artifacts), or unset it for \(Self.defaultArtifacts).
        """)
    }
    let folder = trimmed.hasPrefix("/") ? URL(fileURLWithPath: trimmed) : url(trimmed)
    // A folder inside Snapshots/, or one that holds it (the root, `.`), would put files there.
    if isUnderSnapshots(folder) || isUnderSnapshots(folder.appendingPathComponent(Self.snapshots)) {
      throw SnapshotError(
        """
        REDUCERCHECK_ARTIFACTS="\(variable)" would put files under Snapshots/, over the reviewed \
        references, so nothing was written. Set it to a folder outside Snapshots/, such as \
        REDUCERCHECK_ARTIFACTS=.build/artifacts.
        """)
    }
    return folder
  }
}

/// Keeps letters, digits, `.`, `_` and `-`; anything else becomes `-`, so a name is a safe file
/// name on every platform.
package func sanitized(_ name: String) -> String {
  let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
  let cleaned = String(name.map { allowed.contains($0) ? $0 : "-" })
  return cleaned.isEmpty ? "unnamed" : cleaned
}
