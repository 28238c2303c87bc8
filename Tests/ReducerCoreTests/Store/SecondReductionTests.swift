import Foundation
import ReducerCore
import Synchronization
import Testing

/// A store configured to reduce each action twice (the checker's determinism judge) gives the
/// second run the stack ids and counted UUIDs the first started from, and leaves them where the
/// first run left them.
@Suite struct SecondReductionTests {
  struct Item: Equatable, Sendable { var id: UUID }
  struct Feature: Reducer {
    struct State: Equatable, Sendable {
      var items: [Item] = []
      var path = StackState<Int>()
      var stamp: Date?
    }
    enum Action: Equatable, Sendable {
      case add
      case push
      case roll
      case stamp
      case cancelByTime
      case path(StackAction<Int, Never>)
    }
    @Dependency(\.uuid) var uuid
    @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .add: state.items.append(Item(id: uuid()))
        case .roll: state.path.append(withRandomNumberGenerator { Int.random(in: 1...1_000_000, using: &$0) })
        case .push: state.path.append(state.path.count)
        case .stamp: state.stamp = Date()
        case .cancelByTime: return .cancel(id: Date().timeIntervalSince1970)
        case .path: break
        }
        return .none
      }
    }
  }

  /// The second reductions a store reports: (action, states agree, effects agree).
  func secondReductions(
    of actions: [Feature.Action], uuid: UUIDGenerator = .incrementing
  ) -> (reports: [(Feature.Action, Bool, Bool)], state: Feature.State) {
    let reports = Mutex<[(Feature.Action, Bool, Bool)]>([])
    var configuration = StoreCore<Feature.State, Feature.Action>.Configuration()
    configuration.onEvent = { _ in }
    configuration.onSecondReduction = { processed, second, effectsAgree in
      reports.withLock { $0.append((processed.action, processed.stateAfter == second, effectsAgree)) }
    }
    var dependencies = DependencyValues()
    dependencies.uuid = uuid
    dependencies.withRandomNumberGenerator = .seeded(0)
    let store = StoreCore(
      initialState: Feature.State(), reducer: Feature(), dependencies: dependencies,
      configuration: configuration)
    for action in actions { store.send(action, origin: .external(token: 0)) }
    return (reports.withLock { $0 }, store.state)
  }

  @Test func aReducerThatReadsItsDependenciesReducesAlikeAndTheIdsGoOnOnce() {
    let (reports, state) = secondReductions(of: [.add, .push, .add, .push])
    #expect(reports.map(\.1) == [true, true, true, true])
    #expect(reports.map(\.2) == [true, true, true, true])
    // Each UUID and stack id was handed out once, as without a second reduction.
    #expect(state.items.map(\.id) == [UUID(0), UUID(1)])
    #expect(state.path.ids.map(\.generation) == [0, 1])
  }

  @Test func seededRandomNumbersAreTheSameTheSecondTimeAndGoOnOnce() {
    let (reports, state) = secondReductions(of: [.roll, .roll])
    #expect(reports.map(\.1) == [true, true])
    let fresh = WithRandomNumberGenerator.seeded(0)
    let expected = (0..<2).map { _ in fresh { Int.random(in: 1...1_000_000, using: &$0) } }
    #expect(Array(state.path) == expected)
  }

  @Test func aReducerThatReadsTheRealDateReducesDifferently() {
    let (reports, _) = secondReductions(of: [.add, .stamp])
    #expect(reports.map(\.1) == [true, false])
  }

  @Test func effectsOfAnotherShapeAreTold() {
    let (reports, _) = secondReductions(of: [.cancelByTime])
    #expect(reports.map(\.1) == [true])
    #expect(reports.map(\.2) == [false])
  }

  @Test func aGeneratorOfTheAppsOwnThatCountsMovesOnAndReducesDifferently() {
    let count = Mutex<Int>(0)
    let counting = UUIDGenerator {
      UUID(
        count.withLock { value in
          defer { value += 1 }
          return value
        })
    }
    let (reports, state) = secondReductions(of: [.add], uuid: counting)
    // The checker confirms such a difference with a whole replay, which counts the same way.
    #expect(reports.map(\.1) == [false])
    #expect(state.items.map(\.id) == [UUID(0)])
  }

  @Test func withoutTheHookTheReducerRunsOnce() {
    let runs = Mutex(0)
    let store = StoreCore(
      initialState: 0,
      reducer: Reduce<Int, Int> { state, action in
        runs.withLock { $0 += 1 }
        state += action
        return .none
      },
      dependencies: DependencyValues())
    store.send(1, origin: .external(token: 0))
    #expect(runs.withLock { $0 } == 1)
  }
}
