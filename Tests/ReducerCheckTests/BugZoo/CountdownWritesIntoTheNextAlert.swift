import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: an idle app shows "Signing out in 3 s" and counts the seconds down in the alert's
/// message; "Stay signed in" closes the alert but does not stop the countdown, so once another
/// alert is shown ("Delete the draft?"), the next tick writes the countdown into it. With
/// `cancelsCountdown` (the fix), the alert's buttons and its dismissal stop it; with
/// `countsInAField` (a correct variant), the countdown writes only the parent's own field.
struct CountdownWritesIntoTheNextAlert: Reducer, ActionGenerating {
  struct State: Equatable, Sendable {
    @PresentationState var alert: AlertState<Action.Alert>?
    var secondsLeft = 0
    var signedIn = true
  }
  enum Action: Equatable, Sendable {
    case idleTimedOut
    case deleteDraftTapped
    case tick
    case alert(PresentationAction<Alert>)
    enum Alert: Equatable, Sendable {
      case staySignedIn
      case confirmDelete
    }
  }
  enum CancelID { case countdown }
  var cancelsCountdown = false
  var countsInAField = false
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .idleTimedOut:
        guard state.signedIn, state.alert == nil else { return .none }
        state.secondsLeft = 3
        state.alert = AlertState(
          title: "Still there?", message: "Signing out in 3 s",
          buttons: [ButtonState(action: .staySignedIn, label: "Stay signed in")])
        return .run { [clock] send in
          for _ in 1...3 {
            try await clock.sleep(for: .seconds(1))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.countdown)
      case .deleteDraftTapped:
        guard state.alert == nil else { return .none }
        state.alert = AlertState(
          title: "Delete the draft?",
          buttons: [ButtonState(role: .destructive, action: .confirmDelete, label: "Delete")])
        return .none
      case .tick:
        state.secondsLeft -= 1
        if state.secondsLeft == 0 {
          state.signedIn = false
          state.alert = nil
        } else if !countsInAField {
          // Writes into whichever alert is shown.
          let message = "Signing out in \(state.secondsLeft) s"
          state.alert?.message = message
        }
        return .none
      case .alert(.presented(.staySignedIn)), .alert(.dismiss):
        return cancelsCountdown ? .cancel(id: CancelID.countdown) : .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(.always(.idleTimedOut), .always(.deleteDraftTapped))
  }
}

extension BugZoo {
  @Test func aCountdownForOneAlertWritesIntoTheNext() async {
    let result = await expectBug(
      in: CountdownWritesIntoTheNextAlert(), from: CountdownWritesIntoTheNextAlert.State(),
      invariant: "effects cancelled on dismiss", minimalSteps: 4)
    let report = flattened(result?.failure?.report)
    #expect(report.contains("which wrote into the alert shown after it"), "\(report)")
  }
}

extension FalsePositives {
  @Test func aCountdownStoppedWithItsAlert() async {
    await expectNoFailure(
      in: CountdownWritesIntoTheNextAlert(cancelsCountdown: true),
      from: CountdownWritesIntoTheNextAlert.State())
  }

  /// The countdown outlives its alert, but writes only the parent's field: its business.
  @Test func aCountdownThatOutlivesItsAlertInAParentField() async {
    await expectNoFailure(
      in: CountdownWritesIntoTheNextAlert(countsInAField: true),
      from: CountdownWritesIntoTheNextAlert.State())
  }
}

/// The same bug, with the alert shown by an action an effect sends (the upload's failure), as
/// a user trying the checker wrote it: the countdown is the alert's work all the same.
struct CountdownOfAnAlertAnEffectShowed: Reducer, ActionGenerating {
  struct State: Equatable, Sendable {
    @PresentationState var alert: AlertState<Action.Alert>?
  }
  enum Action: Equatable, Sendable {
    case uploadTapped
    case uploadFailed
    case deleteTapped
    case tick(Int)
    case alert(PresentationAction<Alert>)
    enum Alert: Equatable, Sendable { case confirmDelete }
  }
  var cancelsCountdown = false
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .uploadTapped:
        return .run { send in await send(.uploadFailed) }
      case .uploadFailed:
        guard state.alert == nil else { return .none }
        state.alert = AlertState(title: "Upload failed", message: "Retrying in 3 s")
        return .run { [clock] send in
          for second in (1...2).reversed() {
            try await clock.sleep(for: .seconds(1))
            await send(.tick(second))
          }
        }
        .cancellable(id: "countdown")
      case let .tick(second):
        let message = "Retrying in \(second) s"
        state.alert?.message = message
        return .none
      case .deleteTapped:
        guard state.alert == nil else { return .none }
        state.alert = AlertState(
          title: "Delete?",
          buttons: [ButtonState(role: .destructive, action: .confirmDelete, label: "Delete")])
        return .none
      case .alert(.dismiss):
        return cancelsCountdown ? .cancel(id: "countdown") : .none
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(.always(.uploadTapped), .always(.deleteTapped))
  }
}

extension BugZoo {
  @Test func aCountdownOfAnAlertAnEffectShowedWritesIntoTheNext() async {
    let result = await quietCheck(
      CountdownOfAnAlertAnEffectShowed(), from: CountdownOfAnAlertAnEffectShowed.State())
    #expect(result?.failure?.invariant == "effects cancelled on dismiss")
    let report = flattened(result?.failure?.report)
    #expect(report.contains("which wrote into the alert shown after it"), "\(report)")
  }
}

extension FalsePositives {
  @Test func aCountdownOfAnAlertAnEffectShowedStoppedWithIt() async {
    await expectNoFailure(
      in: CountdownOfAnAlertAnEffectShowed(cancelsCountdown: true),
      from: CountdownOfAnAlertAnEffectShowed.State())
  }
}
