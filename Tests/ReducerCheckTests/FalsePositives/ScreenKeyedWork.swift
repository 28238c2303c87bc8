import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Correct: a pushed screen's filters sheet applies, and the root reloads that screen's results
/// in an effect keyed to the screen (`ReloadID(element: id)`), which it cancels when the screen
/// pops. Closing the sheet does not end the screen, so the reload may finish after the sheet
/// closed: it belongs to the screen its id names, not to the sheet it was started for.
struct ReloadsForScreen: Reducer, ActionGenerating {
  struct Filters: Reducer, ActionGenerating {
    struct State: Equatable, Sendable {}
    enum Action: Equatable, Sendable { case applyTapped }
    var body: some ReducerOf<Self> { EmptyReducer() }
    static func actions(for state: State) -> Gen<Action> { .always(.applyTapped) }
  }
  struct Screen: Reducer, ActionGenerating {
    struct State: Equatable, Sendable {
      @PresentationState var filters: Filters.State?
    }
    enum Action: Equatable, Sendable {
      case filtersTapped
      case filters(PresentationAction<Filters.Action>)
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .filtersTapped = action { state.filters = Filters.State() }
        return .none
      }
      .ifLet(\.$filters, action: Action.filters) { Filters() }
    }
    static func actions(for state: State) -> Gen<Action> { .always(.filtersTapped) }
  }
  struct State: Equatable, Sendable {
    var path = StackState<Screen.State>()
    var reloads = 0
  }
  enum Action: Equatable, Sendable {
    case openTapped
    case reloaded
    case thumbnailsLoaded
    case path(StackActionOf<Screen>)
  }
  struct ReloadID: Hashable, Sendable { var element: StackElementID }
  /// Whether popping a screen cancels its reload, as it should.
  var cancelsOnPop = true
  /// Whether a reload goes on to load thumbnails, in an effect of no id.
  var followsUp = false
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped:
        state.path.append(Screen.State())
        return .none
      case let .path(.element(id, .filters(.presented(.applyTapped)))):
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(2))
          await send(.reloaded)
        }
        .cancellable(id: ReloadID(element: id), cancelInFlight: true)
      case .reloaded:
        state.reloads += 1
        guard followsUp else { return .none }
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.thumbnailsLoaded)
        }
      case .thumbnailsLoaded:
        return .none
      case let .path(.popFrom(id)):
        // This reducer runs before the pop: cancel for the screen and every screen above it.
        guard cancelsOnPop, let index = state.path.ids.firstIndex(of: id) else { return .none }
        return .merge(state.path.ids[index...].map { .cancel(id: ReloadID(element: $0)) })
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { Screen() }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.openTapped) }
}

extension FalsePositives {
  @Test func workKeyedToAScreenOutlivesTheSheetItWasStartedFrom() async {
    // Regression (a reviewer): the reload was held to the sheet it was started for, and
    // reported when the sheet closed while the screen its id names was still there.
    await expectNoFailure(in: ReloadsForScreen(), from: ReloadsForScreen.State())
  }

  @Test func workKeyedToAScreenMayOutliveItWhenDeclaredLongLiving() async throws {
    // An upload that should finish after the user goes back: declared as the report says, by
    // its line, it is nobody's child.
    let report =
      await quietCheck(ReloadsForScreen(cancelsOnPop: false), from: ReloadsForScreen.State())?
      .failure?.report ?? ""
    let declaration = try #require(report.firstMatch(of: /longLivingEffects\(createdAt: "([^"]+)"\)/))
    let site = String(declaration.output.1)
    #expect(site.hasPrefix("ReducerCheckTests/ScreenKeyedWork.swift:"))
    await expectNoFailure(in: ReloadsForScreen(cancelsOnPop: false), from: ReloadsForScreen.State()) {
      $0.longLivingEffects(createdAt: site)
    }
  }

  @Test func aFollowUpOfWorkKeyedToAScreenBelongsToTheScreen() async {
    // Regression (a reviewer): the thumbnails the root loads after a screen's reload were held
    // to the sheet the reload was started from, one hop after the reload itself was fixed. They
    // belong to the screen: closing the sheet is fine; popping the screen is not (the effect
    // has no id to cancel).
    for seed in falsePositiveSeeds {
      let result = await quietCheck(
        ReloadsForScreen(followsUp: true), from: ReloadsForScreen.State(), seed: seed)
      let report = flattened(result?.failure?.report)
      #expect(!report.contains("ended path[#0] > filters"), "\(report)")
    }
  }

  @Test func declaringAWholeFileLongLivingHidesNoDismissalBug() async {
    // A reviewer: a declaration of a whole file (the app's root, say) exempted every effect in
    // it from "effects cancelled on dismiss"; only a declared line does.
    let result = await quietCheck(TicksIntoPoppedScreen(), from: TicksIntoPoppedScreen.State()) {
      $0.longLivingEffects(createdAt: "ReducerCheckTests/JudgePanelTests.swift")
    }
    #expect(result?.failure?.invariant == "effects cancelled on dismiss")
  }

  @Test func workKeyedToAScreenIsHeldToTheScreenWhenItPops() async {
    // The control: without the cancel on pop, the reload is the screen's, and found.
    let result = await quietCheck(ReloadsForScreen(cancelsOnPop: false), from: ReloadsForScreen.State())
    #expect(result?.failure?.invariant == "effects cancelled on dismiss")
    let report = flattened(result?.failure?.report)
    #expect(
      report.contains("is cancellable under ReloadsForScreen.ReloadID(element: #0), which names path[#0],"),
      "\(report)")
    #expect(
      report.contains(
        #"If it should outlive the screen (an upload that finishes after the user goes back), declare it: $0.longLivingEffects(createdAt: "ReducerCheckTests/ScreenKeyedWork.swift:"#
      ), "\(report)")
  }
}
