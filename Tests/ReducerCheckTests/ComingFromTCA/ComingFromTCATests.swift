import Foundation
import ReducerCheck
import StateDump
import Synchronization
import Testing

/// The TCA 1.0 API this runtime spells the same way, one behaviour per test.
@Suite struct ComingFromTCATests {
  @Test func slashCasePathsEmbedAndExtract() {
    let loaded = /Loader.Action.loaded
    #expect(loaded.extract(from: .loaded(.success("a"))) == .success("a"))
    #expect(loaded.extract(from: .loadTapped) == nil)
    let tapped = /Loader.Action.loadTapped
    #expect(tapped.extract(from: .loadTapped) != nil)
    #expect(tapped.extract(from: .readLiveOnlyTapped) == nil)
    #expect(tapped.embed(()) == .loadTapped)
    let todo = /Todos.Action.todo(id:action:)
    let action = Todos.Action.todo(id: UUID(3), action: .set(\.$isComplete, true))
    #expect(todo.extract(from: action)?.0 == UUID(3))
    #expect(todo.extract(from: .addTodoButtonTapped) == nil)
  }

  @Test func alertAndDialogBuildersMakeTheSameStateAsTheInitializers() {
    let built = AlertState<Todos.Action.Alert> {
      TextState("Clear?")
    } actions: {
      ButtonState(role: .destructive, action: .send(.confirmClear)) { TextState("Clear") }
      for label in ["Later", "Never"] {
        ButtonState { TextState(label) }
      }
    } message: {
      TextState("Sure?")
    }
    let plain = AlertState<Todos.Action.Alert>(
      title: "Clear?", message: "Sure?",
      buttons: [
        ButtonState(role: .destructive, action: .confirmClear, label: "Clear"),
        ButtonState(label: "Later"), ButtonState(label: "Never"),
      ])
    #expect(built == plain)
    let dialog = ConfirmationDialogState<Todos.Action.Alert>(titleVisibility: .visible) {
      TextState("Share")
    } actions: {
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    #expect(
      dialog
        == ConfirmationDialogState(title: "Share", buttons: [ButtonState(role: .cancel, label: "Cancel")]))
  }

  @Test func immediateClockSleepsTakeNoTime() async throws {
    let clock = ImmediateClock()
    let start = ContinuousClock.now
    try await clock.sleep(for: .seconds(3600))
    #expect(clock.now.offset == .seconds(3600))
    #expect(ContinuousClock.now - start < .seconds(10))
  }

  @Test func timerTicksWhenTheTestClockAdvances() async {
    let testClock = TestClock()
    let clock: any Clock<Duration> = testClock
    let ticks = LockIsolated(0)
    let task = Task {
      for await _ in clock.timer(interval: .seconds(1)) { ticks.withValue { $0 += 1 } }
    }
    for _ in 1...3 {
      _ = await poll(timeout: .seconds(5)) { testClock.pendingSleepCount == 1 }
      await testClock.advance(by: .seconds(1))
    }
    _ = await poll(timeout: .seconds(5)) { ticks.value == 3 }
    #expect(ticks.value == 3)
    task.cancel()
    await task.value
  }

