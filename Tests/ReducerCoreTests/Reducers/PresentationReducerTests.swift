import ReducerCheck
import ReducerCore
import Testing

/// Docs/Behaviour.md rules 1–12, 15 and 17: `ifLet` with `PresentationState`.
@Suite struct PresentationReducerTests {
  let clock = TestClock()

  func makeStore(
    _ state: PresentingParent.State = .init()
  ) -> TestStore<PresentingParent.State, PresentingParent.Action> {
    let clock = self.clock
    return TestStore(initialState: state) {
      PresentingParent()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test("1. .dismiss: the parent runs before the child is removed and can read it")
  func dismissParentRunsFirst() async {
    let store = makeStore(.init(child: TimerChild.State(id: 1, count: 3)))
    await store.send(.child(.dismiss)) {
      $0.log = ["parent saw child 1 count 3"]
      $0.child = nil
    }
  }

  @Test("2. .presented: the child runs before the parent, which may then nil it out")
  func presentedChildRunsFirst() async {
    let store = makeStore(.init(child: TimerChild.State(id: 1)))
    await store.send(.child(.presented(.increment))) {
      $0.child?.count = 1
      $0.log = ["parent saw count 1"]
    }
    await store.send(.child(.presented(.increment))) {
      $0.log.append("parent saw count 2")
      $0.child = nil
    }
  }

  @Test("3. Parent .dismiss cancels a child's long-running timer")
  func parentDismissCancelsTimer() async {
    let store = makeStore(.init(child: TimerChild.State(id: 1)))
    await store.send(.child(.presented(.startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.presented(.tick))) { $0.child?.ticks = 1 }
    await store.send(.child(.dismiss)) {
      $0.log = ["parent saw child 1 count 0"]
      $0.child = nil
    }
    await clock.advance(by: .seconds(5))
    #expect(clock.pendingSleepCount == 0)
  }

  @Test("4. Child dismiss() arrives as .dismiss and cancels the child's effects")
  func childDismissCancelsEffects() async {
    let store = makeStore(.init(child: TimerChild.State(id: 1)))
    await store.send(.child(.presented(.startTimer)))
    await store.send(.child(.presented(.closeTapped)))
    await store.receive(.child(.dismiss)) {
      $0.log = ["parent saw child 1 count 0"]
      $0.child = nil
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test("5. Parent setting the state to nil directly cancels the child's effects")
  func nilOutCancels() async {
    let store = makeStore(.init(child: TimerChild.State(id: 1)))
    await store.send(.child(.presented(.startTimer)))
    await store.send(.nilOut) { $0.child = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test("5. A parent that replaces its whole state cancels the child's effects")
  func replacingTheStateCancels() async {
    let store = makeStore(.init(child: TimerChild.State(id: 1)))
    await store.send(.child(.presented(.startTimer)))
    await store.send(.startOver) { $0.child = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test("6. A whole new state presenting the same identity keeps the child's effects, and cancels them later")
  func replacingTheStateWithTheSameChildKeepsTrack() async {
    // Regression (a reviewer): the new state never learnt what was presented, so setting it to
    // nil afterwards cancelled nothing.
    let store = makeStore(.init(child: TimerChild.State(id: 1)))
    await store.send(.child(.presented(.startTimer)))
    await store.send(.restartSameChild)
    await store.send(.nilOut) { $0.child = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test("6. Another id cancels; re-assigning the same identity keeps the effects")
  func identityDecidesCancellation() async {
    let store = makeStore(.init(child: TimerChild.State(id: 1)))
    await store.send(.child(.presented(.startTimer)))
    await store.send(.child(.presented(.increment))) {
      $0.child?.count = 1
      $0.log = ["parent saw count 1"]
    }
    await store.send(.present(id: 1)) { $0.child = TimerChild.State(id: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(.child(.presented(.tick))) { $0.child?.ticks = 1 }
    await store.send(.present(id: 2)) { $0.child = TimerChild.State(id: 2) }
    await clock.advance(by: .seconds(5))
  }

  @Test("7. Changing the destination case cancels")
  func changingCaseCancels() async {
    let clock = self.clock
    let store = TestStore(initialState: TwoCaseParent.State()) {
      TwoCaseParent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.showFirst) { $0.destination = .first(TimerChild.State()) }
    await store.send(.destination(.presented(.first(.startTimer))))
    await store.send(.showSecond) { $0.destination = .second(TimerChild.State()) }
    await clock.advance(by: .seconds(5))
  }

  @Test("7. The child changing its own id cancels its effects")
  func childChangingIDCancels() async {
    let store = makeStore(.init(child: TimerChild.State(id: 1)))
    await store.send(.child(.presented(.startTimer)))
    await store.send(.child(.presented(.changeID(2)))) { $0.child?.id = 2 }
    await clock.advance(by: .seconds(5))
  }

  @Test("8. Nil-ing out in a reducer after the ifLet is caught on the next action")
  func nilOutAfterIfLetCaughtNextAction() async {
    let store = makeStore(.init(child: TimerChild.State(id: 1)))
    await store.send(.child(.presented(.startTimer)))
    await store.send(.nilOutAfterIfLet) { $0.child = nil }
    #expect(store.core.activeEffects.count == 1, "not noticed until the next action")
    await store.send(.noop)
    #expect(store.core.activeEffects.isEmpty)
    await clock.advance(by: .seconds(5))
  }

  @Test("9. An action for absent state warns, and the parent still runs")
  func absentStateWarns() async {
    let issues = await capturingIssues {
      let store = makeStore()
      await store.send(.child(.presented(.increment))) {
        $0.log = ["parent saw count nil"]
      }
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.contains(
        """
        received a presentation action when destination state was absent.

          Action:
            .child(.presented(.increment))
        """) == true)
    // Regression (a user's trial): `A "ifLet"`.
    #expect(issues.first?.message.hasPrefix(#"Runtime warning: An "ifLet" at"#) == true, "\(issues)")
  }

  @Test("10. During .dismiss, re-assigning the same identity still ends as nil")
  func dismissReassigningSameIdentity() async {
    let store = makeStore(.init(child: TimerChild.State(id: 1), onDismiss: .reassignSameIdentity))
    await store.send(.child(.dismiss)) {
      $0.log = ["parent saw child 1 count 0"]
      $0.child = nil
    }
  }

  @Test("10. During .dismiss, a different identity is kept")
  func dismissAssigningOtherIdentity() async {
    let store = makeStore(.init(child: TimerChild.State(id: 1), onDismiss: .assignOtherIdentity))
    await store.send(.child(.dismiss)) {
      $0.log = ["parent saw child 1 count 0"]
      $0.child = TimerChild.State(id: 42)
    }
  }

  @Test("11. A child in the initial state, or presented again later, can dismiss itself")
  func deepLinkedAndRepresentedChildDismissItself() async {
    let store = makeStore(.init(child: TimerChild.State(id: 1)))
    await store.send(.child(.presented(.closeTapped)))
    await store.receive(.child(.dismiss)) {
      $0.log = ["parent saw child 1 count 0"]
      $0.child = nil
    }
    await store.send(.present(id: 1)) { $0.child = TimerChild.State(id: 1) }
    await store.send(.child(.presented(.closeTapped)))
    await store.receive(.child(.dismiss)) {
      $0.log.append("parent saw child 1 count 0")
      $0.child = nil
    }
  }

  @Test("12. An alert closes on its own action and survives other actions")
  func alertIsEphemeral() async {
    let store = TestStore(initialState: AlertParent.State()) { AlertParent() }
    await store.send(.showAlert) {
      $0.alert = AlertState(title: "Sure?", buttons: [ButtonState(action: .confirm, label: "Yes")])
    }
    await store.send(.other) { $0.other = 1 }
    await store.send(.alert(.presented(.confirm))) {
      $0.confirmed = 1
      $0.alert = nil
    }
  }

  @Test("12. A new alert that an alert's button shows in its place stays presented")
  func alertReplacedByANewAlertStays() async {
    let asking = AlertState<AlertParent.Action.Alert>(
      title: "Sure?", buttons: [ButtonState(action: .confirmAndAnnounce, label: "Yes")])
    let store = TestStore(initialState: AlertParent.State(alert: asking)) { AlertParent() }
    await store.send(.alert(.presented(.confirmAndAnnounce))) {
      $0.confirmed = 1
      $0.alert = AlertState(title: "Confirmed", buttons: [ButtonState(label: "OK")])
    }
  }

  @Test("12. Alerts are equal by what they show, whatever instance they are")
  func alertsCompareByContent() {
    let one = AlertState<AlertParent.Action.Alert>(title: "Sure?")
    let two = AlertState<AlertParent.Action.Alert>(title: "Sure?")
    #expect(one == two)
    #expect(one.id != two.id)
  }

  @Test("15. Nested dismiss closes only the innermost presentation")
  func nestedDismissClosesInnermost() async {
    let store = TestStore(
      initialState: Grandparent.State(parent: PresentingParent.State(child: TimerChild.State(id: 7)))
    ) { Grandparent() }
    await store.send(.parent(.presented(.child(.presented(.closeTapped)))))
    await store.receive(.parent(.presented(.child(.dismiss)))) {
      $0.parent?.log = ["parent saw child 7 count 0"]
      $0.parent?.child = nil
    }
  }

  @Test("15. A parent can dismiss its grandchild")
  func parentDismissesGrandchild() async {
    let clock = self.clock
    let store = TestStore(
      initialState: Grandparent.State(parent: PresentingParent.State(child: TimerChild.State(id: 7)))
    ) {
      Grandparent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.parent(.presented(.child(.presented(.startTimer)))))
    await store.send(.parent(.presented(.child(.dismiss)))) {
      $0.parent?.log = ["parent saw child 7 count 0"]
      $0.parent?.child = nil
    }
    await clock.advance(by: .seconds(3))
  }

  @Test("15. Dismissing the middle level drops its dismiss listener and the grandchild's")
  func dismissingMiddleDropsBothListeners() async {
    let store = TestStore(initialState: Grandparent.State(parent: PresentingParent.State())) {
      Grandparent()
    }
    await store.send(.parent(.presented(.present(id: 7)))) { $0.parent?.child = TimerChild.State(id: 7) }
    #expect(store.core.bookkeeping.listeners == 2)
    await store.send(.parent(.dismiss)) { $0.parent = nil }
    #expect(store.core.bookkeeping.listeners == 0)
  }

  @Test("15. Dismissing the middle level cancels the grandchild's effects too")
  func dismissingMiddleCancelsGrandchild() async {
    let clock = self.clock
    let store = TestStore(
      initialState: Grandparent.State(parent: PresentingParent.State(child: TimerChild.State(id: 7)))
    ) {
      Grandparent()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.parent(.presented(.child(.presented(.startTimer)))))
    await store.send(.parent(.dismiss)) { $0.parent = nil }
    await clock.advance(by: .seconds(3))
  }

  @Test("17. An action for a case that is not the current one warns and changes nothing")
  func wrongCaseWarns() async {
    let issues = await capturingIssues {
      let store = TestStore(initialState: TwoCaseParent.State(destination: .first(TimerChild.State()))) {
        TwoCaseParent()
      }
      await store.send(.destination(.presented(.second(.increment))))
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.contains("received a child action when child state was set to a different case")
        == true)
    #expect(issues.first?.message.contains("Action:\n    .second(.increment)") == true, "\(issues)")
  }
}
