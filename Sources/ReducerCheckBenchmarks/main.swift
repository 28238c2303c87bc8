import Foundation
import ReducerCheck
import ReducerCore

// Prints what a checked step costs next to a bare reducer call and to the same feature written
// as plain Swift, measured in one run, as ratios: machines are noisy, ratios less so.
//
//   swift run -c release ReducerCheckBenchmarks          # the table
//   swift run -c release ReducerCheckBenchmarks --json   # the same figures as JSON
//
// The debug figure (what `swift test` users feel) comes from the debug build of this target:
// a release run builds it first when it is missing or older than the sources (a minute or two;
// `--no-debug` leaves the figure out instead).

let arguments = CommandLine.arguments.dropFirst()
let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()

#if DEBUG
  let build = "debug"
#else
  let build = "release"
#endif

/// The figures `--profile` can repeat.
let profiles = ["runaway", "planted", "check", "bare", "send"]

/// Prints the usage (to standard error, unless asked for) and exits.
func usage(exitCode: Int32) -> Never {
  let text = """
    usage: ReducerCheckBenchmarks [--json] [--no-debug]
           ReducerCheckBenchmarks --profile \(profiles.joined(separator: "|"))
           ReducerCheckBenchmarks --smoke    (each workload once, checking what it found)

    """
  if exitCode == 0 { print(text, terminator: "") } else { FileHandle.standardError.write(Data(text.utf8)) }
  exit(exitCode)
}

// Anything else (`--help`, a typo, a missing value) gets the usage, not a 30-second table.
// (`--default-check` and `--peak-memory N` are the table's own child processes.)
switch Array(arguments) {
case [], ["--json"], ["--no-debug"], ["--json", "--no-debug"], ["--no-debug", "--json"], ["--default-check"],
  ["--smoke"]:
  break
case ["--help"]: usage(exitCode: 0)
case let given where given.count == 2 && given[0] == "--profile" && profiles.contains(given[1]): break
case let given where given.count == 2 && given[0] == "--peak-memory" && Int(given[1]) != nil: break
default: usage(exitCode: 2)
}

/// A check of the benchmark feature from its initial state, seeded so that runs and builds
/// compare, writing no regression file; `adjust` sets the rest.
func benchmarkCheck(
  _ adjust: (inout CheckConfiguration<BenchmarkFeature>) -> Void = { _ in }
) async
  -> CheckResult
{
  await check(BenchmarkFeature(), from: BenchmarkFeature.State()) {
    $0.seed = 0x5EED
    $0.regressionFile = nil
    adjust(&$0)
  }
}

/// The default check of the benchmark feature, end to end, in seconds: best of three runs.
func defaultCheck(rounds: Int = 3) async -> (seconds: Double, result: CheckResult) {
  let (result, elapsed) = await bestTime(of: rounds) { await benchmarkCheck() }
  return (elapsed, result)
}

/// The lockstep check of the benchmark feature against itself, as `defaultCheck` runs one
/// check of it: best of `rounds`.
func lockstepCheck(rounds: Int = 3) async -> (seconds: Double, result: CheckResult) {
  let (result, elapsed) = await bestTime(of: rounds) {
    await checkEquivalence(old: BenchmarkFeature(), new: BenchmarkFeature(), from: BenchmarkFeature.State()) {
      $0.seed = 0x5EED
      $0.regressionFile = nil
    }
  }
  return (elapsed, result)
}

/// A runaway effect loop, with the default limits.
func runawayCheck() async -> CheckResult {
  await check(RunawayFeature(), from: RunawayFeature.State()) {
    $0.seed = 0x5EED
    $0.regressionFile = nil
    $0.reportsIssues = false
  }
}

/// A failure planted late in 500-step sequences.
func plantedFailureCheck() async -> CheckResult {
  await check(PlantedFailureFeature(), from: PlantedFailureFeature.State()) {
    $0.seed = 0x5EED
    $0.maxSteps = 500
    $0.stepsBeforeEnding = 1_000_000
    $0.sequences = 1_000
    $0.regressionFile = nil
    $0.reportsIssues = false
    $0.invariant("never overspent") { !$0.overspent }
  }
}

/// The tour through bare reduce calls: the reducer alone, effects discarded.
func bareTour() {
  var state = BenchmarkFeature.State()
  for action in BenchmarkFeature.tour { _ = BenchmarkFeature().reduce(into: &state, action: action) }
}

/// The tour through a store: the reducer plus effects, cancellation and bookkeeping (a fresh
/// store per tour, since the tour's stack ids are those of a fresh store).
func storeTour() {
  let store = Store(initialState: BenchmarkFeature.State()) { BenchmarkFeature() }
  for action in BenchmarkFeature.tour { store.send(action) }
}

