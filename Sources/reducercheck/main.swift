import Foundation
import SnapshotFiles

// Reviews, accepts, rejects and prunes ReducerCheck snapshots; `reducercheck help` says how.
let command = ToolCommand(
  io: .terminal, currentFolder: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
exit(command.run(Array(CommandLine.arguments.dropFirst())))
