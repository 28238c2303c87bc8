import ReducerCore
import StateDump

extension ReproductionTest {
  /// The end of a test whose invariant broke on a late action: no more equal actions arrive
  /// after the breaking step's start than other work brings there. Where the late action wrote
  /// into the child presented after its own, in a property of the root (`editor`), the test
  /// counts only the actions that change that property: it then passes after either valid fix,
  /// cancelling the work with its child or keeping it out of the next child. For a `name` of
  /// "Name", it prints:
  ///
  /// ```swift
  /// // Sent by E1 "save note" after its child went away (see the report). Cancelled with
  /// // the child, or kept out of the editor shown after it, it changes no editor.
  /// let lateAction: Notes.Action = .saved(note: 1, stamp: "saved 1")
  /// #expect(
  ///   !store.handledActions.dropFirst(handled).contains {
  ///     $0.action == lateAction && $0.before.editor != $0.after.editor
  ///   },
  ///   "Name")
  /// ```
  func lateActionAssertion(_ name: String) -> [String] {
    guard let (action, effect, others) = lateAction else { return [] }
    let declaration = "  let lateAction: \(typeName(Feature.Action.self)) = \(swiftLiteral(action))"
    let otherWork = "other work sends it \(others == 1 ? "once" : "\(others) times") here"
    if let property = failure.lateDelivery?.writtenProperty, isMemberName(property) {
      let changes = "$0.action == lateAction && $0.before.\(property) != $0.after.\(property)"
      let holds =
        others == 0
        ? [
          "    !store.handledActions.dropFirst(handled).contains {", "      \(changes)", "    },",
        ]
        : [
          "    store.handledActions.dropFirst(handled).filter {", "      \(changes)",
          "    }.count <= \(others),",
        ]
      return [
        "  // Sent by \(effect) after its child went away (see the report). Cancelled with",
        "  // the child, or kept out of the \(property) shown after it, it changes no \(property)"
          + (others == 0 ? "." : ";"),
      ] + (others == 0 ? [] : ["  // \(otherWork)."]) + [declaration, "  #expect("] + holds + ["    \(name))"]
    }
    // Other work may send an equal action in the step: no more than it arrive.
    let (arrives, holds) =
      others == 0
      ? ("never arrives.", "!store.handledActions.dropFirst(handled).contains { $0.action == lateAction }")
      : (
        "never arrives; \(otherWork).",
        "store.handledActions.dropFirst(handled).filter { $0.action == lateAction }.count <= \(others)"
      )
    return [
      "  // Sent by \(effect) after its child went away (see the report): cancelled with",
      "  // the child, it \(arrives)",
      declaration,
      "  #expect(",
      "    \(holds),",
      "    \(name))",
    ]
  }
}
