import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

@Suite struct PokedexSnapshots {
  @Test func detailLoaded() async {
    let pokemon = Pokemon(id: 1, name: "bulbasaur", spriteURL: nil, types: ["grass"])
    let store = TestStore(initialState: PokemonListFeature.State(loadState: .loaded([pokemon]))) {
      PokemonListFeature()
    } withDependencies: {
      $0.pokemonClient.fetchDetail = { _ in PokemonDetail(height: 7, weight: 69, abilities: ["overgrow"]) }
    }
    store.exhaustivity = .off
    await store.send(.rowTapped(pokemon))
    await store.send(.destination(.presented(.detail(.onAppear))))
    await store.finish()
    await store.skipReceivedActions(strict: false)
    expectSnapshot(of: store.state, named: "detail-loaded")
  }

  @Test func trace() async {
    await expectTraceSnapshot(of: PokemonListFeature(), from: PokemonListFeature.State()) {
      $0.usePokedexGenerators()
    }
  }

  @Test func navigationMap() async {
    await expectNavigationMap(of: PokemonListFeature(), from: PokemonListFeature.State()) {
      $0.usePokedexGenerators()
    }
  }
}
