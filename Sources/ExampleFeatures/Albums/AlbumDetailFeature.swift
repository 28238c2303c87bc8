import ReducerCore

/// An album's screen on the stack: it asks its parent to push the comments.
struct AlbumDetailFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    var album: Album
  }
  enum Action: Equatable, Sendable {
    case commentsTapped
    case delegate(Delegate)

    enum Delegate: Equatable, Sendable {
      case showComments(Album.ID)
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .commentsTapped:
        return .send(.delegate(.showComments(state.album.id)))
      case .delegate:
        return .none
      }
    }
  }
}
