import Generators
import ReducerCheck
import ReducerCore
import Testing

enum Server: String, Equatable, Sendable, CaseIterable { case production, staging, local }
struct Session: Equatable, Sendable { var user: String; var server: Server }

/// A profile screen with six destinations. Advanced settings are reachable only from the
/// settings sheet, after tapping its version label three times (developer mode). Bug: picking
/// another server there switches `server` but keeps the session signed in to the old one.
/// `bugFixed` signs out on a server change.
struct Profile: Reducer {
  struct Settings: Reducer {
    struct State: Equatable, Sendable { var versionTaps = 0; var notifications = true }
    enum Action: Equatable, Sendable {
      case versionTapped, notificationsToggled, advancedTapped, delegate(Delegate)
      enum Delegate: Equatable, Sendable { case openAdvanced }
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .versionTapped: state.versionTaps += 1; return .none
        case .notificationsToggled: state.notifications.toggle(); return .none
        case .advancedTapped: return state.versionTaps >= 3 ? .send(.delegate(.openAdvanced)) : .none
        case .delegate: return .none
        }
      }
    }
  }
  struct Advanced: Reducer {
    struct State: Equatable, Sendable { var server: Server; var verboseLogs = false }
    enum Action: Equatable, Sendable { case serverPicked(Server), verboseLogsToggled }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .serverPicked(server): state.server = server
        case .verboseLogsToggled: state.verboseLogs.toggle()
        }
        return .none
      }
    }
  }
  struct EditName: Reducer {
    struct State: Equatable, Sendable { var name: String }
    enum Action: Equatable, Sendable { case nameChanged(String) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case let .nameChanged(name) = action { state.name = name }
        return .none
      }
    }
  }
  struct Destination: Reducer {
    enum State: Equatable, Sendable {
      case editName(EditName.State), settings(Settings.State), advanced(Advanced.State)
      case avatar, share, alert(AlertState<Profile.Action.Alert>)
    }
    enum Action: Equatable, Sendable {
      case editName(EditName.Action), settings(Settings.Action), advanced(Advanced.Action)
      case avatar(Never), share(Never), alert(Profile.Action.Alert)
    }
    var body: some ReducerOf<Self> {
      Scope(state: State.editName, action: Action.editName) { EditName() }
      Scope(state: State.settings, action: Action.settings) { Settings() }
      Scope(state: State.advanced, action: Action.advanced) { Advanced() }
    }
  }
  struct State: Equatable, Sendable {
    var name = "Blob"
    var server = Server.production
    var session: Session? = Session(user: "Blob", server: .production)
    @PresentationState var destination: Destination.State?
  }
  enum Action: Equatable, Sendable {
    case editNameTapped, settingsTapped, avatarTapped, shareTapped, signOutTapped, signInTapped
    case destination(PresentationAction<Destination.Action>)
    enum Alert: Equatable, Sendable { case confirmSignOut }
  }
  var bugFixed = false
  init(bugFixed: Bool = false) { self.bugFixed = bugFixed }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editNameTapped: state.destination = .editName(.init(name: state.name))
      case .settingsTapped: state.destination = .settings(.init())
      case .avatarTapped: state.destination = .avatar
      case .shareTapped: state.destination = .share
      case .signOutTapped:
        guard state.session != nil else { break }
        state.destination = .alert(
          AlertState(
            title: "Sign out?",
            buttons: [
              ButtonState(role: .destructive, action: .confirmSignOut, label: "Sign out"),
              ButtonState(role: .cancel, label: "Cancel"),
            ]))
      case .signInTapped:
        if state.session == nil { state.session = Session(user: state.name, server: state.server) }
      case .destination(.presented(.alert(.confirmSignOut))): state.session = nil
      case let .destination(.presented(.editName(.nameChanged(name)))): state.name = name
      case .destination(.presented(.settings(.delegate(.openAdvanced)))):
        state.destination = .advanced(.init(server: state.server))
      case let .destination(.presented(.advanced(.serverPicked(server)))):
        guard server != state.server else { break }
        state.server = server  // BUG: the session still belongs to the old server
        if bugFixed { state.session = nil }
      case .destination: break
      }
      return .none
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
  }
}

extension CheckConfiguration where Feature == Profile {
  /// What a user does, what the endpoints answer, and what must hold: shared by the bug and its
  /// correct twin.
  mutating func useProfileGenerators() {
    actions(for: Profile.self) { state in
      .oneOf(
        .always(.editNameTapped), .always(.settingsTapped), .always(.avatarTapped),
        .always(.shareTapped), .always(state.session == nil ? .signInTapped : .signOutTapped))
    }
    actions(for: Profile.EditName.self) { _ in
      Gen.element(of: ["Blob", "Blob Jr", "Blob Sr"]).map { .nameChanged($0) }
    }
    actions(for: Profile.Settings.self) { state in
      var gens: [Gen<Profile.Settings.Action>] = [.always(.versionTapped), .always(.notificationsToggled)]
      if state.versionTaps >= 3 { gens.append(.always(.advancedTapped)) }  // developer mode
      return .oneOf(gens)
    }
    actions(for: Profile.Advanced.self) { _ in
      .oneOf(Gen.element(of: Server.allCases).map { .serverPicked($0) }, .always(.verboseLogsToggled))
    }
    actions(for: Profile.Destination.self) { state in
      guard case let .alert(alert) = state else { return nil }
      return Gen.element(of: alert.buttons.compactMap(\.action)).map { .alert($0) }
    }
    invariant("the session belongs to the current server") { state in
      state.session == nil || state.session?.server == state.server
    }
  }
}

extension BugZoo {
  /// Written by a helper who had not read the exploration code, to measure it on a bug it was
  /// not tuned to.
  @Test func aServerPickedInAdvancedSettingsKeepsTheOldSession() async {
    await expectBug(
      in: Profile(), from: Profile.State(), invariant: "the session belongs to the current server",
      minimalSteps: 6
    ) {
      $0.useProfileGenerators()
    }
  }

  /// The correct twin stays green.
  @Test func aServerPickedInAdvancedSettingsKeepsTheOldSessionFixedPasses() async {
    await expectNoFailure(
      in: Profile(bugFixed: true), from: Profile.State(), seeds: Array(bugZooSeeds.prefix(3))
    ) {
      $0.useProfileGenerators()
    }
  }
}
