import Foundation
import SnapshotFiles
import Testing

/// Every `swift run reducercheck …` line the README and the guides give runs, as written, on a
/// package with a pending trace snapshot and does what its comment says it does (the accept
/// glob once matched nothing).
@Suite final class DocsToolCommandsTests {
  deinit { try? FileManager.default.removeItem(at: root) }

  let root: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try! FileManager.default.createDirectory(
      at: root.appendingPathComponent("Snapshots/AlbumsSnapshots"), withIntermediateDirectories: true)
    try! "".write(to: root.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    return root
  }()

  /// The tool's arguments of every `swift run reducercheck` line in the docs' shell blocks,
  /// quotes removed as a shell would.
  static var documentedCommands: [[String]] {
    docsShellLines.compactMap { line in
      guard let start = line.range(of: "swift run reducercheck ") else { return nil }
      let command = line[start.upperBound...].split(separator: "#").first ?? ""
      return command.split(separator: " ").map { $0.replacingOccurrences(of: "'", with: "") }
    }
  }

  @Test func theDocsGiveToolCommands() {
    #expect(Self.documentedCommands.count >= 4, "\(Self.documentedCommands)")
  }

  @Test(arguments: documentedCommands.map { $0.joined(separator: " ") })
  func aDocumentedToolCommandRuns(_ command: String) {
    let snapshot = SnapshotFile(header: [("suite", "AlbumsSnapshots")], body: "1. send .addTapped").text
    let trace = root.appendingPathComponent("Snapshots/AlbumsSnapshots/AlbumsSnapshots.trace.trace.txt")
    try! snapshot.write(to: trace.appendingPathExtension("new"), atomically: true, encoding: .utf8)
    var output = ""
    let io = ToolCommand.IO(write: { output += $0 }, readLine: { "a" }, isInteractive: true)
    let arguments = command.split(separator: " ").map(String.init)
    let code = ToolCommand(io: io, currentFolder: root).run(arguments)
    // `pending` exits 1 when something is pending; `prune` refuses without a record of a whole
    // run of the suite, which says so (its own tests cover a prune that deletes).
    switch arguments.first {
    case "pending": #expect(code == 1, "\(command): \(output)")
    case "prune": #expect(code == 0 || output.contains("whole"), "\(command): \(output)")
    default: #expect(code == 0, "\(command): \(output)")
    }
    #expect(!output.contains("Unknown command") && !output.contains("USAGE"), "\(command): \(output)")
    if arguments.first == "accept" || arguments.first == "review" {
      // The pending trace snapshot is taken.
      #expect(FileManager.default.fileExists(atPath: trace.path), "\(command): \(output)")
    }
  }
}
