/// Whether two effects are made alike, read without running them: the same tree of kinds, the
/// same line for each `.run`, the same ids to be cancellable or cancelled under.
///
/// A reducer run twice on one state and action returns effects of one shape unless it reads
/// something that changes between runs (a `Date()` in a cancel id, a random delay's branch):
/// the checker's determinism judge compares them, once an action, so this allocates nothing.
/// The actions `.send` carries are not compared (the reductions they lead to are judged on
/// their own).
package func haveOneShape<Action>(_ lhs: Effect<Action>, _ rhs: Effect<Action>) -> Bool {
  switch (lhs.operation, rhs.operation) {
  case (.none, .none), (.send, .send): return true
  case let (.run(lhs), .run(rhs)): return lhs.line == rhs.line && lhs.fileID == rhs.fileID
  case let (.merge(lhs), .merge(rhs)), let (.concatenate(lhs), .concatenate(rhs)):
    guard lhs.count == rhs.count else { return false }
    for index in lhs.indices where !haveOneShape(lhs[index], rhs[index]) { return false }
    return true
  case let (.cancellable(lhsID, lhsInFlight, lhs), .cancellable(rhsID, rhsInFlight, rhs)):
    return lhsID == rhsID && lhsInFlight == rhsInFlight && haveOneShape(lhs, rhs)
  case let (.cancel(lhs), .cancel(rhs)): return lhs == rhs
  case let (.cancelNavigation(lhs), .cancelNavigation(rhs)): return lhs == rhs
  case let (.dismissListener(lhs, _), .dismissListener(rhs, _)): return lhs == rhs
  default: return false
  }
}
