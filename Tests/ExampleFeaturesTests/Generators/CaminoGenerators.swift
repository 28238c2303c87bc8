import Generators
import ReducerCheck
import ReducerCore

@testable import ExampleFeatures

extension CheckConfiguration where Feature == App {
  /// Apilar, volver, ir a la raíz, y lo que se hace en cada pantalla; los enlaces apilan
  /// pantallas directamente.
  mutating func useCaminoGenerators() {
    // The app's own buttons (back, to the root) stay on screen over the pushed screens.
    screenInteraction = .severalAtOnce
    actions(for: App.self) { _ in
      .oneOf(.always(.perfilTocado), .always(.ajustesTocado), .always(.volverTocado), .always(.raízTocada))
    }
    actions(for: Perfil.self) { _ in .always(.apareció) }
    actions(for: Ajustes.self) { _ in
      .oneOf(Gen.bool.map(Ajustes.Action.notificacionesCambiadas), .always(.cerrarTocado))
    }
    states(for: App.Ruta.self, .oneOf(.always(.perfil(Perfil.State())), .always(.ajustes(Ajustes.State()))))
    // The profile's clock ticks for as long as the profile is on the stack.
    longLivingEffects(createdAt: "ExampleFeatures/App.swift")
  }
}
