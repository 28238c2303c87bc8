import ReducerCheck
import ReducerCore
import Testing

@testable import ExampleFeatures

@Suite struct PokedexTests {
  let pokemon = Pokemon(id: 1, name: "bulbasaur", spriteURL: nil, types: ["grass"])
  let detail = PokemonDetail(height: 7, weight: 69, abilities: ["overgrow"])

  @Test func openDetailAndDismiss() async {
    let pokemon = self.pokemon

    let store = TestStore(
      initialState: PokemonListFeature.State(loadState: .loaded([pokemon]))
    ) {
      PokemonListFeature()
    }

    await store.send(.rowTapped(pokemon)) {
      $0.destination = .detail(PokemonDetailFeature.State(pokemon: pokemon))
    }

    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  @Test func detailLoadsThenClosesItself() async {
    let pokemon = self.pokemon
    let detail = self.detail
    let store = TestStore(
      initialState: PokemonListFeature.State(
        loadState: .loaded([pokemon]),
        destination: .detail(PokemonDetailFeature.State(pokemon: pokemon))
      )
    ) {
      PokemonListFeature()
    } withDependencies: {
      $0.pokemonClient.fetchDetail = { _ in detail }
    }

    await store.send(.destination(.presented(.detail(.onAppear)))) {
      $0.destination = .detail(PokemonDetailFeature.State(pokemon: pokemon, extra: .loading))
    }
    await store.receive(.destination(.presented(.detail(.detailReceived(detail))))) {
      $0.destination = .detail(PokemonDetailFeature.State(pokemon: pokemon, extra: .loaded(detail)))
    }
    await store.send(.destination(.presented(.detail(.closeTapped))))
    await store.receive(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  @Test func detailFailureIsShown() async {
    let pokemon = self.pokemon
    struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
    let store = TestStore(
      initialState: PokemonDetailFeature.State(pokemon: pokemon)
    ) {
      PokemonDetailFeature()
    } withDependencies: {
      $0.pokemonClient.fetchDetail = { _ in throw Offline() }
    }
    await store.send(.onAppear) { $0.extra = .loading }
    await store.receive(.detailFailed("offline")) { $0.extra = .failed("offline") }
  }

  /// The request is still in flight when the user goes back: dismissal cancels it, and its
  /// answer never reaches the list.
  @Test func dismissCancelsTheDetailRequest() async {
    let pokemon = self.pokemon
    let detail = self.detail
    let store = TestStore(
      initialState: PokemonListFeature.State(
        loadState: .loaded([pokemon]),
        destination: .detail(PokemonDetailFeature.State(pokemon: pokemon))
      )
    ) {
      PokemonListFeature()
    } withDependencies: {
      $0.pokemonClient.fetchDetail = { _ in
        try await Task.sleep(for: .seconds(60))
        return detail
      }
    }
    await store.send(.destination(.presented(.detail(.onAppear)))) {
      $0.destination = .detail(PokemonDetailFeature.State(pokemon: pokemon, extra: .loading))
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    // No in-flight effect is left: the exhaustive store would fail at the end otherwise.
  }

  @Test func listLoadsPages() async {
    let page = (1...20).map { Pokemon(id: $0, name: "p\($0)", spriteURL: nil, types: []) }
    let store = TestStore(initialState: PokemonListFeature.State()) {
      PokemonListFeature()
    } withDependencies: {
      $0.pokemonClient.fetchList = { limit, offset in
        offset == 0 ? Array(page.prefix(limit)) : []
      }
    }
    await store.send(.onAppear) { $0.loadState = .loading }
    await store.receive(.pageLoaded(page)) { $0.loadState = .loaded(page) }
    await store.send(.reachedEnd) { $0.isLoadingMore = true }
    await store.receive(.pageLoaded([])) {
      $0.isLoadingMore = false
      $0.canLoadMore = false
    }
  }
}
