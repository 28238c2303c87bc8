import ReducerCore

/// Notes with the editor pushed on a navigation stack: `NotesWithSheet`'s sheet refactored
/// into a stack screen.
struct NotesFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    var notes: IdentifiedArrayOf<Note> = [Note(id: 1, text: "Milk"), Note(id: 2, text: "Call Ana")]
    var path = StackState<NoteEditor.State>()
  }
  enum Action: Equatable, Sendable {
    case noteTapped(id: Note.ID)
    case path(StackActionOf<NoteEditor>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .noteTapped(id):
        guard let note = state.notes[id: id] else { return .none }
        state.path.append(NoteEditor.State(note: note, draft: note.text))
        return .none
      case let .path(.element(id: elementID, action: .delegate(.saved(note)))):
        state.notes[id: note.id] = note
        state.path.pop(from: elementID)
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { NoteEditor() }
  }
}
