import Foundation
import ReducerCheck

/// A feature whose destination enum and stack are read and changed through `[case:]`
/// subscripts, and whose root can dismiss itself.
struct CaseEditor: Reducer {
  struct State: Equatable, Sendable {
    @PresentationState var destination: Destination.State?
    var path = StackState<Destination.State>()
  }
  enum Action: Equatable, Sendable {
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Destination>)
    case renameTapped(String)
    case renameTopTapped(String)
    case closeTapped
  }

  struct Destination: Reducer {
    enum State: Equatable, Sendable {
      case edit(String)
      case share(Int)
    }
    enum Action: Equatable, Sendable {}
    var body: some ReducerOf<Self> { EmptyReducer() }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .renameTapped(name):
        state.$destination[case: /Destination.State.edit] = name
        return .none
      case let .renameTopTapped(name):
        if let id = state.path.ids.last {
          state.path[id: id, case: /Destination.State.edit] = name
        }
        return .none
      case .closeTapped:
        return .run { _ in await self.dismiss() }
      case .destination, .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: /Action.destination) { Destination() }
    .forEach(\.path, action: /Action.path) { Destination() }
  }
}

/// A feature that loads through an endpoint, and reads a dependency whose key has no test value.
struct Loader: Reducer {
  struct State: Equatable, Sendable { var text: String? }
  enum Action: Equatable, Sendable {
    case loadTapped
    case loaded(TaskResult<String>)
    case readLiveOnlyTapped
  }

  @Dependency(\.loaderClient) var client
  @Dependency(\.liveOnlyNumber) var liveOnlyNumber

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .loadTapped:
        return .run { send in await send(.loaded(TaskResult { try await self.client.load() })) }
      case let .loaded(result):
        state.text = try? result.value
        return .none
      case .readLiveOnlyTapped:
        state.text = "\(liveOnlyNumber)"
        return .none
      }
    }
  }
}

struct LoaderClient: Sendable {
  var load: @Sendable () async throws -> String
}

private enum LoaderClientKey: DependencyKey {
  static let liveValue = LoaderClient(load: { "live" })
  static let testValue = LoaderClient(load: unimplemented("LoaderClient.load"))
}

private enum LiveOnlyNumberKey: DependencyKey {
  static let liveValue = 42
}

extension DependencyValues {
  var loaderClient: LoaderClient {
    get { self[LoaderClientKey.self] }
    set { self[LoaderClientKey.self] = newValue }
  }
  var liveOnlyNumber: Int {
    get { self[LiveOnlyNumberKey.self] }
    set { self[LiveOnlyNumberKey.self] = newValue }
  }
}

struct ComparableFailure: Error, Equatable { var code: Int }
struct DescribedFailure: Error { var reason: String }
