import ReducerCore

/// Notes as first written: tapping a note opens its editor as a sheet. `NotesFeature` is the
/// same screen with the editor pushed on a navigation stack instead; `checkEquivalence` shows
/// the two behave alike.
struct NotesWithSheet: Reducer {
  struct State: Equatable, Codable, Sendable {
    var notes: IdentifiedArrayOf<Note> = [Note(id: 1, text: "Milk"), Note(id: 2, text: "Call Ana")]
    @PresentationState var editor: NoteEditor.State?
  }
  enum Action: Equatable, Sendable {
    case noteTapped(id: Note.ID)
    case editor(PresentationAction<NoteEditor.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .noteTapped(id):
        guard let note = state.notes[id: id] else { return .none }
        state.editor = NoteEditor.State(note: note, draft: note.text)
        return .none
      case let .editor(.presented(.delegate(.saved(note)))):
        state.notes[id: note.id] = note
        state.editor = nil
        return .none
      case .editor:
        return .none
      }
    }
    .ifLet(\.$editor, action: Action.editor) { NoteEditor() }
  }
}
