import ReducerCheck
import ReducerCore
import Testing

/// Docs/Behaviour.md rules 13, 14 and 25: cancellation ids and their navigation scope.
@Suite struct EffectCancellationTests {
  typealias Root = CancellingRoot

  /// Runs `actions` in a fresh store and returns where the surviving effects belong.
  func survivors(after actions: [Root.Action]) async -> [String] {
    let store = Store(initialState: Root.State()) { Root() }
    for action in actions { store.send(action) }
    let effects = store.core.activeEffects.map { "\($0.navigationPath)" }
    store.core.cancelAll()
    return effects
  }

  let everyone: [Root.Action] = [
    .start("timer", cancelInFlight: false),
    .children(.element(id: 1, action: .start("timer", cancelInFlight: false))),
    .children(.element(id: 2, action: .start("timer", cancelInFlight: false))),
    .children(.element(id: 1, action: .grandchild(.start("timer", cancelInFlight: false)))),
  ]

  @Test("13. A parent's cancel reaches its children and grandchildren")
  func parentCancelsDescendants() async {
    #expect(await survivors(after: everyone + [.cancel("timer")]) == [])
  }

  @Test("13. A child's cancel reaches its own grandchild but not its sibling or its parent")
  func childCannotCancelSiblingOrParent() async {
    let left = await survivors(after: everyone + [.children(.element(id: 1, action: .cancel("timer")))])
    #expect(left == ["root", "children[id: 2]"])
  }

  @Test("13. A grandchild's cancel reaches only itself")
  func grandchildCancelsOnlyItself() async {
    let left = await survivors(
      after: everyone + [.children(.element(id: 1, action: .grandchild(.cancel("timer"))))])
    #expect(left == ["root", "children[id: 1]", "children[id: 2]"])
  }

  @Test("14. A child's cancelInFlight does not cancel a parent effect with the same id")
  func childCancelInFlightSparesParent() async {
    let left = await survivors(after: [
      .start("timer", cancelInFlight: false),
      .children(.element(id: 1, action: .start("timer", cancelInFlight: true))),
    ])
    #expect(left == ["root", "children[id: 1]"])
  }

  @Test("25. cancel stops an effect; cancelling twice, or after it ended, is harmless")
  func cancelBasics() async {
    let store = Store(initialState: Root.State()) { Root() }
    store.send(.start("a", cancelInFlight: false))
    store.send(.start("b", cancelInFlight: false))
    #expect(store.core.activeEffects.count == 2)
    store.send(.cancel("a"))
    store.send(.cancel("a"))
    #expect(store.core.activeEffects.count == 1)
    store.send(.cancel("b"))
    #expect(await store.core.waitUntilIdle(timeout: .seconds(5)))
    store.send(.cancel("b"))
    #expect(store.core.bookkeeping.runningEffects == 0)
  }

  @Test("25. cancelInFlight replaces the effect already running under the id")
  func cancelInFlightReplaces() async {
    let store = Store(initialState: Root.State()) { Root() }
    store.send(.start("search", cancelInFlight: true))
    let first = store.core.activeEffects.map(\.id)
    store.send(.start("search", cancelInFlight: true))
    let second = store.core.activeEffects.map(\.id)
    #expect(first.count == 1 && second.count == 1 && first != second)
    store.send(.start("search", cancelInFlight: false))
    #expect(store.core.activeEffects.count == 2)
    store.core.cancelAll()
  }

  @Test("25. Cancel ids compare by type and by value")
  func idsCompareByTypeAndValue() async {
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { _, action in
        switch action {
        case 0: .run { _ in try await Task.never() }.cancellable(id: 1 as Int)
        case 1: .run { _ in try await Task.never() }.cancellable(id: 1 as Int8)
        case 2: .cancel(id: 1 as Int8)
        default: .cancel(id: 1 as Int)
        }
      }
    }
    store.send(0)
    store.send(1)
    store.send(2)
    #expect(store.core.activeEffects.count == 1, "only the Int8 effect is cancelled")
    store.send(3)
    #expect(store.core.activeEffects.isEmpty)
  }

  @Test("25. A finished effect leaves no bookkeeping behind")
  func finishedEffectIsForgotten() async {
    let store = Store(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state += action
        return action == 1 ? .run { send in await send(10) }.cancellable(id: "x") : .none
      }
    }
    await store.send(1).finish()
    #expect(await store.core.waitUntilIdle(timeout: .seconds(5)))
    #expect(store.state == 11)
    #expect(store.core.bookkeeping == (0, 0))
  }
}

/// Docs/Behaviour.md rule 29: ordering of synchronous sends and concatenation.
@Suite struct EffectOrderingTests {
  @Test("29. .send effects are handled within the same send, breadth first and in order")
  func synchronousSendOrdering() async {
    let store = TestStore(initialState: OrderLogger.State()) { OrderLogger() }
    await store.send(.a) { $0.log = ["a"] }
    await store.receive(.b) { $0.log.append("b") }
    await store.receive(.c) { $0.log.append("c") }
    await store.receive(.d) { $0.log.append("d") }
  }

  @Test("29. concatenate starts each effect when the one before it has finished")
  func concatenateOrdering() async {
    let store = TestStore(initialState: OrderLogger.State()) { OrderLogger() }
    await store.send(.concatenated) { $0.log = ["concatenated"] }
    await store.receive(.a) { $0.log.append("a") }
    await store.receive(.b) { $0.log.append("b") }
    await store.receive(.c) { $0.log.append("c") }
    await store.receive(.d) { $0.log.append("d") }
    await store.receive(.d) { $0.log.append("d") }
  }

  @Test("29. concatenate starts the next effect when the one before it is cancelled")
  func concatenateGoesOnAfterCancel() async {
    let store = TestStore(initialState: OrderLogger.State()) { OrderLogger() }
    await store.send(.concatenatedAfterLongWait) { $0.log = ["concatenatedAfterLongWait"] }
    await store.send(.cancelWait) { $0.log.append("cancelWait") }
    await store.receive(.d) { $0.log.append("d") }
  }

  @Test("29. Cancelling a whole concatenation stops the effects it has not started")
  func cancelledConcatenationStops() async {
    let store = TestStore(initialState: OrderLogger.State()) { OrderLogger() }
    await store.send(.concatenatedWhole) { $0.log = ["concatenatedWhole"] }
    await store.send(.cancelWhole) { $0.log.append("cancelWhole") }
    await store.finish()
  }
}
