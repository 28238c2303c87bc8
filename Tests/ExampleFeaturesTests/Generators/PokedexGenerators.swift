import Foundation
import Generators
import ReducerCheck
import ReducerCore

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

extension CheckConfiguration where Feature == PokemonListFeature {
  /// The detail's buttons, and pages and detail requests the schedule answers, fails or leaves
  /// waiting, so the checker explores leaving while one is pending.
  mutating func usePokedexGenerators() {
    // …or register a generator, with no conformance at all.
    actions(for: PokemonDetailFeature.self) { _ in
      .oneOf(.always(.onAppear), .always(.closeTapped))
    }
    // A page the schedule answers, fails or leaves waiting: the list's error state is reached.
    endpoint(
      \.pokemonClient.fetchList, named: "list page",
      failures: .always(URLError(.notConnectedToInternet))
    ) { _, offset in
      .always(offset == 0 ? [Pokemon(id: 1, name: "a", spriteURL: nil, types: [])] : [])
    }
    endpoint(
      \.pokemonClient.fetchDetail, named: "detail request",
      failures: .always(URLError(.notConnectedToInternet))
    ) { id in
      .always(PokemonDetail(height: id, weight: id, abilities: []))
    }
  }
}
