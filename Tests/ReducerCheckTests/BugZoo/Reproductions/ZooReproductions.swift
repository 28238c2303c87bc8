// swift-format-ignore-file
// The tests the bug zoo's reports print (under the zoo's first seed), committed exactly as
// printed, minus `@Test`: they compile on every build, `ZooReproductionTests` runs each under
// `withKnownIssue`, and `expectBug` checks the reports still print exactly this code. When a
// report changes on purpose, paste its new test here.
import Foundation
import ReducerCheck
import Testing

func actionToDismissedChildBreaksNoActionForAbsentState() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: ActionToDismissedChild.State()) {
    ActionToDismissedChild()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.saveTapped)
  await clock.advance(by: .seconds(1))
  await store.send(.toast(.dismiss))
  // After the last step the check lets time run on.
  await clock.run()
}

func alertAndDialogBreaksAtMostOneDestinationPresented() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: AlertAndDialog.State()) {
    AlertAndDialog()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.dialogButtonTapped)
  await store.send(.alertButtonTapped)
  #expect([store.state.alert != nil, store.state.dialog != nil].filter { $0 }.count <= 1, "at most one destination presented")
}

func dateInReducerBreaksDeterministicReplay() async throws {
  func run() async -> DateInReducer.State {
    let clock = TestClock()
    let store = TestStore(initialState: DateInReducer.State()) {
      DateInReducer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    await store.send(.noteAdded)
    return store.state
  }
  let first = await run()
  let second = await run()
  #expect(first == second, "deterministic replay")
}

func editSheetResurrectsDeletedItemBreaksADeletedItemNeverComesBack() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: EditSheetResurrectsDeletedItem.State()) {
    EditSheetResurrectsDeletedItem()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.editTapped(id: 2))
  await store.send(.deleteTapped(id: 2))
  await store.send(.editor(.presented(.saveTapped)))
  #expect(
    try modelHolds(initial: Set<Int>(), over: store.handledActions) { deleted, before, _, after in
      deleted.formUnion(Set(before.items.map(\.id)).subtracting(after.items.map(\.id)))
    } holds: { deleted, state in
      deleted.isDisjoint(with: state.items.map(\.id))
    }, "a deleted item never comes back")
}

func effectPingPongBreaksQuiescence() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: EffectPingPong.State()) {
    EffectPingPong()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.ping)
  // "quiescence": from here on every action and effect must be asserted,
  // so the one that breaks it fails the test.
  await store.skipReceivedActions(strict: false)
  store.exhaustivity = .on
}

func fiveStepBugBreaksCheckoutTotalMatchesTheCart() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: FiveStepBug.State()) {
    FiveStepBug()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.addItem)
  await store.send(.addItem)
  await store.send(.addItem)
  await store.send(.addItem)
  await store.send(.checkoutTapped)
  let holds: (FiveStepBug.State) throws -> Bool = { state in
    state.checkout.map { $0.total == $0.items } ?? true
  }
  #expect(try holds(store.state), "checkout total matches the cart")
}

func lossyCodableBreaksRestorable() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: LossyCodable.State()) {
    LossyCodable()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.draftChanged("a"))
  let restored = try JSONDecoder().decode(
    LossyCodable.State.self, from: JSONEncoder().encode(store.state))
  #expect(restored == store.state, "restorable")
}

func markReadOutlivesPoppedScreenBreaksEffectsCancelledOnDismiss() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: MarkReadOutlivesPoppedScreen.State()) {
    MarkReadOutlivesPoppedScreen()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.openTapped)
  await store.send(.path(.element(id: 0, action: .onAppear)))
  await store.send(.path(.popFrom(id: 0)))
  let handled = store.handledActions.count
  // After the last step the check lets time run on.
  await clock.run()
  // Sent by E1 after its child went away (see the report): cancelled with
  // the child, it never arrives.
  let lateAction: MarkReadOutlivesPoppedScreen.Action = .markedRead(0)
  #expect(
    !store.handledActions.dropFirst(handled).contains { $0.action == lateAction },
    "effects cancelled on dismiss")
}

func oneOfSevenDestinationsBreaksEffectsCancelledOnDismiss() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: OneOfSevenDestinations.State()) {
    OneOfSevenDestinations()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.open(6))
  await store.send(.destination(.presented(.seven(.refreshTapped))))
  await store.send(.destination(.dismiss))
  // After the last step the check lets time run on.
  await clock.run()
}

