import Generators
import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

@Suite struct CaminoInvariants {
  @Test func pila() async {
    await check(App(), from: App.State()) {
      $0.actions(for: App.self) { _ in
        .oneOf(.always(.perfilTocado), .always(.ajustesTocado), .always(.volverTocado), .always(.raízTocada))
      }
      $0.actions(for: Perfil.self) { _ in .always(.apareció) }
      $0.actions(for: Ajustes.self) { _ in
        .oneOf(Gen.bool.map(Ajustes.Action.notificacionesCambiadas), .always(.cerrarTocado))
      }
      // Deep links push screens straight onto the stack.
      $0.states(
        for: App.Ruta.self, .oneOf(.always(.perfil(Perfil.State())), .always(.ajustes(Ajustes.State()))))
      // The profile's clock ticks for as long as the profile is on the stack.
      $0.longLivingEffects(createdAt: "ExampleFeatures/App.swift")
      $0.invariant("the stack never grows past what was pushed") { $0.camino.count <= 25 }
    }
  }
}
