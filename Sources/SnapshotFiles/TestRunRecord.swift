import Foundation

/// What one `swift test` run left for `reducercheck prune`: the snapshots it touched, whether it
/// ran the whole suite, and when.
///
/// Each test process writes `.build/reducercheck/runs/<swift test's pid>/<its pid>.txt`: a
/// header line, then one touched snapshot per line.
///
/// ```
/// # run filtered: no
/// Snapshots/PokedexSnapshots/trace.trace.txt
/// ```
package struct TestRunRecord {
  /// Relative paths of the snapshots the run touched.
  package var touched: Set<String>
  /// Whether a process of the run ran only some tests (`--filter`, `--skip`).
  package var filtered: Bool
  /// When the run last wrote its record.
  package var date: Date
  /// Whether the tests were built again after the run, so the record may not match them.
  package var predatesBuild: Bool

  /// The header a test process writes first.
  package static func header(arguments: [String]) -> String {
    let filtered = arguments.contains { $0 == "--filter" || $0 == "--skip" || $0.hasPrefix("--filter=") }
    return "# run filtered: \(filtered ? "yes" : "no")"
  }

  /// The latest run recorded under `root`, or `nil` when none is.
  package static func latest(in root: URL) -> TestRunRecord? {
    let manager = FileManager.default
    let runs = PackagePaths(root: root).url(PackagePaths.runs)
    guard
      let folders = try? manager.contentsOfDirectory(
        at: runs, includingPropertiesForKeys: [.contentModificationDateKey]),
      let latest = folders.max(by: { modified($0) < modified($1) })
    else { return nil }
    var record = TestRunRecord(touched: [], filtered: false, date: .distantPast, predatesBuild: false)
    for file in (try? manager.contentsOfDirectory(at: latest, includingPropertiesForKeys: nil)) ?? [] {
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      for line in text.split(separator: "\n") {
        if line.hasPrefix("#") {
          record.filtered = record.filtered || line.hasSuffix("filtered: yes")
        } else {
          record.touched.insert(String(line))
        }
      }
      record.date = max(record.date, modified(file))
    }
    record.predatesBuild = newestTestBuild(in: root).map { $0 > record.date } ?? false
    return record
  }

  /// When a test bundle of the package was last built.
  private static func newestTestBuild(in root: URL) -> Date? {
    let build = root.appendingPathComponent(".build")
    guard let enumerator = FileManager.default.enumerator(at: build, includingPropertiesForKeys: nil)
    else { return nil }
    var newest: Date?
    for case let url as URL in enumerator {
      if url.lastPathComponent.hasSuffix("PackageTests.xctest") {
        newest = max(newest ?? .distantPast, modified(url))
        enumerator.skipDescendants()
      } else if ["reducercheck", "checkouts", "repositories"].contains(url.lastPathComponent)
        || url.pathExtension == "build" || url.pathExtension == "swiftmodule"
      {
        enumerator.skipDescendants()
      }
    }
    return newest
  }

  private static func modified(_ url: URL) -> Date {
    (try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate) ?? .distantPast
  }
}
