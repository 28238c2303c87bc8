import Generators
import ReducerCheck
import ReducerCore

@testable import ExampleFeatures

extension CheckConfiguration where Feature == Lista {
  /// Abrir cada destino, y lo que se hace en el detalle y el editor.
  mutating func useListaGenerators() {
    actions(for: Lista.self) { _ in
      .oneOf(.always(.detalleTocado), .always(.editarTocado), .always(.alertaTocada))
    }
    actions(for: Detalle.self) { _ in .oneOf(.always(.apareció), .always(.cerrarTocado)) }
    actions(for: Editor.self) { _ in
      Gen.string(of: "ab", count: 0...2).map(Editor.Action.textoCambiado)
    }
  }
}
