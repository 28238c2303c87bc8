import Foundation
import StateDump
import Testing

private struct Item: Equatable {
  var id: Int
  var name: String
  var tags: Set<String> = []
}

private enum Destination {
  case detail(Item)
  case edit(id: Int, draft: String)
  case loaded(Int, String)
  case none
}

private struct Feature {
  struct State {
    var items: [Item] = []
    var destination: Destination?
    var counts: [String: Int] = [:]
  }
}

private final class Node {
  var next: Node?
}

private struct Token: CustomStateDumpStringConvertible {
  var stateDumpDescription: String { "#7" }
}

@Suite struct StateDumpTests {
  @Test func structsPrintOneFieldPerLineWithoutModulePrefix() {
    let state = Feature.State(
      items: [Item(id: 1, name: "a", tags: ["b", "a"])], destination: nil, counts: [:])
    #expect(
      stateDump(state) == """
        Feature.State(
          items: [
            [0]: Item(
              id: 1,
              name: "a",
              tags: Set([
                "a",
                "b"
              ])
            )
          ],
          destination: nil,
          counts: [:]
        )
        """)
  }

  @Test func optionalsAreInvisibleAndEnumsPrintAsCases() {
    #expect(stateDumpLine(Destination?.some(.none) as Any) == ".none")
    #expect(
      stateDumpLine(Destination.detail(Item(id: 2, name: "b")))
        == ".detail(Item(id: 2, name: \"b\", tags: Set([])))")
    #expect(stateDumpLine(Destination.edit(id: 3, draft: "x")) == ".edit(id: 3, draft: \"x\")")
    // Unlabelled payloads print as Swift writes them (reflection labels them `.0`, `.1`).
    #expect(stateDumpLine(Destination.loaded(1, "a")) == ".loaded(1, \"a\")")
    var source = StateDumpOptions()
    source.writesSwiftSource = true
    #expect(stateDumpLine(Destination.loaded(1, "a"), options: source) == ".loaded(1, \"a\")")
    #expect(stateDump(Optional<Int>.none as Any) == "nil")
    #expect(stateDump(Optional(5) as Any) == "5")
  }

  @Test func enumsThatDescribeThemselvesPrintByCaseName() {
    // Regression: a case without a payload printed its description (`.All items`), which a
    // pasted reproduction cannot compile.
    enum Filter: CustomStringConvertible {
      case all, done
      var description: String { self == .all ? "All items" : "Done items" }
    }
    struct Listing { var filter: Filter }
    #expect(stateDumpLine(Filter.all) == ".all")
    #expect(stateDumpLine(Listing(filter: .done)).hasSuffix("Listing(filter: .done)"))
    var source = StateDumpOptions()
    source.writesSwiftSource = true
    #expect(stateDumpLine(Listing(filter: .done), options: source).hasSuffix("Listing(filter: .done)"))
  }

  /// A property wrapper as ReducerCore's are: mirrored as its value, known to be one.
  struct Wrapped: CustomReflectable, _MirrorsWrappedValue {
    var wrappedValue: Int?
    var customMirror: Mirror { Mirror(reflecting: wrappedValue as Any) }
    static var _mirroredType: Any.Type { Int?.self }
  }
  struct Money: CustomStateDumpRepresentable {
    var cents: Int
    var stateDumpValue: Any { "\(cents) cents" }
  }

  @Test func swiftSourceNamesAFieldAsItsMemberwiseInitializerDoes() {
    // Regression: a plain stored `_cache` printed as `cache:`, which the memberwise initializer
    // does not take; so did a field whose type mirrors or dumps as another (Substring, Money).
    // Only a wrapper known to mirror its value (`@PresentationState`) is initialized by the
    // property's own name.
    struct Holder {
      var _cache = 1
      var _query: Substring = "a"
      var _price = Money(cents: 3)
      var _sheet = Wrapped(wrappedValue: 2)
    }
    var source = StateDumpOptions()
    source.writesSwiftSource = true
    #expect(
      stateDumpLine(Holder(), options: source).hasSuffix(
        #"Holder(_cache: 1, _query: "a", _price: StateDumpTests.Money(cents: 3), sheet: 2)"#))
    // A dump for people shows every field under the property's name.
    #expect(stateDumpLine(Holder()).hasSuffix(#"Holder(cache: 1, query: "a", price: "3 cents", sheet: 2)"#))
  }

  @Test func swiftSourceWritesWhatAnAnyHashableHolds() {
    // Regression: `AnyHashable(value: Point(x: 1))`, which does not compile.
    struct Point: Hashable { var x = 1 }
    struct Holder { var key = AnyHashable(Point()); var keys: [AnyHashable] = [AnyHashable(Point()), 2] }
    var source = StateDumpOptions()
    source.writesSwiftSource = true
    #expect(
      stateDumpLine(Holder(), options: source).hasSuffix(
        "Point(x: 1), keys: [StateDumpTests.Point(x: 1), 2])"))
  }

  @Test func dictionariesAndSetsAreSortedNumericAware() {
    #expect(
      stateDumpLine(["item10": 1, "item2": 2, "a": 3])
        == "[a: 3, \"item2\": 2, \"item10\": 1]".replacingOccurrences(of: "[a:", with: "[\"a\":"))
    #expect(stateDumpLine(Set([10, 9, 100])) == "Set([9, 10, 100])")
  }

  @Test func stringsAreEscaped() {
    #expect(stateDump("a\"b\\c\nd\t\u{1}") == #""a\"b\\c\nd\t\u{1}""#)
  }

  @Test func platformIndependentLeaves() {
    #expect(
      stateDump(UUID(uuidString: "DEADBEEF-0000-0000-0000-00000000000A")!)
        == "UUID(DEADBEEF-0000-0000-0000-00000000000A)")
    // What the test `uuid` dependency makes prints as the Swift that makes it.
    #expect(stateDump(UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!) == "UUID(10)")
    #expect(stateDump(Date(timeIntervalSince1970: 1_234_567_890)) == "Date(2009-02-13T23:31:30Z)")
    #expect(stateDump(Date(timeIntervalSince1970: 1_234_567_890.25)) == "Date(2009-02-13T23:31:30.250Z)")
    #expect(stateDump(1.5) == "1.5")
    #expect(stateDump(true) == "true")
    #expect(stateDump(Int.self) == "Int.self")
  }

  @Test func cyclesAreCut() {
    let node = Node()
    node.next = node
    #expect(stateDumpLine(node) == "Node(next: Node(↩︎))")
  }

  @Test func customDescriptions() {
    #expect(stateDump([Token()]) == "[\n  [0]: #7\n]")
  }

  @Test func sameValueSameText() {
    let state = Feature.State(
      items: [], destination: .edit(id: 1, draft: ""), counts: ["b": 2, "a": 1, "c": 3])
    #expect(stateDump(state) == stateDump(state))
    #expect(stateDumpLine(state).contains("counts: [\"a\": 1, \"b\": 2, \"c\": 3]"))
  }
}

