import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: a note editor's Save closes the sheet and saves the note in the list's reducer; the
/// answer stamps "Saved" into whichever editor is open, so once the user has opened another
/// note, the first note's stamp lands in it. The work is started by the very action that closed
/// its editor. With `stampsOnlyTheList` (the fix), the answer writes only the list's fields.
struct SaveStampLandsInTheNextEditor: Reducer, ActionGenerating {
  struct Editor: Reducer, ActionGenerating {
    struct State: Equatable, Sendable {
      var note: Int
      var savedStamp: String?
    }
    enum Action: Equatable, Sendable { case saveTapped }
    var body: some ReducerOf<Self> { EmptyReducer() }
    static func actions(for state: State) -> Gen<Action> { .always(.saveTapped) }
  }
  struct State: Equatable, Sendable {
    @PresentationState var editor: Editor.State?
    var saved: [Int: String] = [:]
  }
  enum Action: Equatable, Sendable {
    case noteTapped(Int)
    case saved(note: Int, stamp: String)
    case editor(PresentationAction<Editor.Action>)
  }
  var stampsOnlyTheList = false
  @Dependency(\.saveNote) var saveNote
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .noteTapped(note):
        state.editor = Editor.State(note: note)
        return .none
      case .editor(.presented(.saveTapped)):
        guard let note = state.editor?.note else { return .none }
        state.editor = nil
        return .run { [saveNote] send in await send(.saved(note: note, stamp: try await saveNote(note))) }
      case let .saved(note, stamp):
        state.saved[note] = stamp
        if !stampsOnlyTheList { state.editor?.savedStamp = stamp }
        return .none
      case .editor:
        return .none
      }
    }
    .ifLet(\.$editor, action: Action.editor) { Editor() }
  }
  static func actions(for state: State) -> Gen<Action> { Gen.int(in: 1...3).map(Action.noteTapped) }
}

private enum SaveNoteKey: DependencyKey {
  static let liveValue: @Sendable (Int) async throws -> String = { "saved \($0)" }
}

extension DependencyValues {
  var saveNote: @Sendable (Int) async throws -> String {
    get { self[SaveNoteKey.self] }
    set { self[SaveNoteKey.self] = newValue }
  }
}

extension BugZoo {
  @Test func aSaveStartedAsItsEditorClosedLandsInTheNextEditor() async {
    let result = await expectBug(
      in: SaveStampLandsInTheNextEditor(), from: SaveStampLandsInTheNextEditor.State(),
      invariant: "effects cancelled on dismiss", minimalSteps: 4
    ) {
      $0.endpoint(\.saveNote, named: "save note") { note in .always("saved \(note)") }
    }
    let report = flattened(result?.failure?.report)
    #expect(report.contains("which wrote into the editor shown after it"), "\(report)")
  }
}

extension FalsePositives {
  /// A save started by the Save that closed the editor may write the list: the parent's own.
  @Test func aSaveStartedAsItsEditorClosedMayWriteTheList() async {
    await expectNoFailure(
      in: SaveStampLandsInTheNextEditor(stampsOnlyTheList: true), from: SaveStampLandsInTheNextEditor.State()
    ) {
      $0.endpoint(\.saveNote, named: "save note") { note in .always("saved \(note)") }
    }
  }
}
