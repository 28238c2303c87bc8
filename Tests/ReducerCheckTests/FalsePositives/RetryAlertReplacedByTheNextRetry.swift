import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Correct: an upload that fails shows "Retrying in 2 s" and counts down in the alert's message;
/// at zero it uploads again, and a second failure shows a new alert with a new countdown, which
/// writes into that new alert, its own. Closing an alert cancels its countdown.
struct RetryAlertReplacedByTheNextRetry: Reducer, ActionGenerating {
  struct State: Equatable, Sendable {
    @PresentationState var alert: AlertState<Action.Alert>?
  }
  enum Action: Equatable, Sendable {
    case uploadTapped
    case uploaded(Bool)
    case tick(Int)
    case alert(PresentationAction<Alert>)
    enum Alert: Equatable, Sendable { case cancelRetry }
  }
  enum CancelID { case countdown }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.uploadPhoto) var uploadPhoto
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .uploadTapped:
        return upload
      case .uploaded(true):
        return .none
      case .uploaded(false):
        state.alert = AlertState(
          title: "Upload failed", message: "Retrying in 2 s",
          buttons: [ButtonState(role: .cancel, action: .cancelRetry, label: "Cancel")])
        return .run { [clock] send in
          for second in (0..<2).reversed() {
            try await clock.sleep(for: .seconds(1))
            await send(.tick(second))
          }
        }
        .cancellable(id: CancelID.countdown, cancelInFlight: true)
      case let .tick(second):
        let message = second > 0 ? "Retrying in \(second) s" : "Retrying…"
        state.alert?.message = message
        return second == 0 ? upload : .none
      case .alert(.presented(.cancelRetry)), .alert(.dismiss):
        return .cancel(id: CancelID.countdown)
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
  }
  private var upload: Effect<Action> {
    .run { [uploadPhoto] send in await send(.uploaded(try await uploadPhoto())) }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.uploadTapped) }
}

private enum UploadPhotoKey: DependencyKey {
  static let liveValue: @Sendable () async throws -> Bool = { true }
}

extension DependencyValues {
  var uploadPhoto: @Sendable () async throws -> Bool {
    get { self[UploadPhotoKey.self] }
    set { self[UploadPhotoKey.self] = newValue }
  }
}

extension FalsePositives {
  /// A user trial of the alert rule: the countdown the second failure started was held to the
  /// first alert (the one its action replaced), and its first tick into its own alert was
  /// reported as a write into the alert shown after the first.
  @Test func aCountdownStartedWithTheAlertThatReplacedAnotherIsThatAlertsOwn() async {
    await expectNoFailure(
      in: RetryAlertReplacedByTheNextRetry(), from: RetryAlertReplacedByTheNextRetry.State()
    ) {
      $0.endpoint(\.uploadPhoto, named: "upload", answers: .oneOf(.always(true), .always(false)))
    }
  }
}
