/// Whether two values of unknown types are equal by `==`: `nil` when `lhs` is not `Equatable`,
/// `false` when `rhs` is of another type.
package func equalByValue(_ lhs: Any, _ rhs: Any) -> Bool? {
  guard let lhs = lhs as? any Equatable else { return nil }
  return isEqual(lhs, rhs)
}

private func isEqual<Value: Equatable>(_ lhs: Value, _ rhs: Any) -> Bool {
  (rhs as? Value).map { lhs == $0 } ?? false
}
