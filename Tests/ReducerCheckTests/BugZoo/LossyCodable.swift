import Generators
import ReducerCheck
import ReducerCore
import Testing

/// Bug: the state's Codable conformance forgets the draft, so restoring loses it.
struct LossyCodable: Reducer, ActionGenerating {
  struct State: Equatable, Sendable, Codable {
    var title = ""
    var draft = ""

    enum CodingKeys: String, CodingKey { case title }  // "draft" is missing

    init() {}

    init(from decoder: any Decoder) throws {
      title = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .title)
    }
  }
  enum Action: Equatable, Sendable {
    case titleChanged(String)
    case draftChanged(String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .titleChanged(title): state.title = title
      case let .draftChanged(draft): state.draft = draft
      }
      return .none
    }
  }
  static func actions(for state: State) -> Gen<Action> {
    .oneOf(
      Gen.string(of: "ab", count: 0...3).map(Action.titleChanged),
      Gen.string(of: "ab", count: 0...3).map(Action.draftChanged))
  }
}

extension BugZoo {
  @Test func stateDoesNotSurviveCodable() async {
    let result = await expectBug(
      in: LossyCodable(), from: LossyCodable.State(), invariant: "restorable", minimalSteps: 1)
    // Shrinking simplifies the payload too: the shortest draft that is lost is "a".
    #expect(result?.failure?.report.contains("1. send .draftChanged(\"a\")") == true)
  }
}
