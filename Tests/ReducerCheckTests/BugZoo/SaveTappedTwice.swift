import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: the save button is disabled only once the save effect has started, so a second tap
/// that comes before the effect runs starts a second save.
struct SaveTappedTwice: Reducer {
  struct State: Equatable, Sendable {
    var savesInFlight = 0
  }
  enum Action: Equatable, Sendable {
    case saveTapped
    case saveStarted
    case saveFinished
  }
  @Dependency(\.saveDraft) var saveDraft
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .saveTapped:
        // Should mark the save as started here, where the button is disabled.
        return .run { [saveDraft] send in
          await send(.saveStarted)
          _ = try await saveDraft()
          await send(.saveFinished)
        }
      case .saveStarted:
        state.savesInFlight += 1
        return .none
      case .saveFinished:
        state.savesInFlight -= 1
        return .none
      }
    }
  }
}

private enum SaveDraftKey: DependencyKey {
  static let liveValue: @Sendable () async throws -> Bool = { true }
}

extension DependencyValues {
  var saveDraft: @Sendable () async throws -> Bool {
    get { self[SaveDraftKey.self] }
    set { self[SaveDraftKey.self] = newValue }
  }
}

extension BugZoo {
  @Test func secondTapBeforeTheEffectStarts() async {
    let result = await expectBug(
      in: SaveTappedTwice(), from: SaveTappedTwice.State(), invariant: "one save at a time",
      minimalSteps: 2
    ) {
      // The button is disabled while a save is in flight: nothing to do then.
      $0.actions(for: SaveTappedTwice.self) { $0.savesInFlight > 0 ? nil : .always(.saveTapped) }
      $0.endpoint(\.saveDraft, named: "save", answers: .always(true))
      $0.invariant("one save at a time") { $0.savesInFlight <= 1 }
      $0.expectReached("two saves in flight") { $0.savesInFlight >= 2 }
    }
    let report = result?.failure?.report ?? ""
    #expect(report.contains("1. send .saveTapped  (its effects wait)"))
    #expect(report.contains("2. send .saveTapped"))
  }
}
