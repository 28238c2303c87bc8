import ReducerCore
import StateDump

/// Changes the payload of one case of an enum in place, and fails the test when the value is
/// another case: TCA 1.0's way to write an expected change inside a destination or a stack
/// element.
///
/// ```swift
/// await store.send(.path(.element(id: 0, action: .detail(.titleChanged("Hi"))))) {
///   XCTModify(&$0.path[id: 0], case: /Path.State.detail) { $0.title = "Hi" }
/// }
/// ```
///
/// The root may be an optional of the enum (`$0.path[id: 0]`, `$0.destination`). When it is
/// nil or another case, the test fails with `XCTModify failed: expected Path.State? to hold a
/// Detail.State, got …` and the root is left alone.
public func XCTModify<Root, Case>(
  _ root: inout Root,
  case casePath: CasePath<Root, Case>,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Case) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  var thrown: (any Error)?
  let matched = casePath.modify(&root) { value in
    do { try body(&value) } catch { thrown = error }
  }
  let message = message()
  let note = message.isEmpty ? "" : " - \(message)"
  guard matched else {
    IssueReporter.fail(
      "XCTModify failed: expected \(typeName(Root.self)) to hold a \(typeName(Case.self)), got \(stateDumpLine(root))\(note)",
      at: callSite)
    return
  }
  if let thrown { IssueReporter.fail("XCTModify failed: the body threw \(thrown)\(note)", at: callSite) }
}

/// `XCTModify(_:case:_:_:)` for an optional: changes the wrapped value in place, and fails the
/// test when it is nil.
///
/// ```swift
/// await store.send(.editor(.presented(.nameChanged("a")))) {
///   XCTModify(&$0.editor) { $0.name = "a" }
/// }
/// ```
public func XCTModify<Wrapped>(
  _ optional: inout Wrapped?,
  _ message: @autoclosure () -> String = "",
  _ body: (inout Wrapped) throws -> Void,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  XCTModify(
    &optional, case: CasePath(embed: { $0 }, extract: { $0 }), message(), body, fileID: fileID,
    filePath: filePath, line: line, column: column)
}
