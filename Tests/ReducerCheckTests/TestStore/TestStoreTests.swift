import ReducerCheck
import ReducerCore
import Testing

/// Docs/Behaviour.md rule 26: exhaustive TestStore failure messages, word for word.
@Suite struct TestStoreFailureMessageTests {
  @Test("26. A state mismatch fails with a diff of expected and actual")
  func stateMismatch() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment) { $0.count = 2 }
    }
    #expect(
      issues.map(\.message) == [
        """
        A state change does not match expectation:

              Counter.State(
            -   count: 2,
            +   count: 1,
                child: nil
              )

        (Expected: -, Actual: +)
        """
      ])
  }

  @Test("26. A change without a closure fails")
  func unexpectedChange() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.increment)
    }
    #expect(
      issues.first?.message.hasPrefix("State was not expected to change, but a change occurred:") == true)
    #expect(issues.first?.message.contains("-   count: 0,\n    +   count: 1,") == true, "\(issues)")
  }

  @Test("26. A closure that changes nothing fails")
  func noChange() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.noop) { $0.count = 0 }
    }
    #expect(
      issues.map(\.message) == [
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is \
        expected, omit the trailing closure.
        """
      ])
  }

  @Test("26. Received actions must be asserted before the next send")
  func unhandledReceivedActions() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.incrementLater)
      await store.finish()
      await store.send(.noop)
    }
    #expect(
      issues.map(\.message) == [
        """
        Must handle 1 received action before sending an action.

          Unhandled actions:
            .incremented
        """
      ])
  }

  @Test("26. Actions left unreceived at the end fail")
  func unreceivedAtEnd() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.incrementLater)
      await store.finish()
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix("The store received 1 unexpected action by the end of the test.")
        == true)
  }

  @Test("26. An effect still running at the end fails at the send that started it")
  func effectStillRunning() async {
    var sendLine = 0
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      sendLine = #line + 1
      await store.send(.startForever)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == sendLine)
    #expect(
      issues.first?.message.hasPrefix(
        "An effect returned for this action is still running. It must complete before the end of the test.")
        == true)
    #expect(issues.first?.message.contains("TestStoreFixtures.swift:") == true)
  }

  @Test("26. receive of the wrong action fails with a diff")
  func wrongReceivedAction() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.incrementLater)
      await store.receive(.increment) { $0.count = 1 }
    }
    #expect(
      issues.map(\.message) == [
        """
        Received unexpected action:

            - .increment
            + .incremented

        (Expected: -, Received: +)
        """
      ])
  }

  @Test("26. receive with nothing arriving says whether anything is still running")
  func receiveTimesOut() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.timeout = .milliseconds(50)
      await store.receive(.incremented)
      await store.send(.startForever)
      await store.receive(.incremented)
      await store.skipInFlightEffects()
    }
    #expect(issues.count == 2)
    #expect(
      issues.first?.message == """
        Expected to receive .incremented, but received none after 0.05 seconds.

        No effect is still running, so nothing more will arrive.
        """)
    #expect(issues.last?.message.contains("1 effect is still running:") == true, "\(issues)")
  }
}

/// Docs/Behaviour.md rules 16 and 28, and `finish`.
@Suite struct TestStoreLifecycleTests {
  @Test("16. A child left presented with no running effects passes")
  func childLeftPresentedPasses() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.presentChild) { $0.child = Counter.Child.State() }
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test("16. A long-running child effect left running fails")
  func childEffectLeftRunningFails() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.presentChild) { $0.child = Counter.Child.State() }
      await store.send(.child(.presented(.startForever)))
    }
    #expect(issues.count == 1)
    #expect(issues.first?.message.contains("Running in:\n    child") == true, "\(issues)")
  }

  @Test("28. Dismissing at the root cancels the store's effects; later sends fail")
  func rootDismissal() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.startForever)
      await store.send(.dismissSelf)
      await store.finish()
      await store.send(.increment)
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix("Can't send an action to a dismissed store.") == true, "\(issues)")
  }

  @Test("finish waits for effects to end")
  func finishWaits() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.incrementLater)
      await store.finish()
      await store.receive(.incremented) { $0.count = 1 }
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test("finish fails when effects outlive the timeout")
  func finishTimesOut() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.startForever)
      await store.finish(timeout: .milliseconds(20))
      await store.skipInFlightEffects()
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "Expected effects to finish, but 1 is still in flight after 0.02 seconds.") == true, "\(issues)")
  }

  @Test("A feature that loops fails the test instead of hanging it")
  func loopingFeature() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Int> { state, action in
          state += 1
          return .send(action)
        }
      }
      store.exhaustivity = .off
      await store.send(1)
    }
    #expect(
      issues.contains {
        $0.message.contains("without the queue ever emptying, and dropped the rest: the feature loops")
      })
  }

  @Test("An effect that loops without waiting fails the test once, instead of hanging it")
  func effectLoopingWithoutWaiting() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: 0) {
        Reduce<Int, Int> { _, _ in
          .run { _ in
            while !Task.isCancelled { await Task.yield() }
          }
        }
      }
      await store.send(1)
      await store.finish()
    }
    #expect(issues.count == 1, "\(issues)")
    #expect(
      issues.first?.message.hasPrefix(
        """
        Effects ran 100,000 steps without once waiting on the clock or an endpoint: an effect \
        loops without suspending (for example "while true { await Task.yield() }").
        """) == true, "\(issues)")
    #expect(issues.first?.message.contains("Every effect of this store is now cancelled.") == true)
  }

  @Test("A cancelled send task ends its effects")
  func cancelTask() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      let task = await store.send(.startForever)
      await task.cancel()
      #expect(task.isCancelled)
    }
    #expect(issues.isEmpty, "\(issues)")
  }
}

/// Docs/Behaviour.md rule 27: non-exhaustive testing.
@Suite struct NonExhaustiveTestStoreTests {
  @Test("27. Unasserted changes, received actions and in-flight effects are skipped")
  func skipsSilently() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off
      await store.send(.increment)
      await store.send(.incrementLater)
      await store.send(.increment) { $0.count = 3 }
      await store.send(.startForever)
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test("27. A wrong assertion still fails")
  func wrongAssertionFails() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off
      await store.send(.increment) { $0.count = 5 }
    }
    #expect(issues.count == 1)
    #expect(issues.first?.isSkipped == false)
  }

  @Test("27. receive skips non-matching actions")
  func receiveSkips() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off
      await store.send(.incrementLater)
      await store.send(.incrementLater)
      await store.finish()
      await store.receive(.incremented) { $0.count = 2 }
    }
    #expect(issues.isEmpty, "\(issues)")
  }

  @Test("27. showSkippedAssertions reports what was skipped without failing")
  func showsSkipped() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.increment)
      await store.send(.startForever)
    }
    #expect(issues.count == 2)
    #expect(issues.allSatisfy { $0.isSkipped })
  }

  @Test("27. Strict skipping fails when there is nothing to skip")
  func strictSkipping() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.skipReceivedActions()
      await store.skipInFlightEffects()
      await store.skipReceivedActions(strict: false)
    }
    #expect(
      issues.map(\.message) == [
        "There were no received actions to skip.",
        "There were no in-flight effects to skip.",
      ])
  }
}

extension TestStoreFailureMessageTests {
  /// User trial 4: a timer that started a request on every tick left 10,000 of them running,
  /// and the test reported each one. Ten are reported as TCA reports them, then one count.
  @Test func manyEffectsStillRunningAreReportedTenTimesAndCounted() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      for _ in 1...25 { await store.send(.startForever) }
    }
    #expect(issues.count == 11, "\(issues.map(\.message))")
    #expect(
      issues.prefix(10).allSatisfy {
        $0.message.hasPrefix("An effect returned for this action is still running.")
      })
    let count = issues.last?.message ?? ""
    #expect(count.hasPrefix("15 more effects are still running at the end of the test:\n"), "\(count)")
    #expect(count.contains("  • created at ReducerCheckTests/TestStoreFixtures.swift:"), "\(count)")
    #expect(count.hasSuffix(" (15 effects)"), "\(count)")
  }
}
