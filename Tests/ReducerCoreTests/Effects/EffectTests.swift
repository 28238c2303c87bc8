import ReducerCore
import Testing

@Suite struct EffectTests {
  private enum Action: Equatable { case a, b, c }

  /// The actions an effect sends, in order, and how it combines them.
  private func shape(_ effect: Effect<Action>) -> String {
    switch effect.operation {
    case .none: "none"
    case let .send(action): "\(action)"
    case let .merge(effects): "merge(\(effects.map(shape).joined(separator: ", ")))"
    case let .concatenate(effects): "concatenate(\(effects.map(shape).joined(separator: ", ")))"
    default: "other"
    }
  }

  @Test func mergeDropsNoneAndKeepsOrder() {
    #expect(shape(.merge(.none, .send(.a), .none, .send(.b), .send(.c))) == "merge(a, b, c)")
    #expect(shape(.merge(.send(.a), .send(.b))) == "merge(a, b)")
    #expect(shape(.merge(.none, .send(.b), .none)) == "b")
    #expect(shape(.merge(.none, .none)) == "none")
    #expect(shape(.merge([Effect<Action>]())) == "none")
    #expect(shape(.merge([.send(.a), .none, .send(.c)].lazy.map { $0 })) == "merge(a, c)")
  }

  @Test func concatenateDropsNoneAndKeepsOrder() {
    #expect(shape(.concatenate(.send(.c), .none, .send(.a))) == "concatenate(c, a)")
    #expect(shape(.concatenate(.none, .send(.a))) == "a")
    #expect(shape(.concatenate(.none)) == "none")
  }

  @Test func mergeWithFlattensAndSkipsNone() {
    #expect(shape(Effect<Action>.send(.a).merge(with: .none)) == "a")
    #expect(shape(Effect<Action>.none.merge(with: .send(.b))) == "b")
    #expect(shape(Effect<Action>.merge(.send(.a), .send(.b)).merge(with: .send(.c))) == "merge(a, b, c)")
  }
}
