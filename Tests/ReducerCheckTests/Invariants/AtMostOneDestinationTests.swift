import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: each tab of a dictionary presents its sheets, and opening the profile forgets to close
/// the settings.
private struct TabbedSheets: Reducer, ActionGenerating {
  struct Tab: Equatable, Sendable {
    @PresentationState var settings: Int?
    @PresentationState var profile: Int?
  }
  struct State: Equatable, Sendable {
    var tabs: [String: Tab] = ["home": Tab()]
  }
  enum Action: Equatable, Sendable {
    case settingsTapped
    case profileTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .settingsTapped: state.tabs["home"]?.settings = 1
      case .profileTapped: state.tabs["home"]?.profile = 1  // forgets to dismiss settings
      }
      return .none
    }
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(.always(.settingsTapped), .always(.profileTapped))
  }
}

/// Bug: a pushed screen opens with both its sheets presented.
private struct PushedSheets: Reducer, ActionGenerating {
  struct Sheets: Equatable, Sendable {
    @PresentationState var settings: Int?
    @PresentationState var profile: Int?
  }
  struct State: Equatable, Sendable {
    var path = StackState<Sheets>()
    /// The same screen inside an enum: no Swift reads it without a case path.
    var mode = Mode.idle
  }
  enum Mode: Equatable, Sendable {
    case idle
    case editing(Sheets)
  }
  enum Action: Equatable, Sendable {
    case pushTapped
    case editTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pushTapped: state.path.append(Sheets(settings: 1, profile: 1))
      case .editTapped: state.mode = .editing(Sheets(settings: 1, profile: 1))
      }
      return .none
    }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.pushTapped) }
}

/// The test the report on `TabbedSheets` prints, pasted as printed (minus `@Test`).
private func tabbedSheetsBreaksAtMostOneDestinationPresented() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: TabbedSheets.State()) {
    TabbedSheets()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.profileTapped)
  await store.send(.settingsTapped)
  #expect(
    [store.state.tabs["home"]!.settings != nil, store.state.tabs["home"]!.profile != nil].filter { $0 }.count
      <= 1, "at most one destination presented")
}

@Suite struct AtMostOneDestinationTests {
  @Test func twoSheetsInsideADictionaryAreCaught() async {
    // Regression: a dictionary's storage is a builtin reference, which the walk over the state
    // took for something that can hold no navigation, so this check passed.
    let result = await quietCheck(TabbedSheets(), from: TabbedSheets.State())
    #expect(result?.failure?.invariant == "at most one destination presented")
    #expect(result?.failure?.steps == 2)
    let report = result?.failure?.report ?? ""
    #expect(flattened(report).contains("presents \"settings\" and \"profile\" at the same time"))
    // The printed test reads the tab by its key, and fails: it is pasted above.
    #expect(report.contains("it fails the same way"))
    #expect(
      report.contains(
        #"#expect([store.state.tabs["home"]!.settings != nil, store.state.tabs["home"]!.profile != nil]"#))
    await withKnownIssue { try await tabbedSheetsBreaksAtMostOneDestinationPresented() }
  }

  @Test func thePrintedTestReadsAPushedScreenByItsID() async {
    let result = await quietCheck(PushedSheets(), from: PushedSheets.State())
    #expect(result?.failure?.steps == 1)
    #expect(result?.failure?.report.contains("store.state.path[id: 0]!.settings != nil") == true)
  }

  @Test func thePrintedTestReadsAnEnumsPayloadThroughItsCasePath() async {
    // Regression: the test read it as `store.state.mode.editing`, which does not compile.
    let result = await quietCheck(PushedSheets(), from: PushedSheets.State()) {
      $0.actions(for: PushedSheets.self) { _ in .always(.editTapped) }
    }
    #expect(result?.failure?.steps == 1)
    let report = result?.failure?.report ?? ""
    #expect(report.contains("it fails the same way"))
    #expect(report.contains("(/PushedSheets.Mode.editing).extract(from: store.state.mode)!.settings != nil"))
    await withKnownIssue { try await pushedSheetsBreaksAtMostOneDestinationPresented() }
  }

  @Test func aPlaceSwiftCannotNameIsCheckedAsTheInvariantFindsIt() async throws {
    let result = await quietCheck(SetOfSheets(), from: SetOfSheets.State())
    #expect(result?.failure?.steps == 1)
    let report = result?.failure?.report ?? ""
    #expect(report.contains("it fails the same way"), "\(report)")
    #expect(
      report.contains(
        #"#expect(destinationsPresentedTogether(in: store.state).isEmpty, "at most one destination presented")"#
      ),
      "\(report)")
    try await withKnownIssue {
      try await setOfSheetsBreaksAtMostOneDestinationPresented()
    } matching: { issue in
      // The failed expectation shows where, as the report does.
      String(describing: issue).contains(#"presents \"settings\" and \"profile\""#)
    }
  }
}

/// The test the report on `PushedSheets` editing prints, pasted as printed (minus `@Test`).
private func pushedSheetsBreaksAtMostOneDestinationPresented() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: PushedSheets.State(path: [], mode: .idle)) {
    PushedSheets()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.editTapped)
  #expect(
    [
      (/PushedSheets.Mode.editing).extract(from: store.state.mode)!.settings != nil,
      (/PushedSheets.Mode.editing).extract(from: store.state.mode)!.profile != nil,
    ].filter { $0 }.count <= 1, "at most one destination presented")
}

/// Bug: two sheets at once on a screen kept in a set, which no Swift reads by position.
private struct SetOfSheets: Reducer, ActionGenerating {
  struct Sheets: Hashable, Sendable {
    @PresentationState var settings: Int?
    @PresentationState var profile: Int?
  }
  struct State: Equatable, Sendable { var screens: Set<Sheets> = [] }
  enum Action: Equatable, Sendable { case openTapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.screens.insert(Sheets(settings: 1, profile: 1))
      return .none
    }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.openTapped) }
}

/// The test the report on `SetOfSheets` prints, pasted as printed (minus `@Test`).
private func setOfSheetsBreaksAtMostOneDestinationPresented() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: SetOfSheets.State(screens: Set([]))) {
    SetOfSheets()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.openTapped)
  #expect(destinationsPresentedTogether(in: store.state).isEmpty, "at most one destination presented")
}

/// Bug: a reminder, a second after it is asked for, shows an alert over the sheet the request
/// opened, found only while time runs on after the last step.
private struct LateReminder: Reducer, ActionGenerating {
  struct State: Equatable, Sendable {
    @PresentationState var sheet: Int?
    @PresentationState var alert: Int?
  }
  enum Action: Equatable, Sendable { case remindTapped, remind }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .remindTapped:
        state.sheet = 1
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.remind)
        }
      case .remind:
        state.alert = 1
        return .none
      }
    }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.remindTapped) }
}

extension AtMostOneDestinationTests {
  @Test func aBreakWhileTimeRunsOnIsCheckedAfterTheClockRuns() async {
    // Regression: the printed test looked for the place in the state after the last step, found
    // none, and ended with a comment.
    let result = await quietCheck(LateReminder(), from: LateReminder.State()) {
      $0.weights.advanceClock = 0
      $0.weights.navigation = 0
    }
    let report = result?.failure?.report ?? ""
    #expect(report.contains("at the end of the sequence"), "\(report)")
    #expect(report.contains("it fails the same way"), "\(report)")
    #expect(
      report.contains(
        """
              await clock.run()
              #expect(destinationsPresentedTogether(in: store.state).isEmpty, "at most one destination presented")
        """), "\(report)")
  }
}
