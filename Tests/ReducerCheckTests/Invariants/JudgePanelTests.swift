import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: the parent runs a screen's timer for it and sends each tick into the screen, so after
/// a pop the ticks both outlive the screen and reach a missing element: two facts, one name.
struct TicksIntoPoppedScreen: Reducer, ActionGenerating {
  struct Screen: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var seconds = 0 }
    enum Action: Equatable, Sendable {
      case onAppear
      case tick
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if action == .tick { state.seconds += 1 }
        return .none
      }
    }
    static func actions(for state: State) -> Gen<Action> { .always(.onAppear) }
  }
  struct State: Equatable, Sendable {
    var path = StackState<Screen.State>()
  }
  enum Action: Equatable, Sendable {
    case openTapped
    case path(StackActionOf<Screen>)
  }
  @Dependency(\.continuousClock) var clock
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped:
        state.path.append(Screen.State())
        return .none
      case let .path(.element(id, .onAppear)):
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.path(.element(id: id, action: .tick)))
          }
        }
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: Action.path) { Screen() }
  }
  static func actions(for state: State) -> Gen<Action> { .always(.openTapped) }
}

@Suite struct JudgePanelTests {
  @Test func oneBugGetsOneNameWhereverItIsFound() async {
    var names: Set<String> = []
    for seed in UInt64(1)...10 {
      let result = await quietCheck(TicksIntoPoppedScreen(), from: .init(), seed: seed)
      names.insert(result?.failure?.invariant ?? "none")
    }
    #expect(names == ["effects cancelled on dismiss"])
  }

  @Test func builtInsAreJudgedBeforeYoursWhateverTheOrder() async {
    let result = await quietCheck(TicksIntoPoppedScreen(), from: .init(), seed: 7) {
      // The same bug, seen from the user's side: listed first, still judged after the built-ins.
      $0.invariants = [
        .transition("ticks reach only screens that are there") { before, action, _ in
          guard case let .path(.element(id, .tick)) = action else { return true }
          return before.path[id: id] != nil
        },
        .noActionForAbsentState, .effectsCancelledOnDismiss,
      ]
    }
    #expect(result?.failure?.invariant == "effects cancelled on dismiss")
  }

  @Test func anInvariantThatThrowsIsBrokenByItsError() async {
    struct Unreadable: Error, CustomStringConvertible {
      var description: String { "the path could not be read" }
    }
    let result = await quietCheck(TicksIntoPoppedScreen(), from: .init(), seed: 7) {
      $0.invariants = []
      $0.invariant("reads the path") { state in
        if !state.path.isEmpty { throw Unreadable() }
        return true
      }
    }
    #expect(result?.failure?.invariant == "reads the path")
    let words = flattened(result?.failure?.report)
    #expect(
      words.contains(
        "\"reads the path\" broke: The invariant threw an error instead of answering: the path could not be read"
      )
        == true, "\(words)")
  }

  @Test func anInitialStateThatBreaksAnInvariantIsReportedBeforeAnyStep() async {
    var initial = TicksIntoPoppedScreen.State()
    initial.path.append(.init(seconds: 5))
    let result = await quietCheck(TicksIntoPoppedScreen(), from: initial, seed: 7) {
      $0.invariant("seconds start at zero") { $0.path.allSatisfy { $0.seconds == 0 } }
    }
    #expect(result?.failure?.invariant == "seconds start at zero")
    #expect(result?.failure?.steps == 0)
    let report = result?.failure?.report ?? ""
    #expect(
      report.hasPrefix(
        "TicksIntoPoppedScreen broke \"seconds start at zero\" in its initial state, before any step"),
      "\(report)")
    #expect(report.contains("It does not hold for the initial state, before the checker did anything"))
  }
}
