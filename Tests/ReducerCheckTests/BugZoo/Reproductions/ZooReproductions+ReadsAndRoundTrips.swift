import Foundation
import ReducerCheck
import ReducerCore
import Testing

// Printed by the zoo's entries for reads that change between runs and for lossy Codable
// conformances, committed as printed (see ZooReproductionTests).

func codableDropsTheDestinationBreaksRestorable() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: CodableDropsTheDestination.State()) {
    CodableDropsTheDestination()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.addTapped)
  let restored = try JSONDecoder().decode(
    CodableDropsTheDestination.State.self, from: JSONEncoder().encode(store.state))
  #expect(restored == store.state, "restorable")
}

func dateReadInAnEffectBreaksDeterministicReplay() async throws {
  func run() async -> DateReadInAnEffect.State {
    let clock = TestClock()
    let store = TestStore(initialState: DateReadInAnEffect.State()) {
      DateReadInAnEffect()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    await store.send(.refreshTapped)
    return store.state
  }
  let first = await run()
  let second = await run()
  #expect(first == second, "deterministic replay")
}

func decoderForgetsAFieldBreaksRestorable() async throws {
  let clock = TestClock()
  let store = TestStore(initialState: DecoderForgetsAField.State()) {
    DecoderForgetsAField()
  } withDependencies: {
    $0.continuousClock = clock
  }
  store.exhaustivity = .off
  await store.send(.subtitleChanged("a"))
  let restored = try JSONDecoder().decode(
    DecoderForgetsAField.State.self, from: JSONEncoder().encode(store.state))
  #expect(restored == store.state, "restorable")
}

func randomInReducerBreaksDeterministicReplay() async throws {
  func run() async -> RandomInReducer.State {
    let clock = TestClock()
    let store = TestStore(initialState: RandomInReducer.State()) {
      RandomInReducer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    await store.send(.dealTapped)
    return store.state
  }
  let first = await run()
  let second = await run()
  #expect(first == second, "deterministic replay")
}

func uuidInReducerBreaksDeterministicReplay() async throws {
  func run() async -> UUIDInReducer.State {
    let clock = TestClock()
    let store = TestStore(initialState: UUIDInReducer.State()) {
      UUIDInReducer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    store.exhaustivity = .off
    await store.send(.addTapped)
    return store.state
  }
  let first = await run()
  let second = await run()
  #expect(first == second, "deterministic replay")
}
