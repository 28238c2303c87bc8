import Testing

@testable import ReducerCheck

/// Reading a call's arguments and closures out of a test's source, for the test a report prints.
@Suite struct CallSourceTextTests {
  @Test func argumentsSplitAtTopLevelCommasOnly() {
    let source = #"""
      $0.endpoint(\.client.search, named: "a, (b)", failures: .always(Failure(codes: [1, 2]))) { query in
        .always("\(query), done")
      }
      """#
    let call = CallSourceText.parse(call: "endpoint", in: source, line: 1)
    #expect(
      call?.arguments == [
        #"\.client.search"#, #"named: "a, (b)""#, "failures: .always(Failure(codes: [1, 2]))",
      ])
    #expect(call?.trailingClosure == "{ query in\n  .always(\"\\(query), done\")\n}")
  }

  @Test func labelledClosuresAfterTheTrailingOne() {
    let source = """
          $0.invariant("never back", model: Set<Int>()) { seen, before, _, after in
            seen.formUnion(before.ids)
          } holds: { seen, state in
            seen.isDisjoint(with: state.ids)  // a comment with a } brace
          }
      """
    let call = CallSourceText.parse(call: "invariant", in: source, line: 1)
    #expect(call?.arguments == [#""never back""#, "model: Set<Int>()"])
    #expect(call?.trailingClosure == "{ seen, before, _, after in\n  seen.formUnion(before.ids)\n}")
    #expect(
      call?.labelledClosures["holds"]
        == "{ seen, state in\n  seen.isDisjoint(with: state.ids)  // a comment with a } brace\n}")
  }

  @Test func aCallIsFoundOnlyOnItsLineAndByItsWholeName() {
    let source = "let a = 1\n$0.myEndpoint(x)\n$0.endpoint(y)"
    #expect(CallSourceText.parse(call: "endpoint", in: source, line: 2) == nil)
    #expect(CallSourceText.parse(call: "endpoint", in: source, line: 3)?.arguments == ["y"])
    #expect(CallSourceText.parse(call: "endpoint", in: source, line: 9) == nil)
  }

  @Test func aCallWithOnlyATrailingClosureHasNoArguments() {
    let source = "  dependencies {\n    $0.client.fetch = { 7 }\n  }\nredependencies { }"
    let call = CallSourceText.parse(call: "dependencies", in: source, line: 1)
    #expect(call?.arguments == [])
    #expect(call?.trailingClosure == "{\n  $0.client.fetch = { 7 }\n}")
    // Only the whole name: not one that ends with it.
    #expect(CallSourceText.parse(call: "dependencies", in: source, line: 4) == nil)
  }

  @Test func anUnfinishedCallGivesNothing() {
    #expect(CallSourceText.parse(call: "check", in: "check(Feature(), from: \"open", line: 1) == nil)
  }
}
