import ReducerCore

/// The sheet both case studies present: a number, its fact, a counter, and a Close button.
struct FactSheetFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    var number: Int
    var fact: String?
    var isLoading = false

    init(number: Int, fact: String? = nil) {
      self.number = number
      self.fact = fact
    }
  }

  enum Action: Equatable, Sendable {
    case closeButtonTapped
    case decrementButtonTapped
    case factFailed
    case factResponse(String)
    case incrementButtonTapped
    case onAppear
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.factClient) var factClient

  private enum CancelID {
    case load
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await self.dismiss() }

      case .decrementButtonTapped:
        state.number -= 1
        return .none

      case .factFailed:
        state.isLoading = false
        return .none

      case let .factResponse(fact):
        state.isLoading = false
        state.fact = fact
        return .none

      case .incrementButtonTapped:
        state.number += 1
        return .none

      case .onAppear:
        // Presented with its data already (load then present): nothing to load.
        guard state.fact == nil else { return .none }
        state.isLoading = true
        return .run { [number = state.number, factClient] send in
          await send(.factResponse(try await factClient.fetch(number)))
        } catch: { _, send in
          await send(.factFailed)
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)
      }
    }
  }
}
