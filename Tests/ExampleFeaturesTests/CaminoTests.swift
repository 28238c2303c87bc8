import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

@Suite struct CaminoTests {
  @Test func apilarVolverYRaíz() async {
    let store = TestStore(initialState: App.State()) { App() }
    await store.send(.perfilTocado) { $0.camino.append(.perfil(Perfil.State())) }
    await store.send(.ajustesTocado) { $0.camino.append(.ajustes(Ajustes.State())) }
    await store.send(.camino(.element(id: 1, action: .ajustes(.notificacionesCambiadas(false))))) {
      $0.camino[id: 1] = .ajustes(Ajustes.State(notificaciones: false))
    }
    await store.send(.volverTocado) { $0.camino.removeLast() }
    await store.send(.raízTocada) { $0.camino.removeAll() }
  }

  @Test func elRelojDelPerfilSeCancelaAlDesapilar() async {
    let clock = TestClock()
    let store = TestStore(initialState: App.State()) {
      App()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.perfilTocado) { $0.camino.append(.perfil(Perfil.State())) }
    await store.send(.camino(.element(id: 0, action: .perfil(.apareció))))
    await clock.advance(by: .seconds(1))
    await store.receive(.camino(.element(id: 0, action: .perfil(.tic)))) {
      $0.camino[id: 0] = .perfil(Perfil.State(segundos: 1))
    }
    await store.send(.camino(.popFrom(id: 0))) { $0.camino.removeAll() }
    await clock.advance(by: .seconds(3))
  }

  @Test func ajustesSeCierraSoloYDesapilaLoDeEncima() async {
    // A deep link: profile, settings, profile.
    let store = TestStore(
      initialState: App.State(
        camino: StackState([.perfil(Perfil.State()), .ajustes(Ajustes.State()), .perfil(Perfil.State())]))
    ) { App() }
    await store.send(.camino(.element(id: 1, action: .ajustes(.cerrarTocado))))
    await store.receive(.camino(.popFrom(id: 1))) { $0.camino.pop(from: 1) }
  }

  @Test func apilarDesdeUnEnlace() async {
    let store = TestStore(initialState: App.State()) { App() }
    await store.send(.camino(.push(id: 0, state: .ajustes(Ajustes.State())))) {
      $0.camino.append(.ajustes(Ajustes.State()), id: 0)
    }
    await store.send(.perfilTocado) { $0.camino.append(.perfil(Perfil.State())) }
    #expect(store.state.camino.ids == [0, 1])
  }
}
