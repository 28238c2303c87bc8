import ReducerCore
import StateDump

/// What an action from an effect that outlived its child did to the children, if anything: the
/// line a stale delivery's report adds, or `nil` when it did nothing to them.
///
/// An effect a parent starts on a child's action is the child's when it serves the child (the
/// child's data, which then lands in the next child presented in its place), and the parent's
/// own when it serves the parent (a badge refreshed after any save). Both shapes are common, and
/// only what the delivery does tells them apart. It harms the children when it:
/// - raises a runtime warning (it reached for a child that is gone), or
/// - changes what is presented or stacked where the child lived, in any screen of that kind
///   (the next child's state, a push, a pop).
///
/// A child's place the runtime names by source line, not by key path (`ifCaseLet`), cannot be
/// looked at: the delivery counts as harmful there, as before this rule.
///
/// - Parameters:
///   - warned: Whether handling the action raised a runtime warning.
///   - child: The child the effect was started for, with its ancestors.
func staleDeliveryHarm(
  warned: Bool, before: Any, after: Any, child: NavigationIDPath
) -> String? {
  if warned { return "which went to a child that is gone (a runtime warning)" }
  for component in child.components.reversed() {
    guard case let .property(keyPath) = component.location else { return "" }
    let old = NavigationInspection.values(at: keyPath, in: before)
    let new = NavigationInspection.values(at: keyPath, in: after)
    guard let holder = firstChange(from: old, to: new) else { continue }
    let property = component.propertyDescription
    return "which changed \(holder.isEmpty ? property : "\(holder).\(property)")"
  }
  return nil
}

/// The holder whose value differs between two walks, or that only one of them has.
private func firstChange(
  from old: [(holder: String, value: Any)], to new: [(holder: String, value: Any)]
) -> String? {
  for (holder, value) in new {
    guard let previous = old.first(where: { $0.holder == holder }) else { return holder }
    if !isSame(previous.value, value) { return holder }
  }
  return old.first { entry in !new.contains { $0.holder == entry.holder } }?.holder
}

/// Equal by `==` where the values are `Equatable`, else by their dumps.
private func isSame(_ lhs: Any, _ rhs: Any) -> Bool {
  if let lhs = lhs as? any Equatable { return equals(lhs, rhs) }
  return stateDump(lhs) == stateDump(rhs)
}

private func equals<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
  (rhs as? Value).map { lhs == $0 } ?? false
}