  @Test func caseSubscriptsChangeOnlyTheCurrentCase() async {
    let store = TestStore(initialState: CaseEditor.State(destination: .edit("a"))) { CaseEditor() }
    await store.send(.renameTapped("b")) { $0.$destination[case: /CaseEditor.Destination.State.edit] = "b" }
    #expect(store.state.destination == .edit("b"))

    let issues = await capturingIssues {
      let store = TestStore(initialState: CaseEditor.State(destination: .share(1))) { CaseEditor() }
      await store.send(.renameTapped("b"))
      #expect(store.state.destination == .share(1))
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        """
        Runtime warning: Can't set a "String" through a "[case:]" subscript: the state holds \
        another case, .share(1), so nothing changed.
        """) == true, "\(issues)")
  }

  @Test func stackCaseSubscriptChangesTheElement() async {
    var path = StackState<CaseEditor.Destination.State>()
    path.append(.share(1))
    path.append(.edit("a"))
    let store = TestStore(initialState: CaseEditor.State(path: path)) { CaseEditor() }
    await store.send(.renameTopTapped("z")) { $0.path[id: 1, case: /CaseEditor.Destination.State.edit] = "z" }
    #expect(store.state.path[id: 1] == .edit("z"))
    #expect(store.state.path[id: 0, case: /CaseEditor.Destination.State.edit] == nil)
  }

  @Test func aDismissEffectMadeByTheTestRuns() async {
    let dismissed = LockIsolated(false)
    let store = TestStore(initialState: CaseEditor.State()) {
      CaseEditor()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissed.setValue(true) }
    }
    await store.send(.closeTapped)
    #expect(dismissed.value)
  }

  @Test func taskResultsCompareTheirErrors() {
    #expect(TaskResult<Int>.failure(ComparableFailure(code: 1)) == .failure(ComparableFailure(code: 1)))
    #expect(TaskResult<Int>.failure(ComparableFailure(code: 1)) != .failure(ComparableFailure(code: 2)))
    #expect(TaskResult<Int>.failure(DescribedFailure(reason: "x")) == .failure(DescribedFailure(reason: "x")))
    #expect(TaskResult<Int>.failure(DescribedFailure(reason: "x")) != .failure(ComparableFailure(code: 1)))
    #expect(TaskResult<Int>.success(1).map { $0 + 1 } == .success(2))
  }

  @Test func anUnimplementedEndpointFailsTheTestAndNamesItself() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.loadTapped)
      await store.receive(.loaded(.failure(UnimplementedFailure(description: "LoaderClient.load"))))
    }
    #expect(issues.count == 1, "\(issues)")
    #expect(
      issues.first?.message.hasPrefix(
        """
        Runtime warning: Unimplemented: "LoaderClient.load" was called, and this test did not \
        expect it
        """) == true, "\(issues)")
  }

  @Test func anUnimplementedEndpointOfThreeArgumentsFailsAndThrows() async {
    let search: @Sendable (String, Int, Bool) async throws -> String = unimplemented("Search.run")
    let warnings = Mutex<[String]>([])
    _ = await RuntimeWarnings.withSink({ warning in warnings.withLock { $0.append(warning.message) } }) {
      await #expect(throws: UnimplementedFailure.self) { _ = try await search("q", 1, true) }
    }
    let messages = warnings.withLock { $0 }
    #expect(messages.count == 1, "\(messages)")
    #expect(messages.first?.contains(#"Unimplemented: "Search.run" was called"#) == true, "\(messages)")
  }

  @Test func aKeyWithoutATestValueFailsTheTestAndNamesTheKey() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Loader.State()) { Loader() }
      await store.send(.readLiveOnlyTapped) { $0.text = "42" }
    }
    #expect(issues.count == 1, "\(issues)")
    #expect(
      issues.first?.message.hasPrefix(
        """
        Runtime warning: The dependency "LiveOnlyNumberKey" has no test value, so a test used its \
        live value (Int) instead.
        """) == true, "\(issues)")
  }

  @Test func anOverriddenKeyNeedsNoTestValue() async {
    let store = TestStore(initialState: Loader.State()) {
      Loader()
    } withDependencies: {
      $0.liveOnlyNumber = 7
      $0.loaderClient.load = { "test" }
    }
    await store.send(.readLiveOnlyTapped) { $0.text = "7" }
    await store.send(.loadTapped)
    await store.receive(.loaded(.success("test"))) { $0.text = "test" }
  }

  @Test func isolatedValuesRecordWhatEffectsDid() async {
    let locked = LockIsolated([1])
    locked.withValue { $0.append(2) }
    #expect(locked.value == [1, 2])
    #expect(locked.count == 2)
    let actor = ActorIsolated(0)
    await actor.withValue { $0 += 5 }
    #expect(await actor.value == 5)
    await actor.setValue(1)
    #expect(await actor.value == 1)
  }

  @Test func identifiedWrapsValuesForIdentifiedArrays() {
    var rows: IdentifiedArrayOf<Identified<Int, String>> = [Identified("Milk", id: 1)]
    rows[id: 1]?.value = "Oat milk"
    #expect(rows[id: 1]?.value == "Oat milk")
    #expect(Identified("a", id: \.count).id == 1)
  }

  @Test func identifiedArraysSortMoveAndFilterAsCollectionsDo() {
    var numbers: IdentifiedArrayOf<Identified<Int, String>> = [
      Identified("c", id: 3), Identified("a", id: 1), Identified("b", id: 2),
    ]
    numbers.sort { $0.value < $1.value }
    #expect(numbers.ids == [1, 2, 3])
    numbers.move(fromOffsets: [0], toOffset: 3)
    #expect(numbers.ids == [2, 3, 1])
    #expect(numbers[id: 1]?.value == "a", "lookups follow the move")
    let filtered: IdentifiedArrayOf<Identified<Int, String>> = numbers.filter { $0.id != 3 }
    #expect(filtered.ids == [2, 1])
    #expect(numbers.elements.map(\.value) == ["b", "c", "a"])
  }

  @Test func removeAtOffsetsRemovesEachOffset() {
    var todos: IdentifiedArrayOf<Todo.State> = [
      Todo.State(id: UUID(0)), Todo.State(id: UUID(1)), Todo.State(id: UUID(2)),
    ]
    todos.remove(atOffsets: [0, 2])
    #expect(todos.ids == [UUID(1)])
    #expect(todos[id: UUID(1)] != nil)
  }

  @Test func taskNeverEndsOnlyWhenCancelled() async {
    let task = Task<Void, any Error> { try await Task.never() }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test func expectNoDifferenceShowsWhereValuesDiffer() async {
    let issues = await capturingIssues {
      expectNoDifference(["Milk", "Eggs"], ["Milk", "Bread"])
      XCTAssertNoDifference(1, 1)
    }
    #expect(
      issues.map(\.message) == [
        """
        expectNoDifference failed:

              [
                [0]: "Milk",
            -   [1]: "Eggs"
            +   [1]: "Bread"
              ]

        (First: -, Second: +)
        """
      ])
  }

  @Test func withExhaustivityAppliesOnlyInside() async {
    let store = TestStore(initialState: Todos.State()) {
      Todos()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.withExhaustivity(.off) {
      await store.send(.addTodoButtonTapped)
    }
    #expect(store.exhaustivity == .on)
    await store.send(.addTodoButtonTapped) { $0.todos.insert(Todo.State(id: UUID(1)), at: 0) }
  }

  @Test func theTestDateCanBeSet() async {
    let date = withDependencies {
      $0.date.now = Date(timeIntervalSince1970: 0)
    } operation: {
      @Dependency(\.date) var date
      return date.now
    }
    #expect(date == Date(timeIntervalSince1970: 0))
  }

  @Test func bindingStateDumpsAsItsValueAndBindsNestedFields() {
    #expect(
      stateDumpLine(Todo.State(description: "Milk", id: UUID(0)))
        == #"Todo.State(description: "Milk", id: UUID(0), isComplete: false)"#)
    struct Editor: Equatable { @BindingState var todo = Todo.State(id: UUID(0)) }
    var editor = Editor()
    BindingAction<Editor>.set(\.$todo.description, "Eggs").apply(to: &editor)
    #expect(editor.todo.description == "Eggs")
  }

  @Test func bindingActionsMatchByPropertyAndDumpAsSet() {
    let action = Todo.Action.set(\.$description, "Milk")
    #expect(action == .binding(.set(\.$description, "Milk")))
    #expect(action != .binding(.set(\.$description, "Eggs")))
    #expect(action.binding.map { \Todo.State.$description ~= $0 } == true)
    #expect(action.binding.map { \Todo.State.$isComplete ~= $0 } == false)
    let dump = stateDumpLine(action)
    #expect(
      dump == #".binding(.set(\State.$description, "Milk"))"#
        || dump == #".binding(.set(\State.$<BindingState<String>>, "Milk"))"#, "\(dump)")
  }
}
