import ReducerCore
import Testing

@testable import ReducerCheck

/// Coverage counts actions by the chain of cases they are, through presentation, stack and
/// identified-array wrappers, down to the feature's own case.
@Suite struct ActionCaseLabelTests {
  enum Child: Equatable { case tapped, textChanged(String), pair(Int, String), nested(Inner) }
  enum Inner: Equatable { case go }
  struct Payload: Equatable { var value = 1 }
  enum Root: Equatable {
    case child(PresentationAction<Child>)
    case path(StackAction<Child, Child>)
    case plain
    case value(Payload)
    case optional(Child?)
  }

  @Test func chainsOfCases() {
    #expect(actionCaseLabel(Root.plain) == "plain")
    #expect(actionCaseLabel(Root.value(Payload())) == "value")
    #expect(actionCaseLabel(Root.child(.dismiss)) == "child.dismiss")
    #expect(actionCaseLabel(Root.child(.presented(.tapped))) == "child.presented.tapped")
    #expect(actionCaseLabel(Root.child(.presented(.textChanged("a")))) == "child.presented.textChanged")
    #expect(actionCaseLabel(Root.child(.presented(.pair(1, "b")))) == "child.presented.pair")
    #expect(actionCaseLabel(Root.child(.presented(.nested(.go)))) == "child.presented.nested.go")
    #expect(actionCaseLabel(Root.path(.element(id: 3, action: .tapped))) == "path.element.tapped")
    #expect(actionCaseLabel(Root.path(.popFrom(id: 3))) == "path.popFrom")
    #expect(actionCaseLabel(Root.optional(.tapped)) == "optional")
    #expect(actionCaseLabel("not an enum") == "")
  }
}
