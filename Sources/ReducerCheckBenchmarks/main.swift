import ReducerCheck
import ReducerCore

// Prints what a checked step costs next to a bare reducer call, measured in one run, as ratios:
// machines are noisy, ratios less so.
//
//   swift run -c release ReducerCheckBenchmarks

let clock = ContinuousClock()

/// Seconds per repetition of `body`, best of five rounds of `repetitions`.
func measure(repetitions: Int, _ body: () -> Void) -> Double {
  var best = Double.infinity
  for _ in 0..<5 {
    let elapsed = clock.measure { for _ in 0..<repetitions { body() } }
    let (seconds, attoseconds) = elapsed.components
    best = min(best, (Double(seconds) + Double(attoseconds) / 1e18) / Double(repetitions))
  }
  return best
}

func microseconds(_ seconds: Double) -> String {
  let value = seconds * 1e6
  return value < 10 ? String(format: "%.2f µs", value) : String(format: "%.1f µs", value)
}

let reducer = BenchmarkFeature()
let tour = BenchmarkFeature.tour

// 0. The limit: the same feature and tour as plain Swift, enums and a switch.
var plainTotal = 0
let plain =
  measure(repetitions: 200_000) {
    var state = PlainBenchmarkFeature.State()
    for action in PlainBenchmarkFeature.tour { PlainBenchmarkFeature.reduce(&state, action) }
    plainTotal &+= state.total
  } / Double(PlainBenchmarkFeature.tour.count)

// 1. A bare reduce call: the reducer alone, effects discarded.
let bare =
  measure(repetitions: 2_000) {
    var state = BenchmarkFeature.State()
    for action in tour { _ = reducer.reduce(into: &state, action: action) }
  } / Double(tour.count)

// 2. A store send: the reducer plus effects, cancellation and bookkeeping (a fresh store per
//    tour, since the tour's stack ids are those of a fresh store).
let send =
  measure(repetitions: 2_000) {
    let store = Store(initialState: BenchmarkFeature.State()) { BenchmarkFeature() }
    for action in tour { store.send(action) }
  } / Double(tour.count)

// 3. A checked step: generation, effects on the checker's executor, every default invariant,
//    coverage, and the deterministic-replay re-run.
let checkStart = clock.now
let result = await check(BenchmarkFeature(), from: BenchmarkFeature.State()) {
  $0.sequences = 200
  $0.regressionFile = nil
}
let checkElapsed = clock.now - checkStart
let checkSeconds =
  Double(checkElapsed.components.seconds) + Double(checkElapsed.components.attoseconds) / 1e18
let checked = checkSeconds / Double(max(1, result.stepsRun))

// 4. The default budget, end to end.
let defaultStart = clock.now
let defaultResult = await check(BenchmarkFeature(), from: BenchmarkFeature.State()) {
  $0.regressionFile = nil
}
let defaultElapsed = clock.now - defaultStart

print("ReducerCheck benchmarks (release build; ratios measured in this one run)")
print("  plain Swift:       \(String(format: "%.0f ns", plain * 1e9)) per action (the limit)")
print(
  "  bare reduce call:  \(microseconds(bare)) per action   = \(String(format: "%.0f", bare / plain))× plain")
print(
  "  store send:        \(microseconds(send)) per action   = \(String(format: "%.1f", send / bare))× bare")
print(
  "  checked step:      \(microseconds(checked)) per step     = \(String(format: "%.0f", checked / bare))× bare"
    + " = \(String(format: "%.0f", checked / plain))× plain"
)
print(
  "  default check:     \(defaultElapsed) for \(defaultResult.sequencesRun) sequences, \(defaultResult.stepsRun) steps"
)
if result.failure != nil || defaultResult.failure != nil {
  print("  (the benchmark feature failed a check: the figures are not comparable)")
}
