import Testing

@testable import ReducerCore

private enum Action: Equatable {
  case nameChanged(String)
  case bioChanged(String)
  case element(id: Int, action: Bool)
  case nested(PresentationAction<Int>)
  case optional(Int?)
  case plain
}

@Suite struct CasePathTests {
  @Test func extractsOnlyItsOwnCase() {
    let name = CasePath(Action.nameChanged)
    let bio = CasePath(Action.bioChanged)
    #expect(name.extract(from: .nameChanged("a")) == "a")
    #expect(name.extract(from: .bioChanged("a")) == nil, "same payload type, other case")
    #expect(bio.extract(from: .bioChanged("b")) == "b")
    #expect(name.extract(from: .plain) == nil)
  }

  @Test func labelledAndNestedPayloads() {
    let element = CasePath(Action.element)
    #expect(element.extract(from: .element(id: 3, action: true))! == (id: 3, action: true))
    let nested = CasePath(Action.nested).appending(CasePath(PresentationAction<Int>.presented))
    #expect(nested.extract(from: .nested(.presented(4))) == 4)
    #expect(nested.extract(from: .nested(.dismiss)) == nil)
    #expect(nested.embed(5) == .nested(.presented(5)))
  }

  @Test func optionalPayloads() {
    let optional = CasePath(Action.optional)
    #expect(optional.extract(from: .optional(nil)) == .some(nil))
    #expect(optional.extract(from: .optional(1)) == .some(1))
  }

  @Test func modifyInPlace() {
    var action = Action.nameChanged("a")
    #expect(CasePath(Action.nameChanged).modify(&action) { $0 += "b" })
    #expect(action == .nameChanged("ab"))
    #expect(!CasePath(Action.bioChanged).modify(&action) { $0 += "c" })
    #expect(action == .nameChanged("ab"))
  }

  @Test("31. modify reaches a case through an optional root, as TCA 1.0 tests write it")
  func modifyThroughAnOptionalRoot() {
    // A user's trial: `try (/Destination.State.edit).modify(&$0.destination)` compiled and
    // silently did nothing.
    var destination: Action? = .nameChanged("a")
    #expect((/Action.nameChanged).modify(&destination) { $0 += "b" })
    #expect(destination == .nameChanged("ab"))
    #expect(!(/Action.bioChanged).modify(&destination) { $0 += "c" }, "another case")
    #expect(destination == .nameChanged("ab"))
    destination = nil
    #expect(!(/Action.nameChanged).modify(&destination) { $0 += "d" }, "nothing presented")
    #expect(destination == nil)
    // An optional's own case path still reads the optional.
    var count: Int? = 1
    #expect((/Optional<Int>.some).modify(&count) { $0 += 1 })
    #expect(count == 2)
  }

  @Test func explicitCasePath() {
    let path = CasePath<Action, String>(
      embed: Action.nameChanged,
      extract: { if case let .nameChanged(name) = $0 { name } else { nil } })
    #expect(path.extract(from: .nameChanged("x")) == "x")
    #expect(path.extract(from: .bioChanged("x")) == nil)
  }
}

@Suite struct EnumTagTests {
  private enum Mixed { case first(Int), second(String), empty, third(Int) }
  private indirect enum Tree { case leaf(Int), node(Tree, Tree) }
  private struct NotAnEnum { var value = 1 }

  @Test func tagsTellCasesApart() {
    let tags = [Mixed.first(1), .second("a"), .empty, .third(2)].map { enumTag(of: $0) }
    #expect(Set(tags.compactMap { $0 }).count == 4)
    #expect(enumTag(of: Mixed.first(1)) == enumTag(of: Mixed.first(9)))
    #expect(enumTag(of: Tree.leaf(1)) != enumTag(of: Tree.node(.leaf(1), .leaf(2))))
  }

  @Test func nonEnumsHaveNoTag() {
    #expect(enumTag(of: 5) == nil)
    #expect(enumTag(of: "text") == nil)
    #expect(enumTag(of: NotAnEnum()) == nil)
  }

  @Test func casePathsStillRejectAndExtractAfterLearningTheTag() {
    let path = CasePath(Mixed.third)
    #expect(path.extract(from: .third(3)) == 3)
    #expect(path.extract(from: .first(3)) == nil)
    #expect(path.extract(from: .empty) == nil)
    #expect(path.extract(from: .third(4)) == 4)
  }
}

@Suite struct EnumTagLayoutTests {
  private final class Box {}
  private enum Unit { case only }
  private enum Payloads { case box(Box), string(String), pair(Int, Int), none, also }
  private enum Nested<Value> { case value(Value), nothing, other(Value?) }

  /// Tags agree with reflection about which values share a case, across layouts.
  private func sameCaseByTag<T>(_ a: T, _ b: T) -> Bool? {
    guard let tagA = enumTag(of: a), let tagB = enumTag(of: b) else { return nil }
    return tagA == tagB
  }

  private func sameCaseByMirror(_ a: Any, _ b: Any) -> Bool {
    func label(_ value: Any) -> String {
      Mirror(reflecting: value).children.first?.label ?? String(describing: value)
    }
    return label(a) == label(b)
  }

  @Test func tagsMatchReflection() {
    let payloads: [Payloads] = [.box(Box()), .box(Box()), .string("a"), .pair(1, 2), .none, .also]
    for a in payloads {
      for b in payloads {
        #expect(sameCaseByTag(a, b) == sameCaseByMirror(a, b))
      }
    }
    let nested: [Nested<Payloads>] = [.value(.none), .value(.also), .nothing, .other(nil), .other(.also)]
    for a in nested {
      for b in nested {
        #expect(sameCaseByTag(a, b) == sameCaseByMirror(a, b))
      }
    }
    let actions: [PresentationAction<StackAction<Int, String>>] = [
      .dismiss, .presented(.popFrom(id: 1)), .presented(.push(id: 2, state: 3)),
    ]
    for a in actions {
      for b in actions {
        #expect(sameCaseByTag(a, b) == sameCaseByMirror(a, b))
      }
    }
    #expect(enumTag(of: Unit.only) == 0)
  }
}
