import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Correct: a parent reacts to a child's action (not a delegate message) with work of its own
/// that changes only its own fields, and the child may be gone before that work answers.
/// TCA has no rule against it: the work was never the child's.
///
/// - Root: every save a pushed editor makes refreshes the root's badge, and the screens still in
///   the stack; the editor pops itself once saved (user trial 4).
/// - Nested: an editor counts the confirmations its sheet makes; the sheet dismisses itself.
///   Set to close on confirmation, the editor then asks the root to pop it.
struct RefreshesBadgeAfterSaves: Reducer, ActionGenerating {
  struct Confirm: Reducer, ActionGenerating {
    struct State: Equatable, Sendable {}
    enum Action: Equatable, Sendable { case confirmTapped }
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .run { [dismiss] _ in await dismiss() } }
    }
    static func actions(for state: State) -> Gen<Action> { .always(.confirmTapped) }
  }

  struct Editor: Reducer, ActionGenerating {
    struct State: Equatable, Sendable {
      @PresentationState var confirm: Confirm.State?
      var confirmations = 0
      var closesOnConfirm = false
      var refreshes = 0
    }
    enum Action: Equatable, Sendable {
      case askTapped
      case doneTapped
      case closesOnConfirmToggled
      case saveResponse
      case confirmRecorded
      case confirm(PresentationAction<Confirm.Action>)
      case delegate(Delegate)
      enum Delegate: Equatable, Sendable { case saved, confirmed }
    }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .askTapped:
          state.confirm = Confirm.State()
          return .none
        case .closesOnConfirmToggled:
          state.closesOnConfirm.toggle()
          return .none
        case .doneTapped:
          return .run { [clock] send in
            try await clock.sleep(for: .seconds(1))
            await send(.saveResponse)
          }
        case .saveResponse:
          return .send(.delegate(.saved))
        case .confirm(.presented(.confirmTapped)):
          // The editor's own work, started on its sheet's action; the sheet closes at once.
          return .run { [clock] send in
            try await clock.sleep(for: .seconds(2))
            await send(.confirmRecorded)
          }
        case .confirmRecorded:
          state.confirmations += 1
          return state.closesOnConfirm ? .send(.delegate(.confirmed)) : .none
        case .confirm, .delegate:
          return .none
        }
      }
      .ifLet(\.$confirm, action: Action.confirm) { Confirm() }
    }
    static func actions(for state: State) -> Gen<Action> {
      .oneOf(.always(.askTapped), .always(.doneTapped), .always(.closesOnConfirmToggled))
    }
  }

  struct State: Equatable, Sendable {
    var path = StackState<Editor.State>()
    var badge = 0
    var confirmedSaves = 0
  }
  enum Action: Equatable, Sendable {
    case editTapped
    case badgeLoaded
    case path(StackActionOf<Editor>)
  }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editTapped:
        state.path.append(Editor.State())
        return .none
      case .badgeLoaded:
        state.badge += 1
        for id in state.path.ids { state.path[id: id]?.refreshes += 1 }
        return .none
      case let .path(.element(id, .delegate(.saved))):
        state.path.pop(from: id)
        return .none
      case let .path(.element(id, .delegate(.confirmed))):
        state.path.pop(from: id)
        state.confirmedSaves += 1
        return .none
      case .path(.element(_, .saveResponse)):
        // Any save may change the unread count: the root's own badge.
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(2))
          await send(.badgeLoaded)
        }
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { Editor() }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.editTapped) }
}

extension FalsePositives {
  @Test func aParentsOwnWorkStartedOnAChildsActionMayOutliveTheChild() async {
    // Regression (user trial 4): the badge refresh was reported as an effect the editor left
    // running, and the editor's count of its sheet's confirmations as one the sheet left.
    await expectNoFailure(in: RefreshesBadgeAfterSaves(), from: RefreshesBadgeAfterSaves.State())
  }

  /// The control: both late deliveries do happen (after their child closed), so the test above
  /// says something. Each is caught by an invariant that forbids what it does.
  @Test(arguments: [
    "the badge stays 0", "no screen is refreshed", "no confirmation is recorded", "no save is confirmed",
  ])
  func theParentsLateWorkIsDelivered(_ invariant: String) async {
    let result = await quietCheck(RefreshesBadgeAfterSaves(), from: RefreshesBadgeAfterSaves.State()) {
      $0.invariant(invariant) { state in
        switch invariant {
        case "the badge stays 0": state.badge == 0
        case "no screen is refreshed": state.path.allSatisfy { $0.refreshes == 0 }
        case "no confirmation is recorded": state.path.allSatisfy { $0.confirmations == 0 }
        default: state.confirmedSaves == 0
        }
      }
    }
    #expect(result?.failure?.invariant == invariant, "\(result?.failure?.report ?? "")")
  }
}

