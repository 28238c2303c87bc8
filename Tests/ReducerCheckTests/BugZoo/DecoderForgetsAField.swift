import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: the state encodes every field, but its hand-written decoder forgets the subtitle.
struct DecoderForgetsAField: Reducer, ActionGenerating {
  struct State: Equatable, Sendable, Codable {
    var title = ""
    var subtitle = ""

    init() {}

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      title = try container.decode(String.self, forKey: .title)
      // subtitle is never decoded
    }
  }
  enum Action: Equatable, Sendable {
    case titleChanged(String)
    case subtitleChanged(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title): state.title = title
      case let .subtitleChanged(subtitle): state.subtitle = subtitle
      }
      return .none
    }
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(
      Gen.string(of: "ab", count: 0...3).map(Action.titleChanged),
      Gen.string(of: "ab", count: 0...3).map(Action.subtitleChanged))
  }
}

extension BugZoo {
  @Test func decoderForgetsAField() async {
    let result = await expectBug(
      in: DecoderForgetsAField(), from: DecoderForgetsAField.State(), invariant: "restorable", minimalSteps: 1
    )
    #expect(result?.failure?.report.contains("1. send .subtitleChanged(\"a\")") == true)
  }
}
