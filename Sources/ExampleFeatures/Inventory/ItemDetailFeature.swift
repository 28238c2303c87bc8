import ReducerCore

/// Shows an item and counts its stock with a request.
struct ItemDetailFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    var item: Item
    var stock: Int?
  }
  enum Action: Equatable, Sendable {
    case onAppear
    case stockLoaded(Int)
    case editButtonTapped
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        let quantity = state.item.quantity
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.stockLoaded(quantity))
        }
      case let .stockLoaded(stock):
        state.stock = stock
        return .none
      case .editButtonTapped:
        // The parent switches to the edit destination.
        return .none
      }
    }
  }
}
