import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Correct: the sheet's Save makes the parent close the sheet and start the save request in the
/// same action. The request is the parent's (its screen is gone by design), so reopening and
/// closing the sheet before the answer ends nothing the request belongs to.
struct SheetSaveStartsRequest: Reducer, ActionGenerating {
  struct Editor: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var text = "" }
    enum Action: Equatable, Sendable {
      case textChanged(String)
      case saveTapped
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case let .textChanged(text) = action { state.text = text }
        return .none
      }
    }
    static func actions(for state: State) -> Gen<Action> {
      .oneOf(Gen.element(of: ["a", "b"]).map(Action.textChanged), .always(.saveTapped))
    }
  }

  struct State: Equatable, Sendable {
    var saved: [String] = []
    @PresentationState var editor: Editor.State?
  }
  enum Action: Equatable, Sendable {
    case editTapped
    case saved(String)
    case editor(PresentationAction<Editor.Action>)
  }
  @Dependency(\.saveText) var saveText
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editTapped:
        state.editor = Editor.State()
        return .none
      case .editor(.presented(.saveTapped)):
        guard let text = state.editor?.text else { return .none }
        state.editor = nil
        return .run { [saveText] send in await send(.saved(try await saveText(text))) }
      case let .saved(text):
        state.saved.append(text)
        return .none
      case .editor:
        return .none
      }
    }
    .ifLet(\.$editor, action: Action.editor) { Editor() }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.editTapped) }
}

private enum SaveTextKey: DependencyKey {
  static let liveValue: @Sendable (String) async throws -> String = { $0 }
}

extension DependencyValues {
  var saveText: @Sendable (String) async throws -> String {
    get { self[SaveTextKey.self] }
    set { self[SaveTextKey.self] = newValue }
  }
}

extension FalsePositives {
  @Test func anEffectStartedByTheActionThatClosesAScreenIsTheParents() async {
    await expectNoFailure(in: SheetSaveStartsRequest(), from: SheetSaveStartsRequest.State()) {
      $0.endpoint(\.saveText, named: "save request") { text in .always(text) }
    }
  }
}
