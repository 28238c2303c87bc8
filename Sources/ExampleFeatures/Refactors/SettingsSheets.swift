import ReducerCore

/// The account sheet of the settings refactor: it loads the signed-in name when it appears.
struct AccountSheet: Reducer {
  struct State: Equatable, Codable, Sendable {
    var name: String?
  }
  enum Action: Equatable, Sendable {
    case onAppear
    case loaded(TaskResult<String>)
  }

  @Dependency(\.settingsClient) var settingsClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        return .run { [settingsClient] send in
          await send(.loaded(TaskResult { try await settingsClient.accountName() }))
        }
      case let .loaded(.success(name)):
        state.name = name
        return .none
      case .loaded(.failure):
        state.name = "?"
        return .none
      }
    }
  }
}

/// The theme picker of the settings refactor: a pick goes to the parent, which closes it.
struct ThemeSheet: Reducer {
  struct State: Equatable, Codable, Sendable {
    var current: String
  }
  enum Action: Equatable, Sendable {
    case picked(String)
    case delegate(Delegate)

    enum Delegate: Equatable, Sendable { case chose(String) }
  }

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case let .picked(theme): .send(.delegate(.chose(theme)))
      case .delegate: .none
      }
    }
  }
}

/// The about sheet of the settings refactor: a close button.
struct AboutSheet: Reducer {
  struct State: Equatable, Codable, Sendable {}
  enum Action: Equatable, Sendable { case closeTapped }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .closeTapped: .run { _ in await self.dismiss() }
      }
    }
  }
}

/// The settings screens' server.
struct SettingsClient: Sendable {
  var accountName: @Sendable () async throws -> String
}

private enum SettingsClientKey: DependencyKey {
  static let liveValue = SettingsClient(accountName: { "Ada" })
  static let testValue = SettingsClient(accountName: unimplemented("SettingsClient.accountName"))
}

extension DependencyValues {
  var settingsClient: SettingsClient {
    get { self[SettingsClientKey.self] }
    set { self[SettingsClientKey.self] = newValue }
  }
}
