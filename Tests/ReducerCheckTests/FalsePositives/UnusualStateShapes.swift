import Foundation
import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Correct, with the shapes the checker learns once per type and caches: one generic screen
/// instantiated three times (a sheet, another sheet, pushed screens), an `indirect` destination
/// enum, and state fields of every kind that holds no navigation (a dictionary, a set, an
/// indirect enum, a class, an `AnyHashable`). Each screen's timer runs in the screen itself, so it
/// ends with it.
struct UnusualStateShapes: Reducer, ActionGenerating {
  enum First: Sendable {}
  enum Second: Sendable {}
  enum Pushed: Sendable {}

  /// A screen that ticks three times once started, and stops when asked or when it goes away.
  struct Ticker<Tag: Sendable>: Reducer, ActionGenerating {
    struct State: Equatable, Sendable { var ticks = 0 }
    enum Action: Equatable, Sendable { case start, stop, tick }
    enum CancelID { case timer }
    @Dependency(\.continuousClock) var clock
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .start:
          return .run { [clock] send in
            for _ in 0..<3 {
              try await clock.sleep(for: .seconds(1))
              await send(.tick)
            }
          }
          .cancellable(id: CancelID.timer, cancelInFlight: true)
        case .stop:
          return .cancel(id: CancelID.timer)
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
    static func actions(for state: State) -> Gen<Action> { .oneOf(.always(.start), .always(.stop)) }
  }

  struct Destination: Reducer {
    indirect enum State: Equatable, Sendable {
      case first(Ticker<First>.State)
      case second(Ticker<Second>.State)
      case alert(AlertState<UnusualStateShapes.Action.Alert>)
    }
    enum Action: Equatable, Sendable {
      case first(Ticker<First>.Action)
      case second(Ticker<Second>.Action)
      case alert(UnusualStateShapes.Action.Alert)
    }
    var body: some ReducerOf<Self> {
      Scope(state: State.first, action: Action.first) { Ticker<First>() }
      Scope(state: State.second, action: Action.second) { Ticker<Second>() }
    }
  }

  indirect enum Filter: Equatable, Sendable {
    case all
    case not(Filter)
  }

  final class Settings: Equatable, Sendable {
    let level: Int
    init(level: Int) { self.level = level }
    static func == (lhs: Settings, rhs: Settings) -> Bool { lhs.level == rhs.level }
  }

  struct State: Equatable, @unchecked Sendable {  // AnyHashable is not Sendable
    @PresentationState var destination: Destination.State?
    var path = StackState<Ticker<Pushed>.State>()
    var counts: [String: Int] = ["a": 0]
    var seen: Set<Int> = []
    var filter = Filter.all
    var settings = Settings(level: 0)
    var erased = AnyHashable(0)
  }

  enum Action: Equatable, Sendable {
    case openFirst, openSecond, openAlert, push, touchFields
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Ticker<Pushed>>)
    enum Alert: Equatable, Sendable { case confirm }
  }

  /// The controls: a push, or opening the first sheet, also starts in the parent a tick for the
  /// new screen that closing it does not cancel, so the tick reaches a screen that is gone.
  var ticksForPushedScreen = false
  var ticksForFirstSheet = false
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .push where ticksForPushedScreen:
        state.path.append(Ticker<Pushed>.State())
        let id = state.path.ids.last!
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(5))
          await send(.path(.element(id: id, action: .tick)))
        }
      case .openFirst where ticksForFirstSheet:
        state.destination = .first(Ticker<First>.State())
        return .run { [clock] send in
          try await clock.sleep(for: .seconds(5))
          await send(.destination(.presented(.first(.tick))))
        }
      case .openFirst: state.destination = .first(Ticker<First>.State())
      case .openSecond: state.destination = .second(Ticker<Second>.State())
      case .openAlert:
        state.destination = .alert(
          AlertState(title: "Sure?", buttons: [ButtonState(action: .confirm, label: "Yes")]))
      case .push: state.path.append(Ticker<Pushed>.State())
      case .touchFields:
        state.counts["a", default: 0] += 1
        state.seen.insert(state.seen.count)
        state.filter = .not(state.filter)
        state.settings = Settings(level: state.settings.level + 1)
        state.erased = AnyHashable("\(state.seen.count)")
      case .destination(.presented(.alert(.confirm))):
        state.counts["confirmed", default: 0] += 1
      case .destination, .path:
        break
      }
      return .none
    }
    .ifLet(\.$destination, action: Action.destination) { Destination() }
    .forEach(\.path, action: Action.path) { Ticker<Pushed>() }
  }

  static func actions(for state: State) -> Gen<Action> {
    .oneOf(
      .always(.openFirst), .always(.openSecond), .always(.openAlert), .always(.push),
      .always(.touchFields))
  }
}

extension FalsePositives {
  @Test func typesLearntOnceDoNotMisjudgeGenericIndirectOrOpaqueState() async {
    await expectNoFailure(in: UnusualStateShapes(), from: UnusualStateShapes.State()) {
      $0.registerUnusualStateShapesGenerators()
    }
  }

  @Test func theSameShapesStillShowABug() async {
    // Every sheet, the alert's button, the stack and the odd fields are reached.
    let correct = await quietCheck(UnusualStateShapes(), from: UnusualStateShapes.State()) {
      $0.registerUnusualStateShapesGenerators()
    }
    #expect(correct?.failure == nil)
    #expect(correct?.coverageWarnings == [])
    // The tick reaches a screen that is gone: started by the action that opened or pushed it,
    // it serves that screen, and outlives it.
    for buggy in [
      UnusualStateShapes(ticksForPushedScreen: true), UnusualStateShapes(ticksForFirstSheet: true),
    ] {
      let result = await quietCheck(buggy, from: UnusualStateShapes.State()) {
        $0.registerUnusualStateShapesGenerators()
      }
      #expect(
        result?.failure?.invariant == "effects cancelled on dismiss", "\(result?.failure?.report ?? "")")
      #expect(result?.failure?.steps == 2)
    }
  }
}

extension CheckConfiguration<UnusualStateShapes> {
  fileprivate mutating func registerUnusualStateShapesGenerators() {
    actions(for: UnusualStateShapes.Ticker<UnusualStateShapes.First>.self) {
      UnusualStateShapes.Ticker<UnusualStateShapes.First>.actions(for: $0)
    }
    actions(for: UnusualStateShapes.Ticker<UnusualStateShapes.Second>.self) {
      UnusualStateShapes.Ticker<UnusualStateShapes.Second>.actions(for: $0)
    }
    actions(for: UnusualStateShapes.Ticker<UnusualStateShapes.Pushed>.self) {
      UnusualStateShapes.Ticker<UnusualStateShapes.Pushed>.actions(for: $0)
    }
    // As the coverage warning words it.
    actions(for: UnusualStateShapes.Destination.self) { state in
      guard case let .alert(alert) = state else { return nil }
      return Gen.element(of: alert.buttons.compactMap(\.action)).map { .alert($0) }
    }
  }
}
