import Generators
import ReducerCheck
import ReducerCore

/// A feature with a destination enum, a stack and effects: what a checked step typically runs.
struct BenchmarkFeature: Reducer, ActionGenerating {
  struct Detail: Reducer, ActionGenerating {
    struct State: Equatable, Sendable, Codable {
      var id: Int
      var count = 0
    }
    enum Action: Equatable, Sendable {
      case increment
      case load
      case loaded(Int)
      case close
    }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .increment:
          state.count += 1
          return .none
        case .load:
          let id = state.id
          return .run { send in await send(.loaded(id)) }
        case let .loaded(value):
          state.count = value
          return .none
        case .close:
          return .run { _ in await self.dismiss() }
        }
      }
    }
    static func actions(for state: State) -> Gen<Action> {
      .oneOf(.always(.increment), .always(.load), .always(.close))
    }
  }

  struct Destination: Reducer {
    enum State: Equatable, Sendable, Codable {
      case detail(Detail.State)
      case edit(Detail.State)
    }
    enum Action: Equatable, Sendable {
      case detail(Detail.Action)
      case edit(Detail.Action)
    }
    var body: some ReducerOf<Self> {
      Scope(state: State.detail, action: Action.detail) { Detail() }
      Scope(state: State.edit, action: Action.edit) { Detail() }
    }
  }

  struct State: Equatable, Sendable, Codable {
    @PresentationState var destination: Destination.State?
    var path = StackState<Detail.State>()
    var total = 0
  }
  enum Action: Equatable, Sendable {
    case open(Int)
    case edit(Int)
    case push(Int)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Detail>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .open(id): state.destination = .detail(Detail.State(id: id))
      case let .edit(id): state.destination = .edit(Detail.State(id: id))
      case let .push(id): state.path.append(Detail.State(id: id))
      case .destination, .path: state.total += 1
      }
      return .none
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
    .forEach(\.path, action: Action.path) { Detail() }
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(
      Gen.int(in: 1...3).map(Action.open), Gen.int(in: 1...3).map(Action.edit),
      Gen.int(in: 1...3).map(Action.push))
  }

  /// A fixed tour through every kind of navigation, valid from the initial state.
  static let tour: [Action] = [
    .open(1), .destination(.presented(.detail(.increment))), .destination(.dismiss),
    .edit(2), .destination(.presented(.edit(.increment))), .push(3),
    .path(.element(id: 0, action: .increment)), .path(.popFrom(id: 0)), .destination(.dismiss),
  ]
}
