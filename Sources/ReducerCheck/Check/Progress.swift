import Foundation

/// The line a long check prints every few seconds on a terminal, so a campaign of thousands of
/// sequences shows it is working and whether it still finds new places:
///
/// ```
/// [ReducerCheck] InventoryFeature: 1,200 sequences, 14,800 steps (2,950 steps/s), 23 navigation places (+2)
/// ```
///
/// A navigation place is a destination case or a stack depth some step reached. Printed to
/// standard error every 5 s of a check that runs that long; on by default unless `CI` is set,
/// and `REDUCERCHECK_PROGRESS=1` or `=0` decides otherwise.
struct Progress {
  let featureName: String
  let isShown: Bool
  let interval: Duration
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private var next: ContinuousClock.Instant
  private var placesAtLastLine = 0

  init(featureName: String, environment: Environment, interval: Duration = .seconds(5)) {
    self.featureName = featureName
    // `swift test` pipes a test's output, so a terminal cannot be detected: shown unless on CI.
    self.isShown = environment.progress ?? !environment.isCI
    self.interval = interval
    start = clock.now
    next = start.advanced(by: interval)
  }

  /// Prints the line when its time has come.
  mutating func update(sequences: Int, steps: Int, places: Int) {
    guard isShown, clock.now >= next else { return }
    next = clock.now.advanced(by: interval)
    let text = line(sequences: sequences, steps: steps, places: places)
    placesAtLastLine = places
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  func line(sequences: Int, steps: Int, places: Int) -> String {
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let rate = seconds > 0 ? Int(Double(steps) / seconds) : 0
    let found = places - placesAtLastLine
    return "[ReducerCheck] \(featureName): \(counted(sequences, "sequence")), \(counted(steps, "step")) "
      + "(\(grouped(rate)) steps/s), \(counted(places, "navigation place")) (+\(found))"
  }
}
