import ReducerCore

/// TCA's "Sheets: Load then present" case study: the parent loads the sheet's data while it
/// shows a spinner, and presents the sheet when the data arrives. Loading can be cancelled.
struct LoadThenPresentFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    var count = 0
    @PresentationState var factSheet: FactSheetFeature.State?
    var isActivityIndicatorVisible = false
  }

  enum Action: Equatable, Sendable {
    case cancelLoadButtonTapped
    case decrementButtonTapped
    case factSheet(PresentationAction<FactSheetFeature.Action>)
    case factSheetButtonTapped
    case factSheetFailed
    case factSheetLoaded(number: Int, fact: String)
    case incrementButtonTapped
  }

  @Dependency(\.factClient) var factClient

  private enum CancelID {
    case load
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelLoadButtonTapped:
        state.isActivityIndicatorVisible = false
        return .cancel(id: CancelID.load)

      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .factSheet:
        return .none

      case .factSheetButtonTapped:
        state.isActivityIndicatorVisible = true
        return .run { [count = state.count, factClient] send in
          await send(.factSheetLoaded(number: count, fact: try await factClient.fetch(count)))
        } catch: { _, send in
          await send(.factSheetFailed)
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)

      case .factSheetFailed:
        state.isActivityIndicatorVisible = false
        return .none

      case let .factSheetLoaded(number, fact):
        state.isActivityIndicatorVisible = false
        state.factSheet = FactSheetFeature.State(number: number, fact: fact)
        return .none

      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
    .ifLet(\.$factSheet, action: Action.factSheet) {
      FactSheetFeature()
    }
  }
}
