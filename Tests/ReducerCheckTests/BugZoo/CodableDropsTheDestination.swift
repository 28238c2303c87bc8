import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: the state's `Codable` conformance leaves the destination out, so a restored app loses
/// the sheet the user had open.
struct CodableDropsTheDestination: Reducer, ActionGenerating {
  struct Editor: Reducer, ActionGenerating {
    struct State: Equatable, Sendable, Codable { var text = "" }
    enum Action: Equatable, Sendable { case typed(String) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case let .typed(text) = action { state.text = text }
        return .none
      }
    }
    static func actions(for state: State) -> Gen<Action> {
      Gen.string(of: "ab", count: 0...2).map(Action.typed)
    }
  }
  struct State: Equatable, Sendable, Codable {
    var notes: [String] = []
    @PresentationState var editor: Editor.State?

    enum CodingKeys: String, CodingKey { case notes }  // "editor" is missing

    init() {}

    init(from decoder: any Decoder) throws {
      notes = try decoder.container(keyedBy: CodingKeys.self).decode([String].self, forKey: .notes)
    }
  }
  enum Action: Equatable, Sendable {
    case addTapped
    case noteAdded
    case editor(PresentationAction<Editor.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped: state.editor = Editor.State()
      case .noteAdded: state.notes.append("note")
      case .editor: break
      }
      return .none
    }
    .ifLet(\.$editor, action: Action.editor) { Editor() }
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(.always(.noteAdded), .always(.addTapped))
  }
}

extension BugZoo {
  @Test func codableDropsTheDestination() async {
    let result = await expectBug(
      in: CodableDropsTheDestination(), from: CodableDropsTheDestination.State(), invariant: "restorable",
      minimalSteps: 1)
    #expect(result?.failure?.report.contains("1. send .addTapped") == true)
  }
}
