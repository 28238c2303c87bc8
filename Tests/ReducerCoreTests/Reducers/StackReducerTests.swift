import ReducerCheck
import ReducerCore
import StateDump
import Testing

/// Docs/Behaviour.md rules 18–24: `forEach` over a `StackState`.
@Suite struct StackReducerTests {
  let clock = TestClock()

  func makeStore(_ state: StackParent.State = .init()) -> TestStore<StackParent.State, StackParent.Action> {
    let clock = self.clock
    return TestStore(initialState: state) {
      StackParent()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test("18. Stack ids count up, are never reused, and print as #N")
  func idsAreMonotonic() async {
    let store = makeStore()
    await store.send(.pushTapped(id: 1)) { $0.path.append(TimerChild.State(id: 1)) }
    await store.send(.pushTapped(id: 2)) { $0.path.append(TimerChild.State(id: 2)) }
    #expect(store.state.path.ids == [0, 1])
    await store.send(.popAllTapped) { $0.path.removeAll() }
    await store.send(.pushTapped(id: 3)) { $0.path.append(TimerChild.State(id: 3)) }
    #expect(store.state.path.ids == [2])
    #expect(store.state.path.ids.map(\.description) == ["#2"])
    #expect(stateDumpLine(store.state.path) == "[#2: TimerChild.State(id: 3, count: 0, ticks: 0)]")
  }

  @Test("18. Outside a store a stack numbers its own elements, and never reuses an id")
  func localIDs() {
    var stack = StackState([1, 2, 3])
    #expect(stack.ids == [0, 1, 2])
    stack.removeAll()
    stack.append(4)
    #expect(stack.ids == [3])
  }

  @Test("18. A store starts its ids after those of its initial state")
  func storeStartsAfterInitialIDs() async {
    let store = makeStore(.init(path: StackState([TimerChild.State(id: 1), TimerChild.State(id: 2)])))
    await store.send(.pushTapped(id: 3)) { $0.path.append(TimerChild.State(id: 3)) }
    #expect(store.state.path.ids == [0, 1, 2])
  }

  @Test("19. A child's dismiss in a stack arrives as popFrom, popping all above and cancelling their effects")
  func childDismissPopsFrom() async {
    // A deep link: three screens, none mounted yet.
    let store = makeStore(
      .init(path: StackState([TimerChild.State(id: 1), TimerChild.State(id: 2), TimerChild.State(id: 3)])))
    await store.send(.path(.element(id: 2, action: .startTimer)))
    await store.send(.path(.element(id: 1, action: .closeTapped)))
    await store.receive(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
    #expect(store.state.path.ids == [0])
    await clock.advance(by: .seconds(5))
  }

  @Test("19. A popFrom drops the dismiss listeners of the popped elements and keeps those below")
  func popFromKeepsTheListenersBelow() async {
    let store = makeStore()
    await store.send(.pushTapped(id: 1)) { $0.path.append(TimerChild.State(id: 1)) }
    await store.send(.pushTapped(id: 2)) { $0.path.append(TimerChild.State(id: 2)) }
    await store.send(.pushTapped(id: 3)) { $0.path.append(TimerChild.State(id: 3)) }
    #expect(store.core.bookkeeping.listeners == 3)
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    #expect(store.core.bookkeeping.listeners == 1)
    // The element left can still dismiss itself.
    await store.send(.path(.element(id: 0, action: .closeTapped)))
    await store.receive(.path(.popFrom(id: 0))) { $0.path.removeAll() }
    #expect(store.core.bookkeeping.listeners == 0)
  }

  @Test("20. Removing stack elements cancels their effects, whoever removes them")
  func removalCancels() async {
    let store = makeStore()
    await store.send(.pushTapped(id: 1)) { $0.path.append(TimerChild.State(id: 1)) }
    await store.send(.pushTapped(id: 2)) { $0.path.append(TimerChild.State(id: 2)) }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await store.send(.path(.element(id: 1, action: .startTimer)))
    // Removed by a reducer after the forEach: noticed on the next action.
    await store.send(.popLastAfterForEach) { _ = $0.path.popLast() }
    await store.send(.noop)
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    // Removed by the parent before the forEach looks.
    await store.send(.popAllTapped) { $0.path.removeAll() }
    await clock.advance(by: .seconds(5))
  }

  @Test("20. A parent that assigns a new stack, or a whole new state, cancels the old elements' effects")
  func replacingTheStackCancels() async {
    for replace in [StackParent.Action.assignEmptyStack, .startOver] {
      let store = makeStore()
      await store.send(.pushTapped(id: 1)) { $0.path.append(TimerChild.State(id: 1)) }
      await store.send(.pushTapped(id: 2)) { $0.path.append(TimerChild.State(id: 2)) }
      await store.send(.path(.element(id: 0, action: .startTimer)))
      await store.send(.path(.element(id: 1, action: .startTimer)))
      // The new stack has no record of what was mounted: the forEach must remember it.
      await store.send(replace) { $0.path = StackState() }
      await clock.advance(by: .seconds(5))
    }
  }

  @Test(
    "20. A stack replaced by one with the same ids keeps its elements' effects, and cancels them on a pop")
  func replacingTheStackWithTheSameIDsKeepsTrack() async {
    // Regression (a reviewer): the new stack never learnt what was mounted, so the pop after it
    // cancelled nothing.
    let store = makeStore()
    await store.send(.pushTapped(id: 1)) { $0.path.append(TimerChild.State(id: 1)) }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await store.send(.restoreStack)
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
    await clock.advance(by: .seconds(5))
  }

  @Test("20. A popFrom action cancels the popped elements' effects")
  func popFromCancels() async {
    let store = makeStore(.init(path: StackState([TimerChild.State(id: 1)])))
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
    await clock.advance(by: .seconds(5))
  }

  @Test("21. Stack siblings are isolated; effects deliver to the element that started them")
  func siblingsAreIsolated() async {
    let store = makeStore(.init(path: StackState([TimerChild.State(id: 1), TimerChild.State(id: 2)])))
    await store.send(.path(.element(id: 1, action: .startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .tick))) { $0.path[id: 1]?.ticks = 1 }
    await store.send(.path(.element(id: 0, action: .startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 1, action: .tick))) { $0.path[id: 1]?.ticks = 2 }
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 1 }
    await store.send(.path(.popFrom(id: 1))) { $0.path.pop(from: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(.path(.element(id: 0, action: .tick))) { $0.path[id: 0]?.ticks = 2 }
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
  }

  @Test("22. An action to an unknown id warns, naming the ids present")
  func unknownElementWarns() async {
    let issues = await capturingIssues {
      let store = makeStore(.init(path: StackState([TimerChild.State(id: 1)])))
      await store.send(.path(.element(id: 5, action: .increment)))
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("received an action for a missing element") == true)
    #expect(issues.first?.message.contains("Ids in the stack:\n    [#0]") == true, "\(issues)")
  }

  @Test("22. popFrom of an unknown id warns")
  func unknownPopWarns() async {
    let issues = await capturingIssues {
      let store = makeStore(.init(path: StackState([TimerChild.State(id: 1)])))
      await store.send(.path(.popFrom(id: 9)))
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("received a \"popFrom\" action for a missing element") == true)
    #expect(issues.first?.message.contains(".path(.popFrom(id: #9))") == true, "\(issues)")
  }

  @Test("23. push of an id already in the stack warns and pushes nothing")
  func duplicatePushWarns() async {
    let issues = await capturingIssues {
      let store = makeStore(.init(path: StackState([TimerChild.State(id: 1)])))
      await store.send(.path(.push(id: 0, state: TimerChild.State(id: 2))))
      #expect(store.state.path.count == 1)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("already in the stack, and pushed nothing") == true)
  }

  @Test("23. push of a new id appends, and later ids skip past it")
  func pushAppends() async {
    let store = makeStore()
    await store.send(.path(.push(id: 7, state: TimerChild.State(id: 2)))) {
      $0.path.append(TimerChild.State(id: 2), id: 7)
    }
    await store.send(.pushTapped(id: 3)) { $0.path.append(TimerChild.State(id: 3)) }
    #expect(store.state.path.ids == [7, 8])
  }

  @Test("24. Stack ids in TestStore assertion closures match the reducer's")
  func assertionClosureIDsMatch() async {
    let store = makeStore()
    await store.send(.pushTapped(id: 1)) { $0.path.append(TimerChild.State(id: 1)) }
    await store.send(.path(.popFrom(id: 0))) { $0.path.removeAll() }
    await store.send(.pushTapped(id: 2)) {
      $0.path.append(TimerChild.State(id: 2))
      #expect($0.path.ids == [1])
    }
  }

  @Test("24. In an assertion closure, assigning at an id the stack lacks asserts a push")
  func assertionClosureAssignInserts() async {
    let store = makeStore()
    await store.send(.pushTapped(id: 1)) { $0.path[id: 0] = TimerChild.State(id: 1) }
    await store.send(.pushTapped(id: 2)) { $0.path[id: 1] = TimerChild.State(id: 2) }
    #expect(store.state.path.ids == [0, 1])
  }

  @Test("24. A reducer that assigns at an id the stack lacks warns and changes nothing")
  func reducerAssignAtMissingIDWarns() async {
    let issues = await capturingIssues {
      let store = makeStore()
      await store.send(.pushTapped(id: 1)) { $0.path.append(TimerChild.State(id: 1)) }
      await store.send(.assignAtMissingID)
      #expect(store.state.path.ids == [0])
    }
    #expect(issues.count == 1, "\(issues)")
    #expect(
      issues.first?.message.hasPrefix(
        """
        Runtime warning: Can't assign an element at id #99: the stack holds no element with that \
        id (its ids: [#0]).
        """) == true, "\(issues)")
  }
}