// `--profile <figure>`: one workload ten times over, for perf (perf record -g …).
if arguments.first == "--profile" {
  let figure = arguments.dropFirst().first ?? ""
  for _ in 0..<10 {
    switch figure {
    case "runaway": _ = await runawayCheck()
    case "planted": _ = await plantedFailureCheck()
    case "check": _ = await defaultCheck(rounds: 1)
    case "bare": for _ in 0..<2_000 { bareTour() }
    case "send": for _ in 0..<2_000 { storeTour() }
    default: usage(exitCode: 2)
    }
  }
  exit(0)
}

// `--smoke`: each end-to-end workload once, checking what it found rather than timing it; CI
// runs it in the release build, where the optimiser has broken code that debug runs fine.
if arguments.first == "--smoke" {
  var problems: [String] = []
  let (_, passing) = await defaultCheck(rounds: 1)
  if let failure = passing.failure {
    problems.append("the benchmark feature failed \"\(failure.invariant)\"")
  }
  let runaway = await runawayCheck()
  if runaway.failure?.invariant != "quiescence" {
    problems.append(
      "the runaway loop was reported as \(runaway.failure?.invariant ?? "nothing"), not quiescence")
  }
  let planted = await plantedFailureCheck()
  if planted.failure?.invariant != "never overspent" || planted.failure?.steps != 4 {
    problems.append(
      "the planted failure was \(planted.failure.map { "shrunk to \($0.steps) steps" } ?? "not found"), not shrunk to 4 steps"
    )
  }
  if problems.isEmpty {
    print(
      "Smoke (\(build)): the default check passed \(passing.sequencesRun) sequences, the runaway loop was "
        + "reported, the planted failure was found and shrunk to 4 steps.")
    exit(0)
  }
  FileHandle.standardError.write(Data("Smoke (\(build)) failed: \(problems.joined(separator: "; ")).\n".utf8))
  exit(1)
}

// Child modes, run by the table below in their own processes.
if arguments.first == "--default-check" {
  print(await defaultCheck().seconds)
  exit(0)
}
if arguments.first == "--peak-memory", let count = arguments.dropFirst().first.flatMap({ Int($0) }) {
  _ = await benchmarkCheck {
    $0.sequences = count
    $0.timeBudget = .seconds(3_600)
  }
  guard let peak = peakMemoryKilobytes() else {
    FileHandle.standardError.write(Data("could not read VmHWM from /proc/self/status\n".utf8))
    exit(1)
  }
  print(peak)
  exit(0)
}

let tour = BenchmarkFeature.tour
let savedStandardOutput = sendStandardOutputToStandardError()

// The debug build, brought up to date before anything is measured (building disturbs timing).
let debugBinary = executable.deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("debug/ReducerCheckBenchmarks")
let wantsDebugFigure = build == "release" && !arguments.contains("--no-debug")
var debugBuildProblem: String?
if wantsDebugFigure, debugBuildIsStale(debugBinary, root: packageRoot(of: executable)) {
  FileHandle.standardError.write(
    Data(
      "Building the debug benchmark for the debug figure (swift build --product ReducerCheckBenchmarks)…\n"
        .utf8))
  debugBuildProblem = buildDebugBenchmark(root: packageRoot(of: executable))
}

// 0. The limit: the same feature and tour as plain Swift, enums and a switch.
var plainTotal = 0
let plain =
  measure(repetitions: 200_000) {
    var state = PlainBenchmarkFeature.State()
    for action in PlainBenchmarkFeature.tour { PlainBenchmarkFeature.reduce(&state, action) }
    plainTotal &+= state.total
  } / Double(PlainBenchmarkFeature.tour.count)

// 1. A bare reduce call.
let bare = measure(repetitions: 2_000) { bareTour() } / Double(tour.count)

// 2. A store send.
let send = measure(repetitions: 2_000) { storeTour() } / Double(tour.count)

// 3. A checked step: generation, effects on the checker's executor, every default invariant,
//    coverage, and the deterministic-replay re-run.
/// One run of `stepsCheck(leaving:)`, and whether it found the invariant it was to leave out.
typealias StepsRun = (result: CheckResult, seconds: Double, leftOut: Bool)

/// 200 sequences of the benchmark feature, once, without the invariant named `left`.
func stepsCheck(leaving left: String? = nil) async -> StepsRun {
  var leftOut = left == nil
  let (result, seconds) = await time {
    await benchmarkCheck {
      $0.sequences = 200
      if let left {
        leftOut = $0.invariants.contains { $0.name == left }
        $0.invariants.removeAll { $0.name == left }
      }
    }
  }
  return (result, seconds, leftOut)
}

