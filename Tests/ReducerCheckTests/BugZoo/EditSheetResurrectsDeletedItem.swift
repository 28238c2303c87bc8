import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug, on an iPad where the list stays usable under the edit sheet: saving the sheet writes the
/// item back by id, so an item deleted while its sheet was open comes back. Rare: the list must
/// delete exactly the item being edited while the sheet is up.
struct EditSheetResurrectsDeletedItem: Reducer {
  struct Item: Equatable, Identifiable, Sendable {
    var id: Int
    var name: String
  }
  struct Editor: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var item: Item }
    enum Action: Equatable, Sendable {
      case nameChanged(String)
      case saveTapped
      case cancelTapped
    }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .nameChanged(name):
          state.item.name = name
          return .none
        case .saveTapped:
          return .none
        case .cancelTapped:
          return .run { [dismiss] _ in await dismiss() }
        }
      }
    }
    static func actions(for state: State) -> Gen<Action> {
      .oneOf(
        Gen.element(of: ["a", "b", "c"]).map(Action.nameChanged), .always(.saveTapped),
        .always(.cancelTapped))
    }
  }
  struct State: Equatable, Sendable {
    var items = IdentifiedArrayOf<Item>(uniqueElements: (1...3).map { Item(id: $0, name: "item \($0)") })
    var favorites: Set<Int> = []
    @PresentationState var editor: Editor.State?
  }
  enum Action: Equatable, Sendable {
    case editTapped(id: Int)
    case deleteTapped(id: Int)
    case favoriteToggled(id: Int)
    case editor(PresentationAction<Editor.Action>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .editTapped(id):
        guard let item = state.items[id: id] else { return .none }
        state.editor = Editor.State(item: item)
      case let .deleteTapped(id):
        state.items.remove(id: id)
      case let .favoriteToggled(id):
        if state.favorites.remove(id) == nil { state.favorites.insert(id) }
      case .editor(.presented(.saveTapped)):
        guard let item = state.editor?.item else { return .none }
        state.items[id: item.id] = item  // inserts it again if it was deleted meanwhile
        state.editor = nil
      case .editor:
        break
      }
      return .none
    }
    .ifLet(\.$editor, action: Action.editor) { Editor() }
  }
  /// What the list offers: edit or delete a row; nothing once every row is gone.
  static func listActions(for state: State) -> Gen<Action>? {
    let ids = state.items.map(\.id)
    guard !ids.isEmpty else { return nil }
    return .oneOf(
      Gen.element(of: ids).map { Action.editTapped(id: $0) },
      Gen.element(of: ids).map { Action.deleteTapped(id: $0) },
      Gen.element(of: ids).map { Action.favoriteToggled(id: $0) })
  }
}

extension BugZoo {
  @Test func editSheetSaveResurrectsAnItemDeletedMeanwhile() async {
    await expectBug(
      in: EditSheetResurrectsDeletedItem(), from: EditSheetResurrectsDeletedItem.State(),
      invariant: "a deleted item never comes back", minimalSteps: 3
    ) {
      $0.screenInteraction = .severalAtOnce
      $0.actions(for: EditSheetResurrectsDeletedItem.self, EditSheetResurrectsDeletedItem.listActions)
      $0.invariant("a deleted item never comes back", model: Set<Int>()) { deleted, before, _, after in
        deleted.formUnion(Set(before.items.map(\.id)).subtracting(after.items.map(\.id)))
      } holds: { deleted, state in
        deleted.isDisjoint(with: state.items.map(\.id))
      }
    }
  }
}
