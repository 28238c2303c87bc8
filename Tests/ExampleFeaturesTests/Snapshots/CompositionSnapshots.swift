import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

@Suite struct CompositionSnapshots {
  @Test func appFeatureTrace() async {
    await expectTraceSnapshot(of: AppFeature(), from: AppFeature.State()) { $0.useAppFeatureGenerators() }
  }

  @Test func todoListTrace() async {
    await expectTraceSnapshot(of: TodoList(), from: TodoList.State()) { $0.useTodoListGenerators() }
  }

  @Test func parentChildTrace() async {
    await expectTraceSnapshot(of: Parent(), from: Parent.State()) { $0.useParentGenerators() }
  }

  @Test func parentChildNavigationMap() async {
    await expectNavigationMap(of: Parent(), from: Parent.State()) { $0.useParentGenerators() }
  }
}
