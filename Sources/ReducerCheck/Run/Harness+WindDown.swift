import ReducerCore

/// The end of a sequence: time runs on with every screen closed, and, where work a closed screen
/// left still waits on a call, the app is wound down; then what is left running is listed.
extension Harness {
  /// Runs the clock on after the schedule ends (and the checker closed every screen), then
  /// lists the effects still running that no one declared long-living: those that are not
  /// waiting on a controlled endpoint and, when there are none, those started for a screen that
  /// closed that still run once the app is wound down (see ``windDown(rounds:answer:)``).
  /// The events are those of the clock running on: the wind-down's own are judged by no
  /// invariant but quiescence.
  func finishSchedule(
    deadlines: Int = deadlinesAfterSchedule,
    answer: (EndpointRegistry.PendingCall) -> Result<any Sendable, any Error>?
  ) -> (
    events: Events, state: Feature.State, lingering: [LingeringEffect], windDown: (Events, Feature.State)?
  ) {
    // Effects a send left waiting run first.
    var settled = settle()
    for _ in 0..<deadlines {
      guard let deadline = clock.nextDeadline else { break }
      settled = advanceClock(by: clock.now.duration(to: deadline)) && settled
    }
    // Step -1: what happens now happens after the last step.
    let events = absorbEvents(step: -1, excusedToken: nil, settled: settled)
    let state = core.state
    let waitingOnEndpoints = Set(endpoints.pending.compactMap { $0.effect })
    let sleeping = clock.nextDeadline != nil
    let lingering = core.activeEffects.compactMap { record -> LingeringEffect? in
      if waitingOnEndpoints.contains(record.id) || ownership.longLivingEffects.declares(record) { return nil }
      return lingeringEffect(record, waiting: sleeping ? .onTheClock : .uncontrolled)
    }
    guard lingering.isEmpty else { return (events, state, lingering, nil) }
    // The rest wait on calls. Those of a closed screen are its work only while an answer ends
    // them: a retry or a poll that lives on answers must be seen to stop.
    let screenWork = { [self] in
      core.activeEffects.compactMap { record in
        ownership.longLivingEffects.declares(record)
          ? nil : ownership.closedScreen(of: record).map { (record, $0) }
      }
    }
    guard !screenWork().isEmpty else { return (events, state, [], nil) }
    let (windDown, callsAfterLeaving) = self.windDown(rounds: windDownRounds, answer: answer)
    let waiting = Set(endpoints.pending.compactMap { $0.effect })
    let left = screenWork().map { record, screen in
      lingeringEffect(
        record,
        waiting: waiting.contains(record.id)
          ? .onACall : clock.nextDeadline != nil ? .onTheClock : .uncontrolled,
        calls: callsAfterLeaving.filter { call in
          call.effect.flatMap { ownership.effects[$0] }.flatMap(ownership.closedScreen)?.path == screen.path
        })
    }
    return (events, state, left, (windDown, core.state))
  }

  /// Winds the app down: every pending call of a controlled endpoint is answered (`answer` gives
  /// its answer, or `nil` to leave it waiting) and time runs on, a round at a time, at most
  /// `rounds` rounds; then the clock runs to its next deadline once more, without answers,
  /// so a loop that lives on answers is left waiting on its next call. Returns what happened and
  /// the calls made meanwhile.
  private func windDown(
    rounds: Int, answer: (EndpointRegistry.PendingCall) -> Result<any Sendable, any Error>?
  ) -> (events: Events, calls: [EndpointRegistry.MadeCall]) {
    let callsBefore = endpoints.callsMade
    var settled = true
    for _ in 0..<rounds {
      var answered = false
      for call in endpoints.pending {
        guard let result = answer(call), endpoints.answer(call.id, with: result) != nil else { continue }
        answered = true
        settled = settle() && settled
      }
      if answered { continue }
      guard let deadline = clock.nextDeadline else { break }
      settled = advanceClock(by: clock.now.duration(to: deadline)) && settled
    }
    if endpoints.pending.isEmpty, let deadline = clock.nextDeadline {
      settled = advanceClock(by: clock.now.duration(to: deadline)) && settled
    }
    return (absorbEvents(step: -1, excusedToken: nil, settled: settled), endpoints.calls(after: callsBefore))
  }

  /// `record` as an effect left running, with the screen it belongs to if that closed.
  private func lingeringEffect(
    _ record: EffectRecord, waiting: LingeringEffect.Waiting, calls: [EndpointRegistry.MadeCall]? = nil
  ) -> LingeringEffect {
    var counts: [(endpoint: String, count: Int)] = []
    for call in calls ?? [] {
      if let index = counts.firstIndex(where: { $0.endpoint == call.name }) {
        counts[index].count += 1
      } else {
        counts.append((call.name, 1))
      }
    }
    return LingeringEffect(
      effect: "\(name(record.id))", site: "\(record.fileID):\(record.line)",
      place: "\(record.navigationPath)", waiting: waiting,
      screen: ownership.closedScreen(of: record).map { ($0.path, describeStep($0.step)) },
      callsAfterLeaving: calls.map { _ in counts },
      unmatchedDeclaration: ownership.longLivingEffects.unmatchedLine(inFileOf: record))
  }
}