@Suite struct TypeNameTests {
  @Test func dropsModules() {
    #expect(typeName(Feature.State.self) == "Feature.State")
    #expect(typeName([Item].self) == "Array<Item>")
    #expect(typeName(Int?.self) == "Int?")
    #expect(typeName(Dictionary<String, Item?>.self) == "Dictionary<String, Item?>")
  }

  @Test func aTypeNestedInAGenericTypeKeepsItsDot() {
    // Regression: written "Outer<Int>Mode", which a printed test cannot compile.
    #expect(typeName(Outer<Int>.Mode.self) == "Outer<Int>.Mode")
    #expect(typeName(Outer<Outer<Int>.Mode>.Mode?.self) == "Outer<Outer<Int>.Mode>.Mode?")
  }
}

struct Outer<Value> {
  enum Mode { case idle }
}

@Suite struct NaturalOrderTests {
  @Test func digitsCompareAsNumbers() {
    #expect(["b10", "b2", "a", "b1"].sorted(by: naturalOrder) == ["a", "b1", "b2", "b10"])
    #expect(naturalOrder("#2", "#10"))
    #expect(!naturalOrder("#10", "#2"))
    #expect(["1", "01"].sorted(by: naturalOrder) == ["01", "1"])
  }
}

@Suite struct StateDiffTests {
  private struct Counter { var count: Int; var step: Int }

