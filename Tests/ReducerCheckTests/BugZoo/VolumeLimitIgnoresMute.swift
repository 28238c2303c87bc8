import ReducerCheck
import Testing

/// Bug: the volume limit is applied only while muted, so two presses of "volume up" while
/// unmuted go past it. Found sequences often mute and unmute around the presses
/// (`mute, up, unmute, up`): reaching the two-step minimum then means deleting the mute and the
/// unmute together, two steps that are not next to each other.
struct VolumeLimitIgnoresMute: Reducer, ActionGenerating {
  struct State: Equatable, Sendable {
    var volume = 0
    var isMuted = false
  }
  enum Action: Equatable, Sendable {
    case volumeUp
    case muteToggled
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .volumeUp:
        state.volume += 1
        if state.isMuted { state.volume = min(state.volume, 1) }
      case .muteToggled:
        state.isMuted.toggle()
      }
      return .none
    }
  }
  static func actions(for state: State) -> Gen<Action> {
    .frequency([(4, .always(.muteToggled)), (1, .always(.volumeUp))])
  }
}

extension BugZoo {
  @Test func bugWhoseMinimumNeedsANonAdjacentDeletion() async {
    await expectBug(
      in: VolumeLimitIgnoresMute(), from: VolumeLimitIgnoresMute.State(),
      invariant: "volume at most 1 while unmuted", minimalSteps: 2
    ) {
      $0.invariant("volume at most 1 while unmuted") { $0.isMuted || $0.volume <= 1 }
    }
  }
}
