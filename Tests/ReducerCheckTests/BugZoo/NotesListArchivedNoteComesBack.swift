import Generators
import ReducerCheck
import ReducerCore
import Testing

/// A notes list beside an edit sheet (iPad: the list stays usable while the sheet is up).
/// One sheet serves "new note" and "edit note", so its Save upserts. Bug: archiving a note
/// while its edit sheet is open, then saving a changed draft, puts the note back in the list
/// (it is now listed and archived at once). `bugFixed` drops a save whose note is gone.
struct NotesList: Reducer {
  struct Note: Equatable, Identifiable, Sendable {
    var id: Int
    var title: String
    var isPinned = false
  }
  struct EditNote: Reducer {
    struct State: Equatable, Sendable {
      var original: Note
      var draft: Note
      var isNew: Bool
      var isDirty: Bool { draft != original && !draft.title.isEmpty }
    }
    enum Action: Equatable, Sendable { case titleChanged(String), pinToggled, saveTapped }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .titleChanged(title): state.draft.title = title; return .none
        case .pinToggled: state.draft.isPinned.toggle(); return .none
        case .saveTapped: return .none  // the list saves and closes the sheet
        }
      }
    }
  }
  struct State: Equatable, Sendable {
    var notes: IdentifiedArrayOf<Note> = [
      Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas"), Note(id: 3, title: "Trip"),
    ]
    var archived: IdentifiedArrayOf<Note> = []
    var nextID = 4
    @PresentationState var edit: EditNote.State?
  }
  enum Action: Equatable, Sendable {
    case addTapped, editTapped(Int), archiveTapped(Int)
    case edit(PresentationAction<EditNote.Action>)
  }
  var bugFixed = false
  init(bugFixed: Bool = false) { self.bugFixed = bugFixed }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        let note = Note(id: state.nextID, title: "")
        state.nextID += 1
        state.edit = EditNote.State(original: note, draft: note, isNew: true)
        return .none
      case let .editTapped(id):
        guard let note = state.notes[id: id] else { return .none }
        state.edit = EditNote.State(original: note, draft: note, isNew: false)
        return .none
      case let .archiveTapped(id):
        guard let note = state.notes.remove(id: id) else { return .none }
        state.archived.append(note)
        return .none
      case .edit(.presented(.saveTapped)):
        guard let edit = state.edit, edit.isDirty else { return .none }
        if state.notes[id: edit.draft.id] != nil {
          state.notes[id: edit.draft.id] = edit.draft
        } else if edit.isNew || !bugFixed {
          state.notes.append(edit.draft)  // BUG: an edited note that was archived comes back
        }
        state.edit = nil
        return .none
      case .edit:
        return .none
      }
    }
    .ifLet(\.$edit, action: Action.edit) { EditNote() }
  }
}

extension CheckConfiguration where Feature == NotesList {
  /// What a user does, what the endpoints answer, and what must hold: shared by the bug and its
  /// correct twin.
  mutating func useNotesListGenerators() {
    screenInteraction = .severalAtOnce
    actions(for: NotesList.self) { state in
      let ids = Array(state.notes.ids)
      var gens: [Gen<NotesList.Action>] = [.always(.addTapped)]
      if !ids.isEmpty {
        gens.append(Gen.element(of: ids).map { .editTapped($0) })
        gens.append(Gen.element(of: ids).map { .archiveTapped($0) })
      }
      return .oneOf(gens)
    }
    actions(for: NotesList.EditNote.self) { state in
      var gens: [Gen<NotesList.EditNote.Action>] = [
        Gen.element(of: ["Groceries", "Ideas", "Trip", "Gifts", ""]).map { .titleChanged($0) },
        .always(.pinToggled),
      ]
      if state.isDirty { gens.append(.always(.saveTapped)) }  // Save is disabled until then
      return .oneOf(gens)
    }
    invariant("an archived note is not listed") { state in
      Set(state.notes.ids).isDisjoint(with: Set(state.archived.ids))
    }
  }
}

extension BugZoo {
  /// Written by a helper who had not read the exploration code, to measure it on a bug it was
  /// not tuned to.
  @Test func anArchivedNoteComesBackWhenItsEditSheetSaves() async {
    await expectBug(
      in: NotesList(), from: NotesList.State(), invariant: "an archived note is not listed", minimalSteps: 4
    ) {
      $0.useNotesListGenerators()
    }
  }

  /// The correct twin stays green.
  @Test func anArchivedNoteComesBackWhenItsEditSheetSavesFixedPasses() async {
    await expectNoFailure(
      in: NotesList(bugFixed: true), from: NotesList.State(), seeds: Array(bugZooSeeds.prefix(3))
    ) {
      $0.useNotesListGenerators()
    }
  }
}
