import Foundation

/// A folder of its own under the system's temporary directory, deleted with everything in it
/// when the folder object goes, so a test run leaves nothing behind.
///
/// Keep it in a stored property of the suite: Swift Testing makes a suite instance per test,
/// so the folder lives exactly as long as the test that uses it.
final class TemporaryFolder: Sendable {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The path of `relativePath` inside the folder.
  func path(_ relativePath: String) -> String { url.appendingPathComponent(relativePath).path }
}
