import Foundation
import Generators
import ReducerCheck
import ReducerCore
import Testing

/// A sheet that closes itself a second after it appears, while the root loads its text for two
/// seconds and sends it into the sheet; with `cancelsOnDismiss` off (the bug) the text is sent
/// to a sheet that is gone. Each close is logged three seconds later: the root's own work, which
/// goes on after the fix.
struct ClosesBeforeItsAnswer: Reducer, ActionGenerating {
  struct Sheet: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var text: String? }
    enum Action: Equatable, Sendable {
      case onAppear
      case loaded(String)
    }
    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .onAppear:
          return .run { [clock, dismiss] _ in
            try await clock.sleep(for: .seconds(1))
            await dismiss()
          }
        case let .loaded(text):
          state.text = text
          return .none
        }
      }
    }
    static func actions(for state: State) -> Gen<Action> { .always(.onAppear) }
  }
  struct State: Equatable, Sendable {
    @PresentationState var sheet: Sheet.State?
    var closesLogged = 0
  }
  enum Action: Equatable, Sendable {
    case openTapped
    case closeLogged
    case sheet(PresentationAction<Sheet.Action>)
  }
  struct LoadID: Hashable, Sendable {}
  var cancelsOnDismiss = false
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped:
        state.sheet = Sheet.State()
        return .none
      case .sheet(.presented(.onAppear)):
        let load = Effect<Action>.run { [clock] send in
          try await clock.sleep(for: .seconds(2))
          await send(.sheet(.presented(.loaded("text"))))
        }
        return cancelsOnDismiss ? load.cancellable(id: LoadID()) : load
      case .sheet(.dismiss):
        let log = Effect<Action>.run { [clock] send in
          try await clock.sleep(for: .seconds(3))
          await send(.closeLogged)
        }
        return cancelsOnDismiss ? .merge(.cancel(id: LoadID()), log) : log
      case .closeLogged:
        state.closesLogged += 1
        return .none
      case .sheet:
        return .none
      }
    }
    .ifLet(\.$sheet, action: Action.sheet) { Sheet() }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.openTapped) }
}

@Suite struct PrintedTestAfterTheFixTests {
  /// User trial 4: a printed "effects cancelled on dismiss" test turned the store exhaustive, and
  /// after a correct fix failed on what the fix leaves running (here the close's log). A late
  /// action that raises a runtime warning fails the test without it.
  @Test func aLateActionToAGoneChildFailsThePrintedTestWhichPassesAfterTheFix() async throws {
    let result = await quietCheck(ClosesBeforeItsAnswer(), from: ClosesBeforeItsAnswer.State())
    #expect(result?.failure?.invariant == "effects cancelled on dismiss")
    let report = result?.failure?.report ?? ""
    #expect(report.contains("await store.send(.sheet(.dismiss))"), "\(report)")
    #expect(!report.contains("store.exhaustivity = .on"), "\(report)")

    try await withKnownIssue {
      try await closesBeforeItsAnswerBreaksEffectsCancelledOnDismiss(fixed: false)
    } matching: { issue in
      issue.description.contains("received a presentation action when destination state was absent")
    }
    try await closesBeforeItsAnswerBreaksEffectsCancelledOnDismiss(fixed: true)
  }
}

/// The test the report prints, pasted as printed (minus `@Test`); `fixed` stands for the fix,
/// which the user makes in the feature.
private func closesBeforeItsAnswerBreaksEffectsCancelledOnDismiss(fixed: Bool) async throws {
  let clock = TestClock()
  let store = TestStore(initialState: ClosesBeforeItsAnswer.State(sheet: nil, closesLogged: 0)) {
    ClosesBeforeItsAnswer(cancelsOnDismiss: fixed)
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.openTapped)
  await store.send(.sheet(.presented(.onAppear)))
  await store.send(.sheet(.dismiss))
  // After the last step the check lets time run on.
  await clock.run()
}

