import Foundation

let clock = ContinuousClock()

/// Seconds per repetition of `body`, best of five rounds of `repetitions`.
func measure(repetitions: Int, _ body: () -> Void) -> Double {
  var best = Double.infinity
  for _ in 0..<5 {
    let elapsed = clock.measure { for _ in 0..<repetitions { body() } }
    best = min(best, seconds(elapsed) / Double(repetitions))
  }
  return best
}

/// Seconds `body` takes, once.
func time<T>(_ body: () async -> T) async -> (T, Double) {
  let start = clock.now
  let value = await body()
  return (value, seconds(clock.now - start))
}

/// Seconds `body` takes, best of `rounds` runs (a busy machine only ever adds time), with the
/// last run's value.
func bestTime<T>(of rounds: Int, _ body: () async -> T) async -> (T, Double) {
  var (value, best) = await time(body)
  for _ in 1..<max(1, rounds) {
    let (next, elapsed) = await time(body)
    (value, best) = (next, min(best, elapsed))
  }
  return (value, best)
}

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

func microseconds(_ seconds: Double) -> String {
  let value = seconds * 1e6
  return value < 10 ? String(format: "%.2f µs", value) : String(format: "%.1f µs", value)
}

/// This process's peak resident memory so far, in kilobytes; `nil` when it cannot be read.
///
/// On Linux it is `VmHWM`, not `getrusage`: there a child's `ru_maxrss` starts at the peak of the
/// process that spawned it (the kernel keeps the high-water mark across `exec`), so each child
/// of the table would report the table's own peak.
func peakMemoryKilobytes() -> Int? {
  #if canImport(Darwin)
    var usage = rusage()
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss) / 1024
  #else
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return nil }
    // "VmHWM:\t   25756 kB": a tab, then the number padded with spaces (or not, from 8 digits).
    return line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first.flatMap { Int($0) }
  #endif
}

/// Sends standard output to standard error until ``restoreStandardOutput(_:)``, so that standard
/// output holds the table or the JSON alone: every check prints its own "passed" line.
func sendStandardOutputToStandardError() -> Int32 {
  fflush(nil)
  let saved = dup(STDOUT_FILENO)
  dup2(STDERR_FILENO, STDOUT_FILENO)
  return saved
}

func restoreStandardOutput(_ saved: Int32) {
  fflush(nil)
  dup2(saved, STDOUT_FILENO)
  close(saved)
}

/// Runs this benchmark's own executable (or `executable`) with `arguments` and returns the last
/// line it prints, or `nil` when it cannot run or fails.
func runChild(_ executable: URL, _ arguments: [String]) -> String? {
  let process = Process()
  process.executableURL = executable
  process.arguments = arguments
  // The child's own progress lines would interleave with the table.
  process.environment = ProcessInfo.processInfo.environment.merging(["REDUCERCHECK_PROGRESS": "0"]) { $1 }
  let pipe = Pipe()
  process.standardOutput = pipe
  do { try process.run() } catch { return nil }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { return nil }
  return String(decoding: data, as: UTF8.self).split(separator: "\n").last.map(String.init)
}