// 3b. What two default invariants add to a checked step, each on its own: the checked step
//     minus the same check without it (invariants draw no choices, so the same steps run). The
//     three checks take turns, nine rounds, each round starting with the next one: the checked
//     step is the best of its nine, and each part the median over the rounds of its difference
//     within a round (runs side by side see the same machine; a difference of two bests does
//     not, and read 6–27 µs for one part).
let leftOut: [String?] = [nil, "deterministic replay", "restorable"]
var rounds: [[StepsRun]] = []
for round in 0..<9 {
  var runs = [StepsRun?](repeating: nil, count: leftOut.count)
  for offset in leftOut.indices {
    let index = (round + offset) % leftOut.count
    runs[index] = await stepsCheck(leaving: leftOut[index])
  }
  rounds.append(runs.map { $0! })
}
let (stepsResult, stepsSeconds, _) = rounds.map { $0[0] }.min { $0.seconds < $1.seconds }!
let stepsPerCheck = Double(max(1, stepsResult.stepsRun))
/// The median over `rounds` of what leaving out invariant `index` saved, per step.
func part(_ index: Int, of rounds: [[StepsRun]], steps: Double) -> Double {
  let saved = rounds.map { ($0[0].seconds - $0[index].seconds) / steps }.sorted()
  return saved[saved.count / 2]
}
let checked = stepsSeconds / stepsPerCheck
let replayPart = part(1, of: rounds, steps: stepsPerCheck)
let restorablePart = part(2, of: rounds, steps: stepsPerCheck)
let partsRanOtherSteps = rounds.contains { round in
  round.contains { $0.result.stepsRun != stepsResult.stepsRun }
}

// 4. The default budget, end to end, in this build and in debug.
let (defaultSeconds, defaultResult) = await defaultCheck()
let (lockstepSeconds, lockstepResult) = await lockstepCheck()
let debugSeconds: Double? =
  build == "debug"
  ? defaultSeconds
  : wantsDebugFigure && debugBuildProblem == nil
    ? runChild(debugBinary, ["--default-check"]).flatMap(Double.init) : nil
// 5. A runaway effect loop (two effects answering each other), found and reported with the
//    default limits.
let (runawayResult, runawaySeconds) = await bestTime(of: 3) { await runawayCheck() }

// 6. A failure planted late in 500-step sequences, shrunk to its 4 steps. (Both seeded, best of
//    three runs, as the default check.)
let (plantedResult, plantedSeconds) = await bestTime(of: 3) { await plantedFailureCheck() }

// 7. Peak memory of a check of 100 and of 10,000 sequences, each in its own process.
let memory100 = runChild(executable, ["--peak-memory", "100"]).flatMap { Int($0) }
let memory10k = runChild(executable, ["--peak-memory", "10000"]).flatMap { Int($0) }

var figures: [String: Double] = [
  "plain_ns_per_action": plain * 1e9,
  "bare_us_per_action": bare * 1e6,
  "bare_over_plain": bare / plain,
  "send_us_per_action": send * 1e6,
  "send_over_bare": send / bare,
  "send_over_plain": send / plain,
  "checked_us_per_step": checked * 1e6,
  "checked_over_bare": checked / bare,
  "checked_over_plain": checked / plain,
  "checked_steps": stepsPerCheck,
  "replay_us_per_step": replayPart * 1e6,
  "replay_over_bare": replayPart / bare,
  "restorable_us_per_step": restorablePart * 1e6,
  "restorable_over_bare": restorablePart / bare,
  "default_check_seconds": defaultSeconds,
  "default_check_steps": Double(defaultResult.stepsRun),
  "default_check_sequences": Double(defaultResult.sequencesRun),
  "lockstep_check_seconds": lockstepSeconds,
  "lockstep_check_steps": Double(lockstepResult.stepsRun),
  "runaway_seconds": runawaySeconds,
  "shrink_seconds": plantedSeconds,
  "shrink_from_steps": Double(plantedResult.failure?.originalSteps ?? 0),
  "shrink_to_steps": Double(plantedResult.failure?.steps ?? 0),
  "shrink_runs": Double(plantedResult.failure?.shrinkRuns ?? 0),
]
if let debugSeconds { figures["default_check_debug_seconds"] = debugSeconds }
if let memory100, let memory10k {
  figures["peak_memory_100_sequences_kb"] = Double(memory100)
  figures["peak_memory_10000_sequences_kb"] = Double(memory10k)
  figures["peak_memory_10000_over_100"] = Double(memory10k) / Double(memory100)
}

