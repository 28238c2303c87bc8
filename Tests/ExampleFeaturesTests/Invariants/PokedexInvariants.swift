import Foundation
import Generators
import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

// In a test target, a conformance for a type imported with @testable spells its witness public.
extension PokemonListFeature: ActionGenerating {
  public static func actions(for state: State) -> Gen<Action> {
    var pokemons: [Pokemon] = []
    if case let .loaded(loaded) = state.loadState { pokemons = loaded }
    return .oneOf(
      .always(.onAppear),
      .always(.reachedEnd),
      pokemons.isEmpty ? .always(.onAppear) : Gen.element(of: pokemons).map(Action.rowTapped)
    )
  }
}

@Suite struct PokedexInvariants {
  @Test func navigation() async {
    await check(PokemonListFeature(), from: PokemonListFeature.State()) {
      // …or register a generator, with no conformance at all.
      $0.actions(for: PokemonDetailFeature.self) { _ in
        .oneOf(.always(.onAppear), .always(.closeTapped))
      }
      $0.dependencies {
        $0.pokemonClient.fetchList = { _, offset in
          offset == 0 ? [Pokemon(id: 1, name: "a", spriteURL: nil, types: [])] : []
        }
      }
      // The detail request stays in flight until the schedule answers it, or never: the checker
      // explores dismissing while it is pending.
      $0.endpoint(
        \.pokemonClient.fetchDetail, named: "detail request",
        failures: .always(URLError(.notConnectedToInternet))
      ) { id in
        .always(PokemonDetail(height: id, weight: id, abilities: []))
      }
    }
  }
}
