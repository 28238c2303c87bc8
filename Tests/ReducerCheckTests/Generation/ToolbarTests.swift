import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Buttons a presenter handles but the screen it presents shows (a sheet's Save and Cancel, as
/// in TCA's Standups) act while that screen is on top, and only then.
@Suite struct ToolbarTests {
  struct Editor: Reducer {
    struct State: Equatable, Sendable {
      var text = ""
      @PresentationState var alert: AlertState<Action.Alert>?
    }
    enum Action: Equatable, Sendable {
      case typed(String)
      case discardTapped
      case alert(PresentationAction<Alert>)
      enum Alert: Equatable, Sendable { case confirm }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .typed(text): state.text = text
        case .discardTapped: state.alert = AlertState { TextState("Discard?") }
        case .alert: break
        }
        return .none
      }
      .ifLet(\.$alert, action: Action.alert)
    }
  }
  struct Notes: Reducer {
    struct State: Equatable, Sendable {
      var notes: [String] = []
      @PresentationState var editor: Editor.State?
    }
    enum Action: Equatable, Sendable {
      case newTapped
      case saveTapped
      case cancelTapped
      case editor(PresentationAction<Editor.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .newTapped: state.editor = Editor.State()
        case .saveTapped:
          if let editor = state.editor { state.notes.append(editor.text) }
          state.editor = nil
        case .cancelTapped: state.editor = nil
        case .editor: break
        }
        return .none
      }
      .ifLet(\.$editor, action: Action.editor) { Editor() }
    }
  }

  func check(toolbar: Bool) async -> CheckResult {
    await ReducerCheck.check(Notes(), from: Notes.State()) {
      $0.seed = 7
      $0.regressionFile = nil
      $0.reportsIssues = false
      $0.actions(for: Notes.self) { _ in .always(.newTapped) }
      $0.actions(for: Editor.self) { _ in
        .oneOf(Gen.element(of: ["a", "b"]).map(Editor.Action.typed), .always(.discardTapped))
      }
      if toolbar {
        $0.toolbar(for: Notes.self) { state in
          state.editor == nil ? nil : .oneOf(.always(.saveTapped), .always(.cancelTapped))
        }
      }
      $0.expectReached("a note saved") { !$0.notes.isEmpty }
      $0.transitionInvariant("the toolbar acts only on the editor, on top") { before, action, _ in
        action != .saveTapped || (before.editor != nil && before.editor?.alert == nil)
      }
    }
  }

  @Test func aPresentersButtonsOnItsSheetAreTappedWhileTheSheetIsOnTop() async {
    let result = await check(toolbar: true)
    #expect(result.failure == nil, "\(result.failure?.report ?? "")")
    #expect(result.unreachedGoals == [])
  }

  @Test func aToolbarStepSaysWhereItWasTapped() async {
    let result = await ReducerCheck.check(Notes(), from: Notes.State()) {
      $0.seed = 7
      $0.regressionFile = nil
      $0.reportsIssues = false
      $0.actions(for: Notes.self) { _ in .always(.newTapped) }
      $0.actions(for: Editor.self) { _ in .always(.typed("")) }
      $0.toolbar(for: Notes.self) { state in state.editor == nil ? nil : .always(.saveTapped) }
      $0.invariant("notes have text") { $0.notes.allSatisfy { !$0.isEmpty } }
    }
    #expect(result.failure?.steps == 2)
    #expect(
      result.failure?.report.contains("2. send .saveTapped  (a toolbar button, on the screen it shows)")
        == true,
      "\(result.failure?.report ?? "")")
  }

  @Test func withoutTheToolbarTheCoveredPresenterNeverSaves() async {
    let result = await check(toolbar: false)
    #expect(result.unreachedGoals == ["a note saved"])
  }

  /// A stack whose root shows "back to the start" over every pushed screen.
  struct Browser: Reducer {
    struct Page: Reducer {
      struct State: Equatable, Sendable { var number = 0 }
      enum Action: Equatable, Sendable { case read }
      var body: some ReducerOf<Self> { EmptyReducer() }
    }
    struct State: Equatable, Sendable {
      var path = StackState<Page.State>()
      var returnsFromAPage = 0
    }
    enum Action: Equatable, Sendable {
      case openTapped
      case backToStartTapped
      case path(StackActionOf<Page>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .openTapped: state.path.append(Page.State(number: state.path.count))
        case .backToStartTapped:
          if !state.path.isEmpty { state.returnsFromAPage += 1 }
          state.path.removeAll()
        case .path: break
        }
        return .none
      }
      .forEach(\.path, action: Action.path) { Page() }
    }
  }

  @Test func aRootsButtonsOverItsStackActOnTheTopScreen() async {
    for toolbar in [true, false] {
      let result = await ReducerCheck.check(Browser(), from: Browser.State()) {
        $0.seed = 7
        $0.regressionFile = nil
        $0.reportsIssues = false
        $0.actions(for: Browser.self) { state in state.path.isEmpty ? .always(.openTapped) : nil }
        $0.actions(for: Browser.Page.self) { _ in .always(.read) }
        if toolbar {
          $0.toolbar(for: Browser.self) { state in
            state.path.isEmpty ? nil : .oneOf(.always(.backToStartTapped), .always(.openTapped))
          }
        }
        $0.expectReached("back to the start from a page") { $0.returnsFromAPage > 0 }
      }
      #expect(
        result.unreachedGoals == (toolbar ? [] : ["back to the start from a page"]), "toolbar: \(toolbar)")
    }
  }
}