  @Test func marksChangedLines() {
    #expect(
      stateDiff(Counter(count: 1, step: 1), Counter(count: 2, step: 1)) == """
          StateDiffTests.Counter(
        -   count: 1,
        +   count: 2,
            step: 1
          )
        """)
  }

  @Test func equalValuesHaveNoDiff() {
    #expect(stateDiff(Counter(count: 1, step: 1), Counter(count: 1, step: 1)) == nil)
  }

  @Test func foldsLongUnchangedRuns() {
    let old = (0..<20).map { "line \($0)" }
    var new = old
    new[10] = "changed"
    let diff = lineDiff(old.joined(separator: "\n"), new.joined(separator: "\n"))
    #expect(
      diff == """
          … (8 unchanged)
          line 8
          line 9
        - line 10
        + changed
          line 11
          line 12
          … (7 unchanged)
        """)
  }

  @Test func insertionsAndDeletions() {
    #expect(lineDiff("a\nb\nc", "a\nc\nd") == "  a\n- b\n  c\n+ d")
  }
}

private struct Account {
  var id: UUID
  var friend: UUID
  var password: String
  var created: Date
}

private struct Secret: Hashable { var value: Int }

private struct Wrapper: CustomStateDumpRepresentable {
  var hidden = "bookkeeping"
  var shown = 3
  var stateDumpValue: Any { shown }
}

@Suite struct StateDumpOptionsTests {
  let a = UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000001")!
  let b = UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000002")!

  @Test func identifiersAreRedactedPreservingIdentity() {
    let account = Account(id: a, friend: a, password: "x", created: Date(timeIntervalSince1970: 0))
    #expect(
      stateDumpLine(account, options: .snapshot) == """
        Account(id: UUID#1, friend: UUID#1, password: "x", created: Date#1)
        """)
    var dumper = StateDumper(options: .snapshot)
    _ = dumper.dump([b])
    #expect(dumper.dumpLine([a, b]) == "[UUID#2, UUID#1]", "numbering carries across dumps")
  }

  @Test func countedUUIDsPrintByTheirCountSoInsertingOneRenamesNothing() {
    func counted(_ count: Int) -> UUID {
      UUID(uuidString: "00000000-0000-0000-0000-" + String(format: "%012X", count))!
    }
    #expect(
      stateDumpLine([counted(0), counted(10), a], options: .snapshot)
        == "[UUID(0), UUID(10), UUID#1]")
    // Numbered by appearance, the new first id would take UUID#1 and rename the others.
    #expect(stateDumpLine([counted(1), counted(2)], options: .snapshot) == "[UUID(1), UUID(2)]")
    #expect(
      stateDumpLine([counted(0), counted(1), counted(2)], options: .snapshot)
        == "[UUID(0), UUID(1), UUID(2)]")
  }

  @Test func userRedactionsByTypeAndKeyPath() {
    var options = StateDumpOptions()
    options.redactions = [.type(Secret.self), .keyPath(\Account.password)]
    let account = Account(id: a, friend: b, password: "hunter2", created: Date(timeIntervalSince1970: 0))
    let line = stateDumpLine(account, options: options)
    #expect(line.contains("password: Account.password#1"))
    #expect(!line.contains("hunter2"))
    #expect(
      stateDumpLine([Secret(value: 1), Secret(value: 2), Secret(value: 1)], options: options)
        == "[Secret#1, Secret#2, Secret#1]")
  }

  @Test func hugeValuesFold() {
    var options = StateDumpOptions()
    options.maxElements = 3
    #expect(stateDumpLine(Array(1...10), options: options) == "[1, 2, 3, … 7 more elements]")
    options.maxDepth = 2
    #expect(stateDumpLine([[[1]]], options: options) == "[[…]]")
  }

  @Test func anArrayOnOneLineReadsAsALiteralAndKeepsPositionsOnSeveral() {
    // Regression: `tags: [[0]: 2]` read as a dictionary keyed by an array.
    #expect(stateDumpLine(["ba 1", "ba 2"]) == #"["ba 1", "ba 2"]"#)
    #expect(stateDumpLine([[1]: "a"]) == #"[[1]: "a"]"#, "a key is not a position")
    #expect(stateDump(["a", "b"]) == "[\n  [0]: \"a\",\n  [1]: \"b\"\n]")
  }

  @Test func customRepresentation() {
    #expect(stateDumpLine(Wrapper()) == "3")
  }
}

