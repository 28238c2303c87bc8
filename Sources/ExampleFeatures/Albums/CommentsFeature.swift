import ReducerCore

/// An album's comments, pushed over its detail: they load when the screen appears.
struct CommentsFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    var albumID: Album.ID
    var comments: [String]?
  }
  enum Action: Equatable, Sendable {
    case onAppear
    case loaded(TaskResult<[String]>)
  }

  @Dependency(\.albumClient) var albumClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        return .run { [id = state.albumID, albumClient] send in
          await send(.loaded(TaskResult { try await albumClient.comments(id) }))
        }
      case let .loaded(.success(comments)):
        state.comments = comments
        return .none
      case .loaded(.failure):
        state.comments = []
        return .none
      }
    }
  }
}
