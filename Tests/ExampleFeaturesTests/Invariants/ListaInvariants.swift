import ReducerCheck
import Testing

@testable import ExampleFeatures

@Suite struct ListaInvariants {
  @Test func unSoloDestino() async {
    await check(Lista(), from: Lista.State()) {
      $0.useListaGenerators()
    }
  }
}
