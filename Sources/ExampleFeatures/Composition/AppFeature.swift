import ReducerCore

/// The app from the composition seed: three children, each always present, each scoped.
struct AppFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    var profile = Profile.State()
    var settings = Settings.State()
    var search = Search.State()
  }

  enum Action: Equatable, Sendable {
    case profile(Profile.Action)
    case settings(Settings.Action)
    case search(Search.Action)
  }

  var body: some Reducer<State, Action> {
    Scope(state: \.profile, action: Action.profile) {
      Profile()
    }

    Scope(state: \.settings, action: Action.settings) {
      Settings()
    }

    Scope(state: \.search, action: Action.search) {
      Search()
    }

    Reduce { state, action in
      // Parent logic
      return .none
    }
  }
}

struct Profile: Reducer {
  struct State: Equatable, Codable, Sendable {
    var name: String = ""
    var bio: String = ""
  }

  enum Action: Equatable, Sendable {
    case nameChanged(String)
    case bioChanged(String)
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.name = name
        return .none

      case let .bioChanged(bio):
        state.bio = bio
        return .none
      }
    }
  }
}

struct Settings: Reducer {
  struct State: Equatable, Codable, Sendable {
    var isDarkMode = false
  }

  enum Action: Equatable, Sendable {
    case darkModeToggled
  }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .darkModeToggled:
        state.isDarkMode.toggle()
        return .none
      }
    }
  }
}

struct Search: Reducer {
  struct State: Equatable, Codable, Sendable {
    var query = ""
    var results: [String] = []
  }

  enum Action: Equatable, Sendable {
    case queryChanged(String)
    case resultsLoaded([String])
  }

  private enum CancelID { case search }

  @Dependency(\.continuousClock) var clock

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case let .queryChanged(query):
        state.query = query
        // Debounced: a new query cancels the search in flight.
        return .run { [clock] send in
          try await clock.sleep(for: .milliseconds(300))
          await send(.resultsLoaded(["\(query) 1", "\(query) 2"]))
        }
        .cancellable(id: CancelID.search, cancelInFlight: true)

      case let .resultsLoaded(results):
        state.results = results
        return .none
      }
    }
  }
}
