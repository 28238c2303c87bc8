import Generators
import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

@Suite struct ListaInvariants {
  @Test func unSoloDestino() async {
    await check(Lista(), from: Lista.State()) {
      $0.actions(for: Lista.self) { _ in
        .oneOf(.always(.detalleTocado), .always(.editarTocado), .always(.alertaTocada))
      }
      $0.actions(for: Detalle.self) { _ in .oneOf(.always(.apareció), .always(.cerrarTocado)) }
      $0.actions(for: Editor.self) { _ in
        Gen.string(of: "ab", count: 0...2).map(Editor.Action.textoCambiado)
      }
    }
  }
}
