import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

@Suite struct ListaSnapshots {
  @Test func trace() async {
    await expectTraceSnapshot(of: Lista(), from: Lista.State()) { $0.useListaGenerators() }
  }

  @Test func navigationMap() async {
    await expectNavigationMap(of: Lista(), from: Lista.State()) { $0.useListaGenerators() }
  }
}
