import ReducerCore

/// Adds or edits an item.
struct ItemFormFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    var item: Item
  }
  enum Action: Equatable, Sendable {
    case nameChanged(String)
    case quantityChanged(Int)
    case saveButtonTapped
    case cancelButtonTapped
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .nameChanged(name):
        state.item.name = name
        return .none
      case let .quantityChanged(quantity):
        state.item.quantity = quantity
        return .none
      case .saveButtonTapped:
        // The parent reads the form and closes it.
        return .none
      case .cancelButtonTapped:
        return .run { _ in await self.dismiss() }
      }
    }
  }
}
