import ReducerCore

/// A note, in the notes refactor.
struct Note: Equatable, Identifiable, Codable, Sendable {
  var id: Int
  var text: String
}

/// The editor of one note: typing changes the draft, Save sends it to the list, which closes
/// the editor (a sheet in `NotesWithSheet`, a stack screen in `NotesFeature`).
struct NoteEditor: Reducer {
  struct State: Equatable, Codable, Sendable {
    var note: Note
    var draft: String
  }
  enum Action: Equatable, Sendable {
    case draftChanged(String)
    case saveTapped
    case delegate(Delegate)

    enum Delegate: Equatable, Sendable { case saved(Note) }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .draftChanged(draft):
        state.draft = draft
        return .none
      case .saveTapped:
        var note = state.note
        note.text = state.draft
        return .send(.delegate(.saved(note)))
      case .delegate:
        return .none
      }
    }
  }
}
