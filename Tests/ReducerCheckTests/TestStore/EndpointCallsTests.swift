import ReducerCheck
import Testing

/// A store whose loader calls wait for `endpoints`' answers.
private func loaderStore(answeredBy endpoints: EndpointCalls) -> TestStore<Loader.State, Loader.Action> {
  TestStore(initialState: Loader.State()) {
    Loader()
  } withDependencies: {
    $0[keyPath: \.loaderClient.load] = endpoints.endpoint(named: "load")
  }
}

/// Endpoints a test answers by hand, as a report's test does.
@Suite struct EndpointCallsTests {
  @Test func answersReachTheWaitingCallAndItsEffectRunsAtOnce() async {
    let endpoints = EndpointCalls()
    let store = loaderStore(answeredBy: endpoints)
    await store.send(.loadTapped)
    await endpoints.answer(call: 1, with: "answered")
    #expect(store.state.text == "answered", "the answered effect ran before answer returned")
    await store.receive(.loaded(.success("answered"))) { $0.text = "answered" }
  }

  @Test func errorsAnswerToo() async {
    let endpoints = EndpointCalls()
    let store = loaderStore(answeredBy: endpoints)
    await store.send(.loadTapped)
    await endpoints.answer(call: 1, throwing: ComparableFailure(code: 7))
    await store.receive(.loaded(.failure(ComparableFailure(code: 7))))
  }

  @Test func anAnswerToACallWhoseEffectWasCancelledIsDropped() async {
    // Regression (a user's trial): once the bug was fixed, the report's pasted test failed with
    // "Call 2 is not waiting": the fix cancels that call, and the answer the check had given it
    // went nowhere. A report's test answers unless cancelled: the late answer is dropped.
    let issues = await capturingIssues {
      let endpoints = EndpointCalls()
      let store = loaderStore(answeredBy: endpoints)
      await store.send(.loadTapped)
      await store.skipInFlightEffects()
      await endpoints.answerUnlessCancelled(call: 1, with: "late")
      #expect(store.state.text == nil)
    }
    #expect(issues.isEmpty, "\(issues.map(\.message))")
  }

  @Test func anAnswerToACallTheFeatureNeverMadeIsDropped() async {
    // Regression (a user's trial): the report's test of "Save stays enabled while uploading"
    // answered call 2; the fix (Save disabled while uploading) never makes call 2, and the
    // pasted test failed "Call 2 is not waiting for an answer: no call is".
    let issues = await capturingIssues {
      let endpoints = EndpointCalls()
      let store = loaderStore(answeredBy: endpoints)
      await store.send(.loadTapped)
      await endpoints.answerUnlessCancelled(call: 1, with: "first")
      await store.receive(.loaded(.success("first"))) { $0.text = "first" }
      await endpoints.answerUnlessCancelled(call: 2, with: "never asked for")
    }
    #expect(issues.isEmpty, "\(issues.map(\.message))")
  }

  @Test func aHandWrittenAnswerToACallNeverMadeStillFails() async {
    let issues = await capturingIssues {
      let endpoints = EndpointCalls()
      _ = loaderStore(answeredBy: endpoints)
      await endpoints.answer(call: 1, with: "nobody asked")
    }
    #expect(
      issues.map(\.message).first?.hasPrefix("Call 1 is not waiting for an answer: no call is.") == true,
      "\(issues.map(\.message))")
  }

  @Test func answeringACallTwiceSaysItWasAnswered() async {
    // A user's trial: the second answer said only "no call is".
    let issues = await capturingIssues {
      let endpoints = EndpointCalls()
      let store = loaderStore(answeredBy: endpoints)
      await store.send(.loadTapped)
      await endpoints.answer(call: 1, with: "first")
      await store.receive(.loaded(.success("first"))) { $0.text = "first" }
      await endpoints.answer(call: 1, with: "again")
    }
    #expect(
      issues.map(\.message).first?.hasPrefix(
        "Call 1 is not waiting for an answer: it was answered already, and no call is.") == true,
      "\(issues.map(\.message))")
  }

  @Test func aHandWrittenAnswerToACancelledCallStillFails() async {
    // A test that answers the wrong call (one a cancel-in-flight replaced) hears about it.
    let issues = await capturingIssues {
      let endpoints = EndpointCalls()
      let store = loaderStore(answeredBy: endpoints)
      await store.send(.loadTapped)
      await store.skipInFlightEffects()
      await endpoints.answer(call: 1, with: "late")
    }
    #expect(
      issues.map(\.message).first?.hasPrefix(
        "Call 1 is not waiting for an answer: its effect was cancelled, and no call is.") == true,
      "\(issues.map(\.message))")
  }

  @Test func answeringACallThatIsNotWaitingFailsAndSaysWhichAre() async {
    let issues = await capturingIssues {
      let endpoints = EndpointCalls()
      let store = loaderStore(answeredBy: endpoints)
      await store.send(.loadTapped)
      await endpoints.answer(call: 2, with: "too far")
      await store.skipInFlightEffects()
    }
    #expect(
      issues.map(\.message) == [
        """
        Call 2 is not waiting for an answer: the waiting calls are 1.

        Calls are numbered from 1 in the order the feature makes them; a call whose effect was \
        cancelled no longer waits.
        """
      ])
  }
}
