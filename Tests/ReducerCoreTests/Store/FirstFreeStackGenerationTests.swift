import ReducerCore
import Testing

/// A store never hands out a stack id its initial state already holds, wherever the stack is:
/// the walk that finds them skips what cannot hold a stack, and must still look everywhere else.
@Suite struct FirstFreeStackGenerationTests {
  struct Screen: Hashable { var count = 0 }
  struct Nested: Equatable { var inner = StackState<Screen>() }
  enum Destination: Equatable { case plain(Screen), nested(Nested) }
  final class Box { var nested = Nested() }

  /// A stack whose ids go up to `generation`.
  func stack(upTo generation: Int) -> StackState<Screen> {
    var stack = StackState<Screen>()
    for id in 0...generation { _ = stack.append(Screen(), id: StackElementID(generation: id)) }
    return stack
  }

  func nested(upTo generation: Int) -> Nested { Nested(inner: stack(upTo: generation)) }

  @Test func aStateWithoutStacksStartsAtZero() {
    struct Plain { var count = 0; var names = ["a"]; var screen = Screen() }
    #expect(firstFreeStackGeneration(in: Plain()) == 0)
    #expect(firstFreeStackGeneration(in: StackState<Screen>()) == 0)
  }

  @Test func stacksAreFoundWhereverTheyAreStored() {
    struct Root {
      var plain = 0
      var field: StackState<Screen>
      @PresentationState var presented: Destination?
      var inArray: [Nested]
      var inEnum: Destination
      var existential: Any
      var optional: StackState<Screen>?
      var inTuple: (Int, Nested)
      var inClass: Box
    }
    func root(_ change: (inout Root) -> Void) -> Root {
      var root = Root(
        field: [], inArray: [], inEnum: .plain(Screen()), existential: 0, optional: nil,
        inTuple: (0, Nested()), inClass: Box())
      change(&root)
      return root
    }
    #expect(firstFreeStackGeneration(in: root { _ in }) == 0)
    #expect(firstFreeStackGeneration(in: root { $0.field = stack(upTo: 2) }) == 3)
    #expect(firstFreeStackGeneration(in: root { $0.presented = .nested(nested(upTo: 4)) }) == 5)
    #expect(firstFreeStackGeneration(in: root { $0.inArray = [Nested(), nested(upTo: 6)] }) == 7)
    #expect(firstFreeStackGeneration(in: root { $0.inEnum = .nested(nested(upTo: 1)) }) == 2)
    #expect(firstFreeStackGeneration(in: root { $0.existential = nested(upTo: 8) }) == 9)
    #expect(firstFreeStackGeneration(in: root { $0.optional = stack(upTo: 3) }) == 4)
    #expect(firstFreeStackGeneration(in: root { $0.inTuple.1 = nested(upTo: 5) }) == 6)
    let box = Box()
    box.nested = nested(upTo: 10)
    #expect(firstFreeStackGeneration(in: root { $0.inClass = box }) == 11)
  }

  @Test func stacksInsideDictionariesAndSetsAreFound() {
    // Regression: a dictionary's storage is one builtin reference, which the type walk took for
    // a field that can hold nothing, so the stacks in its values went unseen.
    struct Tab: Hashable { var path: StackState<Screen> }
    struct Tabs { var title = ""; var tabs: [String: Tab] = [:] }
    struct Rows { var rows: Set<Tab> = [] }
    #expect(firstFreeStackGeneration(in: Tabs(tabs: ["a": Tab(path: stack(upTo: 3))])) == 4)
    #expect(firstFreeStackGeneration(in: Rows(rows: [Tab(path: stack(upTo: 2))])) == 3)
  }

  @Test func fieldsAfterTheFirstAreReadAtTheirOffsets() {
    // Read field by field in place (no existential, no tuple): each stack sits at its offset.
    struct Screens {
      var count = 0
      var title = "t"
      var first = StackState<Screen>()
      var second = StackState<Screen>()
    }
    #expect(firstFreeStackGeneration(in: Screens(second: stack(upTo: 5))) == 6)
    #expect(firstFreeStackGeneration(in: Screens(first: stack(upTo: 7))) == 8)
  }

  @Test func aStackInsideAStacksElementCounts() {
    var outer = StackState<Nested>()
    _ = outer.append(nested(upTo: 12), id: StackElementID(generation: 0))
    #expect(firstFreeStackGeneration(in: outer) == 13)
  }
}
