/// Something a step caused besides its own state change, as reports and traces tell it.
enum StepNote: Equatable {
  /// The reducer handled an action that did not come from the user.
  case received(action: String, origin: String)
  /// An effect started.
  case started(effect: String, fileID: String, line: UInt, path: String, startedFor: String?)
  /// An effect was cancelled.
  case cancelled(effect: String)

  /// The note with source lines (for failure reports), or without them (for trace snapshots,
  /// which must not change when unrelated lines move).
  func rendered(withLines: Bool) -> String {
    switch self {
    case let .received(action, origin):
      return "received \(action)\(origin)"
    case let .started(effect, fileID, line, path, startedFor):
      let site = withLines ? "\(fileID):\(line)" : fileID
      return "started \(effect) at \(site) in \(path)" + (startedFor.map { ", for \($0)" } ?? "")
    case let .cancelled(effect):
      return "cancelled \(effect)"
    }
  }
}
