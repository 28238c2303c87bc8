import ReducerCore

/// The albums list: a "new album" sheet and a delete dialog in one destination enum, and a
/// stack of album screens and their comments.
struct AlbumsFeature: Reducer {
  struct Destination: Reducer {
    enum State: Equatable, Codable, Sendable {
      case add(AddAlbumFeature.State)
      case confirmDelete(ConfirmationDialogState<Action.ConfirmDelete>)
    }
    enum Action: Equatable, Sendable {
      case add(AddAlbumFeature.Action)
      case confirmDelete(ConfirmDelete)

      enum ConfirmDelete: Equatable, Codable, Sendable {
        case delete(id: Album.ID)
      }
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.add, action: Action.add) { AddAlbumFeature() }
    }
  }

  struct Path: Reducer {
    enum State: Equatable, Codable, Sendable {
      case detail(AlbumDetailFeature.State)
      case comments(CommentsFeature.State)
    }
    enum Action: Equatable, Sendable {
      case detail(AlbumDetailFeature.Action)
      case comments(CommentsFeature.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.detail, action: Action.detail) { AlbumDetailFeature() }
      Scope(state: State.comments, action: Action.comments) { CommentsFeature() }
    }
  }

  struct State: Equatable, Codable, Sendable {
    var albums: IdentifiedArrayOf<Album> = [Album(id: 1, title: "Holidays")]
    var nextID = 2
    @PresentationState var destination: Destination.State?
    var path = StackState<Path.State>()
  }

  enum Action: Equatable, Sendable {
    case addTapped
    case albumTapped(id: Album.ID)
    case deleteTapped(id: Album.ID)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.destination = .add(AddAlbumFeature.State())
        return .none
      case let .albumTapped(id):
        guard let album = state.albums[id: id] else { return .none }
        state.path.append(.detail(AlbumDetailFeature.State(album: album)))
        return .none
      case let .deleteTapped(id):
        guard let album = state.albums[id: id] else { return .none }
        state.destination = .confirmDelete(
          ConfirmationDialogState(
            title: "Delete “\(album.title)”?",
            buttons: [
              ButtonState(role: .destructive, action: .delete(id: id), label: "Delete"),
              ButtonState(role: .cancel, label: "Cancel"),
            ]))
        return .none
      case let .destination(.presented(.add(.delegate(.saved(title))))):
        state.albums.append(Album(id: state.nextID, title: title))
        state.nextID += 1
        state.destination = nil
        return .none
      case let .destination(.presented(.confirmDelete(.delete(id)))):
        state.albums.remove(id: id)
        return .none
      case let .path(.element(id: _, action: .detail(.delegate(.showComments(albumID))))):
        state.path.append(.comments(CommentsFeature.State(albumID: albumID)))
        return .none
      case .destination, .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
    .forEach(\.path, action: Action.path) { Path() }
  }
}
