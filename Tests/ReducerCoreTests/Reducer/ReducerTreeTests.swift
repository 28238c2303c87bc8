import Testing

@testable import ReducerCore

/// The checker reads what a tree node can do through `_asPresentation`, `_asStackPushing` and
/// `_asAbsentChildActions` instead of casting on every step: each must say exactly what a cast
/// would.
@Suite struct ReducerTreeTests {
  /// Every node in `reducer`'s tree, through operators, builders and bodies.
  private func nodes(of reducer: any Reducer) -> [any _ReducerTreeNode] {
    var nodes: [any _ReducerTreeNode] = []
    var pending: [any Reducer] = [reducer]
    while let next = pending.popLast() {
      if let node = next as? any _ReducerTreeNode {
        nodes.append(node)
        pending.append(contentsOf: node._sameDomainReducers)
      } else if let body = next._bodyReducer {
        pending.append(body)
      }
    }
    return nodes
  }

  @Test func capabilitiesMatchConformances() {
    let roots: [any Reducer] = [
      PresentingParent(), StackParent(), AlertParent(), Grandparent(), TwoCaseParent(),
    ]
    let all = roots.flatMap(nodes(of:))
    #expect(all.count > 5)
    #expect(all.contains { $0._asPresentation != nil })
    #expect(all.contains { $0._asStackPushing != nil })
    for node in all {
      #expect((node._asPresentation != nil) == (node is any _PresentationNode), "\(type(of: node))")
      #expect((node._asStackPushing != nil) == (node is any _StackPushing), "\(type(of: node))")
      #expect(
        (node._asAbsentChildActions != nil) == (node is any _AbsentChildActions), "\(type(of: node))")
    }
  }

  @Test func caseLabelsAreCaseNamesEvenForEnumsThatDescribeThemselves() {
    enum Tab: CustomStringConvertible {
      case home, settings(Int)
      var description: String { "A tab" }
    }
    #expect(caseLabel(of: Tab.home) == "home")
    #expect(caseLabel(of: Tab.settings(1)) == "settings")
    #expect(enumCaseLabel(of: Tab.home) == "home")
  }
}