/// Correct: rows of a `forEach` each present a sheet that dismisses itself once confirmed; the
/// row counts the confirmation two seconds later, in a field of its own.
struct RowsCountTheirConfirmations: Reducer {
  struct Row: Reducer, ActionGenerating {
    struct State: Equatable, Identifiable, Sendable {
      let id: Int
      @PresentationState var confirm: RefreshesBadgeAfterSaves.Confirm.State?
      var confirmations = 0
    }
    enum Action: Equatable, Sendable {
      case askTapped
      case confirmRecorded
      case confirm(PresentationAction<RefreshesBadgeAfterSaves.Confirm.Action>)
    }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .askTapped:
          state.confirm = RefreshesBadgeAfterSaves.Confirm.State()
          return .none
        case .confirm(.presented(.confirmTapped)):
          return .run { [clock] send in
            try await clock.sleep(for: .seconds(2))
            await send(.confirmRecorded)
          }
        case .confirmRecorded:
          state.confirmations += 1
          return .none
        case .confirm:
          return .none
        }
      }
      .ifLet(\.$confirm, action: Action.confirm) { RefreshesBadgeAfterSaves.Confirm() }
    }
    static func actions(for state: State) -> Gen<Action> { .always(.askTapped) }
  }
  struct State: Equatable, Sendable {
    var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
  }
  enum Action: Equatable, Sendable {
    case rows(IdentifiedActionOf<Row>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer<State, Action>()
      .forEach(\.rows, action: Action.rows) { Row() }
  }
}

extension FalsePositives {
  @Test func aRowsOwnWorkStartedOnItsSheetsActionMayOutliveTheSheet() async {
    // A reviewer: a parent that is a forEach row could not be found in the state, so any late
    // action of its own was reported.
    await expectNoFailure(in: RowsCountTheirConfirmations(), from: RowsCountTheirConfirmations.State())
    let result = await quietCheck(RowsCountTheirConfirmations(), from: RowsCountTheirConfirmations.State()) {
      $0.invariant("no confirmation is recorded") { $0.rows.allSatisfy { $0.confirmations == 0 } }
    }
    #expect(result?.failure?.invariant == "no confirmation is recorded", "\(result?.failure?.report ?? "")")
  }
}

/// Correct: a root flips the order of its rows a second after any row's count is bumped (work of
/// its own, with no cancel id); a row may be deleted in that second, and the flip then moves the
/// others.
struct ResortsAfterARowGoes: Reducer, ActionGenerating {
  struct Row: Reducer, ActionGenerating {
    struct State: Equatable, Identifiable, Sendable {
      let id: Int
      var count = 0
    }
    enum Action: Equatable, Sendable { case bumpTapped, deleteTapped }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if action == .bumpTapped { state.count += 1 }
        return .none
      }
    }
    static func actions(for state: State) -> Gen<Action> {
      .oneOf(.always(.bumpTapped), .always(.deleteTapped))
    }
  }
  struct State: Equatable, Sendable {
    var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2), Row.State(id: 3)]
    var flipsForAGoneRow = 0
  }
  enum Action: Equatable, Sendable {
    case resetTapped
    case flipRequested(after: Int)
    case rows(IdentifiedActionOf<Row>)
  }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .resetTapped:
        state.rows = [Row.State(id: 1), Row.State(id: 2), Row.State(id: 3)]
        return .none
      case let .flipRequested(id):
        if state.rows[id: id] == nil { state.flipsForAGoneRow += 1 }
        state.rows = IdentifiedArray(uniqueElements: state.rows.reversed())
        return .none
      case let .rows(.element(id, .deleteTapped)):
        _ = state.rows.remove(id: id)
        return .none
      case let .rows(.element(id, .bumpTapped)):
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.flipRequested(after: id))
        }
      }
    }
    .forEach(\.rows, action: Action.rows) { Row() }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.resetTapped) }
}

extension FalsePositives {
  @Test func aParentMayReorderItsOtherRowsAfterARowWent() async {
    // A reviewer: a collection compared by its whole id list would take the flip of the rows
    // left behind for harm to the deleted row's place. (Not seen reported before the change:
    // the check does not take this root's flip for the row's, so this guards the rule.)
    await expectNoFailure(in: ResortsAfterARowGoes(), from: ResortsAfterARowGoes.State())
    let result = await quietCheck(ResortsAfterARowGoes(), from: ResortsAfterARowGoes.State()) {
      $0.invariant("no flip for a gone row") { $0.flipsForAGoneRow == 0 }
    }
    #expect(result?.failure?.invariant == "no flip for a gone row", "\(result?.failure?.report ?? "")")
  }
}
