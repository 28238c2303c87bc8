import StateDump

/// Reports a runtime warning from a navigation operator in the one shape they all share:
///
/// ```
/// A "forEach" at "Feature.swift:42" received an action for a missing element.
///
///   Action:
///     .path(.element(id: #5, action: .tapped))
///   Ids in the stack:
///     [#0, #1]
///
/// This is generally an application logic error, with these likely causes:
/// • …
/// ```
///
/// - Parameters:
///   - operatorName: `ifLet`, `forEach`, `Scope`, …
///   - what: What it received, completing "received …".
///   - details: Labelled values shown under the action (state, ids).
///   - causes: The likely causes, each with what to do.
@usableFromInline func reportOperatorWarning(
  _ operatorName: String,
  fileID: StaticString,
  line: UInt,
  received what: String,
  action: Any,
  details: @escaping () -> [(label: String, value: String)] = { [] },
  causes: [String]
) {
  // Values held for a message written later (if ever): states and actions are values, and a
  // feature's are `Sendable`, but here they are type-erased.
  let action = UncheckedSendable(action)
  let details = UncheckedSendable(details)
  RuntimeWarnings.report(fileID: fileID, line: line, kind: .navigation) {
    let sections = [("Action", stateDumpLine(action.value))] + details.value()
    let body = sections.map { "  \($0.0):\n    \($0.1)" }.joined(separator: "\n")
    let count = causes.count == 2 ? "two likely causes" : "these likely causes"
    let article = operatorName.first.map { "aeiouAEIOU".contains($0) } == true ? "An" : "A"
    return """
      \(article) "\(operatorName)" at "\(fileID):\(line)" received \(what).

      \(body)

      This is generally an application logic error, with \(count):
      \(causes.map { "• " + $0 }.joined(separator: "\n"))
      """
  }
}

private struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