/// A sheet whose text the root loads for two seconds and writes into whatever sheet is shown
/// then; with `cancelsOnDismiss` off (the bug) the text of a closed sheet lands in the next one.
/// Each close is logged two seconds later: the root's own work, which goes on after the fix and
/// arrives with the late text.
struct LoadsIntoTheNextSheet: Reducer, ActionGenerating {
  struct Sheet: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var text: String? }
    enum Action: Equatable, Sendable { case onAppear }
    var body: some ReducerOf<Self> { EmptyReducer() }
    static func actions(for state: State) -> Gen<Action> { .always(.onAppear) }
  }
  struct State: Equatable, Sendable {
    @PresentationState var sheet: Sheet.State?
    var closesLogged = 0
  }
  enum Action: Equatable, Sendable {
    case openTapped
    case textLoaded(String)
    case textLoadedAt(Date)
    case closeLogged
    case sheet(PresentationAction<Sheet.Action>)
  }
  struct LoadID: Hashable, Sendable {}
  var cancelsOnDismiss = false
  /// What the load sends.
  var loads = Action.textLoaded("text")
  /// What the close log sends.
  var logs = Action.closeLogged
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped:
        state.sheet = Sheet.State()
        return .none
      case .sheet(.presented(.onAppear)):
        let load = Effect<Action>.run { [clock, loads] send in
          try await clock.sleep(for: .seconds(2))
          await send(loads)
        }
        return cancelsOnDismiss ? load.cancellable(id: LoadID()) : load
      case let .textLoaded(text):
        state.sheet?.text = text
        return .none
      case let .textLoadedAt(date):
        state.sheet?.text = "text at \(date.timeIntervalSinceReferenceDate)"
        return .none
      case .sheet(.dismiss):
        let log = Effect<Action>.run { [clock, logs] send in
          try await clock.sleep(for: .seconds(2))
          await send(logs)
        }
        return cancelsOnDismiss ? .merge(.cancel(id: LoadID()), log) : log
      case .closeLogged:
        state.closesLogged += 1
        return .none
      case .sheet:
        return .none
      }
    }
    .ifLet(\.$sheet, action: Action.sheet) { Sheet() }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.openTapped) }
}

extension PrintedTestAfterTheFixTests {
  /// A printed "effects cancelled on dismiss" test whose late action changes the next child (no
  /// runtime warning) turned the store exhaustive, and after a correct fix failed on the root's
  /// own close log, which arrives in the same step. It asserts instead that the late action never
  /// arrives.
  @Test func aLateActionChangingTheNextChildFailsThePrintedTestWhichPassesAfterTheFix() async throws {
    let result = await quietCheck(LoadsIntoTheNextSheet(), from: LoadsIntoTheNextSheet.State())
    #expect(result?.failure?.invariant == "effects cancelled on dismiss")
    let report = result?.failure?.report ?? ""
    #expect(!report.contains("store.exhaustivity = .on"), "\(report)")
    #expect(
      report.contains("let lateAction: LoadsIntoTheNextSheet.Action = .textLoaded(\"text\")"), "\(report)")

    try await withKnownIssue {
      try await loadsIntoTheNextSheetBreaksEffectsCancelledOnDismiss(fixed: false)
    } matching: { issue in
      issue.description.contains("effects cancelled on dismiss")
    }
    try await loadsIntoTheNextSheetBreaksEffectsCancelledOnDismiss(fixed: true)
  }
}

extension PrintedTestAfterTheFixTests {
  /// Where the step that broke it also brings an equal action from other work, the test cannot
  /// tell the late one by its value: it bounds how many arrive, which the fix leaves. (Reviewer:
  /// an exhaustive store there failed after the fix on the other work's action.)
  @Test func aLateActionThatOtherWorkAlsoSendsIsCountedInThePrintedTest() async throws {
    let result = await quietCheck(
      LoadsIntoTheNextSheet(logs: .textLoaded("text")), from: LoadsIntoTheNextSheet.State())
    #expect(result?.failure?.invariant == "effects cancelled on dismiss")
    let report = result?.failure?.report ?? ""
    #expect(report.contains("received .textLoaded(\"text\") from E2"), "\(report)")
    #expect(!report.contains("store.exhaustivity = .on"), "\(report)")
    #expect(report.contains(".filter { $0.action == lateAction }.count <= 1,"), "\(report)")

    try await withKnownIssue {
      try await loadsIntoTheNextSheetAndLogsTheTextBreaksEffectsCancelledOnDismiss(fixed: false)
    } matching: { issue in
      issue.description.contains("effects cancelled on dismiss")
    }
    try await loadsIntoTheNextSheetAndLogsTheTextBreaksEffectsCancelledOnDismiss(fixed: true)
  }

