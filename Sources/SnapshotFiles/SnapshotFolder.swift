import Foundation

/// The `Snapshots/` folder of a package: its references, its pending `.new` files, and the
/// record of what the last test run touched.
package struct SnapshotFolder {
  /// The package root (the folder with `Package.swift`).
  package let root: URL

  package init(root: URL) { self.root = root }

  /// The package root at or above `folder`.
  package static func find(from folder: URL) -> SnapshotFolder? {
    PackagePaths.find(containing: folder).map { SnapshotFolder(root: $0.root) }
  }

  /// A pending snapshot: the new text beside the reference it would replace.
  package struct Pending: Equatable {
    /// `Snapshots/Suite/test.name.txt` (without `.new`).
    package let relativePath: String
    package var newRelativePath: String { relativePath + ".new" }
  }

  /// Every pending snapshot, sorted.
  package func pending() -> [Pending] {
    files().filter { $0.hasSuffix(".new") }.map { Pending(relativePath: String($0.dropLast(4))) }
  }

  /// Every reference snapshot (regression files and READMEs excluded), sorted.
  package func references() -> [String] {
    files().filter {
      !$0.hasSuffix(".new") && !$0.hasPrefix(PackagePaths.regressions + "/")
        && !$0.hasSuffix("/README.md") && $0 != PackagePaths.snapshots + "/README.md"
    }
  }

  /// The reference's body and the pending body, for a diff; the reference is `nil` when new.
  package func bodies(of pending: Pending) throws -> (reference: String?, new: String) {
    let new = try SnapshotFile.parse(try data(pending.newRelativePath), path: pending.newRelativePath)
    let referenceURL = url(pending.relativePath)
    guard FileManager.default.fileExists(atPath: referenceURL.path) else { return (nil, new.body) }
    let reference = try SnapshotFile.parse(try data(pending.relativePath), path: pending.relativePath)
    return (reference.body, new.body)
  }

  /// Replaces the reference with the pending file in one atomic rename: the reference is either
  /// the old text or the new, never missing or partial.
  package func accept(_ pending: Pending) throws {
    let source = url(pending.newRelativePath).path
    let target = url(pending.relativePath).path
    guard rename(source, target) == 0 else {
      throw SnapshotError(
        "Could not accept \(pending.newRelativePath): \(String(cString: strerror(errno))). The reference is unchanged."
      )
    }
  }

  /// Deletes the pending file; the reference stays.
  package func reject(_ pending: Pending) throws {
    do {
      try FileManager.default.removeItem(at: url(pending.newRelativePath))
    } catch {
      throw SnapshotError("Could not reject \(pending.newRelativePath): \(error.localizedDescription)")
    }
  }

  package func delete(_ relativePath: String) throws {
    do {
      try FileManager.default.removeItem(at: url(relativePath))
    } catch {
      throw SnapshotError("Could not delete \(relativePath): \(error.localizedDescription)")
    }
  }

  private func modified(_ url: URL) -> Date {
    (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
  }

  private func url(_ relativePath: String) -> URL { root.appendingPathComponent(relativePath) }

  private func data(_ relativePath: String) throws -> Data {
    do {
      return try Data(contentsOf: url(relativePath))
    } catch {
      throw SnapshotError("Could not read \(relativePath): \(error.localizedDescription)")
    }
  }

  /// Files under `Snapshots/`, as sorted relative paths.
  private func files() -> [String] {
    let folder = PackagePaths(root: root).url(PackagePaths.snapshots)
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    var paths: [String] = []
    let prefix = root.standardizedFileURL.path + "/"
    for case let url as URL in enumerator {
      guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
      let path = url.standardizedFileURL.path
      paths.append(path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path)
    }
    return paths.sorted()
  }
}
