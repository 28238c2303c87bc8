import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: when the detail sheet's load fails, the parent retries it on the sheet's
/// `.delegate(.loadFailed)`, backing off 1 s, 2 s, 4 s, … without a cap, under a cancel id of
/// its own, and never cancels it when the sheet closes: after the user left, the app calls the
/// server forever. Correct twins: the retry stops after `cap` tries, and may be cancelled with
/// the sheet (`cancelsOnDismiss`).
struct RetryOutlivesSheet: Reducer, ActionGenerating {
  struct Detail: Reducer, ActionGenerating {
    struct State: Equatable, Sendable {
      var id: Int
      var text: String?
    }
    enum Action: Equatable, Sendable {
      case onAppear
      case loaded(String)
      case delegate(Delegate)
      enum Delegate: Equatable, Sendable { case loadFailed }
    }
    @Dependency(\.retryLoad) var load
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .onAppear:
          return .run { [id = state.id, load] send in
            do {
              await send(.loaded(try await load(id)))
            } catch {
              await send(.delegate(.loadFailed))
            }
          }
        case let .loaded(text):
          state.text = text
          return .none
        case .delegate:
          return .none
        }
      }
    }
    static func actions(for state: State) -> Gen<Action> { .always(.onAppear) }
  }
  struct State: Equatable, Sendable {
    @PresentationState var detail: Detail.State?
    var retriedText: String?
  }
  enum Action: Equatable, Sendable {
    case rowTapped(Int)
    case retried(String)
    case detail(PresentationAction<Detail.Action>)
  }
  enum CancelID { case retry }
  var cap: Int?
  var cancelsOnDismiss = false
  @Dependency(\.retryLoad) var load
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .rowTapped(id):
        state.detail = Detail.State(id: id)
        return .none
      case .detail(.presented(.delegate(.loadFailed))):
        guard let id = state.detail?.id else { return .none }
        return .run { [cap, load, clock] send in
          var delay = Duration.seconds(1)
          for _ in 0..<(cap ?? .max) {
            try await clock.sleep(for: delay)
            if let text = try? await load(id) {
              await send(.retried(text))
              return
            }
            delay *= 2
          }
        }
        .cancellable(id: CancelID.retry, cancelInFlight: true)
      case let .retried(text):
        state.retriedText = text
        return .none
      case .detail(.dismiss):
        return cancelsOnDismiss ? .cancel(id: CancelID.retry) : .none
      case .detail:
        return .none
      }
    }
    .ifLet(\.$detail, action: Action.detail) { Detail() }
  }
  static func actions(for state: State) -> Gen<Action> { Gen.int(in: 1...3).map(Action.rowTapped) }
}

struct LoadFailed: Error, Equatable {}

private enum RetryLoadKey: DependencyKey {
  static let liveValue: @Sendable (Int) async throws -> String = { "text \($0)" }
}

extension DependencyValues {
  var retryLoad: @Sendable (Int) async throws -> String {
    get { self[RetryLoadKey.self] }
    set { self[RetryLoadKey.self] = newValue }
  }
}

extension BugZoo {
  @Test func retryLoopOutlivesItsSheet() async {
    let result = await expectBug(
      in: RetryOutlivesSheet(), from: RetryOutlivesSheet.State(), invariant: "quiescence",
      minimalSteps: 4
    ) {
      $0.endpoint(\.retryLoad, named: "load", failures: .always(LoadFailed())) { id in .always("text \(id)") }
    }
    let report = flattened(result?.failure?.report)
    #expect(report.contains("1. send .rowTapped(1)"), "\(report)")
    #expect(report.contains("2. send .detail(.presented(.onAppear))"))
    #expect(report.contains(#"3. answer "load" call 1 with the error LoadFailed()"#))
    #expect(report.contains("4. send .detail(.dismiss) (leaving"))
    #expect(report.contains("Then every pending call was answered as time ran on:"))
    #expect(
      report.contains(
        "created at ReducerCheckTests/RetryOutlivesSheet.swift:67 in root for detail, is still running after step 4 closed detail"
      ), "\(report)")
    #expect(report.contains(#"(meanwhile it called "load" "#), "\(report)")
    #expect(report.contains("it waits on the call it made after the last answer"))
  }
}

extension FalsePositives {
  @Test func aCappedRetryCancelledWithItsSheetLeavesNothingRunning() async {
    await expectNoFailure(
      in: RetryOutlivesSheet(cap: 3, cancelsOnDismiss: true), from: RetryOutlivesSheet.State()
    ) {
      $0.endpoint(\.retryLoad, named: "load", failures: .always(LoadFailed())) { id in .always("text \(id)") }
    }
  }

  /// A user's trial: retries capped at 15 were reported as endless, two sheets' retries sharing
  /// the wind-down's rounds. Capped, they end, cancelled with their sheet or not.
  @Test func aRetryCappedAtFifteenEndsOnItsOwn() async {
    await expectNoFailure(in: RetryOutlivesSheet(cap: 15), from: RetryOutlivesSheet.State()) {
      $0.endpoint(\.retryLoad, named: "load", failures: .always(LoadFailed())) { id in .always("text \(id)") }
    }
  }
}
