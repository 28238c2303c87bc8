import ReducerCore

/// A counter with effects that answer, tick, or never end, and a presented child.
struct Counter: Reducer {
  struct State: Equatable, Sendable {
    var count = 0
    @PresentationState var child: Counter.Child.State?
  }
  enum Action: Equatable, Sendable {
    case increment
    case noop
    case incrementLater
    case incremented
    case startForever
    case dismissSelf
    case presentChild
    case child(PresentationAction<Child.Action>)
  }

  struct Child: Reducer {
    struct State: Equatable, Sendable { var value = 0 }
    enum Action: Equatable, Sendable { case startForever }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .run { _ in try await Task.sleep(for: .seconds(3600)) } }
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment, .incremented:
        state.count += 1
        return .none
      case .noop, .child:
        return .none
      case .incrementLater:
        return .run { send in await send(.incremented) }
      case .startForever:
        return .run { _ in try await Task.sleep(for: .seconds(3600)) }
      case .dismissSelf:
        return .run { _ in await self.dismiss() }
      case .presentChild:
        state.child = Child.State()
        return .none
      }
    }
    .ifLet(\.$child, action: Action.child) { Child() }
  }
}
