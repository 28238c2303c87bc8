import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

@Suite struct ListaTests {
  @Test func unSoloDestinoALaVez() async {
    let store = TestStore(initialState: Lista.State()) { Lista() }
    await store.send(.detalleTocado) { $0.destino = .detalle(Detalle.State()) }
    await store.send(.destino(.presented(.detalle(.apareció)))) {
      $0.destino = .detalle(Detalle.State(vistas: 1))
    }
    await store.send(.editarTocado) { $0.destino = .editar(Editor.State()) }
    await store.send(.destino(.presented(.editar(.textoCambiado("hola"))))) {
      $0.destino = .editar(Editor.State(texto: "hola"))
    }
    await store.send(.alertaTocada) { $0.destino = .alerta(AlertState(title: "¿Seguro?")) }
    await store.send(.destino(.dismiss)) { $0.destino = nil }
  }

  @Test func elDetalleSeCierraSolo() async {
    let store = TestStore(initialState: Lista.State(destino: .detalle(Detalle.State()))) { Lista() }
    await store.send(.destino(.presented(.detalle(.cerrarTocado))))
    await store.receive(.destino(.dismiss)) { $0.destino = nil }
  }
}
