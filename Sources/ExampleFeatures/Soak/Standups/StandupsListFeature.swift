import Foundation
import ReducerCore

/// The standups: a sheet adds one; tapping a row asks the app to open its detail.
struct StandupsListFeature: Reducer {
  struct Destination: Reducer {
    enum State: Equatable, Codable, Sendable {
      case add(StandupFormFeature.State)
    }
    enum Action: Equatable, Sendable {
      case add(StandupFormFeature.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: State.add, action: Action.add) {
        StandupFormFeature()
      }
    }
  }

  struct State: Equatable, Codable, Sendable {
    @PresentationState var destination: Destination.State?
    var standups: IdentifiedArrayOf<Standup> = []

    init(standups: IdentifiedArrayOf<Standup> = []) {
      self.standups = standups
    }
  }

  enum Action: Equatable, Sendable {
    case addStandupButtonTapped
    case confirmAddStandupButtonTapped
    case delegate(Delegate)
    case destination(PresentationAction<Destination.Action>)
    case dismissAddStandupButtonTapped
    case standupTapped(id: Standup.ID)

    enum Delegate: Equatable, Sendable {
      case openStandup(Standup)
    }
  }

  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addStandupButtonTapped:
        state.destination = .add(
          StandupFormFeature.State(
            standup: Standup(id: self.uuid(), attendees: [Attendee(id: self.uuid())])
          )
        )
        return .none

      case .confirmAddStandupButtonTapped:
        guard case let .add(formState) = state.destination else { return .none }
        var standup = formState.standup
        standup.attendees.removeAll { $0.name.allSatisfy(\.isWhitespace) }
        if standup.attendees.isEmpty {
          standup.attendees.append(Attendee(id: self.uuid()))
        }
        state.standups.append(standup)
        state.destination = nil
        return .none

      case .delegate:
        return .none

      case .destination:
        return .none

      case .dismissAddStandupButtonTapped:
        state.destination = nil
        return .none

      case let .standupTapped(id):
        guard let standup = state.standups[id: id] else { return .none }
        return .send(.delegate(.openStandup(standup)))
      }
    }
    .ifLet(\.$destination, action: Action.destination) {
      Destination()
    }
  }
}