func parentFetchesForChildBreaksEffectsCancelledOnDismiss() async throws {
  let clock = TestClock()
  let endpoints = EndpointCalls()
  let store = TestStore(initialState: ParentFetchesForChild.State()) {
    ParentFetchesForChild()
  } withDependencies: {
    $0.continuousClock = clock
    $0[keyPath: \.loadText] = endpoints.endpoint(named: "detail request")
  }
  store.exhaustivity = .off
  await store.send(.rowTapped(1))
  await store.send(.detail(.presented(.onAppear)))
  await store.send(.detail(.dismiss))
  await store.send(.rowTapped(1))
  let handled = store.handledActions.count
  await endpoints.answerUnlessCancelled(call: 1, with: "text 1")
  // Sent by E1 "detail request" after its child went away (see the report): cancelled with
  // the child, it never arrives.
  let lateAction: ParentFetchesForChild.Action = .detailLoaded("text 1")
  #expect(
    !store.handledActions.dropFirst(handled).contains { $0.action == lateAction },
    "effects cancelled on dismiss")
}

func pollOutlivesPoppedScreenBreaksQuiescence() async throws {
  let clock = TestClock()
  let endpoints = EndpointCalls()
  let store = TestStore(initialState: PollOutlivesPoppedScreen.State()) {
    PollOutlivesPoppedScreen()
  } withDependencies: {
    $0.continuousClock = clock
    $0[keyPath: \.orderStatus] = endpoints.endpoint(named: "order status")
  }
  store.exhaustivity = .off
  await store.send(.orderTapped(1))
  await store.send(.path(.popFrom(id: 0)))
  // "quiescence": from here on every action and effect must be asserted,
  // so the one that breaks it fails the test.
  await store.skipReceivedActions(strict: false)
  store.exhaustivity = .on
  // After the last step the check lets time run on.
  // (It then answered every call; here the work left waiting on one fails the test,
  // and cancelling it with its screen makes the test pass.)
  await clock.run()
}

func retryOutlivesSheetBreaksQuiescence() async throws {
  let clock = TestClock()
  let endpoints = EndpointCalls()
  let store = TestStore(initialState: RetryOutlivesSheet.State()) {
    RetryOutlivesSheet()
  } withDependencies: {
    $0.continuousClock = clock
    $0[keyPath: \.retryLoad] = endpoints.endpoint(named: "load")
  }
  store.exhaustivity = .off
  await store.send(.rowTapped(1))
  await store.send(.detail(.presented(.onAppear)))
  await endpoints.answerUnlessCancelled(call: 1, throwing: LoadFailed())
  await store.send(.detail(.dismiss))
  // "quiescence": from here on every action and effect must be asserted,
  // so the one that breaks it fails the test.
  await store.skipReceivedActions(strict: false)
  store.exhaustivity = .on
  // After the last step the check lets time run on.
  // (It then answered every call; here the work left waiting on one fails the test,
  // and cancelling it with its screen makes the test pass.)
  await clock.run()
}

func reusedStackIDBreaksStackIdsUniqueAndNeverReused() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: ReusedStackID.State()) {
    ReusedStackID()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.openTapped)
  await store.send(.path(.popFrom(id: 0)))
  await store.send(.openTapped)
  // #0 left this stack earlier in the test; a new screen must get a fresh id.
  #expect(!store.state.path.ids.contains(0), "stack ids unique and never reused")
}

func saveTappedTwiceBreaksOneSaveAtATime() async throws {
  let clock = TestClock()
  let endpoints = EndpointCalls()
  let store = TestStore(initialState: SaveTappedTwice.State()) {
    SaveTappedTwice()
  } withDependencies: {
    $0.continuousClock = clock
    $0[keyPath: \.saveDraft] = endpoints.endpoint(named: "save")
  }
  store.exhaustivity = .off
  await store.sendLeavingEffectsWaiting(.saveTapped)
  await store.send(.saveTapped)
  let holds: (SaveTappedTwice.State) throws -> Bool = { $0.savesInFlight <= 1 }
  #expect(try holds(store.state), "one save at a time")
}

func selfSendingActionBreaksQuiescence() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: SelfSendingAction.State()) {
    SelfSendingAction()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.refresh)
  // "quiescence": from here on every action and effect must be asserted,
  // so the one that breaks it fails the test.
  await store.skipReceivedActions(strict: false)
  store.exhaustivity = .on
}

func staleResponseReplacesDestinationBreaksAResponseNeverReplacesADestinationTheUserOpened() async throws {
  let clock = TestClock()
  let endpoints = EndpointCalls()
  let store = TestStore(initialState: StaleResponseReplacesDestination.State()) {
    StaleResponseReplacesDestination()
  } withDependencies: {
    $0.continuousClock = clock
    $0[keyPath: \.search] = endpoints.endpoint(named: "search")
  }
  store.exhaustivity = .off
  await store.send(.searchTapped)
  await store.send(.settingsTapped)
  await endpoints.answerUnlessCancelled(call: 1, with: "results")
  let holds: (StaleResponseReplacesDestination.State, StaleResponseReplacesDestination.Action, StaleResponseReplacesDestination.State) throws -> Bool = {
    before, action, after in
    guard case .resultsLoaded = action, case .settings = before.destination else { return true }
    return after.destination == before.destination
  }
  for handled in store.handledActions {
    #expect(try holds(handled.before, handled.action, handled.after), "a response never replaces a destination the user opened")
  }
}

