import Foundation
import ReducerCore

/// The inventory from the tree-based navigation seed: add, detail and edit destinations and a
/// delete alert, all in one destination enum.
struct InventoryFeature: Reducer {
  struct Destination: Reducer {
    enum State: Equatable, Codable, Sendable {
      case addItem(ItemFormFeature.State)
      case detailItem(ItemDetailFeature.State)
      case editItem(ItemFormFeature.State)
      case alert(AlertState<Action.Alert>)
    }
    enum Action: Equatable, Sendable {
      case addItem(ItemFormFeature.Action)
      case detailItem(ItemDetailFeature.Action)
      case editItem(ItemFormFeature.Action)
      case alert(Alert)

      enum Alert: Equatable, Codable, Sendable {
        case confirmDeletion(id: Item.ID)
      }
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.addItem, action: Action.addItem) {
        ItemFormFeature()
      }
      Scope(state: State.detailItem, action: Action.detailItem) {
        ItemDetailFeature()
      }
      Scope(state: State.editItem, action: Action.editItem) {
        ItemFormFeature()
      }
    }
  }

  struct State: Equatable, Codable, Sendable {
    @PresentationState var destination: Destination.State?
    var items: IdentifiedArrayOf<Item> = []
  }

  enum Action: Equatable, Sendable {
    case addButtonTapped
    case itemTapped(id: Item.ID)
    case deleteButtonTapped(id: Item.ID)
    case destination(PresentationAction<Destination.Action>)
  }

  @Dependency(\.uuid) var uuid
  @Dependency(\.database) var database

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        // Populating this state performs the navigation
        state.destination = .addItem(ItemFormFeature.State(item: Item(id: uuid())))
        return .none

      case let .itemTapped(id):
        guard let item = state.items[id: id] else { return .none }
        state.destination = .detailItem(ItemDetailFeature.State(item: item))
        return .none

      case let .deleteButtonTapped(id):
        guard let item = state.items[id: id] else { return .none }
        state.destination = .alert(
          AlertState(
            title: "Delete \(item.name)?",
            buttons: [
              ButtonState(role: .destructive, action: .confirmDeletion(id: id), label: "Delete"),
              ButtonState(role: .cancel, label: "Cancel"),
            ]
          )
        )
        return .none

      case .destination(.presented(.addItem(.saveButtonTapped))):
        guard case let .addItem(addItemState) = state.destination
        else { return .none }

        state.items.append(addItemState.item)
        state.destination = nil
        return .none

      case .destination(.presented(.detailItem(.editButtonTapped))):
        guard case let .detailItem(detailState) = state.destination
        else { return .none }

        state.destination = .editItem(ItemFormFeature.State(item: detailState.item))
        return .none

      case .destination(.presented(.editItem(.saveButtonTapped))):
        guard case let .editItem(editItemState) = state.destination
        else { return .none }

        state.destination = nil
        state.items[id: editItemState.item.id] = editItemState.item
        return .run { _ in
          try await self.database.save(editItemState.item)
        }

      case let .destination(.presented(.alert(.confirmDeletion(id)))):
        state.items.remove(id: id)
        return .none

      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: Action.destination) {
      Destination()
    }
  }
}
