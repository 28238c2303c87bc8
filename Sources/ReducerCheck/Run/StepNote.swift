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

extension Array where Element == StepNote {
  /// The notes as lines, the first `limit` in full and the rest folded into one line, so an
  /// effect ping-pong of a hundred thousand jobs stays a readable report:
  /// `… 99,980 more alike (received 49,990, started 49,990)`.
  func rendered(withLines: Bool, limit: Int = 20) -> [String] {
    let shown = prefix(limit).map { $0.rendered(withLines: withLines) }
    guard count > limit else { return shown }
    var kinds: [(name: String, count: Int)] = []
    for note in dropFirst(limit) {
      let name =
        switch note {
        case .received: "received"
        case .started: "started"
        case .cancelled: "cancelled"
        }
      if let index = kinds.firstIndex(where: { $0.name == name }) {
        kinds[index].count += 1
      } else {
        kinds.append((name, 1))
      }
    }
    let breakdown = kinds.map { "\($0.name) \(grouped($0.count))" }.joined(separator: ", ")
    return shown + ["… \(grouped(count - limit)) more alike (\(breakdown))"]
  }
}
