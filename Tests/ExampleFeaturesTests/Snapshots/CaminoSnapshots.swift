import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

@Suite struct CaminoSnapshots {
  @Test func deepLink() async {
    let store = TestStore(initialState: App.State()) { App() }
    store.exhaustivity = .off
    await store.send(.perfilTocado)
    await store.send(.ajustesTocado)
    await store.send(.camino(.element(id: 1, action: .ajustes(.notificacionesCambiadas(false)))))
    expectSnapshot(of: store.state, named: "two-screens")
  }

  @Test func trace() async {
    await expectTraceSnapshot(of: App(), from: App.State()) { $0.useCaminoGenerators() }
  }

  @Test func navigationMap() async {
    await expectNavigationMap(of: App(), from: App.State()) { $0.useCaminoGenerators() }
  }
}
