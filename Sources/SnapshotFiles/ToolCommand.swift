import Foundation
import StateDump

/// The `reducercheck` command line: review, accept, reject and prune snapshots.
///
/// ```
/// $ swift run reducercheck pending
/// 2 pending snapshots:
///   Snapshots/PokedexSnapshots/trace.trace.txt (changed)
///   Snapshots/CounterSnapshots/deep.link.txt (new)
/// ```
package struct ToolCommand {
  package static let usage = """
    reducercheck: review ReducerCheck snapshots.

    USAGE: swift run reducercheck <command> [options]

    COMMANDS:
      pending                List pending snapshots (the .new files a failing test wrote).
      review                 Show each pending snapshot's diff and ask: accept, reject, skip, quit.
      accept [PATTERN ...]   Accept pending snapshots: all, or those matching the glob patterns.
      reject [PATTERN ...]   Delete pending snapshots: all, or those matching the glob patterns.
      prune [--delete]       List snapshots no test touched in the last `swift test` run;
                             --delete removes them.
      help                   Show this text.

    OPTIONS:
      --root DIR             The package root (default: the nearest folder with Package.swift
                             at or above the current one).

    PATTERNS: * matches within a folder, ** across folders, ? one character; a pattern without
    "/" matches the file name: reducercheck accept '*.trace.*'

    EXIT CODES: 0 done; 1 pending snapshots remain (pending) or nothing matched (accept,
    reject); 2 bad usage; 3 a file could not be read or written.
    """

  /// Where the command reads answers and writes text; the terminal unless a test says otherwise.
  package struct IO {
    package var write: (String) -> Void
    package var readLine: () -> String?
    package var isInteractive: Bool

    package static var terminal: IO {
      IO(
        write: { FileHandle.standardOutput.write(Data($0.utf8)) },
        readLine: { Swift.readLine() },
        isInteractive: isatty(0) == 1)
    }

    package init(write: @escaping (String) -> Void, readLine: @escaping () -> String?, isInteractive: Bool) {
      self.write = write
      self.readLine = readLine
      self.isInteractive = isInteractive
    }
  }

  var io: IO
  let currentFolder: URL

  package init(io: IO, currentFolder: URL) {
    self.io = io
    self.currentFolder = currentFolder
  }

  /// Runs `arguments` (without the program name) and returns the exit code.
  package func run(_ arguments: [String]) -> Int32 {
    var arguments = arguments
    var root: URL?
    if let index = arguments.firstIndex(of: "--root") {
      guard index + 1 < arguments.count else { return usageError("--root needs a folder.") }
      root = URL(fileURLWithPath: arguments[index + 1], relativeTo: currentFolder)
      arguments.removeSubrange(index...(index + 1))
    }
    guard let command = arguments.first else { return usageError("No command given.") }
    let rest = Array(arguments.dropFirst())
    if command == "help" || command == "--help" || command == "-h" {
      io.write(Self.usage + "\n")
      return 0
    }
    guard let folder = root.map(SnapshotFolder.init(root:)) ?? SnapshotFolder.find(from: currentFolder) else {
      return fail("No Package.swift at or above \(currentFolder.path); pass --root DIR.", code: 3)
    }
    do {
      switch command {
      case "pending": return pending(folder, rest)
      case "review": return try review(folder, rest)
      case "accept": return try resolve(folder, rest, verb: "Accepted", action: folder.accept)
      case "reject": return try resolve(folder, rest, verb: "Rejected", action: folder.reject)
      case "prune": return try prune(folder, rest)
      default: return usageError("Unknown command \"\(command)\".")
      }
    } catch {
      return fail("\(error)", code: 3)
    }
  }

  private func pending(_ folder: SnapshotFolder, _ arguments: [String]) -> Int32 {
    guard arguments.isEmpty else { return usageError("pending takes no arguments.") }
    let pending = folder.pending()
    guard !pending.isEmpty else {
      io.write("No pending snapshots.\n")
      return 0
    }
    io.write("\(pending.count) pending snapshot\(pending.count == 1 ? "" : "s"):\n")
    for item in pending {
      let isNew = !FileManager.default.fileExists(
        atPath: folder.root.appendingPathComponent(item.relativePath).path)
      io.write("  \(item.relativePath) (\(isNew ? "new" : "changed"))\n")
    }
    io.write("Review them with: swift run reducercheck review\n")
    return 1
  }

  private func review(_ folder: SnapshotFolder, _ arguments: [String]) throws -> Int32 {
    guard arguments.isEmpty else { return usageError("review takes no arguments.") }
    // Not a usage error: the whole help text after it would bury the one sentence that matters.
    guard io.isInteractive else {
      return fail(
        "review asks questions on a terminal, and there is none here (a pipe, CI, an editor's "
          + "task). Without one, list them with 'swift run reducercheck pending' and run "
          + "'swift run reducercheck accept [PATTERN ...]' or 'reject [PATTERN ...]' (no PATTERN: "
          + "every pending snapshot).", code: 2)
    }
    let pending = folder.pending()
    guard !pending.isEmpty else {
      io.write("No pending snapshots.\n")
      return 0
    }
    var accepted = 0
    var rejected = 0
    for (offset, item) in pending.enumerated() {
      let (reference, new) = try folder.bodies(of: item)
      io.write("\n[\(offset + 1)/\(pending.count)] \(item.relativePath)\n")
      if let reference {
        io.write((lineDiff(reference, new) ?? "(no change in the text)") + "\n")
      } else {
        io.write("(new snapshot)\n" + new + "\n")
      }
      answering: while true {
        io.write("Accept, reject, skip or quit? [a/r/s/q] ")
        switch io.readLine()?.lowercased().first {
        case "a":
          try folder.accept(item)
          accepted += 1
          break answering
        case "r":
          try folder.reject(item)
          rejected += 1
          break answering
        case "s": break answering
        case "q", nil:
          io.write("\nAccepted \(accepted), rejected \(rejected).\n")
          return folder.pending().isEmpty ? 0 : 1
        default: continue
        }
      }
    }
    io.write("\nAccepted \(accepted), rejected \(rejected).\n")
    return folder.pending().isEmpty ? 0 : 1
  }

  private func resolve(
    _ folder: SnapshotFolder, _ patterns: [String], verb: String,
    action: (SnapshotFolder.Pending) throws -> Void
  ) throws -> Int32 {
    let chosen = folder.pending().filter { item in
      patterns.isEmpty || patterns.contains { globMatches($0, item.relativePath) }
    }
    guard !chosen.isEmpty else {
      io.write(
        patterns.isEmpty
          ? "No pending snapshots.\n" : "No pending snapshot matches \(patterns.joined(separator: " ")).\n")
      return patterns.isEmpty ? 0 : 1
    }
    for item in chosen {
      try action(item)
      io.write("\(verb) \(item.relativePath)\n")
    }
    return 0
  }

  private func prune(_ folder: SnapshotFolder, _ arguments: [String]) throws -> Int32 {
    let deletes = arguments == ["--delete"]
    guard arguments.isEmpty || deletes else { return usageError("prune takes only --delete.") }
    guard let run = TestRunRecord.latest(in: folder.root) else {
      return fail(
        "No record of a test run in \(PackagePaths.runs): run the whole suite (swift test) first.",
        code: 3)
    }
    let when = run.date.formatted(.iso8601)
    guard !run.filtered else {
      return fail(
        """
        The last recorded run (\(when)) ran only some tests (--filter or --skip), so it cannot \
        tell which snapshots no test touches. Run the whole suite (swift test), then prune.
        """, code: 3)
    }
    guard !run.predatesBuild else {
      return fail(
        """
        The tests were built again after the last recorded run (\(when)): that run may not match \
        them, or a later run touched no snapshot. Run the whole suite (swift test), then prune.
        """, code: 3)
    }
    io.write("Using the run of \(when), which ran the whole suite.\n")
    let touched = run.touched
    let untouched = folder.references().filter { !touched.contains($0) }
    guard !untouched.isEmpty else {
      io.write("Every snapshot was touched by the last run.\n")
      return 0
    }
    io.write(
      "\(untouched.count) snapshot\(untouched.count == 1 ? "" : "s") no test touched in the last run"
        + " (if that run was filtered, run the whole suite first):\n")
    for path in untouched {
      if deletes { try folder.delete(path) }
      io.write("  \(deletes ? "deleted " : "")\(path)\n")
    }
    if !deletes { io.write("Delete them with: swift run reducercheck prune --delete\n") }
    return 0
  }

  private func usageError(_ message: String) -> Int32 {
    io.write("error: \(message)\n\n\(Self.usage)\n")
    return 2
  }

  private func fail(_ message: String, code: Int32) -> Int32 {
    io.write("error: \(message)\n")
    return code
  }
}