var problems: [String] = []
if memory100 == nil || memory10k == nil {
  problems.append(
    "peak memory was not measured: a child process failed (run it alone to see why: "
      + ".build/release/ReducerCheckBenchmarks --peak-memory 100)")
}
/// What the JSON leaves out, and why (the table says it on its own line).
var notes: [String] = []
if let debugBuildProblem {
  problems.append("no debug figure: \(debugBuildProblem)")
} else if wantsDebugFigure, debugSeconds == nil {
  problems.append(
    "no debug figure: the debug benchmark failed (run it alone to see why: .build/debug/ReducerCheckBenchmarks --default-check)"
  )
} else if build == "release", debugSeconds == nil {
  notes.append("no debug figure: --no-debug")
}
if lockstepResult.failure != nil || lockstepResult.error != nil {
  problems.append(
    "the benchmark feature did not behave like itself in lockstep: its figure is not comparable")
}
if stepsResult.failure != nil || defaultResult.failure != nil {
  problems.append("the benchmark feature failed a check: the figures are not comparable")
}
for (index, name) in leftOut.enumerated() where rounds.contains(where: { !$0[index].leftOut }) {
  problems.append("no default invariant is named \"\(name ?? "")\": its part is not measured")
}
if partsRanOtherSteps {
  problems.append("a check without one invariant ran other steps: the invariants' parts are not comparable")
}
if runawayResult.failure?.invariant != "quiescence" {
  problems.append("the runaway loop was not reported as one: its figure is not comparable")
}
if plantedResult.failure == nil {
  problems.append("the planted failure was not found: the shrink figure is not comparable")
}

restoreStandardOutput(savedStandardOutput)

if arguments.contains("--json") {
  figures["plain_total"] = Double(plainTotal % 2)  // keeps the plain loop from being optimised away
  var json: [String: Any] = figures
  json["build"] = build
  json["problems"] = problems
  json["notes"] = notes
  let data = try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys, .prettyPrinted])
  print(String(decoding: data, as: UTF8.self))
  exit(problems.isEmpty ? 0 : 1)
}

func ratio(_ value: Double) -> String { String(format: value < 10 ? "%.1f" : "%.0f", value) }

print("ReducerCheck benchmarks (\(build) build; ratios measured in this one run)")
print("  plain Swift:        \(String(format: "%.1f ns", plain * 1e9)) per action (the limit)")
print("  bare reduce call:   \(microseconds(bare)) per action  = \(ratio(bare / plain))× plain")
print(
  "  store send:         \(microseconds(send)) per action  = \(ratio(send / bare))× bare = \(ratio(send / plain))× plain"
)
print(
  "  checked step:       \(microseconds(checked)) per step    = \(ratio(checked / bare))× bare = \(ratio(checked / plain))× plain"
    + " (200 sequences, \(stepsResult.stepsRun) steps, best of 9)"
)
print(
  "  … of which:         deterministic replay \(microseconds(replayPart)) = \(ratio(replayPart / bare))× bare, "
    + "restorable \(microseconds(restorablePart)) = \(ratio(restorablePart / bare))× bare"
    + " (each: the checked step minus the same check without it, median of 9 rounds)"
)
print(
  "  default check:      \(String(format: "%.3f s", defaultSeconds)) for \(defaultResult.sequencesRun) sequences, \(defaultResult.stepsRun) steps (seed 5EED, best of 3)"
)
print(
  "  lockstep check:     \(String(format: "%.3f s", lockstepSeconds)) for \(lockstepResult.sequencesRun) sequences, "
    + "\(lockstepResult.stepsRun) steps = \(ratio(lockstepSeconds / defaultSeconds))× the default check, "
    + "\(ratio((lockstepSeconds / Double(max(lockstepResult.stepsRun, 1))) / (defaultSeconds / Double(max(defaultResult.stepsRun, 1)))))× per step"
    + " (the benchmark feature against itself, best of 3)"
)
if build == "release" {
  print(
    "  … in a debug build: "
      + (debugSeconds.map {
        String(format: "%.3f s for the same check = %.1f× release (best of 3)", $0, $0 / defaultSeconds)
      } ?? "not measured (\(notes.first ?? "see below"))"))
}
print(
  "  runaway loop:       \(String(format: "%.3f s", runawaySeconds)) to find, shrink and report (best of 3)"
)
print(
  "  planted failure:    \(String(format: "%.3f s", plantedSeconds)) to find it at step "
    + "\(plantedResult.failure?.originalSteps ?? 0) and shrink it to "
    + "\(plantedResult.failure?.steps ?? 0) steps in \(plantedResult.failure?.shrinkRuns ?? 0) runs (best of 3)"
)
if let memory100, let memory10k {
  print(
    "  peak memory:        \(String(format: "%.1f", Double(memory100) / 1024)) MB for 100 sequences, "
      + "\(String(format: "%.1f", Double(memory10k) / 1024)) MB for 10,000"
      + " = \(String(format: "%.2f", Double(memory10k) / Double(memory100)))×")
} else {
  print("  peak memory:        not measured (a child process failed)")
}
for problem in problems { print("  (\(problem))") }
if plainTotal == 42 { print("") }  // keeps the plain loop from being optimised away
