import ReducerCheck
import Testing

@testable import ExampleFeatures

@Suite struct PokedexInvariants {
  @Test func navigation() async {
    await check(PokemonListFeature(), from: PokemonListFeature.State()) {
      $0.usePokedexGenerators()
    }
  }
}
