import Generators
import Testing

@testable import ReducerCheck

/// A toy sequence for the shrinker: each step is a "one more?" choice and a value.
private struct Toy {
  var values: [UInt64] = []
  var stepStarts: [Int] = []

  init(_ choices: ChoiceSequence) {
    var position = 0
    func next() -> UInt64 {
      defer { position += 1 }
      return position < choices.choices.count ? choices.choices[position] : 0
    }
    while true {
      stepStarts.append(position)
      guard next() != 0 else { break }
      values.append(next())
    }
  }

  /// The choices that make `values`.
  static func choices(_ values: [UInt64]) -> ChoiceSequence {
    ChoiceSequence(values.flatMap { [1, $0] } + [0])
  }
}

@Suite struct ShrinkerTests {
  /// Shrinks `values` for as long as `fails` holds.
  private func shrink(
    _ values: [UInt64], budget: Int = 2_000, fails: @escaping ([UInt64]) -> Bool
  ) -> [UInt64] {
    var shrinker = Shrinker<Toy, String>(
      budget: budget, stepStarts: { $0.stepStarts }, intents: { $0.values.map(String.init) }
    ) { choices, _ in
      let toy = Toy(choices)
      return fails(toy.values) ? (toy, Toy.choices(toy.values)) : nil
    }
    let start = Toy.choices(values)
    return shrinker.shrink(Toy(start), choices: start).outcome.values
  }

  @Test func deletesStepsNotNextToEachOtherWhenOnlyBothTogetherKeepTheFailure() {
    // Fails while 1, 2 and 3 come in order and the 9s are even in number: deleting either 9
    // alone passes, so only deleting both (steps 2 and 4) reaches the minimum.
    let shrunk = shrink([1, 9, 2, 9, 3]) { values in
      let ordered = values.filter { [1, 2, 3].contains($0) } == [1, 2, 3]
      return ordered && values.filter { $0 == 9 }.count % 2 == 0
    }
    #expect(shrunk == [1, 2, 3])
  }

  @Test func keepsTheFailingStepAndLowersPayloads() {
    let shrunk = shrink([5, 7, 40, 3]) { values in values.contains { $0 >= 30 } }
    #expect(shrunk == [30])
  }

  @Test func longStoriesShrinkToTheirMinimumWithinTheDefaultBudget() {
    // 500 steps of noise with the three steps that matter far apart: trying every run of steps
    // at every position would spend the budget before the first deletion that works.
    var values = (0..<500).map { UInt64(100 + $0 % 50) }
    for position in [40, 260, 470] { values[position] = 7 }
    let shrunk = shrink(values) { $0.filter { $0 == 7 }.count >= 3 }
    #expect(shrunk == [7, 7, 7])
  }

  @Test func largePayloadsLowerToTheirBoundaryInOnePass() {
    // A binary search: about 20 runs for a million, not one halving per round of the shrinker.
    let shrunk = shrink([1_000_000], budget: 40) { $0.contains { $0 >= 123_457 } }
    #expect(shrunk == [123_457])
  }

  @Test func neverRunsTheSameCandidateTwice() {
    // A run is a whole sequence re-run from the initial state (for a runaway effect, ten
    // thousand jobs), so a candidate already tried, or one that reads as the same choices
    // (trailing zeros are what a replay reads past the end), is not run again.
    var tried: [String] = []
    var shrinker = Shrinker<Toy, String>(
      budget: 2_000, stepStarts: { $0.stepStarts }, intents: { $0.values.map(String.init) }
    ) { choices, plan in
      var read = choices.choices
      while read.last == 0 { read.removeLast() }
      tried.append("\(read) \(plan.map { "\($0)" } ?? "no plan")")
      let toy = Toy(choices)
      return toy.values.contains { $0 >= 30 } ? (toy, Toy.choices(toy.values)) : nil
    }
    let start = Toy.choices([5, 7, 40, 3, 12, 9])
    let shrunk = shrinker.shrink(Toy(start), choices: start).outcome.values
    #expect(shrunk == [30])
    let repeated = Dictionary(grouping: tried, by: { $0 }).filter { $0.value.count > 1 }.keys
    #expect(repeated.isEmpty, "run more than once: \(repeated.sorted())")
    #expect(shrinker.runs == tried.count)
  }

  @Test func aShrinkThatDoesNotRememberRetriesWhatFailedOnlyLater() {
    // A feature that fails "deterministic replay" may fail where it passed before: here the
    // value 2 fails only from its second run on. Remembering skips that second run.
    func shrunk(remembering: Bool) -> [UInt64] {
      var runsOfTwo = 0
      var shrinker = Shrinker<Toy, String>(
        budget: 2_000, remembers: remembering, stepStarts: { $0.stepStarts },
        intents: { $0.values.map(String.init) }
      ) { choices, _ in
        let toy = Toy(choices)
        if toy.values == [2] { runsOfTwo += 1 }
        let fails = toy.values.contains { $0 >= 5 } || (toy.values == [2] && runsOfTwo >= 2)
        return fails ? (toy, Toy.choices(toy.values)) : nil
      }
      let start = Toy.choices([9])
      return shrinker.shrink(Toy(start), choices: start).outcome.values
    }
    #expect(shrunk(remembering: true) == [5])
    #expect(shrunk(remembering: false) == [2])
  }

  @Test func staysWithinItsBudget() {
    var runs = 0
    var shrinker = Shrinker<Toy, String>(budget: 5, stepStarts: { $0.stepStarts }, intents: { _ in [] }) {
      choices, _ in
      runs += 1
      let toy = Toy(choices)
      return (toy, Toy.choices(toy.values))
    }
    let start = Toy.choices(Array(repeating: 3, count: 20))
    _ = shrinker.shrink(Toy(start), choices: start)
    #expect(runs <= 5)
    #expect(shrinker.runs <= 5)
  }
}
