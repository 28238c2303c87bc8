import ReducerCore

/// The "new album" sheet: a title, and Save; both are disabled while the upload runs. (The
/// first version let the title change meanwhile and saved the album under the new title: its
/// own check found that, `"albums have titles"` broken in 5 steps.)
struct AddAlbumFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    var title = ""
    var isUploading = false
  }
  enum Action: Equatable, Sendable {
    case titleChanged(String)
    case saveTapped
    case uploadFinished(succeeded: Bool)
    case cancelTapped
    case delegate(Delegate)

    enum Delegate: Equatable, Sendable {
      case saved(title: String)
    }
  }

  @Dependency(\.albumClient) var albumClient
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title):
        // The title being uploaded is the one saved: the field is read-only meanwhile.
        guard !state.isUploading else { return .none }
        state.title = title
        return .none
      case .saveTapped:
        guard !state.isUploading, !state.title.isEmpty else { return .none }
        state.isUploading = true
        return .run { [title = state.title, albumClient] send in
          do {
            try await albumClient.upload(title)
            await send(.uploadFinished(succeeded: true))
          } catch {
            await send(.uploadFinished(succeeded: false))
          }
        }
      case let .uploadFinished(succeeded):
        state.isUploading = false
        return succeeded ? .send(.delegate(.saved(title: state.title))) : .none
      case .cancelTapped:
        return .run { [dismiss] _ in await dismiss() }
      case .delegate:
        return .none
      }
    }
  }
}
