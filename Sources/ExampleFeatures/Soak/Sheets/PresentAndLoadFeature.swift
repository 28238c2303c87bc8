import ReducerCore

/// TCA's "Sheets: Present and load" case study, as TCA writes it now: the parent presents
/// the sheet at once, and the sheet loads its own data when it appears (so dismissing it
/// cancels the load).
struct PresentAndLoadFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    var count = 0
    @PresentationState var factSheet: FactSheetFeature.State?
  }

  enum Action: Equatable, Sendable {
    case decrementButtonTapped
    case factSheet(PresentationAction<FactSheetFeature.Action>)
    case factSheetButtonTapped
    case incrementButtonTapped
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrementButtonTapped:
        state.count -= 1
        return .none

      case .factSheet(.dismiss):
        // The sheet's counter comes back to the parent when it closes.
        if let number = state.factSheet?.number { state.count = number }
        return .none

      case .factSheet:
        return .none

      case .factSheetButtonTapped:
        state.factSheet = FactSheetFeature.State(number: state.count)
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
