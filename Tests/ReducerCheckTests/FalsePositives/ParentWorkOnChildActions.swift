import ReducerCheck
import Testing

/// Correct, as TCA's Todos case study writes it: when a row is completed, the parent waits a
/// second and sorts, in an effect it makes cancellable with its own id. Clearing the completed
/// rows removes the row while that effect waits; the sort it then sends is the parent's own
/// work on the parent's own list, not something the row left running.
struct SortsAfterCompletion: Reducer, ActionGenerating {
  struct Row: Reducer {
    struct State: Equatable, Identifiable, Sendable {
      let id: Int
      @BindingState var isComplete = false
    }
    enum Action: BindableAction, Equatable, Sendable {
      case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> { BindingReducer() }
  }

  struct State: Equatable, Sendable {
    var rows: IdentifiedArrayOf<Row.State> = [Row.State(id: 1), Row.State(id: 2)]
    var sorts = 0
  }
  enum Action: Equatable, Sendable {
    case clearCompletedTapped
    case sortCompleted
    case rows(IdentifiedActionOf<Row>)
  }
  private enum CancelID { case sort }
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .clearCompletedTapped:
        state.rows.removeAll(where: \.isComplete)
        return .none
      case .sortCompleted:
        state.sorts += 1
        return .none
      case .rows(.element(id: _, action: .binding(\.$isComplete))):
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.sortCompleted)
        }
        .cancellable(id: CancelID.sort, cancelInFlight: true)
      case .rows:
        return .none
      }
    }
    .forEach(\.rows, action: Action.rows) { Row() }
  }

  static func actions(for state: State) -> Gen<Action> {
    let toggles = state.rows.map { row in
      Action.rows(.element(id: row.id, action: .set(\.$isComplete, !row.isComplete)))
    }
    return .oneOf([.always(.clearCompletedTapped)] + toggles.map { .always($0) })
  }
}

extension FalsePositives {
  @Test func aParentsOwnCancellableWorkOnARowsActionOutlivesTheRow() async {
    await expectNoFailure(in: SortsAfterCompletion(), from: SortsAfterCompletion.State())
  }

  @Test func aParentEffectKeyedToAScreenAndCancelledWhenItPopsIsCorrect() async {
    // The control of the zoo's `MarkReadOutlivesPoppedScreen`: the parent cancels the id when
    // the screen pops.
    await expectNoFailure(
      in: MarkReadOutlivesPoppedScreen(cancelsOnPop: true), from: MarkReadOutlivesPoppedScreen.State())
  }
}