/// One line per changed field, for reports and traces.
@Suite struct FieldChangesTests {
  struct Contact: Equatable { var id: Int; var name: String }
  struct Contacts: Equatable {
    var contacts: [Contact]
    var sheet: Sheet?
  }
  enum Sheet: Equatable { case edit(Contact), share(Int) }

  @Test func changedFieldsNameTheirPath() {
    let before = Contacts(
      contacts: [Contact(id: 1, name: "Blob")], sheet: .edit(Contact(id: 1, name: "Blob")))
    let after = Contacts(contacts: [Contact(id: 1, name: "Blob Sr")], sheet: .edit(Contact(id: 1, name: "B")))
    #expect(
      fieldChanges(before, after) == [
        #"contacts[0].name: "Blob" → "Blob Sr""#,
        #"sheet.edit.name: "Blob" → "B""#,
      ])
  }

  @Test func anInsertedElementIsOneAddedLine() {
    let before = Contacts(contacts: [Contact(id: 1, name: "a"), Contact(id: 2, name: "b")], sheet: nil)
    let after = Contacts(
      contacts: [Contact(id: 0, name: "new"), Contact(id: 1, name: "a"), Contact(id: 2, name: "b")],
      sheet: nil)
    #expect(
      fieldChanges(before, after) == [#"contacts[0] added: FieldChangesTests.Contact(id: 0, name: "new")"#])
    #expect(
      fieldChanges(after, before) == [#"contacts[0] removed: FieldChangesTests.Contact(id: 0, name: "new")"#])
  }

  @Test func anotherCaseOrPresenceChangesTheWholeValue() {
    let none = Contacts(contacts: [], sheet: nil)
    let shared = Contacts(contacts: [], sheet: .share(3))
    let edited = Contacts(contacts: [], sheet: .edit(Contact(id: 1, name: "a")))
    #expect(fieldChanges(none, shared) == ["sheet: nil → .share(3)"])
    #expect(
      fieldChanges(shared, edited) == [
        #"sheet: .share(3) → .edit(FieldChangesTests.Contact(id: 1, name: "a"))"#
      ])
    #expect(fieldChanges(edited, edited).isEmpty)
    #expect(fieldChanges(1, 2) == ["state: 1 → 2"])
  }

  @Test func dictionariesMatchByKey() {
    #expect(
      fieldChanges(["a": 1, "b": 2], ["a": 1, "b": 3, "c": 4]) == [#"["b"]: 2 → 3"#, #"["c"] added: 4"#])
    // A key that prints like a position (an array) is still a key.
    #expect(fieldChanges([[0]: 1], [[0]: 1, [1]: 2]) == ["[[1]] added: 2"])
  }

  struct Words: CustomStateDumpStringConvertible {
    var text: String
    var stateDumpDescription: String { text }
  }

  @Test func valuesThatReadAlikeOnOneLineStillDiffer() {
    // One element whose text has a comma, or two: alike without positions, not the same state.
    let one = [Words(text: "a, b")]
    let two = [Words(text: "a"), Words(text: "b")]
    #expect(stateDumpLine(one) == stateDumpLine(two))
    #expect(!fieldChanges(one, two).isEmpty)
  }

  /// Mirrors as a stack does: elements labelled by their ids.
  struct Stack: CustomReflectable {
    var ids: [Int]
    var customMirror: Mirror {
      Mirror(self, children: ids.map { (label: "#\($0)", value: $0 as Any) }, displayStyle: .collection)
    }
  }

  @Test func aStackElementIsNamedByItsIDEvenWhenTheStackWasEmpty() {
    // Regression: the first push read `path[0] added` where the rest of the story says `path[#0]`.
    #expect(fieldChanges(Stack(ids: []), Stack(ids: [0])) == ["[#0] added: 0"])
    #expect(fieldChanges(Stack(ids: [0]), Stack(ids: [0, 1])) == ["[#1] added: 1"])
  }
}
