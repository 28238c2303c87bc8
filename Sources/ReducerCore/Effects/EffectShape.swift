/// What an effect is made of, read without running it: its tree of kinds, the line each `.run`
/// was made at, and the ids it is cancellable or cancelled under.
///
/// A reducer run twice on one state and action returns effects of one shape unless it reads
/// something that changes between runs (a `Date()` in a cancel id, a random delay's branch):
/// the checker's determinism judge compares them. The actions `.send` carries are not compared
/// (the reductions they lead to are judged on their own).
package struct EffectShape: Equatable {
  private var parts: [Part] = []

  private enum Part: Equatable {
    case send
    case run(fileID: String, line: UInt)
    case merge(count: Int)
    case concatenate(count: Int)
    case cancellable(CancelID, cancelInFlight: Bool)
    case cancel(CancelID)
    case cancelNavigation(NavigationIDPath)
    case dismissListener(NavigationIDPath)
  }

  package init<Action>(of effect: Effect<Action>) {
    append(effect)
  }

  private mutating func append<Action>(_ effect: Effect<Action>) {
    switch effect.operation {
    case .none: return
    case .send: parts.append(.send)
    case let .run(run): parts.append(.run(fileID: run.fileID, line: run.line))
    case let .merge(effects):
      parts.append(.merge(count: effects.count))
      for index in effects.indices { append(effects[index]) }
    case let .concatenate(effects):
      parts.append(.concatenate(count: effects.count))
      for index in effects.indices { append(effects[index]) }
    case let .cancellable(id, cancelInFlight, inner):
      parts.append(.cancellable(id, cancelInFlight: cancelInFlight))
      append(inner)
    case let .cancel(id): parts.append(.cancel(id))
    case let .cancelNavigation(path): parts.append(.cancelNavigation(path))
    case let .dismissListener(path, _): parts.append(.dismissListener(path))
    }
  }
}