func staleSearchResponseBreaksResultsBelongToTheQueryShown() async throws {
  let clock = TestClock()
  let endpoints = EndpointCalls()
  let store = TestStore(initialState: StaleSearchResponse.State()) {
    StaleSearchResponse()
  } withDependencies: {
    $0.continuousClock = clock
    $0[keyPath: \.searchRequest] = endpoints.endpoint(named: "search")
  }
  store.exhaustivity = .off
  await store.send(.queryChanged("a"))
  await store.send(.queryChanged("b"))
  await endpoints.answerUnlessCancelled(call: 1, with: ["a"])
  let holds: (StaleSearchResponse.State, StaleSearchResponse.Action, StaleSearchResponse.State) throws -> Bool = { _, action, after in
    guard case let .response(query, _) = action else { return true }
    return query == after.query
  }
  for handled in store.handledActions {
    #expect(try holds(handled.before, handled.action, handled.after), "results belong to the query shown")
  }
}

func subscriptionOutlivesItsChatBreaksQuiescence() async throws {
  let clock = TestClock()
  let endpoints = EndpointCalls()
  let store = TestStore(initialState: SubscriptionOutlivesItsChat.State()) {
    SubscriptionOutlivesItsChat()
  } withDependencies: {
    $0.continuousClock = clock
    $0[keyPath: \.nextMessage] = endpoints.endpoint(named: "next message")
  }
  store.exhaustivity = .off
  await store.send(.roomTapped(1))
  await store.send(.chat(.presented(.onAppear)))
  await store.send(.chat(.dismiss))
  // "quiescence": from here on every action and effect must be asserted,
  // so the one that breaks it fails the test.
  await store.skipReceivedActions(strict: false)
  store.exhaustivity = .on
  // After the last step the check lets time run on.
  // (It then answered every call; here the work left waiting on one fails the test,
  // and cancelling it with its screen makes the test pass.)
  await clock.run()
}

func timerOutlivesPoppedScreenBreaksQuiescence() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: TimerOutlivesPoppedScreen.State()) {
    TimerOutlivesPoppedScreen()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.openTapped)
  await store.send(.path(.element(id: 0, action: .onAppear)))
  await store.send(.path(.popFrom(id: 0)))
  // "quiescence": from here on every action and effect must be asserted,
  // so the one that breaks it fails the test.
  await store.skipReceivedActions(strict: false)
  store.exhaustivity = .on
  // After the last step the check lets time run on.
  await clock.run()
}

func twoSheetsAtOnceBreaksAtMostOneDestinationPresented() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: TwoSheetsAtOnce.State()) {
    TwoSheetsAtOnce()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.settingsTapped)
  await store.send(.settings(.presented(.profileTapped)))
  #expect([store.state.settings != nil, store.state.profile != nil].filter { $0 }.count <= 1, "at most one destination presented")
}

func volumeLimitIgnoresMuteBreaksVolumeAtMost1WhileUnmuted() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: VolumeLimitIgnoresMute.State()) {
    VolumeLimitIgnoresMute()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.volumeUp)
  await store.send(.volumeUp)
  let holds: (VolumeLimitIgnoresMute.State) throws -> Bool = { $0.isMuted || $0.volume <= 1 }
  #expect(try holds(store.state), "volume at most 1 while unmuted")
}

func detailPushedTwiceBreaksNoScreenPushedTwiceAtOnce() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: DetailPushedTwice.State()) {
    DetailPushedTwice()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.row(.element(id: 1, action: .tapped)))
  #expect(
    zip(store.state.path, store.state.path.dropFirst()).allSatisfy { $0 != $1 },
    "no screen pushed twice at once")
}

func signOutAllMissesAPageBreaksSignOutAllLeavesNoOtherDevice() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: SignOutAllMissesAPage.State()) {
    SignOutAllMissesAPage()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.addDevice)
  await store.send(.addDevice)
  await store.send(.signOutAll)
  let holds: (SignOutAllMissesAPage.State, SignOutAllMissesAPage.Action, SignOutAllMissesAPage.State) throws -> Bool = { _, action, after in
    action != .signOutAll || after.others.isEmpty
  }
  for handled in store.handledActions {
    #expect(try holds(handled.before, handled.action, handled.after), "sign out all leaves no other device")
  }
}