  /// A date is written in seconds since 1970, which rounds: the written action would not equal
  /// the late one, and the test would pass with the bug. The store turns exhaustive instead.
  @Test func aLateActionWhoseSwiftIsInexactTurnsTheStoreExhaustive() async {
    let result = await quietCheck(
      LoadsIntoTheNextSheet(loads: .textLoadedAt(Date(timeIntervalSinceReferenceDate: 0.1))),
      from: LoadsIntoTheNextSheet.State())
    #expect(result?.failure?.invariant == "effects cancelled on dismiss")
    let report = result?.failure?.report ?? ""
    #expect(report.contains("store.exhaustivity = .on"), "\(report)")
    #expect(!report.contains("lateAction"), "\(report)")
  }

  /// An action type that is not `Equatable` cannot be compared in the test: the store turns
  /// exhaustive instead.
  @Test func aLateActionThatCannotBeComparedTurnsTheStoreExhaustive() async {
    let result = await quietCheck(LoadsWithoutEquatableActions(), from: LoadsWithoutEquatableActions.State())
    #expect(result?.failure?.invariant == "effects cancelled on dismiss")
    let report = result?.failure?.report ?? ""
    #expect(report.contains("store.exhaustivity = .on"), "\(report)")
    #expect(!report.contains("lateAction"), "\(report)")
  }
}

/// `LoadsIntoTheNextSheet`'s bug, with actions that are not `Equatable`.
struct LoadsWithoutEquatableActions: Reducer, ActionGenerating {
  typealias Sheet = LoadsIntoTheNextSheet.Sheet
  struct State: Equatable, Sendable {
    @PresentationState var sheet: Sheet.State?
  }
  enum Action: Sendable {
    case openTapped
    case textLoaded(String)
    case sheet(PresentationAction<Sheet.Action>)
  }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped:
        state.sheet = Sheet.State()
        return .none
      case .sheet(.presented(.onAppear)):
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(2))
          await send(.textLoaded("text"))
        }
      case let .textLoaded(text):
        state.sheet?.text = text
        return .none
      case .sheet:
        return .none
      }
    }
    .ifLet(\.$sheet, action: Action.sheet) { Sheet() }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.openTapped) }
}

/// The test the report prints, pasted as printed (minus `@Test`); `fixed` stands for the fix.
private func loadsIntoTheNextSheetBreaksEffectsCancelledOnDismiss(fixed: Bool) async throws {
  let clock = TestClock()
  let store = TestStore(initialState: LoadsIntoTheNextSheet.State(sheet: nil, closesLogged: 0)) {
    LoadsIntoTheNextSheet(cancelsOnDismiss: fixed)
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.openTapped)
  await store.send(.sheet(.presented(.onAppear)))
  await store.send(.sheet(.dismiss))
  await store.send(.openTapped)
  let handled = store.handledActions.count
  await clock.advance(by: .seconds(2))
  // Sent by E1 after its child went away (see the report): cancelled with
  // the child, it never arrives.
  let lateAction: LoadsIntoTheNextSheet.Action = .textLoaded("text")
  #expect(
    !store.handledActions.dropFirst(handled).contains { $0.action == lateAction },
    "effects cancelled on dismiss")
}

/// The test the report prints when the close log sends the text too, pasted as printed (minus
/// `@Test`, renamed); `fixed` stands for the fix.
private func loadsIntoTheNextSheetAndLogsTheTextBreaksEffectsCancelledOnDismiss(fixed: Bool) async throws {
  let clock = TestClock()
  let store = TestStore(initialState: LoadsIntoTheNextSheet.State(sheet: nil, closesLogged: 0)) {
    LoadsIntoTheNextSheet(cancelsOnDismiss: fixed, logs: .textLoaded("text"))
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.openTapped)
  await store.send(.sheet(.presented(.onAppear)))
  await store.send(.sheet(.dismiss))
  await store.send(.openTapped)
  let handled = store.handledActions.count
  await clock.advance(by: .seconds(2))
  // Sent by E1 after its child went away (see the report): cancelled with
  // the child, it never arrives; other work sends it once here.
  let lateAction: LoadsIntoTheNextSheet.Action = .textLoaded("text")
  #expect(
    store.handledActions.dropFirst(handled).filter { $0.action == lateAction }.count <= 1,
    "effects cancelled on dismiss")
}
