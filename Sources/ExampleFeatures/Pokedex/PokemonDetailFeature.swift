import ReducerCore

/// The Pokédex detail: loads stats and abilities, and closes itself.
struct PokemonDetailFeature: Reducer {
  struct State: Equatable, Sendable {
    let pokemon: Pokemon
    var extra: LoadState<PokemonDetail> = .idle

    init(pokemon: Pokemon, extra: LoadState<PokemonDetail> = .idle) {
      self.pokemon = pokemon
      self.extra = extra
    }
  }

  enum Action: Equatable, Sendable {
    case onAppear
    case detailReceived(PokemonDetail)
    case detailFailed(String)
    case closeTapped
  }

  @Dependency(\.pokemonClient) var pokemonClient
  @Dependency(\.dismiss) var dismiss

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        if case .loaded = state.extra { return .none }
        state.extra = .loading
        let id = state.pokemon.id
        return .run { [pokemonClient] send in
          let detail = try await pokemonClient.fetchDetail(id)
          await send(.detailReceived(detail))
        } catch: { error, send in
          await send(.detailFailed("\(error)"))
        }

      case let .detailReceived(detail):
        state.extra = .loaded(detail)
        return .none

      case let .detailFailed(message):
        state.extra = .failed(message)
        return .none

      case .closeTapped:
        return .run { _ in await self.dismiss() }
      }
    }
  }
}

extension PokemonDetailFeature.State: Codable {}
