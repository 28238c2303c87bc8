import ReducerCheck
import Testing

@testable import ExampleFeatures

@Suite struct CaminoInvariants {
  @Test func pila() async {
    await check(App(), from: App.State()) {
      $0.useCaminoGenerators()
      $0.invariant("the stack never grows past what was pushed") { $0.camino.count <= 25 }
    }
  }
}
