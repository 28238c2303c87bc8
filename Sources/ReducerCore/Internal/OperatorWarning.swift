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
func reportOperatorWarning(
  _ operatorName: String,
  fileID: StaticString,
  line: UInt,
  received what: String,
  action: Any,
  details: [(label: String, value: String)] = [],
  causes: [String]
) {
  let sections = [("Action", stateDumpLine(action))] + details
  let body = sections.map { "  \($0.0):\n    \($0.1)" }.joined(separator: "\n")
  let count = causes.count == 2 ? "two likely causes" : "these likely causes"
  RuntimeWarnings.report(
    """
    A "\(operatorName)" at "\(fileID):\(line)" received \(what).

    \(body)

    This is generally an application logic error, with \(count):
    \(causes.map { "• " + $0 }.joined(separator: "\n"))
    """,
    fileID: fileID,
    line: line,
    kind: .navigation
  )
}
