import ReducerCore

/// An effect that runs until cancelled, registered under a cancel id.
private func longLiving<Action>(id: String, cancelInFlight: Bool = false) -> Effect<Action> {
  .run { _ in try await Task.never() }
    .cancellable(id: id, cancelInFlight: cancelInFlight)
}

extension Task where Success == Never, Failure == Never {
  /// Suspends until the task is cancelled.
  static func never() async throws {
    let stream = AsyncStream<Never> { _ in }
    for await _ in stream {}
    throw Swift.CancellationError()
  }
}

/// A leaf that starts and cancels effects by id.
struct CancellingLeaf: Reducer {
  struct State: Equatable, Identifiable, Sendable { var id: Int }
  enum Action: Equatable, Sendable {
    case start(String, cancelInFlight: Bool)
    case cancel(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case let .start(id, cancelInFlight): longLiving(id: id, cancelInFlight: cancelInFlight)
      case let .cancel(id): .cancel(id: id)
      }
    }
  }
}

/// A child with siblings (in an identified array) and an optional grandchild.
struct CancellingChild: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    var id: Int
    var grandchild: CancellingLeaf.State? = CancellingLeaf.State(id: 0)
  }
  enum Action: Equatable, Sendable {
    case start(String, cancelInFlight: Bool)
    case cancel(String)
    case grandchild(CancellingLeaf.Action)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case let .start(id, cancelInFlight): longLiving(id: id, cancelInFlight: cancelInFlight)
      case let .cancel(id): .cancel(id: id)
      case .grandchild: .none
      }
    }
    .ifLet(\.grandchild, action: Action.grandchild) { CancellingLeaf() }
  }
}

/// A root with two children that use the same cancel ids as it does.
struct CancellingRoot: Reducer {
  struct State: Equatable, Sendable {
    var children: IdentifiedArrayOf<CancellingChild.State> = [
      CancellingChild.State(id: 1), CancellingChild.State(id: 2),
    ]
  }
  enum Action: Equatable, Sendable {
    case start(String, cancelInFlight: Bool)
    case cancel(String)
    case children(IdentifiedActionOf<CancellingChild>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case let .start(id, cancelInFlight): longLiving(id: id, cancelInFlight: cancelInFlight)
      case let .cancel(id): .cancel(id: id)
      case .children: .none
      }
    }
    .forEach(\.children, action: Action.children) { CancellingChild() }
  }
}

/// Logs the order actions arrive in.
struct OrderLogger: Reducer {
  struct State: Equatable, Sendable { var log: [String] = [] }
  enum Action: Equatable, Sendable {
    case a, b, c, d
    case concatenated
    case concatenatedAfterLongWait
    case concatenatedWhole
    case cancelWait
    case cancelWhole
    case runThenSend
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.log.append("\(action)")
      switch action {
      case .a: return .merge(.send(.b), .send(.c))
      case .b: return .send(.d)
      case .c, .d: return .none
      case .concatenated:
        return .concatenate(
          .run { send in
            await Task.yield()
            await send(.a)
          },
          .send(.d)
        )
      case .concatenatedAfterLongWait:
        return .concatenate(
          .run { _ in try await Task.sleep(for: .seconds(3600)) }.cancellable(id: "wait"),
          .send(.d)
        )
      case .concatenatedWhole:
        return .concatenate(
          .run { _ in try await Task.sleep(for: .seconds(3600)) },
          .send(.d)
        )
        .cancellable(id: "whole")
      case .cancelWait:
        return .cancel(id: "wait")
      case .cancelWhole:
        return .cancel(id: "whole")
      case .runThenSend:
        return .none
      }
    }
  }
}
