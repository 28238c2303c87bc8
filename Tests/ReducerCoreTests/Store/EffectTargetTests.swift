import ReducerCore
import Synchronization
import Testing

/// Which child an effect is started for, as checks judge "effects cancelled on dismiss" by it.
@Suite struct EffectTargetTests {
  struct Sheet: Reducer {
    struct State: Equatable, Sendable {}
    enum Action: Equatable, Sendable { case onAppear }
    var body: some ReducerOf<Self> { EmptyReducer() }
  }
  struct Parent: Reducer {
    struct State: Equatable, Sendable {
      @PresentationState var sheet: Sheet.State?
      @PresentationState var alert: AlertState<Action.Alert>?
    }
    enum Action: Equatable, Sendable {
      case sheet(PresentationAction<Sheet.Action>)
      case alert(PresentationAction<Alert>)
      enum Alert: Equatable, Sendable { case confirm }
    }
    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .sheet(.presented(.onAppear)), .alert(.presented(.confirm)):
          return .run { _ in }
        case .sheet, .alert:
          return .none
        }
      }
      .ifLet(\.$sheet, action: Action.sheet) { Sheet() }
      .ifLet(\.$alert, action: Action.alert)
    }
  }

  /// The `startedFor` of the effect `action` starts, printed.
  func target(of action: Parent.Action, in state: Parent.State) -> String? {
    let records = Mutex<[EffectRecord]>([])
    var configuration = StoreCore<Parent.State, Parent.Action>.Configuration()
    configuration.onEvent = { event in
      if case let .effectStarted(record) = event { records.withLock { $0.append(record) } }
    }
    let store = StoreCore(
      initialState: state, reducer: Parent(), dependencies: DependencyValues(), configuration: configuration)
    store.send(action, origin: .external(token: 0))
    return records.withLock { $0.first?.startedFor.map { "\($0)" } ?? "the parent" }
  }

  @Test func anEffectAParentStartsOnAScreensActionIsForThatScreen() {
    #expect(target(of: .sheet(.presented(.onAppear)), in: .init(sheet: .init())) == "sheet")
  }

  @Test func anEffectAParentStartsOnAnAlertsButtonIsTheParentsOwn() {
    let alert = AlertState<Parent.Action.Alert>(
      title: "Sure?", buttons: [ButtonState(action: .confirm, label: "OK")])
    #expect(target(of: .alert(.presented(.confirm)), in: .init(alert: alert)) == "the parent")
  }
}
