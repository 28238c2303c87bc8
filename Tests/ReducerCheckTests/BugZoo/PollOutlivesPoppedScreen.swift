import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: pushing an order's screen starts polling its status, and every answer re-arms the poll
/// five seconds later, under a cancel id of the parent's own that nothing cancels when the
/// screen is popped: the app polls for a screen nobody looks at, forever. The statuses land in
/// the parent's own dictionary, which harms no screen: only quiescence can tell.
struct PollOutlivesPoppedScreen: Reducer, ActionGenerating {
  struct Order: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var id: Int }
    enum Action: Equatable, Sendable { case shareTapped }
    var body: some ReducerOf<Self> { EmptyReducer() }
    static func actions(for state: State) -> Gen<Action> { .always(.shareTapped) }
  }
  struct State: Equatable, Sendable {
    var path = StackState<Order.State>()
    var statuses: [Int: String] = [:]
    var syncing = false
  }
  enum Action: Equatable, Sendable {
    case launched
    case orderTapped(Int)
    case statusLoaded(Int, String)
    case path(StackActionOf<Order>)
  }
  enum PollID { case status }
  /// The correct twin: the root polls one summary for its whole life, started on launch.
  var pollsAtTheRoot = false
  /// The fix: a pop cancels the poll (one order is shown at a time: the root is covered).
  var cancelsOnPop = false
  @Dependency(\.orderStatus) var orderStatus
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .launched:
        guard pollsAtTheRoot, !state.syncing else { return .none }
        state.syncing = true
        return poll(0, after: .zero)
      case let .orderTapped(id):
        state.path.append(Order.State(id: id))
        return pollsAtTheRoot ? .none : poll(id, after: .zero)
      case let .statusLoaded(id, status):
        state.statuses[id] = status
        return poll(id, after: .seconds(5))
      case .path(.popFrom):
        return cancelsOnPop ? .cancel(id: PollID.status) : .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { Order() }
  }

  /// One line makes every poll, so one declaration covers them.
  private func poll(_ id: Int, after delay: Duration) -> Effect<Action> {
    .run { [orderStatus, clock] send in
      if delay > .zero { try await clock.sleep(for: delay) }
      await send(.statusLoaded(id, try await orderStatus(id)))
    }
    .cancellable(id: PollID.status)
  }

  static func actions(for state: State) -> Gen<Action> {
    .oneOf(.always(.launched), Gen.int(in: 1...3).map(Action.orderTapped))
  }
}

private enum OrderStatusKey: DependencyKey {
  static let liveValue: @Sendable (Int) async throws -> String = { _ in "shipped" }
}

extension DependencyValues {
  var orderStatus: @Sendable (Int) async throws -> String {
    get { self[OrderStatusKey.self] }
    set { self[OrderStatusKey.self] = newValue }
  }
}

extension BugZoo {
  @Test func pollOfAPoppedScreenKeepsReArming() async {
    let result = await expectBug(
      in: PollOutlivesPoppedScreen(), from: PollOutlivesPoppedScreen.State(), invariant: "quiescence",
      minimalSteps: 2
    ) {
      $0.endpoint(\.orderStatus, named: "order status") { _ in .element(of: ["packed", "shipped"]) }
    }
    let report = flattened(result?.failure?.report)
    #expect(report.contains("1. send .orderTapped(1)"), "\(report)")
    #expect(report.contains("2. send .path(.popFrom(id: #0)) (leaving"))
    #expect(
      report.contains("in root for path[#0], is still running after step 2 closed path[#0]"), "\(report)")
    #expect(report.contains(#"(meanwhile it called "order status" "#), "\(report)")
  }
}

extension FalsePositives {
  @Test func aPollTheRootKeepsForItsWholeLifeMayRunOn() async {
    await expectNoFailure(
      in: PollOutlivesPoppedScreen(pollsAtTheRoot: true), from: PollOutlivesPoppedScreen.State()
    ) {
      $0.endpoint(\.orderStatus, named: "order status") { _ in .element(of: ["packed", "shipped"]) }
    }
  }

  @Test func aScreensPollDeclaredLongLivingMayOutliveIt() async {
    await expectNoFailure(in: PollOutlivesPoppedScreen(), from: PollOutlivesPoppedScreen.State()) {
      $0.endpoint(\.orderStatus, named: "order status") { _ in .element(of: ["packed", "shipped"]) }
      $0.longLivingEffects(createdAt: "ReducerCheckTests/PollOutlivesPoppedScreen.swift:59")
    }
  }
}
