import ReducerCore

/// The Pokédex list: loads pages, and presents the detail through a destination enum.
struct PokemonListFeature: Reducer {
  struct Destination: Reducer {
    enum State: Equatable, Codable, Sendable {
      case detail(PokemonDetailFeature.State)
    }
    enum Action: Equatable, Sendable {
      case detail(PokemonDetailFeature.Action)
    }

    init() {}

    var body: some ReducerOf<Self> {
      Scope(state: State.detail, action: Action.detail) {
        PokemonDetailFeature()
      }
    }
  }

  struct State: Equatable, Codable, Sendable {
    var loadState: LoadState<[Pokemon]> = .idle
    var isLoadingMore = false
    var canLoadMore = true
    @PresentationState var destination: Destination.State?

    init(loadState: LoadState<[Pokemon]> = .idle, destination: Destination.State? = nil) {
      self.loadState = loadState
      self.destination = destination
    }
  }

  enum Action: Equatable, Sendable {
    case onAppear
    case pageLoaded([Pokemon])
    case pageFailed(String)
    case reachedEnd
    case rowTapped(Pokemon)
    case destination(PresentationAction<Destination.Action>)
  }

  static let pageSize = 20

  @Dependency(\.pokemonClient) var pokemonClient

  init() {}

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        guard case .idle = state.loadState else { return .none }
        state.loadState = .loading
        return loadPage(offset: 0)

      case let .pageLoaded(page):
        var pokemons: [Pokemon] = []
        if case let .loaded(loaded) = state.loadState { pokemons = loaded }
        state.loadState = .loaded(pokemons + page)
        state.isLoadingMore = false
        state.canLoadMore = page.count == Self.pageSize
        return .none

      case let .pageFailed(message):
        state.loadState = .failed(message)
        state.isLoadingMore = false
        return .none

      case .reachedEnd:
        guard case let .loaded(pokemons) = state.loadState, state.canLoadMore, !state.isLoadingMore
        else { return .none }
        state.isLoadingMore = true
        return loadPage(offset: pokemons.count)

      case let .rowTapped(pokemon):
        state.destination = .detail(PokemonDetailFeature.State(pokemon: pokemon))
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) {
      Destination()
    }
  }

  private func loadPage(offset: Int) -> Effect<Action> {
    .run { [pokemonClient] send in
      await send(.pageLoaded(try await pokemonClient.fetchList(Self.pageSize, offset)))
    } catch: { error, send in
      await send(.pageFailed("\(error)"))
    }
  }
}
