import Foundation
import ReducerCore
import Testing

private struct Row: Identifiable, Equatable, Codable {
  var id: Int
  var title = ""
}

@Suite struct IdentifiedArrayTests {
  @Test func lookupInsertRemove() {
    var rows: IdentifiedArrayOf<Row> = [Row(id: 1), Row(id: 2)]
    #expect(rows[id: 2] == Row(id: 2))
    let appended = rows.append(Row(id: 1, title: "duplicate"))
    #expect(!appended)
    rows[id: 3] = Row(id: 3)
    rows[id: 1]?.title = "one"
    #expect(rows.ids == [1, 2, 3])
    #expect(rows[0].title == "one")
    rows.remove(id: 2)
    #expect(rows.ids == [1, 3])
    #expect(rows[id: 3] == Row(id: 3))
    rows.insert(Row(id: 0), at: 0)
    #expect(rows.ids == [0, 1, 3])
    rows.removeAll { $0.id == 1 }
    #expect(rows.ids == [0, 3])
    #expect(rows[id: 3] != nil)
  }

  @Test func codableRejectsDuplicateIDs() throws {
    let data = Data(#"[{"id":1,"title":""},{"id":1,"title":""}]"#.utf8)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(IdentifiedArrayOf<Row>.self, from: data)
    }
  }
}

@Suite struct StackStateTests {
  @Test func popFromAndPopTo() {
    var stack = StackState(["a", "b", "c", "d"])
    stack.pop(to: 2)
    #expect(Array(stack) == ["a", "b", "c"])
    stack.pop(from: 1)
    #expect(Array(stack) == ["a"])
    stack[id: 0] = nil
    #expect(stack.isEmpty)
  }

  @Test func equalityComparesIDsAndElements() {
    var first = StackState(["a"])
    var second = StackState<String>()
    second.append("a", id: 5)
    #expect(first != second)
    first = StackState(["a"])
    #expect(first == StackState(["a"]))
  }

  @Test func codableKeepsIDs() throws {
    var stack = StackState(["a", "b"])
    stack.pop(from: 1)
    stack.append("c")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(stack)
    #expect(String(decoding: data, as: UTF8.self) == #"[{"element":"a","id":0},{"element":"c","id":2}]"#)
    #expect(try JSONDecoder().decode(StackState<String>.self, from: data) == stack)
  }

  @Test func presentationStateCodesAsItsValue() throws {
    struct State: Codable, Equatable { @PresentationState var child: Int? = nil }
    var state = State()
    state.child = 3
    let data = try JSONEncoder().encode(state)
    #expect(String(decoding: data, as: UTF8.self) == #"{"child":3}"#)
    #expect(try JSONDecoder().decode(State.self, from: data) == state)
  }
}
