import ReducerCore
import StateDump

/// Something a step caused besides its own state change, as reports and traces tell it.
///
/// Notes keep values, not text: most steps are never reported, and an effect loop records
/// thousands of notes, so the text is written only when a report or trace asks for it.
enum StepNote<Action> {
  /// The reducer handled an action that did not come from the user.
  case received(action: Action, origin: Origin)
  /// An effect started, in `path`; `startedFor` is the child it was started for when that is
  /// not where it runs, and `startedOn` the child's action that started it, if any.
  case started(
    effect: EffectName, fileID: String, line: UInt, path: NavigationIDPath,
    startedFor: NavigationIDPath?, startedOn: Action?)
  /// An effect was cancelled.
  case cancelled(effect: EffectName)

  /// Where a received action came from.
  enum Origin {
    case user
    case synchronous
    case effect(EffectName)
    case dismissal

    var text: String {
      switch self {
      case .user: ""
      case .synchronous: " (sent with .send)"
      case let .effect(name): " from \(name)"
      case .dismissal: " (the child called dismiss())"
      }
    }
  }

  /// `, for detail`: the child an effect was started for; for one started on that child's
  /// `.delegate` message, `, on a .delegate message of detail`, since it usually serves the
  /// parent or another child (the screen the parent pushes), though it must not write into the
  /// next child shown at the sender's place. Decided only when a note is written: telling a
  /// delegate message reflects on the action. In a verdict, without the leading comma.
  static func purpose(
    _ startedFor: NavigationIDPath?, _ startedOn: Action?, inAVerdict: Bool = false
  ) -> String {
    guard let startedFor else { return "" }
    let purpose =
      startedOn.map(isDelegateMessage) ?? false
      ? "on a .delegate message of \(startedFor)" : "for \(startedFor)"
    return inAVerdict ? purpose : ", " + purpose
  }

  /// The note with source lines (for failure reports), or without them (for trace snapshots,
  /// which must not change when unrelated lines move).
  func rendered(withLines: Bool) -> String {
    switch self {
    case let .received(action, origin):
      return "received \(stateDumpLine(action))\(origin.text)"
    case let .started(effect, fileID, line, path, startedFor, startedOn):
      let site = withLines ? "\(fileID):\(line)" : fileID
      return "started \(effect) at \(site) in \(path)" + Self.purpose(startedFor, startedOn)
    case let .cancelled(effect):
      return "cancelled \(effect)"
    }
  }
}

/// How reports name an effect: `E3`, or `E3 "api.fetch"` when it called a controlled endpoint.
struct EffectName: CustomStringConvertible {
  let id: EffectRecord.ID
  let endpoint: String?

  var description: String { endpoint.map { "E\(id + 1) \"\($0)\"" } ?? "E\(id + 1)" }
}

extension Array {
  /// The notes as lines: a run of the same line once, counted (`received .tick from E1 (50
  /// times)`); the first `limit` lines in full and the rest folded into one line, so an effect
  /// ping-pong of a hundred thousand jobs stays a readable report:
  /// `… 99,980 more alike (received 49,990, started 49,990)`.
  func rendered<Action>(withLines: Bool, limit: Int = 20) -> [String] where Element == StepNote<Action> {
    var runs: [(line: String, count: Int)] = []
    var folded = endIndex
    for index in indices {
      let line = self[index].rendered(withLines: withLines)
      if runs.last?.line == line {
        runs[runs.count - 1].count += 1
      } else if runs.count == limit {
        folded = index
        break
      } else {
        runs.append((line, 1))
      }
    }
    let shown = runs.map { $0.count == 1 ? $0.line : "\($0.line) (\(grouped($0.count)) times)" }
    guard folded < endIndex else { return shown }
    var kinds: [(name: String, count: Int)] = []
    for note in self[folded...] {
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
    return shown + ["… \(grouped(count - folded)) more alike (\(breakdown))"]
  }
}
