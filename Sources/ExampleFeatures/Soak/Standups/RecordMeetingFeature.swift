import ReducerCore

/// Records a meeting: a clock ticks each second, each attendee speaks for their share, and
/// when the last one is done the meeting is saved and the screen closes itself. Ending early
/// asks whether to save or discard; the clock pauses while it asks.
struct RecordMeetingFeature: Reducer {
  struct State: Equatable, Codable, Sendable {
    @PresentationState var alert: AlertState<Action.Alert>?
    var secondsElapsed = 0
    var speakerIndex = 0
    var standup: Standup
    var transcript = ""

    init(standup: Standup) {
      self.standup = standup
    }

    /// Seconds left in the meeting.
    var durationRemaining: Int { standup.duration - secondsElapsed }
  }

  enum Action: Equatable, Sendable {
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)
    case endMeetingButtonTapped
    case nextButtonTapped
    case onTask
    case timerTick

    enum Alert: Equatable, Codable, Sendable {
      case confirmDiscard
      case confirmSave
    }
    enum Delegate: Equatable, Sendable {
      case save(transcript: String)
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(.confirmDiscard)):
        return .run { _ in await self.dismiss() }

      case .alert(.presented(.confirmSave)):
        return meetingFinished(transcript: state.transcript)

      case .alert:
        return .none

      case .delegate:
        return .none

      case .endMeetingButtonTapped:
        state.alert = .endMeeting(isDiscardable: true)
        return .none

      case .nextButtonTapped:
        guard state.speakerIndex < state.standup.attendees.count - 1
        else {
          state.alert = .endMeeting(isDiscardable: false)
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed = state.speakerIndex * state.standup.durationPerAttendee
        return .none

      case .onTask:
        return .run { [clock] send in
          while true {
            try await clock.sleep(for: .seconds(1))
            await send(.timerTick)
          }
        }

      case .timerTick:
        guard state.alert == nil else { return .none }

        state.secondsElapsed += 1

        let secondsPerAttendee = state.standup.durationPerAttendee
        if state.secondsElapsed.isMultiple(of: secondsPerAttendee) {
          if state.speakerIndex >= state.standup.attendees.count - 1 {
            return meetingFinished(transcript: state.transcript)
          }
          state.speakerIndex += 1
        }
        return .none
      }
    }
    .ifLet(\.$alert, action: Action.alert)
  }

  private func meetingFinished(transcript: String) -> Effect<Action> {
    .run { send in
      await send(.delegate(.save(transcript: transcript)))
      await self.dismiss()
    }
  }
}

extension AlertState where Action == RecordMeetingFeature.Action.Alert {
  static func endMeeting(isDiscardable: Bool) -> Self {
    var buttons = [ButtonState<Action>(action: .confirmSave, label: "Save and end")]
    if isDiscardable {
      buttons.append(ButtonState(role: .destructive, action: .confirmDiscard, label: "Discard"))
    }
    buttons.append(ButtonState(role: .cancel, label: "Resume"))
    return Self(
      title: "End meeting?",
      message: "You are ending the meeting early. What would you like to do?",
      buttons: buttons
    )
  }
}
