import ReducerCheck
import Testing

@testable import ExampleFeatures

@Suite struct CompositionInvariants {
  @Test func scopedChildren() async {
    await check(AppFeature(), from: AppFeature.State()) {
      $0.useAppFeatureGenerators()
      $0.transitionInvariant("results match the query they were searched for") { _, action, after in
        guard case let .search(.resultsLoaded(results)) = action else { return true }
        return results.allSatisfy { $0.hasPrefix(after.search.query) }
      }
    }
  }

  @Test func todos() async {
    await check(TodoList(), from: TodoList.State()) {
      $0.useTodoListGenerators()
    }
  }

  @Test func delegateFlow() async {
    await check(Parent(), from: Parent.State()) {
      $0.useParentGenerators()
      $0.transitionInvariant("saving appends the child's text") { before, action, after in
        guard case let .child(.presented(.delegate(.didSave(text)))) = action else { return true }
        return after.savedItems == before.savedItems + [text]
      }
    }
  }
}
