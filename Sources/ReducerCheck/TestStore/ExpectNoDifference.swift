import StateDump

/// Fails the test when two values differ, showing where, as TCA's `expectNoDifference` does.
///
/// ```swift
/// expectNoDifference(["Milk", "Eggs"], ["Milk", "Bread"])
/// ```
///
/// fails with
///
/// ```
/// expectNoDifference failed:
///
///       [
///         [0]: "Milk",
///     -   [1]: "Eggs"
///     +   [1]: "Bread"
///       ]
///
/// (First: -, Second: +)
/// ```
public func expectNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
  do {
    let first = try expression1()
    let second = try expression2()
    guard first != second else { return }
    let explanation = message().isEmpty ? "" : " \(message())"
    let diff =
      lineDiff(stateDump(first), stateDump(second))
      ?? "The values differ, but dump the same way:\n\(stateDump(first))"
    IssueReporter.fail(
      """
      expectNoDifference failed:\(explanation)

      \(diff.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))

      (First: -, Second: +)
      """,
      at: callSite)
  } catch {
    IssueReporter.fail("expectNoDifference failed: an expression threw \(error)", at: callSite)
  }
}

/// ``expectNoDifference(_:_:_:fileID:filePath:line:column:)`` under the name TCA 1.0's XCTest
/// code uses.
///
/// ```swift
/// XCTAssertNoDifference(store.state.count, 1)
/// ```
public func XCTAssertNoDifference<T: Equatable>(
  _ expression1: @autoclosure () throws -> T,
  _ expression2: @autoclosure () throws -> T,
  _ message: @autoclosure () -> String = "",
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  expectNoDifference(
    try expression1(), try expression2(), message(), fileID: fileID, filePath: filePath,
    line: line, column: column)
}
